/**
 * The schedule terms in force today, for a page's loader: the `schedule_rules` rows from their 30 s
 * cache, dropped on every instance by the catalogue's NOTIFY (server/db/queries/schedule-rules.ts),
 * so a new row changes the terms, FAQ, home and checkout pages on its first day, or within moments
 * of being added for a day already begun. A payment reads them fresh.
 */
import { uaeClock } from '../../domain/delivery-schedule.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import type { Database, Executor } from '../../server/db/client.ts'
import { cachedRulesInForce } from '../../server/db/queries/schedule-rules.ts'
import { closedDatesFrom, orderStartTerms, type OrderStartTerms } from '../../server/schedule/schedule-data.ts'
import { type ScheduleTerms, scheduleTerms } from './schedule-terms.ts'

export async function scheduleTermsInForce(db: Database, locale: LocaleCode, now: Date = new Date()): Promise<ScheduleTerms> {
	return scheduleTerms(await cachedRulesInForce(db, uaeClock(now).date), locale)
}

/** A plan's start terms for its page: the rules in force, the closed days and its first published menu (orderStartTerms). */
export function planStartTerms(db: Executor, planId: number, now: Date): Promise<OrderStartTerms> {
	return orderStartTerms(db, now, planId)
}

/** The closed days from today (UAE) on, in order: the `closed_dates` the schedule never delivers on. */
export function closedDaysAhead(db: Executor, now: Date = new Date()): Promise<string[]> {
	return closedDatesFrom(db, uaeClock(now).date)
}
