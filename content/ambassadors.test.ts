import { expect, test } from 'vitest'
import { isAmbassadorHandle, normalizeAmbassadorHandle } from '../domain/ambassador.ts'
import { DISCOUNT_CODE_FORMAT } from '../domain/discount-codes.ts'
import { AMBASSADOR_SEEDS } from './ambassadors.ts'
import { DISCOUNT_CODE_SEEDS } from './discount-codes.ts'

test('handles are valid addresses, in lower case, and unique', () => {
	for (const { handle } of AMBASSADOR_SEEDS) {
		expect(isAmbassadorHandle(handle), handle).toBe(true)
		expect(normalizeAmbassadorHandle(handle)).toBe(handle)
	}
	expect(new Set(AMBASSADOR_SEEDS.map((seed) => seed.handle)).size).toBe(AMBASSADOR_SEEDS.length)
})

test('referral codes have the codes’ format, are unique and are not discount codes', () => {
	const discountCodes = new Set(DISCOUNT_CODE_SEEDS.map((code) => code.code))
	for (const { referralCode } of AMBASSADOR_SEEDS) {
		expect(referralCode, referralCode).toMatch(DISCOUNT_CODE_FORMAT)
		expect(discountCodes.has(referralCode), referralCode).toBe(false)
	}
	expect(new Set(AMBASSADOR_SEEDS.map((seed) => seed.referralCode)).size).toBe(AMBASSADOR_SEEDS.length)
})

test('a welcome discount is a code the seed writes, and a working one', () => {
	for (const { welcomeDiscountCode } of AMBASSADOR_SEEDS) {
		if (welcomeDiscountCode === null) continue
		const code = DISCOUNT_CODE_SEEDS.find((candidate) => candidate.code === welcomeDiscountCode)
		expect(code, welcomeDiscountCode).toBeDefined()
		expect(code?.isActive).toBe(true)
	}
})

test('display names are names, not handles', () => {
	for (const { displayName } of AMBASSADOR_SEEDS) expect(displayName).toMatch(/^\p{Lu}[\p{L} .'-]+$/u)
})
