/**
 * The error screen and hostile input: unmatched paths and invalid route
 * parameters give the localized 404 with the exact message, and malformed
 * requests get a 4xx or a clean redirect, never a 500, with the server still
 * answering afterwards.
 */
import type { APIResponse } from '@playwright/test'
import { BROWSER_UA } from './support/agents.ts'
import { expect, gotoHydrated, NOT_FOUND_RESOURCE, test } from './support/fixtures.ts'
import { describeDocument, get } from './support/html.ts'
import { ENABLED_LOCALES, type LocaleEntry, localizePath, pageTitle, t } from './support/locales.ts'
import { MISSING_PATH } from './support/pages.ts'

type NotFoundCase = {
	/** Prefix-free path and query. */
	path: string
	kind: 'errors.notFound' | 'errors.routeNotFound'
	why: string
}

const NOT_FOUND_CASES: NotFoundCase[] = [
	{ path: MISSING_PATH, kind: 'errors.notFound', why: 'no route matches' },
	{ path: '/faqs/extra/?step=2', kind: 'errors.notFound', why: 'a page path with an extra segment' },
	// /meal-plans/{catchAll...} (spec §2): any depth reaches the plan pages' module, which refuses what is no plan.
	{ path: '/meal-plans/checkout/extra/?step=2', kind: 'errors.routeNotFound', why: 'a deeper path under /meal-plans/' },
	{ path: '/meal-plans/international/plus/', kind: 'errors.routeNotFound', why: 'a plan slug with a segment after it' },
	{ path: '/meal-plans/nope/', kind: 'errors.routeNotFound', why: 'unknown plan slug' },
	{ path: '/meal-plans/NOT_A_SLUG/?from=ad', kind: 'errors.routeNotFound', why: 'malformed plan slug' },
	{ path: '/ambassador-sign-up/-bad-/', kind: 'errors.routeNotFound', why: 'ambassador name with leading dash' },
	{ path: '/ambassador-sign-up/x/', kind: 'errors.routeNotFound', why: 'one-letter ambassador name' },
	{ path: `/ambassador-sign-up/${'a'.repeat(41)}/`, kind: 'errors.routeNotFound', why: 'ambassador name over 40 characters' },
]

/**
 * The message the error screen must show for `url`. Right-to-left pages wrap
 * the path in Unicode isolates (FSI…PDI) so its slashes keep their order.
 */
function errorMessage(locale: LocaleEntry, kind: NotFoundCase['kind'], url: string) {
	return t(locale.code, kind, { path: locale.dir === 'rtl' ? `\u2068${url}\u2069` : url })
}

function expectErrorScreen(response: APIResponse, html: string, locale: LocaleEntry, message: string) {
	expect(response.status()).toBe(404)
	const document = describeDocument(html)
	expect(document.lang).toBe(locale.htmlLang)
	expect(document.dir).toBe(locale.dir)
	expect(document.titles).toEqual([pageTitle(locale.code, t(locale.code, 'errors.notFoundTitle'))])
	expect(document.h1).toEqual([t(locale.code, 'errors.notFoundTitle')])
	expect(html).toMatch(/<p[^>]*>404<\/p>/)
	expect(document.errorMessage).toBe(message)
	const homeLinks = document.anchors.filter((anchor) => anchor.text === t(locale.code, 'errors.goBackHome'))
	expect(homeLinks.map((anchor) => anchor.attributes.href)).toEqual([localizePath('/', locale.code)])
}

test.describe('404 error screen', () => {
	for (const locale of ENABLED_LOCALES) {
		for (const notFound of NOT_FOUND_CASES) {
			const url = localizePath(notFound.path, locale.code)
			test(`${url} (${notFound.why})`, async ({ request }) => {
				const response = await get(request, url)
				const message = errorMessage(locale, notFound.kind, url)
				expectErrorScreen(response, await response.text(), locale, message)
			})
		}
	}

	test('an unknown locale prefix is an English 404 for the whole path', async ({ request }) => {
		const english = ENABLED_LOCALES[0] as LocaleEntry
		for (const url of ['/fr-fr/', '/fr-fr/faqs/', '/en/faqs/', '/ar/']) {
			const response = await get(request, url)
			expectErrorScreen(response, await response.text(), english, errorMessage(english, 'errors.notFound', url))
		}
	})

	test('a very long path is cut in the message, not echoed whole', async ({ request }) => {
		const url = `/${'a'.repeat(10 * 1024)}/`
		const response = await get(request, url)
		expect(response.status()).toBe(404)
		const message = describeDocument(await response.text()).errorMessage ?? ''
		expect(message.startsWith(t('en', 'errors.notFound', { path: url.slice(0, 300) }))).toBe(true)
		expect(message.length).toBeLessThan(400)
	})

	test.describe('in a browser', () => {
		test.use({ allowedConsoleErrors: [NOT_FOUND_RESOURCE] })
		for (const locale of ENABLED_LOCALES) {
			test(`${locale.code}: shows status, message and a way home that works`, async ({ page }) => {
				const url = localizePath('/meal-plans/nope/', locale.code)
				const response = await gotoHydrated(page, url)
				expect(response?.status()).toBe(404)
				const main = page.locator('main')
				await expect(main.getByText('404', { exact: true })).toBeVisible()
				await expect(main.getByRole('heading', { level: 1 })).toHaveText(t(locale.code, 'errors.notFoundTitle'))
				await expect(main.getByTestId('error-message')).toHaveText(errorMessage(locale, 'errors.routeNotFound', url))
				const home = main.getByRole('link', { name: t(locale.code, 'errors.goBackHome') })
				await expect(home).toHaveAttribute('href', localizePath('/', locale.code))
				await home.click()
				await expect(page).toHaveURL(localizePath('/', locale.code))
				await expect(page.locator('h1')).toHaveText(t(locale.code, 'pages.home.heading'))
			})
		}
	})
})

