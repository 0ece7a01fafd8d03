/**
 * The five-year erasure of what a deleted account's orders keep (server/jobs/erase-order-records.ts)
 * on a real PostgreSQL: the page promises the invoice records are deleted at the end of five years
 * from the end of their tax period. Orders are stored as account deletion leaves them (no account,
 * e-mail erased), with their payment attempts and the gateway answers kept with them.
 */
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { bagMovements, customers, deliveries, orders, paymentEvents, payments, refunds, subscriptions } from '../../../server/db/schema.ts'
import { eraseOrderRecordsJob } from '../../../server/jobs/erase-order-records.ts'
import { createTestDatabase } from '../support/database.ts'
import { insertTestOrder } from '../support/payment-service.ts'
import { insertSubscription } from '../support/subscriptions.ts'

const { db } = await createTestDatabase()

let references = 0
/** A paid order with one paid card attempt and the gateway's answer, as the checkout stores them. */
async function paidOrder(paidAt: string, values: Partial<typeof orders.$inferInsert> = {}) {
	references += 1
	const order = await insertTestOrder(db, { status: 'paid', paidAt: new Date(paidAt), invoiceNumber: 9_000 + references, ...values })
	const [payment] = await db
		.insert(payments)
		.values({ orderId: order.id, method: 'card', gateway: 'aps', status: 'paid', amountFils: order.totalFils, merchantReference: `erase-${references}`, completedAt: new Date(paidAt), createdAt: new Date(paidAt) })
		.returning()
	await db.insert(paymentEvents).values({ paymentId: payment!.id, source: 'return', dedupeKey: `erase-${references}`, outcome: 'paid', payload: { status: '14' } })
	return { order, payment: payment! }
}

/** What account deletion leaves of an order (server/accounts/account-deletion.ts): no account, no e-mail. */
const ofDeletedAccount = { customerId: null, email: '', mobileNumber: '' }

/** Runs the job as pg-boss would, on `now`. */
const runAt = (now: string) => eraseOrderRecordsJob(db, () => new Date(now)).run({}, { id: 'test', retryCount: 0, signal: new AbortController().signal })

const exists = async (orderId: number) => {
	const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId))
	const attempts = await db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId))
	const answers = attempts.length ? await db.select().from(paymentEvents).where(inArray(paymentEvents.paymentId, attempts.map((row) => row.id))) : []
	return { order: Boolean(order), attempts: attempts.length, answers: answers.length }
}

