/**
 * Where and when we deliver, in one language: the emirates, each one's areas and the slots of
 * each area. Read in one go and kept for 30 s like the catalogue: it changes with a new route,
 * not per request, and every address form asks for it.
 */
import { and, asc, eq } from 'drizzle-orm'
import { DELIVERY_SLOT_NAMES } from '../../../content/delivery-areas.ts'
import { DELIVERY_SLOTS, type DeliverySlot, isDeliverySlot, SLOT_WINDOWS } from '../../../domain/delivery-schedule.ts'
import { getLocale, type LocaleCode } from '../../../domain/locale.ts'
import { catalogueDataCache } from '../../cache/catalogue-caches.ts'
import type { Database, Executor } from '../client.ts'
import { areas, areaTimings, areaTranslations, cities, cityTranslations } from '../schema.ts'
import { cacheKeyOf, deepFreeze } from './catalogue.ts'

export type City = { id: number; slug: string; name: string }

/** A slot as an area offers it; `id` is the `area_timing_id` an address stores. */
export type AreaTiming = {
	id: number
	slot: DeliverySlot
	name: string
	/** UAE time, HH:MM. */
	from: string
	to: string
	/** The evening run brings the next day's food the evening before. */
	dayBefore: boolean
}

export type Area = { id: number; slug: string; name: string; timings: AreaTiming[] }

type DeliveryGeography = { cities: City[]; areasByCity: Record<number, Area[]> }

async function readGeography(db: Database, locale: LocaleCode): Promise<DeliveryGeography> {
	return db.transaction(
		async (tx) => {
			const cityRows = await tx
				.select({ id: cities.id, slug: cities.slug, name: cityTranslations.name })
				.from(cities)
				.innerJoin(cityTranslations, and(eq(cityTranslations.cityId, cities.id), eq(cityTranslations.locale, locale)))
				.where(eq(cities.isActive, true))
				.orderBy(asc(cities.sortOrder))
			const areaRows = await tx
				.select({ id: areas.id, cityId: areas.cityId, slug: areas.slug, name: areaTranslations.name })
				.from(areas)
				.innerJoin(areaTranslations, and(eq(areaTranslations.areaId, areas.id), eq(areaTranslations.locale, locale)))
				.where(eq(areas.isActive, true))
			const timingRows = await tx
				.select({ id: areaTimings.id, areaId: areaTimings.areaId, slot: areaTimings.slot })
				.from(areaTimings)
				.where(eq(areaTimings.isActive, true))
				.orderBy(asc(areaTimings.id))

			const timingsByArea = new Map<number, AreaTiming[]>()
			for (const row of timingRows) {
				if (!isDeliverySlot(row.slot)) continue
				const list = timingsByArea.get(row.areaId) ?? []
				list.push({ id: row.id, slot: row.slot, name: DELIVERY_SLOT_NAMES[row.slot][locale], ...SLOT_WINDOWS[row.slot] })
				timingsByArea.set(row.areaId, list)
			}
			// A long list is read by name: each language's alphabetical order (Arabic pages in Arabic order).
			const collator = new Intl.Collator(getLocale(locale).language)
			areaRows.sort((a, b) => collator.compare(a.name, b.name))
			const areasByCity: Record<number, Area[]> = {}
			for (const { cityId, ...area } of areaRows) {
				const timings = (timingsByArea.get(area.id) ?? []).sort((a, b) => slotOrder(a.slot) - slotOrder(b.slot))
				// An area without a running slot cannot be delivered to: it is not offered.
				if (timings.length === 0) continue
				areasByCity[cityId] = [...(areasByCity[cityId] ?? []), { ...area, timings }]
			}
			return { cities: cityRows, areasByCity }
		},
		{ isolationLevel: 'repeatable read', accessMode: 'read only' },
	)
}

const slotOrder = (slot: DeliverySlot) => DELIVERY_SLOTS.indexOf(slot)

const geographyCache = catalogueDataCache<DeliveryGeography>(30_000)

function cachedGeography(db: Database, locale: LocaleCode) {
	return geographyCache.get(`${cacheKeyOf(db)}:${locale}`, async () => deepFreeze(await readGeography(db, locale)))
}

/** The emirates we deliver to, Dubai first. */
export async function listCities(db: Database, locale: LocaleCode): Promise<City[]> {
	return (await cachedGeography(db, locale)).cities
}

