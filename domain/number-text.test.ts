import { describe, expect, test } from 'vitest'
import { formatDirhams, formatNumber, formatPercent, type LocaleTag } from './number-text.ts'

const LOCALES: LocaleTag[] = ['en-GB', 'ar-AE', 'ru-AE']
// Whole numbers around every grouping boundary, halves that round both ways in binary, tiny and large values.
const VALUES = [
	0, -0, 1, 5, 9, 10, 99, 100, 999, 1000, 1001, 1450, 9999, 10_000, 99_999, 100_000, 123_456, 999_999, 1_000_000,
	1_234_567, 9_007_199_254, 0.04, 0.05, 0.15, 0.25, 0.35, 1.005, 1.45, 2.675, 12.25, 12.35, 25.66, 49.5, 99.95,
	1234.5, 1234.56, 123_456.785, -0.04, -1, -12.5, -1450.5, -99_999.99, 1e-7, 0.1 + 0.2,
]
const DIGITS = [
	{ minimumFractionDigits: 0, maximumFractionDigits: 0 },
	{ minimumFractionDigits: 0, maximumFractionDigits: 1 },
	{ minimumFractionDigits: 1, maximumFractionDigits: 1 },
	{ minimumFractionDigits: 2, maximumFractionDigits: 2 },
	{ minimumFractionDigits: 0, maximumFractionDigits: 3 },
]

describe.each(LOCALES)('%s', (localeTag) => {
	test.each(DIGITS)('formatNumber prints what Intl.NumberFormat prints, with %o', (digits) => {
		const intl = new Intl.NumberFormat(localeTag, { numberingSystem: 'latn', ...digits })
		for (const value of VALUES) expect(formatNumber(value, localeTag, digits), String(value)).toBe(intl.format(value))
	})

	test.each([0, 2])('formatDirhams prints what Intl prints for AED with %i decimals', (fractionDigits) => {
		const intl = new Intl.NumberFormat(localeTag, {
			style: 'currency',
			currency: 'AED',
			numberingSystem: 'latn',
			minimumFractionDigits: fractionDigits,
			maximumFractionDigits: fractionDigits,
		})
		for (const value of VALUES) expect(formatDirhams(value, localeTag, fractionDigits), String(value)).toBe(intl.format(value))
	})

	test('formatPercent prints what Intl prints for a whole percentage', () => {
		const intl = new Intl.NumberFormat(localeTag, { style: 'percent', numberingSystem: 'latn', maximumFractionDigits: 0 })
		for (const percent of [0, 5, 10, 15, 20, 25, 50, 100, 1000]) expect(formatPercent(percent, localeTag)).toBe(intl.format(percent / 100))
	})
})

test('the examples the site relies on', () => {
	expect(formatNumber(1450, 'en-GB')).toBe('1,450')
	expect(formatNumber(1450, 'ru-AE')).toBe('1\u00a0450')
	expect(formatNumber(25.66, 'ru-AE', { maximumFractionDigits: 1 })).toBe('25,7')
	expect(formatDirhams(49.5, 'en-GB', 2)).toBe('AED\u00a049.50')
	expect(() => formatNumber(Number.NaN, 'en-GB')).toThrow(RangeError)
	expect(() => formatPercent(-5, 'en-GB')).toThrow(RangeError)
})
