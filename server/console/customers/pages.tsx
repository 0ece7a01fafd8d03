/**
 * The customers section's pages (issue 19, item 2): the search, and one customer with their
 * profile, orders, plans (each with its calendar as a list of days, a checkbox per day that can
 * be paused or resumed, and one form with the reason), and notes. Static HTML, no script.
 */
import { CUSTOMERS_MESSAGES } from '../../../content/console-messages/customers.ts'
import { can } from '../../../domain/console-permissions.ts'
import { consoleTime, fill, type Notice, Table } from '../layout.tsx'
import { ListTable, PageFrame } from '../list-page.tsx'
import { OrderTable, ORDERS_STYLES, SearchForm } from '../orders/pages.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import type { CustomerListRow, CustomerRecord } from './customer-records.ts'

const STYLES = `${ORDERS_STYLES}
.days{max-height:28rem;overflow:auto}
fieldset{border:1px solid #d1d5db;border-radius:.375rem;padding:.75rem}
label.inline{display:flex;gap:.5rem;align-items:center;font-weight:400}
ul.notes{list-style:none;padding:0;display:grid;gap:.5rem}
ul.notes li{background:#fff;border:1px solid #e5e7eb;padding:.6rem .8rem;white-space:pre-wrap}
`

export function CustomersPage({ nonce, staff, query, rows }: { nonce: string; staff: SignedInStaff; query: string; rows: readonly CustomerListRow[] }) {
	const t = CUSTOMERS_MESSAGES[staff.locale]
	return (
		<PageFrame nonce={nonce} staff={staff} title={t.title} styles={STYLES}>
			<SearchForm action="/console/customers/" query={query} texts={t} />
			<h2>{t.latest}</h2>
			<ListTable columns={[t.columns.name, t.columns.email, t.columns.phone, t.columns.since]} rows={rows} empty={t.none}>
				{(row) => (
					<tr key={row.id}>
						<td>
							<a href={`/console/customers/${row.id}/`}>
								{row.firstName} {row.lastName}
							</a>
							{row.deletedAt ? <span className="badge">{t.deleted}</span> : null}
						</td>
						<td className="ltr">{row.email ?? '–'}</td>
						<td className="ltr">{row.mobileNumber ?? '–'}</td>
						<td className="num">{consoleTime(row.createdAt)}</td>
					</tr>
				)}
			</ListTable>
		</PageFrame>
	)
}

export type DaysFormState = { plan: string; reason: string; message: string }

type CustomerPageProps = {
	nonce: string
	staff: SignedInStaff
	record: CustomerRecord
	/** What a redirect after a change says. */
	notice?: Notice
	daysForm?: DaysFormState
	noteError?: string
	/** The deletion form's refusal, and the reason typed. */
	deletion?: { message: string; reason: string }
}

