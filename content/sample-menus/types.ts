/**
 * The shape of a diet's 7-day sample menu (one file per diet in this folder): the start of the
 * kitchen's catalogue. The seed writes them once into the dishes and each plan's first weekly menu
 * (server/db/seed-menus.ts); after that the catalogue is data, and the sample-menu pages show the
 * plan's weekly menu. Nutrition figures are per portion of the Regular size.
 */
import type { LocaleCode } from '../../domain/locale.ts'
import type { DietKey } from '../diets.ts'

export type LocalizedText = Record<LocaleCode, string>

/** The 14 allergens EU/GSO labelling names, as short keys. */
export const ALLERGENS = [
	'gluten',
	'crustaceans',
	'eggs',
	'fish',
	'peanuts',
	'soy',
	'milk',
	'tree-nuts',
	'celery',
	'mustard',
	'sesame',
	'sulphites',
	'lupin',
	'molluscs',
] as const
export type Allergen = (typeof ALLERGENS)[number]

export const MEAL_SLOTS = ['suhoor', 'breakfast', 'lunch', 'snack', 'dinner', 'iftar'] as const
export type MealSlot = (typeof MEAL_SLOTS)[number]

export type SampleDish = {
	slot: MealSlot
	name: LocalizedText
	/** One short sentence: what is on the plate. */
	description: LocalizedText
	kcal: number
	proteinG: number
	carbsG: number
	fatG: number
	allergens: readonly Allergen[]
}

export type SampleMenuDay = {
	/** 1 = the first day of the week shown (Monday). */
	day: 1 | 2 | 3 | 4 | 5 | 6 | 7
	dishes: readonly SampleDish[]
}

export type SampleMenuSeed = {
	diet: DietKey
	days: readonly [SampleMenuDay, SampleMenuDay, SampleMenuDay, SampleMenuDay, SampleMenuDay, SampleMenuDay, SampleMenuDay]
}
