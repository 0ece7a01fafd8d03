import { expect, test } from 'vitest'
import { PageCache } from './page-cache.ts'

const page = (nonce: string) => ({
	html: `<script nonce="${nonce}">1</script><script nonce="${nonce}">2</script>`,
	nonce,
	headers: [['Content-Type', 'text/html']] as [string, string][],
})

test('each hit gets its own nonce in every script', () => {
	const cache = new PageCache({ ttlMs: 1_000 })
	cache.set('/faqs/', page('first'))
	expect(cache.get('/faqs/', 'second')?.html).toBe('<script nonce="second">1</script><script nonce="second">2</script>')
	expect(cache.get('/faqs/', 'third')?.html).not.toContain('first')
})

test('entries expire after the TTL', () => {
	let now = 0
	const cache = new PageCache({ ttlMs: 1_000, now: () => now })
	cache.set('/', page('n'))
	now = 999
	expect(cache.get('/', 'x')).not.toBeNull()
	now = 1_000
	expect(cache.get('/', 'x')).toBeNull()
})

test('the least recently used page goes first when full', () => {
	const cache = new PageCache({ ttlMs: 1_000, maxEntries: 2 })
	cache.set('/a/', page('a'))
	cache.set('/b/', page('b'))
	cache.get('/a/', 'x')
	cache.set('/c/', page('c'))
	expect(cache.get('/b/', 'x')).toBeNull()
	expect(cache.get('/a/', 'x')).not.toBeNull()
	expect(cache.get('/c/', 'x')).not.toBeNull()
})

test('a TTL of 0 turns the cache off', () => {
	const cache = new PageCache({ ttlMs: 0 })
	cache.set('/', page('n'))
	expect(cache.enabled).toBe(false)
	expect(cache.get('/', 'x')).toBeNull()
})

test('a size limit drops the least recently used pages, and expired pages go as new ones come in', () => {
	let now = 0
	const big = (nonce: string) => ({ ...page(nonce), html: `<script nonce="${nonce}"></script>${'x'.repeat(1_000)}` })
	const cache = new PageCache({ ttlMs: 1_000, maxBytes: 5_000, now: () => now })
	cache.set('/a/', big('a'))
	cache.set('/b/', big('b'))
	expect(cache.bytes).toBeLessThanOrEqual(5_000)
	cache.set('/c/', big('c'))
	expect(cache.get('/a/', 'x')).toBeNull()
	expect(cache.get('/c/', 'x')).not.toBeNull()
	expect(cache.bytes).toBeLessThanOrEqual(5_000)

	now = 2_000
	cache.set('/d/', page('d'))
	// /b/ and /c/ had expired: only the new page is left.
	expect(cache.bytes).toBe(page('d').html.length * 2)
	expect(cache.get('/d/', 'x')).not.toBeNull()
})

test('an expired page is still there for stale() until new pages push it out', () => {
	let now = 0
	const cache = new PageCache({ ttlMs: 1_000, maxEntries: 2, now: () => now })
	cache.set('/faqs/', page('first'))
	now = 5_000
	expect(cache.get('/faqs/', 'x')).toBeNull()
	expect(cache.stale('/faqs/', 'second')?.html).toBe('<script nonce="second">1</script><script nonce="second">2</script>')
	cache.set('/about-us/', page('a'))
	expect(cache.stale('/faqs/', 'x')).toBeNull()
	expect(cache.stale('/never/', 'x')).toBeNull()
})
