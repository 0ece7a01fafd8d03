/**
 * What a delivery day can bring, meal by meal: the menu's default and its alternatives, minus
 * every dish holding an allergen the customer declared — those are listed apart with the
 * allergens that rule them out, so the page can say why a dish is not offered. When the default
 * itself is ruled out, the day brings the first safe alternative instead. The same answer decides
 * what the customer may choose (meal-choice.ts) and what the calendar shows for a day nobody chose.
 */
import type { Allergen, MealSlot } from '../../content/sample-menus/types.ts'

/**
 * What these rules need to know of a dish; callers pass richer objects (names, figures) through.
 * A retired dish (the kitchen no longer makes it) is never offered as an alternative; as a
 * default it stays until staff replace it, so a day is never left without its meal.
 */
export type MenuDish = { readonly id: number; readonly code: string; readonly allergens: readonly Allergen[]; readonly retired?: boolean }

/** One dish a weekly menu offers for one meal of one weekday. */
export type MenuItem<Dish extends MenuDish> = {
	readonly weekday: number
	readonly meal: MealSlot
	/** 1, or 2 for the day's second meal of the same kind (a second snack). */
	readonly course: number
	readonly isDefault: boolean
	readonly position: number
	readonly dish: Dish
}

/** A meal of the day: which kind, and which one of that kind. */
export type MealCourse = { readonly meal: MealSlot; readonly course: number }

export type ExcludedDish<Dish extends MenuDish> = {
	readonly dish: Dish
	readonly reason: 'declared-allergen'
	/** The customer's declared allergens the dish holds. */
	readonly allergens: readonly Allergen[]
}

export type MealOptions<Dish extends MenuDish> = MealCourse & {
	/** The menu's default for this meal. */
	readonly menuDefault: Dish
	/** What the day brings unless someone chooses: the default, or the first offered dish when the default is ruled out; null when none is safe. */
	readonly standard: Dish | null
	/** Null, or why `standard` is not the menu's default: it was replaced, or nothing of this meal is safe (the kitchen must be told). */
	readonly notice: null | 'default-replaced' | 'no-safe-dish'
	/** What the customer may choose, default first, then the alternatives in menu order. */
	readonly offered: readonly Dish[]
	readonly excluded: readonly ExcludedDish<Dish>[]
}

/** The declared allergens a dish holds (none: it is safe for this customer). */
export function declaredAllergensIn(dish: MenuDish, allergies: readonly string[]): Allergen[] {
	return dish.allergens.filter((allergen) => allergies.includes(allergen))
}

/**
 * The options of every meal of `weekday` in a weekly menu's items, in the order the day is
 * eaten (the defaults' positions). A meal without a default is skipped: a menu being edited is
 * never half-shown.
 */
export function mealOptions<Dish extends MenuDish>(
	items: readonly MenuItem<Dish>[],
	weekday: number,
	allergies: readonly string[],
): MealOptions<Dish>[] {
	const byMeal = new Map<string, MenuItem<Dish>[]>()
	for (const item of items) {
		if (item.weekday !== weekday) continue
		const key = `${item.meal}:${item.course}`
		byMeal.set(key, [...(byMeal.get(key) ?? []), item])
	}
	const meals: Array<MealOptions<Dish> & { position: number }> = []
	for (const group of byMeal.values()) {
		const defaultItem = group.find((item) => item.isDefault)
		if (!defaultItem) continue
		const alternatives = group.filter((item) => !item.isDefault && !item.dish.retired).sort((a, b) => a.position - b.position)
		const ordered = [defaultItem, ...alternatives]
		const offered: Dish[] = []
		const excluded: ExcludedDish<Dish>[] = []
		for (const { dish } of ordered) {
			const allergens = declaredAllergensIn(dish, allergies)
			if (allergens.length === 0) offered.push(dish)
			else excluded.push({ dish, reason: 'declared-allergen', allergens })
		}
		const standard = offered[0] ?? null
		meals.push({
			meal: defaultItem.meal,
			course: defaultItem.course,
			menuDefault: defaultItem.dish,
			standard,
			notice: standard === null ? 'no-safe-dish' : standard === defaultItem.dish ? null : 'default-replaced',
			offered,
			excluded,
			position: defaultItem.position,
		})
	}
	return meals.sort((a, b) => a.position - b.position || a.course - b.course).map(({ position: _position, ...meal }) => meal)
}

export type DayMeal<Dish extends MenuDish> = MealCourse & {
	readonly dish: Dish | null
	/** Who decided it: a stored choice (customer, staff, or the defaults fixed at the kitchen's cut-off), or the menu as it stands. */
	readonly chosenBy: 'customer' | 'staff' | 'default' | 'menu'
}

export type StoredMeal<Dish extends MenuDish> = MealCourse & { readonly dish: Dish; readonly chosenBy: 'customer' | 'staff' | 'default' }

/**
 * What a delivery day brings: its stored meals (delivery_meals rows) where there are some,
 * else each meal's standard dish. A stored meal wins even if the menu changed after it was
 * chosen: it is what the kitchen cooks.
 */
export function mealsOfDay<Dish extends MenuDish>(options: readonly MealOptions<Dish>[], stored: readonly StoredMeal<Dish>[]): DayMeal<Dish>[] {
	const storedOf = (meal: MealCourse) => stored.find((row) => row.meal === meal.meal && row.course === meal.course)
	const fromMenu: DayMeal<Dish>[] = options.map((option) => {
		const row = storedOf(option)
		return row ? { ...sameMeal(row), dish: row.dish, chosenBy: row.chosenBy } : { ...sameMeal(option), dish: option.standard, chosenBy: 'menu' }
	})
	const offMenu = stored.filter((row) => !options.some((option) => option.meal === row.meal && option.course === row.course))
	return [...fromMenu, ...offMenu.map((row) => ({ ...sameMeal(row), dish: row.dish, chosenBy: row.chosenBy }))]
}

const sameMeal = ({ meal, course }: MealCourse): MealCourse => ({ meal, course })
