/**
 * A priced order as tests need one: International, 4 weeks, 7 days a week, with an add-on, the
 * KMP2499 campaign discount and the bag deposit; every amount consistent with domain/order-price.ts.
 */
import type { OrderPriceSnapshot } from './order.ts'

export const SAMPLE_ORDER_PRICE: OrderPriceSnapshot = {
	gross: 336_000,
	discounted: 291_900,
	bag_deposit: 20_000,
	bag_deposit_waived: 0,
	discounts: [{ code: 'KMP2499', discount_type: { type: 'flat', value: 44_100 }, amount: 44_100 }],
	applicable_bins: [],
	discount_codes_applied: ['KMP2499'],
	number_of_weeks: 4,
	number_of_days: 28,
	plan_total: 294_000,
	addons_total: 42_000,
	vat: 13_900,
	total: 311_900,
	per_day: 10_425,
}
