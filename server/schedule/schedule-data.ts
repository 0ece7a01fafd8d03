/** The schedule's data as the rules read it: the terms in force, the closed dates, a plan's days under its lock. */
import { and, asc, eq, gte, min, sql } from 'drizzle-orm'
import type { PlanSchedule } from '../../domain/schedule/plan-days.ts'
import { type Cutoff, uaeClock } from '../../domain/delivery-schedule.ts'
import { cutoffOf, rulesInForceOn, type ScheduleRules } from '../../domain/schedule/rules.ts'
import { isDaysPerWeek } from '../../domain/plan-pricing.ts'
import type { Executor, Transaction } from '../db/client.ts'
import { scheduleRuleRows } from '../db/queries/schedule-rules.ts'
import { closedDates, deliveries, subscriptions, weeklyMenus } from '../db/schema.ts'

/** The schedule terms in force on `date` (UAE calendar day), read fresh (a payment's transaction); pages use `cachedRulesInForce`. */
export async function rulesInForce(ex: Executor, date: string): Promise<ScheduleRules> {
	return rulesInForceOn(await scheduleRuleRows(ex), date)
}

/**
 * Staff closing or opening a day take this lock exclusively (server/console/catalogue/places-data.ts);
 * a transaction that writes delivery days by the closed dates takes it shared (holdClosedDates)
 * before reading them, so it either commits before a new closed day is checked against the
 * deliveries, or reads the new day.
 */
export const CLOSED_DATES_LOCK = 7_240_011

/** Call before reading the closed dates in a transaction that schedules delivery days by them. */
export async function holdClosedDates(tx: Transaction) {
	await tx.execute(sql`select pg_advisory_xact_lock_shared(${CLOSED_DATES_LOCK})`)
}

/** The days the kitchen does not deliver, from `from` on. */
export async function closedDatesFrom(ex: Executor, from: string): Promise<string[]> {
	const rows = await ex.select({ date: closedDates.date }).from(closedDates).where(gte(closedDates.date, from)).orderBy(asc(closedDates.date))
	return rows.map((row) => row.date)
}

/**
 * The Monday of a plan's first published weekly menu, or null when it has none: no order of the
 * plan starts before it (earliestStartDate's `menuFrom`). A published week is never unpublished
 * or moved (docs/menus.md), so this only ever moves earlier, when the kitchen publishes an earlier week.
 */
export async function planMenuFrom(ex: Executor, planId: number): Promise<string | null> {
	const [row] = await ex
		.select({ weekStart: min(weeklyMenus.weekStart) })
		.from(weeklyMenus)
		.where(and(eq(weeklyMenus.planId, planId), eq(weeklyMenus.status, 'published')))
	return row?.weekStart ?? null
}

export type OrderStartTerms = { rules: ScheduleRules; cutoff: Cutoff; closedDates: string[]; menuFrom: string | null }

/**
 * What a new order's first delivery day of a plan depends on, read once per request: the cut-off
 * of the terms in force today, the closed dates from today on (decision 012: a day can be booked
 * exactly when it could be changed) and the plan's first published menu week. Pass `cutoff`,
 * `closedDates` and `menuFrom` to earliestStartDate, startDateProblem and feasibleStartDate.
 */
export async function orderStartTerms(ex: Executor, now: Date, planId: number): Promise<OrderStartTerms> {
	const today = uaeClock(now).date
	const rules = await rulesInForce(ex, today)
	return { rules, cutoff: cutoffOf(rules), closedDates: await closedDatesFrom(ex, today), menuFrom: await planMenuFrom(ex, planId) }
}

const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Whether a path's id can be a public id (a lower-case UUID): anything else is simply not found, never a database error. */
export const isPublicId = (value: string) => PUBLIC_ID.test(value)

export type SubscriptionRow = typeof subscriptions.$inferSelect
export type DeliveryRow = typeof deliveries.$inferSelect

/**
 * A customer's subscription with its row locked for the transaction (every change to a plan's
 * days takes this lock first, so two changes of one plan run one after the other), or null when
 * it is not theirs: another customer's id and an unknown id look the same.
 */
export async function lockOwnSubscription(tx: Transaction, publicId: string, customerId: number): Promise<SubscriptionRow | null> {
	if (!isPublicId(publicId)) return null
	const [row] = await tx
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.publicId, publicId), eq(subscriptions.customerId, customerId)))
		.for('update')
	return row ?? null
}

/** A plan's days in date order, and the plan as the rules in domain/schedule/ take it. */
export async function planScheduleOf(tx: Transaction, subscription: SubscriptionRow): Promise<{ rows: DeliveryRow[]; schedule: PlanSchedule }> {
	const rows = await tx.select().from(deliveries).where(eq(deliveries.subscriptionId, subscription.id)).orderBy(asc(deliveries.date), asc(deliveries.id))
	if (!isDaysPerWeek(subscription.daysPerWeek)) throw new Error(`Subscription ${subscription.id} has ${subscription.daysPerWeek} days a week`)
	return {
		rows,
		schedule: {
			status: subscription.status as PlanSchedule['status'],
			daysPerWeek: subscription.daysPerWeek,
			rules: subscription.rules,
			finishBy: subscription.finishBy,
			days: rows.map((row) => ({ id: row.id, date: row.date, state: row.state as PlanSchedule['days'][number]['state'], orderId: row.orderId })),
		},
	}
}
