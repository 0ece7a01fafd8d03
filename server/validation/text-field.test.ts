import { describe, expect, test } from 'vitest'
import { i18nFor } from '../../app/i18n/catalogues.server.ts'
import { REQUEST_MESSAGES } from '../../content/request-messages.ts'
import { contactSchema, parseWith } from '../inquiries/schemas.ts'
import { deliveryAddressSchema } from '../orders/address-schema.ts'
import { textField } from './text-field.ts'

describe('textField', () => {
	test('a string that keeps the rule passes on to the field’s own checks', () => {
		expect(textField('en', 'Enter a name.').safeParse('سارة \u200F Khan 🥗').success).toBe(true)
	})

	test('the rule’s sentence in the request’s language; the field’s own when it is no string', () => {
		expect(textField('ru-ae', 'Введите имя.').safeParse('a\u0000b').error?.issues.map((issue) => issue.message)).toEqual([REQUEST_MESSAGES['ru-ae'].invalidText])
		expect(textField('ru-ae', 'Введите имя.').safeParse(12).error?.issues.map((issue) => issue.message)).toEqual(['Введите имя.'])
	})
})

describe('the forms’ schemas use it', () => {
	test('a contact message: a NUL in the name, a lone surrogate in the message', () => {
		const parsed = parseWith(contactSchema(i18nFor('ar-ae')), {
			name: 'Sara\u0000Khan',
			email: 'sara@example.com',
			topic: 'delivery',
			message: `My bag did not arrive \uD800 today.`,
			consent: true,
		})
		const invalid = REQUEST_MESSAGES['ar-ae'].invalidText
		expect(parsed).toEqual({ ok: false, errors: { name: invalid, message: invalid } })
	})

	test('an address: notes with an escape sequence', () => {
		const parsed = deliveryAddressSchema('en').safeParse({ city_id: 1, area_id: 1, area_timing_id: 1, flat_number: '1', building_name: 'Tower', notes: 'ring \u001B[2J' })
		expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: ['notes'], message: REQUEST_MESSAGES.en.invalidText })])
	})
})
