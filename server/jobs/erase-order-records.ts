/**
 * Every day: deletes what was kept of a deleted account's orders once the tax law no longer asks
 * for it, as /user-deletion/ promises ("At the end of the five years they are deleted"). Account
 * deletion (server/accounts/account-deletion.ts) detaches those orders and erases their contact
 * details but keeps each paid order's invoice (number, date, items, amounts, VAT, the name on it,
 * emirate and area) and its payment records; this job deletes the order, its payment attempts and
 * the gateway answers stored with them once five years have passed from the end of the tax period
 * of the order's last record (domain/tax-record-retention.ts): its payment or creation, or a later
 * capture, refund or void of one of its attempts, or a refund of its days with its credit note. An
 * order of a plan goes with the plan, its delivery days and its other orders, once all of them are
 * due. Unpaid orders of a deleted account (cancelled, no name) go on the same clock. Guest orders
 * and the orders of live accounts are not touched: the page promises nothing about them. The
 * anonymised customer row stays; it holds no personal data ("Deleted customer"). An order on the
 * bag ledger (bag_movements, append-only: a trigger refuses deletes) is left as it is, beside the
 * others that go: docs/operations.md lists it as a known limit.
 */
import { and, eq, exists, inArray, isNull, lt, not, notExists, or, sql } from 'drizzle-orm'
import { taxRecordsErasableBefore } from '../../domain/tax-record-retention.ts'
import type { Database, Transaction } from '../db/client.ts'
import { bagMovements, deliveries, orders, paymentEvents, payments, refunds, subscriptions } from '../db/schema.ts'
import { type JobDefinition, recurringQueue } from './job-runner.ts'

/** Orders deleted per transaction: a backlog goes in short transactions, never one long lock. */
const BATCH = 200

/**
 * When the order's last tax record was made: payment or creation, the last capture, refund or void
 * of an attempt, or the last refund of a cancelled plan's days with its credit note (server/refunds/).
 */
const lastRecordAt = sql`greatest(
	coalesce(${orders.paidAt}, ${orders.createdAt}),
	(select max(greatest(p.created_at, p.completed_at, p.reversed_at)) from ${payments} p where p.order_id = ${orders.id}),
	(select max(greatest(r.created_at, r.confirmed_at)) from ${refunds} r where r.order_id = ${orders.id})
)`

/**
 * An order account deletion detached: no account and the e-mail erased to '' (a guest order always
 * has its e-mail; the column is not null).
 */
const ofDeletedAccount = and(isNull(orders.customerId), eq(orders.email, ''))

/** On the bag ledger, which refuses deletes: deleting such an order would fail its whole batch. */
const onBagLedger = notExists(sql`(select 1 from ${bagMovements} b where b.order_id = ${orders.id})`)

/** The order may go: a deleted account's, its five years over, not on the bag ledger. */
const isDue = (before: Date) => and(ofDeletedAccount, lt(lastRecordAt, before), onBagLedger)

/** The order belongs to the plan (subscription) in scope: it made or extended it, or paid some of its days. */
const tiedToPlan = or(
	eq(orders.subscriptionId, subscriptions.id),
	exists(sql`(select 1 from ${deliveries} d where d.subscription_id = ${subscriptions.id} and d.order_id = ${orders.id})`),
)

/** Deletes these orders with their payment attempts, the gateway's answers and their refunds (credit notes). */
async function deleteOrders(tx: Transaction, ids: number[]) {
	const attempts = tx.select({ id: payments.id }).from(payments).where(inArray(payments.orderId, ids))
	await tx.delete(paymentEvents).where(inArray(paymentEvents.paymentId, attempts))
	// The credit notes go with the invoice they correct (their refunds reference the attempts).
	await tx.delete(refunds).where(inArray(refunds.orderId, ids))
	await tx.delete(payments).where(inArray(payments.orderId, ids))
	await tx.delete(orders).where(inArray(orders.id, ids))
}

/**
 * Deletes the kept orders of deleted accounts whose last record is older than `before`; resolves
 * to how many. A plan goes as one piece with all its orders (its days must match what was paid,
 * a deferred check in the database), and only once every one of them is due: a renewal paid later
 * keeps the whole plan until its own five years are over.
 */
export async function eraseOrderRecords(db: Database, before: Date): Promise<number> {
	let erased = 0
	// Orders without a plan.
	for (;;) {
		const count = await db.transaction(async (tx) => {
			const due = await tx
				.select({ id: orders.id })
				.from(orders)
				.where(
					and(
						isDue(before),
						isNull(orders.subscriptionId),
						notExists(sql`(select 1 from ${deliveries} d where d.order_id = ${orders.id})`),
					),
				)
				.limit(BATCH)
			if (due.length > 0) await deleteOrders(tx, due.map((order) => order.id))
			return due.length
		})
		erased += count
		if (count < BATCH) break
	}
	// Plans whose every order is due, with those orders and the plan's days (their meals cascade).
	for (;;) {
		const count = await db.transaction(async (tx) => {
			const plans = await tx
				.select({ id: subscriptions.id })
				.from(subscriptions)
				.where(
					and(
						exists(tx.select({ id: orders.id }).from(orders).where(tiedToPlan)),
						notExists(
							tx
								.select({ id: orders.id })
								.from(orders)
								.where(and(tiedToPlan, not(isDue(before)!))),
						),
					),
				)
				.limit(BATCH)
			const planIds = plans.map((plan) => plan.id)
			if (planIds.length === 0) return 0
			const tied = await tx
				.select({ id: orders.id })
				.from(orders)
				.where(
					or(
						inArray(orders.subscriptionId, planIds),
						inArray(orders.id, tx.select({ id: deliveries.orderId }).from(deliveries).where(inArray(deliveries.subscriptionId, planIds))),
					),
				)
			const ids = tied.map((order) => order.id)
			await tx.delete(refunds).where(inArray(refunds.subscriptionId, planIds))
			await tx.delete(deliveries).where(inArray(deliveries.subscriptionId, planIds))
			await deleteOrders(tx, ids)
			await tx.delete(subscriptions).where(inArray(subscriptions.id, planIds))
			return ids.length
		})
		erased += count
		if (count === 0) return erased
	}
}

export function eraseOrderRecordsJob(db: Database, now: () => Date = () => new Date()): JobDefinition {
	return {
		name: 'erase-order-records',
		// Once a day, 06:40 in the UAE.
		schedule: '40 2 * * *',
		queue: recurringQueue(900),
		run: async () => ({ erased: await eraseOrderRecords(db, taxRecordsErasableBefore(now())) }),
	}
}
