/**
 * Headers that every response carries (the request id, the security headers), set once the handler
 * has made the response. Hono's `c.header` copies the whole Response once it is finalised, for every
 * header set (a Response and its headers made again ten times a request, a static file's or a cached
 * page's most expensive step after the socket write), so they are set on the response's own Headers
 * instead. A response whose headers are immutable (Response.redirect, a fetch's answer) is copied once.
 */
import type { Context } from 'hono'
import { type HeaderTarget, preparedHeadersOf } from './prepared-response.ts'

export function setFinishedHeaders(c: Context, set: (headers: HeaderTarget) => void): void {
	// A cached page's headers are still a record (prepared-response.ts): set there, no Headers made.
	const prepared = preparedHeadersOf(c)
	if (prepared) return set(prepared)
	try {
		set(c.res.headers)
	} catch (error) {
		// An immutable Headers refuses the first change, so nothing was set yet.
		if (!(error instanceof TypeError)) throw error
		const copy = new Response(c.res.body, c.res)
		c.res = undefined
		c.res = copy
		set(c.res.headers)
	}
}
