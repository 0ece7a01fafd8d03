import { describe, expect, test } from 'vitest'
import { ATTRIBUTION_PARTNERS } from '../content/attribution-partners.ts'
import {
	attributionOf,
	clickIdOfFbc,
	DIRECT,
	FBC_FORMAT,
	fbcValue,
	FBP_FORMAT,
	fbpValue,
	initiatorOfMedium,
	type LandingSignals,
	type LandingTouch,
	landingTouch,
	orderInitiator,
	referrerKind,
	touchToStore,
} from './attribution.ts'

const OWN = 'https://kcal.example'
const NOW = 1_795_450_000_000
const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)'

const land = (query: string, referrer: string | null = null) =>
	landingTouch({ params: new URLSearchParams(query), referrer, ownOrigin: OWN, userAgent: UA, now: NOW })

const signals = (overrides: Partial<Omit<LandingSignals, 'utm'>> & { utm?: Partial<LandingSignals['utm']> } = {}): LandingSignals => ({
	fbclid: null,
	gclid: null,
	referrer: null,
	...overrides,
	utm: { utm_source: null, utm_medium: null, utm_campaign: null, utm_content: null, utm_term: null, ...overrides.utm },
})

const attribute = (overrides: Parameters<typeof signals>[0] = {}) => attributionOf(signals(overrides), ATTRIBUTION_PARTNERS)
const fromReferrer = (referrer: string) => attribute({ referrer })

describe('landing capture', () => {
	test('keeps the UTM values, click ids, referrer, user agent and landing time', () => {
		expect(
			land('utm_source=instagram&utm_medium=paid_social&utm_campaign=ramadan25&utm_content=reel+1&utm_term=meal+plan&fbclid=IwAR0abc-123&gclid=Cj0KCQ_x', 'https://l.instagram.com/'),
		).toEqual({
			utm: { utm_source: 'instagram', utm_medium: 'paid_social', utm_campaign: 'ramadan25', utm_content: 'reel 1', utm_term: 'meal plan' },
			fbclid: 'IwAR0abc-123',
			gclid: 'Cj0KCQ_x',
			referrer: 'https://l.instagram.com/',
			userAgent: UA,
			landedAt: NOW,
		})
	})

	test('a visit with no UTM value, click id or other site brings nothing (direct)', () => {
		expect(land('')).toBeNull()
		expect(land('plan=athlete&utm_source=%20')).toBeNull()
	})

	test('another site alone is worth keeping', () => {
		expect(land('', 'https://www.google.com/')?.referrer).toBe('https://www.google.com/')
	})

	test('one of our own pages is an internal navigation, whatever its query', () => {
		expect(land('utm_source=newsletter', `${OWN}/meal-plans/`)).toBeNull()
		expect(land('utm_source=newsletter', 'https://www.kcal.example/')).toBeNull()
	})

	test.each([
		'https://checkout.payfort.com/FortAPI/paymentPage',
		'https://sbcheckout.payfort.com/',
		'https://paymentservices.amazon.com/',
		'https://checkout.tabby.ai/',
		'https://apple-pay-gateway.apple.com/',
		'https://centinelapi.cardinalcommerce.com/',
		'https://acs.emiratesnbd.com/challenge',
		'https://acs2.mashreqbank.com/',
		'https://3ds.adcb.com/',
		'http://localhost:3000/',
		'http://127.0.0.1:5173/',
		'http://[::1]:3000/',
	])('a return from %s is ignored entirely, UTM values included', (referrer) => {
		expect(land('utm_source=ads', referrer)).toBeNull()
		expect(referrerKind(referrer, OWN)).toBe('ignored')
	})

	test('a host that merely starts with “acs” is not a bank’s 3-D Secure page', () => {
		expect(referrerKind('https://acsi.org/', OWN)).toBe('external')
	})

	test('a malformed or overlong click id is not kept; a referrer that is not http(s) is none', () => {
		expect(land(`fbclid=${'a'.repeat(256)}`)).toBeNull()
		expect(land('gclid=<script>')).toBeNull()
		expect(land('', 'android-app://com.google.android.gm/')).toBeNull()
	})
})

describe('overwrite rule', () => {
	const stored = land('utm_source=facebook&utm_medium=cpc', 'https://m.facebook.com/') as LandingTouch

	test('a new landing that brought something replaces the stored one', () => {
		const search = land('', 'https://www.google.ae/') as LandingTouch
		expect(touchToStore(stored, search)).toBe(search)
		expect(touchToStore(null, search)).toBe(search)
	})

	test('a direct visit, our own page or a payment provider’s return never does', () => {
		expect(touchToStore(stored, land(''))).toBeNull()
		expect(touchToStore(stored, land('', `${OWN}/`))).toBeNull()
		expect(touchToStore(stored, land('', 'https://checkout.tabby.ai/'))).toBeNull()
	})

	test('the same link again keeps its first landing time', () => {
		const again = { ...stored, landedAt: NOW + 60_000, userAgent: 'another' }
		expect(touchToStore(stored, again)).toBeNull()
	})
})

