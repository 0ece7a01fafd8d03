/**
 * A paid plan's delivery days as the schedule rules see them: the states a day can be in, the
 * days an order's payment creates, and the date by which every day must have been delivered.
 */
import { addDays, deliveryDates } from '../delivery-schedule.ts'
import type { DaysPerWeek, Weeks } from '../plan-pricing.ts'
import type { ScheduleRules } from './rules.ts'

/**
 * scheduled: food will come; frozen: paused, its replacement was added at the end; delivered and
 * failed: the driver's outcome; cancelled: given up with a cancellation (its money is refunded).
 */
export const DELIVERY_STATES = ['scheduled', 'frozen', 'delivered', 'failed', 'cancelled'] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

/**
 * One delivery day of a plan, as the rules need it. `orderId`: the order that paid for the day
 * (a renewal's days are its own order's); days read without it count as one order's.
 */
export type ScheduleDay = { readonly id: number; readonly date: string; readonly state: DeliveryState; readonly orderId?: number }

/** A plan's days and the terms they run under. */
export type PlanSchedule = {
	readonly status: 'active' | 'finished' | 'cancelled'
	readonly daysPerWeek: DaysPerWeek
	readonly rules: ScheduleRules
	/** No day may be moved past this date (plan-days.ts firstSchedule). */
	readonly finishBy: string
	readonly days: readonly ScheduleDay[]
}

/**
 * The days a paid order delivers on, from its start date on the plan's weekdays (closed dates
 * skipped, so a holiday moves a day to the end), and the date by which the plan must be finished:
 * the last of those days plus `rules.finishWithinDays`.
 */
export function firstSchedule(
	order: { startDate: string; daysPerWeek: DaysPerWeek; weeks: Weeks },
	closedDates: readonly string[],
	rules: ScheduleRules,
): { dates: string[]; finishBy: string } {
	const dates = deliveryDates(order.startDate, order.daysPerWeek, order.weeks, closedDates)
	return { dates, finishBy: addDays(dates.at(-1) ?? order.startDate, rules.finishWithinDays) }
}
