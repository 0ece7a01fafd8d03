/**
 * The checkout's order request, one schema for the API (JSON) and the checkout page's form:
 * the pricing fields of the order draft (validated by the price service), the customer, the
 * delivery address and the start date. Each field fails with its own sentence in the request's
 * language (content/checkout-messages.ts).
 */
import { z } from 'zod'
import { ALLERGENS } from '../../content/sample-menus/types.ts'
import { CHECKOUT_MESSAGES, type CheckoutField } from '../../content/checkout-messages.ts'
import { readEmail, readName, readUaePhone } from '../../domain/contact-rules.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { ALLERGY_NOTES_MAX } from '../../app/utils/customise-query.ts'

const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const

// The UAE's bounding box: a pin outside it is a mistake, not an address we deliver to.
const UAE_BOUNDS = { latitude: [22.5, 26.5], longitude: [51.0, 56.5] } as const

function buildOrderRequestSchema(locale: LocaleCode) {
	const messages = CHECKOUT_MESSAGES[locale].fields
	const error = (field: CheckoutField) => ({ error: () => messages[field] })
	const ruled = (field: CheckoutField, read: (text: string) => string | null) =>
		z.string(error(field)).transform((text, context) => {
			const value = read(text)
			if (value !== null) return value
			context.issues.push({ code: 'custom', message: messages[field], input: text })
			return z.NEVER
		})
	const text = (field: CheckoutField, max: number, required = false) =>
		z
			.string(error(field))
			.trim()
			.max(max, error(field))
			.refine((value) => !required || value.length > 0, error(field))
	const coordinate = (field: 'latitude' | 'longitude') =>
		z.number(error('location')).min(UAE_BOUNDS[field][0], error('location')).max(UAE_BOUNDS[field][1], error('location')).nullish()
	const id = (field: CheckoutField) => z.coerce.number(error(field)).int(error(field)).positive(error(field))

	return z.object({
		first_name: ruled('first_name', readName),
		last_name: ruled('last_name', readName),
		email: ruled('email', readEmail),
		mobile_number: ruled('mobile_number', (value) => readUaePhone(value, 'mobile')),
		start_date: z.string(error('start_date')),
		allergies: z.array(z.enum(ALLERGENS, error('allergies')), error('allergies')).max(ALLERGENS.length, error('allergies')).default([]),
		allergy_notes: text('allergies', ALLERGY_NOTES_MAX).default(''),
		delivery_address: z.object(
			{
				type: z.enum(ADDRESS_TYPES, error('address_type')).default('Home'),
				city_id: id('city_id'),
				area_id: id('area_id'),
				area_timing_id: id('area_timing_id'),
				flat_number: text('flat_number', 20, true),
				building_name: text('building_name', 100, true),
				street: text('street', 100).default(''),
				landmark: text('landmark', 100).default(''),
				notes: text('address_notes', 300).default(''),
				custom_delivery_instructions: text('custom_delivery_instructions', 300).default(''),
				latitude: coordinate('latitude'),
				longitude: coordinate('longitude'),
			},
			error('city_id'),
		),
		/** The total the customer was shown, in fils: the order is refused if the server's differs. */
		expected_total: z.number(error('expected_total')).int(error('expected_total')).nonnegative(error('expected_total')),
		terms: z.literal(true, error('terms')),
		initiator_type: z.enum(['Organic', 'Campaign', 'Partner', 'Ambassador']).catch('Organic').default('Organic'),
	})
}

const SCHEMAS = new Map<LocaleCode, ReturnType<typeof buildOrderRequestSchema>>()

export function orderRequestSchema(locale: LocaleCode) {
	let schema = SCHEMAS.get(locale)
	if (!schema) {
		schema = buildOrderRequestSchema(locale)
		SCHEMAS.set(locale, schema)
	}
	return schema
}

export type OrderRequest = z.output<ReturnType<typeof buildOrderRequestSchema>>

/** Address fields are reported by their own name; `notes` is the address's, hence `address_notes`. */
export function fieldOf(path: readonly PropertyKey[]): string {
	if (path[0] !== 'delivery_address') return String(path[0] ?? '')
	const field = String(path[1] ?? 'city_id')
	if (field === 'notes') return 'address_notes'
	if (field === 'latitude' || field === 'longitude') return 'location'
	if (field === 'type') return 'address_type'
	return field
}
