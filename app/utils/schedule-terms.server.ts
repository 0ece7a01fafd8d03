/**
 * The schedule terms in force today, for a page's loader: the `schedule_rules` rows from their 30 s
 * cache, dropped on every instance by the catalogue's NOTIFY (server/db/queries/schedule-rules.ts),
 * so a new row changes the terms, FAQ, home and checkout pages on its first day, or within moments
 * of being added for a day already begun. A payment reads them fresh.
 */
import { uaeClock } from '../../domain/delivery-schedule.ts'
import { keptWhileSame } from '../../domain/kept-while-same.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { cutoffOf } from '../../domain/schedule/rules.ts'
import { cachedPlanMenuFrom } from '../../server/catalogue/plan-page-data.ts'
import type { Database } from '../../server/db/client.ts'
import { cachedClosedDatesFrom } from '../../server/db/queries/closed-dates.ts'
import { cachedRulesInForce } from '../../server/db/queries/schedule-rules.ts'
import type { OrderStartTerms } from '../../server/schedule/schedule-data.ts'
import { type ScheduleTerms, scheduleTerms } from './schedule-terms.ts'

const keptTerms = keptWhileSame<ScheduleTerms>()

/** The terms' texts in `locale`: the same object while the rules in force are (cachedRulesInForce), so a page can keep what it fills in with them. */
export async function scheduleTermsInForce(db: Database, locale: LocaleCode, now: Date = new Date()): Promise<ScheduleTerms> {
	const rules = await cachedRulesInForce(db, uaeClock(now).date)
	return keptTerms(locale, [rules], () => scheduleTerms(rules, locale))
}

/**
 * A plan's start terms for its page, all from caches the catalogue NOTIFY drops on every instance:
 * the rules in force, the closed days and its first published menu, so an uncached render of the
 * page sends no statement for them. The customise step and a payment read them fresh (orderStartTerms).
 */
export async function planStartTerms(db: Database, planId: number, now: Date): Promise<OrderStartTerms> {
	const today = uaeClock(now).date
	const [rules, closedDates, menuFrom] = await Promise.all([cachedRulesInForce(db, today), cachedClosedDatesFrom(db, today), cachedPlanMenuFrom(db, planId)])
	return { rules, cutoff: cutoffOf(rules), closedDates, menuFrom }
}

/** The closed days from today (UAE) on, in order: the `closed_dates` the schedule never delivers on. */
export function closedDaysAhead(db: Database, now: Date = new Date()): Promise<string[]> {
	return cachedClosedDatesFrom(db, uaeClock(now).date)
}
