import { describe, expect, test } from 'vitest'
import { CHECKOUT_MESSAGES } from '../../content/checkout-messages.ts'
import { consultationAtProblem, fieldOf, orderRequestSchema } from './order-request.ts'

const request = (consultation: unknown) => ({
	first_name: 'Layla',
	last_name: 'Haddad',
	email: 'layla@example.com',
	mobile_number: '0501234567',
	start_date: '2026-12-07',
	delivery_address: { type: 'Home', city_id: 1, area_id: 3, area_timing_id: 7, flat_number: '1204', building_name: 'Marina Heights' },
	expected_total: 100_000,
	terms: true,
	...(consultation === undefined ? {} : { consultation }),
})

const booking = { type: 'video', location_id: 1, language_id: 2, date: '2026-12-01', time: '14:00' }

/** The fields that failed, each with its sentence. */
function failures(body: unknown, locale: 'en' | 'ar-ae' | 'ru-ae' = 'en') {
	const parsed = orderRequestSchema(locale).safeParse(body)
	if (parsed.success) return {}
	return Object.fromEntries(parsed.error.issues.map((issue) => [fieldOf(issue.path), issue.message]))
}

describe('the consultation in an order request', () => {
	test('is optional: absent or null is none', () => {
		expect(orderRequestSchema('en').parse(request(undefined)).consultation).toBeNull()
		expect(orderRequestSchema('en').parse(request(null)).consultation).toBeNull()
	})

	test('a booking of the offer is taken as it is', () => {
		expect(orderRequestSchema('en').parse(request(booking)).consultation).toEqual(booking)
		const inPerson = { ...booking, type: 'in-person', language_id: 3, time: '17:30' }
		expect(orderRequestSchema('en').parse(request(inPerson)).consultation).toEqual(inPerson)
	})

	test('place and language default as the spec’s draft does; a call names the default place', () => {
		const { location_id: _location, language_id: _language, ...bare } = booking
		expect(orderRequestSchema('en').parse(request(bare)).consultation).toEqual({ ...bare, location_id: 1, language_id: 1 })
		expect(orderRequestSchema('en').parse(request({ ...booking, type: 'phone', location_id: 42 })).consultation).toMatchObject({ location_id: 1 })
	})

	test('anything the offer does not have fails on the consultation field, in the request’s language', () => {
		const wrong: unknown[] = [
			{ ...booking, type: 'sms' },
			{ ...booking, type: 'in-person', location_id: 42 },
			{ ...booking, language_id: 9 },
			{ ...booking, language_id: '2' },
			{ ...booking, date: '2026-12-05' },
			{ ...booking, date: '1 December' },
			{ ...booking, time: '14:10' },
			{ ...booking, time: '19:00' },
			{ ...booking, time: undefined },
			'tomorrow',
			[],
		]
		for (const consultation of wrong) {
			expect(failures(request(consultation)), JSON.stringify(consultation)).toEqual({ consultation: CHECKOUT_MESSAGES.en.fields.consultation })
		}
		expect(failures(request({ ...booking, type: 'sms' }), 'ar-ae')).toEqual({ consultation: CHECKOUT_MESSAGES['ar-ae'].fields.consultation })
		expect(failures(request({ ...booking, type: 'sms' }), 'ru-ae')).toEqual({ consultation: CHECKOUT_MESSAGES['ru-ae'].fields.consultation })
	})
})

describe('consultationAtProblem', () => {
	// Friday 27 November 2026, 11:00 in Dubai.
	const friday = new Date('2026-11-27T11:00:00+04:00')

	test('an open slot, or no consultation, is no problem', () => {
		expect(consultationAtProblem(booking, friday, 'en')).toBeNull()
		expect(consultationAtProblem(null, friday, 'en')).toBeNull()
	})

	test('a slot that has come too close or passed says so, in each language', () => {
		// Paid on Monday afternoon for Tuesday: less than the lead time.
		const monday = new Date('2026-11-30T15:00:00+04:00')
		for (const locale of ['en', 'ar-ae', 'ru-ae'] as const) {
			expect(consultationAtProblem(booking, monday, locale)).toBe(CHECKOUT_MESSAGES[locale].consultationUnavailable)
		}
		expect(consultationAtProblem(booking, new Date('2026-12-02T09:00:00+04:00'), 'en')).toBe(CHECKOUT_MESSAGES.en.consultationUnavailable)
	})
})
