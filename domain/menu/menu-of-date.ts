/**
 * Which weekly menu feeds a date (decision 012): the plan's published menu whose week starts on
 * or before it, the latest such. A menu repeats until the kitchen publishes the next one, so a
 * customer never sees an empty day; a draft is never shown. The customer's calendar, the meal
 * choice, the sample-menu pages and the kitchen's sheet all ask this one function.
 */
import { weekdayOf } from '../delivery-schedule.ts'

export type MenuWeek = { readonly weekStart: string; readonly status: 'draft' | 'published' }

/** The menu in force on `date` (YYYY-MM-DD), or null when no published week starts on or before it. */
export function menuOfDate<Week extends MenuWeek>(weeks: readonly Week[], date: string): Week | null {
	let found: Week | null = null
	for (const week of weeks) {
		if (week.status !== 'published' || week.weekStart > date) continue
		if (!found || week.weekStart > found.weekStart) found = week
	}
	return found
}

/** The menu's weekday of a date: 1 = Monday … 7 = Sunday, as weekly_menu_items numbers them. */
export function menuWeekday(date: string): number {
	const weekday = weekdayOf(date)
	return weekday === 0 ? 7 : weekday
}
