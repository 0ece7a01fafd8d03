import { describe, expect, test } from 'vitest'
import { hashPassword, verifyNothing, verifyPassword } from './passwords.ts'

describe('passwords', () => {
	test('a hash verifies its password and no other, and is salted', async () => {
		const hash = await hashPassword('correct horse battery')
		expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
		expect(await verifyPassword('correct horse battery', hash)).toBe(true)
		expect(await verifyPassword('correct horse batterY', hash)).toBe(false)
		expect(await hashPassword('correct horse battery')).not.toBe(hash)
	})

	test('the same password typed in another Unicode form still matches', async () => {
		const hash = await hashPassword('caf\u00e9 au lait 42')
		expect(await verifyPassword('cafe\u0301 au lait 42', hash)).toBe(true)
	})

	test('a malformed stored value never verifies', async () => {
		expect(await verifyPassword('anything', 'plain-text')).toBe(false)
		expect(await verifyNothing('anything')).toBe(false)
	})
})
