/**
 * The catalogue section's server work (issue 18, item 2): plans with their sizes, the prices in
 * force and scheduled, and each size's price history; scheduling a price change and retiring a
 * size. Every change writes its audit row and announces itself to every instance
 * (server/catalogue/catalogue-change.ts) in the same transaction.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { KcalRange } from '../../../domain/catalogue/kcal-form.ts'
import { type PriceChange, priceField } from '../../../domain/catalogue/price-form.ts'
import type { LocaleCode } from '../../../domain/locale.ts'
import type { DaysPerWeek, Weeks } from '../../../domain/plan-pricing.ts'
import { changeCatalogue } from '../../catalogue/catalogue-change.ts'
import type { Database } from '../../db/client.ts'
import { pricesInForce } from '../../db/queries/catalogue.ts'
import { planPriceChanges, planPrices, planTranslations, planVariants, plans } from '../../db/schema.ts'
import { writeAudit } from '../audit-log.ts'
import type { SignedInStaff } from '../staff-sessions.ts'

export type CatalogueVariant = { id: number; code: string; size: string; planName: string; archivedAt: Date | null } & KcalRange

/** Every plan's sizes, retired ones too, in catalogue order. */
export async function listVariants(db: Database, locale: LocaleCode): Promise<CatalogueVariant[]> {
	return db
		.select({
			id: planVariants.id,
			code: planVariants.code,
			size: planVariants.size,
			planName: planTranslations.name,
			archivedAt: planVariants.archivedAt,
			kcalMin: planVariants.kcalMin,
			kcalMax: planVariants.kcalMax,
		})
		.from(planVariants)
		.innerJoin(plans, eq(plans.id, planVariants.planId))
		.innerJoin(planTranslations, and(eq(planTranslations.planId, plans.id), eq(planTranslations.locale, locale)))
		.orderBy(asc(plans.sortOrder), asc(plans.slug), asc(planVariants.size))
}

export type ScheduledPrice = { id: number; daysPerWeek: number; weeks: number; pricePerDayFils: number; effectiveFrom: Date; createdAt: Date }

export type VariantPrices = {
	variant: CatalogueVariant
	/** In force now, by form field (`price-6-8`). */
	current: Map<string, number>
	/** Changes whose date has not come yet. */
	scheduled: ScheduledPrice[]
	/** Every change made, newest first. */
	history: ScheduledPrice[]
}

export async function readVariantPrices(db: Database, code: string, locale: LocaleCode, now: Date): Promise<VariantPrices | null> {
	const [variant] = (await listVariants(db, locale)).filter((row) => row.code === code)
	if (!variant) return null
	const base = await db.select().from(planPrices).where(eq(planPrices.variantId, variant.id))
	const changed = await pricesInForce(db, [variant.id], nowParam(now))
	const current = new Map(base.map((row) => [priceField(row.daysPerWeek as DaysPerWeek, row.weeks as Weeks), row.pricePerDayFils]))
	for (const row of changed) current.set(priceField(row.daysPerWeek as DaysPerWeek, row.weeks as Weeks), row.pricePerDayFils)
	const columns = {
		id: planPriceChanges.id,
		daysPerWeek: planPriceChanges.daysPerWeek,
		weeks: planPriceChanges.weeks,
		pricePerDayFils: planPriceChanges.pricePerDayFils,
		effectiveFrom: planPriceChanges.effectiveFrom,
		createdAt: planPriceChanges.createdAt,
	}
	const history = await db.select(columns).from(planPriceChanges).where(eq(planPriceChanges.variantId, variant.id)).orderBy(desc(planPriceChanges.effectiveFrom), desc(planPriceChanges.id)).limit(200)
	const scheduled = history.filter((row) => row.effectiveFrom > now)
	return { variant, current, scheduled, history }
}

const nowParam = (now: Date) => sql`${now.toISOString()}::timestamptz`

/** Adds the changes (a row each, from `effectiveFrom`); null when the size is unknown or retired. */
export async function schedulePrices(db: Database, staff: SignedInStaff, code: string, changes: PriceChange[], effectiveFrom: Date, now: Date) {
	const done = await changeCatalogue(db, async (tx, announce) => {
		const [variant] = await tx.select({ id: planVariants.id }).from(planVariants).where(and(eq(planVariants.code, code), isNull(planVariants.archivedAt))).for('update')
		if (!variant) return false
		await tx.insert(planPriceChanges).values(changes.map((change) => ({ variantId: variant.id, ...change, effectiveFrom, staffId: staff.id, createdAt: now })))
		await writeAudit(tx, staff, { action: 'catalogue.price-change', subject: `plan-variant:${code}`, after: { effectiveFrom: effectiveFrom.toISOString(), changes } }, now)
		await announce()
		return true
	})
	return done
}

/** Retires a size: no longer offered, kept for the orders and plans that have it. */
export async function retireVariant(db: Database, staff: SignedInStaff, code: string, now: Date) {
	const done = await changeCatalogue(db, async (tx, announce) => {
		const [row] = await tx
			.update(planVariants)
			.set({ archivedAt: now })
			.where(and(eq(planVariants.code, code), isNull(planVariants.archivedAt)))
			.returning({ id: planVariants.id })
		if (!row) return false
		await writeAudit(tx, staff, { action: 'catalogue.variant-retire', subject: `plan-variant:${code}`, before: { archivedAt: null }, after: { archivedAt: now.toISOString() } }, now)
		await announce()
		return true
	})
	return done
}


/**
 * A size's daily calories, as the plan pages and the order form show them. Orders copy no
 * calories (they keep their plan, size and price), so nothing placed changes. False when the size
 * is unknown or retired.
 */
export async function updateVariantKcal(db: Database, staff: SignedInStaff, code: string, kcal: KcalRange, now: Date) {
	const done = await changeCatalogue(db, async (tx, announce) => {
		const [before] = await tx
			.select({ kcalMin: planVariants.kcalMin, kcalMax: planVariants.kcalMax })
			.from(planVariants)
			.where(and(eq(planVariants.code, code), isNull(planVariants.archivedAt)))
			.for('update')
		if (!before) return false
		await tx.update(planVariants).set(kcal).where(eq(planVariants.code, code))
		await writeAudit(tx, staff, { action: 'catalogue.variant-kcal', subject: `plan-variant:${code}`, before: { ...before }, after: { ...kcal } }, now)
		await announce()
		return true
	})
	return done
}
