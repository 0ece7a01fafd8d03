/**
 * The third-party scripts (app/analytics/vendors/) on the test server that has them switched on
 * (EXTERNAL_SCRIPTS and the ids of tests/e2e/support/vendors.ts). No request reaches a vendor:
 * every other host is answered here with a small script that defines the vendor's global and
 * records what the site asks of it, and the time of each request is kept.
 *
 * Nothing goes out before consent; after it, each script comes at its time (spec §4: the tag
 * manager a second after the load on the home page and at once elsewhere, the pixel at once on
 * the thank-you page); after a refusal the vendors hear nothing more.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { NOT_FOUND_RESOURCE, expect, gotoHydrated, test } from './support/fixtures.ts'
import { t } from './support/locales.ts'
import { E2E_VENDOR_IDS } from './support/vendors.ts'

type VendorRequest = { url: string; at: number }

/** Stand-ins that behave like the vendors' scripts: they take over the site's queueing stubs and log every call. */
const STUBS: Array<{ match: RegExp; body: string }> = [
	{ match: /^https:\/\/www\.googletagmanager\.com\/gtm\.js/, body: 'window.google_tag_manager = {};' },
	{
		match: /^https:\/\/connect\.facebook\.net\//,
		body: `(function () { var f = window.fbq; window.__fbqCalls = (f.queue || []).map(function (c) { return Array.from(c) });
			f.callMethod = function () { window.__fbqCalls.push(Array.from(arguments)) }; f.queue = [] })()`,
	},
	{
		match: /^https:\/\/widget\.intercom\.io\//,
		body: `(function () { window.__intercomCalls = ((window.Intercom && window.Intercom.q) || []).map(function (c) { return Array.from(c) });
			window.Intercom = function () { window.__intercomCalls.push(Array.from(arguments)) } })()`,
	},
	{
		match: /^https:\/\/www\.clarity\.ms\/tag\//,
		body: `(function () { window.__clarityCalls = ((window.clarity && window.clarity.q) || []).map(function (c) { return Array.from(c) });
			window.clarity = function () { window.__clarityCalls.push(Array.from(arguments)) } })()`,
	},
]

/** Answers every host but the site's, and records each request with its time. */
async function interceptVendors(context: BrowserContext, siteOrigin: string) {
	const requests: VendorRequest[] = []
	await context.route(
		(url) => url.origin !== siteOrigin,
		async (route) => {
			const url = route.request().url()
			requests.push({ url, at: Date.now() })
			const stub = STUBS.find((candidate) => candidate.match.test(url))
			await route.fulfill({ status: 200, contentType: 'text/javascript', body: stub?.body ?? '' })
		},
	)
	return requests
}

const GTM = `https://www.googletagmanager.com/gtm.js?id=${E2E_VENDOR_IDS.GTM_ID}`
const PIXEL = 'https://connect.facebook.net/en_US/fbevents.js'
const INTERCOM = `https://widget.intercom.io/widget/${E2E_VENDOR_IDS.INTERCOM_APP_ID}`
const CLARITY = `https://www.clarity.ms/tag/${E2E_VENDOR_IDS.CLARITY_PROJECT_ID}`

/** When the page's load event ended, on the same clock as the recorded requests. */
async function loadEventEnd(page: Page) {
	await page.waitForFunction(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd)
	return page.evaluate(() => performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd)
}

async function requestTime(requests: VendorRequest[], url: string) {
	await expect.poll(() => requests.some((request) => request.url === url), { timeout: 10_000 }).toBe(true)
	return requests.find((request) => request.url === url)?.at ?? 0
}

async function answer(context: BrowserContext, baseURL: string | undefined, value: '1.gg' | '1.dg') {
	await context.addCookies([{ name: 'kcal_consent', value, url: baseURL ?? '' }])
}

test('nothing is requested from a vendor before consent; "Accept all" brings every enabled one', async ({ page, context, baseURL }) => {
	const requests = await interceptVendors(context, new URL(baseURL ?? '').origin)
	const lazyChunks: string[] = []
	page.on('request', (request) => {
		if (/\/third-party-scripts-[\w-]+\.js$/.test(request.url())) lazyChunks.push(request.url())
	})
	const response = await gotoHydrated(page, '/')
	// The policy already names the enabled vendors' hosts, so consent needs no other page.
	const policy = response?.headers()['content-security-policy'] ?? ''
	for (const host of ['https://*.googletagmanager.com', 'https://connect.facebook.net', 'https://widget.intercom.io', 'https://*.clarity.ms']) expect(policy).toContain(host)
	await loadEventEnd(page)
	await page.waitForTimeout(2500)
	expect(requests).toEqual([])
	// Not even the site's own loader code.
	expect(lazyChunks).toEqual([])

	await page.getByRole('region', { name: t('en', 'consent.heading') }).getByRole('button', { name: t('en', 'consent.acceptAll') }).click()
	for (const url of [GTM, PIXEL, INTERCOM, CLARITY]) await requestTime(requests, url)
	expect(lazyChunks).toHaveLength(1)
})

