/**
 * Reads what a plan's weekly menus offer on given dates, named in one language with the figures
 * of one size: the menu in force on each date and each meal's options are domain/menu's answer
 * (menuOfDate, mealOptions); this module only fetches the rows they need, in four queries
 * whatever the number of dates, or for reads reuses them for a short time (publishedPlanMenus).
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Allergen, MealSlot } from '../../content/sample-menus/types.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { type MealOptions, type MenuDish, type MenuItem, mealOptions } from '../../domain/menu/meal-options.ts'
import { menuOfDate, menuWeekday } from '../../domain/menu/menu-of-date.ts'
import { catalogueDataCache } from '../cache/catalogue-caches.ts'
import type { Database, Executor } from '../db/client.ts'
import { cacheKeyOf } from '../db/queries/catalogue.ts'
import { dishNutrition, dishTranslations, dishes, weeklyMenuItems, weeklyMenus } from '../db/schema-menus.ts'

/** How long a plan's published menus are read from memory (publishedPlanMenus), as the sample menus and the catalogue. */
export const PLAN_MENUS_TTL_MS = 30_000

export type Nutrition = { kcal: number; proteinG: number; carbsG: number; fatG: number }

export type MenuDishView = MenuDish & {
	meal: MealSlot
	name: string
	description: string
	/** Per portion of the asked size; null if the kitchen has not given that size's figures. */
	nutrition: Nutrition | null
}

/** Whose menu, in which size, for which declared allergies (none for a visitor). */
export type MenuReader = { planId: number; size: string; allergies: readonly string[] }

/**
 * A plan's published weekly menus with their items, in one language with one size's figures:
 * everything a date's options are decided from, whoever the customer is.
 */
export type PlanMenus = {
	readonly weeks: readonly { readonly id: number; readonly weekStart: string; readonly status: 'published' }[]
	readonly itemsOf: ReadonlyMap<number, readonly MenuItem<MenuDishView>[]>
	readonly dishById: ReadonlyMap<number, MenuDishView>
}

/** Each date's meal options (null: no published menu covers the date), in `locale`. */
export async function menuOptionsOnDates(
	ex: Executor,
	reader: MenuReader,
	dates: readonly string[],
	locale: LocaleCode,
): Promise<Map<string, MealOptions<MenuDishView>[] | null>> {
	if (dates.length === 0) return new Map()
	return optionsOnDates(await readPlanMenus(ex, reader.planId, reader.size, locale, dates), dates, reader.allergies)
}

// Keys are plans × two sizes × three locales × databases: bounded, unlike anything from a URL.
const planMenusCache = catalogueDataCache<PlanMenus>(PLAN_MENUS_TTL_MS)

/**
 * Every published menu of a plan, cached for PLAN_MENUS_TTL_MS per plan, size and language: the
 * same for every customer of the plan, so the calendar of an 8-week plan does not read the menus
 * and their dishes again on each request. A week published or a dish edited shows at once on every
 * instance (each sends the catalogue NOTIFY, which drops these with the other catalogue caches).
 * For reads only: a swap checks the dish against menuOptionsOnDates on its own transaction.
 */
export function publishedPlanMenus(db: Database, planId: number, size: string, locale: LocaleCode): Promise<PlanMenus> {
	return planMenusCache.get(`${cacheKeyOf(db)}:${planId}:${size}:${locale}`, () => readPlanMenus(db, planId, size, locale))
}

