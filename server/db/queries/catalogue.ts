/**
 * The public catalogue in one language (plans with sizes and price tables, add-ons, the cool-bag
 * deposit), read in one go and kept for 30 s: it changes with a deployment or an editor's
 * change, not per request, and is small (a few hundred rows). plans.ts and addons.ts serve
 * their reads from it.
 */
import { and, asc, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm'
import type { DietKey } from '../../../content/diets.ts'
import type { PlanTag } from '../../../content/plans.ts'
import { COOL_BAG_DEPOSIT } from '../../../content/plans.ts'
import type { LocaleCode } from '../../../domain/locale.ts'
import {
	type DaysPerWeek,
	deliveryDays,
	lowestPricePerDayFils,
	PLAN_SIZES,
	type PlanSize,
	type Weeks,
} from '../../../domain/plan-pricing.ts'
import { cacheKeyOf, catalogueDataCache } from '../../cache/catalogue-caches.ts'
import type { Database } from '../client.ts'
import {
	addonPriceChanges,
	addonTranslations,
	addonVariantTranslations,
	addonVariants,
	addons,
	catalogueFees,
	planPriceChanges,
	planPrices,
	planTranslations,
	planVariants,
	plans,
	weeklyMenus,
} from '../schema.ts'

export type { PlanTag }
export { cacheKeyOf }

export type PlanVariant = {
	id: number
	/** Stable code that orders refer to, e.g. `international-regular`. */
	code: string
	size: PlanSize
	kcalMin: number
	kcalMax: number
}

export type PlanPrice = {
	daysPerWeek: DaysPerWeek
	weeks: Weeks
	/** VAT-inclusive price of one delivery day. */
	pricePerDayFils: number
	/** daysPerWeek × weeks. */
	deliveryDays: number
	/** pricePerDayFils × deliveryDays, before discounts, add-ons and the bag deposit. */
	totalFils: number
}

export type PlanVariantWithPrices = PlanVariant & { prices: PlanPrice[] }

export type PlanSummary = {
	id: number
	slug: string
	name: string
	summary: string
	description: string
	mealsPerDay: number
	tags: PlanTag[]
	/** The diet whose sample menu the plan shows, or null when it has none. */
	sampleMenuDiet: DietKey | null
	/** The "from AED … per day" figure: the cheapest day of any size and commitment. */
	fromPricePerDayFils: number | null
	/** Regular first, then Plus. */
	variants: PlanVariant[]
}

export type BagDeposit = { amountFils: number; refundable: boolean }

export type AddonVariant = { id: number; code: string; name: string; pricePerDayFils: number }

export type Addon = { id: number; slug: string; name: string; description: string; variants: AddonVariant[] }

export type PlanDetail = Omit<PlanSummary, 'variants'> & {
	variants: PlanVariantWithPrices[]
	/** Refundable deposit for the cool bag, charged once per order; null if none is configured. */
	bagDeposit: BagDeposit | null
	/** Add-ons that can go with the plan. */
	addons: Addon[]
}

export type Catalogue = {
	/** Active plans in catalogue order: summaries for lists, details for a plan's page. */
	summaries: PlanSummary[]
	plans: PlanDetail[]
	addons: Addon[]
}

const sizeOrder = (size: string) => PLAN_SIZES.indexOf(size as PlanSize)

/**
 * Reads the catalogue in one language. One read-only transaction: every query sees the same
 * snapshot (a seed running elsewhere cannot show a plan beside another version of its prices),
 * and the whole read costs one pooled connection.
 */
function readCatalogue(db: Database, locale: LocaleCode): Promise<Catalogue> {
	return db.transaction(
		async (tx) => {
			const planRows = await tx
				.select({
					id: plans.id,
					slug: plans.slug,
					name: planTranslations.name,
					summary: planTranslations.summary,
					description: planTranslations.description,
					mealsPerDay: plans.mealsPerDay,
					tags: plans.tags,
					// The diet's sample-menu page shows the plan's weekly menu (server/db/queries/sample-menus.ts).
					sampleMenuDiet: sql<string | null>`case when exists (select 1 from ${weeklyMenus} where ${weeklyMenus.planId} = ${plans.id} and ${weeklyMenus.status} = 'published') then ${plans.diet} end`,
				})
				.from(plans)
				.innerJoin(planTranslations, and(eq(planTranslations.planId, plans.id), eq(planTranslations.locale, locale)))
				.where(eq(plans.isActive, true))
				.orderBy(asc(plans.sortOrder), asc(plans.slug))

			const planIds = planRows.map((plan) => plan.id)
			// A retired size is no longer offered; orders that have it keep it (their own snapshot).
			const variantRows =
				planIds.length === 0 ? [] : await tx.select().from(planVariants).where(and(inArray(planVariants.planId, planIds), isNull(planVariants.archivedAt)))
			const priceRows =
				variantRows.length === 0
					? []
					: await tx
							.select()
							.from(planPrices)
							.where(
								inArray(
									planPrices.variantId,
									variantRows.map((variant) => variant.id),
								),
							)
							.orderBy(asc(planPrices.daysPerWeek), asc(planPrices.weeks))
			const changed = variantRows.length === 0 ? [] : await pricesInForce(tx, variantRows.map((variant) => variant.id))
			const inForce = new Map(changed.map((row) => [priceKey(row), row.pricePerDayFils]))
			const [deposit] = await tx.select().from(catalogueFees).where(eq(catalogueFees.code, COOL_BAG_DEPOSIT.code))
			const addonList = await readAddons(tx, locale)

			const pricesOf = groupBy(priceRows, (price) => price.variantId)
			const variantsOf = groupBy(
				[...variantRows].sort((a, b) => sizeOrder(a.size) - sizeOrder(b.size)),
				(variant) => variant.planId,
			)
			const bagDeposit = deposit ? { amountFils: deposit.amountFils, refundable: deposit.refundable } : null

			const details: PlanDetail[] = planRows.map((plan) => {
				const variants = (variantsOf.get(plan.id) ?? []).map((variant) => ({
					id: variant.id,
					code: variant.code,
					size: variant.size as PlanSize,
					kcalMin: variant.kcalMin,
					kcalMax: variant.kcalMax,
					prices: (pricesOf.get(variant.id) ?? []).map((price) => {
						const days = deliveryDays(price.daysPerWeek as DaysPerWeek, price.weeks as Weeks)
						return {
							daysPerWeek: price.daysPerWeek as DaysPerWeek,
							weeks: price.weeks as Weeks,
							pricePerDayFils: inForce.get(priceKey(price)) ?? price.pricePerDayFils,
							deliveryDays: days,
							totalFils: (inForce.get(priceKey(price)) ?? price.pricePerDayFils) * days,
						}
					}),
				}))
				return {
					id: plan.id,
					slug: plan.slug,
					name: plan.name,
					summary: plan.summary,
					description: plan.description,
					mealsPerDay: plan.mealsPerDay,
					tags: plan.tags as PlanTag[],
					sampleMenuDiet: (plan.sampleMenuDiet as DietKey | null) ?? null,
					fromPricePerDayFils: lowestPricePerDayFils(variants.flatMap((variant) => variant.prices)),
					variants,
					bagDeposit,
					addons: addonList,
				}
			})
			const summaries: PlanSummary[] = details.map(({ variants, bagDeposit: _deposit, addons: _addons, ...plan }) => ({
				...plan,
				variants: variants.map(({ prices: _prices, ...variant }) => variant),
			}))
			return { summaries, plans: details, addons: addonList }
		},
		{ isolationLevel: 'repeatable read', accessMode: 'read only' },
	)
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

const priceKey = (row: { variantId: number; daysPerWeek: number; weeks: number }) => `${row.variantId}:${row.daysPerWeek}:${row.weeks}`

/**
 * The console's price changes in force now (db/schema-catalogue.ts): per choice, the latest whose
 * date has come. A scheduled one shows by itself once its date passes (within the cache's 30 s).
 */
export function pricesInForce(tx: Pick<Transaction, 'selectDistinctOn'>, variantIds: number[], at: SQL = sql`now()`) {
	return tx
		.selectDistinctOn([planPriceChanges.variantId, planPriceChanges.daysPerWeek, planPriceChanges.weeks], {
			variantId: planPriceChanges.variantId,
			daysPerWeek: planPriceChanges.daysPerWeek,
			weeks: planPriceChanges.weeks,
			pricePerDayFils: planPriceChanges.pricePerDayFils,
		})
		.from(planPriceChanges)
		.where(and(inArray(planPriceChanges.variantId, variantIds), lte(planPriceChanges.effectiveFrom, at)))
		.orderBy(planPriceChanges.variantId, planPriceChanges.daysPerWeek, planPriceChanges.weeks, desc(planPriceChanges.effectiveFrom), desc(planPriceChanges.id))
}

/** The console's add-on price changes in force at `at`: per choice, the latest whose date has come. */
export function addonPricesInForce(tx: Pick<Transaction, 'selectDistinctOn'>, variantIds: number[], at: SQL = sql`now()`) {
	return tx
		.selectDistinctOn([addonPriceChanges.variantId], { variantId: addonPriceChanges.variantId, pricePerDayFils: addonPriceChanges.pricePerDayFils })
		.from(addonPriceChanges)
		.where(and(inArray(addonPriceChanges.variantId, variantIds), lte(addonPriceChanges.effectiveFrom, at)))
		.orderBy(addonPriceChanges.variantId, desc(addonPriceChanges.effectiveFrom), desc(addonPriceChanges.id))
}

async function readAddons(tx: Transaction, locale: LocaleCode): Promise<Addon[]> {
	const addonRows = await tx
		.select({ id: addons.id, slug: addons.slug, name: addonTranslations.name, description: addonTranslations.description })
		.from(addons)
		.innerJoin(addonTranslations, and(eq(addonTranslations.addonId, addons.id), eq(addonTranslations.locale, locale)))
		.where(eq(addons.isActive, true))
		.orderBy(asc(addons.sortOrder), asc(addons.slug))
	if (addonRows.length === 0) return []
	const variantRows = await tx
		.select({
			id: addonVariants.id,
			addonId: addonVariants.addonId,
			code: addonVariants.code,
			name: addonVariantTranslations.name,
			pricePerDayFils: addonVariants.pricePerDayFils,
		})
		.from(addonVariants)
		.innerJoin(
			addonVariantTranslations,
			and(eq(addonVariantTranslations.variantId, addonVariants.id), eq(addonVariantTranslations.locale, locale)),
		)
		.where(
			and(
				inArray(
					addonVariants.addonId,
					addonRows.map((addon) => addon.id),
				),
				isNull(addonVariants.archivedAt),
			),
		)
		.orderBy(asc(addonVariants.sortOrder), asc(addonVariants.code))
	const changed = variantRows.length === 0 ? [] : await addonPricesInForce(tx, variantRows.map((variant) => variant.id))
	const priceOf = new Map(changed.map((row) => [row.variantId, row.pricePerDayFils]))
	for (const variant of variantRows) variant.pricePerDayFils = priceOf.get(variant.id) ?? variant.pricePerDayFils
	const variantsOf = groupBy(variantRows, (variant) => variant.addonId)
	return addonRows.map((addon) => ({
		...addon,
		variants: (variantsOf.get(addon.id) ?? []).map(({ addonId: _addonId, ...variant }) => variant),
	}))
}

function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
	const groups = new Map<Key, Row[]>()
	for (const row of rows) {
		const key = keyOf(row)
		const group = groups.get(key)
		if (group) group.push(row)
		else groups.set(key, [row])
	}
	return groups
}

// One entry per database and locale: the cache cannot grow with what visitors type into URLs.
const catalogueCache = catalogueDataCache<Catalogue>(30_000)

/**
 * The active catalogue in one language, read from the database at most once per 30 s per
 * database and locale. Every caller gets the same objects until then, so they are frozen.
 */
export function cachedCatalogue(db: Database, locale: LocaleCode): Promise<Catalogue> {
	return catalogueCache.get(`${cacheKeyOf(db)}:${locale}`, async () => deepFreeze(await readCatalogue(db, locale)))
}

/** Freezes a cached value all the way down: one caller's change would otherwise reach every other. */
export function deepFreeze<Value>(value: Value): Value {
	if (value && typeof value === 'object' && !Object.isFrozen(value)) {
		Object.freeze(value)
		for (const nested of Object.values(value)) deepFreeze(nested)
	}
	return value
}
