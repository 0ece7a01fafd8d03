import { describe, expect, test } from 'vitest'
import { type DatedScheduleRules, rulesInForceOn } from './rules.ts'

const terms = (effectiveFrom: string, cutoffHour: number): DatedScheduleRules => ({
	effectiveFrom,
	cutoffHour,
	daysAheadBefore: 2,
	daysAheadAfter: 3,
	maxFrozenDays: 30,
	finishWithinDays: 60,
	cancellationFeePercent: 0,
})

describe('rulesInForceOn', () => {
	// Out of order on purpose: the rows come from the table in no particular order.
	const rows = [terms('2026-12-01', 10), terms('2026-01-01', 12), terms('2027-03-01', 9)]

	test('the latest row effective on or before the day, from its first day on', () => {
		expect(rulesInForceOn(rows, '2026-11-30').cutoffHour).toBe(12)
		expect(rulesInForceOn(rows, '2026-12-01').cutoffHour).toBe(10)
		expect(rulesInForceOn(rows, '2027-02-28').cutoffHour).toBe(10)
		expect(rulesInForceOn(rows, '2027-03-01').cutoffHour).toBe(9)
	})

	test('the six numbers alone, as a paid plan keeps them', () => {
		expect(rulesInForceOn(rows, '2026-06-01')).toEqual({
			cutoffHour: 12,
			daysAheadBefore: 2,
			daysAheadAfter: 3,
			maxFrozenDays: 30,
			finishWithinDays: 60,
			cancellationFeePercent: 0,
		})
	})

	test('no row in force (an unseeded database) is an error', () => {
		expect(() => rulesInForceOn(rows, '2025-12-31')).toThrow('No schedule rules in force on 2025-12-31')
		expect(() => rulesInForceOn([], '2026-06-01')).toThrow()
	})
})
