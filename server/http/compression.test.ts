import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib'
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { randomBytes } from 'node:crypto'
import { compressBody, compressForOneResponse, compression, preferredEncoding } from './compression.ts'

test('zstd when offered, then brotli, then gzip; a q=0 refusal counts', () => {
	expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('zstd')
	expect(preferredEncoding('gzip, deflate, br')).toBe('br')
	expect(preferredEncoding('gzip')).toBe('gzip')
	expect(preferredEncoding('zstd;q=0, br;q=1.0, gzip')).toBe('br')
	expect(preferredEncoding('identity')).toBeNull()
	expect(preferredEncoding(undefined)).toBeNull()
})

const PAGE = `<!doctype html><html><body>${'<p>Healthy meals, delivered daily across the UAE.</p>'.repeat(200)}</body></html>`
const app = new Hono()
app.use('*', compression())
app.get('/page', (c) => c.html(PAGE))
app.get('/small', (c) => c.text('ok'))

const DECODERS = { zstd: zstdDecompressSync, br: brotliDecompressSync, gzip: gunzipSync }

test.each(Object.entries(DECODERS))('a page sent as %s decodes to the same page', async (encoding, decode) => {
	const response = await app.request('/page', { headers: { 'Accept-Encoding': encoding } })
	expect(response.headers.get('Content-Encoding')).toBe(encoding)
	expect(response.headers.get('Vary')).toContain('Accept-Encoding')
	const body = Buffer.from(await response.arrayBuffer())
	expect(Number(response.headers.get('Content-Length'))).toBe(body.byteLength)
	expect(body.byteLength).toBeLessThan(PAGE.length / 10)
	expect(decode(body).toString()).toBe(PAGE)
})

// Output past zlib's buffer (half the input's size) comes in several pieces: all of them.
test.each(Object.entries(DECODERS))('a body that does not compress comes back whole as %s', async (encoding, decode) => {
	const body = randomBytes(100_000)
	expect(Buffer.compare(decode(await compressBody(body, encoding as keyof typeof DECODERS)), body)).toBe(0)
})

// A page for one response is compressed on the main thread, a large body (an export) on the thread pool.
test.each(Object.entries(DECODERS))('a body compressed as %s for one response comes back whole, small or large', async (encoding, decode) => {
	for (const body of [Buffer.from(PAGE), randomBytes(300_000)]) {
		expect(Buffer.compare(decode(await compressForOneResponse(body, encoding as keyof typeof DECODERS)), body)).toBe(0)
	}
})

test.each(Object.keys(DECODERS))('%s bytes come back in a buffer of their own, however small', async (encoding) => {
	for (const body of [Buffer.from(PAGE), Buffer.from('<p>kcal</p>')]) {
		const compressed = await compressBody(body, encoding as keyof typeof DECODERS)
		expect(compressed.byteLength).toBe(compressed.buffer.byteLength)
	}
})

test('small bodies and HEAD requests are left as they are', async () => {
	const small = await app.request('/small', { headers: { 'Accept-Encoding': 'zstd, br' } })
	expect(small.headers.get('Content-Encoding')).toBeNull()
	expect(await small.text()).toBe('ok')
	const head = await app.request('/page', { method: 'HEAD', headers: { 'Accept-Encoding': 'zstd' } })
	expect(head.headers.get('Content-Encoding')).toBeNull()
})
