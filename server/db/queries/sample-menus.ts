import { and, asc, eq } from 'drizzle-orm'
import type { DietKey } from '../../../content/diets.ts'
import type { Allergen, MealSlot } from '../../../content/sample-menus/types.ts'
import type { LocaleCode } from '../../../domain/locale.ts'
import { TtlCache } from '../../cache/ttl-cache.ts'
import type { Database } from '../client.ts'
import { plans, sampleMenuDishTranslations, sampleMenuDishes, sampleMenus } from '../schema.ts'
import { cacheKeyOf, deepFreeze } from './catalogue.ts'

export type SampleMenuDish = {
	slot: MealSlot
	name: string
	description: string
	kcal: number
	proteinG: number
	carbsG: number
	fatG: number
	allergens: Allergen[]
}

export type NutritionTotals = { kcal: number; proteinG: number; carbsG: number; fatG: number }

export type SampleMenuDay = {
	/** 1 = Monday … 7 = Sunday. */
	day: number
	/** Sums of the day's dishes (grams to one decimal). */
	totals: NutritionTotals
	dishes: SampleMenuDish[]
}

export type SampleMenu = {
	diet: DietKey
	/** The active plan that shows this menu, or null. */
	planSlug: string | null
	/** Figures are per Regular portion. */
	days: SampleMenuDay[]
}

// Keys are diets (ten of them) × locales × databases: bounded, unlike anything from a URL.
const sampleMenuCache = new TtlCache<SampleMenu | null>(30_000)

/** A diet's 7-day sample menu in one language, or null when it has none; cached for 30 s. */
export function findSampleMenu(db: Database, diet: DietKey, locale: LocaleCode): Promise<SampleMenu | null> {
	return sampleMenuCache.get(`${cacheKeyOf(db)}:${locale}:${diet}`, async () => deepFreeze(await readSampleMenu(db, diet, locale)))
}

async function readSampleMenu(db: Database, diet: DietKey, locale: LocaleCode): Promise<SampleMenu | null> {
	const rows = await db
		.select({
			planSlug: plans.slug,
			day: sampleMenuDishes.day,
			slot: sampleMenuDishes.slot,
			name: sampleMenuDishTranslations.name,
			description: sampleMenuDishTranslations.description,
			kcal: sampleMenuDishes.kcal,
			proteinG: sampleMenuDishes.proteinG,
			carbsG: sampleMenuDishes.carbsG,
			fatG: sampleMenuDishes.fatG,
			allergens: sampleMenuDishes.allergens,
		})
		.from(sampleMenus)
		.innerJoin(sampleMenuDishes, eq(sampleMenuDishes.menuId, sampleMenus.id))
		.innerJoin(
			sampleMenuDishTranslations,
			and(
				eq(sampleMenuDishTranslations.menuId, sampleMenuDishes.menuId),
				eq(sampleMenuDishTranslations.day, sampleMenuDishes.day),
				eq(sampleMenuDishTranslations.position, sampleMenuDishes.position),
				eq(sampleMenuDishTranslations.locale, locale),
			),
		)
		.leftJoin(plans, and(eq(plans.id, sampleMenus.planId), eq(plans.isActive, true)))
		.where(eq(sampleMenus.diet, diet))
		.orderBy(asc(sampleMenuDishes.day), asc(sampleMenuDishes.position))
	if (rows.length === 0) return null

	const days: SampleMenuDay[] = []
	for (const { planSlug: _planSlug, day, slot, allergens, ...dish } of rows) {
		let current = days.at(-1)
		if (current?.day !== day) {
			current = { day, totals: { kcal: 0, proteinG: 0, carbsG: 0, fatG: 0 }, dishes: [] }
			days.push(current)
		}
		current.dishes.push({ slot: slot as MealSlot, ...dish, allergens: allergens as Allergen[] })
	}
	for (const day of days) day.totals = totalsOf(day.dishes)
	return { diet, planSlug: rows[0]?.planSlug ?? null, days }
}

// Grams are summed in tenths so 0.1 + 0.2 reads 0.3, not 0.30000000000000004.
const tenths = (grams: number) => Math.round(grams * 10)

function totalsOf(dishes: readonly SampleMenuDish[]): NutritionTotals {
	let kcal = 0
	let protein = 0
	let carbs = 0
	let fat = 0
	for (const dish of dishes) {
		kcal += dish.kcal
		protein += tenths(dish.proteinG)
		carbs += tenths(dish.carbsG)
		fat += tenths(dish.fatG)
	}
	return { kcal, proteinG: protein / 10, carbsG: carbs / 10, fatG: fat / 10 }
}
