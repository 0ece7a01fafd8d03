/**
 * Issue 16 item 11: the shared page cache never gives one visitor a page that was worked out from
 * another visitor's own state. The customise page prices a discount code against the visitor's
 * limit of unknown codes (per client address), and the lead-form pages carry the UTM values of the
 * visitor's landing (the attribution cookie): such pages are declared `perVisitor` in the route
 * table and never page-cached. The class check: every page the cache may share answers two guests
 * of the same variant alike, however their rate-limit state and cookies differ.
 */
import pino from 'pino'
import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { localeContext, type RequestServices, servicesContext } from '../../../app/context.ts'
import { i18nFor } from '../../../app/i18n/catalogues.server.ts'
import { PAGE_ROUTES, type PageRoute } from '../../../app/route-table.ts'
import type { AppRequestHandler } from '../../../server/app.ts'
import { ATTRIBUTION_COOKIE, landingCookieValue } from '../../../server/attribution/landing-cookie.ts'
import type { RateLimit } from '../../../server/http/rate-limits.ts'
import { createTestDatabase } from '../support/database.ts'
import { BROWSER_UA, createTestApp } from '../support/http.ts'
import { TEST_CONFIG, TEST_ORIGIN } from '../support/loader-args.ts'

const { db } = await createTestDatabase()

describe('through the HTTP layer', () => {
	// A page that shows whose it is: the client address and the cookies the page was given.
	const personalPages: AppRequestHandler = async (request, services) =>
		new Response(`<!doctype html><p>${new URL(request.url).pathname} for ${services.clientIp} ${request.headers.get('Cookie') ?? ''}</p>`, {
			headers: { 'Content-Type': 'text/html; charset=utf-8' },
		})
	const request = createTestApp(db, { PAGE_CACHE_SECONDS: '60', TRUST_PROXY_HOPS: '1' }, undefined, personalPages)
	const visit = (path: string, address: string, cookie = '') =>
		request(path, { headers: { 'User-Agent': BROWSER_UA, 'X-Forwarded-For': address, 'Sec-Fetch-Site': 'same-origin', ...(cookie ? { Cookie: cookie } : {}) } })

	test('the customise page is rendered for each visitor, never served from another’s', async () => {
		const path = '/meal-plans/customise-meal-plan/?plan=international&code=GUESS0001'
		expect(await (await visit(path, '198.51.100.1')).text()).toContain('for 198.51.100.1')
		expect(await (await visit(path, '198.51.100.2')).text()).toContain('for 198.51.100.2')
	})

	test('nor are the lead-form pages, which carry the landing’s UTM values from the visitor’s cookie', async () => {
		for (const path of ['/campaign/lead_form/', '/ar-ae/metabolic-lp/']) {
			await visit(path, '198.51.100.3', `${ATTRIBUTION_COOKIE}=first-visitor`)
			expect(await (await visit(path, '198.51.100.4')).text()).not.toContain('first-visitor')
		}
	})

	test('a page the same for everyone still comes from the cache (the check above would see it)', async () => {
		await visit('/faqs/', '198.51.100.5')
		expect(await (await visit('/faqs/', '198.51.100.6')).text()).toContain('for 198.51.100.5')
	})
})

describe('every page the cache may share answers every guest of one variant alike', () => {
	const allow: RateLimit = { consume: async () => ({ ok: true }), check: async () => ({ ok: true }), refund: async () => {}, reset: async () => {} }
	const exhausted: RateLimit = { consume: async () => ({ ok: false, retryAfterSeconds: 600 }), check: async () => ({ ok: false, retryAfterSeconds: 600 }), refund: async () => {}, reset: async () => {} }
	const landing = landingCookieValue({
		utm: { utm_source: 'first-visitor', utm_medium: 'cpc', utm_campaign: 'theirs', utm_term: null, utm_content: null },
		fbclid: null,
		gclid: null,
		referrer: null,
		userAgent: null,
		landedAt: Date.now(),
	})
	// Two guests of one variant: one has spent their code guesses and landed from an advert, one has not.
	const visitors = [
		{ clientIp: '203.0.113.7', unknownCodeLimit: exhausted, cookie: `${ATTRIBUTION_COOKIE}=${landing}; kcal_visit=a` },
		{ clientIp: '203.0.113.8', unknownCodeLimit: allow, cookie: '' },
	]
	// Every parameter filled, and a code to price: whatever a page could read from the visitor.
	// The plan pages' catch-all (`meal-plans/*`) is a plan's page.
	const addressOf = (route: PageRoute) => `/${route.path.replace('*', 'international').replace(/:\w+/g, 'someone')}/?code=GUESS0001`.replace('//?', '/?')

	async function answer(route: PageRoute, visitor: (typeof visitors)[number]) {
		const module = (await import(`../../../app/${route.file}`)) as { loader?: (args: never) => unknown }
		if (!module.loader) return null
		const context = new RouterContextProvider()
		context.set(localeContext, i18nFor('en'))
		context.set(servicesContext, {
			db,
			logger: pino({ level: 'silent' }),
			settings: { origin: TEST_ORIGIN, company: TEST_CONFIG.company, externalLinks: TEST_CONFIG.externalLinks, styleGuide: false },
			clientIp: visitor.clientIp,
			unknownCodeLimit: visitor.unknownCodeLimit,
			customer: null,
			visitor: { isCrawler: false, userId: `user-${visitor.clientIp}`, treatments: { landing_page_ww: 'lead_form', checkout_account: 'off' } },
		} as unknown as RequestServices)
		const url = new URL(addressOf(route), TEST_ORIGIN)
		const request = new Request(url, { headers: visitor.cookie ? { Cookie: visitor.cookie } : {} })
		try {
			return { data: await module.loader({ context, url, request, params: { '*': 'international/', name: 'someone' } } as never) }
		} catch (thrown) {
			if (!(thrown instanceof Response)) throw thrown
			return { status: thrown.status, location: thrown.headers.get('Location') }
		}
	}

	test.each(PAGE_ROUTES.filter((route) => route.shareable).map((route) => [route.id, route] as const))('%s', async (_id, route) => {
		const [first, second] = await Promise.all(visitors.map((visitor) => answer(route, visitor)))
		expect(first, 'a shared page must not depend on the visitor').toEqual(second)
	})

	test('the probe tells: each per-visitor page does answer these two guests differently', async () => {
		const perVisitor = PAGE_ROUTES.filter((route) => route.indexable && !route.shareable)
		expect(perVisitor.map((route) => route.id).sort()).toEqual(['campaignLeadForm', 'customiseMealPlan', 'metabolicLp'])
		for (const route of perVisitor) {
			const [first, second] = await Promise.all(visitors.map((visitor) => answer(route, visitor)))
			expect(first, route.id).not.toEqual(second)
		}
	})
})
