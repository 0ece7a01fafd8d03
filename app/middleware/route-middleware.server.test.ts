import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { createSigner } from '../../server/security/signed-token.ts'
import { localeContext, paymentLinkContext, type RequestServices, servicesContext } from '../context.ts'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { PAGE_ROUTES, routeId } from '../route-table.ts'
import { assertRouteMiddlewareApplied, assertRouteMiddlewareKnown, middlewareFor } from './route-middleware.server.ts'

test('every middleware the route table names exists', () => {
	expect(() => assertRouteMiddlewareKnown()).not.toThrow()
})

describe('every route module runs the middleware its pages declare', () => {
	// The build's route manifest in small: each page's route id and its module.
	const manifest = async () =>
		Object.fromEntries(await Promise.all(PAGE_ROUTES.map(async (page) => [routeId('en', page), { module: await import(`../${page.file}`) }] as const)))

	test('in the route table as it is (the style guide declared its check and never ran it)', async () => {
		expect(() => assertRouteMiddlewareApplied({})).not.toThrow()
		await expect(manifest().then(assertRouteMiddlewareApplied)).resolves.toBeUndefined()
	}, 60_000)

	test('a declared middleware the module does not run, or one it runs undeclared, fails naming the route', () => {
		const [paymentToken] = middlewareFor('dashboardPayment')
		expect(() => assertRouteMiddlewareApplied({ 'en:styleGuide': { module: {} } })).toThrow(/en:styleGuide/)
		expect(() => assertRouteMiddlewareApplied({ 'ar-ae:faqs': { module: { middleware: [paymentToken] } } })).toThrow(/ar-ae:faqs/)
		expect(() => assertRouteMiddlewareApplied({ 'en:dashboardPayment': { module: { middleware: [paymentToken] } }, root: { module: {} } })).not.toThrow()
	})
})

test('an unknown middleware name fails with "Unknown route middleware"', () => {
	const routes = [{ middleware: [{ name: 'payment-token', priority: 10 }, { name: 'no-such-check', priority: 1 }] }]
	expect(() => assertRouteMiddlewareKnown(routes)).toThrow('Unknown route middleware: no-such-check')
})

test('/dashboard/payment runs payment-token; other pages run nothing', () => {
	expect(middlewareFor('dashboardPayment')).toHaveLength(1)
	expect(middlewareFor('faqs')).toEqual([])
})

describe('payment-token', () => {
	const signer = createSigner('a-test-secret-that-is-long-enough-for-hmac')
	const order = '8d3f2c1e-4b5a-4c6d-8e7f-9a0b1c2d3e4f'
	const run = async (query: string, locale: 'en' | 'ar-ae' = 'en') => {
		const [paymentToken] = middlewareFor('dashboardPayment')
		if (!paymentToken) throw new Error('payment-token middleware missing')
		const context = new RouterContextProvider()
		context.set(localeContext, i18nFor(locale))
		const checkout = { readPaymentLinkToken: (token: string) => signer.verify('payment-link', token, new Date()) }
		context.set(servicesContext, { checkout } as unknown as RequestServices)
		const request = new Request(`http://localhost/dashboard/payment/${query}`)
		await paymentToken({ request, context, params: {}, url: new URL(request.url), pattern: '' } as never, async () => new Response())
		return context.get(paymentLinkContext)
	}

	test('a valid link names its order for the page', async () => {
		const token = signer.issue('payment-link', order, new Date(Date.now() + 60_000))
		await expect(run(`?token=${token}`)).resolves.toEqual({ publicId: order, token })
	})

	test('no token: the page explains where payment links come from', async () => {
		await expect(run('')).resolves.toBeNull()
	})

	test('a tampered or malformed link is marked refused for the page, which explains it (no error thrown before any loader)', async () => {
		const token = signer.issue('payment-link', order, new Date(Date.now() + 60_000))
		const tampered = token.replace(order, order.replace('8d3f', '8d40'))
		await expect(run(`?token=${tampered}`)).resolves.toEqual({ refused: 'invalid' })
		await expect(run('?token=%3Cscript%3E', 'ar-ae')).resolves.toEqual({ refused: 'invalid' })
	})

	test('an expired link is marked expired', async () => {
		const token = signer.issue('payment-link', order, new Date(Date.now() - 1_000))
		await expect(run(`?token=${token}`)).resolves.toEqual({ refused: 'expired' })
	})
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
