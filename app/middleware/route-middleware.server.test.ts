import { expect, test } from 'vitest'
import { assertRouteMiddlewareKnown, middlewareFor, PAYMENT_TOKEN_PATTERN } from './route-middleware.server.ts'

test('every middleware the route table names exists', () => {
	expect(() => assertRouteMiddlewareKnown()).not.toThrow()
})

test('an unknown middleware name fails with "Unknown route middleware"', () => {
	const routes = [{ middleware: [{ name: 'payment-token', priority: 10 }, { name: 'no-such-check', priority: 1 }] }]
	expect(() => assertRouteMiddlewareKnown(routes)).toThrow('Unknown route middleware: no-such-check')
})

test('/dashboard/payment runs payment-token; other pages run nothing', () => {
	expect(middlewareFor('dashboardPayment')).toHaveLength(1)
	expect(middlewareFor('faqs')).toEqual([])
})

test('payment tokens are URL-safe and of sane length', () => {
	expect(PAYMENT_TOKEN_PATTERN.test('a'.repeat(32))).toBe(true)
	expect(PAYMENT_TOKEN_PATTERN.test('short')).toBe(false)
	expect(PAYMENT_TOKEN_PATTERN.test(`${'a'.repeat(20)}<script>`)).toBe(false)
})
