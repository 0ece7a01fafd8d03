import { describe, expect, test } from 'vitest'
import { INITIAL_SCHEDULE_RULES } from '../../content/schedule-rules.ts'
import type { Allergen, MealSlot } from '../../content/sample-menus/types.ts'
import { cutoffOf } from '../schedule/rules.ts'
import { checkMealChoices } from './meal-choice.ts'
import { type MenuItem, mealOptions, mealsOfDay } from './meal-options.ts'
import { cutoffDayOf, mealReminderWeek } from './meal-reminder.ts'
import { menuOfDate, menuWeekday } from './menu-of-date.ts'

type Dish = { id: number; code: string; allergens: Allergen[] }
const dish = (id: number, code: string, allergens: Allergen[] = []): Dish => ({ id, code, allergens })

const oats = dish(1, 'oats', ['gluten', 'milk'])
const eggs = dish(2, 'eggs', ['eggs'])
const fruit = dish(3, 'fruit')
const nuts = dish(4, 'nuts', ['tree-nuts'])
const hummus = dish(5, 'hummus', ['sesame'])
const chicken = dish(6, 'chicken')
const fish = dish(7, 'fish', ['fish'])

const item = (weekday: number, meal: MealSlot, course: number, position: number, isDefault: boolean, which: Dish): MenuItem<Dish> => ({
	weekday,
	meal,
	course,
	position,
	isDefault,
	dish: which,
})

// Monday: breakfast, a morning snack, lunch, an afternoon snack (two snacks, as the new-mums plan).
const MONDAY: MenuItem<Dish>[] = [
	item(1, 'lunch', 1, 2, true, chicken),
	item(1, 'lunch', 1, 10, false, fish),
	item(1, 'breakfast', 1, 0, true, oats),
	item(1, 'breakfast', 1, 11, false, eggs),
	item(1, 'breakfast', 1, 12, false, fruit),
	item(1, 'snack', 1, 1, true, nuts),
	item(1, 'snack', 1, 13, false, hummus),
	item(1, 'snack', 2, 3, true, hummus),
	item(1, 'snack', 2, 14, false, nuts),
	// Tuesday's items never leak into Monday.
	item(2, 'breakfast', 1, 0, true, eggs),
]

describe('the menu of a date', () => {
	const weeks = [
		{ id: 1, weekStart: '2026-01-05', status: 'published' as const },
		{ id: 2, weekStart: '2026-11-23', status: 'published' as const },
		{ id: 3, weekStart: '2026-11-30', status: 'draft' as const },
	]

	test('is the latest published week starting on or before it', () => {
		expect(menuOfDate(weeks, '2026-11-22')?.id).toBe(1)
		expect(menuOfDate(weeks, '2026-11-23')?.id).toBe(2)
		expect(menuOfDate(weeks, '2026-11-29')?.id).toBe(2)
	})

	test('repeats until the next published week; a draft is never in force', () => {
		expect(menuOfDate(weeks, '2027-03-01')?.id).toBe(2)
		expect(menuOfDate(weeks, '2026-12-01')?.id).toBe(2)
	})

	test('is none before the first published week', () => {
		expect(menuOfDate(weeks, '2026-01-04')).toBeNull()
		expect(menuOfDate([], '2026-11-23')).toBeNull()
	})

	test('weekdays run 1 = Monday to 7 = Sunday', () => {
		expect(menuWeekday('2026-11-23')).toBe(1)
		expect(menuWeekday('2026-11-28')).toBe(6)
		expect(menuWeekday('2026-11-29')).toBe(7)
	})
})

