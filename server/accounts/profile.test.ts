import { describe, expect, test } from 'vitest'
import { readBirthDate } from './profile.ts'

describe('date of birth', () => {
	test('takes a real date that makes the customer 13 to 120 years old', () => {
		expect(readBirthDate('1990-04-30', '2026-06-01')).toBe('1990-04-30')
		expect(readBirthDate(' 2013-06-01 ', '2026-06-01')).toBe('2013-06-01')
		expect(readBirthDate('1906-06-02', '2026-06-01')).toBe('1906-06-02')
	})

	test('counts birthdays to the day', () => {
		expect(readBirthDate('2013-06-02', '2026-06-01')).toBeNull()
		expect(readBirthDate('1906-06-01', '2026-06-01')).toBe('1906-06-01')
		expect(readBirthDate('1905-06-01', '2026-06-01')).toBeNull()
		// Born on 29 February: 13 on 1 March of a common year, not on 28 February.
		expect(readBirthDate('2012-02-29', '2025-02-28')).toBeNull()
		expect(readBirthDate('2012-02-29', '2025-03-01')).toBe('2012-02-29')
	})

	test('refuses what is not a calendar date', () => {
		for (const text of ['1990-02-30', '30/04/1990', '1990-4-30', '', 'yesterday']) expect(readBirthDate(text, '2026-06-01'), text).toBeNull()
	})
})
