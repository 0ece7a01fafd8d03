/**
 * Issue 16 items 6 and 7, at the HTTP layer: every body to every route is limited before it is
 * read (a body over the limit is refused on its headers, or on the chunk that passes the limit,
 * and never buffered), the 413 closes the connection cleanly, methods no route takes and bodies
 * no route can read are 4xx/5xx-free refusals (405/501, 400, 415), and text that breaks the one
 * text rule gets a localized field error. The keep-alive behaviour needs a real socket, so those
 * tests run against a listening server.
 */
import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import { request as httpRequest } from 'node:http'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { afterAll, describe, expect, test } from 'vitest'
import { REQUEST_MESSAGES } from '../../../content/request-messages.ts'
import type { AppRequestHandler } from '../../../server/app.ts'
import { loadConfig } from '../../../server/config.ts'
import { BODY_LIMIT_BYTES } from '../../../server/http/body-limit.ts'
import { createHttpApp } from '../../../server/http/create-app.ts'
import { createLogger } from '../../../server/logger.ts'
import { SANDBOX_PATHS } from '../../../server/payments/providers.ts'
import { generateInstallationSecrets } from '../../../server/secrets/installation-secrets.ts'
import { createTestDatabase } from '../support/database.ts'

const ORIGIN = 'https://kcal.example'
/** The origin's host, as a browser sends it: any other is redirected there first (server/http/canonical-host.ts). */
const HOST = new URL(ORIGIN).host
const { db } = await createTestDatabase()

/** The methods and bodies the page handler (React Router's place) was given. */
const pageRequests: Array<{ method: string; path: string }> = []
const pages: AppRequestHandler = async (request) => {
	pageRequests.push({ method: request.method, path: new URL(request.url).pathname })
	if (request.method === 'POST') await request.formData()
	return new Response('<!doctype html><p>page</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}

const config = loadConfig({ PUBLIC_ORIGIN: ORIGIN, PAYMENTS_MODE: 'sandbox', LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'kcal-bodies-')) })
const app = createHttpApp({
	config,
	secrets: generateInstallationSecrets({ signingSecrets: config.SIGNING_SECRET, paymentsMode: config.payments.mode }),
	logger: createLogger('silent'),
	db,
	appHandler: pages,
	clientDir: mkdtempSync(join(tmpdir(), 'kcal-static-')),
	buildId: 'bodies',
})
const request = (path: string, init: RequestInit = {}) => app.request(`${ORIGIN}${path}`, init)

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((resolve) => server.once('listening', resolve))
const { port } = server.address() as AddressInfo
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** A body of `total` bytes made as it is read, counting what the server pulled. */
function countedBody(total: number, chunk = 16 * 1024) {
	const pulled = { bytes: 0 }
	const piece = new Uint8Array(chunk).fill(0x61)
	const stream = new ReadableStream<Uint8Array>({
		pull(controller) {
			if (pulled.bytes >= total) return controller.close()
			pulled.bytes += piece.byteLength
			controller.enqueue(piece)
		},
	})
	return { stream, pulled }
}

// One route of each kind: the API, a payment callback, the sandbox gateway, a page, the banner.
const ROUTES = [
	['/client/api/v1/price', 'application/json'],
	['/client/api/v1/orders', 'application/json'],
	['/client/api/v1/contact', 'application/json'],
	['/payments/aps/notification', 'application/x-www-form-urlencoded'],
	['/payments/tabby/webhook', 'application/json'],
	[`${SANDBOX_PATHS.aps}/FortAPI/paymentApi`, 'application/json'],
	['/contact/', 'application/x-www-form-urlencoded'],
	['/consent', 'application/x-www-form-urlencoded'],
] as const

