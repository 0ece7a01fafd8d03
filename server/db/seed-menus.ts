/**
 * The kitchen's catalogue starts from the sample menus (content/sample-menus/): written once,
 * while `dishes` is empty, and never again — after that dishes and menus are data that staff
 * edit (decision 012: seed once, never overwrite), so a start can never undo an edit.
 *
 * - Dishes: one per distinct dish, its code the slug of the English name. A name used in
 *   several diets with the same figures, texts and allergens is one dish with the diets merged in
 *   its tags; the same name with other figures or allergens is another recipe and gets its own
 *   code (`…-<plan>`), because the kitchen and an allergic customer must tell them apart.
 * - Figures: the file's are per Regular portion; the Plus portion is scaled by the plan's
 *   Plus/Regular calorie ratio (the middles of the two sizes' ranges), and stored, so Plus is data.
 * - Menus: each plan with a diet gets a first published weekly menu whose defaults are the sample
 *   days' dishes, in their order, and whose alternatives for each meal are up to three dishes of
 *   the same meal from the diet's following days.
 */
import { sql } from 'drizzle-orm'
import type { DietKey } from '../../content/diets.ts'
import { PLAN_SEEDS, type PlanSeed } from '../../content/plans.ts'
import { SAMPLE_MENUS } from '../../content/sample-menus/index.ts'
import type { SampleDish, SampleMenuSeed } from '../../content/sample-menus/types.ts'
import { LOCALE_CODES } from '../../domain/locale.ts'
import { dishNutrition, dishTranslations, dishes, weeklyMenuItems, weeklyMenus } from './schema-menus.ts'
import type { Transaction } from './seed-helpers.ts'

/** A Monday before the first order could be delivered: the first menus are in force from the start. */
export const FIRST_MENU_WEEK = '2026-01-05'
const ALTERNATIVES_PER_MEAL = 3

type Figures = { kcal: number; proteinG: number; carbsG: number; fatG: number }

export type DishSeed = {
	code: string
	sample: SampleDish
	dietTags: DietKey[]
	regular: Figures
	plus: Figures
}

export type MenuItemSeed = { weekday: number; meal: SampleDish['slot']; course: number; dishCode: string; isDefault: boolean; position: number }

export type MenuCatalogueSeed = { dishes: DishSeed[]; menus: Array<{ planSlug: string; items: MenuItemSeed[] }> }

/** "Hummus with crunchy crudités" → "hummus-with-crunchy-crudites". */
export function dishCodeOf(englishName: string): string {
	return englishName
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/&/g, ' and ')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
}

const middle = (range: { kcalMin: number; kcalMax: number }) => (range.kcalMin + range.kcalMax) / 2
const oneDecimal = (value: number) => Math.round(value * 10) / 10

