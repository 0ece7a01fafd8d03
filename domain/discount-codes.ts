/**
 * The rules of a discount code that need no database: whether it is live at an instant, how much
 * it takes off an amount, and whether an order meets its conditions. Campaign pages use them to
 * show an offer; pricing (`POST /price`) will use the same functions, so a page can never promise
 * a discount the checkout would not give. Usage limits (`max_uses`, `max_uses_per_customer`) need
 * the order history and are checked where it is read, not here.
 *
 * Amounts are integer fils, VAT-inclusive, as everywhere (domain/money.ts).
 */
import { uaeDateOf } from './delivery-schedule.ts'

export const DISCOUNT_TYPES = ['percentage', 'flat'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

/** A code's format, as the database checks it: capitals, digits, `_` and `-`, 3–32 characters. */
export const DISCOUNT_CODE_FORMAT = /^[A-Z0-9][A-Z0-9_-]{2,31}$/

/** A card's BIN, the leading digits that name its issuer and product: 6 or 8 digits. */
export const CARD_BIN_FORMAT = /^[0-9]{6,8}$/

export type DiscountAmountRule = {
	discountType: DiscountType
	/** Whole percent (1–100) for a percentage code; fils for a flat one. */
	value: number
}

export type DiscountValidity = {
	isActive: boolean
	/** First instant the code works; null: since it was created. */
	validFrom: Date | null
	/** First instant it no longer works (exclusive); null: no end date. */
	validUntil: Date | null
}

export type DiscountConditions = {
	/** The plan total (VAT included, before the discount) an order must reach; null: any. */
	minOrderFils: number | null
	minWeeks: number | null
	/** Plans the code works on (slugs); empty: every plan. */
	planSlugs: readonly string[]
	/** BINs of the cards the order must be paid with; empty: any way of paying. */
	cardBins: readonly string[]
}

/** Everything the rules here read of a code (the database row has more: limits, campaign). */
export type DiscountCodeRules = { code: string } & DiscountAmountRule & DiscountValidity & DiscountConditions

export type CodeStatus = 'live' | 'switched-off' | 'not-started' | 'ended'

/**
 * Where a code stands at an instant. `switched-off` is the team's off switch (`is_active`), which
 * wins over the dates; `ended` is reached at `validUntil` itself, so an offer that runs "until
 * 31 January" stores 1 February 00:00 Dubai time.
 */
export function codeStatusAt(code: DiscountValidity, at: Date): CodeStatus {
	if (!code.isActive) return 'switched-off'
	const time = at.getTime()
	if (code.validFrom && time < code.validFrom.getTime()) return 'not-started'
	if (code.validUntil && time >= code.validUntil.getTime()) return 'ended'
	return 'live'
}

export const isCodeLiveAt = (code: DiscountValidity, at: Date) => codeStatusAt(code, at) === 'live'

/**
 * The last instant a code with an end date works: one millisecond before the exclusive
 * `validUntil`. Its calendar day in the UAE is the offer's last day ("until 31 January").
 */
export function lastValidInstant(validUntil: Date): Date {
	return new Date(validUntil.getTime() - 1)
}

/** The last day a code (or an offer) with an end date works, as a UAE calendar date (YYYY-MM-DD). */
export function lastValidDay(validUntil: Date): string {
	return uaeDateOf(lastValidInstant(validUntil))
}

/**
 * What a code takes off a VAT-inclusive gross amount, in whole fils.
 * - Percentage: gross × percent / 100, rounded half up to whole fils (12 345 fils at 15 % is
 *   1 851.75 → 1 852). Integer arithmetic, so no floating-point cents can creep in. Half up
 *   because that is how the amount is explained to a customer doing the sum by hand.
 * - Flat: the code's value, but never more than the gross, so a total cannot go below zero.
 */
export function discountAmountFils(rule: DiscountAmountRule, grossFils: number): number {
	if (!Number.isSafeInteger(grossFils) || grossFils < 0) throw new RangeError(`A gross amount is whole, non-negative fils; got ${grossFils}`)
	if (!Number.isSafeInteger(rule.value) || rule.value <= 0) throw new RangeError(`A discount value is a positive whole number; got ${rule.value}`)
	if (rule.discountType === 'percentage') {
		if (rule.value > 100) throw new RangeError(`A percentage is at most 100; got ${rule.value}`)
		return Math.floor((grossFils * rule.value + 50) / 100)
	}
	return Math.min(rule.value, grossFils)
}

/** What is known of an order when a code is checked. */
export type OrderFacts = {
	planSlug: string
	weeks: number
	/** The plan total, VAT included, before any discount (add-ons and the bag deposit are not part of it). */
	grossFils: number
	/**
	 * The leading digits of the card paying (8 or more when known, e.g. the whole number), or
	 * null before the customer has chosen one.
	 */
	cardDigits?: string | null
}

export type IneligibleReason = 'plan-not-included' | 'below-min-weeks' | 'below-min-order' | 'card-not-included'

export type CodeEligibility =
	| { kind: 'eligible' }
	/** Every other condition is met: the discount applies once the order is paid with one of these cards. */
	| { kind: 'needs-card'; cardBins: readonly string[] }
	| { kind: 'ineligible'; reasons: IneligibleReason[] }

/**
 * Whether an order meets a code's conditions (plan, weeks, minimum total, card), with every reason
 * it fails so the customer can be told all at once. Liveness and usage limits are separate checks.
 */
export function codeEligibility(code: DiscountConditions, order: OrderFacts): CodeEligibility {
	const reasons: IneligibleReason[] = []
	if (code.planSlugs.length > 0 && !code.planSlugs.includes(order.planSlug)) reasons.push('plan-not-included')
	if (code.minWeeks !== null && order.weeks < code.minWeeks) reasons.push('below-min-weeks')
	if (code.minOrderFils !== null && order.grossFils < code.minOrderFils) reasons.push('below-min-order')
	if (code.cardBins.length > 0 && order.cardDigits) {
		if (!cardMatchesBins(order.cardDigits, code.cardBins)) reasons.push('card-not-included')
	}
	if (reasons.length > 0) return { kind: 'ineligible', reasons }
	if (code.cardBins.length > 0 && !order.cardDigits) return { kind: 'needs-card', cardBins: code.cardBins }
	return { kind: 'eligible' }
}

/** Whether a card (its leading digits, spaces allowed) starts with one of the BINs. */
export function cardMatchesBins(cardDigits: string, bins: readonly string[]): boolean {
	const digits = cardDigits.replace(/\s+/g, '')
	if (!/^[0-9]+$/.test(digits)) return false
	// Fewer digits than a BIN cannot prove the card belongs to it.
	return bins.some((bin) => digits.length >= bin.length && digits.startsWith(bin))
}
