import { createServer, request, type Server } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { afterEach, expect, test, vi } from 'vitest'
import { trackRequests } from './drain.ts'

let server: Server | undefined
afterEach(() => {
	server?.closeAllConnections()
	server?.close()
})

function busyFor(ms: number) {
	const end = performance.now() + ms
	while (performance.now() < end);
}

/** A server that answers like a page render: the work waits for the check phase, then holds the event loop. */
async function startRenderingServer() {
	const started = createServer((_request, response) => {
		setImmediate(() => {
			busyFor(15)
			response.end('ok')
		})
	})
	await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
	server = started
	return { server: started, port: (started.address() as AddressInfo).port }
}

function get(port: number) {
	return new Promise<number>((resolve, reject) => {
		const req = request({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
			response.resume()
			response.on('end', () => resolve(response.statusCode ?? 0))
		})
		req.on('error', reject)
		req.end()
	})
}

test('closing after a burst answers every request that reached the server', async () => {
	const { server, port } = await startRenderingServer()
	const drain = trackRequests(server)
	const burst = Array.from({ length: 40 }, () => get(port))
	await Promise.race(burst)
	const closed = drain.closeWhenQuiet({ notBeforeMs: 0, forceAfterMs: 10_000 })

	expect(await Promise.all(burst)).toEqual(burst.map(() => 200))
	expect(await closed).toEqual({ forced: false })
	expect(server.listening).toBe(false)
})

test('a request that arrives while the server waits to close is answered too', async () => {
	const { server, port } = await startRenderingServer()
	const drain = trackRequests(server)
	// The wait before closing runs on a fake clock that moves only once the request is answered, so a
	// slow machine cannot let the server close first (before: 20 ms of real time against 100).
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
	try {
		const closed = drain.closeWhenQuiet({ notBeforeMs: 100, forceAfterMs: 10_000 })
		expect(await get(port)).toBe(200)
		expect(server.listening).toBe(true)
		await vi.advanceTimersByTimeAsync(1_000)
		expect(await closed).toEqual({ forced: false })
	} finally {
		vi.useRealTimers()
	}
})

test('a request still running when time is up is cut, and the server closes anyway', async () => {
	const { server, port } = await startRenderingServer()
	server.removeAllListeners('request')
	// Never answers; says when the request is in (before: a 50 ms sleep hoped it would be).
	let arrived = () => {}
	const reached = new Promise<void>((resolve) => (arrived = resolve))
	server.on('request', () => arrived())
	const drain = trackRequests(server)
	const hanging = get(port).catch((error: Error) => error.message)
	await reached

	expect(await drain.closeWhenQuiet({ notBeforeMs: 0, forceAfterMs: 300 })).toEqual({ forced: true })
	expect(await hanging).toMatch(/socket hang up|ECONNRESET/)
})

test('a connection taken in before its request has arrived is waited for, then answered', async () => {
	const { server, port } = await startRenderingServer()
	const drain = trackRequests(server)
	const acceptedConnection = new Promise<void>((resolve) => server.once('connection', () => resolve()))
	const socket = connect(port, '127.0.0.1')
	const answer = new Promise<string>((resolve) => {
		let text = ''
		socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
		socket.on('close', () => resolve(text))
	})
	await acceptedConnection
	// The checks run on a fake clock: however long the request takes to come, the server has
	// looked many times and found nothing in flight (before: it closed and reset this connection).
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
	try {
		const closed = drain.closeWhenQuiet({ notBeforeMs: 0, forceAfterMs: 10_000 })
		await vi.advanceTimersByTimeAsync(1_000)
		expect(server.listening).toBe(true)

		socket.end('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
		expect(await answer).toMatch(/^HTTP\/1\.1 200 OK/)
		await vi.advanceTimersByTimeAsync(1_000)
		expect(await closed).toEqual({ forced: false })
	} finally {
		vi.useRealTimers()
	}
})
