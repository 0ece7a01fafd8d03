/**
 * The referrals section's pages (issue 19, item 6): the ambassadors with their ledger totals, the
 * form that adds one, and one ambassador's page — the totals, "mark paid", the rewards and payouts,
 * the change form, retire or bring back, and a link to their history in the audit log. Static
 * HTML, plain forms, no script.
 */
import { REFERRALS_MESSAGES } from '../../../content/console-messages/referrals.ts'
import type { ConsoleLocale } from '../../../domain/console-permissions.ts'
import { orderNumber } from '../../../domain/order.ts'
import type { AmbassadorProblem, PayoutProblem } from '../../../domain/referrals/ambassador-form.ts'
import { aedFieldText } from '../../../domain/money.ts'
import { consoleTime, fieldNotes, fill, type Notice } from '../layout.tsx'
import { ListTable, PageFrame } from '../list-page.tsx'
import { aed, ORDERS_STYLES } from '../orders/pages.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import type { AmbassadorLedger, AmbassadorSummary } from './referrals-data.ts'

/** A form as posted, with its field errors, to render again after a refusal. */
export type FormState<Problem extends string> = { values: Record<string, string>; errors: Partial<Record<string, Problem>> }


function Field({
	name,
	label,
	hint,
	value,
	error,
	ltr = false,
	inputMode,
	multiline = false,
}: {
	name: string
	label: string
	hint?: string
	value: string
	error: string | null
	ltr?: boolean
	inputMode?: 'decimal'
	multiline?: boolean
}) {
	const notes = fieldNotes(name, hint, error)
	const common = { name, id: name, defaultValue: value, 'aria-invalid': error ? true : undefined, 'aria-describedby': notes.describedBy }
	return (
		<label>
			{label}
			{notes.hintLine}
			{multiline ? <textarea {...common} maxLength={500} /> : <input {...common} dir={ltr ? 'ltr' : undefined} inputMode={inputMode} />}
			{notes.errorLine}
		</label>
	)
}

export function ReferralsListPage({ nonce, staff, ambassadors, notice = null }: { nonce: string; staff: SignedInStaff; ambassadors: AmbassadorSummary[]; notice?: Notice }) {
	const t = REFERRALS_MESSAGES[staff.locale]
	const locale = staff.locale
	return (
		<PageFrame nonce={nonce} staff={staff} title={t.title} styles={ORDERS_STYLES} intro={t.intro} notice={notice} add={{ href: '/console/referrals/new/', text: t.add }}>
			<ListTable columns={[t.ambassador, t.code, t.reward, t.status, t.orders, t.earned, t.paid, t.owed]} rows={ambassadors} empty={t.none}>
				{(ambassador) => (
					<tr key={ambassador.id}>
						<td>
							<a href={`/console/referrals/${ambassador.id}/`}>{ambassador.displayName}</a>
						</td>
						<td className="code ltr">{ambassador.referralCode}</td>
						<td className="num">{aed(ambassador.rewardFils, locale)}</td>
						<td>{ambassador.isActive ? t.active : t.retired}</td>
						<td className="num">{ambassador.paidOrders}</td>
						<td className="num">{aed(ambassador.earnedFils, locale)}</td>
						<td className="num">{aed(ambassador.paidOutFils, locale)}</td>
						<td className="num">{aed(ambassador.owedFils, locale)}</td>
					</tr>
				)}
			</ListTable>
		</PageFrame>
	)
}

/** The fields an ambassador's form shows, filled from the form as posted or the ambassador as saved. */
function AmbassadorFields({ locale, form, saved, creating }: { locale: ConsoleLocale; form?: FormState<AmbassadorProblem>; saved?: AmbassadorSummary; creating: boolean }) {
	const t = REFERRALS_MESSAGES[locale]
	const value = (name: string, fallback: string) => form?.values[name] ?? fallback
	const error = (name: string) => {
		const problem = form?.errors[name]
		return problem ? t.problems[problem] : null
	}
	return (
		<>
			{creating ? <Field name="handle" label={t.fields.handle} hint={t.fields.handleHint} value={value('handle', '')} error={error('handle')} ltr /> : null}
			<Field name="displayName" label={t.fields.displayName} value={value('displayName', saved?.displayName ?? '')} error={error('displayName')} />
			<Field name="referralCode" label={t.fields.referralCode} hint={t.fields.referralCodeHint} value={value('referralCode', saved?.referralCode ?? '')} error={error('referralCode')} ltr />
			<Field name="welcomeCode" label={t.fields.welcomeCode} hint={t.fields.welcomeCodeHint} value={value('welcomeCode', saved?.welcomeCode ?? '')} error={error('welcomeCode')} ltr />
			<Field
				name="reward"
				label={t.fields.reward}
				hint={t.fields.rewardHint}
				value={value('reward', saved ? aedFieldText(saved.rewardFils) : '')}
				error={error('reward')}
				ltr
				inputMode="decimal"
			/>
			<Field name="email" label={t.fields.email} hint={t.fields.emailHint} value={value('email', saved?.email ?? '')} error={error('email')} ltr />
			<Field name="phone" label={t.fields.phone} hint={t.fields.phoneHint} value={value('phone', saved?.phone ?? '')} error={error('phone')} ltr />
		</>
	)
}

