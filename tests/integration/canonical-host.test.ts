/**
 * One origin (issue 21, item 4), tried as a new user would: the server listens on 127.0.0.1 and
 * PUBLIC_ORIGIN is http://localhost:<port> (the defaults of `npm start`). Opening the site as
 * http://127.0.0.1:<port>/ lands on localhost first, path and query kept, so the cookies the
 * checkout sets live where the payment gateway returns (PUBLIC_ORIGIN). Real HTTP over a socket:
 * the server's in-process calls carry no Host header and are never redirected.
 */
import { mkdtempSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { afterAll, expect, test } from 'vitest'
import type { AppRequestHandler } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { createHttpApp } from '../../server/http/create-app.ts'
import { createLogger } from '../../server/logger.ts'
import { generateInstallationSecrets } from '../../server/secrets/installation-secrets.ts'
import { createTestDatabase } from './support/database.ts'

const { db } = await createTestDatabase()

/** A port nothing listens on, so PUBLIC_ORIGIN can name it before the server starts. */
async function freePort() {
	const probe = createServer()
	await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
	const { port } = probe.address() as AddressInfo
	await new Promise((resolve) => probe.close(resolve))
	return port
}

const port = await freePort()
const origin = `http://localhost:${port}`
const token = 'metrics-token-for-the-tests-0123456789'
const pages: AppRequestHandler = async (request) =>
	new Response(`<!doctype html><p>page ${new URL(request.url).pathname}</p>`, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
const config = loadConfig({ PUBLIC_ORIGIN: origin, METRICS_TOKEN: token, LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'kcal-host-')) })
const app = createHttpApp({
	config,
	secrets: generateInstallationSecrets({ signingSecrets: config.SIGNING_SECRET, paymentsMode: config.payments.mode }),
	logger: createLogger('silent'),
	db,
	appHandler: pages,
	clientDir: mkdtempSync(join(tmpdir(), 'kcal-static-')),
	buildId: 'host',
})
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
await new Promise((resolve) => server.once('listening', resolve))
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** One request over the socket to 127.0.0.1, with the Host header given (as a browser or proxy sends it). */
function send(path: string, host: string, method = 'GET', body?: string) {
	return new Promise<{ status: number; location: string | undefined; body: string }>((resolve, reject) => {
		const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers: { Host: host, ...(body && { 'Content-Type': 'application/json' }) } }, (response) => {
			let text = ''
			response.on('data', (chunk: Buffer) => (text += chunk.toString()))
			response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body: text }))
		})
		outgoing.on('error', reject)
		outgoing.end(body)
	})
}

test('a page asked for on 127.0.0.1 is sent to localhost with its path and query (301)', async () => {
	const answer = await send('/meal-plans/checkout/?order=abc&utm_source=mail', `127.0.0.1:${port}`)
	expect(answer.status).toBe(301)
	expect(answer.location).toBe(`${origin}/meal-plans/checkout/?order=abc&utm_source=mail`)
	const www = await send('/ar-ae/', `www.localhost:${port}`)
	expect(www).toMatchObject({ status: 301, location: `${origin}/ar-ae/` })
})

test('on the canonical host the page is served', async () => {
	const answer = await send('/meal-plans/checkout/?order=abc', `localhost:${port}`)
	expect(answer.status).toBe(200)
	expect(answer.body).toContain('page /meal-plans/checkout/')
})

test('a post to another host keeps its method and body (308), and is not read there', async () => {
	const answer = await send('/client/api/v1/price', `127.0.0.1:${port}`, 'POST', '{"plan":"international"}')
	expect(answer.status).toBe(308)
	expect(answer.location).toBe(`${origin}/client/api/v1/price`)
})

test('health probes and the metrics scrape answer on whatever host the load balancer or Prometheus uses', async () => {
	expect((await send('/healthz', `10.0.0.5:${port}`)).status).toBe(200)
	expect((await send('/readyz', `127.0.0.1:${port}`)).status).toBe(200)
	const scrape = await new Promise<number>((resolve, reject) => {
		const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/metrics', headers: { Host: `127.0.0.1:${port}`, Authorization: `Bearer ${token}` } }, (response) => {
			response.resume()
			resolve(response.statusCode ?? 0)
		})
		outgoing.on('error', reject)
		outgoing.end()
	})
	expect(scrape).toBe(200)
})

test("the server's own in-process calls (no Host header) are never redirected", async () => {
	const answer = await app.request('/client/api/v1/plans')
	expect(answer.status).toBe(200)
})
