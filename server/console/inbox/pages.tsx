/**
 * The inbox's pages (issue 19, item 5): the list with its filter, one item with its sender's
 * contact (phone as a tel: link, e-mail as mailto:), the handled/reopen form and the item's
 * history from the audit log, and the week of consultation bookings by nutritionist. Static HTML,
 * plain forms, no script.
 */
import { i18nFor } from '../../../app/i18n/catalogues.server.ts'
import { CONSULTATIONS } from '../../../content/consultations.ts'
import { INBOX_MESSAGES } from '../../../content/console-messages/inbox.ts'
import { can, type ConsoleLocale } from '../../../domain/console-permissions.ts'
import { isContactTopic, LEAD_GOALS, type LeadGoal } from '../../../domain/contact-limits.ts'
import { INBOX_KINDS, type InboxFilter, type InboxKind } from '../../../domain/inbox.ts'
import { orderNumber } from '../../../domain/order.ts'
import { formatFullDate } from '../../../domain/text-template.ts'
import type { AuditRow } from '../audit-log.ts'
import { consoleLocaleToSite } from '../catalogue/site-locale.ts'
import { consoleLocaleTag, consoleTime, fill, type Notice } from '../layout.tsx'
import { ListTable, PageFrame } from '../list-page.tsx'
import { ORDERS_STYLES } from '../orders/pages.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import { type CalendarBooking, type InboxItem, type InboxListRow, INBOX_LIST_LIMIT, stateOf } from './inbox-records.ts'

const STYLES = `${ORDERS_STYLES}
.message{white-space:pre-wrap;background:#fff;border:1px solid #e5e7eb;padding:.75rem 1rem}
.state-new{background:#fef3c7}
ul.bookings{list-style:none;padding:0;margin:0;display:grid;gap:.25rem}
dl.facts{grid-template-columns:max-content minmax(0,1fr)}
dl.facts dd{overflow-wrap:anywhere}
td.when{white-space:nowrap}
`

const isLeadGoal = (value: string): value is LeadGoal => (LEAD_GOALS as readonly string[]).includes(value)
const siteWords = (locale: ConsoleLocale) => i18nFor(consoleLocaleToSite(locale)).t

/** What an item is about, in the staff member's language. */
function aboutText(locale: ConsoleLocale, row: Pick<InboxListRow, 'kind' | 'about'>): string {
	if (row.kind === 'lead') return isLeadGoal(row.about) ? siteWords(locale)(`forms.goals.${row.about}`) : row.about
	if (row.kind === 'contact' || row.kind === 'ambassador') return isContactTopic(row.about) ? siteWords(locale)(`forms.topics.${row.about}`) : row.about
	return row.about
}

const itemPath = (kind: InboxKind, id: number) => `/console/inbox/${kind}/${id}/`

export function InboxPage({ nonce, staff, filter, rows }: { nonce: string; staff: SignedInStaff; filter: InboxFilter; rows: readonly InboxListRow[] }) {
	const locale = staff.locale
	const t = INBOX_MESSAGES[locale]
	return (
		<PageFrame nonce={nonce} staff={staff} title={t.title} styles={STYLES} intro={t.intro}>
			<p>
				<a href="/console/inbox/consultations/">{t.calendarLink}</a>
			</p>
			<form className="filters" method="get" action="/console/inbox/">
				<label>
					{t.filters.kind}
					<select name="kind" defaultValue={filter.kind ?? ''}>
						<option value="">{t.filters.allKinds}</option>
						{INBOX_KINDS.map((kind) => (
							<option key={kind} value={kind}>
								{t.kinds[kind]}
							</option>
						))}
					</select>
				</label>
				<label>
					{t.filters.state}
					<select name="state" defaultValue={filter.state}>
						<option value="new">{t.states.new}</option>
						<option value="handled">{t.states.handled}</option>
						<option value="all">{t.filters.allStates}</option>
					</select>
				</label>
				<button type="submit">{t.filters.show}</button>
			</form>
			<ListTable columns={[t.columns.received, t.columns.kind, t.columns.name, t.columns.about, t.columns.state]} rows={rows} empty={t.none}>
				{(row) => (
					<tr key={`${row.kind}:${row.id}`}>
						<td className="num when">{consoleTime(row.receivedAt)}</td>
						<td>{t.kinds[row.kind]}</td>
						<td>
							<a href={itemPath(row.kind, row.id)}>{row.name}</a>
						</td>
						<td>{aboutText(locale, row)}</td>
						<td>
							{row.handledAt ? (
								fill(t.handledBy, { name: row.handledByName ?? '–', at: consoleTime(row.handledAt) })
							) : (
								<span className="badge state-new">{t.states.new}</span>
							)}
						</td>
					</tr>
				)}
			</ListTable>
			{rows.length >= INBOX_LIST_LIMIT ? <p className="hint">{t.limit}</p> : null}
		</PageFrame>
	)
}