/** The plan's published menus with the items of those in force on `dates` (of every one without dates), in four queries. */
async function readPlanMenus(ex: Executor, planId: number, size: string, locale: LocaleCode, dates?: readonly string[]): Promise<PlanMenus> {
	const lastDate = dates?.reduce((latest, date) => (date > latest ? date : latest))
	const weeks = await ex
		.select({ id: weeklyMenus.id, weekStart: weeklyMenus.weekStart, status: sql<'published'>`${weeklyMenus.status}` })
		.from(weeklyMenus)
		.where(and(eq(weeklyMenus.planId, planId), eq(weeklyMenus.status, 'published'), lastDate ? lte(weeklyMenus.weekStart, lastDate) : undefined))
	const menuIds = dates ? [...new Set(dates.flatMap((date) => menuOfDate(weeks, date)?.id ?? []))] : weeks.map((week) => week.id)
	const items =
		menuIds.length === 0
			? []
			: await ex
					.select({
						menuId: weeklyMenuItems.menuId,
						weekday: weeklyMenuItems.weekday,
						meal: weeklyMenuItems.meal,
						course: weeklyMenuItems.course,
						dishId: weeklyMenuItems.dishId,
						isDefault: weeklyMenuItems.isDefault,
						position: weeklyMenuItems.position,
					})
					.from(weeklyMenuItems)
					.where(inArray(weeklyMenuItems.menuId, menuIds))
	const dishById = await dishViews(ex, [...new Set(items.map((item) => item.dishId))], size, locale)
	const itemsOf = new Map<number, MenuItem<MenuDishView>[]>()
	for (const { menuId, dishId, meal, ...item } of items) {
		const dish = dishById.get(dishId)
		if (!dish) continue
		const menuItems = itemsOf.get(menuId) ?? []
		menuItems.push({ ...item, meal: meal as MealSlot, dish })
		itemsOf.set(menuId, menuItems)
	}
	return { weeks, itemsOf, dishById }
}

/** Each date's meal options from a plan's menus for a customer's allergies; one weekday of one menu is worked out once. */
export function optionsOnDates(menus: PlanMenus, dates: readonly string[], allergies: readonly string[]): Map<string, MealOptions<MenuDishView>[] | null> {
	const result = new Map<string, MealOptions<MenuDishView>[] | null>()
	const ofMenuDay = new Map<string, MealOptions<MenuDishView>[]>()
	for (const date of dates) {
		const menu = menuOfDate(menus.weeks, date)
		if (!menu) {
			result.set(date, null)
			continue
		}
		const weekday = menuWeekday(date)
		const key = `${menu.id}:${weekday}`
		let options = ofMenuDay.get(key)
		if (!options) {
			options = mealOptions(menus.itemsOf.get(menu.id) ?? [], weekday, allergies)
			ofMenuDay.set(key, options)
		}
		result.set(date, options)
	}
	return result
}

/** Dishes by id, named in `locale` (English when that translation is missing), with one size's figures. */
export async function dishViews(ex: Executor, dishIds: readonly number[], size: string, locale: LocaleCode): Promise<Map<number, MenuDishView>> {
	const views = new Map<number, MenuDishView>()
	if (dishIds.length === 0) return views
	const ids = [...dishIds]
	// One after the other: `ex` may be a transaction, whose one connection runs one query at a time.
	const rows = await ex
		.select({ id: dishes.id, code: dishes.code, meal: dishes.meal, allergens: dishes.allergens, status: dishes.status })
		.from(dishes)
		.where(inArray(dishes.id, ids))
	const names = await ex
		.select({ dishId: dishTranslations.dishId, locale: dishTranslations.locale, name: dishTranslations.name, description: dishTranslations.description })
		.from(dishTranslations)
		.where(and(inArray(dishTranslations.dishId, ids), inArray(dishTranslations.locale, [...new Set([locale, 'en'])])))
	const figures = await ex
		.select({ dishId: dishNutrition.dishId, kcal: dishNutrition.kcal, proteinG: dishNutrition.proteinG, carbsG: dishNutrition.carbsG, fatG: dishNutrition.fatG })
		.from(dishNutrition)
		.where(and(inArray(dishNutrition.dishId, ids), eq(dishNutrition.size, size)))
	const nameOf = new Map(names.map((name) => [`${name.dishId}:${name.locale}`, name]))
	const figureOf = new Map(figures.map((figure) => [figure.dishId, figure]))
	for (const row of rows) {
		const text = nameOf.get(`${row.id}:${locale}`) ?? nameOf.get(`${row.id}:en`)
		const figure = figureOf.get(row.id)
		views.set(row.id, {
			id: row.id,
			code: row.code,
			meal: row.meal as MealSlot,
			allergens: row.allergens as Allergen[],
			retired: row.status === 'retired',
			name: text?.name ?? row.code,
			description: text?.description ?? '',
			nutrition: figure ? { kcal: figure.kcal, proteinG: figure.proteinG, carbsG: figure.carbsG, fatG: figure.fatG } : null,
		})
	}
	return views
}
