import { createHash } from 'node:crypto'
import { count, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import ar from '../../app/i18n/messages/ar.ts'
import en from '../../app/i18n/messages/en.ts'
import ru from '../../app/i18n/messages/ru.ts'
import { ADDON_SEEDS } from '../../content/addons.ts'
import { COOL_BAG_DEPOSIT, PLAN_SEEDS } from '../../content/plans.ts'
import { SAMPLE_MENUS } from '../../content/sample-menus/index.ts'
import { LOCALE_CODES } from '../../domain/locale.ts'
import { planPriceTable } from '../../domain/plan-pricing.ts'
import type { Addon } from '../../server/db/queries/addons.ts'
import type { PlanDetail, PlanSummary } from '../../server/db/queries/plans.ts'
import type { SampleMenu } from '../../server/db/queries/sample-menus.ts'
import { planPrices, planVariants, sampleMenuDishTranslations, sampleMenuDishes } from '../../server/db/schema.ts'
import { seedDatabase } from '../../server/db/seed.ts'
import { createTestDatabase } from './support/database.ts'
import { createTestApp } from './support/http.ts'

const { db } = await createTestDatabase()
const request = createTestApp(db)

const MESSAGES = { en: en.api, 'ar-ae': ar.api, 'ru-ae': ru.api } as const
const PLANS_WITH_MENU = PLAN_SEEDS.filter((plan) => plan.sampleMenu)
const PLANS_WITHOUT_MENU = PLAN_SEEDS.filter((plan) => !plan.sampleMenu)

async function getData<Data>(path: string) {
	const response = await request(path)
	expect(response.status, path).toBe(200)
	expect(response.headers.get('Content-Type'), path).toMatch(/^application\/json/)
	expect(response.headers.get('Cache-Control'), path).toBe('public, max-age=60')
	const text = await response.text()
	// A strong validator (no W/) that is the hash of exactly the bytes sent.
	expect(response.headers.get('ETag'), path).toBe(`"${createHash('sha256').update(text).digest('base64url')}"`)
	return (JSON.parse(text) as { data: Data }).data
}

/** PostgreSQL's message for a statement that must fail (Drizzle wraps it as the error's cause). */
async function violation(statement: PromiseLike<unknown>): Promise<string> {
	try {
		await statement
	} catch (error) {
		const cause = (error as { cause?: unknown }).cause
		return cause instanceof Error ? cause.message : String(error)
	}
	throw new Error('The statement succeeded')
}

const isPositiveInteger = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0

describe('GET /client/api/v1/plans', () => {
	test.each(LOCALE_CODES)('lists every active plan in catalogue order, in %s', async (locale) => {
		const plans = await getData<PlanSummary[]>(`/client/api/v1/plans?locale=${locale}`)
		expect(plans.map((plan) => plan.slug)).toEqual(PLAN_SEEDS.map((plan) => plan.slug))
		for (const [index, plan] of plans.entries()) {
			const seed = PLAN_SEEDS[index]!
			expect(plan).toMatchObject({ ...seed.text[locale], mealsPerDay: seed.mealsPerDay, tags: seed.tags, sampleMenuDiet: seed.sampleMenu })
			expect(plan.variants.map(({ size, code, kcalMin, kcalMax }) => ({ size, code, kcalMin, kcalMax }))).toEqual([
				{ size: 'regular', code: seed.variants.regular.code, kcalMin: seed.variants.regular.kcalMin, kcalMax: seed.variants.regular.kcalMax },
				{ size: 'plus', code: seed.variants.plus.code, kcalMin: seed.variants.plus.kcalMin, kcalMax: seed.variants.plus.kcalMax },
			])
			// "From AED … per day": the Regular size, 7 days a week for 8 weeks.
			expect(plan.fromPricePerDayFils).toBe(planPriceTable(seed.variants.regular.listPricePerDayFils).at(-1)?.pricePerDayFils)
			expect(plan).not.toHaveProperty('addons')
			expect(plan.variants[0]).not.toHaveProperty('prices')
		}
	})

	test('answers in English when the locale is missing or unknown', async () => {
		const english = await getData<PlanSummary[]>('/client/api/v1/plans?locale=en')
		expect(await getData<PlanSummary[]>('/client/api/v1/plans')).toEqual(english)
		expect(await getData<PlanSummary[]>('/client/api/v1/plans?locale=fr')).toEqual(english)
		expect(english.find((plan) => plan.slug === 'kcal-fit')?.name).toBe('kcal-fit')
	})

	test('the weight-loss family carries its tag', async () => {
		const plans = await getData<PlanSummary[]>('/client/api/v1/plans?locale=ru-ae')
		expect(plans.filter((plan) => plan.tags.includes('weight-loss')).map((plan) => plan.slug)).toEqual([
			'weight-loss',
			'low-carb',
			'keto-balanced',
		])
	})
})

describe('GET /client/api/v1/plans/{slug}', () => {
	test.each(LOCALE_CODES)('gives every plan with its price tables, add-ons and bag deposit, in %s', async (locale) => {
		for (const seed of PLAN_SEEDS) {
			const plan = await getData<PlanDetail>(`/client/api/v1/plans/${seed.slug}?locale=${locale}`)
			expect(plan).toMatchObject({ slug: seed.slug, ...seed.text[locale] })
			expect(plan.bagDeposit).toEqual({ amountFils: COOL_BAG_DEPOSIT.amountFils, refundable: true })
			expect(plan.addons.map((addon) => addon.name)).toEqual(ADDON_SEEDS.map((addon) => addon.text[locale].name))
			expect(plan.variants.map((variant) => variant.size)).toEqual(['regular', 'plus'])
			for (const variant of plan.variants) {
				const expected = planPriceTable(seed.variants[variant.size].listPricePerDayFils)
				expect(variant.prices.map(({ daysPerWeek, weeks, pricePerDayFils }) => ({ daysPerWeek, weeks, pricePerDayFils }))).toEqual(expected)
				for (const price of variant.prices) {
					expect(price.deliveryDays).toBe(price.daysPerWeek * price.weeks)
					expect(price.totalFils).toBe(price.pricePerDayFils * price.deliveryDays)
				}
			}
		}
	})

	test('every price in the catalogue is a positive whole number of fils', async () => {
		for (const seed of PLAN_SEEDS) {
			const plan = await getData<PlanDetail>(`/client/api/v1/plans/${seed.slug}`)
			const amounts = [
				plan.fromPricePerDayFils,
				plan.bagDeposit?.amountFils,
				...plan.variants.flatMap((variant) => variant.prices.flatMap((price) => [price.pricePerDayFils, price.totalFils])),
				...plan.addons.flatMap((addon) => addon.variants.map((variant) => variant.pricePerDayFils)),
			]
			expect(amounts.length).toBeGreaterThan(24)
			for (const amount of amounts) expect(isPositiveInteger(amount), `${seed.slug}: ${amount}`).toBe(true)
			// Prices per day are whole dirhams.
			for (const variant of plan.variants) for (const price of variant.prices) expect(price.pricePerDayFils % 100).toBe(0)
		}
	})

	test('an unknown plan is a 404 in the requested language', async () => {
		for (const locale of LOCALE_CODES) {
			const response = await request(`/client/api/v1/plans/no-such-plan?locale=${locale}`)
			expect(response.status).toBe(404)
			expect(await response.json()).toEqual({ error: { code: 'plan_not_found', message: MESSAGES[locale].planNotFound } })
		}
		const arabic = await request('/client/api/v1/plans/no-such-plan?locale=ar-ae')
		expect(await arabic.json()).toEqual({ error: { code: 'plan_not_found', message: 'لم نعثر على خطة الوجبات هذه.' } })
	})

	test.each([
		['capitals and underscores', 'NOT_A_SLUG'],
		['a double hyphen', 'low--carb'],
		['a trailing hyphen', 'keto-'],
		['Arabic letters', encodeURIComponent('رمضان')],
		['a quote', encodeURIComponent("x'or'1")],
		['more than 64 characters', 'a'.repeat(65)],
	])('a malformed slug (%s) is a localized 400', async (_, slug) => {
		for (const path of [`/client/api/v1/plans/${slug}`, `/client/api/v1/plans/${slug}/sample-menu`]) {
			const response = await request(`${path}?locale=ar-ae`)
			expect(response.status, path).toBe(400)
			expect(await response.json()).toEqual({ error: { code: 'invalid_slug', message: ar.api.invalidPlanSlug } })
		}
	})
})

describe('GET /client/api/v1/plans/{slug}/sample-menu', () => {
	test.each(LOCALE_CODES)('gives the 7-day menu of every plan that has one, in %s', async (locale) => {
		for (const plan of PLANS_WITH_MENU) {
			const menu = await getData<SampleMenu>(`/client/api/v1/plans/${plan.slug}/sample-menu?locale=${locale}`)
			const seed = SAMPLE_MENUS.find((candidate) => candidate.diet === plan.sampleMenu)!
			expect(menu.diet).toBe(plan.sampleMenu)
			expect(menu.planSlug).toBe(plan.slug)
			expect(menu.days.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7])
			for (const [index, day] of menu.days.entries()) {
				const seedDay = seed.days[index]!
				expect(day.dishes, `${plan.slug} day ${day.day}`).toHaveLength(plan.mealsPerDay)
				expect(day.dishes).toEqual(
					seedDay.dishes.map((dish) => ({
						slot: dish.slot,
						name: dish.name[locale],
						description: dish.description[locale],
						kcal: dish.kcal,
						proteinG: dish.proteinG,
						carbsG: dish.carbsG,
						fatG: dish.fatG,
						allergens: [...dish.allergens],
						// No photo until staff upload one (docs/menus.md "Photos").
						photo: null,
					})),
				)
				expect(day.totals.kcal).toBe(day.dishes.reduce((sum, dish) => sum + dish.kcal, 0))
				expect(day.totals.proteinG).toBeCloseTo(day.dishes.reduce((sum, dish) => sum + dish.proteinG, 0), 5)
				for (const dish of day.dishes) {
					expect(dish.name.trim()).not.toBe('')
					expect(dish.description.trim()).not.toBe('')
				}
			}
		}
	})

	test('the gluten-free menu lists no gluten, and the Ramadan menu three meals a day', async () => {
		const glutenFree = await getData<SampleMenu>('/client/api/v1/plans/gluten-free/sample-menu')
		expect(glutenFree.days.flatMap((day) => day.dishes).filter((dish) => dish.allergens.includes('gluten'))).toEqual([])
		const ramadan = await getData<SampleMenu>('/client/api/v1/plans/ramadan/sample-menu?locale=ar-ae')
		expect(ramadan.days.every((day) => day.dishes.length === 3)).toBe(true)
	})

	test('a plan without a published menu, and an unknown plan, are localized 404s', async () => {
		for (const plan of PLANS_WITHOUT_MENU) {
			const response = await request(`/client/api/v1/plans/${plan.slug}/sample-menu?locale=ru-ae`)
			expect(response.status).toBe(404)
			expect(await response.json()).toEqual({ error: { code: 'sample_menu_not_found', message: ru.api.sampleMenuNotFound } })
		}
		const unknown = await request('/client/api/v1/plans/no-such-plan/sample-menu?locale=ar-ae')
		expect(unknown.status).toBe(404)
		expect(await unknown.json()).toEqual({ error: { code: 'plan_not_found', message: ar.api.planNotFound } })
	})
})

