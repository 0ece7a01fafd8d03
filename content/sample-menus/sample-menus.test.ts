import { describe, expect, test } from 'vitest'
import { LOCALE_CODES } from '../../domain/locale.ts'
import { DIETS } from '../diets.ts'
import { PLAN_SEEDS } from '../plans.ts'
import { SAMPLE_MENUS } from './index.ts'
import { ALLERGENS, MEAL_SLOTS, type SampleDish, type SampleMenuSeed } from './types.ts'

const dishesOf = (menu: SampleMenuSeed) => menu.days.flatMap((day) => day.dishes.map((dish) => ({ day: day.day, dish })))
const where = (day: number, dish: SampleDish) => `day ${day}, ${dish.slot} “${dish.name.en}”`

test('there is exactly one sample menu for every diet, in the order of content/diets.ts', () => {
	expect(SAMPLE_MENUS.map((menu) => menu.diet)).toEqual(DIETS.map((diet) => diet.key))
})

test('every diet with a menu belongs to exactly one plan, which knows its meals per day', () => {
	for (const { key } of DIETS) expect(PLAN_SEEDS.filter((plan) => plan.sampleMenu === key), key).toHaveLength(1)
	const mealsPerDay = Object.fromEntries(PLAN_SEEDS.flatMap((plan) => (plan.sampleMenu ? [[plan.sampleMenu, plan.mealsPerDay]] : [])))
	// The published menus follow the plan pages: iftar, snack and suhoor in Ramadan; five meals
	// for new mums and athletes; breakfast, lunch, snack and dinner elsewhere.
	expect(mealsPerDay).toEqual({
		international: 4,
		arabic: 4,
		diabetic: 4,
		pescatarian: 4,
		vegetarian: 4,
		glutenFree: 4,
		wellness: 4,
		newMums: 5,
		athletes: 5,
		ramadan: 3,
	})
})

describe.each(SAMPLE_MENUS.map((menu) => [menu.diet, menu] as const))('the %s sample menu', (diet, menu) => {
	const plan = PLAN_SEEDS.find((candidate) => candidate.sampleMenu === diet)

	test('covers seven days, Monday (1) to Sunday (7), in order', () => {
		expect(menu.days.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7])
	})

	test('has as many dishes each day as its plan has meals', () => {
		expect(plan, `no plan shows the ${diet} menu`).toBeDefined()
		for (const day of menu.days) expect(day.dishes.length, `day ${day.day}`).toBe(plan?.mealsPerDay)
	})

	test('states calories that match its macros (4 kcal/g protein and carbs, 9 kcal/g fat) within 10 %', () => {
		for (const { day, dish } of dishesOf(menu)) {
			expect(Number.isInteger(dish.kcal) && dish.kcal > 0, `${where(day, dish)}: kcal`).toBe(true)
			for (const grams of [dish.proteinG, dish.carbsG, dish.fatG]) {
				expect(Number.isFinite(grams) && grams >= 0, `${where(day, dish)}: grams`).toBe(true)
			}
			const fromMacros = 4 * dish.proteinG + 4 * dish.carbsG + 9 * dish.fatG
			expect(Math.abs(fromMacros - dish.kcal), `${where(day, dish)}: ${dish.kcal} kcal stated, ${fromMacros} from macros`).toBeLessThanOrEqual(
				dish.kcal * 0.1,
			)
		}
	})

	test('uses only known slots and allergens, each allergen once per dish', () => {
		for (const { day, dish } of dishesOf(menu)) {
			expect(MEAL_SLOTS, where(day, dish)).toContain(dish.slot)
			for (const allergen of dish.allergens) expect(ALLERGENS, where(day, dish)).toContain(allergen)
			expect(new Set(dish.allergens).size, where(day, dish)).toBe(dish.allergens.length)
		}
	})

	test('names and describes every dish in English, Arabic and Russian', () => {
		for (const { day, dish } of dishesOf(menu)) {
			for (const locale of LOCALE_CODES) {
				expect(dish.name[locale]?.trim(), `${where(day, dish)}: ${locale} name`).toBeTruthy()
				expect(dish.description[locale]?.trim(), `${where(day, dish)}: ${locale} description`).toBeTruthy()
			}
			// An untranslated text would still be non-empty: check the script too.
			expect(dish.name['ar-ae'] + dish.description['ar-ae'], `${where(day, dish)}: Arabic`).toMatch(/[\u0600-\u06FF]/)
			expect(dish.name['ru-ae'] + dish.description['ru-ae'], `${where(day, dish)}: Russian`).toMatch(/[\u0400-\u04FF]/)
		}
	})
})

test('the gluten-free menu has no dish containing gluten', () => {
	const menu = SAMPLE_MENUS.find((candidate) => candidate.diet === 'glutenFree')
	expect(menu).toBeDefined()
	const withGluten = dishesOf(menu!).filter(({ dish }) => dish.allergens.includes('gluten'))
	expect(withGluten.map(({ day, dish }) => where(day, dish))).toEqual([])
})
