/**
 * GET /client/api/v1/cities and /cities/{id}/areas against the seeded database: the seven
 * emirates with Dubai as id 1, each city's areas with their slots in three languages, caching
 * headers, bad and unknown ids, and a re-seed that keeps every id.
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import ar from '../../app/i18n/messages/ar.ts'
import en from '../../app/i18n/messages/en.ts'
import ru from '../../app/i18n/messages/ru.ts'
import { CITY_SEEDS } from '../../content/delivery-areas.ts'
import { SLOT_WINDOWS } from '../../domain/delivery-schedule.ts'
import { LOCALE_CODES } from '../../domain/locale.ts'
import type { Area, City } from '../../server/db/queries/delivery.ts'
import { areas, areaTimings, areaTranslations, cityTranslations } from '../../server/db/schema.ts'
import { seedDatabase } from '../../server/db/seed.ts'
import { createTestDatabase } from './support/database.ts'
import { createTestApp } from './support/http.ts'

const { db } = await createTestDatabase()
const request = createTestApp(db)
const API_MESSAGES = { en: en.api, 'ar-ae': ar.api, 'ru-ae': ru.api } as const

async function getData<Data>(path: string) {
	const response = await request(path)
	expect(response.status, path).toBe(200)
	expect(response.headers.get('Cache-Control'), path).toBe('public, max-age=60')
	expect(response.headers.get('ETag'), path).toMatch(/^"[\w-]+"$/)
	return ((await response.json()) as { data: Data }).data
}

describe('GET /client/api/v1/cities', () => {
	test('lists the seven emirates, Dubai first with id 1, in each language', async () => {
		for (const locale of LOCALE_CODES) {
			const cities = await getData<City[]>(`/client/api/v1/cities?locale=${locale}`)
			expect(cities.map((city) => city.slug)).toEqual([
				'dubai',
				'abu-dhabi',
				'sharjah',
				'ajman',
				'umm-al-quwain',
				'ras-al-khaimah',
				'fujairah',
			])
			expect(cities[0]).toEqual({ id: 1, slug: 'dubai', name: CITY_SEEDS[0]!.name[locale] })
		}
	})

	test('answers a matching If-None-Match with 304', async () => {
		const first = await request('/client/api/v1/cities')
		const etag = first.headers.get('ETag') ?? ''
		const again = await request('/client/api/v1/cities', { headers: { 'If-None-Match': etag } })
		expect(again.status).toBe(304)
	})
})

describe('GET /client/api/v1/cities/{id}/areas', () => {
	test('gives every area of a city with its slots and their windows, in the language’s alphabetical order', async () => {
		for (const city of CITY_SEEDS) {
			const areas = await getData<Area[]>(`/client/api/v1/cities/${city.id}/areas?locale=ar-ae`)
			const collator = new Intl.Collator('ar')
			const seeds = [...city.areas].sort((a, b) => collator.compare(a.name['ar-ae'], b.name['ar-ae']))
			expect(areas.map((area) => area.slug)).toEqual(seeds.map((area) => area.slug))
			for (const [index, area] of areas.entries()) {
				const seed = seeds[index]!
				expect(area.name).toBe(seed.name['ar-ae'])
				expect(area.timings.map((timing) => timing.slot)).toEqual(seed.slots)
				for (const timing of area.timings) {
					expect(timing).toMatchObject(SLOT_WINDOWS[timing.slot])
					expect(Number.isSafeInteger(timing.id)).toBe(true)
				}
			}
		}
	})

	test('Dubai lists the communities customers live in; every emirate its main districts, named in three languages', async () => {
		const dubai = await getData<Area[]>('/client/api/v1/cities/1/areas?locale=en')
		const names = dubai.map((area) => area.name)
		for (const name of ['JBR', 'Dubai Marina', 'Al Karama', 'DIFC', 'Al Nahda', 'Business Bay', 'JLT', 'JVC', 'Downtown Dubai', 'Al Barsha', 'Deira', 'Bur Dubai', 'Mirdif', 'Arabian Ranches', 'Dubai Hills', 'Al Qusais']) {
			expect(names.some((candidate) => candidate.includes(name)), name).toBe(true)
		}
		expect(dubai.length).toBeGreaterThanOrEqual(50)
		for (const city of CITY_SEEDS.slice(1)) expect(city.areas.length, city.slug).toBeGreaterThanOrEqual(5)
		for (const locale of LOCALE_CODES) {
			for (const city of CITY_SEEDS) {
				const areas = await getData<Area[]>(`/client/api/v1/cities/${city.id}/areas?locale=${locale}`)
				expect(areas).toHaveLength(city.areas.length)
				// One name per area within an emirate, so a customer can tell them apart.
				expect(new Set(areas.map((area) => area.name)).size, `${city.slug} ${locale}`).toBe(areas.length)
			}
		}
	})

	test('Dubai areas get all three slots; the evening run brings the next day’s food', async () => {
		const [marina] = (await getData<Area[]>('/client/api/v1/cities/1/areas')).filter((area) => area.slug === 'dubai-marina')
		expect(marina?.timings.map((timing) => [timing.name, timing.dayBefore])).toEqual([
			['Early morning', false],
			['Morning', false],
			['Evening, the day before', true],
		])
	})

	test('refuses a malformed id with 400 and an unknown city with 404, in the request’s language', async () => {
		for (const [path, status, code, key] of [
			['/client/api/v1/cities/dubai/areas', 400, 'invalid_city_id', 'invalidCityId'],
			['/client/api/v1/cities/0/areas', 400, 'invalid_city_id', 'invalidCityId'],
			['/client/api/v1/cities/99/areas', 404, 'city_not_found', 'cityNotFound'],
		] as const) {
			for (const locale of LOCALE_CODES) {
				const response = await request(`${path}?locale=${locale}`)
				expect(response.status, path).toBe(status)
				expect(await response.json()).toEqual({ error: { code, message: API_MESSAGES[locale][key] } })
			}
		}
	})
})

test('seeding again keeps every area_timing id, so saved addresses keep their slot', async () => {
	const before = await db.select().from(areaTimings).orderBy(areaTimings.id)
	await seedDatabase(db)
	const after = await db.select().from(areaTimings).orderBy(areaTimings.id)
	expect(after).toEqual(before)
	// Slots an area does not get exist as switched-off rows, so turning one on keeps its id.
	const inactive = await db.select().from(areaTimings).where(eq(areaTimings.isActive, false))
	expect(inactive.length).toBeGreaterThan(0)
})

test('seeding adds the areas the database lacks and never rewrites a city, area, name or slot already there', async () => {
	const slugOf = async (slug: string) => (await db.select().from(areas).where(eq(areas.slug, slug)))[0]!
	const marina = await slugOf('dubai-marina')
	const jbr = await slugOf('jumeirah-beach-residence')
	const karama = await slugOf('al-karama')
	// What staff did in the data: renamed an area, closed a slot, retired an area, and a city's name.
	await db.update(areaTranslations).set({ name: 'Marina (by the water)' }).where(and(eq(areaTranslations.areaId, marina.id), eq(areaTranslations.locale, 'en')))
	await db.update(areaTimings).set({ isActive: false }).where(and(eq(areaTimings.areaId, marina.id), eq(areaTimings.slot, 'evening')))
	await db.update(areas).set({ isActive: false, sortOrder: 99 }).where(eq(areas.id, jbr.id))
	await db.update(cityTranslations).set({ name: 'Dubai (all areas)' }).where(and(eq(cityTranslations.cityId, 1), eq(cityTranslations.locale, 'en')))
	// An area an older release never had.
	await db.delete(areaTimings).where(eq(areaTimings.areaId, karama.id))
	await db.delete(areaTranslations).where(eq(areaTranslations.areaId, karama.id))
	await db.delete(areas).where(eq(areas.id, karama.id))

	await seedDatabase(db)

	const names = await db.select().from(areaTranslations).where(eq(areaTranslations.areaId, marina.id))
	expect(names.find((row) => row.locale === 'en')?.name).toBe('Marina (by the water)')
	const [evening] = await db.select().from(areaTimings).where(and(eq(areaTimings.areaId, marina.id), eq(areaTimings.slot, 'evening')))
	expect(evening?.isActive).toBe(false)
	expect(await slugOf('jumeirah-beach-residence')).toMatchObject({ isActive: false, sortOrder: 99 })
	const [dubai] = await db.select().from(cityTranslations).where(and(eq(cityTranslations.cityId, 1), eq(cityTranslations.locale, 'en')))
	expect(dubai?.name).toBe('Dubai (all areas)')

	const added = await slugOf('al-karama')
	expect(added.isActive).toBe(true)
	expect((await db.select().from(areaTranslations).where(eq(areaTranslations.areaId, added.id))).map((row) => row.name).sort()).toEqual(['Al Karama', 'Аль-Карама', 'الكرامة'].sort())
	const slots = await db.select().from(areaTimings).where(eq(areaTimings.areaId, added.id))
	expect(slots.filter((row) => row.isActive).map((row) => row.slot).sort()).toEqual(['early-morning', 'evening', 'morning'])
})
