/**
 * Headers that every response carries (the request id, the security headers), set once the handler
 * has made the response. Hono's `c.header` copies the whole Response once it is finalised, for every
 * header set (a Response and its headers made again ten times a request, a static file's or a cached
 * page's most expensive step after the socket write), so they are set on the response's own Headers
 * instead. A response whose headers are immutable (Response.redirect, a fetch's answer) is copied once.
 */
import type { Context } from 'hono'

export function setFinishedHeaders(c: Context, set: (headers: Headers) => void): void {
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
