// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { onConsentChange, readConsent, saveConsent } from './consent-client.ts'

const clearCookie = () => {
	document.cookie = 'kcal_consent=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/'
}

beforeEach(clearCookie)
afterEach(() => {
	clearCookie()
	vi.unstubAllGlobals()
})

describe('readConsent', () => {
	test('an unanswered visitor is UNKNOWN for both purposes', () => {
		expect(readConsent()).toEqual({ analytics: 'UNKNOWN', marketing: 'UNKNOWN' })
	})

	test('reads the kcal_consent cookie among others', () => {
		document.cookie = 'locale=ar-ae; Path=/'
		document.cookie = 'kcal_consent=1.gd; Path=/'
		expect(readConsent()).toEqual({ analytics: 'GRANTED', marketing: 'DECLINED' })
	})
})

describe('saveConsent', () => {
	test('posts the choice as the form would and tells every listener once the server took it', async () => {
		const fetchMock = vi.fn(async () => new Response(null, { status: 204 }))
		vi.stubGlobal('fetch', fetchMock)
		const heard: unknown[] = []
		const stop = onConsentChange((choice) => heard.push(choice))

		await saveConsent({ analytics: 'GRANTED', marketing: 'DECLINED' })
		const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
		expect(url).toBe('/consent')
		expect(init.method).toBe('POST')
		expect(String(init.body)).toBe('consent=save&analytics=granted')
		expect(heard).toEqual([{ analytics: 'GRANTED', marketing: 'DECLINED' }])

		stop()
		await saveConsent({ analytics: 'DECLINED', marketing: 'DECLINED' })
		expect(heard).toHaveLength(1)
	})

	test('an unanswered purpose is applied as declined, as the cookie stores it', async () => {
		vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }))
		const heard: unknown[] = []
		const stop = onConsentChange((choice) => heard.push(choice))
		await saveConsent({ analytics: 'GRANTED', marketing: 'UNKNOWN' })
		stop()
		expect(heard).toEqual([{ analytics: 'GRANTED', marketing: 'DECLINED' }])
	})

	test('a refused post rejects and announces nothing', async () => {
		vi.stubGlobal('fetch', async () => new Response('Forbidden', { status: 403 }))
		const listener = vi.fn()
		const stop = onConsentChange(listener)
		await expect(saveConsent({ analytics: 'GRANTED', marketing: 'GRANTED' })).rejects.toThrow(/403/)
		stop()
		expect(listener).not.toHaveBeenCalled()
	})
})
