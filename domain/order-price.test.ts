import { describe, expect, test } from 'vitest'
import { type PricedCode, type PriceRequest, priceBeforeCard, priceForPayment, priceOrder, vatContainedFils } from './order-price.ts'

const NOW = new Date('2026-11-23T10:00:00+04:00')

const code = (overrides: Partial<PricedCode> = {}): PricedCode => ({
	code: 'WELCOME15',
	discountType: 'percentage',
	value: 15,
	isActive: true,
	validFrom: null,
	validUntil: null,
	minOrderFils: null,
	minWeeks: null,
	planSlugs: [],
	cardBins: [],
	maxUses: null,
	maxUsesPerCustomer: null,
	timesUsed: 0,
	timesUsedByCustomer: 0,
	...overrides,
})

// 6 days × 4 weeks at AED 89 a day, no add-on, AED 100 bag deposit.
const request = (overrides: Partial<PriceRequest> = {}): PriceRequest => ({
	planSlug: 'international',
	daysPerWeek: 6,
	weeks: 4,
	planPricePerDayFils: 8_900,
	addonPricePerDayFils: null,
	bagDepositFils: 10_000,
	codes: [],
	now: NOW,
	...overrides,
})

describe('vatContainedFils', () => {
	test('is the 5 % inside a VAT-inclusive amount, rounded half up', () => {
		expect(vatContainedFils(10_500)).toBe(500)
		expect(vatContainedFils(1_000)).toBe(48) // 47.62
		expect(vatContainedFils(21)).toBe(1) // exactly 1.00
		expect(vatContainedFils(0)).toBe(0)
	})

	test('refuses amounts that are not whole fils', () => {
		expect(() => vatContainedFils(10.5)).toThrow(RangeError)
		expect(() => vatContainedFils(-1)).toThrow(RangeError)
	})
})

describe('priceOrder', () => {
	test('without a code: plan total, bag deposit on top, VAT contained in the food', () => {
		const price = priceOrder(request())
		expect(price).toMatchObject({
			gross: 213_600,
			discounted: 213_600,
			bag_deposit: 10_000,
			total: 223_600,
			number_of_days: 24,
			number_of_weeks: 4,
			discounts: [],
			discounts_error: null,
			applicable_bins: [],
			discount_codes_applied: [],
			per_day: 8_900,
		})
		expect(price.vat).toBe(vatContainedFils(213_600))
	})

	test('a customer who already holds our cool bag pays no deposit; the price says how much was not charged', () => {
		const price = priceOrder(request({ holdsBag: true }))
		expect(price).toMatchObject({ bag_deposit: 0, bag_deposit_waived: 10_000, total: 213_600, vat: vatContainedFils(213_600) })
		expect(priceOrder(request()).bag_deposit_waived).toBe(0)
		// A plan without a deposit has nothing to waive.
		expect(priceOrder(request({ holdsBag: true, bagDepositFils: 0 })).bag_deposit_waived).toBe(0)
	})

	test('add-ons are charged per delivery day and are not discounted', () => {
		const price = priceOrder(request({ addonPricePerDayFils: 1_900, codes: [{ entered: 'welcome15', found: code() }] }))
		expect(price.addons_total).toBe(45_600)
		expect(price.gross).toBe(259_200)
		// 15 % of the plan's 213 600 fils only.
		expect(price.discounts).toEqual([{ code: 'WELCOME15', discount_type: { type: 'percentage', value: 15 }, amount: 32_040 }])
		expect(price.discounted).toBe(259_200 - 32_040)
		expect(price.discount_codes_applied).toEqual(['WELCOME15'])
	})

	test('a flat code never takes the plan below zero', () => {
		const price = priceOrder(request({ weeks: 1, codes: [{ entered: 'BIG', found: code({ discountType: 'flat', value: 1_000_000 }) }] }))
		expect(price.discounted).toBe(0)
		expect(price.total).toBe(10_000)
		expect(price.vat).toBe(0)
	})

	test('says why a code was refused', () => {
		const cases: Array<[PricedCode | null, string]> = [
			[null, 'unknown'],
			[code({ isActive: false }), 'switched-off'],
			[code({ validUntil: new Date('2025-01-01T00:00:00+04:00') }), 'ended'],
			[code({ validFrom: new Date('2027-01-01T00:00:00+04:00') }), 'not-started'],
			[code({ maxUses: 100, timesUsed: 100 }), 'used-up'],
			[code({ maxUsesPerCustomer: 1, timesUsedByCustomer: 1 }), 'already-used'],
			[code({ planSlugs: ['keto-balanced'] }), 'plan-not-included'],
			[code({ minWeeks: 8 }), 'below-min-weeks'],
			[code({ minOrderFils: 300_000 }), 'below-min-order'],
		]
		for (const [found, reason] of cases) {
			const price = priceOrder(request({ codes: [{ entered: 'X', found }] }))
			expect(price.discounts_error, reason).toBe(reason)
			expect(price.discounts).toEqual([])
			expect(price.discounted).toBe(price.gross)
		}
	})

	test('a card-only code lists its BINs until the card is known, then applies or is refused', () => {
		const bankCode = code({ code: 'BANK10', value: 10, cardBins: ['45717360'] })
		const pending = priceOrder(request({ codes: [{ entered: 'BANK10', found: bankCode }] }))
		expect(pending.applicable_bins).toEqual(['45717360'])
		expect(pending.discounts).toEqual([])
		expect(pending.discounts_error).toBeNull()

		const withCard = priceOrder(request({ codes: [{ entered: 'BANK10', found: bankCode }], cardDigits: '4571 7360 0000 0008' }))
		expect(withCard.discount_codes_applied).toEqual(['BANK10'])
		expect(withCard.applicable_bins).toEqual([])

		const otherCard = priceOrder(request({ codes: [{ entered: 'BANK10', found: bankCode }], cardDigits: '5123450000000008' }))
		expect(otherCard.discounts_error).toBe('card-not-included')
	})

	test('only one code applies', () => {
		const price = priceOrder(
			request({ codes: [{ entered: 'WELCOME15', found: code() }, { entered: 'OTHER', found: code({ code: 'OTHER' }) }] }),
		)
		expect(price.discount_codes_applied).toEqual(['WELCOME15'])
		expect(price.discounts_error).toBe('one-code-only')
	})

	test('the price of a day is the discounted food total over the delivery days, rounded half up', () => {
		const price = priceOrder(request({ weeks: 1, codes: [{ entered: 'X', found: code({ discountType: 'flat', value: 1 }) }] }))
		// (6 × 8 900 − 1) / 6 = 8 899.83 → 8 900
		expect(price.per_day).toBe(8_900)
	})
})

