/**
 * The terms a plan is run under once paid: how much notice a change needs, how many days may be
 * frozen, by when the plan must be finished and what a cancellation refunds. They are data
 * (the `schedule_rules` table, seeded from content/schedule-rules.ts); a subscription keeps a
 * copy of the row it was sold under, so a later change of terms never changes a paid plan.
 * The terms and FAQ pages render these numbers; no page types them out.
 */
import type { Cutoff } from '../delivery-schedule.ts'

export type ScheduleRules = {
	/**
	 * The one cut-off (decision 012): a day can still be changed exactly when an order placed
	 * now could start on it. Before `cutoffHour` (UAE time) that is `daysAheadBefore` days
	 * ahead, after it `daysAheadAfter`; the same numbers decide the earliest start date.
	 */
	cutoffHour: number
	daysAheadBefore: number
	daysAheadAfter: number
	/** Delivery days a plan may have frozen in total (each frozen day moves to the end). */
	maxFrozenDays: number
	/** Every day must be delivered within this many days after the plan's first planned last day. */
	finishWithinDays: number
	/** Share of the refundable amount kept on cancellation, in percent (0: none). */
	cancellationFeePercent: number
}

/** The cut-off part of the rules, as domain/delivery-schedule.ts's start-date functions take it. */
export const cutoffOf = (rules: ScheduleRules): Cutoff => ({ hour: rules.cutoffHour, daysAheadBefore: rules.daysAheadBefore, daysAheadAfter: rules.daysAheadAfter })

export const SCHEDULE_RULE_LIMITS = {
	cutoffHour: { min: 0, max: 23 },
	daysAhead: { min: 1, max: 14 },
	maxFrozenDays: { min: 0, max: 120 },
	finishWithinDays: { min: 0, max: 365 },
	cancellationFeePercent: { min: 0, max: 100 },
} as const

/** A `schedule_rules` row: the terms and the UAE calendar day from which they are in force. */
export type DatedScheduleRules = ScheduleRules & { effectiveFrom: string }

/**
 * The terms in force on `date` (UAE calendar day): those of the latest row effective on or before
 * it, as the six numbers alone (a paid plan keeps exactly these). The seed writes the first row, so
 * none in force means the database was not seeded.
 */
export function rulesInForceOn(rows: readonly DatedScheduleRules[], date: string): ScheduleRules {
	let latest: DatedScheduleRules | undefined
	for (const row of rows) if (row.effectiveFrom <= date && (!latest || row.effectiveFrom > latest.effectiveFrom)) latest = row
	if (!latest) throw new Error(`No schedule rules in force on ${date}`)
	const { cutoffHour, daysAheadBefore, daysAheadAfter, maxFrozenDays, finishWithinDays, cancellationFeePercent } = latest
	return { cutoffHour, daysAheadBefore, daysAheadAfter, maxFrozenDays, finishWithinDays, cancellationFeePercent }
}
