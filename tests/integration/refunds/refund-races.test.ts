/**
 * Refunds of one order recorded by different paths at the same moment: a customer cancelling the
 * rest of their plan while customer care refunds part of it in the console, or while the driver
 * brings the cool bag back. Each path reads what was refunded before and caps itself by it; the
 * interleaving is made certain by holding the payment's row lock (the lock every refund of a
 * payment takes) until both wait behind it, the other refund first.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, test } from 'vitest'
import { refundOrder } from '../../../server/console/orders/staff-refunds.ts'
import { payments, refunds } from '../../../server/db/schema.ts'
import { recordBagCollected } from '../../../server/refunds/bag-deposit.ts'
import type { Outbox } from '../../../server/mail/outbox.ts'
import { createRefundService } from '../../../server/refunds/refund-service.ts'
import { createCheckoutTestApp } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { payPlan, planOfOrder, signedInCustomer } from '../support/plans.ts'
import { asSignedInStaff, enrolledStaff } from '../support/staff.ts'

const { db, pool } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const logger = pino({ level: 'silent' })
const silentOutbox = { dispatch() {} } as unknown as Outbox
// The gateway stays silent: every refund stays pending, which is what counts against the order.
const refundService = createRefundService({ db, logger, gateway: async () => ({ outcome: 'unreachable', code: 'timeout' }), outbox: silentOutbox })
const manager = await enrolledStaff(db, 'manager')
const managerStaff = asSignedInStaff(manager, 'manager')

/** Resolves once `count` sessions of this database wait for a lock. */
async function lockWaiters(count: number) {
	for (let tries = 0; tries < 2000; tries += 1) {
		const { rows } = await pool.query<{ count: number }>(
			"select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
		)
		if ((rows[0]?.count ?? 0) >= count) return
		await new Promise((resolve) => setTimeout(resolve, 10))
	}
	throw new Error(`Fewer than ${count} sessions ever waited for a lock`)
}

/** A signed-in customer's paid two-week plan: the order, its paid payment and the plan. */
async function paidPlan() {
	const { customer, auth, email } = await signedInCustomer(db)
	// Their own e-mail: a customer who holds a bag already (the same e-mail and mobile) pays no deposit for another.
	const paid = await payPlan(app, { auth, email, weeks: 2 })
	const { order, subscription } = await planOfOrder(db, paid.id)
	const [payment] = await db.select().from(payments).where(and(eq(payments.orderId, order!.id), eq(payments.status, 'paid')))
	return { customer, order: order!, subscription: subscription!, payment: payment! }
}

/**
 * Runs `first`, then `second` once `first` waits for the payment's row lock, held meanwhile by a
 * transaction of the test's own; lets both go once `second` waits too. Their results.
 */
async function inTurnBehindPaymentLock<A, B>(paymentId: number, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
	let release = () => {}
	let locked = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	const lockTaken = new Promise<void>((resolve) => (locked = resolve))
	const holder = db.transaction(async (tx) => {
		await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId)).for('update')
		locked()
		await held
	})
	await lockTaken
	const one = first()
	await lockWaiters(1)
	const two = second()
	await lockWaiters(2)
	release()
	const [, a, b] = await Promise.all([holder, one, two])
	return [a, b]
}

const foodRefunded = async (orderId: number) =>
	(await db
		.select({ fils: sql<number>`coalesce(sum(${refunds.amountFils}), 0)::int` })
		.from(refunds)
		.where(and(eq(refunds.orderId, orderId), ne(refunds.reason, 'bag-deposit'))))[0]!.fils

describe('a cancellation and another refund of the same order at once', () => {
	test('a staff refund: the food is never given back twice', async () => {
		const { customer, order, subscription, payment } = await paidPlan()
		const food = order.price.discounted
		const preview = await app.checkout.cancellations.preview(customer.id, subscription.publicId)
		if (preview.kind !== 'quote') throw new Error('no quote')
		// Staff give back all of the food but one fils less than the cancellation would: one after the
		// other, the cancellation then refunds what is left of the food, one fils short of its quote.
		const staffFils = food - preview.quote.amountFils + 1
		expect(staffFils).toBeGreaterThan(0)
		// The capture holds the bag's deposit too, so its check alone would let the food go back twice.
		expect(payment.amountFils).toBeGreaterThan(food)

		const [staffResult, cancelled] = await inTurnBehindPaymentLock(
			payment.id,
			() => refundOrder({ db, refunds: refundService, now: () => new Date() }, managerStaff, order.id, { amount: (staffFils / 100).toFixed(2), note: 'Late all week' }),
			() => app.checkout.cancellations.cancel(customer.id, subscription.publicId),
		)
		expect(staffResult.status).toBe('recorded')
		expect(cancelled.kind).toBe('cancelled')
		expect(await foodRefunded(order.id)).toBe(food)
	})

	test('the bag collected: both refunds recorded, neither ended as a deadlock', async () => {
		const { customer, order, subscription, payment } = await paidPlan()
		const deposit = order.price.bag_deposit
		expect(deposit).toBeGreaterThan(0)
		const preview = await app.checkout.cancellations.preview(customer.id, subscription.publicId)
		if (preview.kind !== 'quote') throw new Error('no quote')

		const [collected, cancelled] = await inTurnBehindPaymentLock(
			payment.id,
			() => db.transaction((tx) => recordBagCollected(tx, order.customerKey!, new Date())),
			() => app.checkout.cancellations.cancel(customer.id, subscription.publicId),
		)
		expect(collected).toMatchObject({ kind: 'collected', orderId: order.id })
		expect(cancelled.kind).toBe('cancelled')
		const [row] = await db.select({ refunded: payments.refundedFils }).from(payments).where(eq(payments.id, payment.id))
		expect(row!.refunded).toBe(deposit + preview.quote.amountFils)
	})
})
