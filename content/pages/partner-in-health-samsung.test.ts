import { expect, test } from 'vitest'
import { localeContentProblems } from './locale-shape.ts'
import { SAMSUNG_OFFER } from './partner-in-health-samsung.ts'

test('the three languages have the same sections and lists, and no empty or stand-in texts', () => {
	expect(localeContentProblems(SAMSUNG_OFFER)).toEqual([])
})

test('the offer’s value and dates are never typed into the copy: they are the code’s data', () => {
	expect(JSON.stringify(SAMSUNG_OFFER)).not.toMatch(/AED|د\.إ|\d\s?%|%\s?\d|20\d\d/)
})

test('redeeming takes three steps', () => {
	for (const content of Object.values(SAMSUNG_OFFER)) expect(content.redeem.steps).toHaveLength(3)
})
