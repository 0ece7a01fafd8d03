/**
 * Every day: deletes what was kept of a deleted account's orders once the tax law no longer asks
 * for it, as /user-deletion/ promises ("At the end of the five years they are deleted"). Account
 * deletion (server/accounts/account-deletion.ts) detaches those orders and erases their contact
 * details but keeps each paid order's invoice (number, date, items, amounts, VAT, the name on it,
 * emirate and area) and its payment records; this job deletes the order, its payment attempts and
 * the gateway answers stored with them once five years have passed from the end of the tax period
 * of the order's last record (domain/tax-record-retention.ts): its payment or creation, or a later
 * capture, refund or void of one of its attempts, or a refund of its days with its credit note. Unpaid orders of a deleted account (cancelled,
 * no name) go on the same clock. Guest orders and the orders of live accounts are not touched:
 * the page promises nothing about them. The anonymised customer row stays; it holds no personal
 * data ("Deleted customer").
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import { taxRecordsErasableBefore } from '../../domain/tax-record-retention.ts'
import type { Database } from '../db/client.ts'
import { orders, paymentEvents, payments, refunds } from '../db/schema.ts'
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

/** Deletes the kept orders of deleted accounts whose last record is older than `before`; resolves to how many. */
export async function eraseOrderRecords(db: Database, before: Date): Promise<number> {
	let erased = 0
	for (;;) {
		const count = await db.transaction(async (tx) => {
			const due = await tx
				.select({ id: orders.id })
				.from(orders)
				.where(and(ofDeletedAccount, lt(lastRecordAt, before)))
				.limit(BATCH)
			const ids = due.map((order) => order.id)
			if (ids.length === 0) return 0
			const attempts = tx.select({ id: payments.id }).from(payments).where(inArray(payments.orderId, ids))
			await tx.delete(paymentEvents).where(inArray(paymentEvents.paymentId, attempts))
			// The credit notes go with the invoice they correct (their refunds reference the attempts).
			await tx.delete(refunds).where(inArray(refunds.orderId, ids))
			await tx.delete(payments).where(inArray(payments.orderId, ids))
			await tx.delete(orders).where(inArray(orders.id, ids))
			return ids.length
		})
		erased += count
		if (count < BATCH) return erased
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
