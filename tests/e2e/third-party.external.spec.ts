/**
 * The third-party scripts (app/analytics/vendors/) on the test server that has them switched on
 * (EXTERNAL_SCRIPTS and the ids of tests/e2e/support/vendors.ts). No request reaches a vendor:
 * every other host is answered here with a small script that defines the vendor's global and
 * records what the site asks of it.
 *
 * Nothing goes out before consent; after it, each script comes at its time (spec §4: the tag
 * manager a second after the load on the home page and at once elsewhere, the pixel at once on
 * the thank-you page); after a refusal the vendors hear nothing more. Those times are the page's
 * own, on Playwright's clock: the tests move it and never measure how long anything took.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { gotoHydratedOnPausedClock, pauseClock } from './support/clock.ts'
import { NOT_FOUND_RESOURCE, expect, gotoHydrated, test } from './support/fixtures.ts'
import { t } from './support/locales.ts'
import { E2E_VENDOR_IDS } from './support/vendors.ts'

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

/** Answers every host but the site's, and records each request's URL. */
async function interceptVendors(context: BrowserContext, siteOrigin: string) {
	const requests: string[] = []
	await context.route(
		(url) => url.origin !== siteOrigin,
		async (route) => {
			const url = route.request().url()
			requests.push(url)
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
const VENDOR_SCRIPTS = [GTM, PIXEL, INTERCOM, CLARITY]

/** The site's own loader code: a lazy chunk, fetched once the page is idle and consent allows a vendor. */
const LOADER_CHUNK = /\/assets\/third-party-scripts-[\w-]+\.js$/

/** What the page has asked of the vendors so far: their scripts it has added, which it does at the moment each is due. */
function addedVendorScripts(page: Page) {
	return page.evaluate((vendors) => [...document.scripts].map((script) => script.src).filter((src) => vendors.includes(src)), VENDOR_SCRIPTS)
}

async function requested(requests: string[], url: string) {
	await expect.poll(() => requests.includes(url)).toBe(true)
}

async function answer(context: BrowserContext, baseURL: string | undefined, value: '1.gg' | '1.dg') {
	await context.addCookies([{ name: 'kcal_consent', value, url: baseURL ?? '' }])
}

/**
 * Opens `path` (its clock paused) and returns once the site's loader has run after the load event
 * and scheduled each vendor, with the page's clock still at the moment it did: from here a
 * vendor due in N ms comes after exactly N ms of page.clock.runFor, not one before.
 *
 * The page needs time on its clock to get there (hydration may wait for its first-paint timer, the
 * loader for an idle callback), so the clock runs until the loader is asked for; its answer is held
 * meanwhile, so nothing is scheduled while the clock moves. Then the clock stands still, the chunk
 * is let through, and a line added to its end says when it has run: the code that schedules the
 * vendors runs in the same task, right after it.
 */
async function openUntilTheLoaderRan(page: Page, path: string) {
	let asked = false
	let letThrough = () => {}
	const held = new Promise<void>((resolve) => (letThrough = resolve))
	await page.route(LOADER_CHUNK, async (route) => {
		asked = true
		await held
		const response = await route.fetch()
		await route.fulfill({ status: response.status(), contentType: 'text/javascript', body: `${await response.text()}\n;window.__e2eLoaderRan = true;\n` })
	})
	await page.goto(path, { waitUntil: 'commit' })
	await expect
		.poll(
			async () => {
				await page.clock.runFor(500)
				return asked
			},
			{ timeout: 20_000 },
		)
		.toBe(true)
	// After the load event, so the loader schedules from it at once instead of waiting for it.
	await page.waitForFunction(() => document.readyState === 'complete')
	letThrough()
	await page.waitForFunction(() => (window as unknown as { __e2eLoaderRan?: boolean }).__e2eLoaderRan === true)
	await page.unroute(LOADER_CHUNK)
}

/** At once: within this much of the page's time, far short of the second the others wait. */
const AT_ONCE_MS = 50

test('nothing is requested from a vendor before consent; "Accept all" brings every enabled one', async ({ page, context, baseURL }) => {
	const requests = await interceptVendors(context, new URL(baseURL ?? '').origin)
	const lazyChunks: string[] = []
	page.on('request', (request) => {
		if (LOADER_CHUNK.test(request.url())) lazyChunks.push(request.url())
	})
	await pauseClock(page)
	const response = await gotoHydratedOnPausedClock(page, '/')
	// The policy already names the enabled vendors' hosts, so consent needs no other page.
	const policy = response?.headers()['content-security-policy'] ?? ''
	for (const host of ['https://*.googletagmanager.com', 'https://connect.facebook.net', 'https://widget.intercom.io', 'https://*.clarity.ms']) expect(policy).toContain(host)
	// Past the idle wait and every vendor's delay after the load.
	await page.clock.runFor(5_000)
	expect(await addedVendorScripts(page)).toEqual([])
	expect(requests).toEqual([])
	// Not even the site's own loader code.
	expect(lazyChunks).toEqual([])

	await page.clock.resume()
	await page.getByRole('region', { name: t('en', 'consent.heading') }).getByRole('button', { name: t('en', 'consent.acceptAll') }).click()
	for (const url of VENDOR_SCRIPTS) await requested(requests, url)
	expect(lazyChunks).toHaveLength(1)
})

// Marketing consent alone: the tag manager and the pixel load, and the page is spared the experiments client.
test('the tag manager waits a second after the load on the home page, and comes at once elsewhere', async ({ page, context, baseURL }) => {
	const requests = await interceptVendors(context, new URL(baseURL ?? '').origin)
	await answer(context, baseURL, '1.dg')
	await pauseClock(page)

	await openUntilTheLoaderRan(page, '/ar-ae/')
	await page.clock.runFor(999)
	expect(await addedVendorScripts(page)).toEqual([])
	expect(requests).toEqual([])
	await page.clock.runFor(1)
	expect(await addedVendorScripts(page)).toContain(GTM)
	await requested(requests, GTM)

	requests.length = 0
	await openUntilTheLoaderRan(page, '/meal-plans/')
	await page.clock.runFor(AT_ONCE_MS)
	expect(await addedVendorScripts(page)).toEqual([GTM])
	await requested(requests, GTM)
	// The pixel waits its second everywhere but on the thank-you page.
	await page.clock.runFor(1000 - AT_ONCE_MS - 1)
	expect(await addedVendorScripts(page)).toEqual([GTM])
	expect(requests).not.toContain(PIXEL)
	await page.clock.runFor(1)
	expect(await addedVendorScripts(page)).toContain(PIXEL)
	await requested(requests, PIXEL)
})

test.describe('on the thank-you page', () => {
	// Without an order the page is the 404 screen; the root, which loads the scripts, is the same.
	test.use({ allowedConsoleErrors: [NOT_FOUND_RESOURCE] })

	test('the pixel comes at once', async ({ page, context, baseURL }) => {
		const requests = await interceptVendors(context, new URL(baseURL ?? '').origin)
		await answer(context, baseURL, '1.dg')
		await pauseClock(page)
		await openUntilTheLoaderRan(page, '/ru-ae/meal-plans/thank-you/')
		await page.clock.runFor(AT_ONCE_MS)
		expect(await addedVendorScripts(page)).toContain(PIXEL)
		await requested(requests, PIXEL)
	})
})

test('after "Reject all" the vendors hear nothing more, and their cookies are gone', async ({ page, context, baseURL }) => {
	const requests = await interceptVendors(context, new URL(baseURL ?? '').origin)
	await answer(context, baseURL, '1.gg')
	// Running as time does, until the end: there the page's clock is moved on past every timer.
	await page.clock.install()
	await gotoHydrated(page, '/faqs/')
	for (const url of VENDOR_SCRIPTS) await requested(requests, url)
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
	// Past every timer and idle callback the new page view may wait for.
	await page.clock.runFor(5_000)
	expect(await counts()).toEqual(after)
})