export function CustomerPage({ nonce, staff, record, notice, daysForm, noteError, deletion }: CustomerPageProps) {
	const locale = staff.locale
	const t = CUSTOMERS_MESSAGES[locale]
	const c = t.customer
	const { customer } = record
	const name = `${customer.firstName} ${customer.lastName}`
	const mayOverride = can(staff.role, 'schedule.override-cut-off')
	return (
		<PageFrame nonce={nonce} staff={staff} title={name} styles={STYLES} back={{ href: '/console/customers/', text: c.back }} notice={notice}>
			<h2>{c.profile}</h2>
			<dl className="facts">
				<dt>{c.email}</dt>
				<dd className="ltr">{customer.email ?? t.deleted}</dd>
				<dt>{c.phone}</dt>
				<dd className="ltr">{customer.mobileNumber ?? '–'}</dd>
				<dt>{c.language}</dt>
				<dd>{customer.locale}</dd>
				<dt>{c.since}</dt>
				<dd className="num">{consoleTime(customer.createdAt)}</dd>
			</dl>

			<h2>{c.orders}</h2>
			<OrderTable locale={locale} rows={record.orders} empty={c.noOrders} />

			<h2>{c.plans}</h2>
			{record.plans.length === 0 ? <p>{c.noPlans}</p> : null}
			{record.plans.map((plan) => {
				const frozen = plan.days.filter((day) => day.state === 'frozen').length
				const formHere = daysForm?.plan === plan.publicId ? daysForm : undefined
				const changeable = plan.status === 'active'
				return (
					<section key={plan.id} className="panel" aria-labelledby={`plan-${plan.id}`}>
						<h3 id={`plan-${plan.id}`}>
							{c.plan}: {plan.planSlug}, {plan.size}, {plan.daysPerWeek}/7 — {c.planStatuses[plan.status as keyof typeof c.planStatuses] ?? plan.status}
						</h3>
						<p>
							{fill(c.frozenCount, { count: frozen, max: plan.rules.maxFrozenDays })} {fill(c.finishBy, { date: plan.finishBy })}
						</p>
						{formHere ? (
							<p className="alert" role="alert">
								{formHere.message}
							</p>
						) : null}
						<form method="post" action={`/console/customers/${customer.id}/days/`}>
							<input type="hidden" name="plan" value={plan.publicId} />
							<div className="days">
								<Table>
									<caption className="hint">{c.days}</caption>
									<thead>
										<tr>
											<th scope="col">{c.choose}</th>
											<th scope="col">{c.date}</th>
											<th scope="col">{c.state}</th>
											<th scope="col">{c.slot}</th>
											<th scope="col">{t.delivery.change}</th>
										</tr>
									</thead>
									<tbody>
										{plan.days.map((day) => (
											<tr key={day.publicId}>
												<td>
													{changeable && (day.state === 'scheduled' || day.state === 'frozen') ? (
														<input type="checkbox" name="date" value={day.date} aria-label={`${c.choose} ${day.date}`} />
													) : null}
												</td>
												<td className="num">{day.date}</td>
												<td>{c.states[day.state as keyof typeof c.states] ?? day.state}</td>
												<td className="ltr">{day.slot}</td>
												<td>
													{changeable && day.state === 'scheduled' ? (
														<a href={`/console/customers/${customer.id}/days/${day.publicId}/`} aria-label={`${t.delivery.change} ${day.date}`}>
															{t.delivery.change}
														</a>
													) : null}
												</td>
											</tr>
										))}
									</tbody>
								</Table>
							</div>
							{changeable ? (
								<fieldset className="stack">
									<label>
										{t.days.reason}
										<span className="hint">{t.days.reasonHint}</span>
										<input name="reason" maxLength={500} defaultValue={formHere?.reason ?? ''} />
									</label>
									{mayOverride ? (
										<label className="inline">
											<input type="checkbox" name="override" value="1" />
											{t.days.override}
										</label>
									) : null}
									{mayOverride ? <p className="hint">{t.days.overrideHint}</p> : null}
									<div className="row-actions">
										<button type="submit" name="action" value="pause">
											{t.days.pause}
										</button>
										<button type="submit" name="action" value="resume">
											{t.days.resume}
										</button>
									</div>
								</fieldset>
							) : null}
						</form>
					</section>
				)
			})}

			<h2>{t.notes.title}</h2>
			{record.notes.length === 0 ? (
				<p>{t.notes.none}</p>
			) : (
				<ul className="notes">
					{record.notes.map((note) => (
						<li key={note.id}>
							<span className="hint">{fill(t.notes.by, { name: note.staffName, at: consoleTime(note.createdAt) })}</span>
							<br />
							{note.text}
						</li>
					))}
				</ul>
			)}
			{customer.deletedAt ? null : (
				<form className="stack" method="post" action={`/console/customers/${customer.id}/notes/`}>
					<label>
						{t.notes.text}
						<textarea name="text" maxLength={2000} aria-invalid={noteError ? true : undefined} aria-describedby={noteError ? 'note-error' : undefined} />
						{noteError ? (
							<span className="error" id="note-error">
								{noteError}
							</span>
						) : null}
					</label>
					<button type="submit">{t.notes.add}</button>
				</form>
			)}

			{customer.deletedAt ? null : (
				<section className="panel" aria-labelledby="deletion-title">
					<h2 id="deletion-title">{t.deletion.title}</h2>
					<p>{t.deletion.intro}</p>
					{deletion ? (
						<p className="alert" role="alert">
							{deletion.message}
						</p>
					) : null}
					<form className="stack" method="post" action={`/console/customers/${customer.id}/delete/`}>
						<label>
							{t.deletion.confirm}
							<input name="confirm" type="email" autoComplete="off" className="ltr" />
						</label>
						<label>
							{t.deletion.reason}
							<input name="reason" maxLength={500} defaultValue={deletion?.reason ?? ''} />
						</label>
						<button type="submit" className="danger">
							{t.deletion.submit}
						</button>
					</form>
				</section>
			)}
		</PageFrame>
	)
}