describe('the options of a day', () => {
	test('give each meal in the order of the day, default first, then the alternatives', () => {
		const options = mealOptions(MONDAY, 1, [])
		expect(options.map(({ meal, course }) => `${meal}${course}`)).toEqual(['breakfast1', 'snack1', 'lunch1', 'snack2'])
		expect(options[0]).toMatchObject({ menuDefault: oats, standard: oats, notice: null, offered: [oats, eggs, fruit], excluded: [] })
		expect(options[3]?.offered).toEqual([hummus, nuts])
	})

	test('leave out dishes with a declared allergen and say which allergen', () => {
		const [breakfast, snack] = mealOptions(MONDAY, 1, ['milk', 'tree-nuts'])
		expect(breakfast?.offered).toEqual([eggs, fruit])
		expect(breakfast?.excluded).toEqual([{ dish: oats, reason: 'declared-allergen', allergens: ['milk'] }])
		expect(snack?.excluded).toEqual([{ dish: nuts, reason: 'declared-allergen', allergens: ['tree-nuts'] }])
	})

	test('replace a default that holds a declared allergen with the first safe dish', () => {
		const [breakfast, snack] = mealOptions(MONDAY, 1, ['gluten'])
		expect(breakfast).toMatchObject({ menuDefault: oats, standard: eggs, notice: 'default-replaced' })
		expect(snack).toMatchObject({ standard: nuts, notice: null })
	})

	test('say when no dish of a meal is safe', () => {
		const snacks = mealOptions(MONDAY, 1, ['sesame', 'tree-nuts']).filter((meal) => meal.meal === 'snack')
		expect(snacks.map((meal) => [meal.standard, meal.notice, meal.offered.length])).toEqual([
			[null, 'no-safe-dish', 0],
			[null, 'no-safe-dish', 0],
		])
	})

	test('never offer a retired dish as an alternative; a retired default stays until replaced', () => {
		const retired = (which: Dish) => ({ ...which, retired: true })
		const items = MONDAY.map((entry) => (entry.dish === eggs || entry.dish === oats ? { ...entry, dish: retired(entry.dish) } : entry))
		const [breakfast] = mealOptions(items, 1, [])
		expect(breakfast?.offered.map((dish) => dish.code)).toEqual(['oats', 'fruit'])
		expect(breakfast?.standard?.code).toBe('oats')
	})

	test('skip a meal without a default and a day without items', () => {
		const withoutDefault = MONDAY.filter((entry) => !(entry.meal === 'lunch' && entry.isDefault))
		expect(mealOptions(withoutDefault, 1, []).map((meal) => meal.meal)).not.toContain('lunch')
		expect(mealOptions(MONDAY, 3, [])).toEqual([])
	})
})

describe('the meals of a day', () => {
	test('are the stored choices where there are some, else the standard dishes', () => {
		const options = mealOptions(MONDAY, 1, ['gluten'])
		const meals = mealsOfDay(options, [{ meal: 'lunch', course: 1, dish: fish, chosenBy: 'customer' }])
		expect(meals.map(({ meal, course, dish: chosen, chosenBy }) => [meal, course, chosen?.code, chosenBy])).toEqual([
			['breakfast', 1, 'eggs', 'menu'],
			['snack', 1, 'nuts', 'menu'],
			['lunch', 1, 'fish', 'customer'],
			['snack', 2, 'hummus', 'menu'],
		])
	})

	test('keep a stored meal the menu no longer has: the kitchen cooks it', () => {
		const meals = mealsOfDay(mealOptions(MONDAY, 1, []), [{ meal: 'dinner', course: 1, dish: fish, chosenBy: 'staff' }])
		expect(meals.at(-1)).toEqual({ meal: 'dinner', course: 1, dish: fish, chosenBy: 'staff' })
	})
})

