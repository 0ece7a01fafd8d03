/**
 * What crawlers see: canonical and hreflang links on indexable pages,
 * `noindex` without a canonical on private and error pages (and their text hidden from session
 * recording), the sitemaps,
 * robots.txt, and the security headers of pages.
 */
import { createHash } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { isPrivatePage } from '../../app/private-pages.ts'
import { GOOGLEBOT_UA } from './support/agents.ts'
import { expect, test } from './support/fixtures.ts'
import { describeDocument, elements, get } from './support/html.ts'
import { ENABLED_LOCALES, localizePath } from './support/locales.ts'
import { AMBASSADOR, MISSING_PATH, PAGE_CASES, pageUrl } from './support/pages.ts'

// Crawlers are the audience here; they also get no locale cookie, so requests stay independent.
test.use({ userAgent: GOOGLEBOT_UA })

const PRIVATE_PATHS = [
	'/account/',
	// The paid plan's pages (issue 17): one customer's plan, days, renewal, cancellation and credit notes.
	'/account/plan/',
	'/account/plan/day/',
	'/account/plan/renew/',
	'/account/plan/cancel/',
	'/account/credit-note/',
	'/log-in/',
	'/sign-up/',
	'/reset-password/',
	'/reset-password/otp/',
	'/set-password/',
	'/meal-plans/checkout/',
	'/meal-plans/thank-you/',
	'/dashboard/payment/',
	'/user-deletion/',
	'/style-guide/',
	// Personal invitations (content/ambassadors.ts): shared with friends, not for search engines.
	`/ambassador-sign-up/${AMBASSADOR.handle}/`,
]


test('the route table marks the private pages as not indexable', () => {
	const privatePaths = PAGE_CASES.filter((pageCase) => !pageCase.route.indexable).map((pageCase) => pageCase.path)
	expect(privatePaths.toSorted()).toEqual(PRIVATE_PATHS.toSorted())
})

test.describe('canonical, hreflang and robots', () => {
	for (const locale of ENABLED_LOCALES) {
		test(`${locale.code}: every page`, async ({ request, baseURL }) => {
			for (const pageCase of PAGE_CASES) {
				const url = pageUrl(pageCase, locale.code)
				const response = await get(request, url)
				// Asked for without an order, a page about one order is the ordinary 404; a guest asking for the account is sent to log in.
				expect(response.status(), url).toBe(pageCase.needsOrder ? 404 : pageCase.needsSignIn ? 302 : 200)
				if (pageCase.needsSignIn) continue
				const document = describeDocument(await response.text())
				// Private pages show the visitor's own details: session recording hides their text.
				expect.soft(document.recordingMasked, `${url} data-clarity-mask`).toBe(isPrivatePage(pageCase.route.id))
				if (!pageCase.indexable) {
					expect.soft(document.robots, `${url} robots`).toContain('noindex')
					expect.soft(document.canonicals, `${url} canonical`).toEqual([])
					expect.soft(document.alternates, `${url} alternates`).toEqual([])
					expect.soft(response.headers()['x-robots-tag'], `${url} X-Robots-Tag`).toBe('noindex')
					continue
				}
				expect.soft(document.robots, `${url} robots`).toEqual([])
				expect.soft(response.headers()['x-robots-tag'], `${url} X-Robots-Tag`).toBeUndefined()
				expect.soft(document.canonicals, `${url} canonical`).toEqual([baseURL + url])
				expect.soft(document.alternates, `${url} alternates`).toEqual([
					...ENABLED_LOCALES.map((alternate) => ({
						hreflang: alternate.htmlLang,
						href: baseURL + localizePath(pageCase.path, alternate.code),
					})),
					{ hreflang: 'x-default', href: baseURL + pageCase.path },
				])
			}
		})
	}

	test('error pages are noindex without a canonical', async ({ request }) => {
		for (const url of [MISSING_PATH, '/ar-ae/meal-plans/nope/', '/ru-ae/ambassador-sign-up/-x-/']) {
			const response = await get(request, url)
			expect(response.status(), url).toBe(404)
			const document = describeDocument(await response.text())
			expect(document.robots, url).toContain('noindex')
			expect(document.canonicals, url).toEqual([])
			expect(document.alternates, url).toEqual([])
			expect(response.headers()['x-robots-tag'], url).toBe('noindex')
		}
	})
})

