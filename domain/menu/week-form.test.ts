import { describe, expect, test } from 'vitest'
import type { PostedForm } from './dish-form.ts'
import { cellName, type DishChoice, publishProblem, readWeekForm, slotsOf } from './week-form.ts'

const DISHES = new Map<number, DishChoice>([
	[1, { id: 1, meal: 'breakfast', status: 'active' }],
	[2, { id: 2, meal: 'breakfast', status: 'active' }],
	[3, { id: 3, meal: 'breakfast', status: 'retired' }],
	[4, { id: 4, meal: 'lunch', status: 'active' }],
])
const slots = slotsOf([
	{ meal: 'lunch', course: 1 },
	{ meal: 'breakfast', course: 1 },
])

const formOf = (fields: Record<string, string | string[]>): PostedForm => ({
	text: (name) => [fields[name] ?? ''].flat()[0] ?? '',
	all: (name) => [fields[name] ?? []].flat(),
})
const monday = (meal: 'breakfast' | 'lunch') => ({ weekday: 1, meal, course: 1 }) as const

describe('the weekly menu form', () => {
	test('slots follow the order of the day; an empty week gets breakfast to dinner', () => {
		expect(slots).toEqual([
			{ meal: 'breakfast', course: 1 },
			{ meal: 'lunch', course: 1 },
		])
		expect(slotsOf([]).map((slot) => slot.meal)).toEqual(['breakfast', 'lunch', 'snack', 'dinner'])
	})

	test('a default and its alternatives; the default is not its own alternative', () => {
		const read = readWeekForm(
			formOf({ [cellName('default', 1, monday('breakfast'))]: '1', [cellName('alternatives', 1, monday('breakfast'))]: ['1', '2', '2'], [cellName('default', 1, monday('lunch'))]: '4' }),
			slots,
			DISHES,
			new Set(),
		)
		expect(read).toEqual({
			ok: true,
			items: [
				{ weekday: 1, meal: 'breakfast', course: 1, dishId: 1, isDefault: true, position: 1 },
				{ weekday: 1, meal: 'breakfast', course: 1, dishId: 2, isDefault: false, position: 1 },
				{ weekday: 1, meal: 'lunch', course: 1, dishId: 4, isDefault: true, position: 2 },
			],
		})
	})

	test('a dish of another meal, an unknown id or a retired dish added anew is refused', () => {
		expect(readWeekForm(formOf({ [cellName('default', 1, monday('breakfast'))]: '4' }), slots, DISHES, new Set())).toEqual({ ok: false, problem: 'unknown-dish' })
		expect(readWeekForm(formOf({ [cellName('default', 1, monday('breakfast'))]: '99' }), slots, DISHES, new Set())).toEqual({ ok: false, problem: 'unknown-dish' })
		expect(readWeekForm(formOf({ [cellName('alternatives', 1, monday('breakfast'))]: '3' }), slots, DISHES, new Set())).toEqual({ ok: false, problem: 'retired-dish' })
		// Already in the week (copied from an older one): it may stay until staff replace it.
		expect(readWeekForm(formOf({ [cellName('default', 1, monday('breakfast'))]: '3' }), slots, DISHES, new Set([3])).ok).toBe(true)
	})

	test('a week is published only when every day brings something', () => {
		const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, isDefault: true }))
		expect(publishProblem(days)).toBeNull()
		expect(publishProblem(days.filter((day) => day.weekday !== 6))).toBe('empty-day')
	})
})
