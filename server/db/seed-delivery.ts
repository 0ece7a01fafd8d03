/**
 * Seeds the delivery geography from content/delivery-areas.ts, once per row: a city, area, name or
 * slot already in the database is left as it is (staff may have renamed an area, closed a slot or
 * retired an area there), and what the content has and the database lacks is added, so a longer
 * list of areas reaches an existing installation at its next start. Nothing is deleted: saved
 * addresses and orders keep pointing at every row.
 */
import { CITY_SEEDS } from '../../content/delivery-areas.ts'
import { DELIVERY_SLOTS } from '../../domain/delivery-schedule.ts'
import { LOCALE_CODES } from '../../domain/locale.ts'
import { areas, areaTimings, areaTranslations, cities, cityTranslations } from './schema.ts'
import { idsBy, type Transaction } from './seed-helpers.ts'

export async function seedDelivery(tx: Transaction) {
	await tx
		.insert(cities)
		.values(CITY_SEEDS.map((city, index) => ({ id: city.id, slug: city.slug, sortOrder: index, isActive: true })))
		.onConflictDoNothing()
	await tx
		.insert(cityTranslations)
		.values(CITY_SEEDS.flatMap((city) => LOCALE_CODES.map((locale) => ({ cityId: city.id, locale, name: city.name[locale] }))))
		.onConflictDoNothing()

	const areaSeeds = CITY_SEEDS.flatMap((city) => city.areas.map((area) => ({ ...area, cityId: city.id })))
	const slugs = areaSeeds.map((area) => area.slug)
	// Areas are listed by name in each language (server/db/queries/delivery.ts), so sort_order stays 0.
	const added = await tx
		.insert(areas)
		.values(areaSeeds.map(({ slug, cityId }) => ({ slug, cityId })))
		.onConflictDoNothing({ target: areas.slug })
		.returning({ slug: areas.slug })
	const areaIds = await idsBy(tx, areas, areas.slug, areas.id, slugs)

	await tx
		.insert(areaTranslations)
		.values(
			areaSeeds.flatMap((area) => LOCALE_CODES.map((locale) => ({ areaId: areaIds.get(area.slug)!, locale, name: area.name[locale] }))),
		)
		.onConflictDoNothing()

	// Every area has a row per slot (active or not), so switching a slot on later keeps its id. A
	// slot row missing from an area that was already there is added switched off: whether that
	// area gets it is the data's call, not the content's.
	const isNew = new Set(added.map((row) => row.slug))
	await tx
		.insert(areaTimings)
		.values(
			areaSeeds.flatMap((area) =>
				DELIVERY_SLOTS.map((slot) => ({ areaId: areaIds.get(area.slug)!, slot, isActive: isNew.has(area.slug) && area.slots.includes(slot) })),
			),
		)
		.onConflictDoNothing()
}
