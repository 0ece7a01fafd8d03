/**
 * The date a kitchen or dispatch page is about: `?date=YYYY-MM-DD`, else tomorrow in the UAE
 * (the day both teams prepare for). A value that is no date falls back to tomorrow and says so.
 */
import { addDays, isIsoDate, uaeClock } from '../../domain/delivery-schedule.ts'

export function operationsDate(query: string | undefined, now: Date): { date: string; problem: boolean; today: string; tomorrow: string } {
	const today = uaeClock(now).date
	const tomorrow = addDays(today, 1)
	if (query === undefined || query === '') return { date: tomorrow, problem: false, today, tomorrow }
	return isIsoDate(query) ? { date: query, problem: false, today, tomorrow } : { date: tomorrow, problem: true, today, tomorrow }
}
