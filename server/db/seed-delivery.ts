/**
 * Brings the delivery geography in line with content/delivery-areas.ts. Areas and slots that left
 * the content are switched off, never deleted: saved addresses and orders keep pointing at them.
 */
import { and, notInArray, sql } from 'drizzle-orm'
import { CITY_SEEDS } from '../../content/delivery-areas.ts'
import { DELIVERY_SLOTS } from '../../domain/delivery-schedule.ts'
import { LOCALE_CODES } from '../../domain/locale.ts'
import { areas, areaTimings, areaTranslations, cities, cityTranslations } from './schema.ts'
import { idsBy, type Transaction, updateChanged } from './seed-helpers.ts'

export async function seedDelivery(tx: Transaction) {
	await tx
		.insert(cities)
		.values(CITY_SEEDS.map((city, index) => ({ id: city.id, slug: city.slug, sortOrder: index, isActive: true })))
		.onConflictDoUpdate({ target: cities.id, ...updateChanged(cities, ['slug', 'sortOrder', 'isActive']) })
	await tx
		.insert(cityTranslations)
		.values(CITY_SEEDS.flatMap((city) => LOCALE_CODES.map((locale) => ({ cityId: city.id, locale, name: city.name[locale] }))))
		.onConflictDoUpdate({ target: [cityTranslations.cityId, cityTranslations.locale], ...updateChanged(cityTranslations, ['name']) })

	const areaSeeds = CITY_SEEDS.flatMap((city) =>
		city.areas.map((area, index) => ({ ...area, cityId: city.id, sortOrder: index, isActive: area.active ?? true })),
	)
	const slugs = areaSeeds.map((area) => area.slug)
	await tx.update(areas).set({ isActive: false }).where(and(notInArray(areas.slug, slugs), sql`${areas.isActive}`))
	await tx
		.insert(areas)
		.values(areaSeeds.map(({ slug, cityId, sortOrder, isActive }) => ({ slug, cityId, sortOrder, isActive })))
		.onConflictDoUpdate({ target: areas.slug, ...updateChanged(areas, ['cityId', 'sortOrder', 'isActive']) })
	const areaIds = await idsBy(tx, areas, areas.slug, areas.id, slugs)

	await tx
		.insert(areaTranslations)
		.values(
			areaSeeds.flatMap((area) => LOCALE_CODES.map((locale) => ({ areaId: areaIds.get(area.slug)!, locale, name: area.name[locale] }))),
		)
		.onConflictDoUpdate({ target: [areaTranslations.areaId, areaTranslations.locale], ...updateChanged(areaTranslations, ['name']) })

	const timings = areaSeeds.flatMap((area) =>
		DELIVERY_SLOTS.map((slot) => ({ areaId: areaIds.get(area.slug)!, slot, isActive: area.isActive && area.slots.includes(slot) })),
	)
	// Every area has a row per slot (active or not), so switching a slot back on keeps its id.
	await tx
		.insert(areaTimings)
		.values(timings)
		.onConflictDoUpdate({ target: [areaTimings.areaId, areaTimings.slot], ...updateChanged(areaTimings, ['isActive']) })
}
