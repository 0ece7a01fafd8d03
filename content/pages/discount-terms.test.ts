import { expect, test } from 'vitest'
import { DISCOUNT_TERMS } from './discount-terms.ts'
import { localeContentProblems } from './locale-shape.ts'

test('the three languages have every condition, with the plural forms each language needs', () => {
	expect(localeContentProblems(DISCOUNT_TERMS, { plurals: ['minWeeks', 'perCustomer'] })).toEqual([])
})
