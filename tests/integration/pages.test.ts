import { describe, expect, test } from 'vitest'
import { createTestDatabase } from './support/database.ts'
import { BROWSER_UA, createTestApp, GOOGLEBOT_UA } from './support/http.ts'

const { db } = await createTestDatabase()
const request = createTestApp(db)
const browser = (headers: Record<string, string> = {}) => ({ headers: { 'User-Agent': BROWSER_UA, ...headers } })

describe('before routing', () => {
	test('a configured page without its slash is moved permanently, query kept', async () => {
		const response = await request('/ru-ae/terms/mea?ref=footer')
		expect(response.status).toBe(301)
		expect(response.headers.get('Location')).toBe('/ru-ae/terms/mea/?ref=footer')
		expect((await request('/faqs', { method: 'HEAD' })).status).toBe(301)
	})

	test('the redirect table sends old addresses to pages and external names to their sites', async () => {
		const internal = await request('/ar-ae/login')
		expect(internal.status).toBe(301)
		expect(internal.headers.get('Location')).toBe('/ar-ae/log-in/')
		const external = await request('/blog/')
		expect(external.status).toBe(302)
		expect(external.headers.get('Location')).toMatch(/^https:\/\//)
	})

	test('a first visit to / follows the browser language; crawlers and inside clicks stay', async () => {
		const arabic = await request('/', browser({ 'Accept-Language': 'ar-AE,ar;q=0.9' }))
		expect(arabic.status).toBe(302)
		expect(arabic.headers.get('Location')).toBe('/ar-ae/')
		expect(arabic.headers.get('Vary')).toContain('Accept-Language')

		const crawler = await request('/', { headers: { 'User-Agent': GOOGLEBOT_UA, 'Accept-Language': 'ar' } })
		expect(crawler.status).toBe(200)

		const click = await request('/', browser({ 'Accept-Language': 'ar', 'Sec-Fetch-Site': 'same-origin' }))
		expect(click.status).toBe(200)
	})

	test('the remembered language wins and a garbage cookie is ignored', async () => {
		const remembered = await request('/?utm_source=x', browser({ Cookie: 'locale=ru-ae', 'Accept-Language': 'ar' }))
		expect(remembered.headers.get('Location')).toBe('/ru-ae/?utm_source=x')
		const garbage = await request('/', browser({ Cookie: 'locale=%00%ff<script>' }))
		expect(garbage.status).toBe(200)
	})

	test('malformed percent-encoding is a 400 page, not a crash', async () => {
		const response = await request('/%E0%A4%A/')
		expect(response.status).toBe(400)
		expect(await response.text()).toContain('Go Back Home')
		expect((await request('/healthz')).status).toBe(200)
	})
})

describe('page responses', () => {
	test('carry an enforced CSP: a personal page’s nonce is the one it was given; a public page has none', async () => {
		const response = await request('/account/', browser())
		const csp = response.headers.get('Content-Security-Policy') ?? ''
		const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
		expect(nonce).toBeTruthy()
		expect(await response.text()).toContain(`nonce=${nonce}`)
		expect(csp).toContain("frame-ancestors 'none'")
		expect(csp).toContain("object-src 'none'")
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		// Public pages trust their inline scripts by hash (tests/integration/security/public-pages.test.ts).
		const faqs = await request('/faqs/', browser())
		expect(faqs.headers.get('Content-Security-Policy')).not.toContain('nonce')
		expect(await faqs.text()).toContain('nonce=<')
	})

	test('private pages are noindex for search engines', async () => {
		expect((await request('/account/')).headers.get('X-Robots-Tag')).toBe('noindex')
		expect((await request('/faqs/')).headers.get('X-Robots-Tag')).toBeNull()
	})

	test('the locale cookie remembers the language of the page read, for people only', async () => {
		// People also get the experiments' cookies (tests/integration/experiments.test.ts).
		const localeCookies = (response: Response) => response.headers.getSetCookie().filter((cookie) => cookie.startsWith('locale='))
		const arabic = await request('/ar-ae/faqs/', browser())
		expect(localeCookies(arabic)).toEqual(['locale=ar-ae; Path=/; Max-Age=31536000; SameSite=Lax; Secure'])
		const same = await request('/ar-ae/faqs/', browser({ Cookie: 'locale=ar-ae' }))
		expect(localeCookies(same)).toEqual([])
		const crawler = await request('/ar-ae/faqs/', { headers: { 'User-Agent': GOOGLEBOT_UA } })
		expect(crawler.headers.get('Set-Cookie')).toBeNull()
	})
})

describe('sitemaps and robots.txt', () => {
	test('the index lists one sitemap per language, also under a prefix', async () => {
		for (const path of ['/sitemap.xml', '/ar-ae/sitemap.xml']) {
			const response = await request(path)
			expect(response.status).toBe(200)
			expect(response.headers.get('Content-Type')).toContain('application/xml')
			expect(await response.text()).toContain('https://kcal.example/en-GB-sitemap.xml')
		}
	})

	test('a language sitemap lists the plans in the database with alternates', async () => {
		const xml = await (await request('/ru-ae/ru-AE-sitemap.xml')).text()
		expect(xml).toContain('<loc>https://kcal.example/ru-ae/meal-plans/weight-loss/</loc>')
		expect(xml).toContain('hreflang="x-default" href="https://kcal.example/meal-plans/weight-loss/"')
		expect(xml).not.toContain('/account/')
	})

	test('robots.txt names the sitemap', async () => {
		const text = await (await request('/robots.txt')).text()
		expect(text).toContain('Sitemap: https://kcal.example/sitemap.xml')
	})
})
