import { describe, expect, test } from 'vitest'
import { tabbyPlan } from './tabby-instalments.ts'

describe('tabbyPlan', () => {
	test('four equal instalments when the amount divides by four', () => {
		expect(tabbyPlan(148_000)).toEqual({ firstFils: 37_000, laterFils: 37_000, instalments: [37_000, 37_000, 37_000, 37_000] })
	})

	test('the first takes the fils that do not divide, and they add up to the amount', () => {
		const plan = tabbyPlan(148_003)
		expect(plan).toMatchObject({ firstFils: 37_003, laterFils: 37_000 })
		expect(plan.instalments.reduce((sum, fils) => sum + fils, 0)).toBe(148_003)
	})

	test('refuses amounts that are not whole, positive fils', () => {
		for (const amount of [0, -4, 10.5]) expect(() => tabbyPlan(amount)).toThrow(RangeError)
	})
})
