import { and, inArray, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { ADDON_SEEDS } from '../../content/addons.ts'
import { COOL_BAG_DEPOSIT, PLAN_SEEDS } from '../../content/plans.ts'
import { SAMPLE_MENUS } from '../../content/sample-menus/index.ts'
import { LOCALE_CODES } from '../../domain/locale.ts'
import { PLAN_SIZES, planPriceTable } from '../../domain/plan-pricing.ts'
import type { Database } from './client.ts'
import { seedAmbassadors } from './seed-ambassadors.ts'
import { seedDelivery } from './seed-delivery.ts'
import { seedDiscountCodes } from './seed-discount-codes.ts'
import { seedPartnerOffers } from './seed-partner-offers.ts'
import { seedMenusOnce } from './seed-menus.ts'
import { seedScheduleRules } from './seed-schedule.ts'
import { idsBy, type Transaction, updateChanged } from './seed-helpers.ts'
import {
	addonTranslations,
	addonVariantTranslations,
	addonVariants,
	addons,
	ambassadors,
	catalogueFees,
	discountCodes,
	partnerOffers,
	planPrices,
	planTranslations,
	planVariants,
	plans,
	sampleMenuDishTranslations,
	sampleMenuDishes,
	sampleMenus,
} from './schema.ts'

// Any constant works; it only has to differ from the migration lock and be the same for every instance.
const SEED_LOCK = 727_002

/**
 * Seeds the catalogue from content/ into a database that lacks it, and never rewrites or deletes
 * what is there (decision 012; docs/console.md "The catalogue"): plans with their sizes and
 * prices, add-ons, discount codes, ambassadors and partner offers are written once, while their table is empty;
 * after that they are data staff own in the console, so a start (or an older instance restarting
 * during a rolling deploy) can never put old prices back, and a variant that left content/ cannot
 * stop the server because orders point at it. The menus, schedule rules and delivery geography
 * only add what is missing (their modules say why). Safe to run on every start.
 */
export async function seedDatabase(db: Database) {
	await db.transaction(async (tx) => {
		// Two instances starting together would otherwise upsert the same rows in parallel.
		await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`)
		const planIds = (await isEmpty(tx, plans)) ? await seedPlans(tx) : await planIdsBySlug(tx)
		if (await isEmpty(tx, addons)) await seedAddons(tx)
		await tx.insert(catalogueFees).values(COOL_BAG_DEPOSIT).onConflictDoNothing()
		// The release before decision 012's menus still reads these tables: kept for one deploy, then dropped.
		await seedSampleMenus(tx, planIds)
		await seedMenusOnce(tx, planIds)
		await seedDelivery(tx)
		if (await isEmpty(tx, discountCodes)) await seedDiscountCodes(tx)
		// After the codes: an ambassador's welcome discount is a code's id.
		if (await isEmpty(tx, ambassadors)) await seedAmbassadors(tx)
		// After the codes too: an offer gives one.
		if (await isEmpty(tx, partnerOffers)) await seedPartnerOffers(tx)
		await seedScheduleRules(tx)
	})
}

async function isEmpty(tx: Transaction, table: PgTable): Promise<boolean> {
	const rows = await tx.select({ one: sql`1` }).from(table).limit(1)
	return rows.length === 0
}

/** The seeded plans' ids, for the legacy sample menus and the menus: whatever staff made of them since. */
async function planIdsBySlug(tx: Transaction): Promise<Map<string, number>> {
	const rows = await tx.select({ slug: plans.slug, id: plans.id }).from(plans)
	return new Map(rows.map((row) => [row.slug, row.id]))
}

/** The plans, their texts, sizes and price tables, into an empty catalogue. */
async function seedPlans(tx: Transaction): Promise<Map<string, number>> {
	const planRows = await tx
		.insert(plans)
		.values(PLAN_SEEDS.map((seed, index) => ({ slug: seed.slug, tags: seed.tags, mealsPerDay: seed.mealsPerDay, diet: seed.sampleMenu, sortOrder: index })))
		.returning({ slug: plans.slug, id: plans.id })
	const planIds = new Map(planRows.map((row) => [row.slug, row.id]))
	await tx.insert(planTranslations).values(
		PLAN_SEEDS.flatMap((seed) => LOCALE_CODES.map((locale) => ({ planId: planIds.get(seed.slug)!, locale, ...seed.text[locale] }))),
	)
	const variants = PLAN_SEEDS.flatMap((seed) => PLAN_SIZES.map((size) => ({ planId: planIds.get(seed.slug)!, size, ...seed.variants[size] })))
	const variantRows = await tx.insert(planVariants).values(variants).returning({ code: planVariants.code, id: planVariants.id })
	const variantIds = new Map(variantRows.map((row) => [row.code, row.id]))
	await tx
		.insert(planPrices)
		.values(variants.flatMap((variant) => planPriceTable(variant.listPricePerDayFils).map((row) => ({ variantId: variantIds.get(variant.code)!, ...row }))))
	return planIds
}

/** The add-ons, their choices and texts, into an empty catalogue. */
async function seedAddons(tx: Transaction) {
	if (ADDON_SEEDS.length === 0) return
	const addonRows = await tx
		.insert(addons)
		.values(ADDON_SEEDS.map((seed, index) => ({ slug: seed.slug, sortOrder: index })))
		.returning({ slug: addons.slug, id: addons.id })
	const addonIds = new Map(addonRows.map((row) => [row.slug, row.id]))
	await tx.insert(addonTranslations).values(ADDON_SEEDS.flatMap((seed) => LOCALE_CODES.map((locale) => ({ addonId: addonIds.get(seed.slug)!, locale, ...seed.text[locale] }))))
	const variants = ADDON_SEEDS.flatMap((seed) => seed.variants.map((variant, index) => ({ addonId: addonIds.get(seed.slug)!, sortOrder: index, ...variant })))
	const variantRows = await tx
		.insert(addonVariants)
		.values(variants.map(({ addonId, code, pricePerDayFils, sortOrder }) => ({ addonId, code, pricePerDayFils, sortOrder })))
		.returning({ code: addonVariants.code, id: addonVariants.id })
	const variantIds = new Map(variantRows.map((row) => [row.code, row.id]))
	await tx
		.insert(addonVariantTranslations)
		.values(variants.flatMap((variant) => LOCALE_CODES.map((locale) => ({ variantId: variantIds.get(variant.code)!, locale, name: variant.text[locale].name }))))
}

async function seedSampleMenus(tx: Transaction, planIds: ReadonlyMap<string, number>) {
	if (SAMPLE_MENUS.length === 0) return
	const planOfDiet = new Map(PLAN_SEEDS.flatMap((seed) => (seed.sampleMenu ? [[seed.sampleMenu, seed.slug] as const] : [])))
	await tx
		.insert(sampleMenus)
		.values(
			SAMPLE_MENUS.map((menu) => {
				const planSlug = planOfDiet.get(menu.diet)
				return { diet: menu.diet, planId: planSlug ? (planIds.get(planSlug) ?? null) : null }
			}),
		)
		.onConflictDoUpdate({ target: sampleMenus.diet, ...updateChanged(sampleMenus, ['planId']) })
	const menuIds = await idsBy(tx, sampleMenus, sampleMenus.diet, sampleMenus.id, SAMPLE_MENUS.map((menu) => menu.diet))

	const dishes = SAMPLE_MENUS.flatMap((menu) =>
		menu.days.flatMap((day) =>
			day.dishes.map((dish, position) => ({ menuId: menuIds.get(menu.diet)!, day: day.day, position, dish })),
		),
	)
	// A day that lost dishes in content/ loses them here too (their texts go with them).
	await tx
		.delete(sampleMenuDishes)
		.where(
			and(
				inArray(sampleMenuDishes.menuId, [...menuIds.values()]),
				sql`(${sampleMenuDishes.menuId}, ${sampleMenuDishes.day}, ${sampleMenuDishes.position}) not in (${sql.join(
					dishes.map((row) => sql`(${row.menuId}::integer, ${row.day}::smallint, ${row.position}::smallint)`),
					sql`, `,
				)})`,
			),
		)
	await tx
		.insert(sampleMenuDishes)
		.values(
			dishes.map(({ menuId, day, position, dish }) => ({
				menuId,
				day,
				position,
				slot: dish.slot,
				kcal: dish.kcal,
				proteinG: dish.proteinG,
				carbsG: dish.carbsG,
				fatG: dish.fatG,
				allergens: [...dish.allergens],
			})),
		)
		.onConflictDoUpdate({
			target: [sampleMenuDishes.menuId, sampleMenuDishes.day, sampleMenuDishes.position],
			...updateChanged(sampleMenuDishes, ['slot', 'kcal', 'proteinG', 'carbsG', 'fatG', 'allergens']),
		})
	await tx
		.insert(sampleMenuDishTranslations)
		.values(
			dishes.flatMap(({ menuId, day, position, dish }) =>
				LOCALE_CODES.map((locale) => ({ menuId, day, position, locale, name: dish.name[locale], description: dish.description[locale] })),
			),
		)
		.onConflictDoUpdate({
			target: [
				sampleMenuDishTranslations.menuId,
				sampleMenuDishTranslations.day,
				sampleMenuDishTranslations.position,
				sampleMenuDishTranslations.locale,
			],
			...updateChanged(sampleMenuDishTranslations, ['name', 'description']),
		})
}
