/**
 * What the inbox reads (issue 19, item 5): the items of the four kinds (domain/inbox.ts) in one
 * list, newest first; one item with its sender's contact; the week of consultation bookings by
 * nutritionist; and the count of new items for the home page.
 *
 * A consultation booking is the `consultation` of a PAID order (an unpaid draft books nothing:
 * content/consultations.ts); it was received when the order was paid. Its nutritionist is the
 * staff member who took it (marked it handled): bookings are made with the team, not with a
 * person, so until someone takes one it is in the calendar's "not taken yet" column.
 */
import { and, desc, eq, gte, isNotNull, isNull, lte, ne, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { InboxFilter, InboxKind, InboxState } from '../../../domain/inbox.ts'
import type { OrderConsultation } from '../../../domain/order.ts'
import type { Executor } from '../../db/client.ts'
import { contactMessages, leads, orders, staffMembers } from '../../db/schema.ts'

export const INBOX_LIST_LIMIT = 100

/** The state columns every kind has (`orders` under the `consultation_` prefix). */
type Handling = { handledAt: Date | null; handledByName: string | null; handledNote: string | null }

export type InboxListRow = Handling & {
	kind: InboxKind
	id: number
	receivedAt: Date
	name: string
	/** What the item is about: a contact topic, a lead's goal, a consultation's day and time. */
	about: string
}

export const stateOf = (item: Pick<Handling, 'handledAt'>): InboxState => (item.handledAt ? 'handled' : 'new')

function stateCondition(state: InboxFilter['state'], handledAt: PgColumn): SQL | undefined {
	if (state === 'all') return undefined
	return state === 'new' ? isNull(handledAt) : isNotNull(handledAt)
}

const isAmbassadorTopic = eq(contactMessages.topic, 'ambassador')
const isContactTopic = ne(contactMessages.topic, 'ambassador')
const isBooking = and(isNotNull(orders.consultation), isNotNull(orders.paidAt))!

async function leadRows(ex: Executor, state: InboxFilter['state']): Promise<InboxListRow[]> {
	const rows = await ex
		.select({ id: leads.id, receivedAt: leads.createdAt, name: leads.name, about: leads.goal, handledAt: leads.handledAt, handledByName: staffMembers.name, handledNote: leads.handledNote })
		.from(leads)
		.leftJoin(staffMembers, eq(staffMembers.id, leads.handledBy))
		.where(stateCondition(state, leads.handledAt))
		.orderBy(desc(leads.createdAt), desc(leads.id))
		.limit(INBOX_LIST_LIMIT)
	return rows.map((row) => ({ kind: 'lead', ...row }))
}

async function messageRows(ex: Executor, kind: 'contact' | 'ambassador', state: InboxFilter['state']): Promise<InboxListRow[]> {
	const rows = await ex
		.select({
			id: contactMessages.id,
			receivedAt: contactMessages.createdAt,
			name: contactMessages.name,
			about: contactMessages.topic,
			handledAt: contactMessages.handledAt,
			handledByName: staffMembers.name,
			handledNote: contactMessages.handledNote,
		})
		.from(contactMessages)
		.leftJoin(staffMembers, eq(staffMembers.id, contactMessages.handledBy))
		.where(and(kind === 'ambassador' ? isAmbassadorTopic : isContactTopic, stateCondition(state, contactMessages.handledAt)))
		.orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
		.limit(INBOX_LIST_LIMIT)
	return rows.map((row) => ({ kind, ...row }))
}

async function bookingRows(ex: Executor, state: InboxFilter['state']): Promise<InboxListRow[]> {
	const rows = await ex
		.select({
			id: orders.id,
			receivedAt: orders.paidAt,
			firstName: orders.firstName,
			lastName: orders.lastName,
			consultation: orders.consultation,
			handledAt: orders.consultationHandledAt,
			handledByName: staffMembers.name,
			handledNote: orders.consultationHandledNote,
		})
		.from(orders)
		.leftJoin(staffMembers, eq(staffMembers.id, orders.consultationHandledBy))
		.where(and(isBooking, stateCondition(state, orders.consultationHandledAt)))
		.orderBy(desc(orders.paidAt), desc(orders.id))
		.limit(INBOX_LIST_LIMIT)
	return rows.map(({ firstName, lastName, consultation, receivedAt, ...row }) => ({
		kind: 'consultation',
		...row,
		receivedAt: receivedAt!,
		name: `${firstName} ${lastName}`,
		about: `${consultation!.date} ${consultation!.time}`,
	}))
}

/** The items the filter asks for, newest first, at most INBOX_LIST_LIMIT. */
export async function listInbox(ex: Executor, filter: InboxFilter): Promise<InboxListRow[]> {
	const wanted = (kind: InboxKind) => filter.kind === null || filter.kind === kind
	const parts = await Promise.all([
		wanted('lead') ? leadRows(ex, filter.state) : [],
		wanted('contact') ? messageRows(ex, 'contact', filter.state) : [],
		wanted('ambassador') ? messageRows(ex, 'ambassador', filter.state) : [],
		wanted('consultation') ? bookingRows(ex, filter.state) : [],
	])
	return parts
		.flat()
		.sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime() || b.id - a.id)
		.slice(0, INBOX_LIST_LIMIT)
}

