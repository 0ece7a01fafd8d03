/**
 * How a plan's price per day follows from its list price: the catalogue's
 * written-down pricing rules. The seed builds every plan's price table with
 * them, and checkout will price orders with the same table, so the two can
 * never disagree.
 *
 * All amounts are integer fils (AED × 100) and VAT-inclusive (5 % contained).
 */

/** Regular, and Plus: the same dishes in bigger portions (about 400–600 kcal more a day). */
export const PLAN_SIZES = ['regular', 'plus'] as const
export type PlanSize = (typeof PLAN_SIZES)[number]

export const DAYS_PER_WEEK_OPTIONS = [5, 6, 7] as const
export type DaysPerWeek = (typeof DAYS_PER_WEEK_OPTIONS)[number]

export const WEEK_OPTIONS = [1, 2, 4, 8] as const
export type Weeks = (typeof WEEK_OPTIONS)[number]

/** What a new order draft starts with (spec §3: Regular, 6 days a week, 8 weeks). */
export const DEFAULT_ORDER_CHOICE = { size: 'regular', daysPerWeek: 6, weeks: 8 } as const satisfies {
	size: PlanSize
	daysPerWeek: DaysPerWeek
	weeks: Weeks
}

/**
 * Percent off the list price for cooking more days of each week: the kitchen
 * and the driver plan a steadier route, so a 7-day plan costs less per day.
 */
export const DAYS_PER_WEEK_DISCOUNT_PERCENT: Readonly<Record<DaysPerWeek, number>> = { 5: 0, 6: 3, 7: 6 }

/** Percent off the list price for committing to more weeks at once. */
export const WEEKS_DISCOUNT_PERCENT: Readonly<Record<Weeks, number>> = { 1: 0, 2: 5, 4: 10, 8: 15 }

const FILS_PER_DIRHAM = 100

export type PlanPriceRow = {
	daysPerWeek: DaysPerWeek
	weeks: Weeks
	/** VAT-inclusive price of one delivery day, in whole dirhams (a multiple of 100 fils). */
	pricePerDayFils: number
}

export function isPlanSize(value: unknown): value is PlanSize {
	return typeof value === 'string' && (PLAN_SIZES as readonly string[]).includes(value)
}

export function isDaysPerWeek(value: unknown): value is DaysPerWeek {
	return typeof value === 'number' && (DAYS_PER_WEEK_OPTIONS as readonly number[]).includes(value)
}

export function isWeeks(value: unknown): value is Weeks {
	return typeof value === 'number' && (WEEK_OPTIONS as readonly number[]).includes(value)
}

/**
 * The two discounts add up (7 days a week for 8 weeks is 6 % + 15 % = 21 % off), which is how
 * the offer is explained to customers; the result is rounded to whole dirhams, half up, so the
 * site never shows a price per day with fils.
 *
 * `listPricePerDayFils` is the price of one day on the shortest commitment (5 days, 1 week).
 */
export function pricePerDayFils(listPricePerDayFils: number, daysPerWeek: DaysPerWeek, weeks: Weeks): number {
	if (!Number.isSafeInteger(listPricePerDayFils) || listPricePerDayFils <= 0) {
		throw new RangeError(`A list price is a positive whole number of fils; got ${listPricePerDayFils}`)
	}
	if (!isDaysPerWeek(daysPerWeek)) throw new RangeError(`Plans run 5, 6 or 7 days a week; got ${daysPerWeek}`)
	if (!isWeeks(weeks)) throw new RangeError(`Plans run 1, 2, 4 or 8 weeks; got ${weeks}`)
	const percentPaid = 100 - DAYS_PER_WEEK_DISCOUNT_PERCENT[daysPerWeek] - WEEKS_DISCOUNT_PERCENT[weeks]
	// Integer arithmetic: fils × percent is exact, and the half-up rounding to dirhams is too.
	const hundredthsOfFils = listPricePerDayFils * percentPaid
	const unit = FILS_PER_DIRHAM * 100
	return Math.floor((hundredthsOfFils + unit / 2) / unit) * FILS_PER_DIRHAM
}

/** Every combination a customer can choose, shortest and fewest days first. */
export function planPriceTable(listPricePerDayFils: number): PlanPriceRow[] {
	return DAYS_PER_WEEK_OPTIONS.flatMap((daysPerWeek) =>
		WEEK_OPTIONS.map((weeks) => ({ daysPerWeek, weeks, pricePerDayFils: pricePerDayFils(listPricePerDayFils, daysPerWeek, weeks) })),
	)
}

/** Delivery days of an order: 6 days a week for 8 weeks is 48 (spec §3's default). */
export function deliveryDays(daysPerWeek: DaysPerWeek, weeks: Weeks): number {
	return daysPerWeek * weeks
}

/** The VAT-inclusive food total of an order, before discounts, add-ons and the bag deposit. */
export function planTotalFils(row: PlanPriceRow): number {
	return row.pricePerDayFils * deliveryDays(row.daysPerWeek, row.weeks)
}

/** The "from AED … per day" figure: the cheapest day in any of the tables. */
export function lowestPricePerDayFils(rows: ReadonlyArray<Pick<PlanPriceRow, 'pricePerDayFils'>>): number | null {
	let lowest: number | null = null
	for (const row of rows) if (lowest === null || row.pricePerDayFils < lowest) lowest = row.pricePerDayFils
	return lowest
}
