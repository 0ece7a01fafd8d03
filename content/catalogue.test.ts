import { describe, expect, test } from 'vitest'
import { LOCALE_CODES } from '../domain/locale.ts'
import { planPriceTable } from '../domain/plan-pricing.ts'
import { ADDON_SEEDS } from './addons.ts'
import { COOL_BAG_DEPOSIT, PLAN_SEEDS } from './plans.ts'

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
// Brand names stay in Latin letters in every language.
const BRAND_NAMES = new Set(['kcal-fit'])

function expectTranslated(texts: Record<string, string>, label: string) {
	for (const locale of LOCALE_CODES) expect(texts[locale]?.trim(), `${label} (${locale})`).toBeTruthy()
	if (!BRAND_NAMES.has(texts['ar-ae'] ?? '')) expect(texts['ar-ae'], `${label} in Arabic script`).toMatch(/[\u0600-\u06FF]/)
	if (!BRAND_NAMES.has(texts['ru-ae'] ?? '')) expect(texts['ru-ae'], `${label} in Cyrillic`).toMatch(/[\u0400-\u04FF]/)
}

describe('plans', () => {
	test('have unique, well-formed slugs and variant codes', () => {
		const slugs = PLAN_SEEDS.map((plan) => plan.slug)
		const codes = PLAN_SEEDS.flatMap((plan) => [plan.variants.regular.code, plan.variants.plus.code])
		expect(new Set(slugs).size).toBe(slugs.length)
		expect(new Set(codes).size).toBe(codes.length)
		for (const value of [...slugs, ...codes]) expect(value).toMatch(SLUG)
	})

	test('include the fitness plan and the weight-loss family', () => {
		const tagged = (tag: string) => PLAN_SEEDS.filter((plan) => plan.tags.includes(tag as never)).map((plan) => plan.slug)
		expect(PLAN_SEEDS.map((plan) => plan.slug)).toContain('kcal-fit')
		expect(tagged('weight-loss')).toEqual(['weight-loss', 'low-carb', 'keto-balanced'])
		expect(tagged('popular').length).toBeGreaterThan(0)
		expect(tagged('diet-specific').length).toBeGreaterThan(0)
	})

	test.each(PLAN_SEEDS.map((plan) => [plan.slug, plan] as const))('%s has its name, summary and description in every language', (slug, plan) => {
		const field = (key: 'name' | 'summary' | 'description') =>
			Object.fromEntries(LOCALE_CODES.map((locale) => [locale, plan.text[locale][key]]))
		expectTranslated(field('name'), `${slug} name`)
		expectTranslated(field('summary'), `${slug} summary`)
		expectTranslated(field('description'), `${slug} description`)
		// Two or three sentences, in each language.
		for (const locale of LOCALE_CODES) {
			const sentences = plan.text[locale].description.split(/[.!?؟](?:\s|$)/).filter((part) => part.trim())
			expect(sentences.length, `${slug} description (${locale})`).toBeGreaterThanOrEqual(2)
			expect(sentences.length, `${slug} description (${locale})`).toBeLessThanOrEqual(3)
		}
	})

	test.each(PLAN_SEEDS.map((plan) => [plan.slug, plan] as const))('%s: Plus is 400–600 kcal a day more than Regular', (_, plan) => {
		const { regular, plus } = plan.variants
		for (const variant of [regular, plus]) expect(variant.kcalMax).toBeGreaterThan(variant.kcalMin)
		expect(plus.kcalMin - regular.kcalMin).toBeGreaterThanOrEqual(400)
		expect(plus.kcalMin - regular.kcalMin).toBeLessThanOrEqual(600)
		expect(plus.kcalMax - regular.kcalMax).toBeGreaterThanOrEqual(400)
		expect(plus.kcalMax - regular.kcalMax).toBeLessThanOrEqual(600)
		// Nobody is offered less than 1,200 kcal a day (domain-facts §2).
		expect(regular.kcalMin).toBeGreaterThanOrEqual(1200)
	})

	test('every price per day sits between AED 90 and AED 190, and Plus always costs more than Regular', () => {
		for (const plan of PLAN_SEEDS) {
			const regular = planPriceTable(plan.variants.regular.listPricePerDayFils)
			const plus = planPriceTable(plan.variants.plus.listPricePerDayFils)
			for (const row of [...regular, ...plus]) {
				expect(row.pricePerDayFils, plan.slug).toBeGreaterThanOrEqual(9_000)
				expect(row.pricePerDayFils, plan.slug).toBeLessThanOrEqual(19_000)
			}
			regular.forEach((row, index) => expect(plus[index]!.pricePerDayFils, plan.slug).toBeGreaterThan(row.pricePerDayFils))
		}
	})
})

describe('add-ons and fees', () => {
	test('have unique, well-formed slugs and variant codes, and positive whole-fils prices', () => {
		const slugs = ADDON_SEEDS.map((addon) => addon.slug)
		const codes = ADDON_SEEDS.flatMap((addon) => addon.variants.map((variant) => variant.code))
		expect(new Set(slugs).size).toBe(slugs.length)
		expect(new Set(codes).size).toBe(codes.length)
		for (const value of [...slugs, ...codes]) expect(value).toMatch(SLUG)
		for (const variant of ADDON_SEEDS.flatMap((addon) => addon.variants)) {
			expect(Number.isSafeInteger(variant.pricePerDayFils) && variant.pricePerDayFils > 0, variant.code).toBe(true)
		}
	})

	test('include snacks, juices, extra protein and the hydra range with two or three drinks', () => {
		expect(ADDON_SEEDS.map((addon) => addon.slug)).toEqual(['extra-snack', 'cold-pressed-juice', 'hydra', 'extra-protein'])
		const hydra = ADDON_SEEDS.find((addon) => addon.slug === 'hydra')
		expect(hydra?.variants.length).toBeGreaterThanOrEqual(2)
		expect(hydra?.variants.length).toBeLessThanOrEqual(3)
	})

	test.each(ADDON_SEEDS.map((addon) => [addon.slug, addon] as const))('%s is named and described in every language', (slug, addon) => {
		expectTranslated(Object.fromEntries(LOCALE_CODES.map((locale) => [locale, addon.text[locale].description])), `${slug} description`)
		for (const locale of LOCALE_CODES) expect(addon.text[locale].name.trim(), `${slug} name (${locale})`).toBeTruthy()
		for (const variant of addon.variants) {
			expectTranslated(Object.fromEntries(LOCALE_CODES.map((locale) => [locale, variant.text[locale].name])), variant.code)
		}
	})

	test('the cool-bag deposit is a refundable, positive whole amount of dirhams', () => {
		expect(COOL_BAG_DEPOSIT.refundable).toBe(true)
		expect(COOL_BAG_DEPOSIT.amountFils).toBeGreaterThan(0)
		expect(COOL_BAG_DEPOSIT.amountFils % 100).toBe(0)
	})
})
