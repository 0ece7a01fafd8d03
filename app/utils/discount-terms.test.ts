import { expect, test } from 'vitest'
import { getLocale } from '../../domain/locale.ts'
import { discountTerms, formatDiscountValue } from './discount-terms.ts'

const EN = getLocale('en')
const AR = getLocale('ar-ae')
const RU = getLocale('ru-ae')

const code = {
	code: 'FRESH100',
	discountType: 'flat' as const,
	value: 10_000,
	isActive: true,
	validFrom: new Date('2026-01-01T00:00:00+04:00'),
	// Exclusive: the offer's last day is 31 December 2026 in Dubai.
	validUntil: new Date('2027-01-01T00:00:00+04:00'),
	minOrderFils: 150_000,
	minWeeks: 4,
	planSlugs: ['international', 'athlete'],
	cardBins: ['400555'],
	maxUsesPerCustomer: 2,
}

test('values are the money or percent format of the language, in Latin digits', () => {
	expect(formatDiscountValue({ discountType: 'percentage', value: 20 }, EN.language)).toBe('20%')
	expect(formatDiscountValue({ discountType: 'percentage', value: 20 }, RU.language)).toBe('20\u00a0%')
	expect(formatDiscountValue({ discountType: 'percentage', value: 20 }, AR.language)).toMatch(/^20\u200e?%\u200e?$/)
	expect(formatDiscountValue({ discountType: 'flat', value: 10_000 }, EN.language)).toBe('AED\u00a0100')
	expect(formatDiscountValue({ discountType: 'flat', value: 12_550 }, RU.language)).toBe('125,50\u00a0AED')
})

test('every condition the code sets, in order, ending with what the discount applies to', () => {
	const terms = discountTerms(code, EN, new Date('2026-11-23T12:00:00+04:00'), new Map([['international', 'International']]))
	expect(terms).toMatchObject({ code: 'FRESH100', value: 'AED\u00a0100', status: 'live' })
	expect(terms.conditions).toEqual([
		'On these plans: International and athlete',
		'On plans of 4 weeks or longer',
		'On plan totals of AED\u00a01,500 or more, VAT included',
		'When you pay with one of the eligible cards',
		'Up to 2 orders per customer',
		'Until 31 December 2026',
		'On the meal plan itself, not on add-ons or the cool-bag deposit',
	])
})

test('plural forms and dates follow the language', () => {
	const russian = discountTerms({ ...code, planSlugs: [], cardBins: [], minOrderFils: null, maxUsesPerCustomer: 1 }, RU, new Date('2026-11-23'))
	expect(russian.conditions).toEqual([
		'На планы от 4 недель',
		'Один раз на клиента',
		'До 31 декабря 2026 включительно',
		'Только на сам план питания, без дополнений и залога за термосумку',
	])
	const arabic = discountTerms({ ...code, minWeeks: 2, planSlugs: [], cardBins: [], minOrderFils: null, maxUsesPerCustomer: null, validUntil: null }, AR, new Date('2026-11-23'))
	expect(arabic.conditions[0]).toBe('على الخطط التي مدتها أسبوعان أو أكثر')
	expect(arabic.conditions).toHaveLength(2)
})

test('the status says whether a page may offer the code', () => {
	expect(discountTerms(code, EN, new Date('2025-12-31T12:00:00+04:00')).status).toBe('not-started')
	expect(discountTerms(code, EN, new Date('2027-01-01T00:00:00+04:00')).status).toBe('ended')
	expect(discountTerms({ ...code, isActive: false }, EN, new Date('2026-11-23')).status).toBe('switched-off')
})
