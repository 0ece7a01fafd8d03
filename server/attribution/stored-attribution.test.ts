import { expect, test } from 'vitest'
import { landingCookieValue } from './landing-cookie.ts'
import { storedAttribution } from './stored-attribution.ts'

const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)'
const LANDED = Date.UTC(2026, 10, 20, 8, 30)
const landing = `kcal_attribution=${landingCookieValue({
	utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'ramadan25', utm_content: null, utm_term: null },
	fbclid: 'IwAR0abc',
	gclid: null,
	referrer: 'https://mail.google.com/',
	userAgent: 'landing browser',
	landedAt: LANDED,
})}`
const metaCookies = '_fbc=fb.1.1700000000000.IwAR0abc; _fbp=fb.1.1700000000000.42'

const visit = (cookieHeader: string | null) => ({ cookieHeader, userAgent: UA, clientIp: '203.0.113.7' })

test('a browser’s attribution comes from its landing cookie', () => {
	expect(storedAttribution(null, visit(`${landing}; ${metaCookies}; kcal_consent=1.gd`))).toEqual({
		source: 'newsletter',
		initiator_type: 'Campaign',
		detail: {
			utm_source: 'newsletter',
			utm_medium: 'email',
			utm_campaign: 'ramadan25',
			utm_content: null,
			utm_term: null,
			http_referer: 'https://mail.google.com/',
			browser_user_agent: 'landing browser',
			// Marketing declined: Meta's ids are not kept, even if the cookies linger.
			facebook_fbc: null,
			facebook_fbp: null,
			fbclid: 'IwAR0abc',
			gclid: null,
			landed_at: '2026-11-20T08:30:00.000Z',
			ip_address: '203.0.113.7',
		},
	})
})

test('Meta’s ids are kept only with marketing consent', () => {
	const { detail } = storedAttribution(null, visit(`${landing}; ${metaCookies}; kcal_consent=1.dg`))
	expect(detail).toMatchObject({ facebook_fbc: 'fb.1.1700000000000.IwAR0abc', facebook_fbp: 'fb.1.1700000000000.42' })
})

test('without any cookie: Direct / Organic, the request’s browser and address', () => {
	expect(storedAttribution(null, visit(null))).toMatchObject({
		source: 'Direct',
		initiator_type: 'Organic',
		detail: { utm_source: null, browser_user_agent: UA, landed_at: null, ip_address: '203.0.113.7' },
	})
})

test('an app’s meta wins over the cookies; the address is still the server’s', () => {
	const meta = {
		utm_source: null,
		utm_medium: null,
		utm_campaign: null,
		utm_content: null,
		utm_term: null,
		facebook_fbc: null,
		facebook_fbp: 'fb.1.1596403881668.1116446470',
		http_referer: 'https://www.khaleejtimes.com/lifestyle',
		browser_user_agent: null,
	}
	expect(storedAttribution(meta, visit(landing))).toEqual({
		source: 'Khaleej Times',
		initiator_type: 'Referral',
		detail: { ...meta, browser_user_agent: UA, fbclid: null, gclid: null, landed_at: null, ip_address: '203.0.113.7' },
	})
})
