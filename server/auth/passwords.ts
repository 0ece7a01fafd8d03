/**
 * Password hashing with scrypt (DESIGN §4), from Node's crypto: no native add-on to build.
 * Stored as `scrypt$N$r$p$salt$hash` (base64url), so the cost can rise later and old hashes
 * still verify. N = 2^15 costs about 60 ms and 32 MB on the 2-core machine: slow for a guesser,
 * fine for a login.
 */
import { randomBytes, scrypt as scryptCallback, type ScryptOptions, timingSafeEqual } from 'node:crypto'

const COST = { N: 2 ** 15, r: 8, p: 1 } as const
const KEY_LENGTH = 32
// scrypt needs 128 × N × r bytes; Node's default ceiling (32 MB) is exactly that, leave room.
const MAX_MEMORY = 64 * 1024 * 1024

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)))
	})
}

export async function hashPassword(password: string): Promise<string> {
	const salt = randomBytes(16)
	const key = await scrypt(password, salt, COST)
	return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	const [scheme, n, r, p, salt, key] = stored.split('$')
	if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false
	const expected = Buffer.from(key, 'base64url')
	const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) })
	return actual.length === expected.length && timingSafeEqual(actual, expected)
}

// Verifying against this when no account matches takes as long as a real check, so the
// response time does not tell whether an e-mail is registered.
let decoy: Promise<string> | null = null

/** A check that always fails, in the time a real one takes. */
export async function verifyNothing(password: string): Promise<false> {
	decoy ??= hashPassword('decoy password that matches nothing')
	await verifyPassword(password, await decoy)
	return false
}
