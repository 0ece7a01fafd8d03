/**
 * The schedule terms (content/schedule-rules.ts) go into `schedule_rules` once, while the table
 * is empty: after that they are data that staff change by adding a row from a date, and a start
 * never overwrites them (a paid plan keeps the row it was sold under anyway).
 */
import { INITIAL_SCHEDULE_RULES } from '../../content/schedule-rules.ts'
import { scheduleRules } from './schema-subscriptions.ts'
import type { Transaction } from './seed-helpers.ts'

/** In force from before the first order could be placed. */
const FIRST_EFFECTIVE_DATE = '2026-01-01'

export async function seedScheduleRules(tx: Transaction) {
	const [existing] = await tx.select({ id: scheduleRules.id }).from(scheduleRules).limit(1)
	if (existing) return
	await tx.insert(scheduleRules).values({ effectiveFrom: FIRST_EFFECTIVE_DATE, ...INITIAL_SCHEDULE_RULES })
}