describe('attribution rules (spec §9)', () => {
	test('nothing at all is Direct / Organic', () => {
		expect(attributionOf(null, ATTRIBUTION_PARTNERS)).toEqual({ source: 'Direct', initiator_type: 'Organic' })
		expect(attribute()).toEqual(DIRECT)
	})

	test('google (any country domain) or bing is search', () => {
		for (const referrer of ['https://www.google.com/', 'https://www.google.ae/', 'https://google.co.uk/search']) {
			expect(fromReferrer(referrer)).toEqual({ source: 'Google', initiator_type: 'Search' })
		}
		expect(fromReferrer('https://www.bing.com/search?q=kcal')).toEqual({ source: 'Bing', initiator_type: 'Search' })
		expect(fromReferrer('https://notgoogle.com/').initiator_type).toBe('Organic')
	})

	test('facebook or instagram is social', () => {
		expect(fromReferrer('https://l.facebook.com/')).toEqual({ source: 'Facebook', initiator_type: 'Social' })
		expect(fromReferrer('https://m.facebook.com/')).toEqual({ source: 'Facebook', initiator_type: 'Social' })
		expect(fromReferrer('https://l.instagram.com/')).toEqual({ source: 'Instagram', initiator_type: 'Social' })
	})

	test('the video site is paid', () => {
		expect(fromReferrer('https://www.youtube.com/')).toEqual({ source: 'YouTube', initiator_type: 'Paid' })
		expect(fromReferrer('https://youtu.be/abc')).toEqual({ source: 'YouTube', initiator_type: 'Paid' })
	})

	test('partner and press domains are referral, affiliate networks affiliate (the configurable table)', () => {
		expect(fromReferrer('https://www.samsung.com/ae/offer/kcal/')).toEqual({ source: 'Samsung', initiator_type: 'Referral' })
		expect(fromReferrer('https://gulfnews.com/lifestyle/food')).toEqual({ source: 'Gulf News', initiator_type: 'Referral' })
		expect(fromReferrer('https://www.khaleejtimes.com/')).toEqual({ source: 'Khaleej Times', initiator_type: 'Referral' })
		expect(fromReferrer('https://www.timeoutdubai.com/')).toEqual({ source: 'Time Out Dubai', initiator_type: 'Referral' })
		expect(fromReferrer('https://go.arabclicks.com/')).toEqual({ source: 'ArabClicks', initiator_type: 'Affiliate' })
		// The table is a parameter: another one changes the answer.
		expect(attributionOf(signals({ referrer: 'https://blog.example.org/' }), [{ domain: 'example.org', source: 'Blog', initiator_type: 'Affiliate' }])).toEqual({
			source: 'Blog',
			initiator_type: 'Affiliate',
		})
	})

	test('any other site is organic, named by its host', () => {
		expect(fromReferrer('https://www.reddit.com/r/dubai/')).toEqual({ source: 'reddit.com', initiator_type: 'Organic' })
	})

	test('a payment provider or localhost referrer is ignored: Direct / Organic', () => {
		expect(fromReferrer('https://checkout.payfort.com/')).toEqual(DIRECT)
		expect(fromReferrer('http://localhost:3000/')).toEqual(DIRECT)
	})

	test('click ids map to paid facebook or google, over the referrer', () => {
		expect(attribute({ fbclid: 'IwAR0abc', referrer: 'https://www.bing.com/' })).toEqual({ source: 'Facebook', initiator_type: 'Paid' })
		expect(attribute({ gclid: 'Cj0KCQ', referrer: 'https://www.bing.com/' })).toEqual({ source: 'Google', initiator_type: 'Paid' })
		// Meta adds its id to links it passes on: it is the later hop.
		expect(attribute({ fbclid: 'IwAR0abc', gclid: 'Cj0KCQ' }).source).toBe('Facebook')
	})

	test('explicit UTM values win over click ids and the referrer', () => {
		expect(attribute({ utm: { utm_source: 'newsletter', utm_medium: 'email' }, gclid: 'Cj0KCQ', referrer: 'https://www.google.com/' })).toEqual({
			source: 'newsletter',
			initiator_type: 'Campaign',
		})
		// Without utm_source the other UTM values are kept but decide nothing.
		expect(attribute({ utm: { utm_campaign: 'ny25' }, referrer: 'https://www.google.com/' })).toEqual({ source: 'Google', initiator_type: 'Search' })
	})

	test.each([
		['cpc', 'Paid'],
		['Paid Social', 'Paid'],
		['paid-search', 'Paid'],
		['display', 'Paid'],
		['social', 'Social'],
		['social-network', 'Social'],
		['organic', 'Search'],
		['affiliate', 'Affiliate'],
		['referral', 'Referral'],
		['press', 'Referral'],
		['email', 'Campaign'],
		['sms', 'Campaign'],
		[null, 'Campaign'],
	] as const)('utm_medium %s means %s', (medium, initiator) => {
		expect(initiatorOfMedium(medium)).toBe(initiator)
	})
})

describe('order initiator', () => {
	test('a campaign, partner or ambassador link of ours wins over the landing', () => {
		expect(orderInitiator('Ambassador', { source: 'Facebook', initiator_type: 'Paid' })).toBe('Ambassador')
		expect(orderInitiator('Campaign', DIRECT)).toBe('Campaign')
	})

	test('otherwise the landing’s initiator is the order’s', () => {
		expect(orderInitiator('Organic', { source: 'Facebook', initiator_type: 'Paid' })).toBe('Paid')
	})
})

describe('Meta’s _fbc and _fbp', () => {
	test('are in Meta’s documented formats', () => {
		expect(fbcValue('IwAR0abc-123', 1_554_763_741_205)).toBe('fb.1.1554763741205.IwAR0abc-123')
		expect(fbpValue(1_596_403_881_668, 1_116_446_470)).toBe('fb.1.1596403881668.1116446470')
		expect(FBC_FORMAT.test(fbcValue('IwAR0abc-123', NOW))).toBe(true)
		expect(FBP_FORMAT.test(fbpValue(NOW, 42))).toBe(true)
	})

	test('the click id is read back from an _fbc value, and nothing from a malformed one', () => {
		expect(clickIdOfFbc('fb.1.1554763741205.IwAR0abc-123')).toBe('IwAR0abc-123')
		expect(clickIdOfFbc('fb.1.x.IwAR0abc')).toBeNull()
		expect(clickIdOfFbc(undefined)).toBeNull()
	})
})
