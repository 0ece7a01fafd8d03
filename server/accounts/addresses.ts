/**
 * A customer's saved delivery addresses (`addresses.data` of the profile). The fields and their
 * messages are the checkout's (server/orders/address-schema.ts); the slot must be one that still
 * runs in the chosen area and emirate. Rules:
 * - one default address per customer; the first one saved becomes it;
 * - deleting the default makes the newest remaining address (a real one before the temporary
 *   placeholder) the default; delivery preferences that used the address go with it;
 * - editing the temporary placeholder (an app-created account's stand-in) makes it a real address;
 * - an account keeps at most MAX_ADDRESSES addresses.
 * Changes lock the customer's row, so two at once (two tabs, the app and the site) cannot leave
 * two defaults or none.
 */
import { and, asc, desc, eq, ne } from 'drizzle-orm'
import { DELIVERY_SLOT_NAMES } from '../../content/delivery-areas.ts'
import { CHECKOUT_MESSAGES } from '../../content/checkout-messages.ts'
import { isDeliverySlot } from '../../domain/delivery-schedule.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import type { OrderDeliveryAddress } from '../../domain/order.ts'
import { landmarkStored } from '../../domain/order-draft.ts'
import type { Database } from '../db/client.ts'
import { findOpenTiming } from '../db/queries/delivery.ts'
import {
	areas,
	areaTimings,
	areaTranslations,
	cities,
	cityTranslations,
	customerAddresses,
	customers,
	deliveryPreferences,
} from '../db/schema.ts'
import { type AddressType, addressFieldOf, deliveryAddressSchema } from '../orders/address-schema.ts'

export const MAX_ADDRESSES = 20

export type AddressJson = {
	id: number
	type: AddressType
	flat_number: string
	building_name: string
	street: string
	landmark: string
	notes: string
	custom_delivery_instructions: string
	city_id: number
	city_name: string
	area_id: number
	area_name: string
	area_timing_id: number
	/** early-morning | morning | evening */
	slot: string
	/** The slot's name in the request's language. */
	area_timing_name: string
	latitude: number | null
	longitude: number | null
	is_default: boolean
	is_temporary: boolean
	/** False when the slot, its area or its emirate is no longer delivered to: the address needs a new slot. */
	is_deliverable: boolean
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
type Executor = Database | Transaction

const isAddressType = (value: string): value is AddressType => value === 'Home' || value === 'Work' || value === 'Other'

function addressQuery(db: Executor, locale: LocaleCode) {
	return db
		.select({
			id: customerAddresses.id,
			type: customerAddresses.type,
			flatNumber: customerAddresses.flatNumber,
			buildingName: customerAddresses.buildingName,
			street: customerAddresses.street,
			landmark: customerAddresses.landmark,
			notes: customerAddresses.notes,
			customDeliveryInstructions: customerAddresses.customDeliveryInstructions,
			cityId: customerAddresses.cityId,
			cityName: cityTranslations.name,
			areaId: customerAddresses.areaId,
			areaName: areaTranslations.name,
			areaTimingId: customerAddresses.areaTimingId,
			slot: areaTimings.slot,
			timingActive: areaTimings.isActive,
			timingAreaId: areaTimings.areaId,
			areaActive: areas.isActive,
			areaCityId: areas.cityId,
			cityActive: cities.isActive,
			latitude: customerAddresses.latitude,
			longitude: customerAddresses.longitude,
			isDefault: customerAddresses.isDefault,
			isTemporary: customerAddresses.isTemporary,
		})
		.from(customerAddresses)
		.innerJoin(areaTimings, eq(areaTimings.id, customerAddresses.areaTimingId))
		.innerJoin(areas, eq(areas.id, customerAddresses.areaId))
		.innerJoin(cities, eq(cities.id, customerAddresses.cityId))
		.leftJoin(cityTranslations, and(eq(cityTranslations.cityId, customerAddresses.cityId), eq(cityTranslations.locale, locale)))
		.leftJoin(areaTranslations, and(eq(areaTranslations.areaId, customerAddresses.areaId), eq(areaTranslations.locale, locale)))
}

type AddressRow = Awaited<ReturnType<ReturnType<typeof addressQuery>['execute']>>[number]

function addressJson(row: AddressRow, locale: LocaleCode): AddressJson {
	return {
		id: row.id,
		type: isAddressType(row.type) ? row.type : 'Home',
		flat_number: row.flatNumber,
		building_name: row.buildingName,
		street: row.street,
		landmark: row.landmark,
		notes: row.notes,
		custom_delivery_instructions: row.customDeliveryInstructions,
		city_id: row.cityId,
		city_name: row.cityName ?? '',
		area_id: row.areaId,
		area_name: row.areaName ?? '',
		area_timing_id: row.areaTimingId,
		slot: row.slot,
		area_timing_name: isDeliverySlot(row.slot) ? DELIVERY_SLOT_NAMES[row.slot][locale] : row.slot,
		latitude: row.latitude,
		longitude: row.longitude,
		is_default: row.isDefault,
		is_temporary: row.isTemporary,
		is_deliverable:
			row.timingActive && row.areaActive && row.cityActive && row.timingAreaId === row.areaId && row.areaCityId === row.cityId,
	}
}

/** The customer's addresses, the default first, then in the order they were saved. */
export async function listAddresses(db: Executor, customerId: number, locale: LocaleCode): Promise<AddressJson[]> {
	const rows = await addressQuery(db, locale)
		.where(eq(customerAddresses.customerId, customerId))
		.orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id))
	return rows.map((row) => addressJson(row, locale))
}

