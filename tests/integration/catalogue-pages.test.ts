/**
 * The catalogue pages' loaders on the real migrated and seeded database: what the home page,
 * the collections, a plan page, a sample menu and /cheap-meal-plans/ get to show. How they
 * render is app/routes/catalogue-pages.test.tsx's job.
 */
import { describe, expect, test } from 'vitest'
import { loader as cheapMealPlansLoader } from '../../app/routes/cheap-meal-plans.tsx'
import { loader as homeLoader } from '../../app/routes/home.tsx'
import { loader as mealPlanLoader } from '../../app/routes/meal-plan.tsx'
import { loader as planCollectionLoader } from '../../app/routes/plan-collection.tsx'
import { loader as sampleMenuLoader } from '../../app/routes/sample-menu.tsx'
import { DIETS } from '../../content/diets.ts'
import { PLAN_SEEDS } from '../../content/plans.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { indexablePaths } from '../../server/seo/sitemap.ts'
import { createTestDatabase } from './support/database.ts'
import { loaderArgs, TEST_CONFIG } from './support/loader-args.ts'

const { db } = await createTestDatabase()
const config = TEST_CONFIG

const args = (locale: LocaleCode, path: string, params: Record<string, string> = {}) => loaderArgs(db, locale, path, params)

const popularSlugs = PLAN_SEEDS.filter((plan) => plan.tags.includes('popular')).map((plan) => plan.slug)

test('home: the popular plans with their "from" prices and six dishes from the sample menus', async () => {
	const data = await homeLoader(args('ar-ae', '/'))
	expect(data.featured.map((plan) => plan.slug)).toEqual(popularSlugs)
	expect(data.featured.every((plan) => plan.fromPricePerDayFils !== null && plan.fromPricePerDayFils > 0)).toBe(true)
	// Only what a card shows: the loader data is serialised into every rendered page.
	for (const plan of data.featured) {
		expect(Object.keys(plan).sort()).toEqual(['fromPricePerDayFils', 'mealsPerDay', 'name', 'slug', 'summary', 'tags', 'variants'])
		for (const variant of plan.variants) expect(Object.keys(variant).sort()).toEqual(['kcalMax', 'kcalMin'])
	}
	expect(data.dishes).toHaveLength(6)
	expect(data.dishes[0]).toMatchObject({ diet: 'international', slot: 'lunch', menuPath: '/meal-plans/success-international-sample-menu/' })
	// Arabic names from the database's translations.
	expect(data.dishes[0]?.name).toMatch(/[\u0600-\u06FF]/)
	expect(data.company.trn).toBe(config.company.trn)
})

describe('collections', () => {
	test.each([
		['/meal-plans/', PLAN_SEEDS.map((plan) => plan.slug)],
		['/meal-plans/popular-meal-plans/', popularSlugs],
		['/meal-plans/weight-loss-meal-plans/', ['weight-loss', 'low-carb', 'keto-balanced']],
	])('%s lists its plans in catalogue order', async (path, slugs) => {
		const data = await planCollectionLoader(args('ru-ae', path))
		expect(data.plans.map((plan) => plan.slug)).toEqual(slugs)
		// Only what a card shows, as on the home page.
		for (const plan of data.plans) expect(Object.keys(plan).sort()).toEqual(['fromPricePerDayFils', 'mealsPerDay', 'name', 'slug', 'summary', 'tags', 'variants'])
	})
})

describe('plan page', () => {
	test('has both sizes with all twelve prices, the deposit and its Product data', async () => {
		const data = await mealPlanLoader(args('en', '/meal-plans/athlete/', { '*': 'athlete/' }))
		expect(data.size).toBe('regular')
		expect(data.plan.variants.map((variant) => [variant.size, variant.prices.length])).toEqual([
			['regular', 12],
			['plus', 12],
		])
		expect(data.plan.bagDeposit).toEqual({ amountFils: 10_000, refundable: true })
		expect(data.sampleMenuPath).toBe('/meal-plans/athlete-sample-menu/')
		expect(data.plan).not.toHaveProperty('addons')
		// Athlete: Regular 165 list, 7 × 8 at 79 % → 130; Plus 190 list on 5 × 1.
		expect(data.jsonLd['@graph'][0]).toMatchObject({ offers: { lowPrice: '130.00', highPrice: '190.00', offerCount: 24 } })
	})

	test('takes ?size=plus, ignores anything else, and answers an unknown plan with a 404', async () => {
		expect((await mealPlanLoader(args('en', '/meal-plans/athlete/?size=plus', { '*': 'athlete/' }))).size).toBe('plus')
		expect((await mealPlanLoader(args('en', '/meal-plans/athlete/?size=XL', { '*': 'athlete/' }))).size).toBe('regular')
		await expect(mealPlanLoader(args('en', '/meal-plans/nope/', { '*': 'nope/' }))).rejects.toMatchObject({ init: { status: 404 } })
	})
})

test('every sample menu has seven days, its plan and the nine other menus', async () => {
	for (const diet of DIETS) {
		const data = await sampleMenuLoader(args('ru-ae', `/meal-plans/${diet.sampleMenuSlug}-sample-menu/`))
		expect(data.days.map((day) => day.day), diet.key).toEqual([1, 2, 3, 4, 5, 6, 7])
		expect(data.days.every((day) => day.dishes.length >= 3 && day.totals.kcal > 0), diet.key).toBe(true)
		expect(data.plan?.slug, diet.key).toBe(PLAN_SEEDS.find((plan) => plan.sampleMenu === diet.key)?.slug)
		expect(data.otherMenus).toHaveLength(DIETS.length - 1)
	}
})

test('cheap meal plans: the lowest price per day of all and the savings, from the price tables', async () => {
	const data = await cheapMealPlansLoader(args('en', '/cheap-meal-plans/'))
	expect(data.lowest).toMatchObject({ slug: 'wellness', option: { daysPerWeek: 7, weeks: 8, pricePerDayFils: 9_100, totalFils: 509_600 } })
	expect(data.perPlan).toHaveLength(PLAN_SEEDS.length)
	const prices = data.perPlan.map((row) => row.option.pricePerDayFils)
	expect(prices).toEqual([...prices].sort((a, b) => a - b))
	expect(data.figures).toEqual({
		daysPercent: 6,
		weeksPercent: 15,
		bothPercent: 21,
		// Wellness Regular for 4 weeks: 104 × 20 days against 97 × 28 days.
		total5: 208_000,
		total7: 271_600,
		// Plus 140 × 79 % → 111 against 91.
		plusDifferenceFils: 2_000,
		depositFils: 10_000,
	})
	expect(data.planList.filter((part) => 'key' in part).map((part) => ('key' in part ? part.key : ''))).toEqual(['wellness', 'weight-loss', 'vegetarian'])
})

test('the sitemap lists every plan page and every sample menu', () => {
	const paths = indexablePaths(PLAN_SEEDS.map((plan) => plan.slug))
	for (const plan of PLAN_SEEDS) expect(paths).toContain(`/meal-plans/${plan.slug}/`)
	for (const diet of DIETS) expect(paths).toContain(`/meal-plans/${diet.sampleMenuSlug}-sample-menu/`)
	for (const collection of ['/meal-plans/', '/meal-plans/popular-meal-plans/', '/cheap-meal-plans/']) expect(paths).toContain(collection)
})
