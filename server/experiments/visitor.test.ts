import { createHash } from 'node:crypto'
import { describe, expect, test, vi } from 'vitest'
import { encodeTreatments } from '../../app/experiments/experiment-cookies.ts'
import { DEFAULT_TREATMENTS, type Treatments } from '../../app/experiments/treatments.ts'
import { resolveVisitor, type VisitorRequest } from './visitor.ts'

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const GUEST_ID = '3f1c2a9e-7b4d-4c1e-9a2b-5d6e7f8a9b0c'
const NEW_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
const REVISION = 1712000000000
const CLASSIC: Treatments = { landing_page_ww: 'off', checkout_account: 'on' }

/** Split as the visitor resolution sees it: ready at REVISION, giving CLASSIC to everyone. */
function readySplit(treatments: Treatments = CLASSIC) {
	return { revision: vi.fn(() => REVISION), evaluate: vi.fn((_userId: string) => treatments) }
}
const notReadySplit = () => ({ revision: vi.fn(() => null), evaluate: vi.fn(() => null) })

const request = (overrides: Partial<VisitorRequest> = {}): VisitorRequest => ({
	userAgent: BROWSER_UA,
	cookieHeader: null,
	customerEmail: null,
	https: true,
	...overrides,
})
const stored = (userId: string, treatments: Treatments = CLASSIC, revision = REVISION) =>
	`kcal_split=${encodeTreatments({ userId, revision, treatments })}`
const newId = () => NEW_ID

describe('crawlers', () => {
	test('get an empty user id and the default treatments, without cookies or an evaluation', async () => {
		const split = readySplit()
		for (const userAgent of [GOOGLEBOT_UA, 'curl/8.5.0']) {
			const { visitor, cookies } = await resolveVisitor(request({ userAgent, cookieHeader: `kcal_uid=${GUEST_ID}; ${stored(GUEST_ID)}` }), split, newId)
			expect(visitor).toEqual({ isCrawler: true, userId: '', treatments: DEFAULT_TREATMENTS })
			expect(cookies).toEqual([])
		}
		expect(split.evaluate).not.toHaveBeenCalled()
	})
})