/** One of the customer's addresses, or null (none such, or another customer's). */
export async function findAddress(db: Executor, customerId: number, addressId: number, locale: LocaleCode): Promise<AddressJson | null> {
	const [row] = await addressQuery(db, locale)
		.where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, addressId)))
		.limit(1)
	return row ? addressJson(row, locale) : null
}

export type AddressResult =
	| { status: 'saved'; address: AddressJson }
	| { status: 'invalid'; fields: Record<string, string> }
	| { status: 'not-found' }
	| { status: 'too-many' }

/** `true`, "true", "on" or "1": a form's checkbox or the API's boolean. */
export const isTruthy = (value: unknown) => value === true || value === 'true' || value === 'on' || value === '1'

/** The typed address checked like the checkout checks it, with the open slot it names. */
async function readAddress(db: Database, body: Record<string, unknown>, locale: LocaleCode) {
	const parsed = deliveryAddressSchema(locale).safeParse(body)
	if (!parsed.success) {
		const fields: Record<string, string> = {}
		for (const issue of parsed.error.issues) fields[addressFieldOf(issue.path[0])] ??= issue.message
		return { ok: false as const, fields }
	}
	const address = parsed.data
	const timing = await findOpenTiming(db, address.area_timing_id, locale)
	if (!timing || timing.areaId !== address.area_id || timing.cityId !== address.city_id) {
		return { ok: false as const, fields: { area_timing_id: CHECKOUT_MESSAGES[locale].slotClosed } }
	}
	const values = {
		type: address.type,
		cityId: timing.cityId,
		areaId: timing.areaId,
		areaTimingId: timing.id,
		flatNumber: address.flat_number,
		buildingName: address.building_name,
		street: address.street,
		landmark: landmarkStored(address.landmark),
		notes: address.notes,
		customDeliveryInstructions: address.custom_delivery_instructions,
		latitude: address.latitude ?? null,
		longitude: address.longitude ?? null,
	}
	return { ok: true as const, values }
}

/** Holds the customer's row until the transaction ends: their address changes happen one at a time. */
export async function lockCustomer(tx: Transaction, customerId: number) {
	const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update')
	return Boolean(row)
}

async function clearDefault(tx: Transaction, customerId: number) {
	await tx
		.update(customerAddresses)
		.set({ isDefault: false })
		.where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)))
}

/**
 * A new account's first address, its default: the one its order was made with (an account made
 * at checkout), as the order stored it once checked, instructions and map pin included.
 */
export async function saveFirstAddressFromOrder(tx: Transaction, customerId: number, address: OrderDeliveryAddress) {
	await tx.insert(customerAddresses).values({
		customerId,
		type: address.type,
		cityId: address.city_id,
		areaId: address.area_id,
		areaTimingId: address.area_timing_id,
		flatNumber: address.flat_number,
		buildingName: address.building_name,
		street: address.street,
		landmark: address.landmark,
		notes: address.notes,
		customDeliveryInstructions: address.custom_delivery_instructions,
		latitude: address.latitude,
		longitude: address.longitude,
		isDefault: true,
	})
}

/**
 * A signed-in customer's order when their address book is empty: the order's address becomes their
 * first, as an account made at checkout keeps it, so the weekly delivery days (which need a saved
 * address) and a day's change of address offer it. A customer who has saved any address keeps
 * their book as it is. The customer's row is locked first, so parallel orders save one address;
 * call it before the order's insert, whose reference to the customer would otherwise deadlock with that lock.
 */
