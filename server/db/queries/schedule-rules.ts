/**
 * The `schedule_rules` table as the pages and the schedule read it: every row (a handful, one per
 * change of terms), the row in force on a day picked in-process (`rulesInForceOn`). A payment
 * reads the rows fresh in its transaction (server/schedule/schedule-data.ts's `rulesInForce`);
 * the pages that print the terms read them from a 30 s cache of the catalogue's kind, so an
 * uncached render of the home page, FAQ, terms or checkout sends no statement for them.
 */
import { type DatedScheduleRules, rulesInForceOn, type ScheduleRules } from '../../../domain/schedule/rules.ts'
import { keptWhileSame } from '../../../domain/kept-while-same.ts'
import { catalogueDataCache } from '../../cache/catalogue-caches.ts'
import type { Database, Executor } from '../client.ts'
import { scheduleRules } from '../schema.ts'
import { cacheKeyOf, deepFreeze } from './catalogue.ts'

/** Every row of the terms with the day it takes effect, in no particular order. */
export function scheduleRuleRows(ex: Executor): Promise<DatedScheduleRules[]> {
	return ex
		.select({
			effectiveFrom: scheduleRules.effectiveFrom,
			cutoffHour: scheduleRules.cutoffHour,
			daysAheadBefore: scheduleRules.daysAheadBefore,
			daysAheadAfter: scheduleRules.daysAheadAfter,
			maxFrozenDays: scheduleRules.maxFrozenDays,
			finishWithinDays: scheduleRules.finishWithinDays,
			cancellationFeePercent: scheduleRules.cancellationFeePercent,
		})
		.from(scheduleRules)
}

// One entry per database. All rows are kept, not the row of one day, so a row added for a later
// day takes over at midnight (UAE) without waiting for the cache. A row added by hand for today or
// earlier shows within 30 s, or at once on every instance when its transaction also runs
// `select pg_notify('catalogue_changed', '')` (docs/subscriptions.md).
const ruleRowsCache = catalogueDataCache<readonly DatedScheduleRules[]>(30_000)

const rulesPicked = keptWhileSame<ScheduleRules>()

/**
 * The terms in force on `date` (UAE calendar day) for a page, from the cache: the same frozen
 * object while the cached rows and the day are the same, so what a page derives from them can be
 * kept as long (app/routes/home.tsx).
 */
export async function cachedRulesInForce(db: Database, date: string): Promise<ScheduleRules> {
	const key = String(cacheKeyOf(db))
	const rows = await ruleRowsCache.get(`${key}:schedule-rules`, async () => deepFreeze(await scheduleRuleRows(db)))
	return rulesPicked(key, [rows, date], () => Object.freeze(rulesInForceOn(rows, date)))
}
