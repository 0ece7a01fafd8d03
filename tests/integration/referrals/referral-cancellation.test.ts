/**
 * A friend who cancels in their first week (decision 014): the ambassador's reward, earned when
 * the friend's order was paid, is withdrawn once the refund of a plan cancelled before the friend
 * had a week of deliveries (fewer delivered-or-due days than the order's days a week) is
 * confirmed; a cancellation after that week keeps it. Self-referrals through made-up friends who
 * paid and cancelled at once kept the reward before: a cancellation always leaves the days before
 * the cut-off delivered, so it is never a refund in full.
 *
 * Before (this file against the ledger without the cancellation rule): the first test and the
 * burst found the reward still owed after the cancellation's refund was confirmed. Before the
 * cancellation itself judged the rule (the last describe): a cancellation with nothing left to
 * refund (customer care's refund of everything recorded, then given up; or a 100 % fee) recorded
 * no refund, so nothing ran the rule and the reward stayed owed: its first two tests failed, and
 * its burst timed out waiting for a cancellation to wait for the ambassador’s row lock.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, test } from 'vitest'
import { REFERRALS_MESSAGES } from '../../../content/console-messages/referrals.ts'
import { refundOrder } from '../../../server/console/orders/staff-refunds.ts'
import { ambassadors, deliveries, refunds, referralRewards, subscriptions } from '../../../server/db/schema.ts'
import type { Outbox } from '../../../server/mail/outbox.ts'
import { withdrawRewardIfDue } from '../../../server/referrals/referral-ledger.ts'
import { createCancellations } from '../../../server/refunds/cancellation.ts'
import { createRefundService } from '../../../server/refunds/refund-service.ts'
import { createCheckoutTestApp } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { payPlan, planOfOrder, signedInCustomer } from '../support/plans.ts'
import { asSignedInStaff, consoleCookie, enrolledStaff } from '../support/staff.ts'

const { db, pool } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const manager = await enrolledStaff(db, 'manager')
const managerCookie = await consoleCookie(db, manager.id)
const managerStaff = asSignedInStaff(manager, 'manager')

const REWARD = 5_000
const BURST = 20
/** Cancellations at once: the pool has 10 connections, one for the lock's holder, one for the staff refund's confirmation, one for looking at the waiters. */
const CANCELLATIONS = 6
let made = 0

async function newAmbassador() {
	made += 1
	const [row] = await db
		.insert(ambassadors)
		.values({ handle: `first-week-${made}`, displayName: `First week ${made}`, referralCode: `FIRSTWEEK${made}`, rewardFils: REWARD })
		.returning()
	return row!
}

/** A signed-in friend's plan of `weeks` weeks (6 days a week), paid with the ambassador's code. */
async function referredPlan(weeks: number) {
	const ambassador = await newAmbassador()
	const { customer, auth, email } = await signedInCustomer(db, 'Friend')
	const paid = await payPlan(app, { auth, email, weeks, referralCode: ambassador.referralCode })
	const { order, subscription, days } = await planOfOrder(db, paid.id)
	expect(order!.daysPerWeek).toBe(6)
	return { ambassador, customer, order: order!, subscription: subscription!, days }
}

const rewardsOf = (ambassadorId: number) =>
	db.select({ kind: referralRewards.kind, amountFils: referralRewards.amountFils, reason: referralRewards.withdrawalReason }).from(referralRewards).where(eq(referralRewards.ambassadorId, ambassadorId)).orderBy(asc(referralRewards.id))
const owedOf = async (ambassadorId: number) => {
	const [row] = await db.select({ owed: ambassadors.rewardsOwedFils, clawback: ambassadors.rewardsClawbackFils }).from(ambassadors).where(eq(ambassadors.id, ambassadorId))
	return row!
}

/** Resolves once `count` sessions of this database wait for a lock. */
async function lockWaiters(count: number) {
	for (let tries = 0; tries < 2000; tries += 1) {
		const { rows } = await pool.query<{ count: number }>("select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")
		if ((rows[0]?.count ?? 0) >= count) return
		await new Promise((resolve) => setTimeout(resolve, 10))
	}
	throw new Error(`Fewer than ${count} sessions ever waited for a lock`)
}

