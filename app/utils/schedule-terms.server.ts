/**
 * The schedule terms in force today, for a page's loader: the `schedule_rules` row read at request
 * time (server/schedule/schedule-data.ts), so a new row changes the terms, FAQ, plan and checkout
 * pages on the next request.
 */
import { uaeClock } from '../../domain/delivery-schedule.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import type { Executor } from '../../server/db/client.ts'
import { closedDatesFrom, orderStartTerms, type OrderStartTerms, rulesInForce } from '../../server/schedule/schedule-data.ts'
import { type ScheduleTerms, scheduleTerms } from './schedule-terms.ts'

export async function scheduleTermsInForce(db: Executor, locale: LocaleCode, now: Date = new Date()): Promise<ScheduleTerms> {
	return scheduleTerms(await rulesInForce(db, uaeClock(now).date), locale)
}

/** A plan's start terms for its page: the rules in force, the closed days and its first published menu (orderStartTerms). */
export function planStartTerms(db: Executor, planId: number, now: Date): Promise<OrderStartTerms> {
	return orderStartTerms(db, now, planId)
}

/** The closed days from today (UAE) on, in order: the `closed_dates` the schedule never delivers on. */
export function closedDaysAhead(db: Executor, now: Date = new Date()): Promise<string[]> {
	return closedDatesFrom(db, uaeClock(now).date)
}
