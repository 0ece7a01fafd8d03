/**
 * The request's address, parsed once: the middleware a page request passes through (the text check,
 * the canonical host, sitemaps, redirects, the page handler) each needed its path and query, and each
 * parsed `c.req.url` again.
 */
import type { Context } from 'hono'

const parsed = new WeakMap<Request, URL>()

export function requestUrl(c: Context): URL {
	let url = parsed.get(c.req.raw)
	if (!url) {
		url = new URL(c.req.url)
		parsed.set(c.req.raw, url)
	}
	return url
}
