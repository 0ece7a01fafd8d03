import { expect, test } from 'vitest'
import { createSecretBox } from './secret-box.ts'

const OLD = 'old-signing-key-0123456789abcdefghijklmnop'
const NEW = 'new-signing-key-0123456789abcdefghijklmnop'
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

test('a sealed value is not the secret, differs at every seal, and opens to it', () => {
	const box = createSecretBox([NEW], 'console-totp')
	const first = box.seal(SECRET)
	const second = box.seal(SECRET)
	expect(first).toMatch(/^sealed:v1:[\w-]{8}:[\w-]{16}:[\w-]+$/)
	expect(first).not.toContain(SECRET)
	expect(first).not.toBe(second)
	expect(box.open(first)).toBe(SECRET)
	expect(box.open(second)).toBe(SECRET)
	expect(box.needsSealing(first)).toBe(false)
})

test('a value stored before encryption is read as it is and asks to be sealed', () => {
	const box = createSecretBox([NEW], 'console-totp')
	expect(box.open(SECRET)).toBe(SECRET)
	expect(box.needsSealing(SECRET)).toBe(true)
})

test('rotation: sealed with the first key, opened with any; an old key’s value asks to be sealed again', () => {
	const before = createSecretBox([OLD], 'console-totp')
	const during = createSecretBox([NEW, OLD], 'console-totp')
	const after = createSecretBox([NEW], 'console-totp')
	const sealedOld = before.seal(SECRET)
	expect(during.open(sealedOld)).toBe(SECRET)
	expect(during.needsSealing(sealedOld)).toBe(true)
	const sealedNew = during.seal(SECRET)
	expect(during.needsSealing(sealedNew)).toBe(false)
	expect(after.open(sealedNew)).toBe(SECRET)
	// Once the old key is dropped, what only it sealed opens no more.
	expect(after.open(sealedOld)).toBeNull()
})

test('an altered value, another purpose’s box or a malformed value opens to nothing', () => {
	const box = createSecretBox([NEW], 'console-totp')
	const sealed = box.seal(SECRET)
	const last = sealed.at(-1) === 'A' ? 'B' : 'A'
	expect(box.open(sealed.slice(0, -1) + last)).toBeNull()
	expect(createSecretBox([NEW], 'something-else').open(sealed)).toBeNull()
	for (const broken of ['sealed:v1:', 'sealed:v1:abc', 'sealed:v1:abc:def:', `${sealed.split(':').slice(0, 4).join(':')}:AAAA`]) {
		expect(box.open(broken), broken).toBeNull()
	}
	expect(() => createSecretBox([], 'console-totp')).toThrow()
})
