import { describe, expect, test } from 'vitest'
import {
	CARD_BIN_FORMAT,
	codeEligibility,
	codeStatusAt,
	DISCOUNT_CODE_FORMAT,
	discountAmountFils,
	lastValidDay,
} from '../domain/discount-codes.ts'
import { optionAt } from '../domain/plan-catalogue.ts'
import { deliveryDays, planPriceTable, planTotalFils } from '../domain/plan-pricing.ts'
import { CAMPAIGN_SLUGS, CAMPAIGNS, type CampaignExample } from './campaigns.ts'
import { CAMPAIGN_CODES, DISCOUNT_CODE_SEEDS, PARTNER_CODES } from './discount-codes.ts'
import { PLAN_SEEDS } from './plans.ts'

/** The example order's total on the price table, as the seed writes it. */
function exampleGrossFils(example: CampaignExample): number {
	const seed = PLAN_SEEDS.find((plan) => plan.slug === example.planSlug)
	if (!seed) throw new Error(`No plan ${example.planSlug}`)
	const row = optionAt(
		planPriceTable(seed.variants[example.size].listPricePerDayFils).map((entry) => ({
			...entry,
			deliveryDays: deliveryDays(entry.daysPerWeek, entry.weeks),
			totalFils: planTotalFils(entry),
		})),
		example.daysPerWeek,
		example.weeks,
	)
	if (!row) throw new Error('The example is not on the price table')
	return row.totalFils
}

const TODAY = new Date('2026-11-23T12:00:00+04:00')

describe('every code', () => {
	test('is unique and fits what the database accepts', () => {
		const codes = DISCOUNT_CODE_SEEDS.map((seed) => seed.code)
		expect(new Set(codes).size).toBe(codes.length)
		for (const seed of DISCOUNT_CODE_SEEDS) {
			expect(seed.code, seed.code).toMatch(DISCOUNT_CODE_FORMAT)
			if (seed.discountType === 'percentage') expect(seed.value, seed.code).toBeGreaterThanOrEqual(1)
			if (seed.discountType === 'percentage') expect(seed.value, seed.code).toBeLessThanOrEqual(100)
			expect(Number.isSafeInteger(seed.value) && seed.value > 0, seed.code).toBe(true)
			if (seed.validFrom && seed.validUntil) expect(seed.validUntil > seed.validFrom, seed.code).toBe(true)
			for (const bin of seed.cardBins) expect(bin, seed.code).toMatch(CARD_BIN_FORMAT)
			for (const limit of [seed.maxUses, seed.maxUsesPerCustomer]) if (limit !== null) expect(limit, seed.code).toBeGreaterThan(0)
		}
	})

	test('names only plans of the catalogue', () => {
		const slugs = PLAN_SEEDS.map((plan) => plan.slug)
		for (const seed of DISCOUNT_CODE_SEEDS) for (const slug of seed.planSlugs) expect(slugs, seed.code).toContain(slug)
	})

	test('ordinary codes are typed by hand; the welcome code is once per customer; one needs a bank card', () => {
		const typed = DISCOUNT_CODE_SEEDS.filter((seed) => !seed.isAutomatic)
		expect(typed.every((seed) => seed.campaign === null)).toBe(true)
		expect(typed.find((seed) => seed.code === 'WELCOME15')).toMatchObject({ maxUsesPerCustomer: 1, validUntil: null })
		expect(typed.filter((seed) => seed.cardBins.length > 0).map((seed) => seed.code)).toEqual(['BANKCARD10'])
	})

	test('the Samsung partner code is automatic, belongs to no campaign and is live today', () => {
		expect(PARTNER_CODES.samsung.code).toMatch(/^SAMSUNG/)
		expect(PARTNER_CODES.samsung).toMatchObject({ isAutomatic: true, campaign: null, maxUsesPerCustomer: 1 })
		expect(codeStatusAt(PARTNER_CODES.samsung, TODAY)).toBe('live')
	})
})

describe('campaign codes', () => {
	test('one automatic code per campaign page, marked with its campaign, once per customer', () => {
		expect(Object.keys(CAMPAIGN_CODES).sort()).toEqual([...CAMPAIGN_SLUGS].sort())
		for (const slug of CAMPAIGN_SLUGS) {
			expect(CAMPAIGN_CODES[slug]).toMatchObject({ campaign: slug, isAutomatic: true, isActive: true, maxUsesPerCustomer: 1 })
		}
		expect(DISCOUNT_CODE_SEEDS.filter((seed) => seed.campaign !== null)).toHaveLength(CAMPAIGN_SLUGS.length)
	})

	test('the dated campaigns are over by today; the two "month for AED 2,499" offers run on', () => {
		const status = Object.fromEntries(CAMPAIGN_SLUGS.map((slug) => [slug, codeStatusAt(CAMPAIGN_CODES[slug], TODAY)]))
		expect(status).toEqual({ ny25: 'ended', eoy24: 'ended', kmp_kcalfit24: 'ended', ramadan25: 'ended', kmp_2499: 'live', kmp_2499_app: 'live' })
		expect(lastValidDay(CAMPAIGN_CODES.ny25.validUntil as Date)).toBe('2025-01-31')
		expect(lastValidDay(CAMPAIGN_CODES.eoy24.validUntil as Date)).toBe('2024-12-31')
		expect(lastValidDay(CAMPAIGN_CODES.ramadan25.validUntil as Date)).toBe('2025-03-29')
	})

	test.each(CAMPAIGN_SLUGS)('%s: the example order the page prices meets the code’s conditions', (slug) => {
		const { example } = CAMPAIGNS[slug]
		const grossFils = exampleGrossFils(example)
		expect(codeEligibility(CAMPAIGN_CODES[slug], { planSlug: example.planSlug, weeks: example.weeks, grossFils })).toEqual({ kind: 'eligible' })
		expect(discountAmountFils(CAMPAIGN_CODES[slug], grossFils)).toBeGreaterThan(0)
	})

	test('kmp_2499: International, Regular, 7 days a week for 4 weeks comes to exactly AED 2,499 with the code', () => {
		for (const slug of ['kmp_2499', 'kmp_2499_app'] as const) {
			const { example } = CAMPAIGNS[slug]
			expect(example).toEqual({ planSlug: 'international', size: 'regular', daysPerWeek: 7, weeks: 4 })
			const grossFils = exampleGrossFils(example)
			expect(grossFils).toBe(294_000)
			expect(grossFils - discountAmountFils(CAMPAIGN_CODES[slug], grossFils)).toBe(249_900)
			// A cheaper International order (fewer days or weeks) is not what the offer is about: it gets nothing.
			expect(CAMPAIGN_CODES[slug].minOrderFils).toBe(grossFils)
		}
	})
})