describe('a body over the limit', () => {
	test.each(ROUTES)('%s: a declared 100 MB is refused on its headers, none of it read', async (path, type) => {
		const { stream, pulled } = countedBody(100 * 1024 * 1024)
		const response = await request(path, {
			method: 'POST',
			headers: { 'Content-Type': type, 'Content-Length': String(100 * 1024 * 1024) },
			body: stream,
			duplex: 'half',
		} as RequestInit)
		expect(response.status).toBe(413)
		expect(response.headers.get('Connection')).toBe('close')
		expect(pulled.bytes).toBeLessThanOrEqual(16 * 1024)
	})

	test.each(ROUTES)('%s: 100 MB without a length is refused once it passes the limit, never buffered whole', async (path, type) => {
		const { stream, pulled } = countedBody(100 * 1024 * 1024)
		const response = await request(path, { method: 'POST', headers: { 'Content-Type': type }, body: stream, duplex: 'half' } as RequestInit)
		expect(response.status).toBe(413)
		expect(pulled.bytes).toBeLessThanOrEqual(BODY_LIMIT_BYTES + 2 * 16 * 1024)
	})

	test('the API says it in the requested language; a page in its own', async () => {
		const api = await request('/client/api/v1/price?locale=ar-ae', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': '999999' }, body: '{}' })
		expect(await api.json()).toEqual({ error: { code: 'payload_too_large', message: REQUEST_MESSAGES['ar-ae'].payloadTooLarge } })
		const page = await request('/ru-ae/contact/', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': '999999' }, body: 'a=1' })
		expect(page.status).toBe(413)
		const html = await page.text()
		expect(html).toContain('lang="ru-AE"')
		expect(html).toContain(REQUEST_MESSAGES['ru-ae'].tooLargeHelp)
	})
})

type RawAnswer = { head: string; closedCleanly: boolean; error: string | null }

/**
 * Sends `head` and `body` on a fresh connection, without ending the body, and reads the answer
 * until the server closes the connection: whether it closed with FIN (clean) or a reset.
 */
function rawExchange(head: string, body: string): Promise<RawAnswer> {
	return new Promise((resolve) => {
		const socket: Socket = connect(port, '127.0.0.1')
		let received = ''
		let error: string | null = null
		socket.on('data', (data) => (received += data.toString('latin1')))
		socket.on('error', (caught: NodeJS.ErrnoException) => (error = caught.code ?? caught.message))
		socket.on('close', () => resolve({ head: received.split('\r\n\r\n')[0] ?? '', closedCleanly: error === null && received.length > 0, error }))
		socket.write(head + body)
	})
}

describe('the 413 on a kept-alive connection (a real socket)', () => {
	test('a declared length over the limit: 413 with Connection: close, then a clean close', async () => {
		const head = `POST /client/api/v1/price HTTP/1.1\r\nHost: kcal.example\r\nContent-Type: application/json\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`
		const answer = await rawExchange(head, `{"plan":"${'a'.repeat(16 * 1024)}`)
		expect(answer.head).toMatch(/^HTTP\/1\.1 413 /)
		expect(answer.head).toMatch(/\r\nconnection: close/i)
		expect(answer).toMatchObject({ closedCleanly: true, error: null })
	})

	test('a chunked body that passes the limit and is still coming: 413 with Connection: close, then a clean close', async () => {
		const chunk = 'a'.repeat(16 * 1024)
		const chunks = Array.from({ length: 5 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('')
		const head = 'POST /contact/ HTTP/1.1\r\nHost: kcal.example\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n'
		const answer = await rawExchange(head, chunks)
		expect(answer.head).toMatch(/^HTTP\/1\.1 413 /)
		expect(answer.head).toMatch(/\r\nconnection: close/i)
		expect(answer).toMatchObject({ closedCleanly: true, error: null })
	})

	test('a keep-alive client sends its next request on a new connection, and it is answered', async () => {
		const { Agent } = await import('node:http')
		const agent = new Agent({ keepAlive: true, maxSockets: 1 })
		const send = (path: string, body?: string) =>
			new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
				const outgoing = httpRequest({ host: '127.0.0.1', port, path, method: body === undefined ? 'GET' : 'POST', agent, headers: { Host: HOST, ...(body !== undefined && { 'Content-Type': 'application/json' }) } }, (response) => {
					response.resume()
					response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }))
				})
				outgoing.on('error', reject)
				outgoing.end(body)
			})
		expect(await send('/client/api/v1/price', `{"plan":"${'a'.repeat(BODY_LIMIT_BYTES)}"}`)).toEqual({ status: 413, connection: 'close' })
		expect(await send('/healthz')).toMatchObject({ status: 200 })
		// A body within the limit is read once by the check and again, whole, by the route.
		expect(await send('/client/api/v1/price', JSON.stringify({ plan: 'international', size: 'regular', days_per_week: 6, number_of_weeks: 1 }))).toMatchObject({ status: 200 })
		agent.destroy()
	})
})

/** A request with any method over a real socket (fetch refuses TRACE and friends). */
function rawMethod(method: string, path: string): Promise<{ status: number; allow: string | undefined }> {
	return new Promise((resolve, reject) => {
		const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers: { Host: HOST } }, (response) => {
			response.resume()
			response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }))
		})
		outgoing.on('error', reject)
		outgoing.end()
	})
}

