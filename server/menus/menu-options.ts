/**
 * Reads what a plan's weekly menus offer on given dates, named in one language with the figures
 * of one size: the menu in force on each date and each meal's options are domain/menu's answer
 * (menuOfDate, mealOptions); this module only fetches the rows they need, in four queries
 * whatever the number of dates.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Allergen, MealSlot } from '../../content/sample-menus/types.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { type MealOptions, type MenuDish, type MenuItem, mealOptions } from '../../domain/menu/meal-options.ts'
import { menuOfDate, menuWeekday } from '../../domain/menu/menu-of-date.ts'
import type { Executor } from '../db/client.ts'
import { dishNutrition, dishTranslations, dishes, weeklyMenuItems, weeklyMenus } from '../db/schema-menus.ts'

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

/** Each date's meal options (null: no published menu covers the date), in `locale`. */
export async function menuOptionsOnDates(
	ex: Executor,
	reader: MenuReader,
	dates: readonly string[],
	locale: LocaleCode,
): Promise<Map<string, MealOptions<MenuDishView>[] | null>> {
	const result = new Map<string, MealOptions<MenuDishView>[] | null>()
	if (dates.length === 0) return result
	const lastDate = dates.reduce((latest, date) => (date > latest ? date : latest))
	const weeks = await ex
		.select({ id: weeklyMenus.id, weekStart: weeklyMenus.weekStart, status: sql<'published'>`${weeklyMenus.status}` })
		.from(weeklyMenus)
		.where(and(eq(weeklyMenus.planId, reader.planId), eq(weeklyMenus.status, 'published'), lte(weeklyMenus.weekStart, lastDate)))
	const menuIds = [...new Set(dates.flatMap((date) => menuOfDate(weeks, date)?.id ?? []))]
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
	const dishById = await dishViews(ex, [...new Set(items.map((item) => item.dishId))], reader.size, locale)

	const itemsOf = new Map<number, MenuItem<MenuDishView>[]>()
	for (const { menuId, dishId, meal, ...item } of items) {
		const dish = dishById.get(dishId)
		if (dish) itemsOf.set(menuId, [...(itemsOf.get(menuId) ?? []), { ...item, meal: meal as MealSlot, dish }])
	}
	for (const date of dates) {
		const menu = menuOfDate(weeks, date)
		result.set(date, menu ? mealOptions(itemsOf.get(menu.id) ?? [], menuWeekday(date), reader.allergies) : null)
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
