/**
 * The month view of a calendar: a month's dates as weeks of seven that start on Monday (as the
 * UAE week is shown), with empty cells before the 1st and after the last day. Dates are
 * YYYY-MM-DD calendar days, months YYYY-MM; all in UTC so no time zone shifts them.
 */
import { addDays, weekdayOf } from '../../domain/delivery-schedule.ts'

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

export const isMonth = (value: unknown): value is string => typeof value === 'string' && MONTH.test(value)

export const monthOf = (isoDate: string) => isoDate.slice(0, 7)

/** The month after (+1) or before (−1) `month`. */
export function shiftMonth(month: string, by: number): string {
	const [year, number] = month.split('-').map(Number) as [number, number]
	const date = new Date(Date.UTC(year, number - 1 + by, 1))
	return date.toISOString().slice(0, 7)
}

/** Every month from the one of `from` to the one of `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
	const months: string[] = []
	for (let month = monthOf(from); month <= monthOf(to) && months.length < 120; month = shiftMonth(month, 1)) months.push(month)
	return months
}

/** The weeks of `month`, Monday first; null where a cell belongs to another month. */
export function monthGrid(month: string): Array<Array<string | null>> {
	const first = `${month}-01`
	const leading = (weekdayOf(first) + 6) % 7
	const cells: Array<string | null> = Array.from({ length: leading }, () => null)
	for (let day = first; monthOf(day) === month; day = addDays(day, 1)) cells.push(day)
	while (cells.length % 7 !== 0) cells.push(null)
	const weeks: Array<Array<string | null>> = []
	for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7))
	return weeks
}
