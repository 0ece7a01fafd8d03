import { describe, expect, test } from 'vitest'
import {
	addonsOffered,
	emptyOrderDraft,
	isAutomaticDiscount,
	offeredAddonOf,
	preferredDeliveryDays,
	removeDiscountCode,
	savedAtCheckout,
	setDiscountCode,
	setReferralCode,
	sizeOffered,
	switchSize,
} from './order-draft.ts'

describe('emptyOrderDraft', () => {
	test('has the defaults of the spec', () => {
		const draft = emptyOrderDraft()
		expect(draft).toMatchObject({
			currency: 'AED',
			size: 'regular',
			days_per_week: 6,
			number_of_weeks: 8,
			discount_code: [],
			automatic_public_discount_codes: [],
			source: 'Web',
			initiator_type: 'Organic',
			addon_id: 0,
			consultation_data: { location_id: 1, language_id: 1 },
			meta: { allergies: [] },
			plan: { price: { number_of_weeks: 8, number_of_days: 48, gross: 0, discounts: [] }, data: null },
		})
		expect(draft.deliveryAddress).toMatchObject({ type: 'Home', city_id: 1, city_name: 'Dubai', landmark: 'N/A' })
	})

	test('gives a new object each time, so a reset never shares state with an old draft', () => {
		const first = emptyOrderDraft()
		first.meta.allergies.push('nuts')
		expect(emptyOrderDraft().meta.allergies).toEqual([])
	})
})

describe('discount codes', () => {
	test('setting a code replaces the list with that one code, marked automatic or not', () => {
		const typed = setDiscountCode(emptyOrderDraft(), ' welcome10 ', false)
		expect(typed.discount_code).toEqual(['WELCOME10'])
		expect(typed.automatic_public_discount_codes).toEqual([])
		const campaign = setDiscountCode(typed, 'kmp2499', true)
		expect(campaign.discount_code).toEqual(['KMP2499'])
		expect(campaign.automatic_public_discount_codes).toEqual(['KMP2499'])
		// A code typed afterwards replaces the campaign's and is no longer automatic.
		expect(setDiscountCode(campaign, 'WELCOME10', false).automatic_public_discount_codes).toEqual([])
	})

	test('an empty code changes nothing', () => {
		const draft = setDiscountCode(emptyOrderDraft(), 'KMP2499', true)
		expect(setDiscountCode(draft, '   ', false)).toBe(draft)
	})

	test('removing a code removes it from both lists', () => {
		const draft = removeDiscountCode(setDiscountCode(emptyOrderDraft(), 'KMP2499', true), 'kmp2499')
		expect(draft.discount_code).toEqual([])
		expect(draft.automatic_public_discount_codes).toEqual([])
	})

	test('a discount is automatic when codes were applied but the visitor typed none', () => {
		expect(isAutomaticDiscount(emptyOrderDraft(), ['SUMMER'])).toBe(true)
		expect(isAutomaticDiscount(setDiscountCode(emptyOrderDraft(), 'KMP2499', true), ['KMP2499'])).toBe(true)
		expect(isAutomaticDiscount(setDiscountCode(emptyOrderDraft(), 'WELCOME10', false), ['WELCOME10'])).toBe(false)
		expect(isAutomaticDiscount(emptyOrderDraft(), [])).toBe(false)
	})
})

test('a referral code is kept in capitals and cleared by an empty one', () => {
	const draft = setReferralCode(emptyOrderDraft(), ' sara-k ')
	expect(draft.referral_code).toBe('SARA-K')
	expect(setReferralCode(draft, '').referral_code).toBeNull()
})

test('a size the plan does not offer resets to Regular', () => {
	expect(sizeOffered('plus', ['regular'])).toBe('regular')
	expect(sizeOffered('plus', ['regular', 'plus'])).toBe('plus')
})

