import { describe, expect, test } from 'vitest'
import { PARTNER_OFFER_SEEDS } from '../content/partner-offers.ts'
import { DISCOUNT_CODE_FORMAT } from './discount-codes.ts'
import { LOCALE_CODES } from './locale.ts'
import { offeredCode, readPartnerOfferForm } from './partner-offers.ts'

const code = { code: 'SAMSUNG20', discountType: 'percentage', value: 20, isActive: true, validFrom: new Date('2025-03-01T00:00:00+04:00'), validUntil: null, minOrderFils: null, minWeeks: 2, planSlugs: [], cardBins: [] } as const
const form = { partnerName: 'Samsung', code: 'samsung20', from: '', until: '', 'headline-en': '{{discount}} off', 'headline-ar-ae': 'خصم {{discount}}', 'headline-ru-ae': 'Скидка {{discount}}' }

describe('offeredCode', () => {
	test('the later start, the earlier end; a retired offer switches the code off on the page only', () => {
		const offer = { validFrom: new Date('2025-01-01T00:00:00Z'), validUntil: new Date('2027-01-01T00:00:00Z'), archivedAt: null }
		expect(offeredCode(offer, code)).toMatchObject({ isActive: true, validFrom: code.validFrom, validUntil: offer.validUntil })
		expect(offeredCode({ validFrom: null, validUntil: null, archivedAt: null }, code)).toEqual(code)
		expect(offeredCode({ validFrom: null, validUntil: null, archivedAt: new Date() }, code).isActive).toBe(false)
	})
})

describe('readPartnerOfferForm', () => {
	test('tidied values; the code in capitals; "until" inclusive, stored as the next UAE midnight', () => {
		expect(readPartnerOfferForm({ ...form, partnerName: '  Samsung   Gulf ', from: '2026-12-01', until: '2026-12-01' }, LOCALE_CODES, DISCOUNT_CODE_FORMAT)).toEqual({
			ok: true,
			values: {
				partnerName: 'Samsung Gulf',
				code: 'SAMSUNG20',
				validFrom: new Date('2026-11-30T20:00:00Z'),
				validUntil: new Date('2026-12-01T20:00:00Z'),
				headlines: { en: '{{discount}} off', 'ar-ae': 'خصم {{discount}}', 'ru-ae': 'Скидка {{discount}}' },
			},
		})
	})

	test('a field error each', () => {
		const result = readPartnerOfferForm({ ...form, partnerName: 'S', code: 'a b', 'headline-en': 'Twenty percent off', 'headline-ru-ae': '', from: '2026-12-05', until: '2026-12-04' }, LOCALE_CODES, DISCOUNT_CODE_FORMAT)
		expect(result).toEqual({ ok: false, errors: { partnerName: 'short', code: 'code', 'headline-en': 'placeholder', 'headline-ru-ae': 'required', until: 'order' } })
	})
})

test('the seeded offers pass the console\'s own rules', () => {
	for (const seed of PARTNER_OFFER_SEEDS) {
		const values = Object.fromEntries(LOCALE_CODES.map((locale) => [`headline-${locale}`, seed.headline[locale]]))
		expect(readPartnerOfferForm({ ...values, partnerName: seed.partnerName, code: seed.code }, LOCALE_CODES, DISCOUNT_CODE_FORMAT).ok, seed.slug).toBe(true)
	}
})
