/**
 * The Amazon Payment Services (ex-Payfort) signature: every parameter sorted by name, written
 * `name=value` with no separator, the SHA phrase at both ends, hashed to hex. Requests are signed
 * with the request phrase, answers with the response phrase.
 */
import { createHash, timingSafeEqual } from 'node:crypto'

export type ApsShaType = 'sha256' | 'sha512'

type SignatureOptions = {
	/**
	 * The merchant-page tokenization form: the browser adds the card fields after the server signed
	 * the hidden ones, so APS leaves them out of that request's signature. Answers sign every field.
	 */
	excludeCardFields?: boolean
}

const CARD_FIELDS = new Set(['card_number', 'card_security_code', 'expiry_date', 'card_holder_name', 'remember_me'])

export function apsSignature(params: Record<string, unknown>, phrase: string, shaType: ApsShaType, options: SignatureOptions = {}) {
	const signed = Object.keys(params)
		.filter((name) => name !== 'signature' && params[name] !== undefined && !(options.excludeCardFields && CARD_FIELDS.has(name)))
		.sort()
		.map((name) => `${name}=${formatValue(params[name])}`)
		.join('')
	return createHash(shaType).update(`${phrase}${signed}${phrase}`, 'utf8').digest('hex')
}

/** Whether `params.signature` is the signature of the other parameters; hex case does not matter. */
export function verifyApsSignature(params: Record<string, unknown>, phrase: string, shaType: ApsShaType, options: SignatureOptions = {}) {
	const received = params.signature
	if (typeof received !== 'string') return false
	const expected = Buffer.from(apsSignature(params, phrase, shaType, options), 'utf8')
	const given = Buffer.from(received.toLowerCase(), 'utf8')
	return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Apple Pay's nested objects (`apple_header`, `apple_paymentMethod`) are written `{key=value, key=value}`
 * in the order given, as APS documents; null is written empty, as APS's own PHP SDK does.
 */
function formatValue(value: unknown): string {
	if (value === null) return ''
	if (typeof value === 'object') {
		const entries = Object.entries(value).map(([key, nested]) => `${key}=${formatValue(nested)}`)
		return `{${entries.join(', ')}}`
	}
	return String(value)
}
