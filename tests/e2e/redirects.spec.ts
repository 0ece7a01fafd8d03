/**
 * Redirects made before any page renders: the forced trailing slash, the
 * table of old addresses, and the first-visit language redirect with its
 * exemptions (crawlers, clicks inside the site, pages other than the root).
 */
import { loadConfig } from '../../server/config.ts'
import { redirectTable } from '../../server/http/redirects.ts'
import { BROWSER_UA, GOOGLEBOT_SMARTPHONE_UA, GOOGLEBOT_UA } from './support/agents.ts'
import { expect, test } from './support/fixtures.ts'
import { get, redirectTarget } from './support/html.ts'
import { ENABLED_LOCALES, localizePath } from './support/locales.ts'
import { PAGE_CASES } from './support/pages.ts'

const QUERY = '?utm_source=test&x=a%20b'

test.describe('trailing slash', () => {
	for (const locale of ENABLED_LOCALES) {
		test(`${locale.code}: every page path without its slash gets a 301 keeping the query`, async ({ request }) => {
			for (const pageCase of PAGE_CASES) {
				const slashed = localizePath(pageCase.path, locale.code)
				if (slashed === '/') continue
				const bare = slashed.slice(0, -1)
				for (const method of ['GET', 'HEAD'] as const) {
					const response = await request.fetch(bare + QUERY, { method, maxRedirects: 0 })
					// Soft: one report lists every path that misbehaves.
					expect.soft(response.status(), `${method} ${bare}${QUERY}`).toBe(301)
					expect.soft(redirectTarget(response), `${method} ${bare}${QUERY}`).toBe(slashed + QUERY)
				}
			}
		})
	}

	test('a parameter route is slashed before its value is checked', async ({ request }) => {
		const response = await get(request, '/meal-plans/nope?x=1')
		expect(response.status()).toBe(301)
		expect(redirectTarget(response)).toBe('/meal-plans/nope/?x=1')
		expect((await get(request, '/meal-plans/nope/?x=1')).status()).toBe(404)
	})

	test('paths that are not pages are not redirected', async ({ request }) => {
		const cases: Array<[path: string, status: number]> = [
			['/sitemap.xml', 200],
			['/ar-ae/sitemap.xml', 200],
			['/robots.txt', 200],
			['/favicon.ico', 200],
			['/client/api/v1/locales', 200],
			['/no-such-page', 404],
			['/ar-ae/no/such/page', 404],
		]
		for (const [path, status] of cases) {
			const response = await get(request, path)
			expect(response.status(), path).toBe(status)
			expect(response.headers().location, path).toBeUndefined()
		}
	})
})

test.describe('redirect table', () => {
	const rules = redirectTable(loadConfig({}).externalLinks)
	const internal = rules.filter((rule) => rule.to.startsWith('/'))
	const external = rules.filter((rule) => !rule.to.startsWith('/'))

	test('the table has internal and external rules to check', () => {
		expect(internal.map((rule) => [rule.from, rule.to])).toContainEqual(['/login/', '/log-in/'])
		expect(external.length).toBeGreaterThan(0)
	})

	for (const locale of ENABLED_LOCALES) {
		test(`${locale.code}: old addresses go to their page in the same locale, query kept`, async ({ request }) => {
			for (const rule of internal) {
				const from = localizePath(rule.from, locale.code)
				for (const source of [from, from.slice(0, -1)]) {
					const response = await get(request, source + QUERY)
					expect.soft(response.status(), source).toBe(rule.status)
					expect.soft(redirectTarget(response), source).toBe(localizePath(rule.to, locale.code) + QUERY)
				}
			}
		})
	}

	test('external addresses redirect to the configured URL', async ({ request }) => {
		for (const rule of external) {
			for (const source of [rule.from, localizePath(rule.from, 'ar-ae')]) {
				const response = await get(request, source)
				expect.soft(response.status(), source).toBe(rule.status)
				expect.soft(response.headers().location, source).toBe(rule.to)
			}
		}
	})

	test('/login ends on the log-in page', async ({ request }) => {
		const response = await request.get('/ru-ae/login', { headers: { 'User-Agent': BROWSER_UA } })
		expect(response.status()).toBe(200)
		expect(new URL(response.url()).pathname).toBe('/ru-ae/log-in/')
	})
})

