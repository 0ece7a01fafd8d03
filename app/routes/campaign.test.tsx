// @vitest-environment happy-dom
/**
 * The campaign pages as the server renders them, in every language, with the discount codes of
 * content/discount-codes.ts and the catalogue of content/ in place of the database: a live offer
 * priced from the price table, an ended one, and the code put in the order draft once the page
 * is in a browser. tests/integration/campaign-pages.test.ts runs the loader on the seeded database.
 */
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { campaignPath, type CampaignSlug } from '../../content/campaigns.ts'
import { CAMPAIGN_CODES } from '../../content/discount-codes.ts'
import { CAMPAIGN_PAGES } from '../../content/pages/campaigns.ts'
import { LOCALE_CODES, type LocaleCode, localizePath } from '../../domain/locale.ts'
import { formatAed } from '../../domain/money.ts'
import { getLocale } from '../../domain/locale.ts'
import { formatCalendarDate } from '../../domain/text-template.ts'
import { hrefs, loaderContext, pageElement, renderLoaded, TEST_ORIGIN, textOf } from '../test-support/render-page.tsx'
import { ORDER_DRAFT_KEY } from '../utils/order-draft-store.ts'
import CampaignPage, { headers as campaignHeaders, loader as campaignLoader } from './campaign.tsx'

vi.mock('../../server/db/queries/catalogue.ts', async () => {
	const fixture = await import('./catalogue-pages.fixture.ts')
	return { cachedCatalogue: async (_db: unknown, locale: LocaleCode) => fixture.catalogue(locale) }
})
// The codes as the seed writes them; liveness by the same rule as the real query.
vi.mock('../../server/db/queries/discount-codes.ts', () => import('../test-support/discount-codes-mock.ts'))

const NBSP = /\u00a0/g

type LoaderResult = Awaited<ReturnType<typeof campaignLoader>>

async function loadCampaign(locale: LocaleCode, slug: CampaignSlug) {
	const logger = { warn: vi.fn(), error: vi.fn(), info: vi.fn() }
	const context = loaderContext(locale, { services: { logger } as never })
	const url = new URL(localizePath(campaignPath(slug), locale), TEST_ORIGIN)
	const result = await campaignLoader({ context, url, params: {}, request: new Request(url) } as never)
	return { url, result, data: result.data }
}

/** The page as the server renders it, parsed. */
async function renderCampaign(locale: LocaleCode, slug: CampaignSlug) {
	const { url, result, data } = await loadCampaign(locale, slug)
	return { data, result, ...renderLoaded(CampaignPage, locale, url, data) }
}

const headersOf = (result: LoaderResult) => new Headers(result.init?.headers)

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(new Date('2026-11-23T10:00:00+04:00'))
	window.sessionStorage.clear()
})

afterEach(() => {
	cleanup()
	vi.useRealTimers()
})

describe.each(LOCALE_CODES)('%s', (locale) => {
	const language = getLocale(locale).language
	const aed = (fils: number) => formatAed(fils, language, { minimumFractionDigits: 0 }).replace(NBSP, ' ')
	const copy = CAMPAIGN_PAGES[locale]

	test('kmp_2499: the month of International at AED 2,499, worked out from the price table and the code', async () => {
		const { data, result, doc, t, at } = await renderCampaign(locale, 'kmp_2499')
		expect(data.noindex).toBe(false)
		expect(headersOf(result).get('X-Robots-Tag')).toBeNull()
		expect(data.meta.description).toBe(t('pages.campaignKmp2499.intro'))
		const { campaign } = data
		if (campaign.state !== 'live') throw new Error('kmp_2499 runs with no end date')
		expect(campaign.code).toBe('KMP2499')
		expect(campaign.example).toMatchObject({ grossFils: 294_000, discountFils: 44_100, netFils: 249_900 })
		expect(campaign.validUntil).toBeNull()

		expect([...doc.querySelectorAll('h1')].map(textOf)).toEqual([t('pages.campaignKmp2499.heading')])
		const offer = textOf(doc.querySelector('section[aria-labelledby]'))
		for (const amount of [aed(294_000), aed(249_900), aed(44_100)]) expect(offer).toContain(amount)
		expect(offer).toContain(t('catalogue.sizes.regular'))
		expect(offer).toContain('KMP2499')
		const cta = at('/meal-plans/customise-meal-plan/?plan=international&size=regular&days=7&weeks=4&code=KMP2499')
		expect(hrefs(doc).filter((href) => href === cta)).toHaveLength(2)
		expect(textOf(doc.querySelector('#included'))).toContain(copy.campaigns.kmp_2499.included[0])
		expect(doc.querySelectorAll('#how-it-works ol > li')).toHaveLength(3)
		const questions = [...doc.querySelectorAll('#fine-print summary')].map(textOf)
		expect(questions).toEqual([
			copy.finePrint.who.question,
			copy.finePrint.conditions.question,
			copy.finePrint.amount.question,
			copy.finePrint.combine.question,
			copy.finePrint.cancel.question,
			copy.finePrint.ends.question,
		])
		expect(textOf(doc.querySelector('#fine-print'))).toContain(aed(294_000))
		expect(textOf(doc.querySelector('#fine-print'))).toContain(copy.finePrint.ends.noEnd)

		const jsonLd = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')
		expect(jsonLd).toMatchObject({
			'@type': 'Offer',
			price: '2499.00',
			priceCurrency: 'AED',
			url: TEST_ORIGIN + at('/campaign/kmp_2499/'),
			itemOffered: { '@type': 'Product', url: TEST_ORIGIN + at('/meal-plans/international/') },
		})
		expect(jsonLd).not.toHaveProperty('validThrough')
	})

	test('kmp_2499_app: the same offer, with the store badges and the code to type in the app', async () => {
		const { data, doc, at } = await renderCampaign(locale, 'kmp_2499_app')
		if (data.campaign.state !== 'live') throw new Error('kmp_2499_app runs with no end date')
		expect(data.campaign.example?.netFils).toBe(249_900)
		expect(hrefs(doc)).toEqual(expect.arrayContaining(['/app-store/', '/play-store/']))
		expect(hrefs(doc)).toContain(at('/meal-plans/customise-meal-plan/?plan=international&size=regular&days=7&weeks=4&code=KMP2499APP'))
		expect(textOf(doc.querySelector('code'))).toBe('KMP2499APP')
	})

	test('ny25 today: the page says the offer ended on 31 January 2025, is noindex and points to the live offers', async () => {
		const { data, result, doc, t, at } = await renderCampaign(locale, 'ny25')
		expect(data.noindex).toBe(true)
		expect(headersOf(result).get('X-Robots-Tag')).toBe('noindex')
		expect(campaignHeaders({ loaderHeaders: headersOf(result) } as never)).toEqual(headersOf(result))
		const { campaign } = data
		if (campaign.state !== 'unavailable') throw new Error('ny25 is over')
		expect(campaign.status).toBe('ended')
		expect(campaign.endedOn).toBe(formatCalendarDate('2025-01-31', language))
		expect([...doc.querySelectorAll('h1')].map(textOf)).toEqual([t('pages.campaignNy25.heading')])
		expect(textOf(doc.body)).toContain(copy.unavailable.ended.replace('{{date}}', campaign.endedOn ?? '').replace(NBSP, ' '))
		expect(hrefs(doc)).toEqual(expect.arrayContaining([at('/campaign/kmp_2499/'), at('/campaign/kmp_2499_app/'), at('/meal-plans/')]))
		expect(hrefs(doc).some((href) => href?.includes('customise-meal-plan'))).toBe(false)
		expect(textOf(doc.body)).not.toContain('NY25')
		expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull()
	})
})

