import { expect, test } from 'vitest'
import { filsToTabbyAmount, tabbyAmountToFils } from './amount.ts'

test('fils become a decimal AED string with two decimals', () => {
	expect(filsToTabbyAmount(123450)).toBe('1234.50')
	expect(filsToTabbyAmount(100)).toBe('1.00')
	expect(filsToTabbyAmount(5)).toBe('0.05')
	expect(filsToTabbyAmount(0)).toBe('0.00')
	// Where floating point would print 0.30000000000000004.
	expect(filsToTabbyAmount(10 + 20)).toBe('0.30')
	expect(filsToTabbyAmount(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91')
})

test('only whole, non-negative fils are amounts', () => {
	expect(() => filsToTabbyAmount(10.5)).toThrow(RangeError)
	expect(() => filsToTabbyAmount(-1)).toThrow(RangeError)
	expect(() => filsToTabbyAmount(Number.NaN)).toThrow(RangeError)
})

test('decimal AED strings become fils exactly', () => {
	expect(tabbyAmountToFils('1234.50')).toBe(123450)
	expect(tabbyAmountToFils('1234.5')).toBe(123450)
	expect(tabbyAmountToFils('100')).toBe(10000)
	expect(tabbyAmountToFils('0.07')).toBe(7)
	expect(tabbyAmountToFils('4.35')).toBe(435) // 4.35 * 100 is 434.99999999999994 in floating point
	expect(tabbyAmountToFils('10.500')).toBe(1050)
	expect(tabbyAmountToFils('0012.00')).toBe(1200)
})

test('anything else is not an amount', () => {
	for (const amount of ['', '1.', '.5', '-1.00', '1.005', '1,000.00', '1e3', ' 1.00', 'AED 1', '0x10', '99999999999999999.00']) {
		expect(tabbyAmountToFils(amount), amount).toBeNull()
	}
})

test('both directions agree', () => {
	for (const fils of [0, 1, 9, 10, 99, 100, 101, 49999, 500000, 123456789]) {
		expect(tabbyAmountToFils(filsToTabbyAmount(fils))).toBe(fils)
	}
})
