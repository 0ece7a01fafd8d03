import { RouterContextProvider } from 'react-router'
import { expect, test } from 'vitest'
import { localeContext, type RequestServices, servicesContext } from '../context.ts'
import { i18nFor } from '../i18n/catalogues.server.ts'
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

test('/style-guide/ answers 404 unless the STYLE_GUIDE setting is on', async () => {
	const [styleGuide] = middlewareFor('styleGuide')
	if (!styleGuide) throw new Error('style-guide middleware missing')
	const run = async (enabled: boolean) => {
		const context = new RouterContextProvider()
		context.set(localeContext, i18nFor('en'))
		context.set(servicesContext, { settings: { styleGuide: enabled } } as RequestServices)
		const request = new Request('http://localhost/style-guide/')
		return styleGuide({ request, context, params: {}, url: new URL(request.url), pattern: '' } as never, async () => new Response())
	}
	await expect(run(true)).resolves.toBeUndefined()
	await expect(run(false)).rejects.toMatchObject({ init: { status: 404 } })
})
