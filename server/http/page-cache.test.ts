import { zstdDecompressSync } from 'node:zlib'
import { expect, test, vi } from 'vitest'
import * as compressionModule from './compression.ts'
import { PageCache } from './page-cache.ts'

const HEADERS: [string, string][] = [['Content-Type', 'text/html']]
const html = (text: string) => `<!doctype html><p>${text}</p>`
const text = (body: Uint8Array) => Buffer.from(body).toString('utf8')
/** As the renderer hands a page over: its UTF-8 bytes. */
const bytes = (page: string) => new TextEncoder().encode(page)

test('a stored page is sent byte for byte, with one strong ETag per encoding', async () => {
	const cache = new PageCache({ ttlMs: 1_000 })
	cache.set('/faqs/', bytes(html('faqs')), HEADERS)
	const page = cache.get('/faqs/')!
	const plain = await page.representation(null)
	expect(text(plain.body)).toBe(html('faqs'))
	expect(plain.etag).toMatch(/^"[\w-]{27}"$/)
	expect(page.madeRepresentation('zstd')).toBeUndefined()
	const zstd = await page.representation('zstd')
	expect(zstd.etag).toMatch(/^"[\w-]{27}-zstd"$/)
	expect(zstd.etag.slice(0, 28)).not.toBe(plain.etag.slice(0, 28))
	// Once made, a hit takes it as it is, without waiting.
	expect(page.madeRepresentation('zstd')).toBe(zstd)
	expect(zstd.headers).toMatchObject({ 'content-type': 'text/html', etag: zstd.etag, 'content-encoding': 'zstd', 'content-length': String(zstd.body.byteLength) })
	expect(zstdDecompressSync(zstd.body).toString()).toBe(html('faqs'))
	// Kept with the page: its own bytes, not a view of a larger buffer.
	expect(zstd.body.byteLength).toBe(zstd.body.buffer.byteLength)
	// The same bytes rendered again (another instance, the next TTL) have the same ETag; other bytes another.
	const again = new PageCache({ ttlMs: 1_000 }).set('/faqs/', bytes(html('faqs')), HEADERS)
	expect((await again.representation(null)).etag).toBe(plain.etag)
	expect((await again.representation('zstd')).etag).toBe(zstd.etag)
	expect((await cache.set('/faqs/', bytes(html('changed')), HEADERS).representation(null)).etag).not.toBe(plain.etag)
})

test('each encoding is made once, however many visitors ask at the same time', async () => {
	const compress = vi.spyOn(compressionModule, 'compressBody')
	const cache = new PageCache({ ttlMs: 1_000 })
	cache.set('/', bytes(html('home'.repeat(500))), HEADERS)
	const page = cache.get('/')!
	const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => page.representation(index % 2 ? 'br' : 'zstd')))
	expect(compress.mock.calls.map(([, encoding]) => encoding).sort()).toEqual(['br', 'zstd'])
	expect(new Set(answers.map((answer) => answer.body)).size).toBe(2)
	compress.mockRestore()
})

test('entries expire after the TTL', () => {
	let now = 0
	const cache = new PageCache({ ttlMs: 1_000, now: () => now })
	cache.set('/', bytes(html('n')), HEADERS)
	now = 999
	expect(cache.get('/')).not.toBeNull()
	now = 1_000
	expect(cache.get('/')).toBeNull()
})

test('the least recently used page goes first when full', () => {
	const cache = new PageCache({ ttlMs: 1_000, maxEntries: 2 })
	cache.set('/a/', bytes(html('a')), HEADERS)
	cache.set('/b/', bytes(html('b')), HEADERS)
	cache.get('/a/')
	cache.set('/c/', bytes(html('c')), HEADERS)
	expect(cache.get('/b/')).toBeNull()
	expect(cache.get('/a/')).not.toBeNull()
	expect(cache.get('/c/')).not.toBeNull()
})

