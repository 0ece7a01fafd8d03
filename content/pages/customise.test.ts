import { expect, test } from 'vitest'
import { PRICING_MESSAGES } from '../pricing-messages.ts'
import { CUSTOMISE } from './customise.ts'
import { localeContentProblems } from './locale-shape.ts'

test('the customise step and its price breakdown read the same in the three languages', () => {
	expect(localeContentProblems(CUSTOMISE)).toEqual([])
})

test('the price API’s refusals and field messages exist in the three languages', () => {
	expect(localeContentProblems(PRICING_MESSAGES, { plurals: ['weeks'] })).toEqual([])
})
