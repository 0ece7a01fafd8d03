/**
 * Recovery codes: ten per enrolment, shown once, each good for one sign-in instead of an
 * authenticator code. They are 50 random bits each (ten characters of an alphabet without
 * look-alikes), so a fast hash (SHA-256) is enough to keep them unusable from a copy of the
 * database: unlike a password, nobody can guess through a list of likely ones.
 */
import { createHash, randomInt } from 'node:crypto'

export const RECOVERY_CODE_COUNT = 10
// No 0/O, 1/I/L: codes are read off paper.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const LENGTH = 10

/** Fresh codes as shown: `XXXXX-XXXXX`. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
	return Array.from({ length: count }, () => {
		const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
		return `${chars.slice(0, 5)}-${chars.slice(5)}`
	})
}

/** A code as typed (any case, spaces or dashes) in its stored form; null when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | null {
	const chars = typed.toUpperCase().replace(/[\s-]+/g, '')
	if (chars.length !== LENGTH || ![...chars].every((char) => ALPHABET.includes(char))) return null
	return chars
}

export function hashRecoveryCode(normalized: string): string {
	return createHash('sha256').update(normalized).digest('base64url')
}
