/**
 * Secrets the server must read back (the console's TOTP secrets), kept encrypted in the database:
 * AES-256-GCM with a key derived (HKDF-SHA-256, one purpose per box) from the installation's
 * signing keys, the SIGNING_SECRET list or the key made for the installation. So a copy of the
 * database alone, without SIGNING_SECRET, gives none of them.
 *
 * Rotation follows the signing keys: sealed with the first, opened with any. A sealed value names
 * its key by a short id (derived apart from the key, so it tells nothing of it) and reads
 * `sealed:v1:<key id>:<iv>:<ciphertext and tag>`. A value without that prefix was stored before
 * encryption and is read as it is, until the start-up pass seals it (server/console/totp-secrets.ts).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const PREFIX = 'sealed:v1:'
const IV_BYTES = 12
const TAG_BYTES = 16

export type SecretBox = {
	seal(plain: string): string
	/** The secret; the stored value itself when it was never sealed; null when no key opens it (or it was altered). */
	open(stored: string): string | null
	/** True for a value stored before encryption or sealed with a key other than the first: the start-up pass seals it again. */
	needsSealing(stored: string): boolean
}

type Key = { id: string; key: Buffer }

const derive = (secret: string, info: string, length: number) => Buffer.from(hkdfSync('sha256', secret, 'kcal secret box', info, length))

/** `keys`: newest first (the first seals); `purpose` keeps boxes for different secrets apart. */
export function createSecretBox(keys: readonly string[], purpose: string): SecretBox {
	if (keys.length === 0) throw new Error('A secret box needs at least one key')
	const derived: Key[] = keys.map((secret) => ({ key: derive(secret, `${purpose}:key`, 32), id: derive(secret, `${purpose}:key-id`, 6).toString('base64url') }))
	const sealing = derived[0]!
	const aad = Buffer.from(purpose)
	const parse = (stored: string) => {
		const [id, iv, sealed] = stored.slice(PREFIX.length).split(':')
		return id && iv && sealed ? { id, iv: Buffer.from(iv, 'base64url'), sealed: Buffer.from(sealed, 'base64url') } : null
	}
	return {
		seal(plain) {
			const iv = randomBytes(IV_BYTES)
			const cipher = createCipheriv('aes-256-gcm', sealing.key, iv).setAAD(aad)
			const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()])
			return `${PREFIX}${sealing.id}:${iv.toString('base64url')}:${sealed.toString('base64url')}`
		},
		open(stored) {
			if (!stored.startsWith(PREFIX)) return stored
			const parts = parse(stored)
			const key = parts && derived.find((candidate) => candidate.id === parts.id)
			if (!parts || !key || parts.iv.length !== IV_BYTES || parts.sealed.length < TAG_BYTES) return null
			try {
				const decipher = createDecipheriv('aes-256-gcm', key.key, parts.iv).setAAD(aad)
				decipher.setAuthTag(parts.sealed.subarray(-TAG_BYTES))
				return Buffer.concat([decipher.update(parts.sealed.subarray(0, -TAG_BYTES)), decipher.final()]).toString('utf8')
			} catch {
				return null
			}
		},
		needsSealing(stored) {
			return !stored.startsWith(`${PREFIX}${sealing.id}:`)
		},
	}
}