export function NewAmbassadorPage({ nonce, staff, form }: { nonce: string; staff: SignedInStaff; form?: FormState<AmbassadorProblem> }) {
	const t = REFERRALS_MESSAGES[staff.locale]
	return (
		<PageFrame nonce={nonce} staff={staff} title={t.newTitle} styles={ORDERS_STYLES} back={{ href: '/console/referrals/', text: t.back }}>
			<form method="post" className="stack" noValidate>
				<AmbassadorFields locale={staff.locale} form={form} creating />
				<button type="submit">{t.create}</button>
			</form>
		</PageFrame>
	)
}

type PageLink = { href: string; text: string } | null

/** Links to the newest page and the next older one of a list, plain links (the console has no script). */
function Paging({ newest, older }: { newest: PageLink; older: PageLink }) {
	if (!newest && !older) return null
	return (
		<p className="row-actions">
			{newest ? <a href={newest.href}>{newest.text}</a> : null}
			{older ? <a href={older.href}>{older.text}</a> : null}
		</p>
	)
}

export function AmbassadorPage({
	nonce,
	staff,
	ledger,
	notice = null,
	editForm,
	payoutForm,
}: {
	nonce: string
	staff: SignedInStaff
	ledger: AmbassadorLedger
	notice?: Notice
	editForm?: FormState<AmbassadorProblem>
	payoutForm?: FormState<PayoutProblem>
}) {
	const t = REFERRALS_MESSAGES[staff.locale]
	const locale = staff.locale
	const { ambassador, rewards, payouts } = ledger
	const rows = rewards.rows
	// A link to another page of one list keeps where the other list is.
	const pageLink = (position: { rewardsBefore: number | null; payoutsBefore: number | null }) => {
		const query = new URLSearchParams()
		if (position.rewardsBefore !== null) query.set('rewardsBefore', String(position.rewardsBefore))
		if (position.payoutsBefore !== null) query.set('payoutsBefore', String(position.payoutsBefore))
		return `/console/referrals/${ambassador.id}/${query.size > 0 ? `?${query}` : ''}`
	}
	const payError = (name: string) => {
		const problem = payoutForm?.errors[name]
		return problem ? fill(t.problems[problem], { amount: aed(ambassador.owedFils, locale) }) : null
	}
	return (
		<PageFrame nonce={nonce} staff={staff} title={ambassador.displayName} styles={ORDERS_STYLES} back={{ href: '/console/referrals/', text: t.back }} notice={notice}>
			{ambassador.isActive ? null : <p className="alert">{t.retiredNote}</p>}
			<dl className="facts">
				<dt>{t.code}</dt>
				<dd className="code ltr">{ambassador.referralCode}</dd>
				<dt>{t.reward}</dt>
				<dd className="num">{aed(ambassador.rewardFils, locale)}</dd>
				<dt>{t.page}</dt>
				<dd className="ltr">
					{ambassador.isActive ? <a href={`/ambassador-sign-up/${ambassador.handle}/`}>{`/ambassador-sign-up/${ambassador.handle}/`}</a> : `/ambassador-sign-up/${ambassador.handle}/`}
				</dd>
			</dl>

			<h2>{t.totals}</h2>
			<dl className="facts">
				<dt>{t.orders}</dt>
				<dd className="num">{ambassador.paidOrders}</dd>
				<dt>{t.earned}</dt>
				<dd className="num">{aed(ambassador.earnedFils, locale)}</dd>
				<dt>{t.withdrawn}</dt>
				<dd className="num">{aed(ambassador.withdrawnFils, locale)}</dd>
				<dt>{t.paid}</dt>
				<dd className="num">{aed(ambassador.paidOutFils, locale)}</dd>
				<dt>{t.owed}</dt>
				<dd className="num">{aed(ambassador.owedFils, locale)}</dd>
			</dl>

			<section className="panel" aria-labelledby="pay-title">
				<h2 id="pay-title">{t.payTitle}</h2>
				{ambassador.owedFils > 0 ? (
					<form method="post" action={`/console/referrals/${ambassador.id}/payouts/`} className="stack" noValidate>
						<p>{fill(t.payIntro, { amount: aed(ambassador.owedFils, locale) })}</p>
						<Field name="amount" label={t.payAmount} value={payoutForm?.values.amount ?? aedFieldText(ambassador.owedFils)} error={payError('amount')} ltr inputMode="decimal" />
						<Field name="reference" label={t.payReference} hint={t.payReferenceHint} value={payoutForm?.values.reference ?? ''} error={payError('reference')} ltr />
						<Field name="note" label={t.payNote} value={payoutForm?.values.note ?? ''} error={payError('note')} multiline />
						<button type="submit">{t.pay}</button>
					</form>
				) : (
					<p>{payoutForm?.errors.amount ? <span className="error">{payError('amount')}</span> : t.nothingOwed}</p>
				)}
			</section>

			<h2>{t.ledger}</h2>
			<ListTable columns={[t.date, t.order, t.kind, t.amount]} rows={rows} empty={t.noRows}>
				{(row) => (
					<tr key={row.id}>
						<td className="num">{consoleTime(row.createdAt)}</td>
						<td className="code ltr">{row.orderId === null ? '–' : <a href={`/console/orders/${row.orderId}/`}>{orderNumber(row.orderId)}</a>}</td>
						<td>{row.kind === 'earned' ? t.kinds.earned : t.kinds.reversed[row.withdrawalReason ?? 'refunded-in-full']}</td>
						<td className="num">{aed(row.amountFils, locale)}</td>
					</tr>
				)}
			</ListTable>
			<Paging
				newest={rewards.before === null ? null : { href: pageLink({ rewardsBefore: null, payoutsBefore: payouts.before }), text: t.newestRewards }}
				older={rewards.olderBefore === null ? null : { href: pageLink({ rewardsBefore: rewards.olderBefore, payoutsBefore: payouts.before }), text: t.olderRewards }}
			/>

			<h2>{t.payouts}</h2>
			<ListTable columns={[t.date, t.amount, t.reference, t.by, t.note]} rows={payouts.rows} empty={t.noPayouts}>
				{(payout) => (
					<tr key={payout.id}>
						<td className="num">{consoleTime(payout.createdAt)}</td>
						<td className="num">{aed(payout.amountFils, locale)}</td>
						<td className="ltr">{payout.reference}</td>
						<td>{payout.staffName}</td>
						<td>{payout.note || '–'}</td>
					</tr>
				)}
			</ListTable>
			<Paging
				newest={payouts.before === null ? null : { href: pageLink({ rewardsBefore: rewards.before, payoutsBefore: null }), text: t.newestPayouts }}
				older={payouts.olderBefore === null ? null : { href: pageLink({ rewardsBefore: rewards.before, payoutsBefore: payouts.olderBefore }), text: t.olderPayouts }}
			/>

			<section className="panel" aria-labelledby="edit-title">
				<h2 id="edit-title">{t.editTitle}</h2>
				<form method="post" className="stack" noValidate>
					<p>
						{t.handleFixed}: <span className="ltr">{ambassador.handle}</span>
					</p>
					<AmbassadorFields locale={locale} form={editForm} saved={ambassador} creating={false} />
					<button type="submit">{t.save}</button>
				</form>
			</section>

			<div className="row-actions panel">
				<a href={`/console/audit/?${new URLSearchParams({ subject: `ambassador:${ambassador.id}` })}`}>{t.history}</a>
				{ambassador.isActive ? (
					<form method="post" action={`/console/referrals/${ambassador.id}/retire/`}>
						<button type="submit" className="danger" aria-label={fill(t.retireConfirm, { name: ambassador.displayName })}>
							{t.retire}
						</button>
					</form>
				) : (
					<form method="post" action={`/console/referrals/${ambassador.id}/restore/`}>
						<button type="submit">{t.restore}</button>
					</form>
				)}
			</div>
		</PageFrame>
	)
}
