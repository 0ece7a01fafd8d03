/**
 * Responses for public, rarely changing reads (the catalogue): `{ data }` as JSON that browsers
 * and shared caches may keep for a minute, with a strong ETag so a client that has the body
 * gets a 304 without it.
 */
import { createHash } from 'node:crypto'
import type { Context } from 'hono'

export const PUBLIC_CACHE_CONTROL = 'public, max-age=60'

// The catalogue queries hand out the same frozen objects for 30 s: serialise and hash each once.
const encoded = new WeakMap<object, { body: string; etag: string }>()

function encode(data: object) {
	let entry = encoded.get(data)
	if (!entry) {
		const body = JSON.stringify({ data })
		entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` }
		encoded.set(data, entry)
	}
	return entry
}

export function publicJson(c: Context, data: object) {
	const { body, etag } = encode(data)
	const headers = { 'Cache-Control': PUBLIC_CACHE_CONTROL, ETag: etag }
	if (ifNoneMatchMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers)
	return c.body(body, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' })
}

/**
 * RFC 9110 §13.1.2: If-None-Match lists entity tags (or `*`) and compares them weakly, so
 * `W/"x"` matches `"x"`; a match means the client's copy is current.
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
	if (!header) return false
	const opaque = etag.replace(/^W\//, '')
	return header.split(',').some((candidate) => {
		const tag = candidate.trim()
		return tag === '*' || tag.replace(/^W\//, '') === opaque
	})
}
