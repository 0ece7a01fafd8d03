/**
 * What the orders section reads (issue 19, item 1): orders found by their number, e-mail or phone,
 * and one order with its payment attempts, what the gateways told us about each, and its refunds.
 */
import { asc, desc, eq, ilike, inArray, like, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { orders, paymentEvents, payments, refunds, staffMembers } from '../../db/schema.ts'

export const SEARCH_LIMIT = 50

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/**
 * How staff type what they look for: an order number (KC-000123, 123), an e-mail (or part of one),
 * or a UAE phone in any usual form (050 123 4567, +971 50 123 4567): the last nine digits match.
 */
export function searchCondition(query: string): SQL | null {
	const text = query.trim().slice(0, 254)
	if (!text) return null
	const number = /^(?:kc-?)?0*(\d{1,9})$/i.exec(text)
	const digits = text.replace(/[\s()+-]/g, '')
	const conditions: SQL[] = []
	if (number && Number(number[1]) <= 2_147_483_647) conditions.push(eq(orders.id, Number(number[1])))
	if (/^\d{9,15}$/.test(digits)) conditions.push(like(orders.mobileNumber, `%${digits.slice(-9)}`))
	if (text.includes('@') || /[a-z]/i.test(text)) conditions.push(ilike(orders.email, `%${escapeLike(text.toLowerCase())}%`))
	return conditions.length ? or(...conditions)! : null
}

export type OrderListRow = Pick<typeof orders.$inferSelect, 'id' | 'status' | 'email' | 'firstName' | 'lastName' | 'mobileNumber' | 'planName' | 'totalFils' | 'createdAt'>

const LIST_COLUMNS = {
	id: orders.id,
	status: orders.status,
	email: orders.email,
	firstName: orders.firstName,
	lastName: orders.lastName,
	mobileNumber: orders.mobileNumber,
	planName: orders.planName,
	totalFils: orders.totalFils,
	createdAt: orders.createdAt,
}

/** The orders matching a search, newest first; the newest orders when the search is empty. */
export async function searchOrders(ex: Executor, query: string): Promise<OrderListRow[]> {
	const condition = searchCondition(query)
	if (query.trim() && !condition) return []
	return ex.select(LIST_COLUMNS).from(orders).where(condition ?? undefined).orderBy(desc(orders.id)).limit(SEARCH_LIMIT)
}

/** A customer's orders (by account, or by the e-mail a guest order was made with), newest first. */
export async function ordersOfCustomer(ex: Executor, customerId: number): Promise<OrderListRow[]> {
	return ex.select(LIST_COLUMNS).from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.id)).limit(SEARCH_LIMIT)
}

export type OrderRecord = NonNullable<Awaited<ReturnType<typeof orderRecord>>>

/** One order with its attempts (oldest first), each attempt's gateway events, and its refunds with who gave them (and who gave one up). */
export async function orderRecord(ex: Executor, orderId: number) {
	if (!Number.isSafeInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647) return null
	const [order] = await ex.select().from(orders).where(eq(orders.id, orderId))
	if (!order) return null
	const attempts = await ex.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id))
	const events = attempts.length
		? await ex
				.select({ paymentId: paymentEvents.paymentId, source: paymentEvents.source, outcome: paymentEvents.outcome, payload: paymentEvents.payload, receivedAt: paymentEvents.receivedAt })
				.from(paymentEvents)
				.where(inArray(paymentEvents.paymentId, attempts.map((attempt) => attempt.id)))
				.orderBy(asc(paymentEvents.id))
		: []
	const givenUpBy = alias(staffMembers, 'given_up_by')
	const refundRows = await ex
		.select({ refund: refunds, staffName: staffMembers.name, givenUpByName: givenUpBy.name })
		.from(refunds)
		.leftJoin(staffMembers, eq(staffMembers.id, refunds.staffId))
		.leftJoin(givenUpBy, eq(givenUpBy.id, refunds.givenUpBy))
		.where(eq(refunds.orderId, order.id))
		.orderBy(asc(refunds.id))
	return {
		order,
		attempts: attempts.map((attempt) => ({ ...attempt, events: events.filter((event) => event.paymentId === attempt.id) })),
		refunds: refundRows.map((row) => ({ ...row.refund, staffName: row.staffName, givenUpByName: row.givenUpByName })),
	}
}

/** A row's id (an order's, a customer's) from the console's path segment, or null. */
export function rowIdOf(segment: string): number | null {
	const id = Number(segment)
	return /^\d{1,10}$/.test(segment) && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}

export const isUnpaidOpen = (status: string) => status === 'draft' || status === 'failed'
