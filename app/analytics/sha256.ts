/**
 * SHA-256 of a text as 64 lowercase hex digits: how e-mail addresses and phone numbers leave the
 * browser (spec §5). Web Crypto, which browsers (in secure contexts) and Node both have, so no
 * hashing library is shipped.
 */
export async function sha256Hex(text: string): Promise<string> {
	const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
	return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
