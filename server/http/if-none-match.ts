/**
 * RFC 9110 §13.1.2: whether a request's If-None-Match names the current representation's ETag,
 * so the answer is 304 without a body. The comparison is weak (W/"x" matches "x"); `*` matches
 * any current representation. Used by the public pages' cache (create-app.ts) and the plan read
 * (server/api/v1/subscriptions.ts), which answers it in its handler instead of through hono's etag().
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
	if (!header) return false
	if (header.trim() === '*') return true
	const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
	return header.split(',').some((tag) => opaque(tag) === opaque(etag))
}
