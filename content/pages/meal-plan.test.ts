import { expect, test } from 'vitest'
import { WEEK_OPTIONS } from '../../domain/plan-pricing.ts'
import { localeContentProblems } from './locale-shape.ts'
import { MEAL_PLAN } from './meal-plan.ts'

test('the three languages have the same sections, and each has the plural forms its language needs', () => {
	expect(localeContentProblems(MEAL_PLAN, { plurals: ['priceText.deliveryDays'] })).toEqual([])
})

test('names every commitment the catalogue sells', () => {
	for (const content of Object.values(MEAL_PLAN)) {
		expect(Object.keys(content.priceText.weeks).map(Number)).toEqual([...WEEK_OPTIONS])
		expect(content.priceText.total).toContain('{{amount}}')
	}
})