/**
 * When the site's own loader code (a lazy chunk, fetched once the page is idle) was requested: a
 * vendor due "at once" follows it closely, whatever the idle wait before it took.
 */
function loaderRequested(page: Page) {
	return page.waitForRequest(/\/assets\/third-party-scripts-[^/]+\.js$/).then(() => Date.now())
}

// Marketing consent alone: the tag manager and the pixel load, and the page is spared the experiments
// client, whose start-up would share the main thread with what these timings measure.
test('the tag manager waits a second after the load on the home page, and comes at once elsewhere', async ({ page, context, baseURL }) => {
	const requests = await interceptVendors(context, new URL(baseURL ?? '').origin)
	await answer(context, baseURL, '1.dg')

	await page.goto('/ar-ae/')
	const homeLoaded = await loadEventEnd(page)
	expect((await requestTime(requests, GTM)) - homeLoaded).toBeGreaterThanOrEqual(1000)

	requests.length = 0
	const loader = loaderRequested(page)
	await page.goto('/meal-plans/')
	const plansLoaded = await loadEventEnd(page)
	const gtm = await requestTime(requests, GTM)
	const pixel = await requestTime(requests, PIXEL)
	expect(gtm - (await loader)).toBeLessThan(700)
	// The pixel waits its second everywhere but on the thank-you page.
	expect(pixel - plansLoaded).toBeGreaterThanOrEqual(1000)
	expect(gtm).toBeLessThanOrEqual(pixel)
})

test.describe('on the thank-you page', () => {
	// Without an order the page is the 404 screen; the root, which loads the scripts, is the same.
	test.use({ allowedConsoleErrors: [NOT_FOUND_RESOURCE] })

	test('the pixel comes at once', async ({ page, context, baseURL }) => {
		const requests = await interceptVendors(context, new URL(baseURL ?? '').origin)
		await answer(context, baseURL, '1.dg')
		const loader = loaderRequested(page)
		await page.goto('/ru-ae/meal-plans/thank-you/')
		const loaded = await loadEventEnd(page)
		const pixel = await requestTime(requests, PIXEL)
		expect(pixel - (await loader)).toBeLessThan(700)
		expect(pixel - loaded).toBeLessThan(2000)
	})
})

test('after "Reject all" the vendors hear nothing more, and their cookies are gone', async ({ page, context, baseURL }) => {
	const requests = await interceptVendors(context, new URL(baseURL ?? '').origin)
	await answer(context, baseURL, '1.gg')
	await gotoHydrated(page, '/faqs/')
	for (const url of [GTM, PIXEL, INTERCOM, CLARITY]) await requestTime(requests, url)
	await page.waitForFunction(() => {
		const w = window as unknown as Record<string, unknown>
		return Boolean(w.__fbqCalls && w.__intercomCalls && w.__clarityCalls)
	})
	await context.addCookies(['_ga', '_gcl_au', '_fbp', '_clck'].map((name) => ({ name, value: 'x', url: baseURL ?? '' })))

	const counts = () =>
		page.evaluate(() => {
			const w = window as unknown as Record<string, unknown[] | undefined>
			const events = (w.dataLayer ?? []).filter((entry) => typeof entry === 'object' && entry !== null && 'event' in entry)
			return { dataLayerEvents: events.length, fbq: w.__fbqCalls?.length ?? 0, intercom: w.__intercomCalls?.length ?? 0, clarity: w.__clarityCalls?.length ?? 0 }
		})
	const calls = (name: string, from: number) => page.evaluate(({ name, from }) => ((window as unknown as Record<string, unknown[]>)[name] ?? []).slice(from), { name, from })

	await page.getByRole('contentinfo').getByRole('button', { name: t('en', 'consent.settings') }).click()
	const before = await counts()
	await page.getByRole('region', { name: t('en', 'consent.heading') }).getByRole('button', { name: t('en', 'consent.rejectAll') }).click()
	await expect(page.getByRole('region', { name: t('en', 'consent.heading') })).toHaveCount(0)

	// What the refusal itself tells each vendor.
	await expect.poll(() => calls('__fbqCalls', before.fbq)).toEqual([['consent', 'revoke']])
	expect(await calls('__intercomCalls', before.intercom)).toEqual([['shutdown']])
	expect(await calls('__clarityCalls', before.clarity)).toEqual([['consentv2', { analytics_Storage: 'denied', ad_Storage: 'denied' }], ['stop']])
	const names = (await context.cookies()).map((cookie) => cookie.name)
	for (const name of ['_ga', '_gcl_au', '_fbp', '_clck']) expect(names).not.toContain(name)

	// Then a new page view, and an event that every vendor would take: none of it reaches them.
	const after = await counts()
	await page.getByRole('banner').getByRole('link', { name: t('en', 'nav.mealPlans') }).first().click()
	await expect(page).toHaveURL(/\/meal-plans\/$/)
	await page.waitForTimeout(1500)
	expect(await counts()).toEqual(after)
})
