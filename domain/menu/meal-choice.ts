/**
 * Whether a customer's (or staff's) meal choices for one delivery day can be kept: the day must
 * still be changeable (the one cut-off of decision 012), still be a delivery day, and every
 * chosen dish must be among the day's offered dishes for that meal — a dish from another day or
 * plan is refused, and a dish holding an allergen the customer declared is refused with the
 * allergens named. The server asks this before it writes delivery_meals, whatever the page sent.
 */
import type { Allergen } from '../../content/sample-menus/types.ts'
import { firstChangeableDate } from '../delivery-schedule.ts'
import { cutoffOf, type ScheduleRules } from '../schedule/rules.ts'
import type { MealCourse, MealOptions, MenuDish } from './meal-options.ts'

/** One meal chosen: which meal of the day, and the dish by its code. */
export type MealChoice = MealCourse & { readonly dishCode: string }

export type MealChoiceProblem =
	| { code: 'too-late'; date: string; firstChangeableDate: string }
	/** The day is paused, cancelled or already delivered. */
	| { code: 'not-a-delivery-day'; date: string }
	/** No published menu covers the date (nothing to choose from). */
	| { code: 'no-menu'; date: string }
	| { code: 'no-choices' }
	| ({ code: 'duplicate-meal' } & MealCourse)
	/** The day has no such meal (a second snack on a plan with one). */
	| ({ code: 'unknown-meal' } & MealCourse)
	| ({ code: 'dish-not-offered'; dishCode: string } & MealCourse)
	| ({ code: 'declared-allergen'; dishCode: string; allergens: readonly Allergen[] } & MealCourse)

export type MealChoiceOutcome<Dish extends MenuDish> =
	| { ok: true; meals: ReadonlyArray<MealCourse & { dish: Dish }> }
	| { ok: false; problem: MealChoiceProblem }

export type DayToChoose = { readonly date: string; readonly state: string }

/** The meals to write for `choices` on `day`, or the first problem that stops them. */
export function checkMealChoices<Dish extends MenuDish>(
	day: DayToChoose,
	options: readonly MealOptions<Dish>[] | null,
	choices: readonly MealChoice[],
	{ now, rules }: { now: Date; rules: ScheduleRules },
): MealChoiceOutcome<Dish> {
	const fail = (problem: MealChoiceProblem) => ({ ok: false as const, problem })
	if (day.state !== 'scheduled') return fail({ code: 'not-a-delivery-day', date: day.date })
	const firstChangeable = firstChangeableDate(now, cutoffOf(rules))
	if (day.date < firstChangeable) return fail({ code: 'too-late', date: day.date, firstChangeableDate: firstChangeable })
	if (!options) return fail({ code: 'no-menu', date: day.date })
	if (choices.length === 0) return fail({ code: 'no-choices' })

	const meals: Array<MealCourse & { dish: Dish }> = []
	for (const choice of choices) {
		const meal = { meal: choice.meal, course: choice.course }
		if (meals.some((chosen) => chosen.meal === meal.meal && chosen.course === meal.course)) return fail({ code: 'duplicate-meal', ...meal })
		const option = options.find((candidate) => candidate.meal === meal.meal && candidate.course === meal.course)
		if (!option) return fail({ code: 'unknown-meal', ...meal })
		const excluded = option.excluded.find((entry) => entry.dish.code === choice.dishCode)
		if (excluded) return fail({ code: 'declared-allergen', ...meal, dishCode: choice.dishCode, allergens: excluded.allergens })
		const dish = option.offered.find((candidate) => candidate.code === choice.dishCode)
		if (!dish) return fail({ code: 'dish-not-offered', ...meal, dishCode: choice.dishCode })
		meals.push({ ...meal, dish })
	}
	return { ok: true, meals }
}
