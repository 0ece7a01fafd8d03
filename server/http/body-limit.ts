/**
 * Every request body is size-limited before it is read (DESIGN §4 "Bad input"): one limit for
 * every route (the API, payment callbacks, the sandbox gateways, page forms), set here, in front
 * of them all; routes that take less keep a smaller limit of their own.
 *
 * A body that says its length is refused on its headers alone; a chunked one once it passes the
 * limit, so at most the limit is ever held in memory (hono/body-limit). Every 413, this one's or a
 * route's, carries `Connection: close`: the rest of the body may still be on its way, and a client
 * that reused the connection would have its next request read as part of it and then reset.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/** The largest body any route takes: the longest form is a contact message of a few KB. */
export const BODY_LIMIT_BYTES = 64 * 1024

export function limitRequestBodies({ maxBytes, tooLarge }: { maxBytes: number; tooLarge: (c: Context) => Response }): MiddlewareHandler {
	const limit = bodyLimit({ maxSize: maxBytes, onError: tooLarge })
	return async (c, next) => {
		// GET and HEAD bodies never reach a route (Node's Request drops them), so there is nothing to
		// limit; asking hono's limit would build the full Request object of every page view and API
		// read only to find no body (≈ 8 % of the server's CPU for a cached plan read).
		if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
		const refused = await limit(c, next)
		// The limit returns its 413 when it refuses; otherwise what `next` gave.
		if (refused instanceof Response) c.res = refused
		if (c.res.status === 413) c.res.headers.set('Connection', 'close')
	}
}