/** The dishes and first menus the sample menus give (pure: the seed writes what this returns). */
export function menuCatalogueSeed(sampleMenus: readonly SampleMenuSeed[], planSeeds: readonly PlanSeed[]): MenuCatalogueSeed {
	const byCode = new Map<string, DishSeed>()
	const byContent = new Map<string, DishSeed>()
	const menus: MenuCatalogueSeed['menus'] = []
	for (const plan of planSeeds) {
		const menu = sampleMenus.find((candidate) => candidate.diet === plan.sampleMenu)
		if (!menu) continue
		const plusRatio = middle(plan.variants.plus) / middle(plan.variants.regular)

		const codeOf = (sample: SampleDish): string => {
			const content = JSON.stringify(sample)
			const known = byContent.get(content)
			if (known) {
				if (!known.dietTags.includes(menu.diet)) known.dietTags.push(menu.diet)
				return known.code
			}
			const base = dishCodeOf(sample.name.en)
			let code = byCode.has(base) ? `${base}-${plan.slug}` : base
			for (let suffix = 2; byCode.has(code); suffix += 1) code = `${base}-${plan.slug}-${suffix}`
			const { kcal, proteinG, carbsG, fatG } = sample
			const dish: DishSeed = {
				code,
				sample,
				dietTags: [menu.diet],
				regular: { kcal, proteinG, carbsG, fatG },
				plus: { kcal: Math.round(kcal * plusRatio), proteinG: oneDecimal(proteinG * plusRatio), carbsG: oneDecimal(carbsG * plusRatio), fatG: oneDecimal(fatG * plusRatio) },
			}
			byCode.set(code, dish)
			byContent.set(content, dish)
			return code
		}

		// Each day's dishes with their meal's course: the second snack of a day is course 2.
		const days = menu.days.map((day) =>
			day.dishes.map((sample, index) => ({
				sample,
				code: codeOf(sample),
				course: day.dishes.slice(0, index).filter((earlier) => earlier.slot === sample.slot).length + 1,
			})),
		)
		const items: MenuItemSeed[] = []
		days.forEach((defaults, dayIndex) => {
			const weekday = dayIndex + 1
			defaults.forEach(({ sample, code, course }, position) => {
				items.push({ weekday, meal: sample.slot, course, dishCode: code, isDefault: true, position })
				const taken = new Set(defaults.filter((other) => other.sample.slot === sample.slot).map((other) => other.code))
				const alternatives: string[] = []
				for (let step = 1; step < days.length && alternatives.length < ALTERNATIVES_PER_MEAL; step += 1) {
					const sameMeal = (days[(dayIndex + step) % days.length] ?? []).filter((other) => other.sample.slot === sample.slot)
					// The same course of that day if it has one (a second snack for a second snack), else its first.
					const candidate = sameMeal.find((other) => other.course === course) ?? sameMeal[0]
					if (candidate && !taken.has(candidate.code) && !alternatives.includes(candidate.code)) alternatives.push(candidate.code)
				}
				alternatives.forEach((dishCode, index) => items.push({ weekday, meal: sample.slot, course, dishCode, isDefault: false, position: index + 1 }))
			})
		})
		menus.push({ planSlug: plan.slug, items })
	}
	return { dishes: [...byCode.values()], menus }
}

/** Writes the sample menus' catalogue when no dish exists yet; otherwise does nothing at all. */
export async function seedMenusOnce(tx: Transaction, planIds: ReadonlyMap<string, number>) {
	const [existing] = await tx.select({ id: dishes.id }).from(dishes).limit(1)
	if (existing) return
	const seed = menuCatalogueSeed(SAMPLE_MENUS, PLAN_SEEDS)

	const dishRows = await tx
		.insert(dishes)
		.values(seed.dishes.map((dish) => ({ code: dish.code, meal: dish.sample.slot, dietTags: dish.dietTags, allergens: [...dish.sample.allergens] })))
		.returning({ id: dishes.id, code: dishes.code })
	const dishIds = new Map(dishRows.map((row) => [row.code, row.id]))
	const idOf = (code: string) => {
		const id = dishIds.get(code)
		if (id === undefined) throw new Error(`Seeding dish ${code} left no row`)
		return id
	}
	await tx
		.insert(dishTranslations)
		.values(
			seed.dishes.flatMap((dish) =>
				LOCALE_CODES.map((locale) => ({ dishId: idOf(dish.code), locale, name: dish.sample.name[locale], description: dish.sample.description[locale] })),
			),
		)
	await tx.insert(dishNutrition).values(
		seed.dishes.flatMap((dish) => [
			{ dishId: idOf(dish.code), size: 'regular', ...dish.regular },
			{ dishId: idOf(dish.code), size: 'plus', ...dish.plus },
		]),
	)

	for (const menu of seed.menus) {
		const planId = planIds.get(menu.planSlug)
		if (planId === undefined) throw new Error(`Seeding the menu of ${menu.planSlug}: no such plan`)
		const [row] = await tx
			.insert(weeklyMenus)
			.values({ planId, weekStart: FIRST_MENU_WEEK, status: 'published', publishedAt: sql`now()` })
			.returning({ id: weeklyMenus.id })
		await tx.insert(weeklyMenuItems).values(
			menu.items.map(({ dishCode, ...item }) => ({ menuId: row!.id, dishId: idOf(dishCode), ...item })),
		)
	}
}
