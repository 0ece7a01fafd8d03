/**
 * Attribution (docs/attribution.md) through the real HTTP layer and a real PostgreSQL: the landing
 * cookie a page view sets (not for crawlers, not over a payment provider's return, not into the
 * shared page cache), and the source, initiator and detail stored with registrations and orders,
 * from the cookie for browsers and from a validated `meta` for apps.
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { localeContext, type RequestServices, servicesContext } from '../../app/context.ts'
import { i18nFor } from '../../app/i18n/catalogues.server.ts'
import { action as checkoutAction } from '../../app/routes/checkout.tsx'
import { ATTRIBUTION_MESSAGES } from '../../content/attribution-messages.ts'
import type { LandingTouch } from '../../domain/attribution.ts'
import { ATTRIBUTION_COOKIE, landingCookieValue, readLandingCookie } from '../../server/attribution/landing-cookie.ts'
import { customers, orders } from '../../server/db/schema.ts'
import { checkoutDetailsForm, createCheckoutTestApp, orderBody, postOrder } from './support/checkout.ts'
import { createTestDatabase } from './support/database.ts'
import { BROWSER_UA, GOOGLEBOT_UA } from './support/http.ts'
import { TEST_ORIGIN } from './support/loader-args.ts'

const { db } = await createTestDatabase()
const { request, checkout } = createCheckoutTestApp(db, { TRUST_PROXY_HOPS: '1', PAGE_CACHE_SECONDS: '60' })

let clients = 0
const newAddress = () => `198.51.100.${++clients}`

const LANDED_AT = Date.UTC(2026, 10, 2, 6, 15)
const facebookAd: LandingTouch = {
	utm: { utm_source: 'facebook', utm_medium: 'paid_social', utm_campaign: 'ramadan25', utm_content: 'reel-2', utm_term: null },
	fbclid: 'IwAR0abc-123',
	gclid: null,
	referrer: 'https://m.facebook.com/',
	userAgent: 'landing browser',
	landedAt: LANDED_AT,
}
const landingCookie = (touch: LandingTouch) => `${ATTRIBUTION_COOKIE}=${landingCookieValue(touch)}`

const page = (path: string, headers: Record<string, string> = {}) => request(path, { headers: { 'User-Agent': BROWSER_UA, 'X-Forwarded-For': newAddress(), ...headers } })
const landingSetIn = (response: Response) => {
	const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${ATTRIBUTION_COOKIE}=`))
	return cookie ? { cookie, touch: readLandingCookie(/^[^=]+=([^;]*)/.exec(cookie)?.[1]) } : null
}

describe('landing capture', () => {
	test('a landing with UTM values sets the HttpOnly cookie for 60 days', async () => {
		const response = await page('/meal-plans/?utm_source=google&utm_medium=cpc&utm_campaign=brand&gclid=Cj0KCQiA', { Referer: 'https://www.google.ae/' })
		expect(response.status).toBe(200)
		const landing = landingSetIn(response)
		expect(landing?.cookie).toMatch(/; Path=\/; Max-Age=5184000; HttpOnly; SameSite=Lax; Secure$/)
		expect(landing?.touch).toMatchObject({
			utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'brand' },
			gclid: 'Cj0KCQiA',
			referrer: 'https://www.google.ae/',
			userAgent: BROWSER_UA,
		})
	})

	test('a page from the shared cache still sets it: each visitor gets their own landing, never a cached one', async () => {
		const path = '/faqs/?utm_source=newsletter&utm_medium=email'
		const first = await page(path)
		const second = await page(path, { Referer: 'https://mail.google.com/' })
		expect(landingSetIn(first)?.touch?.referrer).toBeNull()
		expect(landingSetIn(second)?.touch?.referrer).toBe('https://mail.google.com/')
		expect(second.headers.getSetCookie().filter((cookie) => cookie.startsWith(`${ATTRIBUTION_COOKIE}=`))).toHaveLength(1)
	})

	test('a crawler gets no cookie', async () => {
		const response = await page('/meal-plans/?utm_source=google', { 'User-Agent': GOOGLEBOT_UA })
		expect(response.status).toBe(200)
		expect(landingSetIn(response)).toBeNull()
	})

	test('a return from a payment provider or a page of ours does not overwrite the stored landing', async () => {
		const stored = landingCookie(facebookAd)
		const returns: Array<Record<string, string>> = [
			{ Referer: 'https://checkout.tabby.ai/', Cookie: stored },
			{ Referer: 'https://acs.emiratesnbd.com/challenge', Cookie: stored },
			{ Referer: `${TEST_ORIGIN}/meal-plans/`, Cookie: stored },
			{ 'Sec-Fetch-Site': 'same-origin', Cookie: stored },
			{ Cookie: stored },
		]
		for (const headers of returns) {
			expect(landingSetIn(await page('/faqs/', headers)), JSON.stringify(headers)).toBeNull()
		}
		// Another site's link does.
		expect(landingSetIn(await page('/faqs/', { Referer: 'https://www.timeoutdubai.com/', Cookie: stored }))?.touch?.referrer).toBe('https://www.timeoutdubai.com/')
	})

	test('with marketing consent the landing’s click id becomes Meta’s _fbc', async () => {
		const response = await page('/faqs/', { Cookie: `${landingCookie(facebookAd)}; kcal_consent=1.gg` })
		const cookies = response.headers.getSetCookie()
		expect(cookies).toContain(`_fbc=fb.1.${LANDED_AT}.IwAR0abc-123; Path=/; Max-Age=5184000; SameSite=Lax; Secure`)
		expect(cookies.find((cookie) => cookie.startsWith('_fbp='))).toMatch(/^_fbp=fb\.1\.\d{13}\.\d+; Path=\/; Max-Age=5184000; SameSite=Lax; Secure$/)
	})
})

describe('registration', () => {
	let emails = 0
	const newEmail = () => `attributed${++emails}@example.com`
	const register = (body: Record<string, unknown>, headers: Record<string, string> = {}, locale = 'en') =>
		request(`/client/api/v1/register?locale=${locale}`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'User-Agent': BROWSER_UA, 'X-Forwarded-For': newAddress(), ...headers },
			body: JSON.stringify({ first_name: 'Sara', last_name: 'Khan', mobile_number: '050 123 4567', password: 'lantern-orbit-sage-72', terms: true, ...body }),
		})
	const customerOf = async (email: string) => (await db.select().from(customers).where(eq(customers.email, email)))[0]

	test('a browser’s registration stores the landing cookie’s attribution', async () => {
		const email = newEmail()
		const response = await register({ email }, { Cookie: landingCookie(facebookAd), 'X-Forwarded-For': '203.0.113.50' })
		expect(response.status).toBe(201)
		const customer = await customerOf(email)
		expect(customer).toMatchObject({ source: 'facebook', initiatorType: 'Paid' })
		expect(customer?.meta).toMatchObject({
			utm_source: 'facebook',
			utm_medium: 'paid_social',
			utm_campaign: 'ramadan25',
			utm_content: 'reel-2',
			fbclid: 'IwAR0abc-123',
			http_referer: 'https://m.facebook.com/',
			browser_user_agent: 'landing browser',
			landed_at: '2026-11-02T06:15:00.000Z',
			// No marketing consent: Meta's ids are not stored.
			facebook_fbc: null,
			ip_address: '203.0.113.50',
		})
	})

	test('an app’s meta is stored, and wins over any cookie', async () => {
		const email = newEmail()
		const meta = { utm_source: 'app-store', utm_medium: 'referral', facebook_fbp: 'fb.1.1596403881668.1116446470', http_referer: 'https://gulfnews.com/', ip_address: '6.6.6.6' }
		const response = await register({ email, meta }, { 'X-Client': 'app', 'Sec-Fetch-Site': '', Cookie: landingCookie(facebookAd) })
		expect(response.status).toBe(201)
		const customer = await customerOf(email)
		expect(customer).toMatchObject({ source: 'app-store', initiatorType: 'Referral' })
		expect(customer?.meta).toMatchObject({ utm_source: 'app-store', facebook_fbp: meta.facebook_fbp, http_referer: 'https://gulfnews.com/', fbclid: null })
		expect(customer?.meta.ip_address).not.toBe('6.6.6.6')
	})

	test('bad meta is a 400 with a message per field, in the request’s language, and nothing is made', async () => {
		const email = newEmail()
		const response = await register({ email, meta: { utm_source: ['x'], facebook_fbc: 'IwAR0abc', http_referer: 'not a url' } }, {}, 'ru-ae')
		expect(response.status).toBe(400)
		const message = ATTRIBUTION_MESSAGES['ru-ae'].invalidValue
		expect(((await response.json()) as { error: { code: string; fields: Record<string, string> } }).error).toMatchObject({
			code: 'invalid_input',
			fields: { 'meta.utm_source': message, 'meta.facebook_fbc': message, 'meta.http_referer': message },
		})
		expect(await customerOf(email)).toBeUndefined()

		const notAnObject = await register({ email, meta: 'utm_source=x' })
		expect(notAnObject.status).toBe(400)
		expect(((await notAnObject.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ meta: ATTRIBUTION_MESSAGES.en.invalidMeta })
	})
})

describe('orders', () => {
	const orderOf = async (publicId: string) => (await db.select().from(orders).where(eq(orders.publicId, publicId)))[0]
	const created = async (response: Response) => {
		expect(response.status).toBe(201)
		return orderOf(((await response.json()) as { data: { id: string } }).data.id)
	}

	test('an order made in a browser stores the landing cookie’s attribution', async () => {
		const body = await orderBody(request, { email: 'landing@example.com' })
		const order = await created(await postOrder(request, body, { headers: { Cookie: `${landingCookie(facebookAd)}; kcal_consent=1.gg; _fbp=fb.1.1596403881668.42` } }))
		expect(order).toMatchObject({ source: 'facebook', initiatorType: 'Paid' })
		expect(order?.attribution).toMatchObject({ utm_campaign: 'ramadan25', fbclid: 'IwAR0abc-123', facebook_fbp: 'fb.1.1596403881668.42', landed_at: '2026-11-02T06:15:00.000Z' })
	})

	test('an ambassador’s link names the initiator; the landing still names the source', async () => {
		const body = { ...(await orderBody(request, { email: 'ambassador@example.com' })), initiator_type: 'Ambassador' }
		const order = await created(await postOrder(request, body, { headers: { Cookie: landingCookie(facebookAd) } }))
		expect(order).toMatchObject({ source: 'facebook', initiatorType: 'Ambassador' })
	})

	test('no cookie and no meta: Direct / Organic', async () => {
		const order = await created(await postOrder(request, await orderBody(request, { email: 'direct@example.com' })))
		expect(order).toMatchObject({ source: 'Direct', initiatorType: 'Organic', attribution: { utm_source: null, landed_at: null } })
	})

	test('an app’s meta is stored; a malformed one is a 400 under its field, never a 500', async () => {
		const body = await orderBody(request, { email: 'app@example.com' })
		const order = await created(await postOrder(request, { ...body, meta: { utm_source: 'instagram', utm_medium: 'social' } }))
		expect(order).toMatchObject({ source: 'instagram', initiatorType: 'Social' })

		const refused = await postOrder(request, { ...body, meta: { facebook_fbp: 12 } }, { locale: 'ar-ae' })
		expect(refused.status).toBe(400)
		expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ 'meta.facebook_fbp': ATTRIBUTION_MESSAGES['ar-ae'].invalidValue })
	})

	test('the checkout page’s order stores the landing cookie’s attribution', async () => {
		const form = await checkoutDetailsForm(request, { email: 'checkout-page@example.com' })
		const context = new RouterContextProvider()
		context.set(localeContext, i18nFor('en'))
		context.set(servicesContext, {
			db,
			checkout,
			logger: pino({ level: 'silent' }),
			settings: { origin: TEST_ORIGIN },
			clientIp: '203.0.113.99',
			customer: null,
			visitor: { isCrawler: false, userId: 'test-visitor', treatments: { landing_page_ww: 'lead_form', checkout_account: 'off' } },
		} as unknown as RequestServices)
		const url = new URL('/meal-plans/checkout/?plan=international&size=regular&days=6&weeks=1', TEST_ORIGIN)
		const search: LandingTouch = { ...facebookAd, utm: { ...facebookAd.utm, utm_source: null }, fbclid: null, referrer: 'https://www.bing.com/' }
		const pageRequest = new Request(url, {
			method: 'POST',
			body: form,
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': BROWSER_UA, Cookie: landingCookie(search) },
		})
		const thrown = await Promise.resolve(checkoutAction({ context, url, params: {}, request: pageRequest } as never)).catch((error: unknown) => error)
		expect(thrown).toBeInstanceOf(Response)
		expect((thrown as Response).status).toBe(303)
		const [order] = await db.select().from(orders).where(eq(orders.email, 'checkout-page@example.com'))
		expect(order).toMatchObject({ source: 'Bing', initiatorType: 'Search' })
		expect(order?.attribution).toMatchObject({ http_referer: 'https://www.bing.com/', ip_address: '203.0.113.99' })
	})
})
