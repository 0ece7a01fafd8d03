/**
 * listAddressPlaces, what the checkout's and the address book's address fields are sent, against
 * the seeded database: the same emirates, areas and slots as listCities and listAreas, each
 * area's slots by name and each slot's words once, in every language.
 */
import { expect, test } from 'vitest'
import { LOCALE_CODES } from '../../domain/locale.ts'
import { listAddressPlaces, listAreas, listCities } from '../../server/db/queries/delivery.ts'
import { createTestDatabase } from './support/database.ts'

const { db } = await createTestDatabase()

test('every emirate with areas, every area with the slots it gets and every slot’s name and hours, as listAreas has them', async () => {
	for (const locale of LOCALE_CODES) {
		const places = await listAddressPlaces(db, locale)
		const cities = await listCities(db, locale)
		const areasByCity = await Promise.all(cities.map(async (city) => ({ ...city, areas: (await listAreas(db, city.id, locale)) ?? [] })))
		const expected = areasByCity
			.filter((city) => city.areas.length > 0)
			.map((city) => ({ id: city.id, name: city.name, areas: city.areas.map((area) => ({ id: area.id, slug: area.slug, name: area.name, slots: area.timings.map((timing) => timing.slot) })) }))
		expect(places.cities, locale).toEqual(expected)

		const timings = areasByCity.flatMap((city) => city.areas.flatMap((area) => area.timings))
		// Each slot once, in the day's order, with the words and hours every area's timing has.
		expect(places.slots.map((slot) => slot.slot), locale).toEqual(['early-morning', 'morning', 'evening'])
		for (const { id: _, ...words } of timings) expect(places.slots, locale).toContainEqual(words)
	}
})

test('areas with their own slots keep them; areas that get the same slots share one list, written once in the loader data', async () => {
	const places = await listAddressPlaces(db, 'en')
	const areas = places.cities.flatMap((city) => city.areas)
	const slotSets = new Set(areas.map((area) => area.slots.join(' ')))
	// The seed gives Dubai all three slots and other emirates fewer: more than one set.
	expect(slotSets.size).toBeGreaterThan(1)
	expect(new Set(areas.map((area) => area.slots)).size).toBe(slotSets.size)
	expect(await listAddressPlaces(db, 'en')).toBe(places)
})
