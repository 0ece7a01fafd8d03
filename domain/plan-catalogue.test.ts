import { describe, expect, test } from 'vitest'
import {
	cheapestOption,
	cheapestOptionPerPlan,
	kcalRange,
	optionAt,
	parsePlanSize,
	type PriceOption,
	priceGrid,
	pricePerDayRange,
	savingPercent,
} from './plan-catalogue.ts'
import { deliveryDays, planPriceTable } from './plan-pricing.ts'

/** A size's options as the catalogue query returns them, from a list price in dirhams. */
function options(listPriceAed: number): PriceOption[] {
	return planPriceTable(listPriceAed * 100).map((row) => {
		const days = deliveryDays(row.daysPerWeek, row.weeks)
		return { ...row, deliveryDays: days, totalFils: row.pricePerDayFils * days }
	})
}

describe('priceGrid', () => {
	test('puts weeks down and days a week across, each cell the matching option', () => {
		const grid = priceGrid(options(125))
		expect(grid.daysPerWeek).toEqual([5, 6, 7])
		expect(grid.rows.map((row) => row.weeks)).toEqual([1, 2, 4, 8])
		// International Regular: 125 list; 7 days × 8 weeks is 21 % off, rounded to whole dirhams.
		expect(grid.rows[0]?.cells.map((cell) => cell?.pricePerDayFils)).toEqual([12_500, 12_100, 11_800])
		expect(grid.rows[3]?.cells[2]).toMatchObject({ daysPerWeek: 7, weeks: 8, pricePerDayFils: 9_900, deliveryDays: 56, totalFils: 554_400 })
	})

	test('keeps only the rows and columns that have prices, with gaps as null', () => {
		const some = options(100).filter((price) => price.weeks !== 2 && !(price.daysPerWeek === 6 && price.weeks === 4))
		const grid = priceGrid(some.filter((price) => price.daysPerWeek !== 5))
		expect(grid.daysPerWeek).toEqual([6, 7])
		expect(grid.rows.map((row) => row.weeks)).toEqual([1, 4, 8])
		expect(grid.rows[1]?.cells[0]).toBeNull()
		expect(priceGrid([])).toEqual({ daysPerWeek: [], rows: [] })
	})
})

describe('cheapestOption', () => {
	test('is the lowest price per day: 7 days a week for 8 weeks under the pricing rules', () => {
		expect(cheapestOption(options(115))).toMatchObject({ daysPerWeek: 7, weeks: 8, pricePerDayFils: 9_100 })
		expect(cheapestOption([])).toBeNull()
	})

	test('between equal daily prices, the smaller total wins', () => {
		const short = { daysPerWeek: 5, weeks: 1, pricePerDayFils: 9_000, deliveryDays: 5, totalFils: 45_000 } as const
		const long = { daysPerWeek: 7, weeks: 8, pricePerDayFils: 9_000, deliveryDays: 56, totalFils: 504_000 } as const
		expect(cheapestOption([long, short])).toBe(short)
	})
})

test('optionAt finds one choice or null', () => {
	expect(optionAt(options(100), 6, 4)?.pricePerDayFils).toBe(8_700)
	expect(optionAt(options(100).slice(0, 3), 7, 8)).toBeNull()
})

test('pricePerDayRange spans every option, and is null without any', () => {
	expect(pricePerDayRange([...options(125), ...options(155)])).toEqual({ lowFils: 9_900, highFils: 15_500 })
	expect(pricePerDayRange([])).toBeNull()
})

test('savingPercent rounds to whole percent and never goes negative', () => {
	expect(savingPercent(11_500, 10_800)).toBe(6)
	expect(savingPercent(11_500, 9_100)).toBe(21)
	expect(savingPercent(10_000, 10_000)).toBe(0)
	expect(savingPercent(10_000, 12_000)).toBe(0)
	expect(savingPercent(0, 0)).toBe(0)
})

test('kcalRange goes from the smallest minimum to the largest maximum', () => {
	expect(
		kcalRange([
			{ kcalMin: 1_400, kcalMax: 1_700 },
			{ kcalMin: 1_900, kcalMax: 2_200 },
		]),
	).toEqual({ min: 1_400, max: 2_200 })
	expect(kcalRange([])).toBeNull()
})

test('parsePlanSize takes regular or plus, and anything else as regular', () => {
	expect(parsePlanSize('plus')).toBe('plus')
	expect(parsePlanSize('regular')).toBe('regular')
	for (const value of ['PLUS', 'large', '', null, undefined]) expect(parsePlanSize(value)).toBe('regular')
})

describe('cheapestOptionPerPlan', () => {
	const plan = (slug: string, regularAed: number | null, plusAed: number) => ({
		slug,
		name: slug,
		variants: [
			...(regularAed === null ? [] : [{ size: 'regular' as const, prices: options(regularAed) }]),
			{ size: 'plus' as const, prices: options(plusAed) },
		],
	})

	test('lists each plan once at its lowest price in the size, cheapest first, ties in catalogue order', () => {
		const plans = [plan('international', 125, 155), plan('wellness', 115, 140), plan('arabic', 125, 155)]
		const found = cheapestOptionPerPlan(plans)
		expect(found.map((entry) => [entry.plan.slug, entry.option.pricePerDayFils])).toEqual([
			['wellness', 9_100],
			['international', 9_900],
			['arabic', 9_900],
		])
		expect(found.every((entry) => entry.size === 'regular')).toBe(true)
		expect(cheapestOptionPerPlan(plans, 'plus')[0]).toMatchObject({ size: 'plus', option: { pricePerDayFils: 11_100 } })
	})

	test('leaves out plans without the size', () => {
		expect(cheapestOptionPerPlan([plan('plus-only', null, 150)]).length).toBe(0)
	})
})