/** The first `count` days of the plan delivered (the driver's part, which these tests skip). */
async function deliverFirstDays(days: { id: number }[], count: number) {
	await db.update(deliveries).set({ state: 'delivered' }).where(inArray(deliveries.id, days.slice(0, count).map((day) => day.id)))
}

/** Takes the ambassador's row lock in a transaction of its own and keeps it until `release()`. */
async function holdAmbassadorLock(ambassadorId: number) {
	let release = () => {}
	let locked = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	const lockTaken = new Promise<void>((resolve) => (locked = resolve))
	const holder = db.transaction(async (tx) => {
		await tx.select({ id: ambassadors.id }).from(ambassadors).where(eq(ambassadors.id, ambassadorId)).for('update')
		locked()
		await held
	})
	await lockTaken
	return { holder, release }
}

describe('the reward of a friend who cancels', () => {
	test('cancelled after the first delivery day: withdrawn once its refund is confirmed; the console says why, in English and Arabic', async () => {
		const { ambassador, customer, subscription, days } = await referredPlan(1)
		expect(await owedOf(ambassador.id)).toEqual({ owed: REWARD, clawback: 0 })
		// One day the friend keeps: the refund is not the whole invoice, so only the first-week rule withdraws.
		await deliverFirstDays(days, 1)
		const cancelled = await app.checkout.cancellations.cancel(customer.id, subscription.publicId)
		expect(cancelled.kind).toBe('cancelled')
		if (cancelled.kind !== 'cancelled') return
		expect(cancelled.refunds.map((refund) => refund.state)).toEqual(['confirmed'])
		expect(await rewardsOf(ambassador.id)).toEqual([
			{ kind: 'earned', amountFils: REWARD, reason: null },
			{ kind: 'reversed', amountFils: -REWARD, reason: 'cancelled-in-first-week' },
		])
		expect(await owedOf(ambassador.id)).toEqual({ owed: 0, clawback: 0 })
		const page = await (await app.request(`/console/referrals/${ambassador.id}/`, { headers: { Cookie: managerCookie } })).text()
		expect(page).toContain(REFERRALS_MESSAGES.en.kinds.reversed['cancelled-in-first-week'])
		expect(REFERRALS_MESSAGES.ar.kinds.reversed['cancelled-in-first-week']).toMatch(/أسبوعها الأول/)
	})

	test('five of six days delivered, then cancelled: still the first week, withdrawn', async () => {
		const { ambassador, customer, subscription, days } = await referredPlan(2)
		await deliverFirstDays(days, 5)
		expect((await app.checkout.cancellations.cancel(customer.id, subscription.publicId)).kind).toBe('cancelled')
		expect((await rewardsOf(ambassador.id)).map((row) => row.reason)).toEqual([null, 'cancelled-in-first-week'])
	})

	test('a first week delivered (six days of six a week), then cancelled: the reward is kept', async () => {
		const { ambassador, customer, subscription, days } = await referredPlan(2)
		await deliverFirstDays(days, 6)
		const cancelled = await app.checkout.cancellations.cancel(customer.id, subscription.publicId)
		expect(cancelled.kind).toBe('cancelled')
		if (cancelled.kind === 'cancelled') expect(cancelled.refunds.map((refund) => refund.state)).toEqual(['confirmed'])
		expect(await rewardsOf(ambassador.id)).toEqual([{ kind: 'earned', amountFils: REWARD, reason: null }])
		expect(await owedOf(ambassador.id)).toEqual({ owed: REWARD, clawback: 0 })
	})
})

const logger = pino({ level: 'silent' })
const silentOutbox = { dispatch() {} } as unknown as Outbox
// The gateway stays silent: both refunds are recorded and stay pending until the test confirms them.
const pendingRefunds = createRefundService({ db, logger, gateway: async () => ({ outcome: 'unreachable', code: 'timeout' }), outbox: silentOutbox })
const cancellations = createCancellations({ db, refunds: pendingRefunds, outbox: silentOutbox })

/**
 * What refund-service.ts's recordConfirmed does in its transaction: the refund confirmed, then
 * the reward withdrawn if it is due. (Its sender claims the oldest pending refund of a payment
 * first, so two of one order rarely confirm together; the ledger must hold when they do.)
 */
