/**
 * The weekly delivery preferences (server/accounts/delivery-preferences.ts) reach running plans:
 * when a customer saves them, every delivery day of their active plans that is still before its
 * cut-off and falls on a weekday with a preference goes to that weekday's address and slot
 * (domain/schedule/day-changes.ts daysOnPreferredWeekdays). Days past the cut-off, and weekdays
 * without a preference, keep what they have. Runs in the saving transaction, under each plan's
 * row lock like every other change of a plan's days.
 */
import { and, asc, eq } from 'drizzle-orm'
import { weekdayOf } from '../../domain/delivery-schedule.ts'
import { daysOnPreferredWeekdays } from '../../domain/schedule/day-changes.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import type { OrderDeliveryAddress } from '../../domain/order.ts'
import type { Transaction } from '../db/client.ts'
import { findOpenTiming } from '../db/queries/delivery.ts'
import { customerAddresses, deliveryPreferences, subscriptions } from '../db/schema.ts'
import { deliveryAddressSnapshot } from '../orders/address-schema.ts'
import { updateDayAsRead } from './pause-days.ts'
import { planScheduleOf } from './schedule-data.ts'

/** Resolves to how many delivery days changed. */
export async function applyDeliveryPreferences(tx: Transaction, customerId: number, locale: LocaleCode, now: Date): Promise<number> {
	const preferred = await tx
		.select({ weekday: deliveryPreferences.weekday, areaTimingId: deliveryPreferences.areaTimingId, address: customerAddresses })
		.from(deliveryPreferences)
		.innerJoin(customerAddresses, eq(customerAddresses.id, deliveryPreferences.addressId))
		.where(eq(deliveryPreferences.customerId, customerId))
	const byWeekday = new Map<number, { address: OrderDeliveryAddress; areaTimingId: number }>()
	for (const { weekday, areaTimingId, address } of preferred) {
		// The preferences' own check found the slot open a moment ago; one closed since is left out.
		const timing = await findOpenTiming(tx, areaTimingId, locale)
		if (!timing) continue
		const input = {
			type: address.type as OrderDeliveryAddress['type'],
			city_id: address.cityId,
			area_id: address.areaId,
			area_timing_id: areaTimingId,
			flat_number: address.flatNumber,
			building_name: address.buildingName,
			street: address.street,
			landmark: address.landmark,
			notes: address.notes,
			custom_delivery_instructions: address.customDeliveryInstructions,
			latitude: address.latitude,
			longitude: address.longitude,
		}
		byWeekday.set(weekday, { address: deliveryAddressSnapshot(input, timing), areaTimingId })
	}
	if (byWeekday.size === 0) return 0

	const plans = await tx
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.customerId, customerId), eq(subscriptions.status, 'active')))
		.orderBy(asc(subscriptions.id))
		.for('update')
	let changed = 0
	for (const plan of plans) {
		const { rows, schedule } = await planScheduleOf(tx, plan)
		const rowOf = new Map(rows.map((row) => [row.id, row]))
		for (const day of daysOnPreferredWeekdays(schedule, new Set(byWeekday.keys()), now)) {
			const row = rowOf.get(day.id)!
			const wanted = byWeekday.get(weekdayOf(day.date))!
			await updateDayAsRead(tx, row, { address: wanted.address, areaTimingId: wanted.areaTimingId, updatedAt: now })
			changed += 1
		}
	}
	return changed
}
