/**
 * The price of an order, as the server computes it (`POST /client/api/v1/price`, and again when
 * the order is created); the browser only shows the result. Everything is integer fils,
 * VAT-inclusive (domain-facts §1: prices shown to consumers include the 5 % VAT).
 *
 * How the amounts relate:
 *   plan      = price per day (from the plan's table) × delivery days
 *   add-ons   = add-on price per day × delivery days
 *   gross     = plan + add-ons
 *   discounts = what the code takes off the plan (add-ons are not discounted)
 *   discounted = gross − discounts           (what the food costs)
 *   total     = discounted + bag deposit     (what the customer pays now)
 *   bag deposit = the plan's deposit, or 0 while the customer already holds one of our bags
 *               (charged once per bag, not per order: server/pricing/bag-holding.ts decides)
 *   VAT       = the 5 % contained in `discounted`; the refundable bag deposit is a deposit, not a
 *               supply, so it carries no VAT.
 * Only one code applies to an order; the draft holds at most one (domain/order-draft.ts).
 *
 * A code limited to bank cards (`card_bins`) cannot be applied before the card is known: the price
 * carries it as `card_discount` (what it would take off) and the order is made without it. When
 * the order is paid, `priceForPayment` applies it to the order's own price if the card is one of
 * them, and takes it out otherwise (another card, Tabby, Apple Pay), with the reason.
 */
import {
	type CodeStatus,
	codeEligibility,
	codeStatusAt,
	type DiscountCodeRules,
	type DiscountType,
	discountAmountFils,
	type IneligibleReason,
} from './discount-codes.ts'
import { type DaysPerWeek, deliveryDays, type Weeks } from './plan-pricing.ts'

export const VAT_PERCENT = 5

/**
 * The VAT contained in a VAT-inclusive amount: amount × 5 / 105, rounded half up to whole fils
 * (AED 105.00 contains AED 5.00; AED 10.00 contains 47.62 fils → 48 fils).
 */
export function vatContainedFils(amountFils: number): number {
	if (!Number.isSafeInteger(amountFils) || amountFils < 0) throw new RangeError(`An amount is whole, non-negative fils; got ${amountFils}`)
	const divisor = 100 + VAT_PERCENT
	return Math.floor((amountFils * VAT_PERCENT * 2 + divisor) / (divisor * 2))
}

/** Why a code did not lower the price; the API turns each into a sentence in the visitor's language. */
export type CodeRefusal =
	| 'unknown'
	| Exclude<CodeStatus, 'live'>
	| IneligibleReason
	| 'used-up'
	| 'already-used'
	| 'one-code-only'
	/** A card-only code on an order paid another way (Tabby, Apple Pay). */
	| 'card-only'

/** A code as pricing sees it: its rules and how often it has been used. */
export type PricedCode = DiscountCodeRules & {
	maxUses: number | null
	maxUsesPerCustomer: number | null
	/** Orders paid with this code, or holding it while they are paid (docs/payments.md), by anyone. */
	timesUsed: number
	/** The same, by the customer asking (their normalised e-mail); 0 for a guest. */
	timesUsedByCustomer: number
}

export type PriceRequest = {
	planSlug: string
	daysPerWeek: DaysPerWeek
	weeks: Weeks
	/** From the plan variant's price table for this length. */
	planPricePerDayFils: number
	/** The chosen add-on variant's price per day, or null for none. */
	addonPricePerDayFils: number | null
	bagDepositFils: number
	/** The customer already holds one of our cool bags: no deposit is charged for another. */
	holdsBag?: boolean
	/** The codes the draft carries, as typed, with what the database knows of each (null: no such code). */
	codes: ReadonlyArray<{ entered: string; found: PricedCode | null }>
	/** The leading digits of the card paying, once known. */
	cardDigits?: string | null
	now: Date
}

export type AppliedDiscount = {
	code: string
	discount_type: { type: DiscountType; value: number }
	amount: number
}

/** The spec's plan price object (§3), plus the amounts the breakdown shows. */
export type OrderPrice = {
	gross: number
	discounted: number
	bag_deposit: number
	/**
	 * The deposit not charged because this customer already holds one of our bags (then
	 * `bag_deposit` is 0 and the breakdown says why); 0 otherwise. Absent from orders made before.
	 */
	bag_deposit_waived: number
	discounts: AppliedDiscount[]
	/** Why the entered code was not applied; null when it was or when there was none. */
	discounts_error: CodeRefusal | null
	/** The BINs a card must start with for the code to apply; empty when no card rule is pending. */
	applicable_bins: string[]
	/**
	 * The card-only code the order carries and what it takes off when paid with one of
	 * `applicable_bins` (then it is in `discounts` too); null without one. Absent from orders made before.
	 */
	card_discount?: AppliedDiscount | null
	/** Why the card-only code was not taken off the last payment (the card, the limit, the way of paying); null otherwise. */
	card_discount_refusal?: CodeRefusal | null
	discount_codes_applied: string[]
	number_of_weeks: Weeks
	number_of_days: number
	plan_total: number
	addons_total: number
	vat: number
	total: number
	/** What one delivery day costs after discounts (rounded half up), for "AED … a day". */
	per_day: number
}

