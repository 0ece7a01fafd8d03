import { expect, test } from 'vitest'
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes.ts'

test('ten different codes of ten unambiguous characters', () => {
	const codes = newRecoveryCodes()
	expect(codes).toHaveLength(RECOVERY_CODE_COUNT)
	expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT)
	for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/)
})

test('a code typed in any case, with spaces or without the dash, is the same code', () => {
	const [code] = newRecoveryCodes(1)
	const stored = hashRecoveryCode(normalizeRecoveryCode(code!)!)
	for (const typed of [code!.toLowerCase(), code!.replace('-', ' '), ` ${code!.replace('-', '')} `]) {
		expect(hashRecoveryCode(normalizeRecoveryCode(typed)!)).toBe(stored)
	}
})

test('six digits or nonsense is no recovery code', () => {
	expect(normalizeRecoveryCode('123456')).toBeNull()
	expect(normalizeRecoveryCode('OOOOO-IIIII')).toBeNull()
	expect(normalizeRecoveryCode('')).toBeNull()
})
