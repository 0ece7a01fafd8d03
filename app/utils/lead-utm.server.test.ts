import { expect, test } from 'vitest'
import { landingSetCookie } from '../../server/attribution/landing-cookie.ts'
import { leadUtmOf } from './lead-utm.server.ts'

const PAGE = 'https://kcal.example/campaign/lead_form/'

/** The request of a visitor who landed from `utm` earlier: its Cookie header carries the landing. */
function returningVisitor(utm: Partial<Record<'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_content' | 'utm_term', string>>) {
	const touch = {
		utm: { utm_source: null, utm_medium: null, utm_campaign: null, utm_content: null, utm_term: null, ...utm },
		fbclid: null,
		gclid: null,
		referrer: null,
		userAgent: null,
		landedAt: Date.UTC(2026, 10, 20),
	}
	const cookie = landingSetCookie(touch, true).split(';')[0] ?? ''
	return new Request(PAGE, { headers: { Cookie: `kcal_consent=v1.necessary; ${cookie}` } })
}

test("the address's UTM values come first, trimmed and cut to 100 characters", () => {
	const url = new URL(`${PAGE}?utm_source=%20instagram%20&utm_campaign=${'x'.repeat(150)}&utm_medium=`)
	expect(leadUtmOf(url, returningVisitor({ utm_source: 'google', utm_term: 'meal plan' }))).toEqual({
		utmSource: 'instagram',
		utmCampaign: 'x'.repeat(100),
	})
})

test("without any in the address, the landing's UTM values are sent with the lead", () => {
	const request = returningVisitor({ utm_source: 'facebook', utm_medium: 'paid', utm_campaign: 'ramadan25', utm_content: 'reel-2' })
	expect(leadUtmOf(new URL(PAGE), request)).toEqual({ utmSource: 'facebook', utmMedium: 'paid', utmCampaign: 'ramadan25', utmContent: 'reel-2' })
})

test('no UTM values anywhere, or an unreadable cookie: none', () => {
	expect(leadUtmOf(new URL(PAGE), new Request(PAGE))).toEqual({})
	expect(leadUtmOf(new URL(PAGE), new Request(PAGE, { headers: { Cookie: 'kcal_attribution=v%3D9%26s%3Dx' } }))).toEqual({})
})
