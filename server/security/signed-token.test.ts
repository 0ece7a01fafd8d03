import { describe, expect, test } from 'vitest'
import { createSigner } from './signed-token.ts'

const signer = createSigner('a-test-secret-that-is-long-enough-for-hmac')
const now = new Date('2026-11-23T10:00:00Z')
const later = new Date('2026-11-30T10:00:00Z')
const id = '8d3f2c1e-4b5a-4c6d-8e7f-9a0b1c2d3e4f'

describe('signed tokens', () => {
	test('a token issued for a purpose verifies for it until it expires', () => {
		const token = signer.issue('payment-link', id, later)
		expect(signer.verify('payment-link', token, now)).toEqual({ ok: true, payload: id })
		expect(signer.verify('payment-link', token, new Date('2026-12-01T00:00:00Z'))).toEqual({ ok: false, reason: 'expired' })
	})

	test('a token is not accepted for another purpose or with another secret', () => {
		const token = signer.issue('payment-link', id, later)
		expect(signer.verify('order-access', token, now)).toEqual({ ok: false, reason: 'tampered' })
		expect(createSigner('another-secret-that-is-long-enough-too').verify('payment-link', token, now)).toEqual({ ok: false, reason: 'tampered' })
	})

	test('changing the order or pushing the expiry breaks the signature', () => {
		const [, expiry, signature] = signer.issue('payment-link', id, later).split('.')
		expect(signer.verify('payment-link', `${id.replace('8d3f', '8d40')}.${expiry}.${signature}`, now).ok).toBe(false)
		const pushed = (Number.parseInt(expiry ?? '', 36) + 86_400).toString(36)
		expect(signer.verify('payment-link', `${id}.${pushed}.${signature}`, now)).toEqual({ ok: false, reason: 'tampered' })
	})

	test('rotation: signed with the first key, accepted with any; dropping a key ends its tokens', () => {
		const [oldKey, newKey] = ['the-key-before-the-rotation-0123456789', 'the-key-after-the-rotation-01234567890']
		const before = createSigner([oldKey]).issue('payment-link', id, later)
		const rotated = createSigner([newKey, oldKey])
		expect(rotated.verify('payment-link', before, now)).toEqual({ ok: true, payload: id })
		const after = rotated.issue('payment-link', id, later)
		expect(after).not.toBe(before)
		expect(createSigner(newKey).verify('payment-link', after, now)).toEqual({ ok: true, payload: id })
		expect(createSigner(oldKey).verify('payment-link', after, now)).toEqual({ ok: false, reason: 'tampered' })
		expect(createSigner([newKey]).verify('payment-link', before, now)).toEqual({ ok: false, reason: 'tampered' })
		expect(() => createSigner([])).toThrow(RangeError)
	})

	test('anything that is not three parts of the right shape is malformed', () => {
		for (const token of [null, '', 'abc', `${id}.zz`, `${id}.!!.sig`, `a b.1.sig`]) {
			expect(signer.verify('payment-link', token, now)).toEqual({ ok: false, reason: 'malformed' })
		}
	})
})
