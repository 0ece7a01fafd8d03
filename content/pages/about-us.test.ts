import { expect, test } from 'vitest'
import { ABOUT_US } from './about-us.ts'
import { localeContentProblems } from './locale-shape.ts'

test('the three languages have the same sections and lists, and no empty or stand-in texts', () => {
	expect(localeContentProblems(ABOUT_US)).toEqual([])
})

test('names all seven emirates and the three delivery windows', () => {
	expect(ABOUT_US.en.delivery.emirates).toHaveLength(7)
	expect(ABOUT_US.en.delivery.slots).toHaveLength(3)
	expect(ABOUT_US.en.howItWorks.steps).toHaveLength(3)
})
