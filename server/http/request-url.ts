/**
 * The request's address, parsed once per address: the middleware a page request passes through (the
 * text check, the canonical host, sitemaps, redirects, the page handler, the visit cookies) each needed
 * its path and query, and each parsed `c.req.url` again.
 *
 * Kept per address string (remember-per-string.ts), not per request: visitors ask for few distinct
 * addresses, so a cached page's request parses none, and nothing per request is kept in a long-lived
 * table (a WeakMap keyed by each request, as before, is the pattern that made V8 promote a hit's
 * objects; docs/benchmarks.md, sixteenth session, area B). The URL is shared by every request for
 * that address: read it, never change it.
 */
import type { Context } from 'hono'
import { isAcceptableText } from '../../domain/text-input.ts'
import { rememberPerString } from './remember-per-string.ts'

export type RequestUrl = Readonly<URL>

const parsedUrl = rememberPerString((href): RequestUrl => new URL(href))

export const requestUrl = (c: Context): RequestUrl => parsedUrl(c.req.url)

/**
 * Whether the address can name a page or file at all: its path is valid percent-encoding, and its path
 * and query hold only text a field takes (domain/text-input.ts): a NUL in `?code=` must not reach a query.
 */
const acceptableAddress = rememberPerString((href) => {
	try {
		const url = parsedUrl(href)
		return [decodeURIComponent(url.pathname), ...[...url.searchParams].flat()].every(isAcceptableText)
	} catch {
		return false
	}
})

export const isAcceptableAddress = (c: Context): boolean => acceptableAddress(c.req.url)
