/**
 * What cancelling a plan gives back (issue 17, decision 012): every delivery day that can still
 * be changed (scheduled, on or after the one cut-off) is cancelled, and each is refunded at the
 * price of a day actually paid for it — the food of its order after discounts, VAT included,
 * divided by the order's days — less the plan's cancellation fee. The cool-bag deposit is not
 * part of it: it comes back when the bag is collected. Days before the cut-off are the
 * kitchen's and are still delivered; frozen days hold no money (their replacement days do).
 *
 * A plan's days may have been paid by several orders (a renewal adds days at its own price), so
 * the quote is one part per order: each part is one refund of that order's payment and one
 * credit note against that order's invoice.
 *
 * Money customer care already gave back from an order (a staff refund, issue 19) is deducted
 * from that order's part, so a cancellation never refunds more of an order's food than is left
 * of it: the part shows the deduction as its own line.
 *
 * Rounding never gives back more than was paid: the day's price is rounded down to whole fils,
 * and the fee is rounded down too (the customer's favour), so the page can show exact
 * arithmetic: days × day's price − fee = refund.
 */
import { firstChangeableDate } from '../delivery-schedule.ts'
import { vatContainedFils } from '../order-price.ts'
import { cutoffOf, type ScheduleRules } from './rules.ts'

/** A delivery day as the quote needs it. */
export type CancellableDelivery = {
	id: number
	orderId: number
	date: string
	state: 'scheduled' | 'frozen' | 'delivered' | 'failed' | 'cancelled'
}

/**
 * What an order paid for its food: `price.discounted` (after discounts, VAT included, no deposit)
 * over `price.number_of_days`; `refundedFils`, what earlier refunds of that food gave back (a
 * staff refund or an earlier cancellation; never the bag's deposit, which is not food).
 */
export type PaidFood = { orderId: number; foodFils: number; days: number; refundedFils?: number }

export type RefundPart = {
	orderId: number
	/** The delivery days this part cancels, in date order. */
	deliveryIds: number[]
	dates: string[]
	days: number
	dayPriceFils: number
	/** days × dayPriceFils: what those days cost. */
	grossFils: number
	feePercent: number
	feeFils: number
	/** What customer care already refunded of this order's food and no longer here to give back (0 mostly). */
	alreadyRefundedFils: number
	/** grossFils − feeFils − alreadyRefundedFils, never below 0: what goes back. */
	amountFils: number
	/** The VAT contained in amountFils (the credit note's tax). */
	vatFils: number
}

export type CancellationQuote = {
	/** The first date that can still be cancelled at the quote's moment. */
	firstCancellableDate: string
	/** Orders with cancellable days, oldest order first. */
	parts: RefundPart[]
	/** Scheduled days before the cut-off: still delivered after a cancellation. */
	stillDelivered: string[]
	days: number
	grossFils: number
	feeFils: number
	amountFils: number
}

/** A day's price as paid: rounded down, so days × it never exceeds what the order paid. */
export function dayPriceFils(food: PaidFood): number {
	if (!Number.isSafeInteger(food.foodFils) || food.foodFils < 0) throw new RangeError(`Food paid is whole fils; got ${food.foodFils}`)
	if (!Number.isSafeInteger(food.days) || food.days <= 0) throw new RangeError(`An order has at least one day; got ${food.days}`)
	return Math.floor(food.foodFils / food.days)
}

/** The fee kept on `grossFils`, rounded down. */
export function cancellationFeeFils(grossFils: number, feePercent: number): number {
	if (!Number.isInteger(feePercent) || feePercent < 0 || feePercent > 100) throw new RangeError(`A fee is 0–100 %; got ${feePercent}`)
	return Math.floor((grossFils * feePercent) / 100)
}

export function quoteCancellation(input: {
	deliveries: readonly CancellableDelivery[]
	paidFood: readonly PaidFood[]
	rules: ScheduleRules
	now: Date
}): CancellationQuote {
	const firstCancellable = firstChangeableDate(input.now, cutoffOf(input.rules))
	const scheduled = input.deliveries.filter((delivery) => delivery.state === 'scheduled').toSorted((a, b) => a.date.localeCompare(b.date))
	const cancellable = scheduled.filter((delivery) => delivery.date >= firstCancellable)
	const foodByOrder = new Map(input.paidFood.map((food) => [food.orderId, food]))

	const parts: RefundPart[] = []
	for (const orderId of [...new Set(cancellable.map((delivery) => delivery.orderId))].toSorted((a, b) => a - b)) {
		const food = foodByOrder.get(orderId)
		if (!food) throw new Error(`No price for order ${orderId} of a cancellable day`)
		const days = cancellable.filter((delivery) => delivery.orderId === orderId)
		const dayPrice = dayPriceFils(food)
		const grossFils = days.length * dayPrice
		const feeFils = cancellationFeeFils(grossFils, input.rules.cancellationFeePercent)
		// What is left of the order's food after earlier refunds caps this part.
		const left = Math.max(0, food.foodFils - (food.refundedFils ?? 0))
		const alreadyRefundedFils = Math.max(0, grossFils - feeFils - left)
		const amountFils = grossFils - feeFils - alreadyRefundedFils
		parts.push({
			orderId,
			deliveryIds: days.map((delivery) => delivery.id),
			dates: days.map((delivery) => delivery.date),
			days: days.length,
			dayPriceFils: dayPrice,
			grossFils,
			feePercent: input.rules.cancellationFeePercent,
			feeFils,
			alreadyRefundedFils,
			amountFils,
			vatFils: vatContainedFils(amountFils),
		})
	}
	const sum = (pick: (part: RefundPart) => number) => parts.reduce((total, part) => total + pick(part), 0)
	return {
		firstCancellableDate: firstCancellable,
		parts,
		stillDelivered: scheduled.filter((delivery) => delivery.date < firstCancellable).map((delivery) => delivery.date),
		days: sum((part) => part.days),
		grossFils: sum((part) => part.grossFils),
		feeFils: sum((part) => part.feeFils),
		amountFils: sum((part) => part.amountFils),
	}
}
