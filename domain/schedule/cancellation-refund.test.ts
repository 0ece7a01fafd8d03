import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { INITIAL_SCHEDULE_RULES } from '../../content/schedule-rules.ts'
import { addDays } from '../delivery-schedule.ts'
import { vatContainedFils } from '../order-price.ts'
import { type CancellableDelivery, cancellationFeeFils, dayPriceFils, quoteCancellation } from './cancellation-refund.ts'
import type { ScheduleRules } from './rules.ts'

// 2026-11-23 is a Monday; at 10:00 in Dubai (before the 12:00 cut-off) the 25th is the first changeable day.
const NOW = new Date('2026-11-23T10:00:00+04:00')
const rules = (feePercent = 0): ScheduleRules => ({ ...INITIAL_SCHEDULE_RULES, cancellationFeePercent: feePercent })

/** `count` consecutive scheduled days of order 1 from `from`. */
function days(from: string, count: number, orderId = 1, firstId = 1): CancellableDelivery[] {
	return Array.from({ length: count }, (_, index) => ({ id: firstId + index, orderId, date: addDays(from, index), state: 'scheduled' as const }))
}

describe('dayPriceFils and cancellationFeeFils', () => {
	test('a day costs the food paid over the days, rounded down', () => {
		expect(dayPriceFils({ orderId: 1, foodFils: 291_900, days: 28 })).toBe(10_425)
		expect(dayPriceFils({ orderId: 1, foodFils: 100_000, days: 3 })).toBe(33_333)
	})

	test('the fee is rounded down, in the customer\'s favour', () => {
		expect(cancellationFeeFils(33_333, 10)).toBe(3_333)
		expect(cancellationFeeFils(10_000, 0)).toBe(0)
		expect(cancellationFeeFils(10_000, 100)).toBe(10_000)
		expect(() => cancellationFeeFils(10_000, 101)).toThrow(RangeError)
	})
})

