import { describe, expect, test } from 'vitest'
import {
	cardMatchesBins,
	codeEligibility,
	codeStatusAt,
	type DiscountConditions,
	discountAmountFils,
	isCodeLiveAt,
	lastValidDay,
	lastValidInstant,
} from './discount-codes.ts'

const JANUARY = { isActive: true, validFrom: new Date('2025-01-01T00:00:00+04:00'), validUntil: new Date('2025-02-01T00:00:00+04:00') }

describe('codeStatusAt', () => {
	test('a code is live from its first instant up to, not including, its end', () => {
		expect(codeStatusAt(JANUARY, new Date('2024-12-31T23:59:59.999+04:00'))).toBe('not-started')
		expect(codeStatusAt(JANUARY, new Date('2025-01-01T00:00:00+04:00'))).toBe('live')
		expect(codeStatusAt(JANUARY, new Date('2025-01-31T23:59:59.999+04:00'))).toBe('live')
		expect(codeStatusAt(JANUARY, new Date('2025-02-01T00:00:00+04:00'))).toBe('ended')
		expect(codeStatusAt(JANUARY, new Date('2026-11-23T12:00:00Z'))).toBe('ended')
	})

	test('missing dates mean no start and no end', () => {
		const evergreen = { isActive: true, validFrom: null, validUntil: null }
		expect(codeStatusAt(evergreen, new Date('1999-01-01'))).toBe('live')
		expect(codeStatusAt(evergreen, new Date('2099-01-01'))).toBe('live')
	})

	test('the off switch wins over the dates', () => {
		expect(codeStatusAt({ ...JANUARY, isActive: false }, new Date('2025-01-15T12:00:00Z'))).toBe('switched-off')
		expect(isCodeLiveAt({ ...JANUARY, isActive: false }, new Date('2025-01-15T12:00:00Z'))).toBe(false)
		expect(isCodeLiveAt(JANUARY, new Date('2025-01-15T12:00:00Z'))).toBe(true)
	})

	test('the last valid day is the UAE calendar day before the exclusive end', () => {
		expect(lastValidInstant(JANUARY.validUntil).toISOString()).toBe('2025-01-31T19:59:59.999Z')
		expect(lastValidDay(JANUARY.validUntil)).toBe('2025-01-31')
		// Midnight in the UAE is 20:00 UTC the evening before.
		expect(lastValidDay(new Date('2024-12-31T20:00:00Z'))).toBe('2024-12-31')
		expect(lastValidDay(new Date('2025-03-30T12:00:00+04:00'))).toBe('2025-03-30')
	})
})

describe('discountAmountFils', () => {
	test('a percentage is rounded half up to whole fils', () => {
		expect(discountAmountFils({ discountType: 'percentage', value: 15 }, 12_345)).toBe(1_852) // 1 851.75
		expect(discountAmountFils({ discountType: 'percentage', value: 10 }, 12_345)).toBe(1_235) // 1 234.5
		expect(discountAmountFils({ discountType: 'percentage', value: 20 }, 12_342)).toBe(2_468) // 2 468.4
		expect(discountAmountFils({ discountType: 'percentage', value: 20 }, 214_000)).toBe(42_800)
		expect(discountAmountFils({ discountType: 'percentage', value: 100 }, 999)).toBe(999)
		expect(discountAmountFils({ discountType: 'percentage', value: 25 }, 0)).toBe(0)
	})

	test('a flat amount is taken off whole, but never more than the gross', () => {
		expect(discountAmountFils({ discountType: 'flat', value: 44_100 }, 294_000)).toBe(44_100)
		expect(discountAmountFils({ discountType: 'flat', value: 44_100 }, 30_000)).toBe(30_000)
		expect(discountAmountFils({ discountType: 'flat', value: 100 }, 0)).toBe(0)
	})

	test('refuses amounts and values that are not whole fils or percent', () => {
		expect(() => discountAmountFils({ discountType: 'flat', value: 100 }, 10.5)).toThrow(RangeError)
		expect(() => discountAmountFils({ discountType: 'flat', value: 100 }, -1)).toThrow(RangeError)
		expect(() => discountAmountFils({ discountType: 'flat', value: 0 }, 100)).toThrow(RangeError)
		expect(() => discountAmountFils({ discountType: 'percentage', value: 101 }, 100)).toThrow(RangeError)
		expect(() => discountAmountFils({ discountType: 'percentage', value: 12.5 }, 100)).toThrow(RangeError)
	})
})

describe('codeEligibility', () => {
	const anything: DiscountConditions = { minOrderFils: null, minWeeks: null, planSlugs: [], cardBins: [] }
	const order = { planSlug: 'international', weeks: 4, grossFils: 294_000 }

	test('a code without conditions fits every order', () => {
		expect(codeEligibility(anything, { planSlug: 'athlete', weeks: 1, grossFils: 1 })).toEqual({ kind: 'eligible' })
	})

	test('plan, weeks and minimum total are each checked, and every failure is named', () => {
		const month = { ...anything, minWeeks: 4, minOrderFils: 294_000, planSlugs: ['international'] }
		expect(codeEligibility(month, order)).toEqual({ kind: 'eligible' })
		expect(codeEligibility(month, { ...order, weeks: 8, grossFils: 500_000 })).toEqual({ kind: 'eligible' })
		expect(codeEligibility(month, { planSlug: 'athlete', weeks: 2, grossFils: 293_999 })).toEqual({
			kind: 'ineligible',
			reasons: ['plan-not-included', 'below-min-weeks', 'below-min-order'],
		})
		expect(codeEligibility(month, { ...order, weeks: 2 })).toEqual({ kind: 'ineligible', reasons: ['below-min-weeks'] })
	})

	test('a card code needs such a card: asked for until one is chosen, refused for another', () => {
		const bank = { ...anything, minWeeks: 4, cardBins: ['400555', '51234567'] }
		expect(codeEligibility(bank, order)).toEqual({ kind: 'needs-card', cardBins: ['400555', '51234567'] })
		expect(codeEligibility(bank, { ...order, cardDigits: null })).toEqual({ kind: 'needs-card', cardBins: ['400555', '51234567'] })
		expect(codeEligibility(bank, { ...order, cardDigits: '4005550000000001' })).toEqual({ kind: 'eligible' })
		expect(codeEligibility(bank, { ...order, cardDigits: '5123456789012346' })).toEqual({ kind: 'eligible' })
		expect(codeEligibility(bank, { ...order, cardDigits: '4557012345678902' })).toEqual({ kind: 'ineligible', reasons: ['card-not-included'] })
		// Other conditions first: a short order is not "nearly there" because of its card.
		expect(codeEligibility(bank, { ...order, weeks: 1 })).toEqual({ kind: 'ineligible', reasons: ['below-min-weeks'] })
	})
})

describe('cardMatchesBins', () => {
	test('compares leading digits, ignoring spaces', () => {
		expect(cardMatchesBins('4005 5500 0000 0001', ['400555'])).toBe(true)
		expect(cardMatchesBins('40055500', ['40055500'])).toBe(true)
		expect(cardMatchesBins('4005550', ['400556'])).toBe(false)
	})

	test('too few digits, or anything but digits, is no match', () => {
		expect(cardMatchesBins('400555', ['40055500'])).toBe(false)
		expect(cardMatchesBins('4005-5500', ['400555'])).toBe(false)
		expect(cardMatchesBins('', ['400555'])).toBe(false)
	})
})
