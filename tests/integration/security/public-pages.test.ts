/**
 * Issue 21 item 3: public pages a CDN can cache. A public page (a shareable route, no session) is
 * the same bytes for every visitor of its variant: its CSP trusts the hashes of its inline scripts
 * instead of a per-response nonce; it carries a strong ETag (304 on If-None-Match), `Vary` and,
 * when the request named its variant and nothing is set for the visitor, `public, s-maxage`.
 * Personal pages (a session, the account, the checkout) keep a nonce and `no-store`, and never get
 * another visitor's page: two sessions and two variants are tried against each other.
 */
import { createHash } from 'node:crypto'
import { zstdDecompressSync } from 'node:zlib'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import type { AppRequestHandler } from '../../../server/app.ts'
import * as compressionModule from '../../../server/http/compression.ts'
import { createTestDatabase } from '../support/database.ts'
import { BROWSER_UA, createTestApp, GOOGLEBOT_UA } from '../support/http.ts'
import { signedInCustomer } from '../support/plans.ts'

const { db } = await createTestDatabase()

const INLINE_SCRIPT = 'document.documentElement.dataset.ready="1"'
/**
 * Stands in for the React Router build: an inline script (with the nonce it was given, as React
 * Router writes it), what a page may know of the visitor, and the signed-in customer's e-mail (a
 * personal page's data). Long enough to be compressed.
 */
const page: AppRequestHandler = async (request, { nonce, visitor, customer }) => {
	const nonceAttribute = nonce ? ` nonce="${nonce}"` : ''
	const known = JSON.stringify({ path: new URL(request.url).pathname, treatments: visitor.treatments, customer: customer?.email ?? null })
	return new Response(`<!doctype html><script${nonceAttribute}>${INLINE_SCRIPT}</script><p>${known}</p>${'<p>Healthy meals.</p>'.repeat(100)}`, {
		headers: { 'Content-Type': 'text/html; charset=utf-8' },
	})
}
const withCache = createTestApp(db, { PAGE_CACHE_SECONDS: '60' }, undefined, page)
const everyRequest = createTestApp(db, { PAGE_CACHE_SECONDS: '0' }, undefined, page)

