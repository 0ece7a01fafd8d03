/**
 * The console inbox (issue 19, item 5): what it lists, how its filter and links are read, and the
 * rules of marking an item handled. Pure: no database, no framework.
 *
 * Four kinds, each kept where it already was: leads (`leads`), contact messages and ambassador
 * applications (`contact_messages`, the latter with the topic `ambassador`, which the ambassador
 * page's apply link chooses), and consultation bookings (`orders.consultation` of a paid order).
 */
import { addDays, isIsoDate, weekdayOf } from './delivery-schedule.ts'

export const INBOX_KINDS = ['lead', 'contact', 'consultation', 'ambassador'] as const
export type InboxKind = (typeof INBOX_KINDS)[number]

export const isInboxKind = (value: unknown): value is InboxKind => typeof value === 'string' && (INBOX_KINDS as readonly string[]).includes(value)

/** An item is new until someone marks it handled; reopening makes it new again. */
export const INBOX_STATES = ['new', 'handled'] as const
export type InboxState = (typeof INBOX_STATES)[number]

/** The list's filter: one kind or all (null); new (the default: what is left to do), handled, or all. */
export type InboxFilter = { kind: InboxKind | null; state: InboxState | 'all' }

export function readInboxFilter(query: URLSearchParams): InboxFilter {
	const kind = query.get('kind')
	const state = query.get('state')
	return {
		kind: isInboxKind(kind) ? kind : null,
		state: state === 'handled' || state === 'all' ? state : 'new',
	}
}

export const INBOX_NOTE_MAX = 1_000

export type InboxChange = 'handle' | 'reopen'

/**
 * Why a change is refused: the note too long, or the item already in the state asked for (two
 * staff members pressing at once, or a stale page): the second one is told, never silently redone.
 */
export type InboxChangeProblem = 'note' | 'already'

export function stateAfter(change: InboxChange): InboxState {
	return change === 'handle' ? 'handled' : 'new'
}

/**
 * The audit log's subject of an item: the row it lives in (contact messages and ambassador
 * applications share `contact_messages`; a consultation is its order's).
 */
export function inboxSubject(kind: InboxKind, id: number): string {
	if (kind === 'lead') return `lead:${id}`
	if (kind === 'consultation') return `consultation:${id}`
	return `contact-message:${id}`
}

/** The Monday of the week a date is in (consultations run Monday to Friday): the calendar's week. */
export function weekOf(isoDate: string): string {
	const weekday = weekdayOf(isoDate)
	return addDays(isoDate, -((weekday + 6) % 7))
}

/** The week asked for in `?week=` (any day of it), or the week of `today`. */
export function readWeek(value: string | null | undefined, today: string): string {
	return weekOf(value && isIsoDate(value) ? value : today)
}

/** The seven days of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
	return Array.from({ length: 7 }, (_, index) => addDays(monday, index))
}
