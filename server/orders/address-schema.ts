/**
 * A delivery address as the checkout and the account take it (spec §3 deliveryAddress): one
 * Zod schema for the order request (server/orders/order-request.ts) and the saved addresses of
 * an account (server/accounts/addresses.ts), so a field fails the same way with the same
 * sentence (content/checkout-messages.ts) wherever an address is typed. Whether the slot is
 * still running in that area is checked against the database by the caller (findOpenTiming).
 */
import { z } from 'zod'
import { CHECKOUT_MESSAGES, type CheckoutField } from '../../content/checkout-messages.ts'
import { type LocaleCode, oncePerLocale } from '../../domain/locale.ts'
import type { OrderDeliveryAddress } from '../../domain/order.ts'
import { landmarkStored } from '../../domain/order-draft.ts'
import type { DeliveryTiming } from '../db/queries/delivery.ts'
import { customerTextField } from '../validation/text-field.ts'

export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const
export type AddressType = (typeof ADDRESS_TYPES)[number]

/** Longest text each address field takes, in characters (the forms' maxLength). */
export const ADDRESS_LIMITS = {
	flat_number: 20,
	building_name: 100,
	street: 100,
	landmark: 100,
	notes: 300,
	custom_delivery_instructions: 300,
} as const

// The UAE's bounding box: a pin outside it is a mistake, not an address we deliver to.
const UAE_BOUNDS = { latitude: [22.5, 26.5], longitude: [51.0, 56.5] } as const

/** A field's sentence in `locale`, as Zod's error option. */
export function checkoutFieldError(locale: LocaleCode, field: CheckoutField) {
	const messages = CHECKOUT_MESSAGES[locale].fields
	return { error: () => messages[field] }
}

function buildAddressSchema(locale: LocaleCode) {
	const error = (field: CheckoutField) => checkoutFieldError(locale, field)
	const text = (field: CheckoutField, max: number, required = false) =>
		customerTextField(locale, CHECKOUT_MESSAGES[locale].fields[field])
			.max(max, error(field))
			.refine((value) => !required || value.length > 0, error(field))
	const coordinate = (field: 'latitude' | 'longitude') =>
		z.number(error('location')).min(UAE_BOUNDS[field][0], error('location')).max(UAE_BOUNDS[field][1], error('location')).nullish()
	const id = (field: CheckoutField) => z.coerce.number(error(field)).int(error(field)).positive(error(field)).max(2_147_483_647, error(field))

	return z.object(
		{
			type: z.enum(ADDRESS_TYPES, error('address_type')).default('Home'),
			city_id: id('city_id'),
			area_id: id('area_id'),
			area_timing_id: id('area_timing_id'),
			flat_number: text('flat_number', ADDRESS_LIMITS.flat_number, true),
			building_name: text('building_name', ADDRESS_LIMITS.building_name, true),
			street: text('street', ADDRESS_LIMITS.street).default(''),
			landmark: text('landmark', ADDRESS_LIMITS.landmark).default(''),
			notes: text('address_notes', ADDRESS_LIMITS.notes).default(''),
			custom_delivery_instructions: text('custom_delivery_instructions', ADDRESS_LIMITS.custom_delivery_instructions).default(''),
			latitude: coordinate('latitude'),
			longitude: coordinate('longitude'),
		},
		error('city_id'),
	)
}

/** The address schema with its messages in `locale` (built once per language). */
export const deliveryAddressSchema = oncePerLocale(buildAddressSchema)

export type DeliveryAddressInput = z.output<ReturnType<typeof buildAddressSchema>>

/**
 * The name a problem with an address key is reported under: `notes` is the address's, hence
 * `address_notes`; both coordinates are the map pin's `location`; `type` is `address_type`.
 */
export function addressFieldOf(key: PropertyKey | undefined): string {
	const field = String(key ?? 'city_id')
	if (field === 'notes') return 'address_notes'
	if (field === 'latitude' || field === 'longitude') return 'location'
	if (field === 'type') return 'address_type'
	return field
}

/**
 * The address as an order or a delivery day keeps it: what the customer typed, with the city,
 * area and slot named from the open timing it was checked against (`timing`), so the snapshot
 * reads the same whatever is renamed later.
 */
export function deliveryAddressSnapshot(address: DeliveryAddressInput, timing: DeliveryTiming): OrderDeliveryAddress {
	return {
		type: address.type,
		city_id: timing.cityId,
		city_name: timing.cityName,
		area_id: timing.areaId,
		area_name: timing.areaName,
		area_timing_id: timing.id,
		slot: timing.slot,
		flat_number: address.flat_number,
		building_name: address.building_name,
		street: address.street,
		landmark: landmarkStored(address.landmark),
		notes: address.notes,
		custom_delivery_instructions: address.custom_delivery_instructions,
		latitude: address.latitude ?? null,
		longitude: address.longitude ?? null,
	}
}
