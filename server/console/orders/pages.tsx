/**
 * The orders section's pages (issue 19, item 1): the search with its list, and one order with its
 * attempts, gateway answers, refunds, the refund form (owners and managers) and, for an unpaid
 * order, its payment link and cancel buttons. Static HTML, plain forms, no script.
 */
import { ORDERS_MESSAGES } from '../../../content/console-messages/orders.ts'
import { can, type ConsoleLocale } from '../../../domain/console-permissions.ts'
import { formatAed } from '../../../domain/money.ts'
import { invoiceNumber, orderNumber } from '../../../domain/order.ts'
import { creditNoteNumber } from '../../../domain/credit-note.ts'
import type { StaffRefundProblem } from '../../../domain/staff-refund.ts'
import { consoleLocaleTag, consoleTime, fill, type Notice } from '../layout.tsx'
import { ListTable, PageFrame } from '../list-page.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import { isUnpaidOpen, type OrderListRow, type OrderRecord } from './order-records.ts'

export const ORDERS_STYLES = `
.search{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin-bottom:1rem}
.search label{flex:1 1 18rem}
.num,.ltr{direction:ltr;unicode-bidi:isolate}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;background:#fff;padding:1rem;border:1px solid #e5e7eb}
dl.facts dt{font-weight:600}
dl.facts dd{margin:0}
.panel{background:#fff;border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin-top:1rem}
textarea{font:inherit;padding:.55rem .65rem;border:1px solid #6b7280;border-radius:.375rem;min-height:5rem}
.row-actions{display:flex;flex-wrap:wrap;gap:1rem}
`

export const aed = (fils: number, locale: ConsoleLocale) => formatAed(fils, consoleLocaleTag(locale))

type Status = keyof (typeof ORDERS_MESSAGES)['en']['statuses']
const statusText = (locale: ConsoleLocale, status: string) => ORDERS_MESSAGES[locale].statuses[status as Status] ?? status

export function OrderTable({ locale, rows, empty }: { locale: ConsoleLocale; rows: readonly OrderListRow[]; empty: string }) {
	const t = ORDERS_MESSAGES[locale]
	return (
		<ListTable columns={[t.columns.order, t.columns.date, t.columns.customer, t.columns.phone, t.columns.plan, t.columns.total, t.columns.status]} rows={rows} empty={empty}>
			{(row) => (
				<tr key={row.id}>
					<td>
						<a className="num" href={`/console/orders/${row.id}/`}>
							{orderNumber(row.id)}
						</a>
					</td>
					<td className="num">{consoleTime(row.createdAt)}</td>
					<td>
						{row.firstName} {row.lastName}
						<br />
						<span className="ltr">{row.email}</span>
					</td>
					<td className="ltr">{row.mobileNumber}</td>
					<td>{row.planName}</td>
					<td className="num">{aed(row.totalFils, locale)}</td>
					<td>{statusText(locale, row.status)}</td>
				</tr>
			)}
		</ListTable>
	)
}

/** The search of a list page (orders, customers): one field `q`, sent back to the page by GET. */
export function SearchForm({ action, query, texts }: { action: string; query: string; texts: { searchLabel: string; searchHint: string; search: string } }) {
	return (
		<form className="search" method="get" action={action} role="search">
			<label>
				{texts.searchLabel}
				<span className="hint">{texts.searchHint}</span>
				<input type="search" name="q" defaultValue={query} maxLength={254} />
			</label>
			<button type="submit">{texts.search}</button>
		</form>
	)
}

export function OrdersPage({ nonce, staff, query, rows }: { nonce: string; staff: SignedInStaff; query: string; rows: readonly OrderListRow[] }) {
	const t = ORDERS_MESSAGES[staff.locale]
	return (
		<PageFrame nonce={nonce} staff={staff} title={t.title} styles={ORDERS_STYLES}>
			<SearchForm action="/console/orders/" query={query} texts={t} />
			<h2>{query ? t.results : t.latest}</h2>
			<OrderTable locale={staff.locale} rows={rows} empty={t.none} />
		</PageFrame>
	)
}

export type RefundFormState = { amount: string; note: string; errors: { amount?: StaffRefundProblem; note?: StaffRefundProblem } }
/** A refused "give up" form: which refund, what was typed, and why. */
export type GiveUpFormState = { refundId: number; note: string; error: 'note-required' | 'note-too-long' }

type OrderPageProps = {
	nonce: string
	staff: SignedInStaff
	record: OrderRecord
	refundableFils: number
	/** What a redirect after a change says (a status), or why a post was refused (an alert). */
	notice?: Notice
	refundForm?: RefundFormState
	giveUpForm?: GiveUpFormState
}