test.describe('sitemaps', () => {
	const SITEMAPS = ['sitemap.xml', ...ENABLED_LOCALES.map((locale) => `${locale.language}-sitemap.xml`)]
	const indexablePaths = PAGE_CASES.filter((pageCase) => pageCase.indexable && !pageCase.path.includes('/ambassador-sign-up/')).map(
		(pageCase) => pageCase.path,
	)
	const privatePaths = PAGE_CASES.filter((pageCase) => !pageCase.indexable).map((pageCase) => pageCase.path)

	async function fetchXml(request: APIRequestContext, url: string) {
		const response = await get(request, url)
		expect(response.status(), url).toBe(200)
		expect(response.headers()['content-type'], url).toMatch(/^application\/xml/)
		return response.text()
	}

	test('are well-formed XML under every prefix, and the same under each', async ({ request, page }) => {
		const documents = new Map<string, string>()
		for (const locale of ENABLED_LOCALES) {
			for (const sitemap of SITEMAPS) {
				const url = localizePath(`/${sitemap}`, locale.code)
				documents.set(url, await fetchXml(request, url))
				expect(documents.get(url), `${url} equals /${sitemap}`).toBe(documents.get(`/${sitemap}`))
			}
		}
		// The browser's XML parser is a strict one, and nothing else here parses XML.
		const errors = await page.evaluate((texts) => {
			return texts.flatMap(([url, text]) => {
				const parsed = new DOMParser().parseFromString(text, 'application/xml')
				const failure = parsed.getElementsByTagName('parsererror')[0]
				return failure ? [`${url}: ${failure.textContent}`] : []
			})
		}, [...documents.entries()])
		expect(errors).toEqual([])
	})

	test('the index lists one sitemap per locale', async ({ request, baseURL }) => {
		const xml = await fetchXml(request, '/sitemap.xml')
		expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
		const locations = elements(xml, 'loc').map((loc) => loc.text)
		expect(locations).toEqual(ENABLED_LOCALES.map((locale) => `${baseURL}/${locale.language}-sitemap.xml`))
	})

	for (const locale of ENABLED_LOCALES) {
		test(`${locale.language}: lists every indexable page with its alternates and no private page`, async ({ request, baseURL }) => {
			const xml = await fetchXml(request, `/${locale.language}-sitemap.xml`)
			// Plans the console specs create and publish (console-new-plan.spec.ts) are listed too; the rest is the seeded catalogue's.
			const consolePlan = /\/meal-plans\/e2e-console-[a-z0-9-]+\/$/
			const urls = elements(xml, 'url').filter((url) => !consolePlan.test(elements(url.html, 'loc')[0]?.text ?? ''))
			const locations = urls.map((url) => elements(url.html, 'loc')[0]?.text ?? '')
			expect(locations.toSorted()).toEqual(indexablePaths.map((path) => baseURL + localizePath(path, locale.code)).toSorted())
			for (const path of privatePaths) {
				for (const code of ENABLED_LOCALES.map((entry) => entry.code)) {
					expect(xml, `${path} must not be listed`).not.toContain(`"${baseURL}${localizePath(path, code)}"`)
					expect(locations).not.toContain(baseURL + localizePath(path, code))
				}
			}
			for (const [index, url] of urls.entries()) {
				const path = indexablePaths.find((candidate) => locations[index] === baseURL + localizePath(candidate, locale.code))
				const alternates = [...url.html.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
					(match) => ({ hreflang: match[1], href: match[2] }),
				)
				expect(alternates, locations[index]).toEqual([
					...ENABLED_LOCALES.map((alternate) => ({ hreflang: alternate.htmlLang, href: baseURL + localizePath(path ?? '', alternate.code) })),
					{ hreflang: 'x-default', href: baseURL + (path ?? '') },
				])
			}
		})
	}

	test('robots.txt points to the sitemap and keeps crawlers out of the API', async ({ request, baseURL }) => {
		const response = await get(request, '/robots.txt')
		expect(response.status()).toBe(200)
		expect(response.headers()['content-type']).toMatch(/^text\/plain/)
		const lines = (await response.text()).split('\n')
		expect(lines).toContain('User-agent: *')
		expect(lines).toContain('Disallow: /client/api/')
		expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
		expect(lines).not.toContain('Disallow: /')
	})
})

test.describe('security headers', () => {
	// Public pages (shareable, no session) are the same bytes for everyone of a variant: their scripts
	// are trusted by hash. Personal pages (log-in) and the 404 page get a fresh nonce each time.
	const PAGES = [
		{ url: '/', trust: 'hashes' },
		{ url: '/ar-ae/meal-plans/international/', trust: 'hashes' },
		{ url: '/ru-ae/log-in/', trust: 'nonce' },
		{ url: MISSING_PATH, trust: 'nonce' },
	] as const
	const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`

	for (const { url, trust } of PAGES) {
		test(`${url}`, async ({ request }) => {
			const nonces: string[] = []
			const bodies: string[] = []
			for (let attempt = 0; attempt < 2; attempt += 1) {
				const response = await get(request, url)
				expect(response.status()).toBeLessThan(500)
				const headers = response.headers()
				expect(headers['x-content-type-options']).toBe('nosniff')
				expect(headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/)
				expect(headers['content-security-policy-report-only'], 'the policy is enforced, not report-only').toBeUndefined()
				const policy = headers['content-security-policy'] ?? ''
				const directives = new Map(
					policy.split(';').map((directive) => {
						const [name = '', ...values] = directive.trim().split(/\s+/)
						return [name, values] as const
					}),
				)
				expect(directives.get('frame-ancestors')).toEqual(["'none'"])
				expect(directives.get('object-src')).toEqual(["'none'"])
				const scriptSources = directives.get('script-src') ?? []
				expect(scriptSources).not.toContain("'unsafe-inline'")
				expect(scriptSources).not.toContain("'unsafe-eval'")
				expect(scriptSources).toContain("'strict-dynamic'")
				const html = await response.text()
				bodies.push(html)
				const scripts = elements(html, 'script')
				expect(scripts.length).toBeGreaterThan(0)
				const nonce = scriptSources.map((source) => /^'nonce-([A-Za-z0-9+/=]{16,})'$/.exec(source)?.[1]).find(Boolean)
				if (trust === 'nonce') {
					expect(nonce, `a nonce in script-src: ${policy}`).toBeTruthy()
					nonces.push(nonce as string)
					// Every script of the page carries this response's nonce.
					for (const script of scripts) expect(script.attributes.nonce).toBe(nonce)
				} else {
					expect(nonce, `no nonce on a public page: ${policy}`).toBeUndefined()
					expect(headers.etag).toMatch(/^"[\w-]+"$/)
					// Every inline script is allowed by its hash.
					const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(([, body = '']) => body)
					expect(inline.length).toBeGreaterThan(0)
					for (const body of inline) expect(scriptSources, body.slice(0, 80)).toContain(sha256(body))
				}
			}
			if (trust === 'nonce') expect(nonces[0], 'a fresh nonce on every response').not.toBe(nonces[1])
			else expect(bodies[1], 'the same bytes for the next visitor').toBe(bodies[0])
		})
	}
})
