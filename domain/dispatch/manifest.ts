/**
 * The drivers' manifest of a date (issue 19 item 4, decision 012): the same live deliveries the
 * kitchen cooks for, grouped by emirate, area and slot, with what a driver needs at the door.
 * Pure: server/console/dispatch/manifest-data.ts reads the rows.
 *
 * Bags: a delivery brings a bag when it is the first day of an order that charged the deposit
 * (the `delivered` row of bag_movements); it takes back every bag the customer holds when it is
 * their last food day left (no plan of theirs delivers later). Marking a bag collected releases
 * that deposit (server/refunds/bag-deposit.ts).
 *
 * Who sees addresses: owners and managers any date; dispatch only yesterday, today and tomorrow
 * (UAE time) — the days a driver loads, drives and reports on — so a dispatch account cannot
 * page through every customer's address for months ahead or behind.
 */
import type { StaffRole } from '../console-permissions.ts'
import { csvText } from '../csv.ts'
import { addDays, uaeClock } from '../delivery-schedule.ts'

export type ManifestStop = {
	/** The delivery's public id: the actions' address. */
	readonly deliveryId: string
	readonly code: string
	readonly state: 'scheduled' | 'delivered' | 'failed'
	readonly customerName: string
	readonly phone: string
	readonly emirate: string
	readonly area: string
	readonly slot: string
	readonly building: string
	readonly flat: string
	readonly street: string
	readonly landmark: string
	/** The address's notes and the customer's delivery instructions, as they typed them. */
	readonly instructions: string
	readonly latitude: number | null
	readonly longitude: number | null
	readonly bagsToDeliver: number
	readonly bagsToCollect: number
}

export type ManifestGroup = { readonly emirate: string; readonly area: string; readonly slot: string; readonly stops: readonly ManifestStop[] }

const SLOT_ORDER = ['early-morning', 'morning', 'evening']
const slotRank = (slot: string) => {
	const rank = SLOT_ORDER.indexOf(slot)
	return rank === -1 ? SLOT_ORDER.length : rank
}

/** Stops in route order: emirate, area, slot, then building and customer. */
export function sortStops(stops: readonly ManifestStop[]): ManifestStop[] {
	return [...stops].sort(
		(a, b) =>
			a.emirate.localeCompare(b.emirate) ||
			a.area.localeCompare(b.area) ||
			slotRank(a.slot) - slotRank(b.slot) ||
			a.building.localeCompare(b.building) ||
			a.customerName.localeCompare(b.customerName) ||
			a.code.localeCompare(b.code),
	)
}

export function groupManifest(stops: readonly ManifestStop[]): ManifestGroup[] {
	const groups: Array<{ emirate: string; area: string; slot: string; stops: ManifestStop[] }> = []
	for (const stop of sortStops(stops)) {
		const last = groups.at(-1)
		if (last && last.emirate === stop.emirate && last.area === stop.area && last.slot === stop.slot) last.stops.push(stop)
		else groups.push({ emirate: stop.emirate, area: stop.area, slot: stop.slot, stops: [stop] })
	}
	return groups
}

/** A map link for the pin the customer dropped, or null when they dropped none. */
export function mapPin(latitude: number | null, longitude: number | null): string | null {
	if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
	return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`
}

export const MANIFEST_CSV_COLUMNS = [
	'date',
	'emirate',
	'area',
	'slot',
	'order',
	'customer',
	'phone',
	'building',
	'flat',
	'street',
	'landmark',
	'instructions',
	'latitude',
	'longitude',
	'map',
	'bags_to_deliver',
	'bags_to_collect',
	'state',
] as const

/** The manifest as CSV for route software: one row per stop, in route order, injection-safe (domain/csv.ts). */
export function manifestCsv(date: string, stops: readonly ManifestStop[]): string {
	return csvText([
		MANIFEST_CSV_COLUMNS,
		...sortStops(stops).map((stop) => [
			date,
			stop.emirate,
			stop.area,
			stop.slot,
			stop.code,
			stop.customerName,
			stop.phone,
			stop.building,
			stop.flat,
			stop.street,
			stop.landmark,
			stop.instructions,
			stop.latitude,
			stop.longitude,
			mapPin(stop.latitude, stop.longitude),
			stop.bagsToDeliver,
			stop.bagsToCollect,
			stop.state,
		]),
	])
}

/** The dates a dispatch account works on: yesterday, today and tomorrow in the UAE. */
export const DISPATCH_DAYS_BACK = 1
export const DISPATCH_DAYS_AHEAD = 1

/** Whether this role may see the manifest (addresses, phones) of `date`. */
export function mayOpenManifest(role: StaffRole, date: string, now: Date): boolean {
	if (role === 'owner' || role === 'manager') return true
	if (role !== 'dispatch') return false
	const today = uaeClock(now).date
	return date >= addDays(today, -DISPATCH_DAYS_BACK) && date <= addDays(today, DISPATCH_DAYS_AHEAD)
}

/** Nobody was home: only a day that has come (UAE time) can have failed. */
export function mayMarkFailed(date: string, now: Date): boolean {
	return date <= uaeClock(now).date
}
