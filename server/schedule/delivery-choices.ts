/**
 * Where a delivery day can go instead, as a choice a form posts (one value, no script needed):
 * `slot:<slot id>` — the day's own address in another of its area's slots — or
 * `address:<saved address id>:<slot id>` — one of the customer's saved addresses in one of its
 * area's slots. The customer's day page (app/routes/my-plan-day.tsx) and the console's customers
 * section offer and read the same choices, and both hand the result to change-delivery.ts.
 */
import type { LocaleCode } from '../../domain/locale.ts'
import type { OrderDeliveryAddress } from '../../domain/order.ts'
import { findAddress, listAddresses } from '../accounts/addresses.ts'
import type { Database, Executor } from '../db/client.ts'
import { type Area, type AreaTiming, listAreas } from '../db/queries/delivery.ts'
import type { WhereAndWhen } from './change-delivery.ts'

/** What names an address in a choice's label (flat, building, area). */
export type ChoiceAddress = { flat_number: string; building_name: string; area_name: string }

export type DeliveryChoiceGroup = { address: ChoiceAddress; options: { value: string; timing: AreaTiming }[] }

/**
 * The day's own address first, then the customer's saved addresses (not an app account's
 * temporary placeholder), each with the slots that still run in its area; a group with none is left out.
 */
export async function deliveryChoices(db: Database, customerId: number, day: Pick<OrderDeliveryAddress, 'city_id' | 'area_id'> & ChoiceAddress, locale: LocaleCode): Promise<DeliveryChoiceGroup[]> {
	const addresses = (await listAddresses(db, customerId, locale)).filter((address) => !address.is_temporary)
	const cityIds = [...new Set([day.city_id, ...addresses.map((address) => address.city_id)])]
	const areas = new Map<number, Area>()
	for (const cityId of cityIds) for (const area of (await listAreas(db, cityId, locale)) ?? []) areas.set(area.id, area)
	const slots = (areaId: number) => areas.get(areaId)?.timings ?? []
	return [
		{ address: day, options: slots(day.area_id).map((timing) => ({ value: `slot:${timing.id}`, timing })) },
		...addresses.map((address) => ({ address, options: slots(address.area_id).map((timing) => ({ value: `address:${address.id}:${timing.id}`, timing })) })),
	].filter((group) => group.options.length > 0)
}

/**
 * The change a posted choice asks for; `unknown-address` when it names an address that is not
 * (or no longer) the customer's, null when the value is no choice at all. Whether the slot still
 * runs, and in that area, is change-delivery.ts's check.
 */
export async function readDeliveryChoice(db: Executor, customerId: number, value: string, locale: LocaleCode): Promise<WhereAndWhen | 'unknown-address' | null> {
	const [kind, first, second, ...rest] = value.split(':')
	const id = (part: string | undefined) => (part && /^\d{1,9}$/.test(part) ? Number(part) : null)
	if (rest.length > 0) return null
	if (kind === 'slot' && id(first) && second === undefined) return { areaTimingId: id(first)! }
	if (kind !== 'address' || !id(first) || !id(second)) return null
	const saved = await findAddress(db, customerId, id(first)!, locale)
	if (!saved) return 'unknown-address'
	return {
		address: {
			type: saved.type,
			city_id: saved.city_id,
			area_id: saved.area_id,
			area_timing_id: id(second)!,
			flat_number: saved.flat_number,
			building_name: saved.building_name,
			street: saved.street,
			landmark: saved.landmark,
			notes: saved.notes,
			custom_delivery_instructions: saved.custom_delivery_instructions,
			latitude: saved.latitude,
			longitude: saved.longitude,
		},
	}
}