const confirm = (refundId: number, orderId: number) =>
	db.transaction(async (tx) => {
		const [done] = await tx
			.update(refunds)
			.set({ state: 'confirmed', confirmedAt: new Date(), updatedAt: new Date() })
			.where(and(eq(refunds.id, refundId), eq(refunds.state, 'pending')))
			.returning()
		return done ? withdrawRewardIfDue(tx, orderId, new Date()) : null
	})

describe('a cancellation and a staff refund of the same referred order confirmed at once', () => {
	async function bothPending() {
		const plan = await referredPlan(1)
		// One day delivered: the two refunds together are not the whole invoice.
		await deliverFirstDays(plan.days, 1)
		const staff = await refundOrder({ db, refunds: pendingRefunds, now: () => new Date() }, managerStaff, plan.order.id, { amount: '10.00', note: 'Late once' })
		expect(staff.status).toBe('recorded')
		expect((await cancellations.cancel(plan.customer.id, plan.subscription.publicId)).kind).toBe('cancelled')
		const rows = await db.select({ id: refunds.id, reason: refunds.reason, state: refunds.state }).from(refunds).where(eq(refunds.orderId, plan.order.id)).orderBy(asc(refunds.id))
		expect(rows.map((row) => [row.reason, row.state])).toEqual([
			['staff', 'pending'],
			['cancellation', 'pending'],
		])
		return { ...plan, staffRefundId: rows[0]!.id, cancellationRefundId: rows[1]!.id }
	}

	test('both confirmations wait behind the ambassador’s row lock, then the reward is withdrawn exactly once', async () => {
		const { ambassador, order, staffRefundId, cancellationRefundId } = await bothPending()
		const { holder, release } = await holdAmbassadorLock(ambassador.id)
		const confirmations = [confirm(cancellationRefundId, order.id), confirm(staffRefundId, order.id)]
		await lockWaiters(2)
		release()
		const [, ...withdrawn] = await Promise.all([holder, ...confirmations])
		expect(withdrawn.filter((row) => row !== null)).toHaveLength(1)
		expect(await rewardsOf(ambassador.id)).toEqual([
			{ kind: 'earned', amountFils: REWARD, reason: null },
			{ kind: 'reversed', amountFils: -REWARD, reason: 'cancelled-in-first-week' },
		])
		expect(await owedOf(ambassador.id)).toEqual({ owed: 0, clawback: 0 })
	})

	test(`both confirmed, then ${BURST} withdrawals at once: one row, the balance lowered once`, async () => {
		const { ambassador, order, staffRefundId, cancellationRefundId } = await bothPending()
		await Promise.all([confirm(staffRefundId, order.id), confirm(cancellationRefundId, order.id)])
		await Promise.all(Array.from({ length: BURST }, () => db.transaction((tx) => withdrawRewardIfDue(tx, order.id, new Date()))))
		expect((await rewardsOf(ambassador.id)).map((row) => row.kind)).toEqual(['earned', 'reversed'])
		expect(await owedOf(ambassador.id)).toEqual({ owed: 0, clawback: 0 })
		const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(referralRewards).where(and(eq(referralRewards.orderId, order.id), eq(referralRewards.kind, 'reversed')))
		expect(count!.n).toBe(1)
	})
})

