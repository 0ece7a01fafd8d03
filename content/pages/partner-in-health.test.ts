import { expect, test } from 'vitest'
import { localeContentProblems } from './locale-shape.ts'
import { PARTNER_IN_HEALTH } from './partner-in-health.ts'

/** Figures of money or percent: each partner's discount is its code's data, never copy. */
const AMOUNT = /AED|د\.إ|\d\s?%|%\s?\d/

test('the three languages have the same sections and lists, and no empty or stand-in texts', () => {
	expect(localeContentProblems(PARTNER_IN_HEALTH)).toEqual([])
})

test('names no discount: the Samsung card gets its figure from the code', () => {
	expect(JSON.stringify(PARTNER_IN_HEALTH)).not.toMatch(AMOUNT)
	for (const content of Object.values(PARTNER_IN_HEALTH)) expect(content.partners.samsung.text).toContain('{{discount}}')
})

test('explains joining in three steps, and the enquiry e-mail has the address in it', () => {
	for (const content of Object.values(PARTNER_IN_HEALTH)) {
		expect(content.join.steps).toHaveLength(3)
		expect(content.enquiry.email).toContain('{{email}}')
	}
})
