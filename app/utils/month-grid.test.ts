import { expect, test } from 'vitest'
import { isMonth, monthGrid, monthsBetween, shiftMonth } from './month-grid.ts'

test('weeks start on Monday: December 2026 begins on a Tuesday and ends on a Thursday', () => {
	const weeks = monthGrid('2026-12')
	expect(weeks).toHaveLength(5)
	expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'])
	expect(weeks[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null])
	expect(weeks.every((week) => week.length === 7)).toBe(true)
})

test('a month that starts on Monday has no empty first cell; February 2027 fills exactly four weeks', () => {
	expect(monthGrid('2027-02')).toHaveLength(4)
	expect(monthGrid('2027-02')[0]![0]).toBe('2027-02-01')
	// November 2026 starts on a Sunday: six empty cells first.
	expect(monthGrid('2026-11')[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
})

test('months between two dates, across a year; shifting and checking months', () => {
	expect(monthsBetween('2026-11-30', '2027-02-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02'])
	expect(monthsBetween('2026-12-03', '2026-12-20')).toEqual(['2026-12'])
	expect(shiftMonth('2026-12', 1)).toBe('2027-01')
	expect(shiftMonth('2027-01', -1)).toBe('2026-12')
	expect(isMonth('2026-12')).toBe(true)
	expect(isMonth('2026-13')).toBe(false)
	expect(isMonth('2026-1')).toBe(false)
})
