import { expect, test } from 'vitest'
import { LOCALE_CODES } from '../../domain/locale.ts'
import { ADDON_SEEDS } from '../addons.ts'
import { HYDRA } from './hydra.ts'
import { localeContentProblems } from './locale-shape.ts'

test('the three languages have the same sections and products, and no empty or stand-in texts', () => {
	expect(localeContentProblems(HYDRA)).toEqual([])
})

test('lists three or four drinks, without prices (they come from the catalogue)', () => {
	const { items } = HYDRA.en.products
	expect(items.length).toBeGreaterThanOrEqual(3)
	expect(items.length).toBeLessThanOrEqual(4)
	expect(JSON.stringify(HYDRA)).not.toMatch(/AED|د\.إ|\d+[.,]\d{2}/)
})

test('describes exactly the Hydra add-on’s variants, under their catalogue names', () => {
	const variants = ADDON_SEEDS.find((addon) => addon.slug === 'hydra')?.variants ?? []
	for (const locale of LOCALE_CODES) {
		const described = HYDRA[locale].products.items.map((item) => [item.id, item.name])
		expect(described.sort()).toEqual(variants.map((variant) => [variant.code, variant.text[locale].name]).sort())
	}
})
