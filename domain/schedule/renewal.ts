/**
 * Renewing a running plan (issue 17, glossary "renew"): the customer buys more weeks of the same
 * plan, size and days a week at today's price; once paid, the new delivery days follow the
 * plan's last live day on its weekdays, skipping closed dates, never earlier than an order paid
 * now could start. Pure arithmetic: server/schedule/renewal.ts writes the days.
 */
import { addDays, deliveryDaysAfter } from '../delivery-schedule.ts'
import type { DaysPerWeek, Weeks } from '../plan-pricing.ts'

/** Days before a plan's last delivery day that the renewal reminder e-mail goes out (docs/subscriptions.md). */
export const RENEWAL_REMINDER_DAYS_BEFORE = 5

export type RenewalDaysInput = {
	/** The plan's last live (scheduled, delivered or failed) delivery day; null when it has none. */
	lastLiveDate: string | null
	/** The earliest day an order paid now could start on (earliestStartDate with the plan's cut-off). */
	earliestStart: string
	daysPerWeek: DaysPerWeek
	weeks: Weeks
	closedDates?: readonly string[]
}

/**
 * The delivery days a renewal adds: days per week × weeks days after the last live day, or from
 * the earliest possible start when the plan ends sooner than the kitchen can cook for it.
 */
export function renewalDates({ lastLiveDate, earliestStart, daysPerWeek, weeks, closedDates = [] }: RenewalDaysInput): string[] {
	const dayBeforeEarliest = addDays(earliestStart, -1)
	const after = lastLiveDate !== null && lastLiveDate > dayBeforeEarliest ? lastLiveDate : dayBeforeEarliest
	return deliveryDaysAfter(after, daysPerWeek, daysPerWeek * weeks, closedDates)
}

/**
 * The plan's finish-by date after a renewal: the renewal's own last day gets the same grace
 * (`finishWithinDays`) as the first order's, and it never moves earlier.
 */
export function renewedFinishBy(finishBy: string, renewalDays: readonly string[], finishWithinDays: number): string {
	const last = renewalDays.at(-1)
	if (last === undefined) return finishBy
	const candidate = addDays(last, finishWithinDays)
	return candidate > finishBy ? candidate : finishBy
}

/**
 * Why a plan cannot be renewed: it was cancelled or has finished ('not-running'), or staff
 * withdrew its plan from sale ('withdrawn': its running plans are delivered to their end, but
 * no new weeks are sold; docs/console.md "Withdrawing a plan from sale").
 */
export type RenewalProblem = 'not-running' | 'withdrawn'

export function renewalProblem(subscription: { status: string }, plan: { isActive: boolean }): RenewalProblem | null {
	if (subscription.status !== 'active') return 'not-running'
	return plan.isActive ? null : 'withdrawn'
}

/**
 * Whether the renewal reminder is due at `today` for a plan ending on `lastLiveDate`: from
 * RENEWAL_REMINDER_DAYS_BEFORE days before its last day until that day, once per end date.
 */
export function renewalReminderDue(lastLiveDate: string, today: string, remindedFor: string | null): boolean {
	if (remindedFor === lastLiveDate) return false
	return today <= lastLiveDate && addDays(today, RENEWAL_REMINDER_DAYS_BEFORE) >= lastLiveDate
}

/** The days of a new order that fall on a live day of a running plan: two deliveries would arrive on each. */
export function overlappingDates(orderDates: readonly string[], liveDates: readonly string[]): string[] {
	const live = new Set(liveDates)
	return orderDates.filter((date) => live.has(date))
}
