/**
 * Add-ons as staff's data (issue 18, item 2): an add-on's words in three languages, each choice's
 * names and its price per day from a date (a row in addon_price_changes, as plan prices are), and
 * retiring a choice or a whole add-on. Orders keep the add-on's name and price they were placed
 * with, so no change here alters a placed order. Every change writes its audit row and announces
 * itself to every instance in the same transaction.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { AddonText, AddonVariantChange, Names, NewAddon, NewAddonChoice } from '../../../domain/catalogue/place-forms.ts'
import { LOCALE_CODES, type LocaleCode } from '../../../domain/locale.ts'
import { changeCatalogue } from '../../catalogue/catalogue-change.ts'
import type { Database, Executor } from '../../db/client.ts'
import { addonPricesInForce } from '../../db/queries/catalogue.ts'
import { addonPriceChanges, addonTranslations, addonVariantTranslations, addonVariants, addons } from '../../db/schema.ts'
import { writeAudit } from '../audit-log.ts'
import type { SignedInStaff } from '../staff-sessions.ts'

export type AddonRow = { id: number; slug: string; name: string; active: boolean; choices: number }

/** Every add-on, retired ones too, in catalogue order. */
export async function listAddonsForStaff(db: Executor, locale: LocaleCode): Promise<AddonRow[]> {
	const rows = await db
		.select({ id: addons.id, slug: addons.slug, name: addonTranslations.name, active: addons.isActive })
		.from(addons)
		.innerJoin(addonTranslations, and(eq(addonTranslations.addonId, addons.id), eq(addonTranslations.locale, locale)))
		.orderBy(asc(addons.sortOrder), asc(addons.slug))
	const counts = await db
		.select({ addonId: addonVariants.addonId, count: sql<number>`count(*)::int` })
		.from(addonVariants)
		.where(isNull(addonVariants.archivedAt))
		.groupBy(addonVariants.addonId)
	return rows.map((row) => ({ ...row, choices: counts.find((count) => count.addonId === row.id)?.count ?? 0 }))
}

export type AddonPrice = { id: number; pricePerDayFils: number; effectiveFrom: Date; createdAt: Date }

export type AddonChoice = {
	id: number
	code: string
	names: Names
	archivedAt: Date | null
	/** In force now. */
	pricePerDayFils: number
	/** Changes whose date has not come yet. */
	scheduled: AddonPrice[]
	/** Every change made, newest first. */
	history: AddonPrice[]
}

export type AddonDetail = { id: number; slug: string; active: boolean; names: Names; descriptions: Names; choices: AddonChoice[] }

/** A text per site language from its translation rows ('' where one is missing). */
function byLocale<Row extends { locale: string }>(rows: Row[], pick: (row: Row) => string): Names {
	const of = (locale: LocaleCode) => {
		const row = rows.find((candidate) => candidate.locale === locale)
		return row ? pick(row) : ''
	}
	return { en: of('en'), 'ar-ae': of('ar-ae'), 'ru-ae': of('ru-ae') }
}

export async function readAddon(db: Executor, slug: string, now: Date): Promise<AddonDetail | null> {
	const [addon] = await db.select().from(addons).where(eq(addons.slug, slug))
	if (!addon) return null
	const texts = await db.select().from(addonTranslations).where(eq(addonTranslations.addonId, addon.id))
	const variants = await db.select().from(addonVariants).where(eq(addonVariants.addonId, addon.id)).orderBy(asc(addonVariants.sortOrder), asc(addonVariants.code))
	const choices: AddonChoice[] = []
	for (const variant of variants) {
		const names = await db.select().from(addonVariantTranslations).where(eq(addonVariantTranslations.variantId, variant.id))
		const [inForce] = await addonPricesInForce(db, [variant.id], sql`${now.toISOString()}::timestamptz`)
		const history = await db
			.select({ id: addonPriceChanges.id, pricePerDayFils: addonPriceChanges.pricePerDayFils, effectiveFrom: addonPriceChanges.effectiveFrom, createdAt: addonPriceChanges.createdAt })
			.from(addonPriceChanges)
			.where(eq(addonPriceChanges.variantId, variant.id))
			.orderBy(desc(addonPriceChanges.effectiveFrom), desc(addonPriceChanges.id))
			.limit(200)
		choices.push({
			id: variant.id,
			code: variant.code,
			names: byLocale(names, (row) => row.name),
			archivedAt: variant.archivedAt,
			pricePerDayFils: inForce?.pricePerDayFils ?? variant.pricePerDayFils,
			scheduled: history.filter((row) => row.effectiveFrom > now),
			history,
		})
	}
	return {
		id: addon.id,
		slug: addon.slug,
		active: addon.isActive,
		names: byLocale(texts, (row) => row.name),
		descriptions: byLocale(texts, (row) => row.description),
		choices,
	}
}

