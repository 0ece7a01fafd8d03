/**
 * Short signed tokens the server hands out and later trusts: `<payload>.<expiry>.<signature>`,
 * HMAC-SHA256 over a purpose, the payload and the expiry. The purpose keeps a token made for one
 * use (a payment link) from being accepted for another (the order-access cookie). Several keys
 * allow rotation: tokens are signed with the first, and one signed with any of them is accepted,
 * so links handed out before a new key was put first keep working until the old key is dropped.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export type TokenPurpose = 'payment-link' | 'order-access' | 'renewal-link'

export type TokenCheck = { ok: true; payload: string } | { ok: false; reason: 'malformed' | 'tampered' | 'expired' }

const PAYLOAD = /^[A-Za-z0-9-]{1,64}$/

export function createSigner(keys: string | readonly string[]) {
	const secrets = typeof keys === 'string' ? [keys] : [...keys]
	const [current] = secrets
	if (!current) throw new RangeError('A signer needs at least one key')
	const sign = (secret: string, purpose: TokenPurpose, payload: string, expiresAt: number) =>
		createHmac('sha256', secret).update(`${purpose}\n${payload}\n${expiresAt}`).digest('base64url')

	return {
		/** A token for `payload` (letters, digits, dashes: an id) valid until `expiresAt`. */
		issue(purpose: TokenPurpose, payload: string, expiresAt: Date): string {
			if (!PAYLOAD.test(payload)) throw new RangeError('A signed payload is an id of letters, digits and dashes')
			const expiry = Math.floor(expiresAt.getTime() / 1000)
			return `${payload}.${expiry.toString(36)}.${sign(current, purpose, payload, expiry)}`
		},
		verify(purpose: TokenPurpose, token: string | null | undefined, now: Date): TokenCheck {
			const parts = token?.split('.') ?? []
			const [payload, expiryText, signature] = parts
			if (parts.length !== 3 || !payload || !expiryText || !signature || !PAYLOAD.test(payload) || !/^[0-9a-z]{1,10}$/.test(expiryText)) {
				return { ok: false, reason: 'malformed' }
			}
			const expiry = Number.parseInt(expiryText, 36)
			const given = Buffer.from(signature)
			const signedByOneOfOurs = secrets.some((secret) => {
				const expected = Buffer.from(sign(secret, purpose, payload, expiry))
				return expected.length === given.length && timingSafeEqual(expected, given)
			})
			if (!signedByOneOfOurs) return { ok: false, reason: 'tampered' }
			if (expiry * 1000 <= now.getTime()) return { ok: false, reason: 'expired' }
			return { ok: true, payload }
		},
	}
}

export type Signer = ReturnType<typeof createSigner>
