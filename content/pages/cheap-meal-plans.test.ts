import { expect, test } from 'vitest'
import { CHEAP_MEAL_PLANS } from './cheap-meal-plans.ts'
import { localeContentProblems } from './locale-shape.ts'

test('the three languages have the same sections and lists, and no empty or stand-in texts', () => {
	expect(localeContentProblems(CHEAP_MEAL_PLANS)).toEqual([])
})

test('states no price of its own: every amount and saving is a placeholder filled from the catalogue', () => {
	for (const content of Object.values(CHEAP_MEAL_PLANS)) {
		const text = JSON.stringify(content).replace(/\{\{\s*\w+\s*\}\}/g, '')
		expect(text).not.toMatch(/AED\s*\d|\d\s*AED|د\.إ/)
		// The only fixed percentage is the VAT rate.
		expect([...text.matchAll(/(\d+)\s*%/g)].map((match) => match[1])).toEqual(['5'])
	}
})
