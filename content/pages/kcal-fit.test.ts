import { expect, test } from 'vitest'
import { KCAL_FIT } from './kcal-fit.ts'
import { localeContentProblems } from './locale-shape.ts'

test('the three languages have the same sections and lists, and no empty or stand-in texts', () => {
	expect(localeContentProblems(KCAL_FIT)).toEqual([])
})

test('offers the two sizes, Regular and Plus', () => {
	expect(KCAL_FIT.en.sizes.items.map((size) => size.name)).toEqual(['Regular', 'Plus'])
})
