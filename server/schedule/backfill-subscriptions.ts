/**
 * At start-up: every order paid before payment made plans (issue 17) gets its subscription and
 * delivery days, as if it had been paid now under the terms in force on its payment day. Safe on
 * every start and on several instances at once: each order is taken under its row lock and
 * skipped when it has a subscription already.
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { orders } from '../db/schema.ts'
import { createSubscriptionForOrder } from './subscription-from-order.ts'

/** Returns how many orders got a subscription. */
export async function backfillSubscriptions(db: Database): Promise<number> {
	const waiting = await db
		.select({ id: orders.id })
		.from(orders)
		.where(and(eq(orders.status, 'paid'), isNull(orders.subscriptionId)))
		.orderBy(asc(orders.id))
	let created = 0
	for (const { id } of waiting) {
		const made = await db.transaction(async (tx) => {
			// The lock the payment takes on its order, so a backfill and a late payment answer never race.
			const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('no key update')
			if (!order || order.subscriptionId !== null || order.status !== 'paid') return false
			await createSubscriptionForOrder(tx, order, order.paidAt ?? order.updatedAt)
			return true
		})
		if (made) created += 1
	}
	return created
}