test.describe('first-visit language redirect', () => {
	type Visit = {
		name: string
		path?: string
		headers: Record<string, string>
		/** Expected Location (path + query) of a 302, or null for the page itself (200). */
		target: string | null
	}
	const person = (headers: Record<string, string> = {}) => ({ 'User-Agent': BROWSER_UA, ...headers })

	const VISITS: Visit[] = [
		{ name: 'Accept-Language ar', headers: person({ 'Accept-Language': 'ar' }), target: '/ar-ae/' },
		{ name: 'Accept-Language ar-AE with English second', headers: person({ 'Accept-Language': 'ar-AE,en;q=0.8' }), target: '/ar-ae/' },
		{ name: 'Accept-Language ru-RU', headers: person({ 'Accept-Language': 'ru-RU,ru;q=0.9' }), target: '/ru-ae/' },
		{ name: 'q-values decide', headers: person({ 'Accept-Language': 'en;q=0.5, ru;q=0.9' }), target: '/ru-ae/' },
		{ name: 'English preferred', headers: person({ 'Accept-Language': 'en-GB,ar;q=0.5' }), target: null },
		{ name: 'an unsupported language', headers: person({ 'Accept-Language': 'fr-FR,de;q=0.8' }), target: null },
		{ name: 'no Accept-Language', headers: person(), target: null },
		{ name: 'query kept', path: `/${QUERY}`, headers: person({ 'Accept-Language': 'ar' }), target: `/ar-ae/${QUERY}` },
		{ name: 'cookie ru-ae', headers: person({ Cookie: 'locale=ru-ae' }), target: '/ru-ae/' },
		{ name: 'cookie wins over Accept-Language', headers: person({ Cookie: 'locale=ru-ae', 'Accept-Language': 'ar' }), target: '/ru-ae/' },
		{ name: 'cookie en keeps English', headers: person({ Cookie: 'locale=en', 'Accept-Language': 'ar' }), target: null },
		{ name: 'garbage cookie falls back to Accept-Language', headers: person({ Cookie: 'locale=%%garbage%%', 'Accept-Language': 'ar' }), target: '/ar-ae/' },
		{ name: 'garbage cookie alone', headers: person({ Cookie: 'locale=<b>ru</b>' }), target: null },
		{ name: 'Googlebot with Accept-Language ar', headers: { 'User-Agent': GOOGLEBOT_UA, 'Accept-Language': 'ar' }, target: null },
		{ name: 'Googlebot smartphone with a locale cookie', headers: { 'User-Agent': GOOGLEBOT_SMARTPHONE_UA, Cookie: 'locale=ru-ae' }, target: null },
		{ name: 'a click inside the site (Sec-Fetch-Site)', headers: person({ 'Accept-Language': 'ar', 'Sec-Fetch-Site': 'same-origin' }), target: null },
		{ name: 'only the root is redirected', path: '/faqs/', headers: person({ 'Accept-Language': 'ar' }), target: null },
		{ name: 'prefixed pages are never redirected', path: '/ru-ae/', headers: person({ 'Accept-Language': 'ar' }), target: null },
	]

	for (const visit of VISITS) {
		test(`${visit.name} → ${visit.target ?? 'no redirect'}`, async ({ request }) => {
			const response = await get(request, visit.path ?? '/', visit.headers)
			if (visit.target === null) {
				expect(response.status()).toBe(200)
				return
			}
			expect(response.status()).toBe(302)
			expect(redirectTarget(response)).toBe(visit.target)
			// The answer depends on who asks: no shared cache may keep it.
			expect(response.headers().vary).toMatch(/Cookie/)
			expect(response.headers().vary).toMatch(/Accept-Language/)
			expect(response.headers()['cache-control']).toMatch(/no-store/)
		})
	}

	test('reading a page remembers its language in the locale cookie, for people only', async ({ request }) => {
		const person = await get(request, '/ar-ae/faqs/', { 'User-Agent': BROWSER_UA })
		const cookie = person.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie')?.value ?? ''
		expect(cookie).toMatch(/^locale=ar-ae;/)
		expect(cookie).toMatch(/Path=\//)
		expect(cookie).toMatch(/Max-Age=31536000/)
		expect(cookie).toMatch(/SameSite=Lax/i)

		const bot = await get(request, '/ru-ae/faqs/', { 'User-Agent': GOOGLEBOT_UA })
		expect(bot.status()).toBe(200)
		expect(bot.headers()['set-cookie']).toBeUndefined()
	})
})
