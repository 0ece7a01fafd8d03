/**
 * RFC 9110 §13.1.2: whether a request's If-None-Match names the current representation's ETag,
 * so the answer is 304 without a body. The comparison is weak (W/"x" matches "x"); `*` matches
 * any current representation. The one the plan read uses (server/api/v1/subscriptions.ts) in its
 * handler, where hono's etag() middleware cost a layer and header reads on every answer.
 */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
	if (!ifNoneMatch) return false
	if (ifNoneMatch.trim() === '*') return true
	const wanted = opaque(etag)
	for (const listed of ifNoneMatch.split(',')) if (opaque(listed.trim()) === wanted) return true
	return false
}

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag)
