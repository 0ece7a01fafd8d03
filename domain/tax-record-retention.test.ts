import { describe, expect, test } from 'vitest'
import { taxRecordsErasableBefore } from './tax-record-retention.ts'

/** Whether a record dated `recordedAt` is deleted by a run at `now`. */
const erasable = (recordedAt: string, now: string) => new Date(recordedAt) < taxRecordsErasableBefore(new Date(now))

describe('tax records of deleted accounts', () => {
	test('a record is kept five years from the latest end of its tax period, then deleted', () => {
		// Paid on 27 November 2026 (UAE): its quarter ends by 31 January 2027 at the latest.
		expect(erasable('2026-11-27T10:00:00Z', '2032-01-31T19:59:59Z')).toBe(false)
		expect(erasable('2026-11-27T10:00:00Z', '2032-01-31T20:00:00Z')).toBe(true) // 1 February 2032, 00:00 UAE
	})

	test('months are UAE months: late on the last day of a month in UTC is already the next month in Dubai', () => {
		// 31 January 2027, 21:00 UTC is 1 February, 01:00 UAE: a February record, kept a month longer.
		expect(erasable('2027-01-31T19:00:00Z', '2032-03-31T20:00:00Z')).toBe(true) // a January record: 1 April 2032
		expect(erasable('2027-01-31T21:00:00Z', '2032-03-31T20:00:00Z')).toBe(false)
		expect(erasable('2027-01-31T21:00:00Z', '2032-04-30T20:00:00Z')).toBe(true) // 1 May 2032
	})

	test('never less than five years after the record, whatever the month', () => {
		for (let month = 0; month < 12; month += 1) {
			const recordedAt = new Date(Date.UTC(2026, month, 15))
			const fiveYearsLater = new Date(Date.UTC(2031, month, 15))
			expect(recordedAt < taxRecordsErasableBefore(fiveYearsLater)).toBe(false)
			const sixYearsLater = new Date(Date.UTC(2032, month, 15))
			expect(recordedAt < taxRecordsErasableBefore(sixYearsLater)).toBe(true)
		}
	})
})