describe('guests', () => {
	test('a first visit gets a new id for 30 days and its treatments stored for 60', async () => {
		const split = readySplit()
		const { visitor, cookies } = await resolveVisitor(request(), split, newId)
		expect(visitor).toEqual({ isCrawler: false, userId: NEW_ID, treatments: CLASSIC })
		expect(split.evaluate).toHaveBeenCalledWith(NEW_ID)
		expect(cookies).toEqual([
			`kcal_uid=${NEW_ID}; Path=/; Max-Age=2592000; SameSite=Lax; Secure`,
			`kcal_split=u=${NEW_ID}&r=${REVISION}&landing_page_ww=off&checkout_account=on; Path=/; Max-Age=5184000; SameSite=Strict; Secure`,
		])
	})

	test('a returning visitor keeps their id and stored treatments: nothing evaluated, nothing set', async () => {
		const split = readySplit(DEFAULT_TREATMENTS)
		const { visitor, cookies } = await resolveVisitor(request({ cookieHeader: `locale=en; kcal_uid=${GUEST_ID}; ${stored(GUEST_ID)}` }), split, newId)
		expect(visitor).toEqual({ isCrawler: false, userId: GUEST_ID, treatments: CLASSIC })
		expect(cookies).toEqual([])
		expect(split.evaluate).not.toHaveBeenCalled()
	})

	test('the QA key is kept like any id, so QA sees its variant', async () => {
		const split = readySplit()
		const { visitor, cookies } = await resolveVisitor(request({ cookieHeader: 'kcal_uid=qa-landing-classic', https: false }), split, newId)
		expect(visitor.userId).toBe('qa-landing-classic')
		expect(split.evaluate).toHaveBeenCalledWith('qa-landing-classic')
		expect(cookies).toEqual([`kcal_split=u=qa-landing-classic&r=${REVISION}&landing_page_ww=off&checkout_account=on; Path=/; Max-Age=5184000; SameSite=Strict`])
	})

	test('an id of up to 255 characters is kept (spec §5); one Split cannot take as a key (over 250) gets the default treatments', async () => {
		// Before: a 251–255 character id was thrown away for a new one.
		const long = 'a'.repeat(255)
		const split = readySplit()
		const { visitor, cookies } = await resolveVisitor(request({ cookieHeader: `kcal_uid=${long}` }), split, newId)
		expect(visitor).toEqual({ isCrawler: false, userId: long, treatments: DEFAULT_TREATMENTS })
		expect(cookies).toEqual([])
		expect(split.evaluate).not.toHaveBeenCalled()
	})

	test('an invalid or too long id is replaced', async () => {
		for (const invalid of ['', 'has%20space', '<script>', 'a'.repeat(256)]) {
			const { visitor, cookies } = await resolveVisitor(request({ cookieHeader: `kcal_uid=${invalid}` }), readySplit(), newId)
			expect(visitor.userId, invalid).toBe(NEW_ID)
			expect(cookies[0], invalid).toMatch(new RegExp(`^kcal_uid=${NEW_ID};`))
		}
	})

	test('the id a signed-in customer had is not kept after signing out: a new anonymous id starts', async () => {
		const customerId = 'c'.repeat(64)
		const { visitor } = await resolveVisitor(request({ cookieHeader: `kcal_uid=${customerId}; ${stored(customerId)}` }), readySplit(), newId)
		expect(visitor.userId).toBe(NEW_ID)
	})

	test('treatments stored for another id, or for older flags, are evaluated again', async () => {
		for (const cookie of [stored('someone-else'), stored(GUEST_ID, CLASSIC, REVISION - 1), 'kcal_split=garbage']) {
			const split = readySplit(DEFAULT_TREATMENTS)
			const { visitor, cookies } = await resolveVisitor(request({ cookieHeader: `kcal_uid=${GUEST_ID}; ${cookie}` }), split, newId)
			expect(visitor.treatments, cookie).toEqual(DEFAULT_TREATMENTS)
			expect(split.evaluate).toHaveBeenCalledWith(GUEST_ID)
			expect(cookies, cookie).toEqual([expect.stringMatching(new RegExp(`^kcal_split=u=${GUEST_ID}&r=${REVISION}&landing_page_ww=lead_form&`))])
		}
	})

	test('while Split is not ready: the stored treatments, else the defaults, and nothing stored', async () => {
		const returning = await resolveVisitor(request({ cookieHeader: `kcal_uid=${GUEST_ID}; ${stored(GUEST_ID, CLASSIC, 1)}` }), notReadySplit(), newId)
		expect(returning).toEqual({ visitor: { isCrawler: false, userId: GUEST_ID, treatments: CLASSIC }, cookies: [] })
		const first = await resolveVisitor(request(), notReadySplit(), newId)
		expect(first.visitor.treatments).toEqual(DEFAULT_TREATMENTS)
		expect(first.cookies).toEqual([expect.stringMatching(/^kcal_uid=/)])
	})
})

describe('signed-in customers', () => {
	const email = ' Sara.Ahmed@Example.com '
	const hashed = createHash('sha256').update('sara.ahmed@example.com').digest('hex')

	test('are known by the SHA-256 of their normalised e-mail, which becomes their id cookie', async () => {
		const split = readySplit()
		const { visitor, cookies } = await resolveVisitor(request({ customerEmail: email, cookieHeader: `kcal_uid=${GUEST_ID}; ${stored(GUEST_ID)}` }), split, newId)
		expect(visitor.userId).toBe(hashed)
		// Their guest treatments belonged to another id: evaluated again for this one.
		expect(split.evaluate).toHaveBeenCalledWith(hashed)
		expect(cookies).toEqual([
			`kcal_uid=${hashed}; Path=/; Max-Age=2592000; SameSite=Lax; Secure`,
			expect.stringMatching(new RegExp(`^kcal_split=u=${hashed}&`)),
		])
	})

	test('whose cookies are up to date get none', async () => {
		const { cookies } = await resolveVisitor(request({ customerEmail: email, cookieHeader: `kcal_uid=${hashed}; ${stored(hashed)}` }), readySplit(), newId)
		expect(cookies).toEqual([])
	})
})