/** The sender and what they sent, as facts. */
function ItemFacts({ locale, staff, item }: { locale: ConsoleLocale; staff: SignedInStaff; item: InboxItem }) {
	const t = INBOX_MESSAGES[locale].item
	const contact =
		item.kind === 'lead'
			? { name: item.lead.name, email: item.lead.email, phone: item.lead.phone, language: item.lead.locale }
			: item.kind === 'consultation'
				? { name: item.booking.name, email: item.booking.email, phone: item.booking.phone, language: item.booking.locale }
				: { name: item.message.name, email: item.message.email, phone: item.message.phone, language: item.message.locale }
	const consultationWords = CONSULTATIONS[consoleLocaleToSite(locale)]
	return (
		<dl className="facts">
			<dt>{t.received}</dt>
			<dd className="num">{consoleTime(item.receivedAt)}</dd>
			<dt>{t.name}</dt>
			<dd>{contact.name}</dd>
			<dt>{t.email}</dt>
			<dd className="ltr">
				<a href={`mailto:${contact.email}`}>{contact.email}</a>
			</dd>
			<dt>{t.phone}</dt>
			<dd className="ltr">{contact.phone ? <a href={`tel:${contact.phone}`}>{contact.phone}</a> : '–'}</dd>
			<dt>{t.language}</dt>
			<dd className="ltr">{contact.language}</dd>
			{item.kind === 'lead' ? (
				<>
					<dt>{t.goal}</dt>
					<dd>{aboutText(locale, { kind: 'lead', about: item.lead.goal })}</dd>
					<dt>{t.source}</dt>
					<dd className="ltr">{item.lead.sourcePath ?? '–'}</dd>
					<dt>{t.campaign}</dt>
					<dd className="ltr">{[item.lead.utmSource, item.lead.utmMedium, item.lead.utmCampaign, item.lead.utmTerm, item.lead.utmContent].filter(Boolean).join(' / ') || '–'}</dd>
				</>
			) : null}
			{item.kind === 'contact' || item.kind === 'ambassador' ? (
				<>
					<dt>{t.topic}</dt>
					<dd>{aboutText(locale, { kind: item.kind, about: item.message.topic })}</dd>
				</>
			) : null}
			{item.kind === 'consultation' ? (
				<>
					<dt>{t.consultationWhen}</dt>
					<dd className="num">
						{item.booking.consultation.date} {item.booking.consultation.time}
					</dd>
					<dt>{t.consultationType}</dt>
					<dd>{consultationWords.types[item.booking.consultation.type as keyof typeof consultationWords.types]?.label ?? item.booking.consultation.type}</dd>
					<dt>{t.consultationLanguage}</dt>
					<dd>{consultationWords.languages[String(item.booking.consultation.language_id) as keyof typeof consultationWords.languages]?.label ?? item.booking.consultation.language_id}</dd>
					<dt>{t.plan}</dt>
					<dd>{item.booking.planName}</dd>
					<dt>{t.order}</dt>
					<dd className="num">{can(staff.role, 'orders.view') ? <a href={`/console/orders/${item.id}/`}>{orderNumber(item.id)}</a> : orderNumber(item.id)}</dd>
				</>
			) : null}
		</dl>
	)
}

type ItemPageProps = {
	nonce: string
	staff: SignedInStaff
	item: InboxItem
	history: readonly AuditRow[]
	/** What a redirect after a change says (a status), or why the change was refused (an alert). */
	notice?: Notice
	note?: string
}

