/**
 * Experiments (docs/experiments.md) as a browser and a crawler meet them: the cookies, the
 * variant of `landing_page_ww` already in the server-rendered HTML of /metabolic-lp/, the page
 * cache keeping the variants apart, and the browser's Split client, which only a person who has
 * granted analytics consent gets. The server runs Split in localhost mode from
 * config/split-flags.yaml, where the user id `qa-landing-classic` gets the classic page.
 */
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test'
import { BROWSER_UA, GOOGLEBOT_UA } from './support/agents.ts'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { elements, get } from './support/html.ts'

const LANDING = '/metabolic-lp/'
const QA_KEY = 'qa-landing-classic'
const DAY_SECONDS = 24 * 60 * 60

/** A visitor of their own (no cookies from other tests), optionally with a user id already. */
async function visitor(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, userId?: string): Promise<APIRequestContext> {
	const host = new URL(baseURL ?? '').hostname
	const cookies = userId ? [{ name: 'kcal_uid', value: userId, domain: host, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }] : []
	return playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'User-Agent': BROWSER_UA }, storageState: { cookies, origins: [] } })
}

/** Which ending of the landing page the HTML has: the lead form, or the classic call to action. */
function landingVariant(html: string) {
	const sections = elements(html, 'section').map((section) => section.attributes.id)
	const leadForm = elements(html, 'form').some((form) => form.html.includes('name="sourcePath" value="/metabolic-lp/"'))
	if (sections.includes('talk') && leadForm && !sections.includes('assessment')) return 'lead_form'
	if (sections.includes('assessment') && !sections.includes('talk') && !leadForm) return 'off'
	return `unclear: ${sections.join(', ')}`
}

test('a crawler gets no experiment client, no user id and no cookies', async ({ request }) => {
	const response = await get(request, LANDING, { 'User-Agent': GOOGLEBOT_UA })
	expect(response.status()).toBe(200)
	expect(response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie')).toEqual([])
	const html = await response.text()
	expect(html).not.toContain('authorizationKey')
	expect(html).not.toContain('kcal_uid')
	// The crawler sees the default variant, server-rendered.
	expect(landingVariant(html)).toBe('lead_form')
})

test('a browser gets its user id for 30 days and its treatments for 60, strictly same-site', async ({ page, context }) => {
	await gotoHydrated(page, LANDING)
	const now = Date.now() / 1000
	const cookies = await context.cookies()
	const uid = cookies.find((cookie) => cookie.name === 'kcal_uid')
	const split = cookies.find((cookie) => cookie.name === 'kcal_split')
	expect(uid?.value).toMatch(/^[0-9a-f-]{36}$/)
	expect(uid?.sameSite).toBe('Lax')
	expect(uid?.httpOnly).toBe(false)
	expect((uid?.expires ?? 0) - now).toBeGreaterThan(30 * DAY_SECONDS - 60)
	expect((uid?.expires ?? 0) - now).toBeLessThanOrEqual(30 * DAY_SECONDS)
	expect(decodeURIComponent(split?.value ?? '')).toContain(`u=${uid?.value}&`)
	expect(split?.value).toContain('landing_page_ww=lead_form')
	expect(split?.sameSite).toBe('Strict')
	expect((split?.expires ?? 0) - now).toBeGreaterThan(60 * DAY_SECONDS - 60)
	expect((split?.expires ?? 0) - now).toBeLessThanOrEqual(60 * DAY_SECONDS)
	// The person's page carries the browser SDK's settings, never their id.
	const html = await (await page.request.get(LANDING)).text()
	expect(html).toContain('authorizationKey')
	expect(html).not.toContain(uid?.value ?? 'no id')
})

test('the server-rendered HTML already shows the visitor’s variant of the landing page', async ({ playwright, baseURL }) => {
	const newcomer = await visitor(playwright, baseURL)
	const qa = await visitor(playwright, baseURL, QA_KEY)
	try {
		expect(landingVariant(await (await get(newcomer, LANDING)).text())).toBe('lead_form')
		expect(landingVariant(await (await get(qa, LANDING)).text())).toBe('off')
		// The QA visitor's treatments were stored with their key.
		const stored = (await qa.storageState()).cookies.find((cookie) => cookie.name === 'kcal_split')
		expect(decodeURIComponent(stored?.value ?? '')).toContain(`u=${QA_KEY}&`)
		expect(stored?.value).toContain('landing_page_ww=off')
	} finally {
		await Promise.all([newcomer.dispose(), qa.dispose()])
	}
})

test('two visitors of different variants never get each other’s cached page', async ({ playwright, baseURL }) => {
	// A query of its own, so the first requests here are the ones that fill the page cache.
	const path = `${LANDING}?utm_campaign=cache-${Date.now()}`
	for (let round = 0; round < 3; round += 1) {
		const newcomer = await visitor(playwright, baseURL)
		const qa = await visitor(playwright, baseURL, QA_KEY)
		try {
			const [lead, classic] = await Promise.all([get(newcomer, path), get(qa, path)])
			expect(landingVariant(await lead.text()), `round ${round}`).toBe('lead_form')
			expect(landingVariant(await classic.text()), `round ${round}`).toBe('off')
		} finally {
			await Promise.all([newcomer.dispose(), qa.dispose()])
		}
	}
})

test.describe('the browser’s Split client', () => {
	const splitClientRequests = (page: Page) => {
		const seen: string[] = []
		page.on('request', (request) => {
			if (/\/split-client-[\w-]+\.js$/.test(new URL(request.url()).pathname)) seen.push(request.url())
		})
		return seen
	}

	test('loads once the page is idle, for a person who granted analytics consent', async ({ page, context, baseURL }) => {
		await context.addCookies([{ name: 'kcal_consent', value: '1.gd', url: baseURL ?? '' }])
		const seen = splitClientRequests(page)
		await gotoHydrated(page, LANDING)
		await expect.poll(() => seen.length).toBe(1)
	})

	test('never loads without that consent', async ({ page, context, baseURL }) => {
		await context.addCookies([{ name: 'kcal_consent', value: '1.dg', url: baseURL ?? '' }])
		const seen = splitClientRequests(page)
		await page.clock.install()
		await gotoHydrated(page, LANDING)
		// The page's clock past the idle wait (app/utils/when-idle.ts) a granted visitor's page has.
		await page.clock.runFor(5_000)
		expect(seen).toEqual([])
	})
})
