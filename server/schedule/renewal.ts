/**
 * Paying a renewal order (an order with `subscription_id` set when it was made) adds its delivery
 * days to that plan, in the transaction that marks the order paid: the days after the plan's
 * last live day (domain/schedule/renewal.ts), `paid_days` raised by as many in the same
 * transaction (migration 0013's deferred check counts them at commit), and the plan's finish-by
 * date moved with its new end. The subscription's row lock orders two renewals paid at once, so
 * the second one appends after the first one's days.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import { earliestStartDate } from '../../domain/delivery-schedule.ts'
import { isDaysPerWeek, isWeeks } from '../../domain/plan-pricing.ts'
import { cutoffOf } from '../../domain/schedule/rules.ts'
import { renewalDates, renewedFinishBy } from '../../domain/schedule/renewal.ts'
import type { Executor, Transaction } from '../db/client.ts'
import { deliveries, orders, subscriptions } from '../db/schema.ts'
import { closedDatesFrom, holdClosedDates, planMenuFrom, type SubscriptionRow } from './schedule-data.ts'

/** The delivery states that hold a date (a paused or cancelled day leaves it free). */
export const LIVE_STATES = ['scheduled', 'delivered', 'failed'] as const

type RenewalOrder = Pick<typeof orders.$inferSelect, 'id' | 'subscriptionId' | 'weeks' | 'deliveryAddress' | 'areaTimingId'>

/** The last live delivery day of a plan, with where it goes: renewals continue from it. */
export async function lastLiveDelivery(db: Executor, subscriptionId: number) {
	const [row] = await db
		.select({ date: deliveries.date, address: deliveries.address, areaTimingId: deliveries.areaTimingId })
		.from(deliveries)
		.where(and(eq(deliveries.subscriptionId, subscriptionId), inArray(deliveries.state, [...LIVE_STATES])))
		.orderBy(desc(deliveries.date))
		.limit(1)
	return row ?? null
}

/**
 * The plan's last live day (where a renewal's days go on from) and the plan's latest order with
 * live days (the latest renewal, or the first order: whose contact details and add-on a renewal
 * and its reminder carry). Not the last day's own order: a day a pause added belongs to the
 * order of the day it replaced, which may be older than a renewal paid before the pause.
 */
export async function lastDayAndLatestOrder(db: Executor, subscriptionId: number) {
	const last = await lastLiveDelivery(db, subscriptionId)
	const [latest] = await db
		.select({ order: orders })
		.from(orders)
		.innerJoin(deliveries, eq(deliveries.orderId, orders.id))
		.where(and(eq(deliveries.subscriptionId, subscriptionId), inArray(deliveries.state, [...LIVE_STATES])))
		.orderBy(desc(orders.id))
		.limit(1)
	return last && latest ? { ...last, order: latest.order } : null
}

/**
 * The days a renewal of `weeks` would add if paid at `now` (the renewal step shows them; payment
 * works them out again under the plan's lock, since a pause in between moves the plan's end).
 */
export async function plannedRenewalDates(db: Executor, subscription: SubscriptionRow, weeks: number, now: Date): Promise<string[]> {
	if (!isDaysPerWeek(subscription.daysPerWeek) || !isWeeks(weeks)) throw new Error(`Subscription ${subscription.id} cannot be renewed for ${weeks} weeks`)
	const last = await lastLiveDelivery(db, subscription.id)
	// As a new order of the plan: never before its first published menu (a renewed plan's days follow its
	// own, which began on or after that week; this holds it for a plan with no live day left too).
	const earliestStart = earliestStartDate(now, subscription.daysPerWeek, [], cutoffOf(subscription.rules), await planMenuFrom(db, subscription.planId))
	// Every new day is on or after the earliest start.
	const closed = await closedDatesFrom(db, earliestStart)
	return renewalDates({ lastLiveDate: last?.date ?? null, earliestStart, daysPerWeek: subscription.daysPerWeek, weeks, closedDates: closed })
}

/**
 * In the transaction that marks `order` paid (server/payments/service/settle-paid.ts, which holds
 * the order's row, so a second answer for it never gets here): appends its days to its plan.
 * A plan cancelled while its renewal was being paid runs again with the days just paid for.
 */
export async function appendRenewalDays(tx: Transaction, order: RenewalOrder, now: Date): Promise<{ subscriptionId: number; dates: string[] }> {
	if (order.subscriptionId === null) throw new Error(`Order ${order.id} renews no plan`)
	const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, order.subscriptionId)).for('update')
	if (!subscription) throw new Error(`Order ${order.id} renews a plan that does not exist`)
	await holdClosedDates(tx)
	const dates = await plannedRenewalDates(tx, subscription, order.weeks, now)
	await tx.insert(deliveries).values(
		dates.map((date) => ({
			subscriptionId: subscription.id,
			orderId: order.id,
			date,
			address: order.deliveryAddress,
			areaTimingId: order.areaTimingId,
		})),
	)
	await tx
		.update(subscriptions)
		.set({
			paidDays: subscription.paidDays + dates.length,
			finishBy: renewedFinishBy(subscription.finishBy, dates, subscription.rules.finishWithinDays),
			status: 'active',
			updatedAt: now,
		})
		.where(eq(subscriptions.id, subscription.id))
	// The order's start date is the first day it really pays for (the invoice and e-mails show it).
	if (dates[0]) await tx.update(orders).set({ startDate: dates[0] }).where(eq(orders.id, order.id))
	return { subscriptionId: subscription.id, dates }
}
