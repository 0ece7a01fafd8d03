import { describe, expect, test } from 'vitest'
import { DIETS } from '../content/diets.ts'
import { matchPageRoute, PAGE_ROUTES, routeId } from './route-table.ts'

describe('route table', () => {
	test('holds every route of spec §2 once', () => {
		const paths = PAGE_ROUTES.map((route) => route.path)
		expect(new Set(paths).size).toBe(paths.length)
		for (const path of [
			'',
			'app',
			'terms/mea',
			'get-started/ru',
			'reset-password/otp',
			'partner-in-health/samsung',
			'ambassador-sign-up/:name',
			'campaign/kmp_2499_app',
			'dashboard/payment',
			'meal-plans/customise-meal-plan',
			'meal-plans/*',
		]) {
			expect(paths).toContain(path)
		}
		expect(PAGE_ROUTES.filter((route) => route.path.startsWith('campaign/'))).toHaveLength(7)
		expect(PAGE_ROUTES.filter((route) => route.file === 'routes/sample-menu.tsx')).toHaveLength(DIETS.length)
	})

	test('names the layouts the spec gives', () => {
		const layoutOf = (path: string) => PAGE_ROUTES.find((route) => route.path === path)?.layout
		expect(layoutOf('body-assessment')).toBe('assessment')
		expect(layoutOf('metabolic-lp')).toBe('lp')
		expect(layoutOf('get-started/ru')).toBe('russian-layout')
		expect(layoutOf('get-started')).toBe('none')
		expect(layoutOf('campaign/ramadan25')).toBe('none')
		expect(layoutOf('faqs')).toBe('default')
	})

	test('keeps private pages out of search engines', () => {
		const privatePaths = PAGE_ROUTES.filter((route) => !route.indexable).map((route) => route.path)
		expect(privatePaths.sort()).toEqual(
			[
				'account',
				'account/credit-note',
				'account/plan',
				'account/plan/cancel',
				'account/plan/day',
				'account/plan/renew',
				// Personal invitations: shared with friends, not for search engines.
				'ambassador-sign-up/:name',
				'dashboard/payment',
				'log-in',
				'meal-plans/checkout',
				'meal-plans/thank-you',
				'reset-password',
				'reset-password/otp',
				'set-password',
				'sign-up',
				'style-guide',
				'user-deletion',
			].sort(),
		)
	})

	test('declares payment-token with priority 10 on /dashboard/payment', () => {
		expect(PAGE_ROUTES.find((route) => route.path === 'dashboard/payment')?.middleware).toEqual([
			{ name: 'payment-token', priority: 10 },
		])
	})
})

describe('matchPageRoute', () => {
	test('prefers static segments over parameters', () => {
		expect(matchPageRoute('/meal-plans/checkout/')?.route.id).toBe('checkout')
		expect(matchPageRoute('/meal-plans/success-gluten-free-sample-menu/')?.route.id).toBe('sampleMenu.glutenFree')
		expect(matchPageRoute('/meal-plans/vegetarian/')).toEqual({
			route: expect.objectContaining({ id: 'mealPlan' }),
			params: { '*': 'vegetarian' },
		})
		expect(matchPageRoute('/ambassador-sign-up/sara/')).toEqual({ route: expect.objectContaining({ id: 'ambassadorSignUp' }), params: { name: 'sara' } })
	})

	test('the plan pages are a catch-all: any depth under /meal-plans/ (spec §2 {catchAll...})', () => {
		expect(matchPageRoute('/meal-plans/a/b/')).toEqual({ route: expect.objectContaining({ id: 'mealPlan' }), params: { '*': 'a/b' } })
		expect(matchPageRoute('/meal-plans/checkout/extra/')?.route.id).toBe('mealPlan')
		// Not the collection page itself.
		expect(matchPageRoute('/meal-plans/')?.route.id).toBe('mealPlans')
	})

	test('matches the home page and ignores trailing slashes', () => {
		expect(matchPageRoute('/')?.route.id).toBe('home')
		expect(matchPageRoute('/terms/mea')?.route.id).toBe('termsMea')
	})

	test('returns null for unknown and too deep paths', () => {
		expect(matchPageRoute('/nope/')).toBeNull()
		expect(matchPageRoute('/faqs/a/')).toBeNull()
	})
})

test('route ids carry the locale', () => {
	expect(routeId('ar-ae', 'faqs')).toBe('ar-ae:faqs')
	expect(routeId('en', PAGE_ROUTES[0]!)).toBe('en:home')
})
