/**
 * The console's dish form (issue 18 item 3), read and checked as one rule whatever posts it: a
 * dish's code, meal, diets, the 14 allergens, its name, description and ingredients in the three
 * languages and its figures per size. Every problem is a field's, never an exception; the server
 * adds the one check that needs the database (a code already used).
 */
import { DIETS, type DietKey } from '../../content/diets.ts'
import { ALLERGENS, type Allergen, MEAL_SLOTS, type MealSlot } from '../../content/sample-menus/types.ts'
import { LOCALE_CODES, type LocaleCode } from '../locale.ts'
import { isAcceptableText } from '../text-input.ts'

export const DISH_SIZES = ['regular', 'plus'] as const
export type DishSize = (typeof DISH_SIZES)[number]

export const DISH_TEXT_LIMITS = { name: 120, description: 400, ingredients: 1000, code: 80 } as const
/** A portion's plausible bounds: a typo (15000 kcal, 900 g of fat) is a field error, not a label. */
export const NUTRITION_LIMITS = { kcal: 3000, grams: 500 } as const

const CODE = /^[a-z0-9]+(-[a-z0-9]+)*$/
const GRAMS = /^\d{1,3}([.,]\d)?$/
const KCAL = /^\d{1,4}$/

export type DishText = { name: string; description: string; ingredients: string }
export type Nutrition = { kcal: number; proteinG: number; carbsG: number; fatG: number }

export type DishInput = {
	code: string
	meal: MealSlot
	dietTags: DietKey[]
	allergens: Allergen[]
	texts: Record<LocaleCode, DishText>
	nutrition: Record<DishSize, Nutrition>
}

export type DishFieldProblem = 'required' | 'too-long' | 'invalid'
/** Field names as the form posts them: `code`, `meal`, `name-en`, `kcal-plus`… */
export type DishFormErrors = Partial<Record<string, DishFieldProblem>>

/** What a form posted: text fields once, checkbox groups as lists. */
export type PostedForm = { text: (name: string) => string; all: (name: string) => string[] }

/** The slug of an English name: what a new dish's code becomes when none is typed. */
export function codeFromName(name: string): string {
	return name
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, DISH_TEXT_LIMITS.code)
		.replace(/-+$/, '')
}

const NUTRIENTS = [
	['kcal', 'kcal'],
	['proteinG', 'protein'],
	['carbsG', 'carbs'],
	['fatG', 'fat'],
] as const

/**
 * Reads the form. `code` is read only when `withCode` (a new dish; an existing dish's code never
 * changes, the kitchen and the apps name it by that): blank, it is made from the English name.
 */
export function readDishForm(form: PostedForm, { withCode }: { withCode: boolean }): { ok: true; dish: DishInput } | { ok: false; errors: DishFormErrors } {
	const errors: DishFormErrors = {}
	const text = (name: string, max: number, required: boolean) => {
		const value = form.text(name).trim()
		if (!isAcceptableText(value)) errors[name] = 'invalid'
		else if (!value && required) errors[name] = 'required'
		else if (value.length > max) errors[name] = 'too-long'
		return value
	}

	const texts = Object.fromEntries(
		LOCALE_CODES.map((locale) => [
			locale,
			{
				name: text(`name-${locale}`, DISH_TEXT_LIMITS.name, true),
				description: text(`description-${locale}`, DISH_TEXT_LIMITS.description, true),
				ingredients: text(`ingredients-${locale}`, DISH_TEXT_LIMITS.ingredients, false),
			},
		]),
	) as Record<LocaleCode, DishText>

	let code = ''
	if (withCode) {
		code = text('code', DISH_TEXT_LIMITS.code, false).toLowerCase() || codeFromName(texts.en.name)
		// A blank code of a dish without an English name: the name's error says what to do.
		if (!errors.code && !CODE.test(code) && (code || !errors['name-en'])) errors.code = 'invalid'
	}

	const meal = form.text('meal')
	if (!(MEAL_SLOTS as readonly string[]).includes(meal)) errors.meal = meal ? 'invalid' : 'required'
	const dietTags = form.all('diet')
	if (dietTags.some((tag) => !DIETS.some((diet) => diet.key === tag))) errors.diet = 'invalid'
	const allergens = form.all('allergen')
	if (allergens.some((allergen) => !(ALLERGENS as readonly string[]).includes(allergen))) errors.allergen = 'invalid'

	const nutrition = Object.fromEntries(
		DISH_SIZES.map((size) => [
			size,
			Object.fromEntries(
				NUTRIENTS.map(([key, field]) => {
					const name = `${field}-${size}`
					const value = form.text(name).trim()
					if (!value) {
						errors[name] = 'required'
						return [key, 0]
					}
					const isKcal = key === 'kcal'
					const number = Number(value.replace(',', '.'))
					const fits = isKcal ? KCAL.test(value) && number > 0 && number <= NUTRITION_LIMITS.kcal : GRAMS.test(value) && number <= NUTRITION_LIMITS.grams
					if (!fits) errors[name] = 'invalid'
					return [key, number]
				}),
			),
		]),
	) as Record<DishSize, Nutrition>

	if (Object.keys(errors).length > 0) return { ok: false, errors }
	return {
		ok: true,
		dish: {
			code,
			meal: meal as MealSlot,
			dietTags: [...new Set(dietTags)] as DietKey[],
			// In the list's order, so the same dish always stores the same array.
			allergens: ALLERGENS.filter((allergen) => allergens.includes(allergen)),
			texts,
			nutrition,
		},
	}
}