export async function saveOrderAddressIfNone(tx: Transaction, customerId: number, address: OrderDeliveryAddress) {
	if (!(await lockCustomer(tx, customerId))) return
	const [saved] = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId)).limit(1)
	if (!saved) await saveFirstAddressFromOrder(tx, customerId, address)
}

export async function createAddress(db: Database, customerId: number, body: Record<string, unknown>, locale: LocaleCode): Promise<AddressResult> {
	const read = await readAddress(db, body, locale)
	if (!read.ok) return { status: 'invalid', fields: read.fields }
	const id = await db.transaction(async (tx) => {
		if (!(await lockCustomer(tx, customerId))) return 'not-found' as const
		const existing = await tx
			.select({ id: customerAddresses.id, isDefault: customerAddresses.isDefault })
			.from(customerAddresses)
			.where(eq(customerAddresses.customerId, customerId))
		if (existing.length >= MAX_ADDRESSES) return 'too-many' as const
		const makeDefault = isTruthy(body.is_default) || !existing.some((address) => address.isDefault)
		if (makeDefault) await clearDefault(tx, customerId)
		const [created] = await tx
			.insert(customerAddresses)
			.values({ ...read.values, customerId, isDefault: makeDefault })
			.returning({ id: customerAddresses.id })
		return created!.id
	})
	if (id === 'not-found' || id === 'too-many') return { status: id }
	const address = await findAddress(db, customerId, id, locale)
	return address ? { status: 'saved', address } : { status: 'not-found' }
}

export async function updateAddress(
	db: Database,
	customerId: number,
	addressId: number,
	body: Record<string, unknown>,
	locale: LocaleCode,
	now: Date = new Date(),
): Promise<AddressResult> {
	if (!(await findAddress(db, customerId, addressId, locale))) return { status: 'not-found' }
	const read = await readAddress(db, body, locale)
	if (!read.ok) return { status: 'invalid', fields: read.fields }
	const found = await db.transaction(async (tx) => {
		if (!(await lockCustomer(tx, customerId))) return false
		const [before] = await tx
			.select({ areaId: customerAddresses.areaId })
			.from(customerAddresses)
			.where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
		if (!before) return false
		if (isTruthy(body.is_default)) await clearDefault(tx, customerId)
		await tx
			.update(customerAddresses)
			.set({ ...read.values, isTemporary: false, updatedAt: now, ...(isTruthy(body.is_default) ? { isDefault: true } : {}) })
			.where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
		// The slots of the old area do not run in the new one: the days delivered here take the address's new slot.
		if (before.areaId !== read.values.areaId) {
			await tx
				.update(deliveryPreferences)
				.set({ areaTimingId: read.values.areaTimingId, updatedAt: now })
				.where(and(eq(deliveryPreferences.customerId, customerId), eq(deliveryPreferences.addressId, addressId)))
		}
		return true
	})
	if (!found) return { status: 'not-found' }
	const address = await findAddress(db, customerId, addressId, locale)
	return address ? { status: 'saved', address } : { status: 'not-found' }
}

/** Deletes one of the customer's addresses; a deleted default hands the role to the newest remaining one. */
export async function deleteAddress(db: Database, customerId: number, addressId: number): Promise<'deleted' | 'not-found'> {
	return db.transaction(async (tx) => {
		if (!(await lockCustomer(tx, customerId))) return 'not-found'
		const [deleted] = await tx
			.delete(customerAddresses)
			.where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
			.returning({ isDefault: customerAddresses.isDefault })
		if (!deleted) return 'not-found'
		if (deleted.isDefault) {
			const [next] = await tx
				.select({ id: customerAddresses.id })
				.from(customerAddresses)
				.where(and(eq(customerAddresses.customerId, customerId), ne(customerAddresses.id, addressId)))
				.orderBy(asc(customerAddresses.isTemporary), desc(customerAddresses.id))
				.limit(1)
			if (next) await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, next.id))
		}
		return 'deleted'
	})
}

/** Makes one of the customer's addresses the default (and no other). */
export async function setDefaultAddress(db: Database, customerId: number, addressId: number): Promise<'saved' | 'not-found'> {
	return db.transaction(async (tx) => {
		if (!(await lockCustomer(tx, customerId))) return 'not-found'
		const [own] = await tx
			.select({ id: customerAddresses.id })
			.from(customerAddresses)
			.where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
		if (!own) return 'not-found'
		await clearDefault(tx, customerId)
		await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, addressId))
		return 'saved'
	})
}
