/**
 * The checkout's order request, one schema for the API (JSON) and the checkout page's form:
 * the pricing fields of the order draft (validated by the price service), the customer, the
 * delivery address (the schema saved addresses share, ./address-schema.ts) and the start date.
 * Each field fails with its own sentence in the request's language (content/checkout-messages.ts).
 *
 * The optional nutritionist consultation's shape is checked here with domain/consultation.ts's
 * rules (the offer's type, place and language, a consultation day, a start time); whether its
 * slot is still open depends on the clock, so `consultationAtProblem` answers that for the order
 * service at the instant it is given.
 */
import { z } from 'zod'
import { ALLERGENS } from '../../content/sample-menus/types.ts'
import { CHECKOUT_MESSAGES, type CheckoutField } from '../../content/checkout-messages.ts'
import { CONSULTATION_OFFER } from '../../content/consultations.ts'
import { consultationProblem, consultationShapeProblem, normalizeConsultation } from '../../domain/consultation.ts'
import { readEmail, readName, readUaePhone } from '../../domain/contact-rules.ts'
import { type LocaleCode, oncePerLocale } from '../../domain/locale.ts'
import type { OrderConsultation } from '../../domain/order.ts'
import { ALLERGY_NOTES_MAX } from '../../app/utils/customise-query.ts'
import { addressFieldOf, deliveryAddressSchema } from './address-schema.ts'
import { customerTextField, textField } from '../validation/text-field.ts'

function buildOrderRequestSchema(locale: LocaleCode) {
	const messages = CHECKOUT_MESSAGES[locale].fields
	const error = (field: CheckoutField) => ({ error: () => messages[field] })
	const ruled = (field: CheckoutField, read: (text: string) => string | null) =>
		textField(locale, messages[field]).transform((text, context) => {
			const value = read(text)
			if (value !== null) return value
			context.issues.push({ code: 'custom', message: messages[field], input: text })
			return z.NEVER
		})
	const text = (field: CheckoutField, max: number, required = false) =>
		customerTextField(locale, messages[field])
			.max(max, error(field))
			.refine((value) => !required || value.length > 0, error(field))
	const consultationInt = (fallback: number) => z.number(error('consultation')).int(error('consultation')).default(fallback)
	const consultation = z
		.object(
			{
				type: z.string(error('consultation')),
				location_id: consultationInt(CONSULTATION_OFFER.defaultLocationId),
				language_id: consultationInt(CONSULTATION_OFFER.defaultLanguageId),
				date: z.string(error('consultation')),
				time: z.string(error('consultation')),
			},
			error('consultation'),
		)
		.refine((booking) => consultationShapeProblem(booking, CONSULTATION_OFFER) === null, error('consultation'))
		.transform((booking): OrderConsultation => normalizeConsultation(booking, CONSULTATION_OFFER))

	return z.object({
		first_name: ruled('first_name', readName),
		last_name: ruled('last_name', readName),
		email: ruled('email', readEmail),
		mobile_number: ruled('mobile_number', (value) => readUaePhone(value, 'mobile')),
		start_date: z.string(error('start_date')),
		allergies: z.array(z.enum(ALLERGENS, error('allergies')), error('allergies')).max(ALLERGENS.length, error('allergies')).default([]),
		allergy_notes: text('allergies', ALLERGY_NOTES_MAX).default(''),
		delivery_address: deliveryAddressSchema(locale),
		/** The total the customer was shown, in fils: the order is refused if the server's differs. */
		expected_total: z.number(error('expected_total')).int(error('expected_total')).nonnegative(error('expected_total')),
		terms: z.literal(true, error('terms')),
		initiator_type: z.enum(['Organic', 'Campaign', 'Partner', 'Ambassador']).catch('Organic').default('Organic'),
		/** The free nutritionist consultation (content/consultations.ts); null or absent for none. */
		consultation: consultation.nullish().transform((booking) => booking ?? null),
	})
}

export const orderRequestSchema = oncePerLocale(buildOrderRequestSchema)

export type OrderRequest = z.output<ReturnType<typeof buildOrderRequestSchema>>

/**
 * Why a well-formed consultation cannot be booked at `now` (its slot has come too close or
 * passed), as the `consultation` field's sentence; null when it can, or when there is none.
 */
export function consultationAtProblem(booking: OrderConsultation | null, now: Date, locale: LocaleCode): string | null {
	if (!booking) return null
	const problem = consultationProblem(booking, now, CONSULTATION_OFFER)
	if (problem === null) return null
	const messages = CHECKOUT_MESSAGES[locale]
	return problem === 'unavailable' ? messages.consultationUnavailable : messages.fields.consultation
}

/** Address fields are reported by their own name; `notes` is the address's, hence `address_notes`. */
export function fieldOf(path: readonly PropertyKey[]): string {
	if (path[0] !== 'delivery_address') return String(path[0] ?? '')
	return addressFieldOf(path[1])
}
