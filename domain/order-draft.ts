/**
 * The order draft: what a visitor has chosen on the way to checkout, kept in the browser's
 * session storage (app/utils/order-draft-store.ts) and sent to the server, which alone prices it.
 * Field names follow the spec (§3); the rules below are its §4 "Order draft rules". Pure data and
 * functions: every change returns a new draft.
 */

import type { OrderDeliveryAddress } from './order.ts'
import { type DaysPerWeek, DEFAULT_ORDER_CHOICE, type PlanSize, type Weeks } from './plan-pricing.ts'

/** Where the order comes from; the mobile app sends its own. */
export type OrderSource = 'Web'
/** Who started it: a visitor on their own, or a campaign, partner or ambassador link. */
export type InitiatorType = 'Organic' | 'Campaign' | 'Partner' | 'Ambassador'

export type DeliveryAddressDraft = {
	type: 'Home' | 'Work' | 'Other'
	city_id: number
	city_name: string
	area_id: number | null
	area_name: string
	area_timing_id: number | null
	area_timing_name: string
	flat_number: string
	building_name: string
	landmark: string
	street: string
	latitude: number | null
	longitude: number | null
	notes: string
	custom_delivery_instructions: string
}

export type ConsultationDraft = {
	type: string
	location_id: number
	language_id: number
	date: string
	time: string
}

/** A discount as the price response lists it. */
export type DraftDiscount = { code: string; discount_type: { type: 'percentage' | 'flat'; value: number }; amount: number }

/** The last price the server gave for the draft (spec §3 "plan: price"); fils, VAT included. */
export type DraftPlanPrice = {
	gross: number
	discounted: number
	bag_deposit: number
	discounts: DraftDiscount[]
	discounts_error: string | null
	applicable_bins: string[]
	discount_codes_applied: string[]
	number_of_weeks: number
	number_of_days: number
}

/** The chosen plan: its last price and what the pages show of it. */
export type DraftPlan = {
	price: DraftPlanPrice
	/** Null until a plan is chosen; `slug` as in /meal-plans/{slug}/. */
	data: { slug: string; name: string } | null
}

export type OrderDraft = {
	currency: 'AED'
	plan_id: number | null
	plan_variant_id: number | null
	plan: DraftPlan
	/** Regular by default, or Plus: the catalogue's size codes. */
	size: PlanSize
	days_per_week: DaysPerWeek
	number_of_weeks: Weeks
	/** The codes to price with: at most one, typed by the visitor or put there by a campaign. */
	discount_code: string[]
	/** Those of `discount_code` the visitor did not type (campaign and partner links). */
	automatic_public_discount_codes: string[]
	referral_code: string | null
	/** ISO date (YYYY-MM-DD) of the first delivery. */
	start_date: string | null
	has_allergies: boolean
	allergiesSaved: boolean
	consultation: boolean
	consultation_data: ConsultationDraft
	meta: { allergies: string[] }
	source: OrderSource
	initiator_type: InitiatorType
	hasAddons: boolean
	/** 0 when no add-on is chosen. */
	addon_id: number
	addon_variant: number | null
	deliveryAddress: DeliveryAddressDraft
}

export const DEFAULT_CITY = { id: 1, name: 'Dubai' } as const
/** The landmark the draft starts with and an address stores when the customer gave none, as the spec has it. */
export const NO_LANDMARK = 'N/A'

/** Whether a stored landmark is one the customer gave (not the "N/A" that stands for none). */
export const hasLandmark = (stored: string | null | undefined): stored is string => Boolean(stored?.trim()) && stored?.trim() !== NO_LANDMARK

/** The landmark as an address form shows it: empty when there is none, never the stored "N/A". */
export const landmarkShown = (stored: string | null | undefined) => (hasLandmark(stored) ? stored : '')

/** The landmark as an address stores it: what was typed, or "N/A" when nothing was. */
export const landmarkStored = (typed: string) => (hasLandmark(typed) ? typed.trim() : NO_LANDMARK)

export function emptyOrderDraft(): OrderDraft {
	return {
		currency: 'AED',
		plan_id: null,
		plan_variant_id: null,
		plan: {
			price: {
				gross: 0,
				discounted: 0,
				bag_deposit: 0,
				discounts: [],
				discounts_error: null,
				applicable_bins: [],
				discount_codes_applied: [],
				number_of_weeks: DEFAULT_ORDER_CHOICE.weeks,
				number_of_days: DEFAULT_ORDER_CHOICE.daysPerWeek * DEFAULT_ORDER_CHOICE.weeks,
			},
			data: null,
		},
		size: DEFAULT_ORDER_CHOICE.size,
		days_per_week: DEFAULT_ORDER_CHOICE.daysPerWeek,
		number_of_weeks: DEFAULT_ORDER_CHOICE.weeks,
		discount_code: [],
		automatic_public_discount_codes: [],
		referral_code: null,
		start_date: null,
		has_allergies: false,
		allergiesSaved: false,
		consultation: false,
		consultation_data: { type: '', location_id: 1, language_id: 1, date: '', time: '' },
		meta: { allergies: [] },
		source: 'Web',
		initiator_type: 'Organic',
		hasAddons: false,
		addon_id: 0,
		addon_variant: null,
		deliveryAddress: {
			type: 'Home',
			city_id: DEFAULT_CITY.id,
			city_name: DEFAULT_CITY.name,
			area_id: null,
			area_name: '',
			area_timing_id: null,
			area_timing_name: '',
			flat_number: '',
			building_name: '',
			landmark: NO_LANDMARK,
			street: '',
			latitude: null,
			longitude: null,
			notes: '',
			custom_delivery_instructions: '',
		},
	}
}

