// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CLIENT_DATA_KEY, updateClientData } from '../utils/client-data-store.ts'
import { createEnricher } from './enrichment.ts'
import { sha256Hex } from './sha256.ts'

const CHROME_DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

beforeEach(() => sessionStorage.clear())

describe('createEnricher', () => {
	it('adds the hashed e-mail and phone of the client-data store', async () => {
		sessionStorage.setItem(CLIENT_DATA_KEY, JSON.stringify({ email: 'Sara.Khan@Example.com', fullName: 'Sara Khan', phoneNumber: '+971 50 123 4567' }))
		const event = await createEnricher({ userAgent: CHROME_DESKTOP })({ name: 'purchase', value: 1480, properties: { currency: 'AED' } })
		expect(event).toEqual({
			name: 'purchase',
			value: 1480,
			properties: {
				currency: 'AED',
				email: await sha256Hex('sara.khan@example.com'),
				phone: await sha256Hex('971501234567'),
				userAgent: CHROME_DESKTOP,
				isMobile: false,
				isTablet: false,
				isCrawler: false,
			},
		})
	})

	it('follows the store: an address typed later is in the next event', async () => {
		const enrich = createEnricher({ userAgent: CHROME_DESKTOP })
		expect((await enrich({ name: 'page_view', properties: {} })).properties).toMatchObject({ email: null, phone: null })
		updateClientData({ email: 'new@example.com' })
		expect((await enrich({ name: 'page_view', properties: {} })).properties).toMatchObject({ email: await sha256Hex('new@example.com'), phone: null })
	})

	it('hashes a value once while it stays the same', async () => {
		const digest = vi.spyOn(crypto.subtle, 'digest')
		const enrich = createEnricher({ userAgent: CHROME_DESKTOP, identity: () => ({ email: 'a@example.com', phone: '' }) })
		await enrich({ name: 'page_view', properties: {} })
		await enrich({ name: 'view_plan', properties: {} })
		expect(digest).toHaveBeenCalledTimes(1)
	})

	it('sends no hash rather than the value where Web Crypto fails', async () => {
		vi.spyOn(crypto.subtle, 'digest').mockRejectedValue(new Error('insecure context'))
		const enrich = createEnricher({ userAgent: CHROME_DESKTOP, identity: () => ({ email: 'a@example.com', phone: '0501234567' }) })
		expect((await enrich({ name: 'page_view', properties: {} })).properties).toMatchObject({ email: null, phone: null })
	})

	it('marks crawlers with the same rule as the server', async () => {
		const event = await createEnricher({ userAgent: GOOGLEBOT })({ name: 'page_view', properties: {} })
		expect(event.properties.isCrawler).toBe(true)
	})

	it('reads the browser when no user agent is given', async () => {
		const event = await createEnricher()({ name: 'page_view', properties: {} })
		expect(event.properties.userAgent).toBe(navigator.userAgent)
	})
})

describe('createEnricher({ onNewEmail })', () => {
	it('is told when the client-data store gets a new e-mail', () => {
		const onNewEmail = vi.fn()
		createEnricher({ userAgent: CHROME_DESKTOP, onNewEmail })
		updateClientData({ fullName: 'Sara Khan' })
		expect(onNewEmail).not.toHaveBeenCalled()
		updateClientData({ email: 'sara@example.com' })
		expect(onNewEmail).toHaveBeenCalledOnce()
	})
})