describe('methods', () => {
	test('pages answer OPTIONS with what they take; TRACE, PUT and DELETE are 405; WebDAV methods 501; none reaches React Router', async () => {
		pageRequests.length = 0
		expect(await rawMethod('OPTIONS', '/faqs/')).toEqual({ status: 204, allow: 'GET, HEAD, POST' })
		expect((await rawMethod('TRACE', '/faqs/')).status).toBe(405)
		expect((await rawMethod('PUT', '/ar-ae/contact/')).status).toBe(405)
		expect((await rawMethod('DELETE', '/faqs/')).status).toBe(405)
		// (Node's parser itself answers a method it does not know at all, such as BREW, with 400.)
		for (const method of ['PROPFIND', 'MKCOL', 'PROPPATCH', 'LOCK', 'SEARCH']) expect((await rawMethod(method, '/faqs/')).status).toBe(501)
		expect((await rawMethod('TRACE', '/client/api/v1/plans')).status).toBe(405)
		expect((await rawMethod('PROPFIND', '/client/api/v1/plans')).status).toBe(501)
		expect(pageRequests).toEqual([])
	})
})

describe('bodies no route can read', () => {
	test('a page posted JSON, text or no content type: 415 in the page’s language, never React Router', async () => {
		pageRequests.length = 0
		for (const headers of [{ 'Content-Type': 'application/json' }, { 'Content-Type': 'text/plain' }, {}] as Array<Record<string, string>>) {
			const response = await request('/ar-ae/meal-plans/checkout/?plan=international', { method: 'POST', headers, body: '{"plan":"x"}' })
			expect(response.status).toBe(415)
			expect(await response.text()).toContain(REQUEST_MESSAGES['ar-ae'].unsupportedFormHelp)
		}
		expect(pageRequests).toEqual([])
	})

	test('a broken multipart body is a 400, to the banner and to a page', async () => {
		const broken = { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=kcal' }, body: '--kcal\r\nContent-Disposition: form-data; name="analytics"\r\n\r\non' }
		expect((await request('/consent', broken)).status).toBe(400)
		expect((await request('/contact/', broken)).status).toBe(400)
	})

	test('JSON nested 5,000 deep is a 400 before any route walks it', async () => {
		const deep = `{"plan":${'['.repeat(5000)}1${']'.repeat(5000)}}`
		const response = await request('/client/api/v1/orders', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'deep-nesting-0001' }, body: deep })
		expect(response.status).toBe(400)
		expect(((await response.json()) as { error: { code: string } }).error.code).toBe('too_deep')
	})
})

describe('the one text rule, where the body is parsed', () => {
	test.each([
		['en', 'Sara\u0000Khan'],
		['ar-ae', 'سارة \uD800'],
		['ru-ae', 'Сара\u001B[2J'],
	] as const)('%s: %j in a JSON field is a localized field error', async (locale, name) => {
		const response = await request(`/client/api/v1/register?locale=${locale}`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ first_name: name, last_name: 'Khan', email: 'nul@example.com', mobile_number: '050 123 4567', password: 'Fuzz-Secret-Passphrase-2026', terms: true }),
		})
		expect(response.status).toBe(400)
		const message = REQUEST_MESSAGES[locale].invalidText
		expect(await response.json()).toEqual({ error: { code: 'invalid_input', message, fields: { first_name: message } } })
	})

	test('a nested field is named by its path, a form field by its name', async () => {
		const nested = await request('/client/api/v1/delivery-preferences', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ client_delivery_preferences: [{ weekday: 1, notes: 'a\u0000' }] }),
		})
		expect(((await nested.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
			'client_delivery_preferences.0.notes': REQUEST_MESSAGES.en.invalidText,
		})
		pageRequests.length = 0
		const form = await request('/ar-ae/sign-up/', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'first_name=%00Sara' })
		expect(form.status).toBe(400)
		expect(await form.text()).toContain(REQUEST_MESSAGES['ar-ae'].invalidTextHelp)
		expect(pageRequests).toEqual([])
	})

	test('an address whose path or query breaks the rule is a 400 before any route or loader', async () => {
		pageRequests.length = 0
		expect((await request('/meal-plans/customise-meal-plan/?plan=international&code=%00WELCOME')).status).toBe(400)
		expect((await request('/faqs%00/')).status).toBe(400)
		expect((await request('/client/api/v1/plans/international?locale=%1B')).status).toBe(400)
		expect((await request('/client/api/v1/orders/abc%00')).status).toBe(400)
		expect(pageRequests).toEqual([])
		expect((await request('/meal-plans/customise-meal-plan/?plan=international&utm_campaign=%D8%B1%D9%85%D8%B6%D8%A7%D9%86')).status).toBe(200)
	})

	test('right-to-left marks and every script pass', async () => {
		const response = await request('/contact/', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ name: '\u200Fسارة خان', message: 'Привет 🥗' }).toString() })
		expect(response.status).toBe(200)
	})
})
