/**
 * POST /client/api/v1/price against the seeded catalogue and codes: the spec's price object,
 * add-ons, campaign and typed codes, refusals in the request's language, and bad input as 400
 * with field messages (never 500). Only codes whose state cannot change with the calendar are
 * used: WELCOME15 (no dates), KMP2499 (live since 2025, no end), NY25 (ended January 2025).
 */
import { describe, expect, test } from 'vitest'
import ar from '../../app/i18n/messages/ar.ts'
import { AMBASSADOR_SEEDS } from '../../content/ambassadors.ts'
import { PRICING_MESSAGES } from '../../content/pricing-messages.ts'
import { PLAN_SEEDS } from '../../content/plans.ts'
import { LOCALE_CODES, type LocaleCode } from '../../domain/locale.ts'
import { getCachedPlan } from '../../server/db/queries/plans.ts'
import { vatContainedFils } from '../../domain/order-price.ts'
import { pricePerDayFils } from '../../domain/plan-pricing.ts'
import type { QuotedPrice } from '../../server/pricing/price-service.ts'
import { createTestDatabase } from './support/database.ts'
import { createTestApp } from './support/http.ts'

const { db } = await createTestDatabase()
const request = createTestApp(db)

const international = PLAN_SEEDS.find((plan) => plan.slug === 'international')!
const regularList = international.variants.regular.listPricePerDayFils

function post(body: unknown, locale = 'en', contentType = 'application/json') {
	return request(`/client/api/v1/price?locale=${locale}`, {
		method: 'POST',
		headers: { 'Content-Type': contentType },
		body: typeof body === 'string' ? body : JSON.stringify(body),
	})
}

async function priced(body: unknown, locale = 'en') {
	const response = await post(body, locale)
	expect(response.status).toBe(200)
	expect(response.headers.get('Cache-Control')).toBe('no-store')
	return ((await response.json()) as { data: QuotedPrice }).data
}