describe('GET /client/api/v1/addons', () => {
	test.each(LOCALE_CODES)('lists the add-ons with their variants and prices per day, in %s', async (locale) => {
		const addons = await getData<Addon[]>(`/client/api/v1/addons?locale=${locale}`)
		expect(addons.map(({ slug, name, description }) => ({ slug, name, description }))).toEqual(
			ADDON_SEEDS.map((seed) => ({ slug: seed.slug, ...seed.text[locale] })),
		)
		for (const [index, addon] of addons.entries()) {
			expect(addon.variants.map(({ code, name, pricePerDayFils }) => ({ code, name, pricePerDayFils }))).toEqual(
				ADDON_SEEDS[index]!.variants.map((variant) => ({
					code: variant.code,
					name: variant.text[locale].name,
					pricePerDayFils: variant.pricePerDayFils,
				})),
			)
			for (const variant of addon.variants) expect(isPositiveInteger(variant.pricePerDayFils)).toBe(true)
		}
		expect(addons.find((addon) => addon.slug === 'hydra')?.variants.length).toBe(3)
	})
})

describe('HTTP caching', () => {
	const PATHS = [
		'/client/api/v1/plans',
		'/client/api/v1/plans/international',
		'/client/api/v1/plans/arabic/sample-menu',
		'/client/api/v1/addons',
	]

	test.each(PATHS)('%s answers a matching If-None-Match with an empty 304', async (path) => {
		for (const locale of LOCALE_CODES) {
			const first = await request(`${path}?locale=${locale}`)
			const etag = first.headers.get('ETag')!
			expect(etag).toMatch(/^"[\w-]+"$/)
			for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`]) {
				const again = await request(`${path}?locale=${locale}`, { headers: { 'If-None-Match': ifNoneMatch } })
				expect(again.status, ifNoneMatch).toBe(304)
				expect(again.headers.get('ETag')).toBe(etag)
				expect(again.headers.get('Cache-Control')).toBe('public, max-age=60')
				expect(await again.text()).toBe('')
			}
			const stale = await request(`${path}?locale=${locale}`, { headers: { 'If-None-Match': '"stale"' } })
			expect(stale.status).toBe(200)
			expect(stale.headers.get('ETag')).toBe(etag)
		}
	})

	test('each language has its own ETag, and an unknown locale shares the English one', async () => {
		const etags = await Promise.all(
			['en', 'ar-ae', 'ru-ae', 'fr'].map(async (locale) => (await request(`/client/api/v1/plans?locale=${locale}`)).headers.get('ETag')),
		)
		expect(new Set(etags.slice(0, 3)).size).toBe(3)
		expect(etags[3]).toBe(etags[0])
	})

	test('compressed answers keep the ETag and still revalidate', async () => {
		const response = await request('/client/api/v1/plans?locale=ar-ae', { headers: { 'Accept-Encoding': 'br' } })
		expect(response.headers.get('Content-Encoding')).toBe('br')
		const etag = response.headers.get('ETag')!
		const again = await request('/client/api/v1/plans?locale=ar-ae', {
			headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
		})
		expect(again.status).toBe(304)
	})
})

test('the OpenAPI document describes the catalogue', async () => {
	const document = (await (await request('/client/api/v1/openapi.json')).json()) as {
		paths: Record<string, unknown>
		components: { schemas: Record<string, unknown> }
	}
	expect(Object.keys(document.paths)).toEqual(
		expect.arrayContaining(['/plans', '/plans/{slug}', '/plans/{slug}/sample-menu', '/addons']),
	)
	expect(Object.keys(document.components.schemas)).toEqual(
		expect.arrayContaining(['Plan', 'PlanVariant', 'Price', 'SampleMenu', 'Addon']),
	)
})

describe('catalogue tables', () => {
	test('seeding again changes no row', async () => {
		const versions = async () => {
			const result = await db.execute<{ table: string; versions: string }>(sql`
				select 'plan_prices' as table, string_agg(xmin::text, ',' order by variant_id, days_per_week, weeks) as versions from plan_prices
				union all
				select 'sample_menu_dish_translations', string_agg(xmin::text, ',' order by menu_id, day, position, locale) from sample_menu_dish_translations
				union all
				select 'plans', string_agg(xmin::text, ',' order by id) from plans`)
			return result.rows
		}
		const before = await versions()
		await seedDatabase(db)
		await seedDatabase(db)
		expect(await versions()).toEqual(before)
		const [prices] = await db.select({ value: count() }).from(planPrices)
		const [dishes] = await db.select({ value: count() }).from(sampleMenuDishes)
		const [dishTexts] = await db.select({ value: count() }).from(sampleMenuDishTranslations)
		expect(prices?.value).toBe(PLAN_SEEDS.length * 2 * 12)
		const dishCount = SAMPLE_MENUS.reduce((sum, menu) => sum + menu.days.reduce((days, day) => days + day.dishes.length, 0), 0)
		expect(dishes?.value).toBe(dishCount)
		expect(dishTexts?.value).toBe(dishCount * 3)
	})

	test.each([
		['a size other than Regular and Plus', sql`update plan_variants set size = 'large' where code = 'international-plus'`],
		['an empty calorie range', sql`update plan_variants set kcal_max = kcal_min - 1 where code = 'international-plus'`],
		['4 days a week', sql`update plan_prices set days_per_week = 4 where days_per_week = 5`],
		['3 weeks', sql`update plan_prices set weeks = 3 where weeks = 2`],
		['a free day', sql`update plan_prices set price_per_day_fils = 0`],
		['a negative add-on price', sql`update addon_variants set price_per_day_fils = -100`],
		['an unknown allergen', sql`update sample_menu_dishes set allergens = array['nightshades']`],
		['an eighth day', sql`update sample_menu_dishes set day = 8 where day = 7`],
	])('the schema refuses %s', async (_, statement) => {
		expect(await violation(db.execute(statement))).toMatch(/violates check constraint/)
	})

	test('a plan has one variant per size', async () => {
		const inserted = violation(
			db.insert(planVariants).values({
				planId: (await db.select({ id: planVariants.planId }).from(planVariants).limit(1))[0]!.id,
				code: 'duplicate-regular',
				size: 'regular',
				kcalMin: 1200,
				kcalMax: 1500,
				listPricePerDayFils: 10_000,
			}),
		)
		expect(await inserted).toMatch(/plan_variants_plan_size/)
	})
})
