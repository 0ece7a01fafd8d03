/**
 * Changing where and when a delivery day arrives (issue 17 item 4): a new address (with its
 * slot), or only another slot in the day's area, for that day or for it and every later day of
 * the plan ("from this date on"). One transaction under the plan's lock, each day written only
 * if still as read; the cut-off is domain/schedule/day-changes.ts's, checked here whatever the
 * browser showed.
 */
import { and, eq } from 'drizzle-orm'
import { CHECKOUT_MESSAGES } from '../../content/checkout-messages.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import type { OrderDeliveryAddress } from '../../domain/order.ts'
import { daysToChange } from '../../domain/schedule/day-changes.ts'
import type { Executor } from '../db/client.ts'
import { findOpenTiming } from '../db/queries/delivery.ts'
import { deliveries, subscriptions } from '../db/schema.ts'
import { type DeliveryAddressInput, deliveryAddressSnapshot } from '../orders/address-schema.ts'
import { addressChangedMail } from '../mail/schedule-templates.ts'
import { queueOwnerMail } from './schedule-mails.ts'
import { changeOwnPlan, DayChangedMeanwhile, type ScheduleChange, updateDayAsRead } from './pause-days.ts'
import { isPublicId, planScheduleOf } from './schedule-data.ts'

/** A new address (its `area_timing_id` is the slot), or only a slot in the day's own area. */
export type WhereAndWhen = { address: DeliveryAddressInput } | { areaTimingId: number }

export type DeliveryChangeRequest = {
	deliveryId: string
	customerId: number
	change: WhereAndWhen
	fromThisDateOn: boolean
	/** The day's `updated_at` as the customer last saw it: when given, a day changed since is a conflict. */
	seenUpdatedAt?: Date
	/** The language the day's snapshot names its emirate and area in (the customer's). */
	locale: LocaleCode
	now: Date
	/** Staff with `schedule.override-cut-off` (the console): days after the cut-off too, from tomorrow on. */
	overrideCutoff?: boolean
}

type Moved = { subscriptionId: number; dates: string[]; address: OrderDeliveryAddress; mailIds: number[] }

export type DeliveryChangeResult = ScheduleChange<Moved> | { status: 'invalid'; fields: Record<string, string> }

/** The plan of a customer's delivery day: its public id, or null when the day is not theirs. */
export async function ownDeliveryPlan(db: Executor, deliveryId: string, customerId: number) {
	if (!isPublicId(deliveryId)) return null
	const [row] = await db
		.select({ subscriptionId: subscriptions.publicId, address: deliveries.address })
		.from(deliveries)
		.innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
		.where(and(eq(deliveries.publicId, deliveryId), eq(subscriptions.customerId, customerId)))
	return row ?? null
}

export async function changeDeliveryAddressOrSlot(db: Executor, request: DeliveryChangeRequest): Promise<DeliveryChangeResult> {
	const plan = await ownDeliveryPlan(db, request.deliveryId, request.customerId)
	if (!plan) return { status: 'not-found' }
	const slotClosed = { status: 'invalid' as const, fields: { area_timing_id: CHECKOUT_MESSAGES[request.locale].slotClosed } }
	const timingId = 'address' in request.change ? request.change.address.area_timing_id : request.change.areaTimingId
	const timing = await findOpenTiming(db, timingId, request.locale)
	if (!timing) return slotClosed
	// A new address's slot must run in its area; a slot alone, in the area the day goes to.
	const area = 'address' in request.change ? request.change.address.area_id : plan.address.area_id
	if (timing.areaId !== area || ('address' in request.change && timing.cityId !== request.change.address.city_id)) return slotClosed

	return changeOwnPlan(db, { subscriptionId: plan.subscriptionId, customerId: request.customerId }, async (tx, subscription): Promise<ScheduleChange<Moved>> => {
		const { rows, schedule } = await planScheduleOf(tx, subscription)
		const day = rows.find((row) => row.publicId === request.deliveryId)!
		if (request.seenUpdatedAt && request.seenUpdatedAt.getTime() !== day.updatedAt.getTime()) throw new DayChangedMeanwhile(`Delivery ${day.id} changed since it was shown`)
		const outcome = daysToChange(schedule, schedule.days.find((one) => one.id === day.id)!, { fromThisDateOn: request.fromThisDateOn, now: request.now, overrideCutoff: request.overrideCutoff })
		if (!outcome.ok) return { status: 'refused', problem: outcome.problem }
		// Only the slot: the day must still go to the area the slot was checked against.
		if (!('address' in request.change) && day.address.area_id !== area) throw new DayChangedMeanwhile(`Delivery ${day.id} moved to another area meanwhile`)
		const address: OrderDeliveryAddress =
			'address' in request.change ? deliveryAddressSnapshot(request.change.address, timing) : { ...day.address, area_timing_id: timing.id, slot: timing.slot }
		const rowOf = new Map(rows.map((row) => [row.id, row]))
		for (const one of outcome.days) await updateDayAsRead(tx, rowOf.get(one.id)!, { address, areaTimingId: timing.id, updatedAt: request.now })
		await tx.update(subscriptions).set({ updatedAt: request.now }).where(eq(subscriptions.id, subscription.id))
		const dates = outcome.days.map((one) => one.date)
		const mailIds = await queueOwnerMail(tx, request.customerId, (customer) => addressChangedMail(customer, { dates, fromThisDateOn: request.fromThisDateOn, address }))
		return { status: 'changed', subscriptionId: subscription.id, dates, address, mailIds }
	})
}
