/**
 * Closing an HTTP server without resetting requests that already reached it.
 *
 * Node's `server.close()` destroys every connection that has no request in
 * progress, and a connection whose request bytes are still unread (the event
 * loop was busy rendering) counts as one: its client sees ECONNRESET. Closing
 * the listener also resets the connections still waiting in the kernel's queue,
 * and a busy server takes them from there one turn of the event loop at a time
 * (the CI failure of tests/e2e/shutdown.spec.ts: a burst was still being
 * taken in a second after SIGTERM). So we close only once the server has been
 * quiet at two checks in a row: no request in flight, no accepted connection
 * still waiting for its first request, and no connection accepted since the
 * check before. A last check after a full turn of the event loop reads what
 * arrived in between.
 */
import type { Server } from 'node:http'
import type { Socket } from 'node:net'

export type Drain = {
	/**
	 * Resolves once the server has closed. If requests are still in flight after
	 * `forceAfterMs`, it stops waiting, cuts every connection and says so (`forced`).
	 */
	closeWhenQuiet(options: { notBeforeMs: number; forceAfterMs: number; checkEveryMs?: number }): Promise<{ forced: boolean }>
}

export function trackRequests(server: Server): Drain {
	let inFlight = 0
	let accepted = 0
	const awaitingFirstRequest = new Set<Socket>()
	server.on('connection', (socket: Socket) => {
		accepted += 1
		awaitingFirstRequest.add(socket)
		socket.once('close', () => awaitingFirstRequest.delete(socket))
	})
	server.on('request', (request, response) => {
		inFlight += 1
		awaitingFirstRequest.delete(request.socket)
		response.on('close', () => {
			inFlight -= 1
		})
	})
	let acceptedAtLastCheck = 0
	const quietSinceLastCheck = () => {
		const quiet = inFlight === 0 && awaitingFirstRequest.size === 0 && accepted === acceptedAtLastCheck
		acceptedAtLastCheck = accepted
		return quiet
	}

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
					quietChecks = quietSinceLastCheck() ? quietChecks + 1 : 0
					if (quietChecks < 2) return void setTimeout(check, checkEveryMs)
					// setImmediate runs after the poll phase: a connection or request read in it counts now.
					setImmediate(() => {
						if (closing) return
						if (!quietSinceLastCheck()) return void setTimeout(check, checkEveryMs)
						close(false)
					})
				}
				acceptedAtLastCheck = accepted
				setTimeout(check, notBeforeMs)
			})
		},
	}
}
