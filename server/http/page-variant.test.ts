import { expect, test } from 'vitest'
import { DEFAULT_TREATMENTS } from '../../app/experiments/treatments.ts'
import { pageVariantKey } from './page-variant.ts'

const CLASSIC = { ...DEFAULT_TREATMENTS, landing_page_ww: 'off' }

test('visitors of different treatments or consent state never share a cached page', () => {
	const keys = [
		pageVariantKey({ isCrawler: false, consentAnswered: false, treatments: DEFAULT_TREATMENTS }),
		pageVariantKey({ isCrawler: false, consentAnswered: true, treatments: DEFAULT_TREATMENTS }),
		pageVariantKey({ isCrawler: false, consentAnswered: false, treatments: CLASSIC }),
		pageVariantKey({ isCrawler: false, consentAnswered: true, treatments: CLASSIC }),
		pageVariantKey({ isCrawler: true, consentAnswered: false, treatments: DEFAULT_TREATMENTS }),
	]
	expect(new Set(keys).size).toBe(keys.length)
	expect(keys[0]).toBe('consent-pending|landing_page_ww=lead_form&checkout_account=on')
})

test('visitors of the same variant share one, whoever they are', () => {
	const first = pageVariantKey({ isCrawler: false, consentAnswered: true, treatments: { ...CLASSIC } })
	expect(pageVariantKey({ isCrawler: false, consentAnswered: true, treatments: { checkout_account: 'on', landing_page_ww: 'off' } })).toBe(first)
})

test('crawlers share one page whatever their cookies say', () => {
	const crawler = pageVariantKey({ isCrawler: true, consentAnswered: false, treatments: DEFAULT_TREATMENTS })
	expect(pageVariantKey({ isCrawler: true, consentAnswered: true, treatments: CLASSIC })).toBe(crawler)
})
