/**
 * The catalogue as the database queries would return it, built from content/ the way the seed
 * builds the tables (prices from domain/plan-pricing.ts): for rendering the catalogue pages in
 * unit tests without a database. tests/integration/catalogue-pages.test.ts runs the same loaders
 * against the real seeded database.
 */
import type { DietKey } from '../../content/diets.ts'
import { COOL_BAG_DEPOSIT, PLAN_SEEDS } from '../../content/plans.ts'
import { SAMPLE_MENUS } from '../../content/sample-menus/index.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { deliveryDays, lowestPricePerDayFils, PLAN_SIZES, planPriceTable } from '../../domain/plan-pricing.ts'
import type { Catalogue, PlanDetail, PlanSummary } from '../../server/db/queries/catalogue.ts'
import type { SampleMenu } from '../../server/db/queries/sample-menus.ts'

export function planDetails(locale: LocaleCode): PlanDetail[] {
	return PLAN_SEEDS.map((seed, index) => {
		const variants = PLAN_SIZES.map((size, sizeIndex) => {
			const variant = seed.variants[size]
			return {
				id: index * 2 + sizeIndex + 1,
				code: variant.code,
				size,
				kcalMin: variant.kcalMin,
				kcalMax: variant.kcalMax,
				prices: planPriceTable(variant.listPricePerDayFils).map((row) => {
					const days = deliveryDays(row.daysPerWeek, row.weeks)
					return { ...row, deliveryDays: days, totalFils: row.pricePerDayFils * days }
				}),
			}
		})
		return {
			id: index + 1,
			slug: seed.slug,
			...seed.text[locale],
			mealsPerDay: seed.mealsPerDay,
			tags: seed.tags,
			sampleMenuDiet: seed.sampleMenu,
			fromPricePerDayFils: lowestPricePerDayFils(variants.flatMap((variant) => variant.prices)),
			variants,
			bagDeposit: { amountFils: COOL_BAG_DEPOSIT.amountFils, refundable: COOL_BAG_DEPOSIT.refundable },
			addons: [],
		}
	})
}

export function planSummaries(locale: LocaleCode): PlanSummary[] {
	return planDetails(locale).map(({ variants, bagDeposit: _deposit, addons: _addons, ...plan }) => ({
		...plan,
		variants: variants.map(({ prices: _prices, ...variant }) => variant),
	}))
}

export function catalogue(locale: LocaleCode): Catalogue {
	return { summaries: planSummaries(locale), plans: planDetails(locale), addons: [] }
}

export function sampleMenu(diet: DietKey, locale: LocaleCode): SampleMenu | null {
	const seed = SAMPLE_MENUS.find((menu) => menu.diet === diet)
	if (!seed) return null
	return {
		diet,
		planSlug: PLAN_SEEDS.find((plan) => plan.sampleMenu === diet)?.slug ?? null,
		days: seed.days.map((day) => {
			const dishes = day.dishes.map((dish) => ({
				slot: dish.slot,
				name: dish.name[locale],
				description: dish.description[locale],
				kcal: dish.kcal,
				proteinG: dish.proteinG,
				carbsG: dish.carbsG,
				fatG: dish.fatG,
				allergens: [...dish.allergens],
				photo: null,
			}))
			const sum = (pick: (dish: (typeof dishes)[number]) => number) => Math.round(dishes.reduce((total, dish) => total + pick(dish), 0) * 10) / 10
			return {
				day: day.day,
				dishes,
				totals: { kcal: sum((dish) => dish.kcal), proteinG: sum((dish) => dish.proteinG), carbsG: sum((dish) => dish.carbsG), fatG: sum((dish) => dish.fatG) },
			}
		}),
	}
}
