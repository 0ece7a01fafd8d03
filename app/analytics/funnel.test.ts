// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { track } from './bus.ts'
import { trackBeginCheckout, trackPaymentInfo, trackPurchase } from './funnel.ts'

vi.mock('./bus.ts', () => ({ track: vi.fn() }))
const consent = vi.hoisted(() => ({ choice: { analytics: 'GRANTED', marketing: 'GRANTED' }, listeners: new Set<(choice: unknown) => void>() }))
vi.mock('../consent/consent-client.ts', () => ({
	readConsent: () => consent.choice,
	onConsentChange: (listener: (choice: unknown) => void) => {
		consent.listeners.add(listener)
		return () => consent.listeners.delete(listener)
	},
}))

const GUEST = { email: 'sara@example.com', phone: '050 123 4567' }

beforeEach(() => {
	consent.choice = { analytics: 'GRANTED', marketing: 'GRANTED' }
	consent.listeners.clear()
	sessionStorage.clear()
	vi.mocked(track).mockClear()
})

describe('funnel events', () => {
	it('sends amounts in AED, from fils', () => {
		trackBeginCheckout('international', 148_050)
		trackPaymentInfo('tabby', 148_050)
		expect(track).toHaveBeenCalledWith('begin_checkout', { value: 1480.5, properties: { currency: 'AED', plan: 'international' } })
		expect(track).toHaveBeenCalledWith('add_payment_info', { value: 1480.5, properties: { currency: 'AED', method: 'tabby' } })
	})
})

describe('trackPurchase', () => {
	it('sends the amount paid in AED, the currency and the order number', () => {
		trackPurchase({ number: 'KC-000123', paidFils: 294_000, email: 'sara@example.com', phone: '+971 50 123 4567' })
		expect(track).toHaveBeenCalledExactlyOnceWith('purchase', {
			value: 2940,
			properties: { currency: 'AED', order: 'KC-000123' },
			identity: { email: 'sara@example.com', phone: '+971 50 123 4567' },
		})
	})

	it('counts an order once, even after the page is reloaded', () => {
		trackPurchase({ number: 'KC-000123', paidFils: 294_000, ...GUEST })
		trackPurchase({ number: 'KC-000123', paidFils: 294_000, ...GUEST })
		trackPurchase({ number: 'KC-000124', paidFils: 100, ...GUEST })
		expect(vi.mocked(track).mock.calls.map(([, options]) => options?.properties?.order)).toEqual(['KC-000123', 'KC-000124'])
		expect(JSON.parse(sessionStorage.getItem('kcal.analytics.purchases') ?? '')).toEqual(['KC-000123', 'KC-000124'])
	})

	it('remembers only the latest orders', () => {
		for (let index = 1; index <= 25; index += 1) trackPurchase({ number: `KC-${index}`, paidFils: 100, ...GUEST })
		const kept = JSON.parse(sessionStorage.getItem('kcal.analytics.purchases') ?? '') as string[]
		expect(kept).toHaveLength(20)
		expect(kept[0]).toBe('KC-6')
	})

	it('still sends when session storage is unreadable or refuses to store', () => {
		sessionStorage.setItem('kcal.analytics.purchases', '{not json')
		const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError') } } as unknown as Storage
		trackPurchase({ number: 'KC-1', paidFils: 100, ...GUEST })
		trackPurchase({ number: 'KC-2', paidFils: 100, ...GUEST }, full)
		expect(track).toHaveBeenCalledTimes(2)
	})

	it('remembers nothing in the browser before the visitor answers, and the order once they allow it', () => {
		consent.choice = { analytics: 'UNKNOWN', marketing: 'UNKNOWN' }
		trackPurchase({ number: 'KC-7', paidFils: 100, ...GUEST })
		expect(track).toHaveBeenCalledTimes(1)
		expect(sessionStorage.getItem('kcal.analytics.purchases')).toBeNull()
		for (const listener of [...consent.listeners]) listener({ analytics: 'DECLINED', marketing: 'GRANTED' })
		expect(JSON.parse(sessionStorage.getItem('kcal.analytics.purchases') ?? '')).toEqual(['KC-7'])
	})
})
