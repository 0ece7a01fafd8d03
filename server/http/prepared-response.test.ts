import type { AddressInfo } from 'node:net'
import { request } from 'node:http'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, expect, test } from 'vitest'
import { setFinishedHeaders } from './finished-headers.ts'
import { finishPreparedResponse, HeaderRecord, preparedResponse } from './prepared-response.ts'

test('a record reads and writes names in any case, and keeps each cookie a line of its own', () => {
	const stored = { 'content-type': 'text/html', etag: '"abc"' }
	const headers = new HeaderRecord(stored)
	headers.append('Set-Cookie', 'a=1')
	headers.append('set-cookie', 'b=2')
	headers.set('Cache-Control', 'private, no-cache')
	headers.append('Vary', 'Cookie')
	expect(headers.get('Content-Type')).toBe('text/html')
	expect(headers.has('CACHE-CONTROL')).toBe(true)
	expect(headers.has('X-Robots-Tag')).toBe(false)
	expect(headers.get('vary')).toBe('Cookie')
	expect(headers.toHeaders().getSetCookie()).toEqual(['a=1', 'b=2'])
	// The stored page's record is copied, never changed by a visitor's headers.
	expect(stored).toEqual({ 'content-type': 'text/html', etag: '"abc"' })
})

// As create-app.ts wires it: the page handler prepares, the access-log middleware finishes.
const app = new Hono()
app.use(async (c, next) => {
	await next()
	setFinishedHeaders(c, (headers) => headers.set('X-Request-Id', 'abc'))
	finishPreparedResponse(c)
})
app.on(['GET', 'HEAD'], '/page', () => {
	const headers = new HeaderRecord({ 'content-type': 'text/html; charset=utf-8', 'content-length': '5' })
	headers.append('Set-Cookie', 'a=1; Path=/')
	headers.append('Set-Cookie', 'b=2; Path=/')
	return preparedResponse(new TextEncoder().encode('hello'), 200, headers)
})

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((resolve) => server.once('listening', resolve))
const { port } = server.address() as AddressInfo
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** What Node's HTTP client read off the socket: the raw header lines too. */
function fromSocket(method: string) {
	return new Promise<{ status: number; rawHeaders: string[]; body: string }>((resolve, reject) => {
		request({ host: '127.0.0.1', port, path: '/page', method }, (response) => {
			let body = ''
			response.on('data', (chunk) => (body += chunk))
			response.on('end', () => resolve({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, body }))
		})
			.on('error', reject)
			.end()
	})
}
const lines = (rawHeaders: string[], name: string) => rawHeaders.filter((_, index) => index % 2 === 1 && rawHeaders[index - 1]!.toLowerCase() === name)

test.each(['GET', 'HEAD'])('served by Node, a %s carries the record, the finishing headers and each cookie on its own line', async (method) => {
	const answer = await fromSocket(method)
	expect(answer.status).toBe(200)
	expect(lines(answer.rawHeaders, 'set-cookie')).toEqual(['a=1; Path=/', 'b=2; Path=/'])
	expect(lines(answer.rawHeaders, 'x-request-id')).toEqual(['abc'])
	expect(lines(answer.rawHeaders, 'content-type')).toEqual(['text/html; charset=utf-8'])
	expect(lines(answer.rawHeaders, 'content-length')).toEqual(['5'])
	expect(answer.body).toBe(method === 'GET' ? 'hello' : '')
})

test('served by Node, a GET\'s record goes to writeHead as it is: its own order, not the sorted order of a Headers', async () => {
	const { rawHeaders } = await fromSocket('GET')
	const names = rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase())
	expect(names.slice(0, 5)).toEqual(['content-type', 'content-length', 'set-cookie', 'set-cookie', 'x-request-id'])
})

test('asked in-process (app.request), the same response is a Fetch Response with the same headers', async () => {
	const response = await app.request('/page')
	expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
	expect(response.headers.get('X-Request-Id')).toBe('abc')
	expect(await response.text()).toBe('hello')
})