/** Discount and referral codes are compared and sent in capitals, without spaces around. */
export const normalizeCode = (code: string) => code.trim().toUpperCase()

/**
 * Setting a code replaces the list with that single code; `automatic` says whether the visitor
 * typed it (false) or a campaign, partner or ambassador link put it there (true).
 */
export function setDiscountCode(draft: OrderDraft, code: string, automatic: boolean): OrderDraft {
	const normalized = normalizeCode(code)
	if (!normalized) return draft
	return {
		...draft,
		discount_code: [normalized],
		automatic_public_discount_codes: automatic ? [normalized] : [],
	}
}

/** Removing a code removes it from both lists. */
export function removeDiscountCode(draft: OrderDraft, code: string): OrderDraft {
	const normalized = normalizeCode(code)
	return {
		...draft,
		discount_code: draft.discount_code.filter((entry) => entry !== normalized),
		automatic_public_discount_codes: draft.automatic_public_discount_codes.filter((entry) => entry !== normalized),
	}
}

/** An ambassador's referral code; an empty one clears it. */
export function setReferralCode(draft: OrderDraft, code: string): OrderDraft {
	const normalized = normalizeCode(code)
	return { ...draft, referral_code: normalized || null }
}

/** Who brought the visitor; kept once set, so a later organic page view does not erase it. */
export function setInitiator(draft: OrderDraft, initiator: Exclude<InitiatorType, 'Organic'>): OrderDraft {
	return { ...draft, initiator_type: initiator }
}

/** A size the plan does not offer resets to Regular. */
export function sizeOffered(size: PlanSize, offered: readonly PlanSize[]): PlanSize {
	return offered.includes(size) ? size : 'regular'
}

/** An add-on a plan offers, with the variants a customer picks from (the draft's `addon_variant`). */
export type OfferedAddon = { id: number; variants: readonly { id: number }[] }

/**
 * The add-on a chosen variant belongs to among the offered ones, or none (0) when no offered
 * add-on has that variant: the customise step's query names the variant only.
 */
export function offeredAddonOf(variantId: number | null, offered: readonly OfferedAddon[]): Pick<OrderDraft, 'addon_id' | 'addon_variant'> {
	const addon = variantId === null ? undefined : offered.find((candidate) => candidate.variants.some((variant) => variant.id === variantId))
	return addon ? { addon_id: addon.id, addon_variant: variantId } : { addon_id: 0, addon_variant: null }
}

/** An add-on not in the offered list resets to 0; `hasAddons` follows whether any add-ons exist. */
export function addonsOffered(draft: OrderDraft, offered: readonly OfferedAddon[]): OrderDraft {
	const kept = offeredAddonOf(draft.addon_variant, offered)
	return {
		...draft,
		hasAddons: offered.length > 0,
		...(kept.addon_id === draft.addon_id ? kept : { addon_id: 0, addon_variant: null }),
	}
}

/** A discount is automatic when the price response applied codes but the visitor typed none. */
export function isAutomaticDiscount(draft: OrderDraft, appliedCodes: readonly string[]): boolean {
	const typed = draft.discount_code.filter((code) => !draft.automatic_public_discount_codes.includes(code))
	return appliedCodes.length > 0 && typed.length === 0
}

/** A plan's variants, one per size (issue 4's catalogue). */
export type PlanVariantChoice = { id: number; size: PlanSize }

/** Switching between Regular and Plus selects the plan's variant of that size. */
export function switchSize(draft: OrderDraft, size: PlanSize, variants: readonly PlanVariantChoice[]): OrderDraft {
	const chosen = sizeOffered(
		size,
		variants.map((variant) => variant.size),
	)
	const variant = variants.find((candidate) => candidate.size === chosen)
	return { ...draft, size: chosen, plan_variant_id: variant?.id ?? null }
}

/**
 * The days a customer can mark as preferred: 1 … days_per_week, where day 7 is written 0
 * (Sunday), as the kitchen's systems number the week.
 */
export function preferredDeliveryDays(daysPerWeek: DaysPerWeek): number[] {
	return Array.from({ length: daysPerWeek }, (_, index) => (index + 1) % 7)
}

/**
 * Once checkout has saved the order, the draft holds what it saved: the delivery address as the
 * order keeps it (its area and slot named, `slotName` in the page's language), and the allergies
 * marked saved (they are the order's now).
 */
export function savedAtCheckout(draft: OrderDraft, address: OrderDeliveryAddress, slotName: string): OrderDraft {
	return {
		...draft,
		allergiesSaved: true,
		deliveryAddress: {
			type: address.type,
			city_id: address.city_id,
			city_name: address.city_name,
			area_id: address.area_id,
			area_name: address.area_name,
			area_timing_id: address.area_timing_id,
			area_timing_name: slotName,
			flat_number: address.flat_number,
			building_name: address.building_name,
			landmark: address.landmark,
			street: address.street,
			latitude: address.latitude,
			longitude: address.longitude,
			notes: address.notes,
			custom_delivery_instructions: address.custom_delivery_instructions,
		},
	}
}