export function OrderPage({ nonce, staff, record, refundableFils, notice, refundForm, giveUpForm }: OrderPageProps) {
	const locale = staff.locale
	const t = ORDERS_MESSAGES[locale]
	const o = t.order
	const { order, attempts, refunds } = record
	const number = orderNumber(order.id)
	const fieldError = (problem: StaffRefundProblem | undefined) => (problem ? fill(t.refundForm.errors[problem], { amount: aed(refundableFils, locale) }) : null)
	return (
		<PageFrame nonce={nonce} staff={staff} title={fill(o.title, { number })} styles={ORDERS_STYLES} back={{ href: '/console/orders/', text: o.back }} notice={notice}>
			<dl className="facts">
				<dt>{t.columns.status}</dt>
				<dd>{statusText(locale, order.status)}</dd>
				<dt>{o.customer}</dt>
				<dd>
					{order.firstName} {order.lastName}
				</dd>
				<dt>{o.contact}</dt>
				<dd>
					<span className="ltr">{order.email}</span>, <span className="ltr">{order.mobileNumber}</span>
				</dd>
				<dt>{o.account}</dt>
				<dd>{order.customerId ? <a href={`/console/customers/${order.customerId}/`}>{o.openCustomer}</a> : o.guest}</dd>
				<dt>{o.plan}</dt>
				<dd>
					{order.planName}, {order.size}, {order.daysPerWeek} × {order.weeks}
				</dd>
				<dt>{o.total}</dt>
				<dd className="num">{aed(order.totalFils, locale)}</dd>
				<dt>{o.invoice}</dt>
				<dd className="num">{order.invoiceNumber === null ? '–' : invoiceNumber(order.invoiceNumber)}</dd>
				<dt>{o.paidAt}</dt>
				<dd className="num">{consoleTime(order.paidAt)}</dd>
			</dl>

			<h2>{o.attempts}</h2>
			{attempts.length === 0 ? <p>{o.noAttempts}</p> : null}
			{attempts.map((attempt) => (
				<section key={attempt.id} className="panel" aria-label={`${o.attempts} ${attempt.merchantReference}`}>
					<dl className="facts">
						<dt>{o.attempt.method}</dt>
						<dd>{attempt.method}</dd>
						<dt>{o.attempt.gateway}</dt>
						<dd>{attempt.gateway}</dd>
						<dt>{o.attempt.status}</dt>
						<dd>{attempt.status}</dd>
						<dt>{o.attempt.amount}</dt>
						<dd className="num">{aed(attempt.amountFils, locale)}</dd>
						<dt>{o.attempt.refunded}</dt>
						<dd className="num">{aed(attempt.refundedFils, locale)}</dd>
						<dt>{o.attempt.reference}</dt>
						<dd className="ltr">
							{attempt.merchantReference}
							{attempt.gatewayReference ? ` / ${attempt.gatewayReference}` : ''}
						</dd>
						<dt>{o.attempt.card}</dt>
						<dd className="ltr">{attempt.cardMasked ? `${attempt.cardBrand ?? ''} ${attempt.cardMasked}` : '–'}</dd>
						<dt>{o.attempt.code}</dt>
						<dd className="ltr">{[attempt.gatewayCode, attempt.failureReason].filter(Boolean).join(' / ') || '–'}</dd>
						<dt>{o.attempt.created}</dt>
						<dd className="num">{consoleTime(attempt.createdAt)}</dd>
					</dl>
					<h3>{o.events}</h3>
					<ListTable columns={[o.event.at, o.event.source, o.event.outcome, o.event.payload]} rows={attempt.events} empty={o.noEvents}>
						{(event, index) => (
							<tr key={index}>
								<td className="num">{consoleTime(event.receivedAt)}</td>
								<td>{event.source}</td>
								<td>{event.outcome}</td>
								<td className="ltr">
									<pre>{JSON.stringify(event.payload, null, 1)}</pre>
								</td>
							</tr>
						)}
					</ListTable>
				</section>
			))}

			<h2>{o.refunds}</h2>
			{refunds.length === 0 ? (
				<p>{o.noRefunds}</p>
			) : (
				<>
					<ListTable columns={[o.refund.creditNote, o.refund.amount, o.refund.reason, o.refund.state, o.refund.by, o.refund.at, o.refund.code]} rows={refunds}>
						{(refund) => (
							<tr key={refund.id}>
								<td className="num">{creditNoteNumber(refund.creditNoteNumber)}</td>
								<td className="num">{aed(refund.amountFils, locale)}</td>
								<td>
									{o.reasons[refund.reason as keyof typeof o.reasons] ?? refund.reason}
									{refund.note ? (
										<>
											<br />
											<span className="hint">
												{o.refund.note}: {refund.note}
											</span>
										</>
									) : null}
									{refund.givenUpNote ? (
										<>
											<br />
											<span className="hint">{fill(t.giveUp.by, { name: refund.givenUpByName ?? '–', note: refund.givenUpNote })}</span>
										</>
									) : null}
								</td>
								<td>{o.states[refund.state as keyof typeof o.states] ?? refund.state}</td>
								<td>{refund.staffName ?? '–'}</td>
								<td className="num">{consoleTime(refund.createdAt)}</td>
								<td className="ltr">{refund.gatewayCode ?? '–'}</td>
							</tr>
						)}
					</ListTable>
					{refunds.some((refund) => refund.state === 'pending') ? <p className="hint">{o.pendingHint}</p> : null}
				</>
			)}

			{can(staff.role, 'orders.refund')
				? refunds
						.filter((refund) => refund.state === 'pending')
						.map((refund) => {
							const number = creditNoteNumber(refund.creditNoteNumber)
							const refused = giveUpForm?.refundId === refund.id ? giveUpForm : undefined
							const errorId = `give-up-${refund.id}-error`
							return (
								<section key={refund.id} className="panel" aria-labelledby={`give-up-${refund.id}`}>
									<h2 id={`give-up-${refund.id}`}>{fill(t.giveUp.title, { creditNote: number })}</h2>
									<form className="stack" method="post" action={`/console/orders/${order.id}/refunds/${refund.id}/give-up/`} noValidate>
										<p className="hint">{fill(t.giveUp.hint, { amount: aed(refund.amountFils, locale) })}</p>
										<label>
											{t.giveUp.note}
											<span className="hint">{t.giveUp.noteHint}</span>
											<textarea
												name="note"
												maxLength={500}
												defaultValue={refused?.note ?? ''}
												aria-invalid={refused ? true : undefined}
												aria-describedby={refused ? errorId : undefined}
											/>
											{refused ? (
												<span className="error" id={errorId}>
													{t.giveUp.errors[refused.error]}
												</span>
											) : null}
										</label>
										<button type="submit" className="danger">
											{t.giveUp.submit}
										</button>
									</form>
								</section>
							)
						})
				: null}

			{order.status === 'paid' && can(staff.role, 'orders.refund') ? (
				<section className="panel" aria-labelledby="refund-title">
					<h2 id="refund-title">{t.refundForm.title}</h2>
					{refundableFils === 0 ? (
						<p>{t.refundForm.notRefundable}</p>
					) : (
						<form className="stack" method="post" action={`/console/orders/${order.id}/refund/`} noValidate>
							<p>{fill(t.refundForm.left, { amount: aed(refundableFils, locale) })}</p>
							<label>
								{t.refundForm.amount}
								<span className="hint">{t.refundForm.amountHint}</span>
								<input
									name="amount"
									inputMode="decimal"
									className="num"
									defaultValue={refundForm?.amount ?? ''}
									aria-invalid={refundForm?.errors.amount ? true : undefined}
									aria-describedby={refundForm?.errors.amount ? 'amount-error' : undefined}
								/>
								{refundForm?.errors.amount ? (
									<span className="error" id="amount-error">
										{fieldError(refundForm.errors.amount)}
									</span>
								) : null}
							</label>
							<label>
								{t.refundForm.note}
								<span className="hint">{t.refundForm.noteHint}</span>
								<textarea
									name="note"
									maxLength={500}
									defaultValue={refundForm?.note ?? ''}
									aria-invalid={refundForm?.errors.note ? true : undefined}
									aria-describedby={refundForm?.errors.note ? 'note-error' : undefined}
								/>
								{refundForm?.errors.note ? (
									<span className="error" id="note-error">
										{fieldError(refundForm.errors.note)}
									</span>
								) : null}
							</label>
							<button type="submit" className="danger">
								{t.refundForm.submit}
							</button>
						</form>
					)}
				</section>
			) : null}

			{isUnpaidOpen(order.status) ? (
				<section className="panel" aria-labelledby="unpaid-title">
					<h2 id="unpaid-title">{t.unpaid.title}</h2>
					<div className="row-actions">
						<form method="post" action={`/console/orders/${order.id}/payment-link/`}>
							<p className="hint">{t.unpaid.resendHint}</p>
							<button type="submit">{t.unpaid.resend}</button>
						</form>
						<form method="post" action={`/console/orders/${order.id}/cancel/`}>
							<p className="hint">{t.unpaid.cancelHint}</p>
							<button type="submit" className="danger">
								{t.unpaid.cancel}
							</button>
						</form>
					</div>
				</section>
			) : null}
		</PageFrame>
	)
}
