import { describe, expect, test } from 'vitest'
import { SAMPLE_ORDER_PRICE } from './order.fixture.ts'
import { canStartPayment, invoiceLines, invoiceNumber, orderNumber, type OrderPriceSnapshot } from './order.ts'

// The sample without its add-on: International at AED 105 a day for 28 days, less KMP2499.
const price = (overrides: Partial<OrderPriceSnapshot> = {}): OrderPriceSnapshot => ({
	...SAMPLE_ORDER_PRICE,
	gross: 294_000,
	discounted: 249_900,
	addons_total: 0,
	vat: 11_900,
	total: 269_900,
	per_day: 8_925,
	...overrides,
})

describe('order numbers', () => {
	test('an order is KC- and six digits at least', () => {
		expect(orderNumber(42)).toBe('KC-000042')
		expect(orderNumber(1_234_567)).toBe('KC-1234567')
	})
	test('invoices are one sequence', () => expect(invoiceNumber(7)).toBe('INV-0000007'))
})

describe('canStartPayment', () => {
	test('a paid or cancelled order cannot be paid again', () => {
		expect(canStartPayment('paid')).toBe(false)
		expect(canStartPayment('cancelled')).toBe(false)
	})
	test('a draft, a failed attempt or one still pending can be (re)tried', () => {
		expect(canStartPayment('draft')).toBe(true)
		expect(canStartPayment('failed')).toBe(true)
		expect(canStartPayment('pending_payment')).toBe(true)
	})
})

describe('invoiceLines', () => {
	test('the plan line carries the discount and all the VAT when there are no add-ons', () => {
		const lines = invoiceLines(price())
		expect(lines).toEqual([
			{ kind: 'plan', quantity: 28, unitPriceFils: 10_500, discountFils: 44_100, grossFils: 249_900, vatRatePercent: 5, vatFils: 11_900 },
			{ kind: 'deposit', quantity: 1, unitPriceFils: 20_000, discountFils: 0, grossFils: 20_000, vatRatePercent: 0, vatFils: 0 },
		])
	})

	test('add-ons get their own line and the VAT of all lines adds up to the order VAT', () => {
		const withAddon = price({ addons_total: 42_000, gross: 336_000, discounted: 291_900, vat: 13_900, total: 311_900 })
		const lines = invoiceLines(withAddon)
		expect(lines.map((line) => line.kind)).toEqual(['plan', 'addon', 'deposit'])
		expect(lines.reduce((sum, line) => sum + line.vatFils, 0)).toBe(13_900)
		expect(lines.reduce((sum, line) => sum + line.grossFils, 0)).toBe(311_900)
		expect(lines[1]).toMatchObject({ unitPriceFils: 1_500, grossFils: 42_000, vatFils: 2_000 })
	})

	test('no deposit line when the plan has no bag deposit', () => {
		expect(invoiceLines(price({ bag_deposit: 0, total: 249_900 })).map((line) => line.kind)).toEqual(['plan'])
	})
})
