/**
 * The sample-menu pages and `GET /client/api/v1/plans/{slug}/sample-menu` are views of the diet's
 * plan's weekly menu (decision 012): the week in force today, its defaults. (The sample_menu_*
 * tables stay for one deploy, for the release before this one; nothing here reads them.)
 */
import { asc, desc, eq } from 'drizzle-orm'
import type { DietKey } from '../../../content/diets.ts'
import type { Allergen, MealSlot } from '../../../content/sample-menus/types.ts'
import { addDays, uaeClock } from '../../../domain/delivery-schedule.ts'
import type { LocaleCode } from '../../../domain/locale.ts'
import { menuWeekday } from '../../../domain/menu/menu-of-date.ts'
import { catalogueDataCache } from '../../cache/catalogue-caches.ts'
import type { PhotoView } from '../../../domain/photo.ts'
import { readyPhotos } from '../../media/photo-queries.ts'
import { menuOptionsOnDates } from '../../menus/menu-options.ts'
import type { Database } from '../client.ts'
import { plans } from '../schema.ts'
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
	/** The dish's photo (its responsive set), or null while it has none: the card is designed for both. */
	photo: PhotoView | null
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

// Keys are diets (ten of them) × locales × databases: bounded, unlike anything from a URL. Dropped on
// every instance by the catalogue NOTIFY (a week published, a dish edited, a dish's photo ready, a plan switched off).
const sampleMenuCache = catalogueDataCache<SampleMenu | null>(30_000)

/** A diet's 7-day sample menu in one language, or null when it has none; cached for 30 s. */
export function findSampleMenu(db: Database, diet: DietKey, locale: LocaleCode): Promise<SampleMenu | null> {
	return sampleMenuCache.get(`${cacheKeyOf(db)}:${locale}:${diet}`, async () => deepFreeze(await readSampleMenu(db, diet, locale, new Date())))
}

/**
 * The menu in force today (UAE) of the diet's plan, as a week: each weekday's defaults in the
 * order of the day, with Regular figures. Every day of one week has the same
 * menu in force (weeks start on Mondays), so the current week's dates ask for exactly one menu.
 */
async function readSampleMenu(db: Database, diet: DietKey, locale: LocaleCode, now: Date): Promise<SampleMenu | null> {
	const [plan] = await db
		.select({ id: plans.id, slug: plans.slug, isActive: plans.isActive })
		.from(plans)
		.where(eq(plans.diet, diet))
		.orderBy(desc(plans.isActive), asc(plans.sortOrder))
		.limit(1)
	if (!plan) return null
	const today = uaeClock(now).date
	const monday = addDays(today, 1 - menuWeekday(today))
	const week = Array.from({ length: 7 }, (_, index) => addDays(monday, index))
	const options = await menuOptionsOnDates(db, { planId: plan.id, size: 'regular', allergies: [] }, week, locale)
	if (week.every((date) => !options.get(date))) return null
	const dishIds = [...new Set(week.flatMap((date) => (options.get(date) ?? []).map((option) => option.menuDefault.id)))]
	const photos = await readyPhotos(db, 'dish', dishIds, locale)

	const days: SampleMenuDay[] = week.map((date, index) => {
		const dishes = (options.get(date) ?? []).map(({ menuDefault: dish }) => ({
			slot: dish.meal,
			name: dish.name,
			description: dish.description,
			kcal: dish.nutrition?.kcal ?? 0,
			proteinG: dish.nutrition?.proteinG ?? 0,
			carbsG: dish.nutrition?.carbsG ?? 0,
			fatG: dish.nutrition?.fatG ?? 0,
			allergens: [...dish.allergens],
			photo: photos.get(dish.id) ?? null,
		}))
		return { day: index + 1, totals: totalsOf(dishes), dishes }
	})
	return { diet, planSlug: plan.isActive ? plan.slug : null, days }
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