test('use order holds when the most recently used page is asked again and when it is the one dropped', () => {
	const cache = new PageCache({ ttlMs: 1_000, maxEntries: 2 })
	cache.set('/a/', bytes(html('a')), HEADERS)
	cache.get('/a/')
	cache.set('/b/', bytes(html('b')), HEADERS)
	cache.get('/b/')
	cache.get('/b/')
	cache.get('/a/')
	cache.get('/a/')
	cache.set('/c/', bytes(html('c')), HEADERS)
	expect(cache.stale('/b/')).toBeNull()
	// /c/ is stored again (dropped and added): it stays the newest, so /a/ goes next.
	cache.set('/c/', bytes(html('c2')), HEADERS)
	cache.get('/c/')
	cache.set('/d/', bytes(html('d')), HEADERS)
	expect(cache.stale('/a/')).toBeNull()
	expect(text(cache.stale('/c/')!.body)).toBe(html('c2'))
})

test('a TTL of 0 turns the cache off: the page is still made for its one response', async () => {
	const cache = new PageCache({ ttlMs: 0 })
	const page = cache.set('/', bytes(html('n')), HEADERS)
	expect(cache.enabled).toBe(false)
	expect(text((await page.representation(null)).body)).toBe(html('n'))
	expect(cache.get('/')).toBeNull()
	expect(cache.bytes).toBe(0)
})

test('a stored page is compressed to be kept, a page made with the cache off for its one response', async () => {
	const page = bytes(html('Healthy meals, delivered daily across the UAE. '.repeat(300)))
	const kept = await new PageCache({ ttlMs: 1_000 }).set('/', page, HEADERS).representation('zstd')
	const once = await new PageCache({ ttlMs: 0 }).set('/', page, HEADERS).representation('zstd')
	expect(Buffer.from(kept.body)).toEqual(Buffer.from(await compressionModule.compressBody(page, 'zstd')))
	expect(Buffer.from(once.body)).toEqual(Buffer.from(await compressionModule.compressForOneResponse(page, 'zstd')))
	for (const made of [kept, once]) expect(text(zstdDecompressSync(made.body))).toBe(text(page))
})

test('a size limit counts the encodings too, drops the least recently used pages, and expired pages go as new ones come in', async () => {
	let now = 0
	const big = (name: string) => `${html(name)}${'x'.repeat(1_000)}`
	const cache = new PageCache({ ttlMs: 1_000, maxBytes: 3_000, now: () => now })
	cache.set('/a/', bytes(big('a')), HEADERS)
	cache.set('/b/', bytes(big('b')), HEADERS)
	expect(cache.bytes).toBe(2 * Buffer.byteLength(big('a')))
	await cache.get('/b/')!.representation('gzip')
	expect(cache.bytes).toBeGreaterThan(2 * Buffer.byteLength(big('a')))
	cache.set('/c/', bytes(big('c')), HEADERS)
	expect(cache.get('/a/')).toBeNull()
	expect(cache.get('/c/')).not.toBeNull()
	expect(cache.bytes).toBeLessThanOrEqual(3_000)

	now = 2_000
	cache.set('/d/', bytes(html('d')), HEADERS)
	// /b/ and /c/ had expired: only the new page is left.
	expect(cache.bytes).toBe(Buffer.byteLength(html('d')))
	expect(cache.get('/d/')).not.toBeNull()
})

test('an expired page is still there for stale() until new pages push it out', () => {
	let now = 0
	const cache = new PageCache({ ttlMs: 1_000, maxEntries: 2, now: () => now })
	cache.set('/faqs/', bytes(html('first')), HEADERS)
	now = 5_000
	expect(cache.get('/faqs/')).toBeNull()
	expect(text(cache.stale('/faqs/')!.body)).toBe(html('first'))
	cache.set('/about-us/', bytes(html('a')), HEADERS)
	expect(cache.stale('/faqs/')).toBeNull()
	expect(cache.stale('/never/')).toBeNull()
})
