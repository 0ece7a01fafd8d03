/**
 * The schedule terms the database is seeded with once (domain/schedule/rules.ts says what each
 * means). Chosen against the complaints in the UAE market — rigid freezes, plans expiring
 * unused, charges after a cut-off nobody saw: the notice is the same two days a new order needs,
 * up to 30 delivery days can be frozen in as many pieces as the customer likes, a plan may run
 * 60 days past its planned end, and cancelling refunds every day that can still be cancelled
 * with no fee.
 */
import { ORDER_CUTOFF } from '../domain/delivery-schedule.ts'
import type { ScheduleRules } from '../domain/schedule/rules.ts'

export const INITIAL_SCHEDULE_RULES: ScheduleRules = {
	cutoffHour: ORDER_CUTOFF.hour,
	daysAheadBefore: ORDER_CUTOFF.daysAheadBefore,
	daysAheadAfter: ORDER_CUTOFF.daysAheadAfter,
	maxFrozenDays: 30,
	finishWithinDays: 60,
	cancellationFeePercent: 0,
}