test('ny25 while it ran: 20 % off Weight Loss for 4 weeks, valid until 31 January, with validThrough', async () => {
	vi.setSystemTime(new Date('2025-01-15T12:00:00+04:00'))
	const { data, doc } = await renderCampaign('en', 'ny25')
	if (data.campaign.state !== 'live') throw new Error('ny25 ran in January 2025')
	// Weight Loss Regular, 5 days × 4 weeks: AED 119 × 90 % → AED 107 a day, 20 days.
	expect(data.campaign.example).toMatchObject({ grossFils: 214_000, discountFils: 42_800, netFils: 171_200 })
	expect(data.campaign.validUntil).toBe('31 January 2025')
	expect(textOf(doc.body)).toContain('Valid until 31 January 2025')
	expect(textOf(doc.querySelector('#fine-print'))).toContain('It runs until the end of 31 January 2025, UAE time.')
	expect(textOf(doc.querySelector('#fine-print'))).toContain('The offer is limited to the first 2,000 orders placed with it.')
	const jsonLd = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')
	expect(jsonLd).toMatchObject({ price: '1712.00', validFrom: '2024-12-31T20:00:00.000Z', validThrough: '2025-01-31T20:00:00.000Z' })
	expect(data.campaign.ctaPath).toBe('/meal-plans/customise-meal-plan/?plan=weight-loss&size=regular&days=5&weeks=4&code=NY25')
})

describe('in the browser', () => {
	async function mount(slug: CampaignSlug) {
		const { url, data } = await loadCampaign('en', slug)
		render(pageElement(CampaignPage, 'en', url, data))
	}
	const storedDraft = () => JSON.parse(window.sessionStorage.getItem(ORDER_DRAFT_KEY) ?? 'null')

	test('a live campaign puts its code in the order draft as an automatic one, started by the campaign', async () => {
		window.sessionStorage.setItem(ORDER_DRAFT_KEY, JSON.stringify({ days_per_week: 7, discount_code: ['WELCOME15'], automatic_public_discount_codes: [] }))
		await mount('kmp_2499')
		// The rest of the draft stays as the visitor left it.
		expect(storedDraft()).toMatchObject({
			days_per_week: 7,
			discount_code: [CAMPAIGN_CODES.kmp_2499.code],
			automatic_public_discount_codes: [CAMPAIGN_CODES.kmp_2499.code],
			initiator_type: 'Campaign',
		})
	})

	test('an ended campaign leaves the draft as it was', async () => {
		const before = JSON.stringify({ discount_code: ['WELCOME15'], automatic_public_discount_codes: [], initiator_type: 'Organic' })
		window.sessionStorage.setItem(ORDER_DRAFT_KEY, before)
		await mount('ramadan25')
		expect(window.sessionStorage.getItem(ORDER_DRAFT_KEY)).toBe(before)
	})
})