const person = (cookie = '', headers: Record<string, string> = {}) => ({
	headers: { 'User-Agent': BROWSER_UA, 'Accept-Encoding': 'gzip, br, zstd', ...(cookie ? { Cookie: cookie } : {}), ...headers },
})
/** The cookies a response sets, as the browser sends them back. */
const returned = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ')
const bodyOf = async (response: Response) => zstdDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8')
const scriptHash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`

/** A returning guest: their id, treatments and page variant as their first page set them. */
async function returningGuest(request: typeof withCache, cookie = '') {
	const first = await request('/faqs/', person(cookie))
	return [cookie, returned(first)].filter(Boolean).join('; ')
}

beforeAll(async () => {
	// Split's localhost mode reads the flags file just after start-up; until then no treatments are stored.
	await vi.waitFor(async () => expect((await withCache('/about-us/', person())).headers.getSetCookie().some((cookie) => cookie.startsWith('kcal_split='))).toBe(true))
})

describe('a public page', () => {
	test('has no nonce: its CSP trusts its inline script by hash, and the bytes are the same for two guests', async () => {
		const [first, second] = await Promise.all([returningGuest(everyRequest), returningGuest(everyRequest)])
		expect(first).not.toBe(second)
		const answers = await Promise.all([everyRequest('/faqs/', person(first)), everyRequest('/faqs/', person(second))])
		const [csp] = answers.map((response) => response.headers.get('Content-Security-Policy') ?? '')
		expect(csp).toContain(`script-src ${scriptHash} 'strict-dynamic'`)
		expect(csp).not.toContain('nonce')
		const [html, otherHtml] = await Promise.all(answers.map(bodyOf))
		expect(html).not.toContain('nonce')
		// Rendered twice (no page cache): the same bytes, so the same ETag on every instance.
		expect(otherHtml).toBe(html)
		expect(answers[1]!.headers.get('ETag')).toBe(answers[0]!.headers.get('ETag'))
	})

	test('is public for a CDN once the request names its variant; a first visit, which sets cookies, is not', async () => {
		const firstVisit = await withCache('/faqs/', person())
		expect(firstVisit.headers.getSetCookie().some((cookie) => cookie.startsWith('kcal_variant=consent-pending|'))).toBe(true)
		expect(firstVisit.headers.get('Cache-Control')).toBe('private, no-cache')

		const again = await withCache('/faqs/', person(`locale=en; ${returned(firstVisit)}`))
		expect(again.headers.getSetCookie()).toEqual([])
		expect(again.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400')
		expect(again.headers.get('Vary')).toBe('Accept-Encoding, Cookie')
		expect(again.headers.get('ETag')).toMatch(/^"[\w-]{27}-zstd"$/)
		expect(again.headers.get('Content-Encoding')).toBe('zstd')
	})

	test('answers 304 to its own ETag, per encoding', async () => {
		const cookie = `locale=en; ${await returningGuest(withCache)}`
		const full = await withCache('/faqs/', person(cookie))
		const etag = full.headers.get('ETag') ?? ''
		const notModified = await withCache('/faqs/', person(cookie, { 'If-None-Match': etag }))
		expect(notModified.status).toBe(304)
		expect(await notModified.text()).toBe('')
		expect(notModified.headers.get('ETag')).toBe(etag)
		expect(notModified.headers.get('Cache-Control')).toContain('s-maxage=60')
		// The brotli bytes are another representation: another tag, so a zstd tag does not match them.
		const brotli = await withCache('/faqs/', person(cookie, { 'Accept-Encoding': 'br', 'If-None-Match': etag }))
		expect(brotli.status).toBe(200)
		expect(brotli.headers.get('ETag')).toMatch(/^"[\w-]{27}-br"$/)
		expect(brotli.headers.get('ETag')!.slice(0, 28)).not.toBe(etag.slice(0, 28))
	})

	test('is compressed once per encoding, not once per response', async () => {
		const cookie = `locale=en; ${await returningGuest(withCache)}`
		await withCache('/about-us/?once', person(cookie))
		const compress = vi.spyOn(compressionModule, 'compressBody')
		try {
			const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => withCache('/about-us/?once', person(cookie, { 'Accept-Encoding': index % 2 ? 'br' : 'zstd' }))))
			expect(answers.every((response) => response.status === 200)).toBe(true)
			// zstd was made by the first visit; brotli by the first who asked for it.
			expect(compress.mock.calls.map(([, encoding]) => encoding)).toEqual(['br'])
		} finally {
			compress.mockRestore()
		}
	})

	test('a crawler’s page (no banner, no experiment) is never marked public: it is another variant under the same cookies', async () => {
		const response = await withCache('/faqs/', { headers: { 'User-Agent': GOOGLEBOT_UA, Cookie: 'kcal_variant=crawler' } })
		expect(response.headers.get('Cache-Control')).toBe('private, no-cache')
		expect(response.headers.get('Set-Cookie')).toBeNull()
	})
})

describe('two variants never share a page', () => {
	test('in the page cache, and for a CDN: each response is public only under the variant it was rendered for', async () => {
		const path = '/meal-plans/?variants'
		const lead = `locale=en; ${await returningGuest(withCache)}`
		// The QA id gets the classic landing (config/split-flags.yaml).
		const classic = `locale=en; ${await returningGuest(withCache, 'kcal_uid=qa-landing-classic')}`
		const leadPage = await withCache(path, person(lead))
		const classicPage = await withCache(path, person(classic))
		expect(await bodyOf(leadPage)).toContain('"landing_page_ww":"lead_form"')
		expect(await bodyOf(classicPage)).toContain('"landing_page_ww":"off"')
		expect(classicPage.headers.get('ETag')).not.toBe(leadPage.headers.get('ETag'))

		// A request naming the other variant's key (a CDN would store the answer under it) is not public.
		const leadKey = /kcal_variant=([^;]+)/.exec(lead)?.[1] ?? ''
		const lying = await withCache(path, person(classic.replace(/kcal_variant=[^;]+/, `kcal_variant=${leadKey}`)))
		expect(await bodyOf(lying)).toContain('"landing_page_ww":"off"')
		expect(lying.headers.get('Cache-Control')).toBe('private, no-cache')
		expect(lying.headers.getSetCookie().some((cookie) => cookie.startsWith('kcal_variant='))).toBe(true)
	})

	test('answering the consent banner is another variant: its first page after the answer is not public', async () => {
		const cookie = `locale=en; ${await returningGuest(withCache)}; kcal_consent=1.gd`
		const answered = await withCache('/faqs/', person(cookie))
		expect(answered.headers.get('Cache-Control')).toBe('private, no-cache')
		expect(answered.headers.getSetCookie()).toEqual([expect.stringMatching(/^kcal_variant=consent-answered\|/)])
	})
})

describe('a signed-in visitor', () => {
	test('never gets the cached public page, nor another customer’s: nonce, no-store, their own data', async () => {
		const guest = `locale=en; ${await returningGuest(withCache)}`
		await withCache('/faqs/?sessions', person(guest))
		const [first, second] = await Promise.all([signedInCustomer(db, 'Amal'), signedInCustomer(db, 'Omar')])
		const session = (customer: typeof first) => `${guest}; session=${customer.auth.Authorization!.replace('Bearer ', '')}`

		for (const customer of [first, second, first]) {
			const response = await withCache('/faqs/?sessions', person(session(customer)))
			const html = await bodyOf(response)
			expect(html).toContain(`"customer":"${customer.email}"`)
			const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]
			expect(html).toContain(`nonce="${nonce}"`)
			expect(response.headers.get('Cache-Control')).toBe('private, no-store')
			expect(response.headers.get('ETag')).toBeNull()
		}
		// And the guests' cached page never took a customer's data.
		expect(await bodyOf(await withCache('/faqs/?sessions', person(guest)))).toContain('"customer":null')
	})

	test('a personal route (the account) keeps a nonce and no-store for guests too', async () => {
		const response = await withCache('/account/', person(`locale=en; ${await returningGuest(withCache)}`))
		expect(response.headers.get('Content-Security-Policy')).toMatch(/'nonce-[^']+'/)
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
	})
})
