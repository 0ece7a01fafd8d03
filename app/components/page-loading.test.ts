import { expect, test } from 'vitest'
import { isCheckoutPath } from './page-loading.tsx'

test('the checkout loading screen belongs to every locale of the checkout and nothing else', () => {
	expect(isCheckoutPath('/meal-plans/checkout/')).toBe(true)
	expect(isCheckoutPath('/ar-ae/meal-plans/checkout/')).toBe(true)
	expect(isCheckoutPath('/ru-ae/meal-plans/checkout/payment/')).toBe(true)
	expect(isCheckoutPath('/meal-plans/')).toBe(false)
	expect(isCheckoutPath('/meal-plans/customise-meal-plan/')).toBe(false)
})
