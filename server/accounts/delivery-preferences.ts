/**
 * Delivery preferences (spec §3, §7 `client_delivery_preferences`): for each day of the week
 * (0 = Sunday … 6 = Saturday, as the order draft's preferred delivery days), which of the
 * customer's addresses the food goes to and in which slot (`area_timing_id`). The list a client
 * sends is the whole set: a day left out has no preference. Each address must be the
 * customer's own, and each slot one that still runs in that address's area. Saving them also
 * moves the days of the customer's running plans that are still before the cut-off
 * (server/schedule/preferred-days.ts).
 */
import { and, asc, eq, inArray, max } from 'drizzle-orm'
import { z } from 'zod'
import { ACCOUNT_PROFILE_MESSAGES } from '../../content/account-messages/profile.ts'
import { DELIVERY_SLOT_NAMES } from '../../content/delivery-areas.ts'
import { isDeliverySlot } from '../../domain/delivery-schedule.ts'
import { type LocaleCode, oncePerLocale } from '../../domain/locale.ts'
import { preferredDeliveryDays } from '../../domain/order-draft.ts'
import { DAYS_PER_WEEK_OPTIONS, isDaysPerWeek } from '../../domain/plan-pricing.ts'
import type { Database } from '../db/client.ts'
import { findOpenTiming } from '../db/queries/delivery.ts'
import { areaTimings, customerAddresses, deliveryPreferences, subscriptions } from '../db/schema.ts'
import { applyDeliveryPreferences } from '../schedule/preferred-days.ts'
import { lockCustomer } from './addresses.ts'

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const

/**
 * The weekdays the account offers for preferences (spec §4): 1 … days_per_week, Sunday written 0,
 * for the most days a week among the customer's running plans (a 5-day plan is never delivered at
 * the weekend). Without a running plan every weekday: the next plan may deliver on any of them.
 */
const MOST_DAYS_PER_WEEK = Math.max(...DAYS_PER_WEEK_OPTIONS) as (typeof DAYS_PER_WEEK_OPTIONS)[number]

export async function preferredWeekdays(db: Database, customerId: number): Promise<number[]> {
	const [plans] = await db
		.select({ daysPerWeek: max(subscriptions.daysPerWeek) })
		.from(subscriptions)
		.where(and(eq(subscriptions.customerId, customerId), eq(subscriptions.status, 'active')))
	const daysPerWeek = plans?.daysPerWeek
	return preferredDeliveryDays(isDaysPerWeek(daysPerWeek) ? daysPerWeek : MOST_DAYS_PER_WEEK)
}

export type DeliveryPreferenceJson = {
	weekday: number
	address_id: number
	area_timing_id: number
	slot: string
	area_timing_name: string
}

export type DeliveryPreferenceInput = { weekday: number; address_id: number; area_timing_id: number }

export async function listDeliveryPreferences(db: Database, customerId: number, locale: LocaleCode): Promise<DeliveryPreferenceJson[]> {
	const rows = await db
		.select({
			weekday: deliveryPreferences.weekday,
			addressId: deliveryPreferences.addressId,
			areaTimingId: deliveryPreferences.areaTimingId,
			slot: areaTimings.slot,
		})
		.from(deliveryPreferences)
		.innerJoin(areaTimings, eq(areaTimings.id, deliveryPreferences.areaTimingId))
		.where(eq(deliveryPreferences.customerId, customerId))
		.orderBy(asc(deliveryPreferences.weekday))
	return rows.map((row) => ({
		weekday: row.weekday,
		address_id: row.addressId,
		area_timing_id: row.areaTimingId,
		slot: row.slot,
		area_timing_name: isDeliverySlot(row.slot) ? DELIVERY_SLOT_NAMES[row.slot][locale] : row.slot,
	}))
}

