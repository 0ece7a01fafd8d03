/**
 * Closing an HTTP server without resetting requests that already reached it.
 *
 * Node's `server.close()` destroys every connection that has no request in
 * progress, and a connection whose request bytes are still unread (the event
 * loop was busy rendering) counts as one: its client sees ECONNRESET. So we
 * close only after the server has been quiet, no request in flight, at two
 * checks with a full turn of the event loop between them. Each turn reads
 * what arrived: the first accepts waiting connections, the second parses their
 * requests, which then count as in flight.
 */
import type { Server } from 'node:http'

export type Drain = {
	/**
	 * Resolves once the server has closed. If requests are still in flight after
	 * `forceAfterMs`, it stops waiting, cuts every connection and says so (`forced`).
	 */
	closeWhenQuiet(options: { notBeforeMs: number; forceAfterMs: number; checkEveryMs?: number }): Promise<{ forced: boolean }>
}

export function trackRequests(server: Server): Drain {
	let inFlight = 0
	server.on('request', (_request, response) => {
		inFlight += 1
		response.on('close', () => {
			inFlight -= 1
		})
	})

	return {
		closeWhenQuiet({ notBeforeMs, forceAfterMs, checkEveryMs = 50 }) {
			return new Promise((resolve, reject) => {
				let closing = false
				const close = (forced: boolean) => {
					closing = true
					clearTimeout(force)
					server.close((error) => (error ? reject(error) : resolve({ forced })))
					if (forced) server.closeAllConnections()
				}
				const force = setTimeout(() => close(true), forceAfterMs)
				let quietChecks = 0
				const check = () => {
					if (closing) return
					quietChecks = inFlight === 0 ? quietChecks + 1 : 0
					if (quietChecks < 2) return void setTimeout(check, checkEveryMs)
					// setImmediate runs after the poll phase: a request read in it is in flight now.
					setImmediate(() => {
						if (closing) return
						if (inFlight > 0) return void setTimeout(check, checkEveryMs)
						close(false)
					})
				}
				setTimeout(check, notBeforeMs)
			})
		},
	}
}
