import { asc, eq } from 'drizzle-orm'
import type { LocaleCode } from '../../../domain/locale.ts'
import { isPlanSlug } from '../../../domain/plan-catalogue.ts'
import type { DaysPerWeek, Weeks } from '../../../domain/plan-pricing.ts'
import type { Database } from '../client.ts'
import { plans } from '../schema.ts'
import { cachedCatalogue, type PlanDetail, type PlanPrice, type PlanSummary } from './catalogue.ts'

export type {
	BagDeposit,
	PlanDetail,
	PlanPrice,
	PlanSummary,
	PlanTag,
	PlanVariant,
	PlanVariantWithPrices,
} from './catalogue.ts'

// The rule is the domain's: the console's new-plan form checks a slug with the same one.
export { isPlanSlug }

/**
 * One active plan with its sizes, price tables, add-ons and the bag deposit, from the catalogue
 * cache (30 s, dropped on every instance by the catalogue NOTIFY a console change sends, so a plan
 * switched off or repriced leaves every page at once). An unknown slug cannot fill the cache: it
 * holds the whole catalogue of a language, one entry each.
 */
export async function getCachedPlan(db: Database, slug: string, locale: LocaleCode): Promise<PlanDetail | null> {
	if (!isPlanSlug(slug)) return null
	const catalogue = await cachedCatalogue(db, locale)
	return catalogue.plans.find((plan) => plan.slug === slug) ?? null
}

/** Active plans in catalogue order with their sizes and "from" price, cached for 30 s per database and locale. */
export async function listActivePlans(db: Database, locale: LocaleCode): Promise<PlanSummary[]> {
	return (await cachedCatalogue(db, locale)).summaries
}

export async function listActivePlanSlugs(db: Database): Promise<string[]> {
	const rows = await db
		.select({ slug: plans.slug })
		.from(plans)
		.where(eq(plans.isActive, true))
		.orderBy(asc(plans.sortOrder), asc(plans.slug))
	return rows.map((row) => row.slug)
}

export type VariantPrice = PlanPrice & { planSlug: string; variantCode: string }

/**
 * The catalogue price of one choice (a variant code, days per week and weeks) from the 30 s
 * cache, or null when the catalogue does not offer it. The basis for pricing an order.
 */
export async function findVariantPrice(
	db: Database,
	choice: { variantCode: string; daysPerWeek: DaysPerWeek; weeks: Weeks },
): Promise<VariantPrice | null> {
	// Prices do not depend on the language; any locale's cached copy has them.
	const catalogue = await cachedCatalogue(db, 'en')
	for (const plan of catalogue.plans) {
		const variant = plan.variants.find((candidate) => candidate.code === choice.variantCode)
		if (!variant) continue
		const price = variant.prices.find((row) => row.daysPerWeek === choice.daysPerWeek && row.weeks === choice.weeks)
		return price ? { ...price, planSlug: plan.slug, variantCode: variant.code } : null
	}
	return null
}
