/**
 * When the weekly meal-choice reminder goes out: on the day before a Monday's cut-off, so the
 * customer has a full day to swap dishes for the coming week before its first day closes. With
 * the seeded rules (changes close at 12:00 two days before a day) Monday closes on Saturday at
 * noon and the reminder goes on Friday. The reminder is about the week from that Monday.
 */
import { addDays, type Cutoff, uaeClock } from '../delivery-schedule.ts'
import { menuWeekday } from './menu-of-date.ts'

/** The Monday whose week the reminder sent on `now`'s UAE day is about, or null on any other day. */
export function mealReminderWeek(now: Date, cutoff: Cutoff): string | null {
	const monday = addDays(uaeClock(now).date, cutoff.daysAheadBefore + 1)
	return menuWeekday(monday) === 1 ? monday : null
}

/** The UAE day on which changes to `date` close (at `cutoff.hour`). */
export function cutoffDayOf(date: string, cutoff: Cutoff): string {
	return addDays(date, -cutoff.daysAheadBefore)
}
