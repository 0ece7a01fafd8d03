/**
 * Campaigns on the real migrated and seeded database: the discount codes the seed writes, the
 * campaign page's loader for a live and an ended offer (what it shows, its noindex answer), and
 * the sitemap, which lists a campaign page only while its offer runs. How the page renders is
 * app/routes/campaign.test.tsx's job; the browser journey is tests/e2e/campaigns.spec.ts.
 */
import { eq, max } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { localeContext, type RequestServices, servicesContext } from '../../app/context.ts'
import { i18nFor } from '../../app/i18n/catalogues.server.ts'
import { loader as campaignLoader } from '../../app/routes/campaign.tsx'
import { CAMPAIGN_SLUGS, campaignPath, type CampaignSlug } from '../../content/campaigns.ts'
import { CAMPAIGN_CODES, DISCOUNT_CODE_SEEDS, PARTNER_CODES } from '../../content/discount-codes.ts'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import { loadConfig } from '../../server/config.ts'
import { findCampaignCode, listLiveCampaigns } from '../../server/db/queries/discount-codes.ts'
import { discountCodes } from '../../server/db/schema.ts'
import { seedDatabase } from '../../server/db/seed.ts'
import { changeCatalogue } from './support/catalogue-change.ts'
import { createTestDatabase } from './support/database.ts'
import { createTestApp } from './support/http.ts'

const { db } = await createTestDatabase()
const ORIGIN = 'https://kcal.example'
const config = loadConfig({})
const logger = { warn: () => {}, error: () => {}, info: () => {} }

async function loadCampaign(locale: LocaleCode, slug: CampaignSlug) {
	const context = new RouterContextProvider()
	context.set(localeContext, i18nFor(locale))
	context.set(servicesContext, { db, logger, settings: { origin: ORIGIN, company: config.company } } as unknown as RequestServices)
	const url = new URL(localizePath(campaignPath(slug), locale), ORIGIN)
	return campaignLoader({ context, url, params: {}, request: new Request(url) } as never)
}

describe('the seeded codes', () => {
	test('are all there, and seeding again rewrites none of them', async () => {
		const rows = await db.select().from(discountCodes)
		expect(rows.map((row) => row.code).sort()).toEqual(DISCOUNT_CODE_SEEDS.map((seed) => seed.code).sort())
		const [before] = await db.select({ last: max(discountCodes.updatedAt) }).from(discountCodes)
		await seedDatabase(db)
		const [after] = await db.select({ last: max(discountCodes.updatedAt) }).from(discountCodes)
		expect(after?.last).toEqual(before?.last)
	})

	test('come back with their dates, conditions and campaign', async () => {
		for (const slug of CAMPAIGN_SLUGS) {
			const code = await findCampaignCode(db, slug)
			const seed = CAMPAIGN_CODES[slug]
			expect(code, slug).toMatchObject({
				code: seed.code,
				discountType: seed.discountType,
				value: seed.value,
				validFrom: seed.validFrom,
				validUntil: seed.validUntil,
				minWeeks: seed.minWeeks,
				minOrderFils: seed.minOrderFils,
				planSlugs: seed.planSlugs,
				isAutomatic: true,
				campaign: slug,
			})
		}
		const [samsung] = await db.select().from(discountCodes).where(eq(discountCodes.code, PARTNER_CODES.samsung.code))
		expect(samsung).toMatchObject({ isAutomatic: true, campaign: null, maxUsesPerCustomer: 1 })
		const [bank] = await db.select().from(discountCodes).where(eq(discountCodes.code, 'BANKCARD10'))
		expect(bank?.cardBins).toEqual(['400555', '512345'])
	})

	test('only the evergreen month offers are live today; all four dated campaigns ran once', async () => {
		expect(await listLiveCampaigns(db, new Date('2026-11-23T12:00:00+04:00'))).toEqual(['kmp_2499', 'kmp_2499_app'])
		expect(await listLiveCampaigns(db, new Date('2025-01-15T12:00:00+04:00'))).toEqual(['ny25'])
		expect(await listLiveCampaigns(db, new Date('2025-03-15T12:00:00+04:00'))).toEqual(['ramadan25'])
		expect(await listLiveCampaigns(db, new Date('2024-12-15T12:00:00+04:00'))).toEqual(['eoy24'])
		expect(await listLiveCampaigns(db, new Date('2024-09-15T12:00:00+04:00'))).toEqual(['kmp_kcalfit24'])
	})

	test('a code switched off in the database ends its campaign at once', async () => {
		await changeCatalogue(db, (tx) => tx.update(discountCodes).set({ isActive: false }).where(eq(discountCodes.code, 'KMP2499APP')))
		expect(await listLiveCampaigns(db, new Date())).toEqual(['kmp_2499'])
		const result = await loadCampaign('en', 'kmp_2499_app')
		expect(result.data.campaign).toMatchObject({ state: 'unavailable', status: 'switched-off', endedOn: null })
		await changeCatalogue(db, (tx) => tx.update(discountCodes).set({ isActive: true }).where(eq(discountCodes.code, 'KMP2499APP')))
	})
})

describe('campaign page loader', () => {
	test('kmp_2499 (Arabic): the offer priced from the seeded price table, with its Offer data', async () => {
		const { data, init } = await loadCampaign('ar-ae', 'kmp_2499')
		expect(data.noindex).toBe(false)
		expect(new Headers(init?.headers).get('X-Robots-Tag')).toBeNull()
		expect(data.campaign).toMatchObject({
			state: 'live',
			code: 'KMP2499',
			example: { planName: 'المطبخ العالمي', grossFils: 294_000, discountFils: 44_100, netFils: 249_900 },
			ctaPath: '/meal-plans/customise-meal-plan/?plan=international&size=regular&days=7&weeks=4&code=KMP2499',
			depositFils: 10_000,
			jsonLd: { '@type': 'Offer', price: '2499.00', priceCurrency: 'AED', url: `${ORIGIN}/ar-ae/campaign/kmp_2499/` },
		})
	})

	test('ny25 (Russian): ended, noindex in the page and the header, and the live offers to go to', async () => {
		const { data, init } = await loadCampaign('ru-ae', 'ny25')
		expect(data.noindex).toBe(true)
		expect(new Headers(init?.headers).get('X-Robots-Tag')).toBe('noindex')
		expect(data.campaign).toMatchObject({ state: 'unavailable', status: 'ended', endedOn: '31 января 2025' })
		if (data.campaign.state !== 'unavailable') return
		expect(data.campaign.currentOffers.map((offer) => offer.path)).toEqual(['/campaign/kmp_2499/', '/campaign/kmp_2499_app/'])
	})
})

test('the sitemap lists the live campaigns and leaves the ended ones out', async () => {
	const request = createTestApp(db)
	const xml = await (await request('/en-GB-sitemap.xml')).text()
	expect(xml).toContain('<loc>https://kcal.example/campaign/kmp_2499/</loc>')
	expect(xml).toContain('<loc>https://kcal.example/campaign/kmp_2499_app/</loc>')
	expect(xml).toContain('<loc>https://kcal.example/campaign/lead_form/</loc>')
	for (const ended of ['ny25', 'eoy24', 'kmp_kcalfit24', 'ramadan25']) expect(xml).not.toContain(`/campaign/${ended}/`)
})
