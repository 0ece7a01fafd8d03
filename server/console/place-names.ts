/**
 * The emirate and area of an area timing, named in the console's language (English when a
 * translation is missing): the kitchen's labels and the drivers' manifest group by them, in
 * staff's words rather than the customer's (a delivery's address snapshot is in the order's
 * language).
 */
import { eq, inArray } from 'drizzle-orm'
import type { ConsoleLocale } from '../../domain/console-permissions.ts'
import type { Executor } from '../db/client.ts'
import { areaTimings, areaTranslations, areas, cityTranslations } from '../db/schema.ts'

export type Place = { emirate: string; area: string; slot: string }

export const siteLocaleOf = (locale: ConsoleLocale) => (locale === 'ar' ? 'ar-ae' : 'en')

export async function placesOf(ex: Executor, timingIds: readonly number[], locale: ConsoleLocale): Promise<Map<number, Place>> {
	const places = new Map<number, Place>()
	if (timingIds.length === 0) return places
	const locales = [...new Set([siteLocaleOf(locale), 'en'])]
	const timings = await ex
		.select({ id: areaTimings.id, slot: areaTimings.slot, areaId: areas.id, cityId: areas.cityId })
		.from(areaTimings)
		.innerJoin(areas, eq(areas.id, areaTimings.areaId))
		.where(inArray(areaTimings.id, [...new Set(timingIds)]))
	const areaIds = [...new Set(timings.map((timing) => timing.areaId))]
	const cityIds = [...new Set(timings.map((timing) => timing.cityId))]
	const areaNames = await ex.select().from(areaTranslations).where(inArray(areaTranslations.areaId, areaIds))
	const cityNames = await ex.select().from(cityTranslations).where(inArray(cityTranslations.cityId, cityIds))
	const pick = <Row extends { locale: string; name: string }>(rows: Row[]) => locales.map((wanted) => rows.find((row) => row.locale === wanted)?.name).find(Boolean) ?? ''
	for (const timing of timings) {
		places.set(timing.id, {
			slot: timing.slot,
			area: pick(areaNames.filter((row) => row.areaId === timing.areaId)),
			emirate: pick(cityNames.filter((row) => row.cityId === timing.cityId)),
		})
	}
	return places
}
