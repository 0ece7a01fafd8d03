/**
 * The ten diets that have a published sample menu, with the URL slug of that
 * menu (spec §2). The slugs are public URLs: changing one breaks links.
 */
export const DIETS = [
	{ key: 'international', sampleMenuSlug: 'success-international' },
	{ key: 'arabic', sampleMenuSlug: 'arabic-meal-plan' },
	{ key: 'diabetic', sampleMenuSlug: 'success-diabetic' },
	{ key: 'pescatarian', sampleMenuSlug: 'pescatarian' },
	{ key: 'vegetarian', sampleMenuSlug: 'success-vegetarian' },
	{ key: 'glutenFree', sampleMenuSlug: 'success-gluten-free' },
	{ key: 'wellness', sampleMenuSlug: 'wellness' },
	{ key: 'newMums', sampleMenuSlug: 'new-mums' },
	{ key: 'athletes', sampleMenuSlug: 'athlete' },
	{ key: 'ramadan', sampleMenuSlug: 'ramadan-meal-plan' },
] as const

export type DietKey = (typeof DIETS)[number]['key']