describe('choosing meals', () => {
	const rules = INITIAL_SCHEDULE_RULES
	// Monday 2026-11-23 at 10:00 in the UAE: before the 12:00 cut-off, Wednesday 25th is the first changeable day.
	const now = new Date('2026-11-23T10:00:00+04:00')
	const day = { date: '2026-11-30', state: 'scheduled' }
	const options = mealOptions(MONDAY, 1, ['fish'])

	test('accepts offered dishes and gives the meals to write', () => {
		const outcome = checkMealChoices(day, options, [{ meal: 'breakfast', course: 1, dishCode: 'fruit' }, { meal: 'snack', course: 2, dishCode: 'nuts' }], { now, rules })
		expect(outcome).toEqual({
			ok: true,
			meals: [
				{ meal: 'breakfast', course: 1, dish: fruit },
				{ meal: 'snack', course: 2, dish: nuts },
			],
		})
	})

	test('refuses a day past the cut-off, naming the first day still open', () => {
		const outcome = checkMealChoices({ date: '2026-11-24', state: 'scheduled' }, options, [{ meal: 'breakfast', course: 1, dishCode: 'fruit' }], { now, rules })
		expect(outcome).toEqual({ ok: false, problem: { code: 'too-late', date: '2026-11-24', firstChangeableDate: '2026-11-25' } })
		const afterNoon = new Date('2026-11-23T12:00:00+04:00')
		expect(checkMealChoices({ date: '2026-11-25', state: 'scheduled' }, options, [{ meal: 'breakfast', course: 1, dishCode: 'fruit' }], { now: afterNoon, rules })).toMatchObject({
			ok: false,
			problem: { code: 'too-late', firstChangeableDate: '2026-11-26' },
		})
	})

	test('refuses a dish the day does not offer for that meal', () => {
		expect(checkMealChoices(day, options, [{ meal: 'breakfast', course: 1, dishCode: 'chicken' }], { now, rules })).toEqual({
			ok: false,
			problem: { code: 'dish-not-offered', meal: 'breakfast', course: 1, dishCode: 'chicken' },
		})
	})

	test('refuses a dish with a declared allergen and names it', () => {
		expect(checkMealChoices(day, options, [{ meal: 'lunch', course: 1, dishCode: 'fish' }], { now, rules })).toEqual({
			ok: false,
			problem: { code: 'declared-allergen', meal: 'lunch', course: 1, dishCode: 'fish', allergens: ['fish'] },
		})
	})

	test('refuses a meal the day does not have, a meal twice, no choice at all', () => {
		expect(checkMealChoices(day, options, [{ meal: 'dinner', course: 1, dishCode: 'fish' }], { now, rules })).toMatchObject({ problem: { code: 'unknown-meal' } })
		expect(checkMealChoices(day, options, [{ meal: 'snack', course: 3, dishCode: 'nuts' }], { now, rules })).toMatchObject({ problem: { code: 'unknown-meal' } })
		const twice = [
			{ meal: 'breakfast', course: 1, dishCode: 'fruit' },
			{ meal: 'breakfast', course: 1, dishCode: 'eggs' },
		] as const
		expect(checkMealChoices(day, options, twice, { now, rules })).toMatchObject({ problem: { code: 'duplicate-meal', meal: 'breakfast' } })
		expect(checkMealChoices(day, options, [], { now, rules })).toEqual({ ok: false, problem: { code: 'no-choices' } })
	})

	test('refuses a paused or delivered day, and a day without a menu', () => {
		const choice = [{ meal: 'breakfast', course: 1, dishCode: 'fruit' }] as const
		expect(checkMealChoices({ ...day, state: 'frozen' }, options, choice, { now, rules })).toMatchObject({ problem: { code: 'not-a-delivery-day' } })
		expect(checkMealChoices(day, null, choice, { now, rules })).toEqual({ ok: false, problem: { code: 'no-menu', date: '2026-11-30' } })
	})
})

describe('the meal-choice reminder', () => {
	const cutoff = cutoffOf(INITIAL_SCHEDULE_RULES)

	test('goes on the day before a Monday’s cut-off, about the week from that Monday', () => {
		// Friday 27 November 2026: Monday 30 November closes on Saturday 28 at noon.
		expect(mealReminderWeek(new Date('2026-11-27T09:00:00+04:00'), cutoff)).toBe('2026-11-30')
		expect(cutoffDayOf('2026-11-30', cutoff)).toBe('2026-11-28')
		// The UAE day counts, not the server's: 23:30 on Thursday in UTC is already Friday in Dubai.
		expect(mealReminderWeek(new Date('2026-11-26T23:30:00Z'), cutoff)).toBe('2026-11-30')
	})

	test('is not due on any other day', () => {
		for (const day of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-28', '2026-11-29']) {
			expect(mealReminderWeek(new Date(`${day}T09:00:00+04:00`), cutoff), day).toBeNull()
		}
	})
})
