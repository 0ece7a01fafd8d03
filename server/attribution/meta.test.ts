import { expect, test } from 'vitest'
import { ATTRIBUTION_MESSAGES } from '../../content/attribution-messages.ts'
import { readAttributionMeta } from './meta.ts'

test('no meta is no meta', () => {
	expect(readAttributionMeta(undefined, 'en')).toEqual({ ok: true, meta: null })
	expect(readAttributionMeta(null, 'en')).toEqual({ ok: true, meta: null })
})

test('keeps the known fields, trimmed, cut to length; empty ones are null; other keys and ip_address are ignored', () => {
	const reading = readAttributionMeta(
		{
			utm_source: ' instagram ',
			utm_campaign: 'c'.repeat(150),
			utm_term: '',
			facebook_fbc: 'fb.1.1554763741205.IwAR0abc-123',
			facebook_fbp: 'fb.1.1596403881668.1116446470',
			http_referer: 'https://l.instagram.com/',
			browser_user_agent: 'KcalApp/3.2 (iOS 18.0)',
			ip_address: '6.6.6.6',
			tracking_pixel: 'x',
		},
		'en',
	)
	expect(reading).toEqual({
		ok: true,
		meta: {
			utm_source: 'instagram',
			utm_medium: null,
			utm_campaign: 'c'.repeat(100),
			utm_content: null,
			utm_term: null,
			facebook_fbc: 'fb.1.1554763741205.IwAR0abc-123',
			facebook_fbp: 'fb.1.1596403881668.1116446470',
			http_referer: 'https://l.instagram.com/',
			browser_user_agent: 'KcalApp/3.2 (iOS 18.0)',
		},
	})
})

test('a value of the wrong type or format is refused under its own field, in the request’s language', () => {
	const reading = readAttributionMeta({ utm_source: 42, facebook_fbc: 'IwAR0abc', facebook_fbp: 'fb.1.1596403881668.abc', http_referer: 'javascript:alert(1)' }, 'ar-ae')
	const message = ATTRIBUTION_MESSAGES['ar-ae'].invalidValue
	expect(reading).toEqual({
		ok: false,
		errors: { 'meta.utm_source': message, 'meta.facebook_fbc': message, 'meta.facebook_fbp': message, 'meta.http_referer': message },
	})
})

test('meta that is not an object is refused as a whole', () => {
	for (const value of ['utm_source=x', ['x'], 7]) {
		expect(readAttributionMeta(value, 'ru-ae')).toEqual({ ok: false, errors: { meta: ATTRIBUTION_MESSAGES['ru-ae'].invalidMeta } })
	}
})