/** What a code is checked against: the order's plan and length, and the card once known. */
type CodeFacts = { planSlug: string; weeks: number; cardDigits?: string | null; now: Date }

function refusalOf(code: PricedCode, facts: CodeFacts, planTotal: number): CodeRefusal | 'needs-card' | null {
	const status = codeStatusAt(code, facts.now)
	if (status !== 'live') return status
	if (code.maxUses !== null && code.timesUsed >= code.maxUses) return 'used-up'
	if (code.maxUsesPerCustomer !== null && code.timesUsedByCustomer >= code.maxUsesPerCustomer) return 'already-used'
	const eligibility = codeEligibility(code, {
		planSlug: facts.planSlug,
		weeks: facts.weeks,
		grossFils: planTotal,
		cardDigits: facts.cardDigits ?? null,
	})
	if (eligibility.kind === 'ineligible') return eligibility.reasons[0] ?? 'unknown'
	return eligibility.kind === 'needs-card' ? 'needs-card' : null
}

const appliedDiscount = (code: PricedCode, planTotal: number): AppliedDiscount => ({
	code: code.code,
	discount_type: { type: code.discountType, value: code.value },
	amount: discountAmountFils(code, planTotal),
})

/** The amounts that follow from the discounts: what the food costs, the VAT in it, the total and a day's cost. */
function withDiscounts<T extends Pick<OrderPrice, 'gross' | 'bag_deposit' | 'number_of_days'>>(price: T, discounts: AppliedDiscount[]) {
	const discounted = price.gross - discounts.reduce((sum, discount) => sum + discount.amount, 0)
	const days = price.number_of_days
	return {
		...price,
		discounts,
		discount_codes_applied: discounts.map((discount) => discount.code),
		discounted,
		vat: vatContainedFils(discounted),
		total: discounted + price.bag_deposit,
		per_day: Math.floor((discounted * 2 + days) / (days * 2)),
	}
}

export function priceOrder(request: PriceRequest): OrderPrice {
	const days = deliveryDays(request.daysPerWeek, request.weeks)
	const planTotal = request.planPricePerDayFils * days
	const addonsTotal = (request.addonPricePerDayFils ?? 0) * days
	const gross = planTotal + addonsTotal

	const discounts: AppliedDiscount[] = []
	let discountsError: CodeRefusal | null = null
	let applicableBins: string[] = []
	let cardDiscount: AppliedDiscount | null = null
	const [first, ...others] = request.codes
	if (first) {
		const found = first.found
		const refusal = found ? refusalOf(found, request, planTotal) : 'unknown'
		if (found && refusal === null) {
			discounts.push(appliedDiscount(found, planTotal))
		} else if (found && refusal === 'needs-card') {
			applicableBins = [...found.cardBins]
			cardDiscount = appliedDiscount(found, planTotal)
		} else {
			discountsError = refusal === 'needs-card' ? null : refusal
		}
		if (others.length > 0 && discountsError === null) discountsError = 'one-code-only'
	}

	const bagDeposit = request.holdsBag ? 0 : request.bagDepositFils
	return withDiscounts(
		{
			gross,
			bag_deposit: bagDeposit,
			bag_deposit_waived: request.holdsBag ? request.bagDepositFils : 0,
			discounts_error: discountsError,
			applicable_bins: applicableBins,
			card_discount: cardDiscount,
			card_discount_refusal: null,
			number_of_weeks: request.weeks,
			number_of_days: days,
			plan_total: planTotal,
			addons_total: addonsTotal,
		},
		discounts,
	)
}

/**
 * An order's price for a payment about to start, when the order carries a card-only code: with
 * the code's discount when the card paying (`cardDigits`; null for Tabby and Apple Pay) is one of
 * its cards and the code is still live and within its limits (`code` read fresh, its uses counted
 * under its lock), without it otherwise, `card_discount_refusal` saying why. The rest of the
 * price (plan, add-ons, deposit) stays what the order was made with. An order without such a
 * code is returned as it is.
 */
export function priceForPayment<T extends Omit<OrderPrice, 'discounts_error'>>(
	price: T,
	{ code, planSlug, cardDigits, now }: { code: PricedCode | null; planSlug: string; cardDigits: string | null; now: Date },
): T {
	const offer = price.card_discount
	if (!offer) return price
	const others = price.discounts.filter((discount) => discount.code !== offer.code)
	const checked = code ? refusalOf(code, { planSlug, weeks: price.number_of_weeks, cardDigits, now }, price.plan_total) : 'unknown'
	const refusal = checked === 'needs-card' ? 'card-only' : checked
	const discounts = code && refusal === null ? [...others, appliedDiscount(code, price.plan_total)] : others
	return { ...withDiscounts(price, discounts), card_discount_refusal: refusal }
}

/** The price before the card is known: a card-only code's discount shown as pending, not taken off. */
export function priceBeforeCard<T extends Omit<OrderPrice, 'discounts_error'>>(price: T): T {
	const offer = price.card_discount
	if (!offer) return price
	return { ...withDiscounts(price, price.discounts.filter((discount) => discount.code !== offer.code)), card_discount_refusal: null }
}
