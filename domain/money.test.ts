import { describe, expect, test } from 'vitest'
import { formatAed } from './money.ts'

// Intl separates the amount and the currency with a no-break space, and Arabic
// wraps the text in right-to-left marks; the expected strings spell them out.
const NBSP = '\u00a0'
const RLM = '\u200f'

describe('formatAed', () => {
	test('English puts the currency code first, with a grouped amount and two decimals', () => {
		expect(formatAed(123450, 'en-GB')).toBe(`AED${NBSP}1,234.50`)
		expect(formatAed(4900, 'en-GB')).toBe(`AED${NBSP}49.00`)
	})

	test('Arabic uses Latin digits and the Arabic dirham sign after the amount', () => {
		expect(formatAed(123450, 'ar-AE')).toBe(`${RLM}1,234.50${NBSP}د.إ.${RLM}`)
		expect(formatAed(4900, 'ar-AE', { minimumFractionDigits: 0 })).toBe(`${RLM}49${NBSP}د.إ.${RLM}`)
	})

	test('Russian groups with no-break spaces, uses a decimal comma and the code last', () => {
		expect(formatAed(123450, 'ru-AE')).toBe(`1${NBSP}234,50${NBSP}AED`)
		expect(formatAed(4900, 'ru-AE', { minimumFractionDigits: 0 })).toBe(`49${NBSP}AED`)
	})

	test('minimumFractionDigits 0 drops the fils of whole amounts only', () => {
		expect(formatAed(4900, 'en-GB', { minimumFractionDigits: 0 })).toBe(`AED${NBSP}49`)
		expect(formatAed(4950, 'en-GB', { minimumFractionDigits: 0 })).toBe(`AED${NBSP}49.50`)
		expect(formatAed(5, 'en-GB', { minimumFractionDigits: 0 })).toBe(`AED${NBSP}0.05`)
	})

	test('zero has no sign and negative amounts (refunds, discounts) have one', () => {
		expect(formatAed(0, 'en-GB')).toBe(`AED${NBSP}0.00`)
		expect(formatAed(-0, 'en-GB')).toBe(`AED${NBSP}0.00`)
		expect(formatAed(-2500, 'en-GB')).toBe(`-AED${NBSP}25.00`)
	})

	test('rejects amounts that are not whole fils', () => {
		expect(() => formatAed(49.5, 'en-GB')).toThrow(RangeError)
		expect(() => formatAed(Number.NaN, 'en-GB')).toThrow(/whole fils/)
		expect(() => formatAed(Number.POSITIVE_INFINITY, 'en-GB')).toThrow(RangeError)
		expect(() => formatAed(2 ** 60, 'en-GB')).toThrow(RangeError)
	})
})
