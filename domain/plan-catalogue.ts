/**
 * Shaping the catalogue's price tables for the pages that show them (the plan page, the plan
 * cards, /cheap-meal-plans/): a plan's prices as a grid, the cheapest option, the price range
 * and the kcal range. Pure and structural, so the server's query types and test fixtures both fit.
 */
import {
	DAYS_PER_WEEK_OPTIONS,
	type DaysPerWeek,
	isPlanSize,
	type PlanSize,
	WEEK_OPTIONS,
	type Weeks,
} from './plan-pricing.ts'

const PLAN_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const MAX_SLUG_LENGTH = 64

/** Whether a string can be a plan slug at all (`plans_slug_format`, and short enough for an address). */
export function isPlanSlug(value: string): boolean {
	return value.length <= MAX_SLUG_LENGTH && PLAN_SLUG.test(value)
}

/** One choice of a plan size: the catalogue's PlanPrice. */
export type PriceOption = {
	daysPerWeek: DaysPerWeek
	weeks: Weeks
	pricePerDayFils: number
	deliveryDays: number
	totalFils: number
}

export type PriceGridRow<Option extends PriceOption = PriceOption> = {
	weeks: Weeks
	/** One cell per entry of `daysPerWeek`, null where the catalogue has no price. */
	cells: (Option | null)[]
}

export type PriceGrid<Option extends PriceOption = PriceOption> = {
	/** The columns: days a week that have at least one price, fewest first. */
	daysPerWeek: DaysPerWeek[]
	/** The rows: commitments that have at least one price, shortest first. */
	rows: PriceGridRow<Option>[]
}

/**
 * A size's prices as a table: a row per commitment (weeks), a column per days a week. Weeks go
 * down and days across because four rows of three prices fit a phone, three of four do not.
 */
export function priceGrid<Option extends PriceOption>(prices: readonly Option[]): PriceGrid<Option> {
	const daysPerWeek = DAYS_PER_WEEK_OPTIONS.filter((days) => prices.some((price) => price.daysPerWeek === days))
	const weeks = WEEK_OPTIONS.filter((count) => prices.some((price) => price.weeks === count))
	return {
		daysPerWeek,
		rows: weeks.map((count) => ({
			weeks: count,
			cells: daysPerWeek.map((days) => prices.find((price) => price.daysPerWeek === days && price.weeks === count) ?? null),
		})),
	}
}

/**
 * The option with the lowest price per day; between equal daily prices the one with the smaller
 * total, since it asks for less money up front. Null without options.
 */
export function cheapestOption<Option extends PriceOption>(prices: readonly Option[]): Option | null {
	let best: Option | null = null
	for (const price of prices) {
		if (
			best === null ||
			price.pricePerDayFils < best.pricePerDayFils ||
			(price.pricePerDayFils === best.pricePerDayFils && price.totalFils < best.totalFils)
		) {
			best = price
		}
	}
	return best
}

/** The option a size's table is read at: a given number of days a week and weeks, or null. */
export function optionAt<Option extends PriceOption>(prices: readonly Option[], daysPerWeek: DaysPerWeek, weeks: Weeks): Option | null {
	return prices.find((price) => price.daysPerWeek === daysPerWeek && price.weeks === weeks) ?? null
}

/** Lowest and highest price per day over every option given (an offer's low and high price). */
export function pricePerDayRange(prices: readonly Pick<PriceOption, 'pricePerDayFils'>[]): { lowFils: number; highFils: number } | null {
	if (prices.length === 0) return null
	let lowFils = Number.POSITIVE_INFINITY
	let highFils = Number.NEGATIVE_INFINITY
	for (const { pricePerDayFils } of prices) {
		lowFils = Math.min(lowFils, pricePerDayFils)
		highFils = Math.max(highFils, pricePerDayFils)
	}
	return { lowFils, highFils }
}

/** The whole percentage `lower` saves against `higher` (15 for 100 → 85); 0 when it saves nothing. */
export function savingPercent(higherFils: number, lowerFils: number): number {
	if (higherFils <= 0 || lowerFils >= higherFils) return 0
	return Math.round(((higherFils - lowerFils) / higherFils) * 100)
}

/** The daily calories across a plan's sizes: Regular's minimum to Plus's maximum. */
export function kcalRange(variants: readonly { kcalMin: number; kcalMax: number }[]): { min: number; max: number } | null {
	if (variants.length === 0) return null
	return {
		min: Math.min(...variants.map((variant) => variant.kcalMin)),
		max: Math.max(...variants.map((variant) => variant.kcalMax)),
	}
}

/** A `?size=` value as a size: anything else, or nothing, is Regular (links outlive catalogue changes). */
export function parsePlanSize(value: string | null | undefined): PlanSize {
	return isPlanSize(value) ? value : 'regular'
}

type PricedPlan<Option extends PriceOption> = {
	slug: string
	name: string
	variants: readonly { size: PlanSize; prices: readonly Option[] }[]
}

export type PlanCheapestOption<Plan, Option extends PriceOption> = { plan: Plan; size: PlanSize; option: Option }

/**
 * Each plan's cheapest option in one size (Regular unless told), cheapest plan first; plans
 * without that size or without prices are left out. Ties keep the catalogue's order.
 */
export function cheapestOptionPerPlan<Option extends PriceOption, Plan extends PricedPlan<Option>>(
	plans: readonly Plan[],
	size: PlanSize = 'regular',
): PlanCheapestOption<Plan, Option>[] {
	const found: PlanCheapestOption<Plan, Option>[] = []
	for (const plan of plans) {
		const variant = plan.variants.find((candidate) => candidate.size === size)
		const option = variant ? cheapestOption(variant.prices) : null
		if (option) found.push({ plan, size, option })
	}
	// Array.prototype.sort is stable, so equal prices keep the catalogue's order.
	return found.sort((a, b) => a.option.pricePerDayFils - b.option.pricePerDayFils)
}
