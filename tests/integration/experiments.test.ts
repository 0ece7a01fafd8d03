/**
 * Experiments in the HTTP layer: who gets which cookies, and the page cache keeping one page per
 * variant. The flags are evaluated as in production without a key: from config/split-flags.yaml
 * in the process (`qa-landing-classic` gets the classic landing page).
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { AppRequestHandler } from '../../server/app.ts'
import { createTestDatabase } from './support/database.ts'
import { BROWSER_UA, createTestApp, GOOGLEBOT_UA } from './support/http.ts'

const { db } = await createTestDatabase()
let renders = 0
/** A page that shows what a page may know of the visitor (never the user id), counting its renders. */
const visitorPage: AppRequestHandler = async (_request, { nonce, visitor }) => {
	renders += 1
	const shown = JSON.stringify({ isCrawler: visitor.isCrawler, treatments: visitor.treatments })
	return new Response(`<!doctype html><script nonce="${nonce}"></script><p>${shown}</p>`, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}
const request = createTestApp(db, {}, undefined, visitorPage)
const person = (cookie?: string) => ({ headers: { 'User-Agent': BROWSER_UA, ...(cookie ? { Cookie: cookie } : {}) } })
const setCookies = (response: Response) => response.headers.getSetCookie()
const shown = async (response: Response) => JSON.parse(/<p>(.*)<\/p>/.exec(await response.text())?.[1] ?? 'null') as { isCrawler: boolean; treatments: Record<string, string> }
/** The visitor's cookies as the browser would send them back. */
const cookieHeader = (response: Response) => setCookies(response).map((cookie) => cookie.split(';')[0]).join('; ')

beforeAll(async () => {
	// The flags file is read at start-up: the very first visitor is evaluated and gets the cookie.
	expect(setCookies(await request('/about-us/', person())).some((cookie) => cookie.startsWith('kcal_split='))).toBe(true)
})

describe('cookies', () => {
	test('a person gets a user id for 30 days and treatments for 60, then keeps both', async () => {
		const first = await request('/faqs/', person())
		const [uid, split] = setCookies(first).filter((cookie) => /^kcal_(uid|split)=/.test(cookie))
		expect(uid).toMatch(/^kcal_uid=[0-9a-f-]{36}; Path=\/; Max-Age=2592000; SameSite=Lax; Secure$/)
		expect(split).toMatch(/^kcal_split=u=[0-9a-f-]{36}&r=\d+&landing_page_ww=lead_form&checkout_account=on; Path=\/; Max-Age=5184000; SameSite=Strict; Secure$/)
		expect(await shown(first)).toEqual({ isCrawler: false, treatments: { landing_page_ww: 'lead_form', checkout_account: 'on' } })

		const again = await request('/faqs/', person(`locale=en; ${cookieHeader(first)}`))
		expect(setCookies(again)).toEqual([])
	})

	test('a crawler gets no cookie at all, an empty id and the default treatments', async () => {
		const response = await request('/faqs/', { headers: { 'User-Agent': GOOGLEBOT_UA, Cookie: 'kcal_uid=qa-landing-classic' } })
		expect(response.headers.get('Set-Cookie')).toBeNull()
		expect(await shown(response)).toEqual({ isCrawler: true, treatments: { landing_page_ww: 'lead_form', checkout_account: 'on' } })
	})
})

test('the page cache keeps one page per variant: visitors never get another variant’s page', async () => {
	const path = '/meal-plans/?cache=variants'
	const newcomer = async () => shown(await request(path, person()))
	const qa = async (cookie = '') => shown(await request(path, person(`kcal_uid=qa-landing-classic${cookie}`)))
	const before = renders

	expect((await newcomer()).treatments.landing_page_ww).toBe('lead_form')
	expect((await qa()).treatments.landing_page_ww).toBe('off')
	expect(renders - before).toBe(2)
	// Each variant's page is now cached, and served to the next visitor of that variant only.
	expect((await newcomer()).treatments.landing_page_ww).toBe('lead_form')
	expect((await qa()).treatments.landing_page_ww).toBe('off')
	expect(renders - before).toBe(2)
	// Having answered the consent banner is another page (no banner), and so is a crawler's.
	expect((await qa('; kcal_consent=1.gd')).treatments.landing_page_ww).toBe('off')
	expect((await shown(await request(path, { headers: { 'User-Agent': GOOGLEBOT_UA } }))).isCrawler).toBe(true)
	expect(renders - before).toBe(4)
})
