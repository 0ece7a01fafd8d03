/**
 * The `closed_dates` table as the pages read it (the terms page's list, a plan page's first
 * delivery day): every row (a few a year) kept like the catalogue, 30 s and dropped on every
 * instance by its NOTIFY, which the console's places section sends when it closes or opens a day.
 * The days from a date on are picked in-process. A transaction that schedules delivery days reads
 * them fresh under their lock (server/schedule/schedule-data.ts, `closedDatesFrom`).
 */
import { asc } from 'drizzle-orm'
import { catalogueDataCache } from '../../cache/catalogue-caches.ts'
import type { Database } from '../client.ts'
import { closedDates } from '../schema.ts'
import { cacheKeyOf, deepFreeze } from './catalogue.ts'

// One entry per database: all rows, so the days ahead are right however the date moves on.
const closedDatesCache = catalogueDataCache<readonly string[]>(30_000)

/** The closed days from `from` (a UAE calendar day) on, in order, from the cache. */
export async function cachedClosedDatesFrom(db: Database, from: string): Promise<string[]> {
	const all = await closedDatesCache.get(`${cacheKeyOf(db)}:closed-dates`, async () => {
		const rows = await db.select({ date: closedDates.date }).from(closedDates).orderBy(asc(closedDates.date))
		return deepFreeze(rows.map((row) => row.date))
	})
	return all.filter((date) => date >= from)
}