/** An area as an address form offers it: the slots it gets, by name (their names and hours are the same in every area). */
export type AreaChoice = { id: number; slug: string; name: string; slots: readonly DeliverySlot[] }
export type CityChoice = { id: number; name: string; areas: readonly AreaChoice[] }
/** A slot's name and hours in the page's language. */
export type SlotChoice = Omit<AreaTiming, 'id'>
/**
 * What an address form is sent: every emirate that has areas, each area with the slots it gets by
 * name, and each slot's words once. The form's page carries this in its loader data; naming each
 * area's slots (one shared list for areas that get the same ones) instead of repeating the slots'
 * words and ids halves the checkout's loader data. An address's `area_timing_id` is looked up
 * on the server from the area and slot posted, as before.
 */
export type AddressPlaces = { cities: readonly CityChoice[]; slots: readonly SlotChoice[] }

const placesByGeography = new WeakMap<DeliveryGeography, AddressPlaces>()

export async function listAddressPlaces(db: Database, locale: LocaleCode): Promise<AddressPlaces> {
	const geography = await cachedGeography(db, locale)
	const known = placesByGeography.get(geography)
	if (known) return known
	const places = addressPlacesOf(geography)
	placesByGeography.set(geography, places)
	return places
}

function addressPlacesOf({ cities: cityRows, areasByCity }: DeliveryGeography): AddressPlaces {
	// Areas that get the same slots share one list: the loader data's serialiser writes it once.
	const sharedSlotLists = new Map<string, readonly DeliverySlot[]>()
	const slotsOf = (timings: readonly AreaTiming[]) => {
		const slots = timings.map((timing) => timing.slot)
		const key = slots.join(' ')
		const shared = sharedSlotLists.get(key) ?? slots
		sharedSlotLists.set(key, shared)
		return shared
	}
	const offered = new Map<DeliverySlot, SlotChoice>()
	const choices: CityChoice[] = []
	for (const city of cityRows) {
		const cityAreas = areasByCity[city.id] ?? []
		if (cityAreas.length === 0) continue
		for (const area of cityAreas) for (const { id: _, ...slot } of area.timings) if (!offered.has(slot.slot)) offered.set(slot.slot, slot)
		choices.push({ id: city.id, name: city.name, areas: cityAreas.map((area) => ({ id: area.id, slug: area.slug, name: area.name, slots: slotsOf(area.timings) })) })
	}
	const slots = [...offered.values()].sort((a, b) => slotOrder(a.slot) - slotOrder(b.slot))
	return deepFreeze({ cities: choices, slots })
}

/** A city's areas with their slots, or null for a city we do not deliver to. */
export async function listAreas(db: Database, cityId: number, locale: LocaleCode): Promise<Area[] | null> {
	const geography = await cachedGeography(db, locale)
	if (!geography.cities.some((city) => city.id === cityId)) return null
	return geography.areasByCity[cityId] ?? []
}

/** A slot an order names, with its area and city, read fresh: a slot closed a second ago is closed. */
export type DeliveryTiming = { id: number; slot: DeliverySlot; cityId: number; cityName: string; areaId: number; areaName: string }

/** The running slot `timingId`, or null when it, its area or its city is not delivered to any more. */
export async function findOpenTiming(db: Executor, timingId: number, locale: LocaleCode): Promise<DeliveryTiming | null> {
	const [row] = await db
		.select({
			id: areaTimings.id,
			slot: areaTimings.slot,
			cityId: cities.id,
			cityName: cityTranslations.name,
			areaId: areas.id,
			areaName: areaTranslations.name,
		})
		.from(areaTimings)
		.innerJoin(areas, eq(areas.id, areaTimings.areaId))
		.innerJoin(areaTranslations, and(eq(areaTranslations.areaId, areas.id), eq(areaTranslations.locale, locale)))
		.innerJoin(cities, eq(cities.id, areas.cityId))
		.innerJoin(cityTranslations, and(eq(cityTranslations.cityId, cities.id), eq(cityTranslations.locale, locale)))
		.where(and(eq(areaTimings.id, timingId), eq(areaTimings.isActive, true), eq(areas.isActive, true), eq(cities.isActive, true)))
		.limit(1)
	return row && isDeliverySlot(row.slot) ? { ...row, slot: row.slot } : null
}