describe('a cancellation with nothing left to refund', () => {
	/**
	 * Customer care refunds all of the order's food, recorded and not sent yet (`sendAll` does
	 * nothing), so a cancellation now finds nothing left to give back.
	 */
	async function staffRefundOfEverything(order: { id: number; price: { discounted: number } }) {
		const amount = (order.price.discounted / 100).toFixed(2)
		const staff = await refundOrder({ db, refunds: { sendAll: async () => [] }, now: () => new Date() }, managerStaff, order.id, { amount, note: 'Goodwill: the plan was not for them' })
		expect(staff.status).toBe('recorded')
		return staff.status === 'recorded' ? staff.refund.id : 0
	}

	const giveUp = (refundId: number) => pendingRefunds.giveUp(refundId, { staffId: manager.id, note: 'The card was closed', audit: async () => {} })

	test('customer care’s refund of everything given up after the cancellation: the cancellation itself withdrew the reward', async () => {
		const { ambassador, customer, order, subscription, days } = await referredPlan(1)
		await deliverFirstDays(days, 1)
		const staffRefundId = await staffRefundOfEverything(order)
		const cancelled = await app.checkout.cancellations.cancel(customer.id, subscription.publicId)
		expect(cancelled.kind).toBe('cancelled')
		if (cancelled.kind === 'cancelled') expect(cancelled.refunds).toEqual([])
		expect((await rewardsOf(ambassador.id)).map((row) => row.reason)).toEqual([null, 'cancelled-in-first-week'])
		// The money never went back: no refund in full, yet the friend cancelled in their first week.
		expect((await giveUp(staffRefundId)).status).toBe('given-up')
		expect(await rewardsOf(ambassador.id)).toEqual([
			{ kind: 'earned', amountFils: REWARD, reason: null },
			{ kind: 'reversed', amountFils: -REWARD, reason: 'cancelled-in-first-week' },
		])
		expect(await owedOf(ambassador.id)).toEqual({ owed: 0, clawback: 0 })
	})

	test('a cancellation fee of 100 %: nothing to refund, the reward withdrawn by the cancellation', async () => {
		const { ambassador, customer, subscription, days } = await referredPlan(1)
		await deliverFirstDays(days, 1)
		await db
			.update(subscriptions)
			.set({ rules: { ...subscription.rules, cancellationFeePercent: 100 } })
			.where(eq(subscriptions.id, subscription.id))
		const cancelled = await app.checkout.cancellations.cancel(customer.id, subscription.publicId)
		expect(cancelled.kind).toBe('cancelled')
		if (cancelled.kind === 'cancelled') expect([cancelled.quote.amountFils, cancelled.refunds]).toEqual([0, []])
		expect((await rewardsOf(ambassador.id)).map((row) => row.reason)).toEqual([null, 'cancelled-in-first-week'])
		expect(await owedOf(ambassador.id)).toEqual({ owed: 0, clawback: 0 })
	})

	test('a first week delivered, then cancelled with nothing left to refund: the reward is kept', async () => {
		const { ambassador, customer, order, subscription, days } = await referredPlan(2)
		await deliverFirstDays(days, 6)
		const staffRefundId = await staffRefundOfEverything(order)
		expect((await app.checkout.cancellations.cancel(customer.id, subscription.publicId)).kind).toBe('cancelled')
		expect((await giveUp(staffRefundId)).status).toBe('given-up')
		expect(await rewardsOf(ambassador.id)).toEqual([{ kind: 'earned', amountFils: REWARD, reason: null }])
		expect(await owedOf(ambassador.id)).toEqual({ owed: REWARD, clawback: 0 })
	})

	test(`${CANCELLATIONS} cancellations and the confirmation of customer care’s refund at once, behind the ambassador’s row lock: withdrawn once`, async () => {
		const { ambassador, customer, order, subscription, days } = await referredPlan(1)
		await deliverFirstDays(days, 1)
		const staffRefundId = await staffRefundOfEverything(order)

		const { holder, release } = await holdAmbassadorLock(ambassador.id)
		const confirmation = confirm(staffRefundId, order.id)
		const cancelling = Array.from({ length: CANCELLATIONS }, () => cancellations.cancel(customer.id, subscription.publicId))
		// The confirmation and one cancellation wait for the ambassador; the other cancellations for the plan.
		await lockWaiters(CANCELLATIONS + 1)
		release()
		const [, , ...outcomes] = await Promise.all([holder, confirmation, ...cancelling])
		expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['cancelled', ...Array<string>(CANCELLATIONS - 1).fill('nothing-to-cancel')])
		// Whichever went first names the reason (a refund in full, or the first week); there is one.
		const rows = await rewardsOf(ambassador.id)
		expect(rows.map((row) => [row.kind, row.amountFils])).toEqual([
			['earned', REWARD],
			['reversed', -REWARD],
		])
		expect(['refunded-in-full', 'cancelled-in-first-week']).toContain(rows[1]!.reason)
		expect(await owedOf(ambassador.id)).toEqual({ owed: 0, clawback: 0 })
		const recorded = await db.select({ reason: refunds.reason, state: refunds.state }).from(refunds).where(eq(refunds.orderId, order.id))
		expect(recorded).toEqual([{ reason: 'staff', state: 'confirmed' }])
	})
})
