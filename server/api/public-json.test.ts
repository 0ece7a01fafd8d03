import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { ifNoneMatchMatches, publicJson } from './public-json.ts'

describe('ifNoneMatchMatches', () => {
	test('matches the same tag, a weak form of it, one of a list, and *', () => {
		expect(ifNoneMatchMatches('"abc"', '"abc"')).toBe(true)
		expect(ifNoneMatchMatches('W/"abc"', '"abc"')).toBe(true)
		expect(ifNoneMatchMatches('"x", "abc" ,"y"', '"abc"')).toBe(true)
		expect(ifNoneMatchMatches('*', '"abc"')).toBe(true)
	})

	test('does not match a missing header, another tag, or the tag without quotes', () => {
		expect(ifNoneMatchMatches(undefined, '"abc"')).toBe(false)
		expect(ifNoneMatchMatches('', '"abc"')).toBe(false)
		expect(ifNoneMatchMatches('"abd"', '"abc"')).toBe(false)
		expect(ifNoneMatchMatches('abc', '"abc"')).toBe(false)
	})
})

describe('publicJson', () => {
	const data = Object.freeze([{ slug: 'wellness', name: 'العافية' }])
	const app = new Hono().get('/', (c) => publicJson(c, data)).get('/other', (c) => publicJson(c, { other: true }))

	test('sends { data } as JSON with a 60 s public cache and a strong ETag', async () => {
		const response = await app.request('/')
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('application/json; charset=UTF-8')
		expect(response.headers.get('Cache-Control')).toBe('public, max-age=60')
		expect(response.headers.get('ETag')).toMatch(/^"[A-Za-z0-9_-]{43}"$/)
		expect(await response.json()).toEqual({ data })
	})

	test('the ETag follows the body, and a matching If-None-Match gets an empty 304', async () => {
		const etag = (await app.request('/')).headers.get('ETag')!
		expect((await app.request('/')).headers.get('ETag')).toBe(etag)
		expect((await app.request('/other')).headers.get('ETag')).not.toBe(etag)
		const cached = await app.request('/', { headers: { 'If-None-Match': etag } })
		expect(cached.status).toBe(304)
		expect(cached.headers.get('ETag')).toBe(etag)
		expect(cached.headers.get('Cache-Control')).toBe('public, max-age=60')
		expect(await cached.text()).toBe('')
		expect((await app.request('/', { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200)
	})
})
