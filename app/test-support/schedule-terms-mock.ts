/**
 * For page tests without a database: `vi.mock('../utils/schedule-terms.server.ts', () =>
 * import('../test-support/schedule-terms-mock.ts'))` gives the loaders the seeded schedule terms
 * (content/schedule-rules.ts) instead of reading the schedule_rules table, and two closed days
 * (`MOCK_CLOSED_DAYS`) instead of reading closed_dates; a plan's first menu is long in force.
 */
import { INITIAL_SCHEDULE_RULES } from '../../content/schedule-rules.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { cutoffOf } from '../../domain/schedule/rules.ts'
import type { OrderStartTerms } from '../../server/schedule/schedule-data.ts'
import { type ScheduleTerms, scheduleTerms } from '../utils/schedule-terms.ts'

export async function scheduleTermsInForce(_db: unknown, locale: LocaleCode): Promise<ScheduleTerms> {
	return scheduleTerms(INITIAL_SCHEDULE_RULES, locale)
}

/** The closed days the mocked loaders see: two days in December 2026. */
export const MOCK_CLOSED_DAYS = ['2026-12-02', '2026-12-03']

export async function closedDaysAhead(): Promise<string[]> {
	return MOCK_CLOSED_DAYS
}

let mockMenuFrom: string | null = null

/** The Monday of every plan's first published week the mocked loaders see, until set again (null: long in force). */
export function setMockMenuFrom(weekStart: string | null) {
	mockMenuFrom = weekStart
}

export async function planStartTerms(): Promise<OrderStartTerms> {
	return { rules: INITIAL_SCHEDULE_RULES, cutoff: cutoffOf(INITIAL_SCHEDULE_RULES), closedDates: MOCK_CLOSED_DAYS, menuFrom: mockMenuFrom }
}
