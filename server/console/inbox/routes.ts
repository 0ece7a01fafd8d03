/**
 * The console's inbox, `/console/inbox/` (issue 19, item 5; permission `inbox.handle`: owner,
 * manager, support — checked on every route, so the senders' names, phones and e-mails never
 * reach another role): the list filtered by kind and state, one item, "mark handled" and "reopen"
 * with an optional note (audited in the change's transaction), and the consultation calendar.
 * A successful post answers 303; a refused one the item again, 400 (bad note) or 409 (changed
 * meanwhile).
 */
import type { Context } from 'hono'
import { CONSOLE_MESSAGES } from '../../../content/console-messages.ts'
import { INBOX_MESSAGES } from '../../../content/console-messages/inbox.ts'
import { addDays, uaeClock } from '../../../domain/delivery-schedule.ts'
import { type InboxKind, inboxSubject, isInboxKind, readInboxFilter, readWeek, weekDays } from '../../../domain/inbox.ts'
import { isAcceptableText } from '../../../domain/text-input.ts'
import { readAudit } from '../audit-log.ts'
import type { Notice } from '../layout.tsx'
import { MessagePage } from '../pages.tsx'
import { type ConsoleEnv, field } from '../router.ts'
import type { ConsoleKit } from '../sections.ts'
import { rowIdOf } from '../orders/order-records.ts'
import { changeInboxItem } from './inbox-actions.ts'
import { consultationsBetween, inboxItem, listInbox } from './inbox-records.ts'
import { ConsultationCalendarPage, InboxItemPage, InboxPage } from './pages.tsx'

export function registerInboxSection({ app, deps, html, allow, signedIn }: ConsoleKit) {
	const { db, now } = deps

	const notFound = (c: Context<ConsoleEnv>) => {
		const staff = signedIn(c)
		return html(c, MessagePage({ locale: staff.locale, nonce: c.get('nonce'), title: CONSOLE_MESSAGES[staff.locale].errors.notFoundTitle, text: INBOX_MESSAGES[staff.locale].notFound, staff }), 404)
	}

	const itemOf = (c: Context<ConsoleEnv>): { kind: InboxKind; id: number } | null => {
		const kind = c.req.param('kind')
		const id = rowIdOf(c.req.param('id') ?? '')
		return isInboxKind(kind) && id !== null ? { kind, id } : null
	}

	async function itemPage(c: Context<ConsoleEnv>, ref: { kind: InboxKind; id: number }, options: { notice?: Notice; note?: string; status?: 200 | 400 | 409 } = {}) {
		const item = await inboxItem(db, ref.kind, ref.id)
		if (!item) return notFound(c)
		const filter = { action: null, actor: null, subject: inboxSubject(ref.kind, ref.id), from: null, to: null, before: null }
		const { rows } = await readAudit(db, filter)
		const history = rows.filter((row) => row.action === 'inbox.handle' || row.action === 'inbox.reopen')
		return html(c, InboxItemPage({ nonce: c.get('nonce'), staff: signedIn(c), item, history, ...options }), options.status ?? 200)
	}

	app.get('/console/inbox/', allow('inbox.handle'), async (c) => {
		const filter = readInboxFilter(new URL(c.req.url).searchParams)
		return html(c, InboxPage({ nonce: c.get('nonce'), staff: signedIn(c), filter, rows: await listInbox(db, filter) }))
	})

	app.get('/console/inbox/consultations/', allow('inbox.handle'), async (c) => {
		const monday = readWeek(c.req.query('week'), uaeClock(now()).date)
		const days = weekDays(monday)
		const bookings = await consultationsBetween(db, days[0]!, days[6]!)
		return html(c, ConsultationCalendarPage({ nonce: c.get('nonce'), staff: signedIn(c), monday, days, bookings, previous: addDays(monday, -7), next: addDays(monday, 7) }))
	})

	app.get('/console/inbox/:kind/:id/', allow('inbox.handle'), async (c) => {
		const ref = itemOf(c)
		if (!ref) return notFound(c)
		const t = INBOX_MESSAGES[signedIn(c).locale]
		const done = c.req.query('done')
		return itemPage(c, ref, { notice: done === 'handled' || done === 'reopened' ? { kind: 'notice', text: t.done[done] } : null })
	})

	app.post('/console/inbox/:kind/:id/state/', allow('inbox.handle'), async (c) => {
		const ref = itemOf(c)
		if (!ref) return notFound(c)
		const staff = signedIn(c)
		const body = await c.req.parseBody()
		const change = field(body, 'change') === 'reopen' ? 'reopen' : 'handle'
		const note = field(body, 'note').slice(0, 4_000)
		const result = await changeInboxItem({ db, now }, staff, ref, change, note)
		if (result.status === 'not-found') return notFound(c)
		if (result.status === 'changed') return c.redirect(`/console/inbox/${ref.kind}/${ref.id}/?done=${change === 'handle' ? 'handled' : 'reopened'}`, 303)
		const t = INBOX_MESSAGES[staff.locale]
		return itemPage(c, ref, {
			notice: { kind: 'alert', text: t.problems[result.problem] },
			note: isAcceptableText(note) ? note.slice(0, 1_000) : undefined,
			status: result.problem === 'note' ? 400 : 409,
		})
	})
}
