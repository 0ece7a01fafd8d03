/**
 * The kitchen's production sheet of a date (issue 19 item 3, decision 012): from each live
 * delivery's meals — what the customer or staff chose, else the menu's standard dish for that
 * customer (domain/menu/meal-options.ts) — how many of each dish to cook in each size, which
 * customers' allergies changed or emptied a meal, and one label per delivery. Pure: the server
 * reads the rows (server/console/kitchen/production-data.ts) and the pages and PDFs print this.
 *
 * The sheet is `final` once no delivery of the date can change any more: the one cut-off of
 * decision 012 (`firstChangeableDate`) has passed for every plan on it. Before that it is
 * `provisional`, and says so.
 */
import { MEAL_SLOTS, type MealSlot } from '../../content/sample-menus/types.ts'
import { type Cutoff, firstChangeableDate } from '../delivery-schedule.ts'

export type SheetDish = { readonly id: number; readonly code: string; readonly name: string; readonly meal: MealSlot; readonly allergens: readonly string[] }

export type SheetMeal = {
	readonly meal: MealSlot
	readonly course: number
	/** What is cooked; null when nothing of this meal is safe for the customer (the kitchen decides). */
	readonly dish: SheetDish | null
	/** The menu's default when the customer's allergies replaced it (no one chose otherwise). */
	readonly replacedDefault: SheetDish | null
}

export type SheetDelivery = {
	/** The code on the label: the order's number (support finds the order by it). */
	readonly code: string
	readonly customerName: string
	readonly size: 'regular' | 'plus'
	readonly allergies: readonly string[]
	readonly allergyNotes: string
	readonly emirate: string
	readonly area: string
	readonly slot: string
	readonly meals: readonly SheetMeal[]
}

export type DishCount = { readonly dish: SheetDish; readonly regular: number; readonly plus: number; readonly total: number }

export type AllergyCase = {
	readonly code: string
	readonly customerName: string
	readonly size: 'regular' | 'plus'
	readonly allergies: readonly string[]
	readonly allergyNotes: string
	/** Meals cooked instead of the default, and meals with no safe dish at all. */
	readonly replaced: ReadonlyArray<{ meal: MealSlot; course: number; instead: SheetDish; of: SheetDish }>
	readonly unresolved: ReadonlyArray<{ meal: MealSlot; course: number }>
}

export type ProductionSheet = {
	readonly date: string
	readonly status: 'final' | 'provisional'
	readonly deliveries: number
	readonly meals: number
	readonly counts: readonly DishCount[]
	readonly allergyCases: readonly AllergyCase[]
	/** One per delivery, in the order the drivers load them: slot, emirate, area, name. */
	readonly labels: readonly SheetDelivery[]
}

const SLOT_ORDER = ['early-morning', 'morning', 'evening']
const mealRank = (meal: MealSlot) => MEAL_SLOTS.indexOf(meal)
const slotRank = (slot: string) => {
	const rank = SLOT_ORDER.indexOf(slot)
	return rank === -1 ? SLOT_ORDER.length : rank
}

/**
 * Final when the cut-off has passed for every plan delivering on `date` (each keeps the cut-off it
 * was sold under); with none, the cut-off in force decides.
 */
export function sheetStatus(date: string, now: Date, cutoffs: readonly Cutoff[]): 'final' | 'provisional' {
	return cutoffs.every((cutoff) => date < firstChangeableDate(now, cutoff)) ? 'final' : 'provisional'
}

export function productionSheet(date: string, status: 'final' | 'provisional', deliveries: readonly SheetDelivery[]): ProductionSheet {
	const counts = new Map<number, { dish: SheetDish; regular: number; plus: number }>()
	const allergyCases: AllergyCase[] = []
	let meals = 0
	for (const delivery of deliveries) {
		const replaced: Array<AllergyCase['replaced'][number]> = []
		const unresolved: Array<AllergyCase['unresolved'][number]> = []
		for (const meal of delivery.meals) {
			if (!meal.dish) {
				unresolved.push({ meal: meal.meal, course: meal.course })
				continue
			}
			meals += 1
			const count = counts.get(meal.dish.id) ?? { dish: meal.dish, regular: 0, plus: 0 }
			count[delivery.size] += 1
			counts.set(meal.dish.id, count)
			if (meal.replacedDefault) replaced.push({ meal: meal.meal, course: meal.course, instead: meal.dish, of: meal.replacedDefault })
		}
		if (delivery.allergies.length > 0 || delivery.allergyNotes.trim() !== '' || unresolved.length > 0) {
			allergyCases.push({
				code: delivery.code,
				customerName: delivery.customerName,
				size: delivery.size,
				allergies: delivery.allergies,
				allergyNotes: delivery.allergyNotes,
				replaced,
				unresolved,
			})
		}
	}
	const labels = [...deliveries].sort(
		(a, b) =>
			slotRank(a.slot) - slotRank(b.slot) ||
			a.emirate.localeCompare(b.emirate) ||
			a.area.localeCompare(b.area) ||
			a.customerName.localeCompare(b.customerName) ||
			a.code.localeCompare(b.code),
	)
	return {
		date,
		status,
		deliveries: deliveries.length,
		meals,
		counts: [...counts.values()]
			.map((count) => ({ ...count, total: count.regular + count.plus }))
			.sort((a, b) => mealRank(a.dish.meal) - mealRank(b.dish.meal) || a.dish.name.localeCompare(b.dish.name) || a.dish.id - b.dish.id),
		allergyCases: allergyCases.sort((a, b) => a.customerName.localeCompare(b.customerName) || a.code.localeCompare(b.code)),
		labels: labels.map((label) => ({ ...label, meals: [...label.meals].sort((a, b) => mealRank(a.meal) - mealRank(b.meal) || a.course - b.course) })),
	}
}