/** An add-on's name and description in each language; false when there is no such add-on. */
export async function updateAddonText(db: Database, staff: SignedInStaff, slug: string, text: AddonText, now: Date): Promise<boolean> {
	const done = await changeCatalogue(db, async (tx, announce) => {
		const [addon] = await tx.select({ id: addons.id }).from(addons).where(eq(addons.slug, slug)).for('update')
		if (!addon) return false
		const before = await tx.select().from(addonTranslations).where(eq(addonTranslations.addonId, addon.id))
		for (const locale of LOCALE_CODES) {
			const values = { name: text.names[locale], description: text.descriptions[locale] }
			await tx
				.insert(addonTranslations)
				.values({ addonId: addon.id, locale, ...values })
				.onConflictDoUpdate({ target: [addonTranslations.addonId, addonTranslations.locale], set: values })
		}
		await writeAudit(
			tx,
			staff,
			{ action: 'catalogue.addon-edit', subject: `addon:${slug}`, before: { names: byLocale(before, (row) => row.name), descriptions: byLocale(before, (row) => row.description) }, after: { ...text } },
			now,
		)
		await announce()
		return true
	})
	return done
}

/**
 * A choice's names, and its price from `effectiveFrom` (a new row: the old price stays in the
 * history and in every order placed with it). False when the choice is unknown or retired.
 */
export async function updateAddonChoice(db: Database, staff: SignedInStaff, slug: string, code: string, change: AddonVariantChange, now: Date): Promise<boolean> {
	const done = await changeCatalogue(db, async (tx, announce) => {
		const [variant] = await tx
			.select({ id: addonVariants.id })
			.from(addonVariants)
			.innerJoin(addons, eq(addons.id, addonVariants.addonId))
			.where(and(eq(addons.slug, slug), eq(addonVariants.code, code), isNull(addonVariants.archivedAt)))
			.for('update')
		if (!variant) return false
		const before = await tx.select().from(addonVariantTranslations).where(eq(addonVariantTranslations.variantId, variant.id))
		for (const locale of LOCALE_CODES) {
			await tx
				.insert(addonVariantTranslations)
				.values({ variantId: variant.id, locale, name: change.names[locale] })
				.onConflictDoUpdate({ target: [addonVariantTranslations.variantId, addonVariantTranslations.locale], set: { name: change.names[locale] } })
		}
		if (change.priceChanged) {
			await tx.insert(addonPriceChanges).values({ variantId: variant.id, pricePerDayFils: change.pricePerDayFils, effectiveFrom: change.effectiveFrom, staffId: staff.id, createdAt: now })
		}
		const after = { names: change.names, ...(change.priceChanged ? { pricePerDayFils: change.pricePerDayFils, effectiveFrom: change.effectiveFrom.toISOString() } : {}) }
		await writeAudit(tx, staff, { action: 'catalogue.addon-choice-edit', subject: `addon-variant:${code}`, before: { names: byLocale(before, (row) => row.name) }, after }, now)
		await announce()
		return true
	})
	return done
}

/** Retires one choice: no longer offered, kept for the orders that have it. */
export async function retireAddonChoice(db: Database, staff: SignedInStaff, slug: string, code: string, now: Date): Promise<boolean> {
	const done = await changeCatalogue(db, async (tx, announce) => {
		const [addon] = await tx.select({ id: addons.id }).from(addons).where(eq(addons.slug, slug))
		if (!addon) return false
		const [row] = await tx
			.update(addonVariants)
			.set({ archivedAt: now })
			.where(and(eq(addonVariants.addonId, addon.id), eq(addonVariants.code, code), isNull(addonVariants.archivedAt)))
			.returning({ id: addonVariants.id })
		if (!row) return false
		await writeAudit(tx, staff, { action: 'catalogue.addon-choice-retire', subject: `addon-variant:${code}`, before: { archivedAt: null }, after: { archivedAt: now.toISOString() } }, now)
		await announce()
		return true
	})
	return done
}