describe('a card-only code on an order: priceForPayment and priceBeforeCard', () => {
	// 6 days × 4 weeks at AED 89: plan AED 2,136, 10 % is AED 213.60, deposit AED 100.
	const bankCode = code({ code: 'BANKCARD10', value: 10, cardBins: ['400555', '512345'], minWeeks: 4, maxUsesPerCustomer: 1 })
	const ordered = () => {
		const { discounts_error: _error, ...snapshot } = priceOrder(request({ codes: [{ entered: 'BANKCARD10', found: bankCode }] }))
		return snapshot
	}
	const pay = (cardDigits: string | null, found: PricedCode | null = bankCode) => priceForPayment(ordered(), { code: found, planSlug: 'international', cardDigits, now: NOW })

	test('the order is made without it, carrying what it would take off', () => {
		const price = ordered()
		expect(price.total).toBe(223_600)
		expect(price.card_discount).toEqual({ code: 'BANKCARD10', discount_type: { type: 'percentage', value: 10 }, amount: 21_360 })
		expect(price.discount_codes_applied).toEqual([])
	})

	test('paid with one of its cards: taken off, VAT and per-day worked out again, the deposit unchanged', () => {
		const price = pay('4005550000000001')
		expect(price).toMatchObject({ discounted: 192_240, total: 202_240, bag_deposit: 10_000, discount_codes_applied: ['BANKCARD10'], card_discount_refusal: null })
		expect(price.vat).toBe(vatContainedFils(192_240))
		expect(price.per_day).toBe(8_010)
		// The same figures as pricing the draft with the card known: one rule.
		const { discounts_error: _error, ...direct } = priceOrder(request({ codes: [{ entered: 'BANKCARD10', found: bankCode }], cardDigits: '400555' }))
		expect({ ...price, card_discount: null, applicable_bins: [], card_discount_refusal: null }).toEqual({ ...direct, card_discount: null })
	})

	test('another card, Tabby or Apple Pay (no card), or no use left: full price, and why', () => {
		expect(pay('4111111111111111')).toMatchObject({ total: 223_600, discount_codes_applied: [], card_discount_refusal: 'card-not-included' })
		expect(pay(null)).toMatchObject({ total: 223_600, discount_codes_applied: [], card_discount_refusal: 'card-only' })
		expect(pay('400555', { ...bankCode, timesUsedByCustomer: 1 })).toMatchObject({ total: 223_600, card_discount_refusal: 'already-used' })
		expect(pay('400555', { ...bankCode, isActive: false })).toMatchObject({ total: 223_600, card_discount_refusal: 'switched-off' })
	})

	test('a later payment prices again: a discount taken off for a failed card is not kept for Tabby', () => {
		const discounted = pay('4005550000000001')
		const again = priceForPayment(discounted, { code: bankCode, planSlug: 'international', cardDigits: null, now: NOW })
		expect(again.total).toBe(223_600)
		expect(again.discounts).toEqual([])
		expect(priceBeforeCard(discounted)).toMatchObject({ total: 223_600, discounts: [], card_discount_refusal: null })
	})

	test('an order without a card-only code is left as it is', () => {
		const { discounts_error: _error, ...plain } = priceOrder(request({ codes: [{ entered: 'WELCOME15', found: code() }] }))
		expect(priceForPayment(plain, { code: null, planSlug: 'international', cardDigits: null, now: NOW })).toBe(plain)
		expect(priceBeforeCard(plain)).toBe(plain)
	})
})