describe('POST /client/api/v1/price', () => {
	test('prices the draft’s defaults (Regular, 6 days, 8 weeks) from the plan’s table', async () => {
		const price = await priced({ plan: 'international' })
		const perDay = pricePerDayFils(regularList, 6, 8)
		expect(price).toMatchObject({
			gross: perDay * 48,
			discounted: perDay * 48,
			bag_deposit: 10_000,
			total: perDay * 48 + 10_000,
			vat: vatContainedFils(perDay * 48),
			number_of_weeks: 8,
			number_of_days: 48,
			discounts: [],
			discounts_error: null,
			discounts_error_code: null,
			applicable_bins: [],
			discount_codes_applied: [],
			per_day: perDay,
		})
	})

	test('applies the kmp_2499 campaign code: a month of International for AED 2,499', async () => {
		const price = await priced({ plan: 'international', size: 'regular', days_per_week: 7, number_of_weeks: 4, discount_code: ['kmp2499'] })
		expect(price.discounted).toBe(249_900)
		expect(price.discounts).toEqual([{ code: 'KMP2499', discount_type: { type: 'flat', value: 44_100 }, amount: 44_100 }])
		expect(price.discount_codes_applied).toEqual(['KMP2499'])
		expect(price.total).toBe(249_900 + 10_000)
	})

	test('adds an add-on for every delivery day, undiscounted', async () => {
		const plan = (await (await request('/client/api/v1/plans/international')).json()) as {
			data: { addons: Array<{ variants: Array<{ id: number; pricePerDayFils: number }> }> }
		}
		const addon = plan.data.addons[0]!.variants[0]!
		const price = await priced({ plan: 'international', days_per_week: 5, number_of_weeks: 1, addon_variant: addon.id, discount_code: ['WELCOME15'] })
		expect(price.addons_total).toBe(addon.pricePerDayFils * 5)
		expect(price.discounts[0]?.amount).toBe(Math.floor((price.plan_total * 15 + 50) / 100))
	})

	test('an ambassador’s referral brings the welcome code, unless the customer brings their own', async () => {
		const invited = AMBASSADOR_SEEDS.find((ambassador) => ambassador.isActive)!
		const price = await priced({ plan: 'international', referral_code: invited.referralCode.toLowerCase() })
		expect(price.discount_codes_applied).toEqual([invited.welcomeDiscountCode])
		const own = await priced({ plan: 'international', days_per_week: 7, number_of_weeks: 4, referral_code: invited.referralCode, discount_code: ['KMP2499'] })
		expect(own.discount_codes_applied).toEqual(['KMP2499'])
		// An unknown referral code is ignored, not an error.
		const unknown = await priced({ plan: 'international', referral_code: 'NOBODY' })
		expect(unknown.discounts).toEqual([])
		expect(unknown.discounts_error).toBeNull()
	})

	test('says in the visitor’s language why a code was refused, and charges the full price', async () => {
		for (const locale of LOCALE_CODES) {
			const ended = await priced({ plan: 'international', discount_code: ['NY25'] }, locale)
			expect(ended.discounts_error_code).toBe('ended')
			expect(ended.discounts_error).toContain('NY25')
			expect(ended.discounts_error).toContain('2025')
			expect(ended.discounted).toBe(ended.gross)

			const unknown = await priced({ plan: 'international', discount_code: ['NOSUCHCODE'] }, locale)
			expect(unknown.discounts_error).toContain('NOSUCHCODE')

			const wrongPlan = await priced({ plan: 'keto-balanced', days_per_week: 7, number_of_weeks: 4, discount_code: ['KMP2499'] }, locale)
			expect(wrongPlan.discounts_error_code).toBe('plan-not-included')
		}
	})

	test('fills the condition into the refusal, naming the code (issue 20, item 7)', async () => {
		const short = await priced({ plan: 'international', days_per_week: 7, number_of_weeks: 2, discount_code: ['KMP2499'] })
		expect(short.discounts_error_code).toBe('below-min-weeks')
		expect(short.discounts_error).toBe('KMP2499 is for plans of at least 4 weeks. Choose a longer plan to use it.')
		expect((await priced({ plan: 'international', days_per_week: 7, number_of_weeks: 2, discount_code: ['KMP2499'] }, 'ar-ae')).discounts_error).toContain('لا تقل مدتها عن 4 أسابيع')
		expect((await priced({ plan: 'international', days_per_week: 7, number_of_weeks: 2, discount_code: ['KMP2499'] }, 'ru-ae')).discounts_error).toContain('минимум на 4 недели')
		const ended = await priced({ plan: 'international', discount_code: ['NY25'] })
		expect(ended.discounts_error).toBe('NY25 ended on 31 January 2025.')
		expect((await priced({ plan: 'international', discount_code: ['nosuchcode'] })).discounts_error).toBe('We don’t recognise the code NOSUCHCODE. Check it and try again.')
	})

	test('a code of another plan names the plan it is for, in the customer’s words', async () => {
		const names = Object.fromEntries(
			await Promise.all(LOCALE_CODES.map(async (locale) => [locale, (await getCachedPlan(db, 'international', locale))!.name] as const)),
		)
		const refusal = async (locale: LocaleCode) =>
			(await priced({ plan: 'keto-balanced', days_per_week: 7, number_of_weeks: 4, discount_code: ['KMP2499'] }, locale)).discounts_error
		expect(await refusal('en')).toBe(`KMP2499 is for the ${names.en} plan. Choose that plan to use it.`)
		// The code is Latin inside Arabic: isolated, so the sentence keeps its order.
		expect(await refusal('ar-ae')).toBe(`الرمز \u2068KMP2499\u2069 مخصّص لخطة ${names['ar-ae']}. اختر هذه الخطة لتستفيد منه.`)
		expect(await refusal('ru-ae')).toBe(`Промокод KMP2499 действует только для плана «${names['ru-ae']}». Выберите этот план, чтобы им воспользоваться.`)
	})

	test('refuses bad input with 400 and a message per field, in the request’s language', async () => {
		for (const locale of LOCALE_CODES) {
			const response = await post(
				{ plan: '../etc', size: 'huge', days_per_week: 4, number_of_weeks: 3, addon_variant: -1, discount_code: ['a'], card_bin: '12' },
				locale,
			)
			expect(response.status).toBe(400)
			const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } }
			expect(error.code).toBe('invalid_input')
			expect(error.fields).toEqual({
				plan: PRICING_MESSAGES[locale].fields.plan,
				size: PRICING_MESSAGES[locale].fields.size,
				days_per_week: PRICING_MESSAGES[locale].fields.days_per_week,
				number_of_weeks: PRICING_MESSAGES[locale].fields.number_of_weeks,
				addon_variant: PRICING_MESSAGES[locale].fields.addon_variant,
				discount_code: PRICING_MESSAGES[locale].fields.discount_code,
				card_bin: PRICING_MESSAGES[locale].fields.card_bin,
			})
		}
	})

	test('an unknown plan or an add-on of another plan is a field error, not a 500', async () => {
		const unknown = await post({ plan: 'no-such-plan' })
		expect(unknown.status).toBe(400)
		const addon = await post({ plan: 'international', addon_variant: 999_999 })
		expect(addon.status).toBe(400)
		expect(((await addon.json()) as { error: { fields: object } }).error.fields).toHaveProperty('addon_variant')
	})

	test('an address that tries 20 codes that do not exist must wait before pricing with a code again', async () => {
		const behindProxy = createTestApp(db, { TRUST_PROXY_HOPS: '1' })
		const send = (body: object, address: string) =>
			behindProxy('/client/api/v1/price?locale=ar-ae', {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
				body: JSON.stringify(body),
			})
		// Real codes never count, however often they are tried.
		for (let attempt = 0; attempt < 25; attempt++) expect((await send({ plan: 'international', discount_code: ['WELCOME15'] }, '203.0.113.7')).status).toBe(200)
		for (let attempt = 0; attempt < 20; attempt++) {
			expect((await send({ plan: 'international', discount_code: [`GUESS${attempt}`] }, '203.0.113.7')).status).toBe(200)
		}
		const blocked = await send({ plan: 'international', discount_code: ['WELCOME15'] }, '203.0.113.7')
		expect(blocked.status).toBe(429)
		expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect(await blocked.json()).toEqual({ error: { code: 'rate_limited', message: ar.api.tooManyRequests } })
		// Without a code the price still comes, and other addresses are not affected.
		expect((await send({ plan: 'international' }, '203.0.113.7')).status).toBe(200)
		expect((await send({ plan: 'international', discount_code: ['WELCOME15'] }, '198.51.100.4')).status).toBe(200)
	})

	test('takes JSON only, and an object', async () => {
		expect((await post('plan=international', 'en', 'application/x-www-form-urlencoded')).status).toBe(415)
		expect((await post('[1]')).status).toBe(400)
		expect((await post('{not json')).status).toBe(400)
	})
})
