import { expect, test } from 'vitest'
import type { LandingTouch } from '../../domain/attribution.ts'
import { clipEncoded, LANDING_COOKIE_MAX_LENGTH, landingCookieValue, landingSetCookie, readLandingCookie } from './landing-cookie.ts'

const touch: LandingTouch = {
	utm: { utm_source: 'instagram', utm_medium: 'paid_social', utm_campaign: 'رمضان ٢٥', utm_content: 'reel 1', utm_term: null },
	fbclid: 'IwAR0abc-123',
	gclid: null,
	referrer: 'https://l.instagram.com/',
	userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
	landedAt: 1_795_450_000_000,
}

test('a touch survives the cookie unchanged, Arabic included', () => {
	expect(readLandingCookie(landingCookieValue(touch))).toEqual(touch)
})

test('the value needs no quoting in a Set-Cookie header', () => {
	expect(landingCookieValue(touch)).toMatch(/^[\w%+.&=*-]+$/)
})

test('60 days, HttpOnly, Lax, Secure on https only', () => {
	expect(landingSetCookie(touch, true)).toMatch(/^kcal_attribution=v=1&[^;]+; Path=\/; Max-Age=5184000; HttpOnly; SameSite=Lax; Secure$/)
	expect(landingSetCookie(touch, false)).not.toContain('Secure')
})

test('a usual landing is kept whole: a long browser name, Arabic search words', () => {
	const usual = { ...touch, utm: { ...touch.utm, utm_term: 'وجبات صحية دبي' }, userAgent: `${'Mozilla/5.0 (Linux; Android 14; SM-S928B) '.repeat(4)}Chrome/130.0` }
	expect(readLandingCookie(landingCookieValue(usual))).toEqual(usual)
})

test('stays under 1 KB whatever the landing carried, cutting the user agent first; a click id too long to keep whole is dropped', () => {
	const huge: LandingTouch = {
		utm: { utm_source: 'ص'.repeat(500), utm_medium: 'm'.repeat(500), utm_campaign: 'к'.repeat(500), utm_content: 'x y'.repeat(500), utm_term: '€'.repeat(500) },
		fbclid: 'F'.repeat(255),
		gclid: 'G'.repeat(200),
		referrer: `https://example.com/${'p'.repeat(2000)}`,
		userAgent: 'U'.repeat(2000),
		landedAt: touch.landedAt,
	}
	const value = landingCookieValue(huge)
	expect(value.length).toBeLessThanOrEqual(LANDING_COOKIE_MAX_LENGTH)
	const read = readLandingCookie(value)
	expect(read?.fbclid).toBe('F'.repeat(255))
	expect(read?.gclid).toBeNull()
	expect(read?.utm.utm_source).toMatch(/^ص+$/)
	expect(read?.userAgent).toBeNull()
})

test('cuts between characters, never inside one', () => {
	expect(clipEncoded('abc', 2)).toBe('ab')
	// One Arabic letter is 6 encoded characters: 8 hold one, not one and a half.
	expect(clipEncoded('صص', 8)).toBe('ص')
	expect(clipEncoded('😀a', 5)).toBe('')
})

test.each([
	['nothing', undefined],
	['another version', 'v=2&s=x&at=1795450000000'],
	['no landing time', 'v=1&s=x'],
	['a time no date can hold', 'v=1&s=x&at=9007199254740991'],
	['garbage', '%%%'],
	['a NUL no column can store', 'v=1&s=x%00y&at=1795450000000'],
	['an escape character', 'v=1&c=%1B&at=1795450000000'],
])('%s reads as no touch', (_case, value) => {
	expect(readLandingCookie(value)).toBeNull()
})

test('what a browser sends back is checked again: no bad click id, no referrer that is not a web address', () => {
	const read = readLandingCookie('v=1&s=x&f=%3Cscript%3E&r=javascript%3Aalert(1)&at=1795450000000')
	expect(read).toMatchObject({ fbclid: null, referrer: null, utm: { utm_source: 'x' } })
})
