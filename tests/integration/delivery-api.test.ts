/**
 * GET /client/api/v1/cities and /cities/{id}/areas against the seeded database: the seven
 * emirates with Dubai as id 1, each city's areas with their slots in three languages, caching
 * headers, bad and unknown ids, and a re-seed that keeps every id.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import ar from '../../app/i18n/messages/ar.ts'
import en from '../../app/i18n/messages/en.ts'
import ru from '../../app/i18n/messages/ru.ts'
import { CITY_SEEDS } from '../../content/delivery-areas.ts'
import { SLOT_WINDOWS } from '../../domain/delivery-schedule.ts'
import { LOCALE_CODES } from '../../domain/locale.ts'
import type { Area, City } from '../../server/db/queries/delivery.ts'
import { areaTimings } from '../../server/db/schema.ts'
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
	test('gives every area of a city with its slots and their windows', async () => {
		for (const city of CITY_SEEDS) {
			const areas = await getData<Area[]>(`/client/api/v1/cities/${city.id}/areas?locale=ar-ae`)
			expect(areas.map((area) => area.slug)).toEqual(city.areas.map((area) => area.slug))
			for (const [index, area] of areas.entries()) {
				const seed = city.areas[index]!
				expect(area.name).toBe(seed.name['ar-ae'])
				expect(area.timings.map((timing) => timing.slot)).toEqual(seed.slots)
				for (const timing of area.timings) {
					expect(timing).toMatchObject(SLOT_WINDOWS[timing.slot])
					expect(Number.isSafeInteger(timing.id)).toBe(true)
				}
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
