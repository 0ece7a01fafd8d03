import { getRequestListener } from '@hono/node-server'
import { describe, expect, test } from 'vitest'
import { pageResponse } from './page-response.server.ts'

/** Bytes as a finished page has them, in an ArrayBuffer of their own (document-edits.server.ts). */
const page = (text: string) => {
	const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text)) as Buffer<ArrayBuffer>
	bytes.write(text)
	return bytes
}

/** The server's global Response (getRequestListener puts it in place), with the native one restored for the other tests. */
const lightweightResponse = (() => {
	const nativeResponse = globalThis.Response
	getRequestListener(() => new Response(null))
	const serverResponse = globalThis.Response
	globalThis.Response = nativeResponse
	return serverResponse
})()

describe('pageResponse', () => {
	const longPage = `<!DOCTYPE html><html lang="ar"><body>${'<p>خطة الوجبات</p>'.repeat(400)}</body></html>`

	test('arrayBuffer() gives the page’s own bytes, without a copy', async () => {
		const bytes = page(longPage)
		const response = pageResponse(bytes, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
		expect(await response.arrayBuffer()).toBe(bytes.buffer)
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
	})

	test('bytes in Node’s shared pool come as exactly their own bytes', async () => {
		const bytes = Buffer.from('<p>404</p>') as Buffer<ArrayBuffer>
		expect(bytes.buffer.byteLength).toBeGreaterThan(bytes.byteLength)
		expect(Buffer.from(await pageResponse(bytes, { status: 404 }).arrayBuffer()).toString()).toBe('<p>404</p>')
	})

	/** Runs `check` with the server's global Response, the lightweight one of @hono/node-server. */
	const withServerResponse = async (check: () => Promise<void>) => {
		const nativeResponse = globalThis.Response
		globalThis.Response = lightweightResponse
		try {
			await check()
		} finally {
			globalThis.Response = nativeResponse
		}
	}

	test('the body is still readable as a stream, also with the server’s lightweight Response', async () => {
		expect(await pageResponse(page(longPage), {}).text()).toBe(longPage)
		expect(lightweightResponse).not.toBe(globalThis.Response)
		await withServerResponse(async () => {
			const bytes = page(longPage)
			const response = pageResponse(bytes, { status: 200 })
			expect(await response.arrayBuffer()).toBe(bytes.buffer)
			expect(await response.text()).toBe(longPage)
		})
	})

	test('React Router’s Response check leaves the lightweight Response lightweight, and the body is the page', async () => {
		await withServerResponse(async () => {
			const response = pageResponse(page(longPage), { status: 200 })
			// What react-router's isResponse reads of every render's result.
			expect(typeof response.statusText).toBe('string')
			expect(typeof response.body).not.toBe('undefined')
			// @hono/node-server keeps its shortcut (a symbol "cache") until something builds the full Response.
			expect(Object.getOwnPropertySymbols(response).map((symbol) => symbol.description)).toEqual(['cache'])
			expect(await new Response(response.body).text()).toBe(longPage)
		})
	})
})
