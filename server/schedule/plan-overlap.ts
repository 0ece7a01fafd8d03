/**
 * A new plan bought while another is running (issue 17 item 1): the server works out which of
 * the new order's delivery days a running plan of the same customer already delivers on, so the
 * payment step can offer to renew that plan instead, or say plainly that two deliveries will
 * arrive on those days. The same customer is the order's account, or its e-mail (normalised,
 * like the code limits): a customer who checks out without logging in is still told.
 */
import { and, asc, eq, gte, inArray, lte, or } from 'drizzle-orm'
import { deliveryDates, feasibleStartDate } from '../../domain/delivery-schedule.ts'
import { isDaysPerWeek, isWeeks } from '../../domain/plan-pricing.ts'
import { overlappingDates, renewalProblem } from '../../domain/schedule/renewal.ts'
import type { Executor } from '../db/client.ts'
import { deliveries, type orders, plans, subscriptions } from '../db/schema.ts'
import { LIVE_STATES } from './renewal.ts'
import { orderStartTerms } from './schedule-data.ts'

export type PlanOverlap = {
	/**
	 * The running plan with the most days in common; `renewable` false when staff withdrew its plan
	 * from sale (renewalProblem's 'withdrawn', read fresh): renewing it instead is then no choice.
	 */
	subscription: { publicId: string; customerId: number | null; planSlug: string; renewable: boolean }
	/** The new order's days on which that plan delivers too. */
	dates: string[]
}

type NewOrder = Pick<typeof orders.$inferSelect, 'subscriptionId' | 'customerId' | 'customerKey' | 'planId' | 'startDate' | 'daysPerWeek' | 'weeks'>

/** The running plan this not yet paid order would overlap, or null (none, or the order is itself a renewal). */
export async function overlapWithRunningPlan(db: Executor, order: NewOrder, now: Date): Promise<PlanOverlap | null> {
	if (order.subscriptionId !== null || !isDaysPerWeek(order.daysPerWeek) || !isWeeks(order.weeks)) return null
	const owners = [
		...(order.customerId !== null ? [eq(subscriptions.customerId, order.customerId)] : []),
		...(order.customerKey !== null ? [eq(subscriptions.customerKey, order.customerKey)] : []),
	]
	if (owners.length === 0) return null
	// As the payment step and the payment itself: a start date that has come too close moves to the earliest possible.
	const { closedDates, cutoff, menuFrom } = await orderStartTerms(db, now, order.planId)
	const start = feasibleStartDate(order.startDate, now, order.daysPerWeek, closedDates, cutoff, menuFrom)
	const dates = deliveryDates(start, order.daysPerWeek, order.weeks, closedDates)
	const first = dates[0]
	const last = dates.at(-1)
	if (!first || !last) return null
	const rows = await db
		.select({ publicId: subscriptions.publicId, customerId: subscriptions.customerId, planSlug: plans.slug, status: subscriptions.status, isActive: plans.isActive, date: deliveries.date })
		.from(deliveries)
		.innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
		.innerJoin(plans, eq(plans.id, subscriptions.planId))
		.where(
			and(
				or(...owners),
				eq(subscriptions.status, 'active'),
				inArray(deliveries.state, [...LIVE_STATES]),
				gte(deliveries.date, first),
				lte(deliveries.date, last),
			),
		)
		.orderBy(asc(deliveries.date))
	let best: PlanOverlap | null = null
	for (const publicId of new Set(rows.map((row) => row.publicId))) {
		const own = rows.filter((row) => row.publicId === publicId)
		const common = overlappingDates(dates, own.map((row) => row.date))
		const { customerId, planSlug, status, isActive } = own[0]!
		const renewable = renewalProblem({ status }, { isActive }) === null
		if (common.length > 0 && (!best || common.length > best.dates.length)) best = { subscription: { publicId, customerId, planSlug, renewable }, dates: common }
	}
	return best
}