test.describe('a payment link that will never work', () => {
	// The browser logs the document's own status.
	test.use({ allowedConsoleErrors: [/status of 4\d\d/] })
	for (const locale of ENABLED_LOCALES) {
		test(`${locale.code}: says why and what to do instead, inside the site's header and footer`, async ({ page }) => {
			const response = await gotoHydrated(page, localizePath('/dashboard/payment/?token=not.a.token', locale.code))
			expect(response?.status()).toBe(400)
			await expect(page.getByRole('banner')).toBeVisible()
			await expect(page.getByRole('contentinfo')).toBeVisible()
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale.code, 'payment.invalidTitle'))
			const main = page.getByRole('main')
			await expect(main).toContainText(t(locale.code, 'payment.invalidLink'))
			await expect(main).toContainText(t(locale.code, 'payment.askForLink'))
			await expect(main).not.toContainText(t(locale.code, 'errors.serverHelp'))
			await expect(main.getByRole('link', { name: t(locale.code, 'payment.chooseAgain') })).toHaveAttribute('href', localizePath('/meal-plans/', locale.code))
		})
	}
})

test.describe('bad input never gets a 500', () => {
	// In order, in one worker: the last test checks the server after all the others.
	test.describe.configure({ mode: 'default' })
	type BadRequest = {
		name: string
		path: string
		method?: 'GET' | 'POST' | 'HEAD'
		headers?: Record<string, string>
		/** The statuses that count as handling it well. */
		expected: number[]
	}
	const browser = { 'User-Agent': BROWSER_UA }
	const BAD_REQUESTS: BadRequest[] = [
		{ name: 'malformed percent-encoding', path: '/%E0%A4%A/', expected: [400] },
		{ name: 'lone percent sign', path: '/faqs/%/', expected: [400] },
		{ name: 'invalid escape in a locale', path: '/ar-ae/%ZZ/', expected: [400] },
		{ name: 'encoded NUL', path: '/%00/', expected: [400, 404] },
		{ name: 'encoded traversal', path: '/..%2f..%2fetc%2fpasswd', expected: [400, 404] },
		{ name: 'a 10 KB path', path: `/${'a'.repeat(10 * 1024)}`, expected: [404, 414] },
		{ name: 'a 10 KB path of segments', path: `/${'ab/'.repeat(3414)}`, expected: [404, 414] },
		{ name: 'a 10 KB query', path: `/faqs/?q=${'x'.repeat(10 * 1024)}`, expected: [200, 414] },
		{ name: 'unknown locale prefix', path: '/fr-fr/', expected: [404] },
		{ name: 'unknown locale prefix on a page', path: '/fr-fr/faqs/', expected: [404] },
		{ name: 'garbage locale cookie', path: '/', headers: { ...browser, Cookie: 'locale=<script>alert(1)</script>' }, expected: [200] },
		{ name: 'badly encoded locale cookie', path: '/', headers: { ...browser, Cookie: 'locale=%E0%A4%A' }, expected: [200] },
		{ name: 'huge locale cookie', path: '/', headers: { ...browser, Cookie: `locale=${'x'.repeat(4000)}` }, expected: [200] },
		{ name: 'locale cookie naming an unknown locale', path: '/', headers: { ...browser, Cookie: 'locale=fr-fr' }, expected: [200] },
		{ name: 'garbage Accept-Language', path: '/', headers: { ...browser, 'Accept-Language': ';q=abc,,,*;q=,-' }, expected: [200] },
		{ name: 'huge Accept-Language', path: '/', headers: { ...browser, 'Accept-Language': 'zz-ZZ,'.repeat(1000) }, expected: [200] },
		{ name: 'POST to an unmatched page', path: MISSING_PATH, method: 'POST', expected: [404, 405] },
		{ name: 'HEAD of an unknown plan', path: '/meal-plans/nope/', method: 'HEAD', expected: [404] },
	]

	for (const bad of BAD_REQUESTS) {
		test(bad.name, async ({ request }) => {
			const response = await request.fetch(bad.path, { method: bad.method ?? 'GET', headers: bad.headers, maxRedirects: 0 })
			expect(bad.expected, `${bad.method ?? 'GET'} ${bad.path.slice(0, 80)} → ${response.status()}`).toContain(response.status())
			if (bad.headers?.Cookie) {
				// A cookie that names no locale is replaced by the page's language.
				expect(response.headers()['set-cookie']).toMatch(/^locale=en;/)
			}
			expect((await request.get('/healthz')).ok(), 'the server still answers').toBe(true)
		})
	}

	test('a path that looks protocol-relative does not redirect off the site', async ({ request, baseURL }) => {
		const origin = new URL(baseURL ?? '').origin
		// `//faqs` names the page /faqs/ under an empty first segment; a Location of `//faqs/` would send the visitor to the host "faqs".
		for (const path of ['//faqs', '///about-us', '//terms/mea?x=1']) {
			// An absolute URL: resolved against baseURL, `//faqs` would name another host.
			const response = await request.fetch(`${origin}${path}`, { maxRedirects: 0 })
			expect(response.status(), path).toBeLessThan(500)
			const location = response.headers().location
			if (location !== undefined) {
				expect.soft(new URL(location, `${origin}/`).origin, `Location ${location} of ${path}`).toBe(origin)
			}
		}
	})

	test('the server keeps serving pages after all of it', async ({ request }) => {
		const response = await get(request, '/faqs/')
		expect(response.status()).toBe(200)
		expect(describeDocument(await response.text()).h1).toEqual([t('en', 'pages.faqs.heading')])
	})
})