describe('erasing deleted accounts’ orders after five years', () => {
	test('an order paid in November 2026 goes with its payment records on 1 February 2032 (UAE), not a second earlier', async () => {
		const { order } = await paidOrder('2026-11-27T10:00:00Z', ofDeletedAccount)
		expect(await runAt('2032-01-31T19:59:59Z')).toEqual({ erased: 0 })
		expect(await exists(order.id)).toEqual({ order: true, attempts: 1, answers: 1 })
		expect(await runAt('2032-01-31T20:00:00Z')).toEqual({ erased: 1 })
		expect(await exists(order.id)).toEqual({ order: false, attempts: 0, answers: 0 })
	})

	test('a refund made later keeps the order until five years after the refund’s tax period', async () => {
		const { order, payment } = await paidOrder('2026-11-27T10:00:00Z', ofDeletedAccount)
		await db.update(payments).set({ reversal: 'done', reversedAt: new Date('2027-05-10T08:00:00Z') }).where(eq(payments.id, payment.id))
		expect(await runAt('2032-02-01T00:00:00Z')).toEqual({ erased: 0 })
		expect(await runAt('2032-07-31T19:59:59Z')).toEqual({ erased: 0 })
		expect(await runAt('2032-07-31T20:00:00Z')).toEqual({ erased: 1 })
		expect((await exists(order.id)).order).toBe(false)
	})

	test('a cancelled plan’s refund and its credit note keep the order until five years after their tax period, then go with it', async () => {
		const { order, payment } = await paidOrder('2026-11-27T10:00:00Z', ofDeletedAccount)
		const at = new Date('2027-05-10T08:00:00Z')
		await db.insert(refunds).values({
			paymentId: payment.id,
			orderId: order.id,
			reason: 'cancellation',
			state: 'confirmed',
			amountFils: 10_000,
			vatFils: 476,
			days: 1,
			dayPriceFils: 10_000,
			feePercent: 0,
			feeFils: 0,
			dates: ['2027-05-12'],
			confirmedAt: at,
			createdAt: at,
		})
		expect(await runAt('2032-07-31T19:59:59Z')).toEqual({ erased: 0 })
		expect(await runAt('2032-07-31T20:00:00Z')).toEqual({ erased: 1 })
		expect((await exists(order.id)).order).toBe(false)
		expect(await db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([])
	})

	test('a plan goes with its orders and days once every order of it is due: a renewal paid later keeps it all', async () => {
		const days = [{ date: '2026-12-01', state: 'delivered' as const }, { date: '2026-12-02', state: 'delivered' as const }]
		const first = await paidOrder('2026-11-27T10:00:00Z', ofDeletedAccount)
		const plan = await insertSubscription(db, { customerId: null, orderId: first.order.id, days })
		await db.update(orders).set({ subscriptionId: plan.id }).where(eq(orders.id, first.order.id))
		const renewal = await paidOrder('2027-06-01T10:00:00Z', { ...ofDeletedAccount, subscriptionId: plan.id })

		expect(await runAt('2032-01-31T20:00:00Z')).toEqual({ erased: 0 })
		expect((await exists(first.order.id)).order).toBe(true)
		expect(await runAt('2032-08-31T19:59:59Z')).toEqual({ erased: 0 })
		expect(await runAt('2032-08-31T20:00:00Z')).toEqual({ erased: 2 })
		expect(await exists(first.order.id)).toEqual({ order: false, attempts: 0, answers: 0 })
		expect((await exists(renewal.order.id)).order).toBe(false)
		expect(await db.select().from(deliveries).where(eq(deliveries.subscriptionId, plan.id))).toEqual([])
		expect(await db.select().from(subscriptions).where(eq(subscriptions.id, plan.id))).toEqual([])
	})

	test('an order on the bag ledger (append-only) is left, and the orders beside it still go', async () => {
		const onLedger = await paidOrder('2026-11-27T10:00:00Z', ofDeletedAccount)
		await db.insert(bagMovements).values({ orderId: onLedger.order.id, kind: 'delivered', at: new Date('2026-11-27T10:00:00Z') })
		const beside = await paidOrder('2026-11-27T11:00:00Z', ofDeletedAccount)
		expect(await runAt('2032-01-31T20:00:00Z')).toEqual({ erased: 1 })
		expect((await exists(onLedger.order.id)).order).toBe(true)
		expect((await exists(beside.order.id)).order).toBe(false)
		// Out of the way of the next test's run.
		await db.update(orders).set({ email: 'ledger@example.com' }).where(eq(orders.id, onLedger.order.id))
	})

	test('guest orders and the orders of live accounts are never erased by it, however old', async () => {
		const guest = await paidOrder('2019-03-01T10:00:00Z', { customerId: null })
		const [customer] = await db.insert(customers).values({ email: 'kept@example.com', passwordHash: 'not-a-real-hash', firstName: 'Layla', lastName: 'Haddad' }).returning()
		const live = await paidOrder('2019-03-01T10:00:00Z', { customerId: customer!.id })
		const unpaid = await insertTestOrder(db, { ...ofDeletedAccount, status: 'cancelled', createdAt: new Date('2019-03-01T10:00:00Z') })

		expect(await runAt('2035-01-01T00:00:00Z')).toEqual({ erased: 1 })
		expect(await exists(guest.order.id)).toEqual({ order: true, attempts: 1, answers: 1 })
		expect(await exists(live.order.id)).toEqual({ order: true, attempts: 1, answers: 1 })
		expect((await exists(unpaid.id)).order).toBe(false)
	})
})
