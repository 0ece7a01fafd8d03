import { afterEach, expect, test, vi } from 'vitest'
import { connectImpressionReporter, requestFeatureImpression } from './feature-impressions.ts'

let disconnect: (() => void) | undefined
afterEach(() => disconnect?.())

test('impressions seen before the client is ready wait for it, then go straight to it', () => {
	requestFeatureImpression('landing_page_ww')
	requestFeatureImpression('checkout_account')
	const report = vi.fn()
	disconnect = connectImpressionReporter(report)
	expect(report.mock.calls).toEqual([['landing_page_ww'], ['checkout_account']])
	requestFeatureImpression('landing_page_ww')
	expect(report).toHaveBeenCalledTimes(3)
})

test('after the client is gone they wait again, and each is reported once', () => {
	const first = vi.fn()
	connectImpressionReporter(first)()
	requestFeatureImpression('checkout_account')
	expect(first).not.toHaveBeenCalled()
	const second = vi.fn()
	disconnect = connectImpressionReporter(second)
	expect(second.mock.calls).toEqual([['checkout_account']])
	disconnect()
	disconnect = connectImpressionReporter(vi.fn())
	expect(second).toHaveBeenCalledTimes(1)
})

test('a tab that never gets a client keeps only the latest 50', () => {
	for (let index = 0; index < 60; index += 1) requestFeatureImpression(index < 10 ? 'checkout_account' : 'landing_page_ww')
	const report = vi.fn()
	disconnect = connectImpressionReporter(report)
	expect(report).toHaveBeenCalledTimes(50)
	expect(report.mock.calls.every(([flag]) => flag === 'landing_page_ww')).toBe(true)
})