/** Stops offering a whole add-on (`offered` false) or offers it again. */
export async function setAddonOffered(db: Database, staff: SignedInStaff, slug: string, offered: boolean, now: Date): Promise<boolean> {
	const done = await changeCatalogue(db, async (tx, announce) => {
		const [row] = await tx
			.update(addons)
			.set({ isActive: offered })
			.where(and(eq(addons.slug, slug), eq(addons.isActive, !offered)))
			.returning({ id: addons.id })
		if (!row) return false
		await writeAudit(tx, staff, { action: offered ? 'catalogue.addon-restore' : 'catalogue.addon-retire', subject: `addon:${slug}`, before: { offered: !offered }, after: { offered } }, now)
		await announce()
		return true
	})
	return done
}

/** A choice's code belongs to another choice (of any add-on, retired ones too): codes are never reused. */
class CodeTaken extends Error {}

/** Inserts a choice with its names and starting price, after the add-on's others; throws CodeTaken when its code is used. */
async function insertChoice(tx: Executor, addonId: number, choice: NewAddonChoice) {
	const [last] = await tx.select({ sortOrder: sql<number>`coalesce(max(${addonVariants.sortOrder}), -1)::int` }).from(addonVariants).where(eq(addonVariants.addonId, addonId))
	const [row] = await tx
		.insert(addonVariants)
		.values({ addonId, code: choice.code, pricePerDayFils: choice.pricePerDayFils, sortOrder: (last?.sortOrder ?? -1) + 1 })
		.onConflictDoNothing({ target: addonVariants.code })
		.returning({ id: addonVariants.id })
	if (!row) throw new CodeTaken()
	await tx.insert(addonVariantTranslations).values(LOCALE_CODES.map((locale) => ({ variantId: row.id, locale, name: choice.names[locale] })))
}

/** Runs a change that may meet a taken code: the whole transaction rolls back and 'code-taken' comes out. */
async function unlessCodeTaken<Result>(work: () => Promise<Result>): Promise<Result | 'code-taken'> {
	try {
		return await work()
	} catch (error) {
		if (error instanceof CodeTaken) return 'code-taken'
		throw error
	}
}

/**
 * A new add-on, offered at once with its first choice (the public catalogue lists add-ons with
 * their choices, and an add-on with none could not be ordered). 'slug-taken' or 'code-taken'
 * change nothing.
 */
export async function createAddon(db: Database, staff: SignedInStaff, addon: NewAddon, now: Date): Promise<'created' | 'slug-taken' | 'code-taken'> {
	const result = await unlessCodeTaken(() =>
		changeCatalogue(db, async (tx, announce) => {
			const [last] = await tx.select({ sortOrder: sql<number>`coalesce(max(${addons.sortOrder}), -1)::int` }).from(addons)
			const [row] = await tx
				.insert(addons)
				.values({ slug: addon.slug, sortOrder: (last?.sortOrder ?? -1) + 1 })
				.onConflictDoNothing({ target: addons.slug })
				.returning({ id: addons.id })
			if (!row) return 'slug-taken' as const
			await tx.insert(addonTranslations).values(LOCALE_CODES.map((locale) => ({ addonId: row.id, locale, name: addon.names[locale], description: addon.descriptions[locale] })))
			await insertChoice(tx, row.id, addon.choice)
			await writeAudit(tx, staff, { action: 'catalogue.addon-create', subject: `addon:${addon.slug}`, after: { ...addon } }, now)
			await announce()
			return 'created' as const
		}),
	)
	return result
}

/** A new choice of an existing add-on, offered at once (if the add-on is); 'not-found' or 'code-taken' change nothing. */
export async function addAddonChoice(db: Database, staff: SignedInStaff, slug: string, choice: NewAddonChoice, now: Date): Promise<'added' | 'not-found' | 'code-taken'> {
	const result = await unlessCodeTaken(() =>
		changeCatalogue(db, async (tx, announce) => {
			// Locked, so two choices added at once get their own places in the order.
			const [addon] = await tx.select({ id: addons.id }).from(addons).where(eq(addons.slug, slug)).for('update')
			if (!addon) return 'not-found' as const
			await insertChoice(tx, addon.id, choice)
			await writeAudit(tx, staff, { action: 'catalogue.addon-choice-create', subject: `addon-variant:${choice.code}`, after: { addon: slug, ...choice } }, now)
			await announce()
			return 'added' as const
		}),
	)
	return result
}
