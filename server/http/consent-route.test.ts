import { describe, expect, test } from 'vitest'
import { parseConsentCookie } from '../../domain/consent.ts'
import { consentRoute } from './consent-route.ts'

const ORIGIN = 'https://kcal.example'

/** A form post as a browser sends it: a navigation unless `fetch` says otherwise. */
function post(fields: Record<string, string>, headers: Record<string, string> = {}, https = true) {
	return consentRoute({ publicOrigin: ORIGIN, https }).request(`${ORIGIN}/consent`, {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', ...headers },
	})
}

const storedChoice = (response: Response) => parseConsentCookie(/^kcal_consent=([^;]*)/.exec(response.headers.getSetCookie()[0] ?? '')?.[1])

describe('POST /consent', () => {
	test('"Accept all" and "Reject all" answer both purposes', async () => {
		expect(storedChoice(await post({ consent: 'accept-all' }))).toEqual({ analytics: 'GRANTED', marketing: 'GRANTED' })
		expect(storedChoice(await post({ consent: 'reject-all', analytics: 'granted' }))).toEqual({ analytics: 'DECLINED', marketing: 'DECLINED' })
	})

	test('"Save" takes the ticked boxes and declines the others', async () => {
		expect(storedChoice(await post({ consent: 'save', analytics: 'granted' }))).toEqual({ analytics: 'GRANTED', marketing: 'DECLINED' })
		expect(storedChoice(await post({ consent: 'save', marketing: 'granted' }))).toEqual({ analytics: 'DECLINED', marketing: 'GRANTED' })
		expect(storedChoice(await post({ consent: 'save' }))).toEqual({ analytics: 'DECLINED', marketing: 'DECLINED' })
	})

	test('the cookie lasts a year for the whole site, is readable by scripts and Secure on https only', async () => {
		const secure = (await post({ consent: 'accept-all' })).headers.getSetCookie()[0]
		expect(secure).toBe('kcal_consent=1.gg; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
		const plain = (await post({ consent: 'reject-all' }, {}, false)).headers.get('Set-Cookie')
		expect(plain).toBe('kcal_consent=1.dd; Path=/; Max-Age=31536000; SameSite=Lax')
		expect(plain).not.toMatch(/HttpOnly/i)
	})

	test('Meta’s first-party cookies follow the marketing answer at once', async () => {
		const granted = (await post({ consent: 'save', marketing: 'granted' })).headers.getSetCookie()
		expect(granted.map((cookie) => cookie.split('=')[0])).toEqual(['kcal_consent', '_fbp'])
		const declined = (await post({ consent: 'save', analytics: 'granted' }, { Cookie: '_fbp=fb.1.1700000000000.123; _fbc=fb.1.1700000000000.abc' })).headers.getSetCookie()
		expect(declined.slice(1)).toEqual(['_fbc=; Path=/; Max-Age=0; SameSite=Lax; Secure', '_fbp=; Path=/; Max-Age=0; SameSite=Lax; Secure'])
	})

	test('a plain form post goes back to its page with 303; fetch gets 204', async () => {
		const navigation = await post({ consent: 'accept-all', redirectTo: '/ar-ae/meal-plans/?size=plus' })
		expect(navigation.status).toBe(303)
		expect(navigation.headers.get('Location')).toBe('/ar-ae/meal-plans/?size=plus')
		expect(navigation.headers.get('Cache-Control')).toBe('no-store')

		const fetched = await post({ consent: 'accept-all', redirectTo: '/faqs/' }, { 'Sec-Fetch-Mode': 'cors' })
		expect(fetched.status).toBe(204)
		expect(fetched.headers.get('Location')).toBeNull()
		expect(storedChoice(fetched)).toEqual({ analytics: 'GRANTED', marketing: 'GRANTED' })

		// Without Sec-Fetch-Mode, a browser navigating asks for HTML.
		const old = { 'Sec-Fetch-Mode': '', 'Sec-Fetch-Site': '', Origin: ORIGIN }
		expect((await post({ consent: 'save' }, { ...old, Accept: 'text/html,application/xhtml+xml' })).status).toBe(303)
		expect((await post({ consent: 'save' }, { ...old, Accept: '*/*' })).status).toBe(204)
	})

	test.each(['https://evil.example/', '//evil.example/', '/\\evil.example/', 'javascript:alert(1)', 'faqs/', ''])(
		'redirectTo %j is not a path of this site: back to the home page',
		async (redirectTo) => {
			const response = await post({ consent: 'reject-all', redirectTo })
			expect(response.status).toBe(303)
			expect(response.headers.get('Location')).toBe('/')
		},
	)

	test('the privacy policy form comes back to its own section', async () => {
		const response = await post({ consent: 'save', redirectTo: '/ru-ae/privacy-policy/#cookie-settings' })
		expect(response.headers.get('Location')).toBe('/ru-ae/privacy-policy/#cookie-settings')
	})

	test.each([
		['another site', { 'Sec-Fetch-Site': 'cross-site' }],
		['a sibling subdomain', { 'Sec-Fetch-Site': 'same-site' }],
		['another origin without Sec-Fetch-Site', { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' }],
	])('a post from %s is refused and sets nothing', async (_, headers) => {
		const response = await post({ consent: 'accept-all' }, headers)
		expect(response.status).toBe(403)
		expect(response.headers.get('Set-Cookie')).toBeNull()
	})

	test('a form without a known button is a 400 and sets nothing', async () => {
		const forms: Record<string, string>[] = [{}, { consent: 'accept' }, { analytics: 'granted' }]
		for (const fields of forms) {
			const response = await post(fields)
			expect(response.status).toBe(400)
			expect(response.headers.get('Set-Cookie')).toBeNull()
		}
	})

	test('an oversized body is refused before it is read', async () => {
		const response = await post({ consent: 'accept-all', redirectTo: `/${'a'.repeat(5000)}` })
		expect(response.status).toBe(413)
		expect(response.headers.get('Set-Cookie')).toBeNull()
	})
})
