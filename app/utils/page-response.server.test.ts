import { getRequestListener } from '@hono/node-server'
import { describe, expect, test } from 'vitest'
import { pageResponse } from './page-response.server.ts'

/** Bytes as a finished page has them, in an ArrayBuffer of their own (document-edits.server.ts). */
const page = (text: string) => {
	const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text)) as Buffer<ArrayBuffer>
	bytes.write(text)
	return bytes
}

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

	test('the body is still readable as a stream, also with the server’s lightweight Response', async () => {
		expect(await pageResponse(page(longPage), {}).text()).toBe(longPage)
		const nodeServerResponse = globalThis.Response
		getRequestListener(() => new Response(null))
		try {
			expect(globalThis.Response).not.toBe(nodeServerResponse)
			const bytes = page(longPage)
			const response = pageResponse(bytes, { status: 200 })
			expect(await response.arrayBuffer()).toBe(bytes.buffer)
			expect(await response.text()).toBe(longPage)
		} finally {
			globalThis.Response = nodeServerResponse
		}
	})
})