/** How many items of all kinds are new: the number on the home page's inbox card. */
export async function countNewInboxItems(ex: Executor): Promise<number> {
	const [row] = await ex.execute<{ count: number }>(sql`
		select
			(select count(*) from ${leads} where ${leads.handledAt} is null)
			+ (select count(*) from ${contactMessages} where ${contactMessages.handledAt} is null)
			+ (select count(*) from ${orders} where ${isBooking} and ${orders.consultationHandledAt} is null)
			as count`).then((result) => result.rows)
	return Number(row?.count ?? 0)
}

/** Who handled an item, when, and their note. */
export type InboxHandling = Handling

export type InboxItem =
	| (Handling & { kind: 'lead'; id: number; receivedAt: Date; lead: typeof leads.$inferSelect })
	| (Handling & { kind: 'contact' | 'ambassador'; id: number; receivedAt: Date; message: typeof contactMessages.$inferSelect })
	| (Handling & {
			kind: 'consultation'
			id: number
			receivedAt: Date
			booking: { name: string; email: string; phone: string; locale: string; status: string; consultation: OrderConsultation; planName: string }
	  })

/** One item of a kind, or null when there is no such item of that kind. */
export async function inboxItem(ex: Executor, kind: InboxKind, id: number): Promise<InboxItem | null> {
	if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null
	if (kind === 'lead') {
		const [row] = await ex.select({ lead: leads, handledByName: staffMembers.name }).from(leads).leftJoin(staffMembers, eq(staffMembers.id, leads.handledBy)).where(eq(leads.id, id))
		if (!row) return null
		const { lead, handledByName } = row
		return { kind, id, receivedAt: lead.createdAt, lead, handledAt: lead.handledAt, handledByName, handledNote: lead.handledNote }
	}
	if (kind === 'contact' || kind === 'ambassador') {
		const [row] = await ex
			.select({ message: contactMessages, handledByName: staffMembers.name })
			.from(contactMessages)
			.leftJoin(staffMembers, eq(staffMembers.id, contactMessages.handledBy))
			.where(and(eq(contactMessages.id, id), kind === 'ambassador' ? isAmbassadorTopic : isContactTopic))
		if (!row) return null
		const { message, handledByName } = row
		return { kind, id, receivedAt: message.createdAt, message, handledAt: message.handledAt, handledByName, handledNote: message.handledNote }
	}
	const [row] = await ex
		.select({ order: orders, handledByName: staffMembers.name })
		.from(orders)
		.leftJoin(staffMembers, eq(staffMembers.id, orders.consultationHandledBy))
		.where(and(eq(orders.id, id), isBooking))
	if (!row) return null
	const { order, handledByName } = row
	return {
		kind,
		id,
		receivedAt: order.paidAt!,
		booking: {
			name: `${order.firstName} ${order.lastName}`,
			email: order.email,
			phone: order.mobileNumber,
			locale: order.locale,
			status: order.status,
			consultation: order.consultation!,
			planName: order.planName,
		},
		handledAt: order.consultationHandledAt,
		handledByName,
		handledNote: order.consultationHandledNote,
	}
}

export type CalendarBooking = { orderId: number; name: string; consultation: OrderConsultation; nutritionistId: number | null; nutritionist: string | null }

/**
 * The consultations booked on the days from `firstDay` to `lastDay` (UAE calendar), earliest first,
 * each with the nutritionist who took it (null: not taken yet).
 */
export async function consultationsBetween(ex: Executor, firstDay: string, lastDay: string): Promise<CalendarBooking[]> {
	const day = sql<string>`(${orders.consultation} ->> 'date')`
	const rows = await ex
		.select({
			orderId: orders.id,
			firstName: orders.firstName,
			lastName: orders.lastName,
			consultation: orders.consultation,
			nutritionistId: orders.consultationHandledBy,
			nutritionist: staffMembers.name,
		})
		.from(orders)
		.leftJoin(staffMembers, eq(staffMembers.id, orders.consultationHandledBy))
		.where(and(isBooking, gte(day, firstDay), lte(day, lastDay)))
		.orderBy(day, sql`(${orders.consultation} ->> 'time')`, orders.id)
	return rows.map(({ firstName, lastName, consultation, ...row }) => ({ ...row, name: `${firstName} ${lastName}`, consultation: consultation! }))
}
