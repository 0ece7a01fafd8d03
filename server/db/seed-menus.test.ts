import { describe, expect, test } from 'vitest'
import { PLAN_SEEDS } from '../../content/plans.ts'
import { SAMPLE_MENUS } from '../../content/sample-menus/index.ts'
import { dishCodeOf, menuCatalogueSeed } from './seed-menus.ts'

const seed = menuCatalogueSeed(SAMPLE_MENUS, PLAN_SEEDS)
const dishOf = (code: string) => seed.dishes.find((dish) => dish.code === code)

describe('the catalogue seeded from the sample menus', () => {
	test('codes are slugs of the English names', () => {
		expect(dishCodeOf('Hummus with crunchy crudités')).toBe('hummus-with-crunchy-crudites')
		expect(dishCodeOf('Apple & berry Bircher muesli')).toBe('apple-and-berry-bircher-muesli')
		for (const dish of seed.dishes) expect(dish.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
		expect(new Set(seed.dishes.map((dish) => dish.code)).size).toBe(seed.dishes.length)
	})

	test('one dish however many diets serve it, with their diets merged', () => {
		const hummus = dishOf('hummus-with-crunchy-crudites')
		expect(hummus?.dietTags).toEqual(['international', 'arabic', 'pescatarian', 'vegetarian'])
	})

	test('the same name with other figures is another recipe with its own code', () => {
		// The diabetic plan's hummus has 155 kcal, the others 170.
		expect(dishOf('hummus-with-crunchy-crudites')?.regular.kcal).toBe(170)
		expect(dishOf('hummus-with-crunchy-crudites-diabetic')).toMatchObject({ dietTags: ['diabetic'], regular: { kcal: 155 } })
	})

	test('Plus figures follow the plan’s Plus/Regular calorie ratio', () => {
		// International: Regular 1,400–1,700 kcal, Plus 1,900–2,200: 2,050 / 1,550.
		const muesli = dishOf('apple-and-berry-bircher-muesli')
		expect(muesli?.regular).toEqual({ kcal: 355, proteinG: 14, carbsG: 48, fatG: 12 })
		expect(muesli?.plus).toEqual({ kcal: Math.round((355 * 2050) / 1550), proteinG: 18.5, carbsG: 63.5, fatG: 15.9 })
	})

	test('each plan with a sample menu gets a week whose defaults are the sample days, in order', () => {
		expect(seed.menus.map((menu) => menu.planSlug)).toEqual(PLAN_SEEDS.filter((plan) => plan.sampleMenu).map((plan) => plan.slug))
		for (const menu of seed.menus) {
			const sample = SAMPLE_MENUS.find((candidate) => candidate.diet === PLAN_SEEDS.find((plan) => plan.slug === menu.planSlug)?.sampleMenu)!
			for (const day of sample.days) {
				const defaults = menu.items.filter((item) => item.weekday === day.day && item.isDefault).sort((a, b) => a.position - b.position)
				expect(defaults.map((item) => seed.dishes.find((dish) => dish.code === item.dishCode)?.sample)).toEqual(day.dishes)
			}
		}
	})

	test('two snacks of a day are two courses, each with one default', () => {
		const newMums = seed.menus.find((menu) => menu.planSlug === 'new-mums')!
		const mondaySnacks = newMums.items.filter((item) => item.weekday === 1 && item.meal === 'snack' && item.isDefault)
		expect(mondaySnacks.map((item) => item.course)).toEqual([1, 2])
	})

	test('every meal has two or three alternatives of the same meal, none already on the day', () => {
		for (const menu of seed.menus) {
			for (const item of menu.items.filter((entry) => entry.isDefault)) {
				const alternatives = menu.items.filter((entry) => !entry.isDefault && entry.weekday === item.weekday && entry.meal === item.meal && entry.course === item.course)
				expect(alternatives.length, `${menu.planSlug} ${item.weekday} ${item.meal}`).toBeGreaterThanOrEqual(2)
				expect(alternatives.length).toBeLessThanOrEqual(3)
				const dayDishes = menu.items.filter((entry) => entry.isDefault && entry.weekday === item.weekday).map((entry) => entry.dishCode)
				for (const alternative of alternatives) {
					expect(dayDishes).not.toContain(alternative.dishCode)
					expect(dishOf(alternative.dishCode)?.sample.slot).toBe(item.meal)
				}
			}
		}
	})
})
