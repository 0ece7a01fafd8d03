import { describe, expect, it } from 'vitest'
import { pageViewPath } from './page-view.ts'

describe('pageViewPath', () => {
	it('is the path when there is no query', () => {
		expect(pageViewPath('/ar-ae/meal-plans/', '')).toBe('/ar-ae/meal-plans/')
	})

	it('drops every parameter but the campaign ones', () => {
		expect(pageViewPath('/meal-plans/thank-you/', '?order=2f1c9e3a-0000-4000-8000-000000000000&token=secret')).toBe('/meal-plans/thank-you/')
		expect(pageViewPath('/reset-password/otp/', '?email=sara%40example.com&code=123456')).toBe('/reset-password/otp/')
	})

	it('keeps the utm_* parameters, in their order and encoded', () => {
		expect(pageViewPath('/campaign/ny25/', '?utm_source=instagram&email=a%40b.c&utm_campaign=new+year&UTM_Medium=social')).toBe(
			'/campaign/ny25/?utm_source=instagram&utm_campaign=new+year&UTM_Medium=social',
		)
	})
})
