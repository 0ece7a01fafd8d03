import { expect, test } from 'vitest'
import { AMBASSADOR_PAGE } from './ambassador-sign-up.ts'
import { localeContentProblems } from './locale-shape.ts'

test('the three languages have the same sections and lists, and no empty or stand-in texts', () => {
	expect(localeContentProblems(AMBASSADOR_PAGE)).toEqual([])
})

test('the welcome discount is the code’s figure, and the ambassador is named by the page', () => {
	for (const content of Object.values(AMBASSADOR_PAGE)) {
		expect(content.gift.withDiscount).toContain('{{discount}}')
		expect(content.gift.heading).toContain('{{name}}')
		expect(content.gift.withoutDiscount).toContain('{{name}}')
	}
	expect(JSON.stringify(AMBASSADOR_PAGE)).not.toMatch(/AED|د\.إ|\d\s?%|%\s?\d/)
})