function buildPreferencesSchema(locale: LocaleCode) {
	const messages = ACCOUNT_PROFILE_MESSAGES[locale].preferences
	const error = (field: keyof typeof messages) => ({ error: () => messages[field] })
	const id = (field: 'address_id' | 'area_timing_id') =>
		z.coerce.number(error(field)).int(error(field)).positive(error(field)).max(2_147_483_647, error(field))
	return z.object(
		{
			client_delivery_preferences: z
				.array(
					z.object(
						{
							weekday: z.coerce.number(error('weekday')).int(error('weekday')).min(0, error('weekday')).max(6, error('weekday')),
							address_id: id('address_id'),
							area_timing_id: id('area_timing_id'),
						},
						error('client_delivery_preferences'),
					),
					error('client_delivery_preferences'),
				)
				.max(WEEKDAYS.length, error('client_delivery_preferences')),
		},
		error('client_delivery_preferences'),
	)
}

const preferencesSchema = oncePerLocale(buildPreferencesSchema)

/** The field a problem is reported under: `client_delivery_preferences.2.address_id` for the third entry's address. */
const pathOf = (path: readonly PropertyKey[]) => path.map(String).join('.') || 'client_delivery_preferences'

export type PreferencesResult =
	| { status: 'saved'; preferences: DeliveryPreferenceJson[] }
	| { status: 'invalid'; fields: Record<string, string> }

/** Replaces the customer's delivery preferences with `body.client_delivery_preferences`. */
export async function saveDeliveryPreferences(
	db: Database,
	customerId: number,
	body: Record<string, unknown>,
	locale: LocaleCode,
	now: Date = new Date(),
): Promise<PreferencesResult> {
	const messages = ACCOUNT_PROFILE_MESSAGES[locale].preferences
	const parsed = preferencesSchema(locale).safeParse(body)
	if (!parsed.success) {
		const fields: Record<string, string> = {}
		for (const issue of parsed.error.issues) fields[pathOf(issue.path)] ??= issue.message
		return { status: 'invalid', fields }
	}
	const entries = parsed.data.client_delivery_preferences
	const fields: Record<string, string> = {}
	const seen = new Set<number>()
	entries.forEach((entry, index) => {
		if (seen.has(entry.weekday)) fields[`client_delivery_preferences.${index}.weekday`] = messages.weekday
		seen.add(entry.weekday)
	})
	if (Object.keys(fields).length > 0) return { status: 'invalid', fields }

	const problems = await db.transaction(async (tx) => {
		// Addresses are checked under the same lock their deletion takes: none can vanish before the insert.
		await lockCustomer(tx, customerId)
		const addressIds = [...new Set(entries.map((entry) => entry.address_id))]
		const own =
			addressIds.length === 0
				? []
				: await tx
						.select({ id: customerAddresses.id, areaId: customerAddresses.areaId })
						.from(customerAddresses)
						.where(and(eq(customerAddresses.customerId, customerId), inArray(customerAddresses.id, addressIds)))
		const areaOf = new Map(own.map((address) => [address.id, address.areaId]))
		for (const [index, entry] of entries.entries()) {
			const areaId = areaOf.get(entry.address_id)
			if (areaId === undefined) {
				fields[`client_delivery_preferences.${index}.address_id`] = messages.address_id
				continue
			}
			const timing = await findOpenTiming(db, entry.area_timing_id, locale)
			if (!timing || timing.areaId !== areaId) fields[`client_delivery_preferences.${index}.area_timing_id`] = messages.area_timing_id
		}
		if (Object.keys(fields).length > 0) return fields

		await tx.delete(deliveryPreferences).where(eq(deliveryPreferences.customerId, customerId))
		if (entries.length > 0) {
			await tx.insert(deliveryPreferences).values(
				entries.map((entry) => ({
					customerId,
					weekday: entry.weekday,
					addressId: entry.address_id,
					areaTimingId: entry.area_timing_id,
					updatedAt: now,
				})),
			)
		}
		// Running plans follow: their days still before the cut-off on those weekdays (docs/subscriptions.md).
		await applyDeliveryPreferences(tx, customerId, locale, now)
		return null
	})
	if (problems) return { status: 'invalid', fields: problems }
	return { status: 'saved', preferences: await listDeliveryPreferences(db, customerId, locale) }
}
