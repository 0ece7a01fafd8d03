import { and, inArray, notInArray, sql } from 'drizzle-orm'
import { ADDON_SEEDS } from '../../content/addons.ts'
import { COOL_BAG_DEPOSIT, PLAN_SEEDS } from '../../content/plans.ts'
import { SAMPLE_MENUS } from '../../content/sample-menus/index.ts'
import { LOCALE_CODES } from '../../domain/locale.ts'
import { PLAN_SIZES, planPriceTable } from '../../domain/plan-pricing.ts'
import type { Database } from './client.ts'
import { seedAmbassadors } from './seed-ambassadors.ts'
import { seedDelivery } from './seed-delivery.ts'
import { seedDiscountCodes } from './seed-discount-codes.ts'
import { seedMenusOnce } from './seed-menus.ts'
import { seedScheduleRules } from './seed-schedule.ts'
import { idsBy, type Transaction, updateChanged } from './seed-helpers.ts'
import {
	addonTranslations,
	addonVariantTranslations,
	addonVariants,
	addons,
	catalogueFees,
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
 * Brings the catalogue in line with content/ (the menus, schedule rules and delivery geography
 * only add what is missing, never rewriting a row: their modules say why); safe to run on every start. Every table is
 * written with a few batched upserts (about twenty statements in all, whatever the size of
 * the catalogue), and a row is only rewritten when its content changed, so a start with
 * nothing new writes nothing.
 */
export async function seedDatabase(db: Database) {
	await db.transaction(async (tx) => {
		// Two instances starting together would otherwise upsert the same rows in parallel.
		await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`)
		const planIds = await seedPlans(tx)
		await seedAddons(tx)
		// The release before decision 012's menus still reads these tables: kept for one deploy, then dropped.
		await seedSampleMenus(tx, planIds)
		await seedMenusOnce(tx, planIds)
		await seedDelivery(tx)
		await seedDiscountCodes(tx)
		// After the codes: an ambassador's welcome discount is a code's id.
		await seedAmbassadors(tx)
		await seedScheduleRules(tx)
	})
}

async function seedPlans(tx: Transaction): Promise<Map<string, number>> {
	await tx
		.insert(plans)
		.values(PLAN_SEEDS.map((seed, index) => ({ slug: seed.slug, tags: seed.tags, mealsPerDay: seed.mealsPerDay, diet: seed.sampleMenu, sortOrder: index })))
		.onConflictDoUpdate({ target: plans.slug, ...updateChanged(plans, ['tags', 'mealsPerDay', 'diet', 'sortOrder'], { updatedAt: sql`now()` }) })
	// Read back rather than `returning`: rows the upsert left alone are not returned.
	const planIds = await idsBy(tx, plans, plans.slug, plans.id, PLAN_SEEDS.map((seed) => seed.slug))

	await tx
		.insert(planTranslations)
		.values(
			PLAN_SEEDS.flatMap((seed) =>
				LOCALE_CODES.map((locale) => ({ planId: planIds.get(seed.slug)!, locale, ...seed.text[locale] })),
			),
		)
		.onConflictDoUpdate({
			target: [planTranslations.planId, planTranslations.locale],
			...updateChanged(planTranslations, ['name', 'summary', 'description']),
		})

	const variants = PLAN_SEEDS.flatMap((seed) =>
		PLAN_SIZES.map((size) => ({ planId: planIds.get(seed.slug)!, size, ...seed.variants[size] })),
	)
	// A variant whose code left the content is gone for good (codes are never reused); its prices go with it.
	await tx
		.delete(planVariants)
		.where(and(inArray(planVariants.planId, [...planIds.values()]), notInArray(planVariants.code, variants.map((variant) => variant.code))))
	await tx
		.insert(planVariants)
		.values(variants)
		.onConflictDoUpdate({
			target: planVariants.code,
			...updateChanged(planVariants, ['planId', 'size', 'kcalMin', 'kcalMax', 'listPricePerDayFils']),
		})
	const variantIds = await idsBy(tx, planVariants, planVariants.code, planVariants.id, variants.map((variant) => variant.code))

	await tx
		.insert(planPrices)
		.values(
			variants.flatMap((variant) =>
				planPriceTable(variant.listPricePerDayFils).map((row) => ({ variantId: variantIds.get(variant.code)!, ...row })),
			),
		)
		.onConflictDoUpdate({
			target: [planPrices.variantId, planPrices.daysPerWeek, planPrices.weeks],
			...updateChanged(planPrices, ['pricePerDayFils']),
		})

	await tx
		.insert(catalogueFees)
		.values(COOL_BAG_DEPOSIT)
		.onConflictDoUpdate({ target: catalogueFees.code, ...updateChanged(catalogueFees, ['amountFils', 'refundable']) })
	return planIds
}

async function seedAddons(tx: Transaction) {
	await tx
		.insert(addons)
		.values(ADDON_SEEDS.map((seed, index) => ({ slug: seed.slug, sortOrder: index })))
		.onConflictDoUpdate({ target: addons.slug, ...updateChanged(addons, ['sortOrder']) })
	const addonIds = await idsBy(tx, addons, addons.slug, addons.id, ADDON_SEEDS.map((seed) => seed.slug))

	await tx
		.insert(addonTranslations)
		.values(ADDON_SEEDS.flatMap((seed) => LOCALE_CODES.map((locale) => ({ addonId: addonIds.get(seed.slug)!, locale, ...seed.text[locale] }))))
		.onConflictDoUpdate({
			target: [addonTranslations.addonId, addonTranslations.locale],
			...updateChanged(addonTranslations, ['name', 'description']),
		})

	const variants = ADDON_SEEDS.flatMap((seed) =>
		seed.variants.map((variant, index) => ({ addonId: addonIds.get(seed.slug)!, sortOrder: index, ...variant })),
	)
	await tx
		.delete(addonVariants)
		.where(and(inArray(addonVariants.addonId, [...addonIds.values()]), notInArray(addonVariants.code, variants.map((variant) => variant.code))))
	await tx
		.insert(addonVariants)
		.values(variants.map(({ addonId, code, pricePerDayFils, sortOrder }) => ({ addonId, code, pricePerDayFils, sortOrder })))
		.onConflictDoUpdate({ target: addonVariants.code, ...updateChanged(addonVariants, ['addonId', 'pricePerDayFils', 'sortOrder']) })
	const variantIds = await idsBy(tx, addonVariants, addonVariants.code, addonVariants.id, variants.map((variant) => variant.code))

	await tx
		.insert(addonVariantTranslations)
		.values(
			variants.flatMap((variant) =>
				LOCALE_CODES.map((locale) => ({ variantId: variantIds.get(variant.code)!, locale, name: variant.text[locale].name })),
			),
		)
		.onConflictDoUpdate({
			target: [addonVariantTranslations.variantId, addonVariantTranslations.locale],
			...updateChanged(addonVariantTranslations, ['name']),
		})
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
