/**
 * A paid order becomes a plan (decision 012): a subscription with one delivery row per day, the
 * order's address and slot on every day, and the schedule terms in force when it was paid. Runs
 * inside the transaction that marks the order paid (server/payments/service/settle-paid.ts), so
 * a paid order without its days cannot exist; and at start-up for orders paid before this code
 * (backfill-subscriptions.ts).
 */
import { eq } from 'drizzle-orm'
import { uaeClock } from '../../domain/delivery-schedule.ts'
import { isDaysPerWeek, isWeeks } from '../../domain/plan-pricing.ts'
import { firstSchedule } from '../../domain/schedule/plan-days.ts'
import type { Transaction } from '../db/client.ts'
import { deliveries, orders, subscriptions } from '../db/schema.ts'
import { closedDatesFrom, holdClosedDates, rulesInForce } from './schedule-data.ts'

type PaidOrder = typeof orders.$inferSelect

/**
 * Creates the order's subscription and its days and links the order to it; the caller holds the
 * order's row lock. An order that already has one is left alone (a replay, or a backfill that
 * ran before). `paidAt` picks the terms in force that day.
 */
export async function createSubscriptionForOrder(tx: Transaction, order: PaidOrder, paidAt: Date): Promise<number> {
	if (order.subscriptionId !== null) return order.subscriptionId
	// Orders are validated when made; a row that breaks this was written by hand.
	if (!isDaysPerWeek(order.daysPerWeek) || !isWeeks(order.weeks)) throw new Error(`Order ${order.id} has no valid plan length`)
	const rules = await rulesInForce(tx, uaeClock(paidAt).date)
	await holdClosedDates(tx)
	const closed = await closedDatesFrom(tx, order.startDate)
	const { dates, finishBy } = firstSchedule({ startDate: order.startDate, daysPerWeek: order.daysPerWeek, weeks: order.weeks }, closed, rules)
	const [subscription] = await tx
		.insert(subscriptions)
		.values({
			customerId: order.customerId,
			customerKey: order.customerKey,
			planId: order.planId,
			planVariantId: order.planVariantId,
			size: order.size,
			daysPerWeek: order.daysPerWeek,
			allergies: order.allergies,
			allergyNotes: order.allergyNotes,
			paidDays: dates.length,
			rules,
			finishBy,
			createdAt: paidAt,
			updatedAt: paidAt,
		})
		.returning({ id: subscriptions.id })
	const subscriptionId = subscription!.id
	await tx.insert(deliveries).values(
		dates.map((date) => ({
			subscriptionId,
			orderId: order.id,
			date,
			address: order.deliveryAddress,
			areaTimingId: order.areaTimingId,
			createdAt: paidAt,
			updatedAt: paidAt,
		})),
	)
	await tx.update(orders).set({ subscriptionId }).where(eq(orders.id, order.id))
	return subscriptionId
}
