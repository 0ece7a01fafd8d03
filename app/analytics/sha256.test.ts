import { describe, expect, it } from 'vitest'
import { sha256Hex } from './sha256.ts'

// FIPS 180-2 test vectors; the UTF-8 one checked against Node's createHash.
describe('sha256Hex', () => {
	it('hashes the empty text', async () => {
		expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
	})

	it('hashes "abc"', async () => {
		expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
	})

	it('hashes the two-block vector', async () => {
		expect(await sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
			'248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
		)
	})

	it('hashes the UTF-8 bytes of non-Latin text', async () => {
		expect(await sha256Hex('مرحبا')).toBe('80eff1a750bb540045622ad23c148c8875790515e3f768c77d5dff8c1d221b49')
	})
})