describe('addonsOffered', () => {
	const offered = [
		{ id: 2, variants: [{ id: 5 }] },
		{ id: 3, variants: [{ id: 7 }, { id: 8 }] },
	]

	test('keeps an offered add-on and sets hasAddons', () => {
		const draft = { ...emptyOrderDraft(), addon_id: 3, addon_variant: 7 }
		expect(addonsOffered(draft, offered)).toMatchObject({ hasAddons: true, addon_id: 3, addon_variant: 7 })
	})

	test('resets an add-on that is not offered to 0', () => {
		const draft = { ...emptyOrderDraft(), addon_id: 9, addon_variant: 7 }
		expect(addonsOffered(draft, offered)).toMatchObject({ hasAddons: true, addon_id: 0, addon_variant: null })
		expect(addonsOffered({ ...draft, addon_id: 3, addon_variant: 99 }, offered)).toMatchObject({ addon_id: 0, addon_variant: null })
		expect(addonsOffered(draft, [])).toMatchObject({ hasAddons: false, addon_id: 0 })
	})

	test('a chosen variant names its add-on, or none when no offered add-on has it', () => {
		expect(offeredAddonOf(8, offered)).toEqual({ addon_id: 3, addon_variant: 8 })
		expect(offeredAddonOf(99, offered)).toEqual({ addon_id: 0, addon_variant: null })
		expect(offeredAddonOf(null, offered)).toEqual({ addon_id: 0, addon_variant: null })
	})
})

describe('switchSize', () => {
	const variants = [
		{ id: 11, size: 'regular' },
		{ id: 12, size: 'plus' },
	] as const

	test('selects the variant of the chosen size', () => {
		expect(switchSize(emptyOrderDraft(), 'plus', variants)).toMatchObject({ size: 'plus', plan_variant_id: 12 })
		expect(switchSize(emptyOrderDraft(), 'regular', variants)).toMatchObject({ size: 'regular', plan_variant_id: 11 })
	})

	test('falls back to Regular when the plan has no Plus', () => {
		expect(switchSize(emptyOrderDraft(), 'plus', [variants[0]])).toMatchObject({ size: 'regular', plan_variant_id: 11 })
	})
})

test('preferred delivery days run 1 … days per week, with day 7 written 0 (Sunday)', () => {
	expect(preferredDeliveryDays(5)).toEqual([1, 2, 3, 4, 5])
	expect(preferredDeliveryDays(6)).toEqual([1, 2, 3, 4, 5, 6])
	expect(preferredDeliveryDays(7)).toEqual([1, 2, 3, 4, 5, 6, 0])
})

test('once checkout saved the order, the draft holds its address (the slot by name) and its allergies are saved', () => {
	const address = {
		type: 'Work',
		city_id: 1,
		city_name: 'Dubai',
		area_id: 4,
		area_name: 'Dubai Marina',
		area_timing_id: 9,
		slot: 'morning',
		flat_number: '1204',
		building_name: 'Marina Heights',
		street: 'Al Marsa Street',
		landmark: 'N/A',
		notes: '',
		custom_delivery_instructions: 'Ring twice',
		latitude: 25.08,
		longitude: 55.14,
	} as const
	const draft = savedAtCheckout({ ...emptyOrderDraft(), has_allergies: true }, address, 'Early morning')
	expect(draft.allergiesSaved).toBe(true)
	expect(draft.has_allergies).toBe(true)
	expect(draft.deliveryAddress).toEqual({
		type: 'Work',
		city_id: 1,
		city_name: 'Dubai',
		area_id: 4,
		area_name: 'Dubai Marina',
		area_timing_id: 9,
		area_timing_name: 'Early morning',
		flat_number: '1204',
		building_name: 'Marina Heights',
		landmark: 'N/A',
		street: 'Al Marsa Street',
		latitude: 25.08,
		longitude: 55.14,
		notes: '',
		custom_delivery_instructions: 'Ring twice',
	})
})