export function InboxItemPage({ nonce, staff, item, history, notice, note }: ItemPageProps) {
	const locale = staff.locale
	const t = INBOX_MESSAGES[locale]
	const state = stateOf(item)
	const title = `${t.kinds[item.kind]}: ${item.kind === 'lead' ? item.lead.name : item.kind === 'consultation' ? item.booking.name : item.message.name}`
	return (
		<PageFrame nonce={nonce} staff={staff} title={title} styles={STYLES} back={{ href: '/console/inbox/', text: t.item.back }} notice={notice}>
			<ItemFacts locale={locale} staff={staff} item={item} />
			{item.kind === 'contact' || item.kind === 'ambassador' ? (
				<>
					<h2>{t.item.message}</h2>
					<p className="message">{item.message.message}</p>
				</>
			) : null}
			<h2>{t.item.state}</h2>
			<p>{state === 'handled' ? fill(t.handledBy, { name: item.handledByName ?? '–', at: consoleTime(item.handledAt) }) : t.states.new}</p>
			{item.handledNote ? <p className="message">{item.handledNote}</p> : null}
			<form className="stack" method="post" action={`${itemPath(item.kind, item.id)}state/`}>
				<input type="hidden" name="change" value={state === 'new' ? 'handle' : 'reopen'} />
				<label>
					{t.item.note}
					<span className="hint">{t.item.noteHint}</span>
					<textarea name="note" maxLength={1_000} defaultValue={note ?? ''} />
				</label>
				<div className="row-actions">
					<button type="submit">{state === 'new' ? t.item.handle : t.item.reopen}</button>
				</div>
			</form>
			<h2>{t.item.history}</h2>
			<ListTable columns={[t.item.historyColumns.at, t.item.historyColumns.who, t.item.historyColumns.change, t.item.historyColumns.note]} rows={history} empty={t.item.noHistory}>
				{(row) => (
					<tr key={row.id}>
						<td className="num">{consoleTime(row.at)}</td>
						<td className="ltr">{row.actor}</td>
						<td>{t.item.changes[row.action as keyof typeof t.item.changes] ?? row.action}</td>
						<td>{(row.after as { note?: string | null } | null)?.note ?? '–'}</td>
					</tr>
				)}
			</ListTable>
		</PageFrame>
	)
}

type CalendarPageProps = { nonce: string; staff: SignedInStaff; monday: string; days: readonly string[]; bookings: readonly CalendarBooking[]; previous: string; next: string }

/** One table per nutritionist (the ones not taken first): a row per day with that day's bookings. */
export function ConsultationCalendarPage({ nonce, staff, monday, days, bookings, previous, next }: CalendarPageProps) {
	const locale = staff.locale
	const t = INBOX_MESSAGES[locale]
	const dateTag = consoleLocaleTag(locale)
	const consultationWords = CONSULTATIONS[consoleLocaleToSite(locale)]
	const people = new Map<string, { name: string; bookings: CalendarBooking[] }>()
	for (const booking of [...bookings].sort((a, b) => Number(a.nutritionistId !== null) - Number(b.nutritionistId !== null))) {
		const key = booking.nutritionistId === null ? 'none' : String(booking.nutritionistId)
		const person = people.get(key) ?? { name: booking.nutritionist ?? t.calendar.notTaken, bookings: [] }
		person.bookings.push(booking)
		people.set(key, person)
	}
	return (
		<PageFrame nonce={nonce} staff={staff} title={t.calendar.title} styles={STYLES} back={{ href: '/console/inbox/', text: t.item.back }} intro={t.calendar.intro}>
			<nav className="row-actions" aria-label={fill(t.calendar.week, { date: formatFullDate(monday, dateTag) })}>
				<a href={`/console/inbox/consultations/?week=${previous}`}>{t.calendar.previous}</a>
				<a href={`/console/inbox/consultations/?week=${next}`}>{t.calendar.next}</a>
			</nav>
			<h2>{fill(t.calendar.week, { date: formatFullDate(monday, dateTag) })}</h2>
			{people.size === 0 ? <p>{t.calendar.none}</p> : null}
			{[...people.entries()].map(([key, person]) => (
				<section key={key} className="panel" aria-labelledby={`nutritionist-${key}`}>
					<h3 id={`nutritionist-${key}`}>{person.name}</h3>
					<ListTable columns={[t.calendar.columns.day, t.calendar.columns.bookings]} rows={days.filter((day) => person.bookings.some((booking) => booking.consultation.date === day))}>
						{(day) => (
							<tr key={day}>
								<th scope="row">{formatFullDate(day, dateTag)}</th>
								<td>
									<ul className="bookings">
										{person.bookings
											.filter((booking) => booking.consultation.date === day)
											.map((booking) => (
												<li key={booking.orderId}>
													<span className="num">{booking.consultation.time}</span>{' '}
													<a href={itemPath('consultation', booking.orderId)}>{booking.name}</a> —{' '}
													{consultationWords.types[booking.consultation.type as keyof typeof consultationWords.types]?.label ?? booking.consultation.type}
												</li>
											))}
									</ul>
								</td>
							</tr>
						)}
					</ListTable>
				</section>
			))}
		</PageFrame>
	)
}
