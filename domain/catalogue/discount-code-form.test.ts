import { expect, test } from 'vitest'
import { uaeDateOf } from '../delivery-schedule.ts'
import { lastValidDay } from '../discount-codes.ts'
import { cheapestAcceptedFils, readDiscountCodeForm } from './discount-code-form.ts'

const now = new Date('2026-11-27T10:00:00Z')
const context = {
	planSlugs: ['international', 'weight-loss', 'kcal-fit'],
	campaigns: ['ny25', 'kmp_2499'],
	orderTotals: [
		{ planSlug: 'international', weeks: 1, totalFils: 60_000 },
		{ planSlug: 'international', weeks: 4, totalFils: 294_000 },
		{ planSlug: 'weight-loss', weeks: 1, totalFils: 55_000 },
	],
	now,
}
const read = (form: Record<string, string>, creating = true, saved?: { validUntil: Date | null }) => readDiscountCodeForm(form, { ...context, saved }, creating)

test('a full form becomes the columns of a code', () => {
	const result = read({
		code: ' spring26 ',
		discountType: 'percentage',
		value: '15',
		validFrom: '2026-12-01',
		validUntil: '2026-12-31',
		maxUses: '500',
		maxUsesPerCustomer: '1',
		minOrder: '1,500',
		minWeeks: '4',
		'plan-weight-loss': 'on',
		'plan-international': 'on',
		cardBins: '400555, 51234567\n400555',
		campaign: '',
	})
	expect(result).toEqual({
		ok: true,
		code: 'SPRING26',
		values: {
			discountType: 'percentage',
			value: 15,
			validFrom: new Date('2026-11-30T20:00:00Z'),
			// Exclusive: midnight after the last day, UAE time.
			validUntil: new Date('2026-12-31T20:00:00Z'),
			maxUses: 500,
			maxUsesPerCustomer: 1,
			minOrderFils: 150_000,
			minWeeks: 4,
			planSlugs: ['international', 'weight-loss'],
			cardBins: ['400555', '51234567'],
			isAutomatic: false,
			campaign: null,
		},
	})
	if (result.ok) {
		expect(uaeDateOf(result.values.validFrom!)).toBe('2026-12-01')
		expect(lastValidDay(result.values.validUntil!)).toBe('2026-12-31')
	}
})

test('empty limits, dates and conditions mean none; a campaign code is automatic', () => {
	const result = read({ code: 'ny-code', discountType: 'flat', value: '50.5', campaign: 'ny25' })
	expect(result.ok && result.values).toMatchObject({ value: 5_050, validFrom: null, validUntil: null, maxUses: null, minWeeks: null, planSlugs: [], cardBins: [], isAutomatic: true, campaign: 'ny25' })
})

test('every bad value is its own field error', () => {
	const result = read({
		code: 'a b',
		discountType: 'percentage',
		value: '101',
		validFrom: '2026-02-31',
		validUntil: 'soon',
		maxUses: '0',
		maxUsesPerCustomer: '1.5',
		minOrder: '-3',
		minWeeks: '3',
		'plan-unknown': 'on',
		cardBins: '12345 123456789',
		campaign: 'summer',
	})
	expect(result).toEqual({
		ok: false,
		errors: {
			code: 'code-format',
			value: 'percent',
			validFrom: 'date',
			validUntil: 'date',
			maxUses: 'uses',
			maxUsesPerCustomer: 'uses',
			minOrder: 'amount',
			minWeeks: 'weeks',
			plans: 'plan',
			cardBins: 'bins',
			campaign: 'campaign',
		},
	})
	expect(read({ code: 'OK1', discountType: 'free', value: '1' })).toEqual({ ok: false, errors: { discountType: 'type' } })
	expect(read({ code: 'OK1', discountType: 'percentage', value: '0' })).toEqual({ ok: false, errors: { value: 'percent' } })
	expect(read({ code: 'OK1', discountType: 'flat', value: '0' })).toEqual({ ok: false, errors: { value: 'amount' } })
	expect(read({ code: 'OK1', discountType: 'flat', value: '1.234' })).toEqual({ ok: false, errors: { value: 'amount' } })
})

test('the end comes after the start, and a new last day is not in the past', () => {
	expect(read({ code: 'OK1', discountType: 'percentage', value: '5', validFrom: '2026-12-10', validUntil: '2026-12-09' })).toEqual({ ok: false, errors: { validUntil: 'end-before-start' } })
	// One day is a valid campaign: from and until the same day.
	expect(read({ code: 'OK1', discountType: 'percentage', value: '5', validFrom: '2026-12-10', validUntil: '2026-12-10' }).ok).toBe(true)
	expect(read({ code: 'OK1', discountType: 'percentage', value: '5', validUntil: '2026-11-26' })).toEqual({ ok: false, errors: { validUntil: 'end-past' } })
	// Today (UAE) is still a day the code works.
	expect(read({ code: 'OK1', discountType: 'percentage', value: '5', validUntil: '2026-11-27' }).ok).toBe(true)
	// An old code keeps its end when edited for something else.
	const ended = new Date('2025-01-31T20:00:00Z')
	expect(read({ discountType: 'percentage', value: '5', validUntil: '2025-01-31' }, false, { validUntil: ended }).ok).toBe(true)
	expect(read({ discountType: 'percentage', value: '5', validUntil: '2025-01-30' }, false, { validUntil: ended }).ok).toBe(false)
})

test('the code is read only when made: an edit never renames it', () => {
	const result = read({ code: 'anything goes', discountType: 'percentage', value: '5' }, false)
	expect(result.ok).toBe(true)
})

test('a fixed amount stays below the cheapest order the code accepts', () => {
	expect(read({ code: 'OK1', discountType: 'flat', value: '550' })).toEqual({ ok: false, errors: { value: 'above-price' }, cheapestFils: 55_000 })
	expect(read({ code: 'OK1', discountType: 'flat', value: '549.99' }).ok).toBe(true)
	// Only International, 4 weeks or more: AED 2,940 is the floor.
	expect(read({ code: 'OK1', discountType: 'flat', value: '2000', 'plan-international': 'on', minWeeks: '4' }).ok).toBe(true)
	expect(read({ code: 'OK1', discountType: 'flat', value: '2940', 'plan-international': 'on', minWeeks: '4' })).toMatchObject({ errors: { value: 'above-price' }, cheapestFils: 294_000 })
	// A plan the site does not sell now bounds nothing.
	expect(read({ code: 'OK1', discountType: 'flat', value: '5000', 'plan-kcal-fit': 'on' }).ok).toBe(true)
	expect(cheapestAcceptedFils({ planSlugs: [], minWeeks: null, minOrderFils: 100_000 }, context.orderTotals)).toBe(294_000)
})
