import { describe, expect, test } from 'vitest'
import { ATTRIBUTION_COOKIE, landingCookieValue, readLandingCookie } from './landing-cookie.ts'
import { marketingCookiesFor, visitCookies } from './visit-cookies.ts'

const ORIGIN = 'https://kcal.example'
const NOW = 1_795_450_000_000
const CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const options = { ownOrigin: ORIGIN, secure: true, now: () => NOW, randomId: () => 1_116_446_470 }

function page(path: string, headers: Record<string, string> = {}) {
	return new Request(`${ORIGIN}${path}`, { headers: { 'User-Agent': CHROME, ...headers } })
}

const named = (cookies: string[], name: string) => cookies.find((cookie) => cookie.startsWith(`${name}=`))
const storedIn = (cookies: string[]) => readLandingCookie(/^kcal_attribution=([^;]*)/.exec(named(cookies, ATTRIBUTION_COOKIE) ?? '')?.[1])

const facebookLanding = landingCookieValue({
	utm: { utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'ny25', utm_content: null, utm_term: null },
	fbclid: 'IwAR0abc',
	gclid: null,
	referrer: null,
	userAgent: CHROME,
	landedAt: NOW - 86_400_000,
})

describe('landing capture', () => {
	test('a landing with UTM values sets the cookie', () => {
		const cookies = visitCookies(page('/meal-plans/?utm_source=google&utm_medium=cpc&utm_campaign=brand', { Referer: 'https://www.google.com/' }), options)
		expect(cookies).toHaveLength(1)
		expect(storedIn(cookies)).toMatchObject({ utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'brand' }, referrer: 'https://www.google.com/', landedAt: NOW })
	})

	test('a crawler gets no cookie', () => {
		expect(visitCookies(page('/?utm_source=google', { 'User-Agent': GOOGLEBOT }), options)).toEqual([])
	})

	test('a navigation inside the site is not a landing, whatever its query', () => {
		expect(visitCookies(page('/?utm_source=newsletter', { 'Sec-Fetch-Site': 'same-origin' }), options)).toEqual([])
		expect(visitCookies(page('/?utm_source=newsletter', { Referer: `${ORIGIN}/faqs/` }), options)).toEqual([])
	})

	test('a return from a payment provider does not overwrite the stored landing', () => {
		const cookie = `${ATTRIBUTION_COOKIE}=${facebookLanding}`
		expect(visitCookies(page('/meal-plans/thank-you/?order=1', { Referer: 'https://checkout.tabby.ai/', Cookie: cookie }), options)).toEqual([])
		expect(visitCookies(page('/', { Cookie: cookie }), options)).toEqual([])
	})

	test('a new landing from another site replaces the stored one', () => {
		const cookies = visitCookies(page('/', { Referer: 'https://gulfnews.com/food', Cookie: `${ATTRIBUTION_COOKIE}=${facebookLanding}` }), options)
		expect(storedIn(cookies)).toMatchObject({ referrer: 'https://gulfnews.com/food', fbclid: null, utm: { utm_source: null } })
	})
})

describe('Meta’s _fbc and _fbp', () => {
	const consent = (answer: '1.gg' | '1.gd') => `kcal_consent=${answer}`

	test('nothing while the visitor has not answered', () => {
		expect(visitCookies(page('/?fbclid=IwAR0abc'), options).filter((cookie) => cookie.startsWith('_fb'))).toEqual([])
	})

	test('set with marketing consent: _fbc from the landing’s click id and time, _fbp new', () => {
		const cookies = marketingCookiesFor(page('/', { Cookie: `${ATTRIBUTION_COOKIE}=${facebookLanding}` }), { analytics: 'DECLINED', marketing: 'GRANTED' }, options)
		expect(cookies).toEqual([
			`_fbp=fb.1.${NOW}.1116446470; Path=/; Max-Age=5184000; SameSite=Lax; Secure`,
			`_fbc=fb.1.${NOW - 86_400_000}.IwAR0abc; Path=/; Max-Age=5184000; SameSite=Lax; Secure`,
		])
	})

	test('a page view with consent sets them from the landing it records', () => {
		const cookies = visitCookies(page('/?fbclid=IwAR0new', { Cookie: consent('1.gg') }), options)
		expect(named(cookies, '_fbc')).toMatch(`_fbc=fb.1.${NOW}.IwAR0new;`)
		expect(named(cookies, '_fbp')).toMatch(/^_fbp=fb\.1\.\d{13}\.\d+;/)
	})

	test('left alone when they already hold the same ids', () => {
		const cookie = `${consent('1.gg')}; ${ATTRIBUTION_COOKIE}=${facebookLanding}; _fbc=fb.1.1700000000000.IwAR0abc; _fbp=fb.1.1700000000000.42`
		expect(visitCookies(page('/', { Cookie: cookie }), options)).toEqual([])
	})

	test('removed once marketing is declined', () => {
		const cookies = visitCookies(page('/', { Cookie: `${consent('1.gd')}; _fbc=fb.1.1700000000000.IwAR0abc; _fbp=fb.1.1700000000000.42` }), options)
		expect(cookies).toEqual(['_fbc=; Path=/; Max-Age=0; SameSite=Lax; Secure', '_fbp=; Path=/; Max-Age=0; SameSite=Lax; Secure'])
		expect(marketingCookiesFor(page('/'), { analytics: 'GRANTED', marketing: 'DECLINED' }, options)).toEqual([])
	})
})