describe('quoteCancellation', () => {
	test('cancels the days from the cut-off on, at the day\'s price paid, and says which days still arrive', () => {
		const quote = quoteCancellation({
			deliveries: days('2026-11-23', 10),
			paidFood: [{ orderId: 1, foodFils: 291_900, days: 28 }],
			rules: rules(),
			now: NOW,
		})
		expect(quote.firstCancellableDate).toBe('2026-11-25')
		expect(quote.stillDelivered).toEqual(['2026-11-23', '2026-11-24'])
		expect(quote.days).toBe(8)
		expect(quote.parts).toHaveLength(1)
		expect(quote.parts[0]).toMatchObject({ orderId: 1, days: 8, dayPriceFils: 10_425, grossFils: 83_400, feeFils: 0, amountFils: 83_400 })
		expect(quote.parts[0]?.dates[0]).toBe('2026-11-25')
		expect(quote.parts[0]?.vatFils).toBe(vatContainedFils(83_400))
		expect(quote.amountFils).toBe(83_400)
	})

	test('after 12:00 the cut-off is a day later', () => {
		const quote = quoteCancellation({
			deliveries: days('2026-11-23', 10),
			paidFood: [{ orderId: 1, foodFils: 100_000, days: 10 }],
			rules: rules(),
			now: new Date('2026-11-23T12:00:00+04:00'),
		})
		expect(quote.firstCancellableDate).toBe('2026-11-26')
		expect(quote.days).toBe(7)
	})

	test('the plan\'s fee is taken off', () => {
		const quote = quoteCancellation({
			deliveries: days('2026-11-25', 3),
			paidFood: [{ orderId: 1, foodFils: 100_000, days: 10 }],
			rules: rules(15),
			now: NOW,
		})
		expect(quote).toMatchObject({ days: 3, grossFils: 30_000, feeFils: 4_500, amountFils: 25_500 })
	})

	test('frozen, delivered and already cancelled days give nothing back', () => {
		const deliveries: CancellableDelivery[] = [
			{ id: 1, orderId: 1, date: '2026-11-25', state: 'frozen' },
			{ id: 2, orderId: 1, date: '2026-11-26', state: 'cancelled' },
			{ id: 3, orderId: 1, date: '2026-11-22', state: 'delivered' },
			{ id: 4, orderId: 1, date: '2026-11-27', state: 'scheduled' },
		]
		const quote = quoteCancellation({ deliveries, paidFood: [{ orderId: 1, foodFils: 50_000, days: 5 }], rules: rules(), now: NOW })
		expect(quote.parts).toEqual([expect.objectContaining({ deliveryIds: [4], amountFils: 10_000 })])
	})

	test('days paid by a renewal are refunded at the renewal\'s price, one part per order', () => {
		const quote = quoteCancellation({
			deliveries: [...days('2026-11-25', 2, 1, 1), ...days('2026-11-27', 3, 2, 10)],
			paidFood: [
				{ orderId: 1, foodFils: 100_000, days: 10 },
				{ orderId: 2, foodFils: 90_000, days: 10 },
			],
			rules: rules(),
			now: NOW,
		})
		expect(quote.parts.map((part) => [part.orderId, part.days, part.amountFils])).toEqual([
			[1, 2, 20_000],
			[2, 3, 27_000],
		])
		expect(quote.amountFils).toBe(47_000)
	})

	test('nothing left to cancel gives an empty quote', () => {
		const quote = quoteCancellation({ deliveries: days('2026-11-23', 2), paidFood: [{ orderId: 1, foodFils: 20_000, days: 2 }], rules: rules(), now: NOW })
		expect(quote).toMatchObject({ days: 0, amountFils: 0, parts: [], stillDelivered: ['2026-11-23', '2026-11-24'] })
	})

	test('what customer care already refunded of an order is deducted from its part, never below nothing', () => {
		// 10 days of 10,000 fils; 8 cancellable (80,000), 30,000 already refunded by staff: 70,000 left of the food.
		const paid = { orderId: 1, foodFils: 100_000, days: 10 }
		const partly = quoteCancellation({ deliveries: days('2026-11-23', 10), paidFood: [{ ...paid, refundedFils: 30_000 }], rules: rules(), now: NOW })
		expect(partly.parts[0]).toMatchObject({ grossFils: 80_000, alreadyRefundedFils: 10_000, amountFils: 70_000 })
		const little = quoteCancellation({ deliveries: days('2026-11-23', 10), paidFood: [{ ...paid, refundedFils: 5_000 }], rules: rules(), now: NOW })
		expect(little.parts[0]).toMatchObject({ alreadyRefundedFils: 0, amountFils: 80_000 })
		const all = quoteCancellation({ deliveries: days('2026-11-23', 10), paidFood: [{ ...paid, refundedFils: 100_000 }], rules: rules(), now: NOW })
		expect(all.parts[0]).toMatchObject({ alreadyRefundedFils: 80_000, amountFils: 0 })
		expect(all.amountFils).toBe(0)
	})

	test('never gives back more than the order paid for its food, and the arithmetic shown adds up', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 40 }),
				fc.integer({ min: 0, max: 2_000_000 }),
				fc.integer({ min: 0, max: 100 }),
				fc.integer({ min: 0, max: 45 }),
				fc.integer({ min: 0, max: 2_500_000 }),
				(orderDays, foodFils, feePercent, offset, refundedSeed) => {
					const refundedFils = Math.min(refundedSeed, foodFils)
					const quote = quoteCancellation({
						deliveries: days(addDays('2026-11-23', offset - 10), orderDays),
						paidFood: [{ orderId: 1, foodFils, days: orderDays, refundedFils }],
						rules: rules(feePercent),
						now: NOW,
					})
					expect(quote.amountFils).toBeLessThanOrEqual(foodFils - refundedFils)
					for (const part of quote.parts) {
						expect(part.amountFils).toBe(part.days * part.dayPriceFils - part.feeFils - part.alreadyRefundedFils)
						expect(part.amountFils).toBeGreaterThanOrEqual(0)
						expect(part.vatFils).toBeLessThanOrEqual(part.amountFils)
					}
				},
			),
		)
	})
})
