/**
 * The console's weekly-menu form (issue 18 item 3): for each weekday and each meal of the plan's
 * day (a meal and its course: the new-mums plan's two snacks are courses 1 and 2), one dish it
 * brings and the alternatives a customer may swap it for. Pure: it reads the posted cells against
 * the dishes that exist and says what to store, or the one problem that stops it.
 */
import { MEAL_SLOTS, type MealSlot } from '../../content/sample-menus/types.ts'
import type { PostedForm } from './dish-form.ts'

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
export const MAX_ALTERNATIVES = 6

export type WeekProblem = 'unknown-dish' | 'retired-dish' | 'too-many-alternatives' | 'empty-day' | 'not-draft' | 'started'

export type MenuSlot = { meal: MealSlot; course: number }
export type WeekItem = { weekday: number; meal: MealSlot; course: number; dishId: number; isDefault: boolean; position: number }
export type DishChoice = { id: number; meal: string; status: string }

/** The day's meals used by a week's items, in the order of the day (meal order, then course); breakfast to dinner when it has none. */
export function slotsOf(items: readonly { meal: string; course: number }[]): MenuSlot[] {
	const seen = new Map<string, MenuSlot>()
	for (const item of items) {
		if ((MEAL_SLOTS as readonly string[]).includes(item.meal)) seen.set(`${item.meal}:${item.course}`, { meal: item.meal as MealSlot, course: item.course })
	}
	if (seen.size === 0) return (['breakfast', 'lunch', 'snack', 'dinner'] as const).map((meal) => ({ meal, course: 1 }))
	return [...seen.values()].sort((a, b) => MEAL_SLOTS.indexOf(a.meal) - MEAL_SLOTS.indexOf(b.meal) || a.course - b.course)
}

export const cellName = (kind: 'default' | 'alternatives', weekday: number, slot: MenuSlot) => `${kind === 'default' ? 'd' : 'a'}-${weekday}-${slot.meal}-${slot.course}`

/**
 * The items the form asks for. A dish must exist and be for the slot's meal; a retired dish may
 * stay where the week already had it (a week copied from an older one) but is never added anew.
 * An alternative equal to the default, or given twice, is dropped.
 */
export function readWeekForm(
	form: PostedForm,
	slots: readonly MenuSlot[],
	dishes: ReadonlyMap<number, DishChoice>,
	alreadyInWeek: ReadonlySet<number>,
): { ok: true; items: WeekItem[] } | { ok: false; problem: WeekProblem } {
	const items: WeekItem[] = []
	for (const weekday of WEEKDAYS) {
		// A default's position is its place in the day: its slot's.
		for (const [slotIndex, slot] of slots.entries()) {
			const dishOf = (value: string): DishChoice | WeekProblem => {
				const dish = /^\d{1,9}$/.test(value) ? dishes.get(Number(value)) : undefined
				if (!dish || dish.meal !== slot.meal) return 'unknown-dish'
				if (dish.status !== 'active' && !alreadyInWeek.has(dish.id)) return 'retired-dish'
				return dish
			}
			const chosen = form.text(cellName('default', weekday, slot))
			let defaultId: number | null = null
			if (chosen) {
				const dish = dishOf(chosen)
				if (typeof dish === 'string') return { ok: false, problem: dish }
				defaultId = dish.id
				items.push({ weekday, meal: slot.meal, course: slot.course, dishId: dish.id, isDefault: true, position: slotIndex + 1 })
			}
			const alternatives = [...new Set(form.all(cellName('alternatives', weekday, slot)).filter(Boolean))]
			const kept: number[] = []
			for (const value of alternatives) {
				const dish = dishOf(value)
				if (typeof dish === 'string') return { ok: false, problem: dish }
				if (dish.id !== defaultId) kept.push(dish.id)
			}
			if (kept.length > MAX_ALTERNATIVES) return { ok: false, problem: 'too-many-alternatives' }
			kept.forEach((dishId, index) => items.push({ weekday, meal: slot.meal, course: slot.course, dishId, isDefault: false, position: index + 1 }))
		}
	}
	return { ok: true, items }
}

/** Why a week cannot be published yet: a day that brings nothing would leave customers without food. */
export function publishProblem(items: readonly { weekday: number; isDefault: boolean }[]): WeekProblem | null {
	return WEEKDAYS.every((weekday) => items.some((item) => item.weekday === weekday && item.isDefault)) ? null : 'empty-day'
}
