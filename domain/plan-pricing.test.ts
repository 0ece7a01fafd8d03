import { describe, expect, test } from 'vitest'
import {
	DAYS_PER_WEEK_OPTIONS,
	type DaysPerWeek,
	DEFAULT_ORDER_CHOICE,
	deliveryDays,
	isDaysPerWeek,
	isPlanSize,
	isWeeks,
	lowestPricePerDayFils,
	planPriceTable,
	planTotalFils,
	pricePerDayFils,
	WEEK_OPTIONS,
	type Weeks,
} from './plan-pricing.ts'

describe('pricePerDayFils', () => {
	test('the list price is what 5 days a week for 1 week costs', () => {
		expect(pricePerDayFils(12_500, 5, 1)).toBe(12_500)
	})

	test('more days a week and more weeks each take a fixed percentage off, and the two add up', () => {
		// AED 125: 6 days −3 % = 121.25 → 121; 8 weeks −15 % = 106.25 → 106; both −18 % = 102.50 → 103.
		expect(pricePerDayFils(12_500, 6, 1)).toBe(12_100)
		expect(pricePerDayFils(12_500, 5, 8)).toBe(10_600)
		expect(pricePerDayFils(12_500, 6, 8)).toBe(10_300)
		// 7 days for 8 weeks is the deepest discount, 21 %: 98.75 → 99.
		expect(pricePerDayFils(12_500, 7, 8)).toBe(9_900)
	})

	test('rounds to whole dirhams, half up', () => {
		// AED 150 × 0.97 = 145.50 → 146; AED 149 × 0.97 = 144.53 → 145; AED 110 × 0.95 = 104.50 → 105.
		expect(pricePerDayFils(15_000, 6, 1)).toBe(14_600)
		expect(pricePerDayFils(14_900, 6, 1)).toBe(14_500)
		expect(pricePerDayFils(11_000, 5, 2)).toBe(10_500)
		// A list price with fils still gives whole dirhams: AED 99.99 × 0.85 = 84.99 → 85.
		expect(pricePerDayFils(9_999, 5, 8)).toBe(8_500)
	})

	test('refuses amounts that are not positive whole fils, and choices the catalogue does not offer', () => {
		expect(() => pricePerDayFils(0, 5, 1)).toThrow(RangeError)
		expect(() => pricePerDayFils(-100, 5, 1)).toThrow(RangeError)
		expect(() => pricePerDayFils(125.5, 5, 1)).toThrow(RangeError)
		expect(() => pricePerDayFils(12_500, 4 as DaysPerWeek, 1)).toThrow(/5, 6 or 7/)
		expect(() => pricePerDayFils(12_500, 5, 3 as Weeks)).toThrow(/1, 2, 4 or 8/)
	})
})

describe('planPriceTable', () => {
	test('has one row for every days-per-week and weeks choice (3 × 4)', () => {
		const table = planPriceTable(13_900)
		expect(table).toHaveLength(12)
		expect(table.map((row) => `${row.daysPerWeek}×${row.weeks}`)).toEqual([
			'5×1', '5×2', '5×4', '5×8',
			'6×1', '6×2', '6×4', '6×8',
			'7×1', '7×2', '7×4', '7×8',
		])
	})

	// Every list price the catalogue could plausibly use, AED 50–250.
	const listPrices = Array.from({ length: 201 }, (_, index) => (50 + index) * 100)

	test('longer commitments and more days a week never cost more per day, and always cost less', () => {
		for (const listPrice of listPrices) {
			for (const daysPerWeek of DAYS_PER_WEEK_OPTIONS) {
				const byWeeks = WEEK_OPTIONS.map((weeks) => pricePerDayFils(listPrice, daysPerWeek, weeks))
				for (let index = 1; index < byWeeks.length; index++) expect(byWeeks[index]).toBeLessThan(byWeeks[index - 1]!)
			}
			for (const weeks of WEEK_OPTIONS) {
				const byDays = DAYS_PER_WEEK_OPTIONS.map((daysPerWeek) => pricePerDayFils(listPrice, daysPerWeek, weeks))
				for (let index = 1; index < byDays.length; index++) expect(byDays[index]).toBeLessThan(byDays[index - 1]!)
			}
		}
	})

	test('every price is a positive whole number of dirhams, at most 21 % below the list price', () => {
		for (const listPrice of listPrices) {
			for (const row of planPriceTable(listPrice)) {
				expect(Number.isSafeInteger(row.pricePerDayFils)).toBe(true)
				expect(row.pricePerDayFils % 100).toBe(0)
				expect(row.pricePerDayFils).toBeGreaterThan(0)
				expect(row.pricePerDayFils).toBeLessThanOrEqual(listPrice + 50)
				expect(row.pricePerDayFils).toBeGreaterThanOrEqual(Math.floor(listPrice * 0.79) - 50)
			}
		}
	})
})

describe('totals and the "from" price', () => {
	test('the spec default, 6 days for 8 weeks, is 48 delivery days', () => {
		expect(deliveryDays(DEFAULT_ORDER_CHOICE.daysPerWeek, DEFAULT_ORDER_CHOICE.weeks)).toBe(48)
		expect(deliveryDays(5, 1)).toBe(5)
		expect(deliveryDays(7, 4)).toBe(28)
	})

	test('a total is the price per day times the delivery days', () => {
		expect(planTotalFils({ daysPerWeek: 6, weeks: 8, pricePerDayFils: 10_300 })).toBe(494_400)
	})

	test('the lowest price per day is the 7-day, 8-week one, and an empty table has none', () => {
		const table = planPriceTable(12_500)
		expect(lowestPricePerDayFils(table)).toBe(pricePerDayFils(12_500, 7, 8))
		expect(lowestPricePerDayFils([])).toBeNull()
	})
})

test('guards recognise exactly the offered choices', () => {
	expect(isPlanSize('regular')).toBe(true)
	expect(isPlanSize('plus')).toBe(true)
	expect(isPlanSize('large')).toBe(false)
	expect([4, 5, 6, 7, 8].filter(isDaysPerWeek)).toEqual([5, 6, 7])
	expect([0, 1, 2, 3, 4, 8, 12].filter(isWeeks)).toEqual([1, 2, 4, 8])
	expect(isWeeks('8')).toBe(false)
})
