/**
 * Issue 21, cached public pages at about the static-file rate: a page missing from the page cache is
 * rendered once however many guests ask for it at the same moment (an entry expiring under load was
 * rendered by every request in flight), and a hit is sent from headers made once per stored page and
 * encoding. Neither may carry one visitor's data to another: a render that sets something of its
 * visitor is never handed to the guests who waited for it, and the per-request headers (the request
 * id, the visitor's cookies) never stick to the stored page.
 */
import { zstdDecompressSync } from 'node:zlib'
import { expect, test } from 'vitest'
import type { AppRequestHandler } from '../../../server/app.ts'
import { createTestDatabase } from '../support/database.ts'
import { BROWSER_UA, createTestApp } from '../support/http.ts'

const { db } = await createTestDatabase()

/** A render that takes a moment (as a real one does) and counts itself; long enough to be compressed. */
function slowPages(answer: (request: Request, render: number) => ResponseInit = () => ({})) {
	let renders = 0
	const handler: AppRequestHandler = async (request) => {
		const render = ++renders
		await new Promise((resolve) => setTimeout(resolve, 50))
		const body = `<!doctype html><p>render ${render} of ${new URL(request.url).pathname}</p>${'<p>Healthy meals.</p>'.repeat(100)}`
		const init = answer(request, render)
		return new Response(body, { ...init, headers: { 'Content-Type': 'text/html; charset=utf-8', ...(init.headers as Record<string, string>) } })
	}
	return { handler, renders: () => renders }
}

const guest = (headers: Record<string, string> = {}) => ({ headers: { 'User-Agent': BROWSER_UA, 'Accept-Encoding': 'gzip, br, zstd', ...headers } })

test('twenty guests asking at once for a page not in the cache cause one render, and all get that page', async () => {
	const pages = slowPages()
	const site = createTestApp(db, { PAGE_CACHE_SECONDS: '60' }, undefined, pages.handler)
	const answers = await Promise.all(Array.from({ length: 20 }, () => site('/faqs/', guest())))
	expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
	expect(pages.renders()).toBe(1)
	const bodies = await Promise.all(answers.map(async (answer) => zstdDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()))
	expect(new Set(bodies)).toEqual(new Set([expect.stringContaining('render 1 of /faqs/')]))
	// Other pages are rendered on their own.
	await site('/about-us/', guest())
	expect(pages.renders()).toBe(2)
})

test('a render that sets a cookie of its visitor is not handed to those who waited: each gets its own', async () => {
	const pages = slowPages((request, render) => ({ headers: { 'Set-Cookie': `render=${render}; Path=/` } }))
	const site = createTestApp(db, { PAGE_CACHE_SECONDS: '60' }, undefined, pages.handler)
	const answers = await Promise.all(Array.from({ length: 5 }, () => site('/faqs/', guest({ 'Accept-Encoding': 'identity' }))))
	const seen = await Promise.all(answers.map(async (answer) => ({ body: await answer.text(), cookie: answer.headers.getSetCookie().find((value) => value.startsWith('render=')) })))
	for (const { body, cookie } of seen) expect(body).toContain(`render ${cookie?.slice('render='.length).split(';')[0]} of`)
	expect(new Set(seen.map(({ body }) => body)).size).toBe(5)
	expect(pages.renders()).toBe(5)
})

test('with the cache off, every request renders its own page', async () => {
	const pages = slowPages()
	const site = createTestApp(db, { PAGE_CACHE_SECONDS: '0' }, undefined, pages.handler)
	await Promise.all(Array.from({ length: 3 }, () => site('/faqs/', guest())))
	expect(pages.renders()).toBe(3)
})

test('a stored page keeps no header of the responses it was sent in: each carries its own request id and cookies', async () => {
	const pages = slowPages()
	const site = createTestApp(db, { PAGE_CACHE_SECONDS: '60' }, undefined, pages.handler)
	const first = await site('/faqs/', guest())
	const second = await site('/faqs/', guest({ 'X-Request-Id': 'second-request-0001' }))
	expect(pages.renders()).toBe(1)
	expect(second.headers.get('X-Request-Id')).toBe('second-request-0001')
	expect(first.headers.get('X-Request-Id')).not.toBe('second-request-0001')
	const userIds = [first, second].map((answer) => answer.headers.getSetCookie().find((value) => value.startsWith('kcal_uid=')))
	expect(userIds[0]).toBeDefined()
	expect(userIds[1]).toBeDefined()
	expect(userIds[0]).not.toBe(userIds[1])
	expect(second.headers.getSetCookie().filter((value) => value.startsWith('kcal_uid='))).toHaveLength(1)
	// What the stored page's headers say of its bytes holds for each response.
	for (const answer of [first, second]) {
		const body = Buffer.from(await answer.arrayBuffer())
		expect(answer.headers.get('Content-Encoding')).toBe('zstd')
		expect(Number(answer.headers.get('Content-Length'))).toBe(body.byteLength)
		expect(answer.headers.get('ETag')).toMatch(/-zstd"$/)
		expect(answer.headers.get('Vary')).toBe('Accept-Encoding, Cookie')
		expect(answer.headers.get('Content-Security-Policy')).toContain("'strict-dynamic'")
		expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff')
	}
	// The plain page for a client that takes no encoding, and a 304 that carries no body's length.
	const plain = await site('/faqs/', guest({ 'Accept-Encoding': 'identity' }))
	expect(plain.headers.get('Content-Encoding')).toBeNull()
	expect(Number(plain.headers.get('Content-Length'))).toBe(Buffer.byteLength(await plain.text()))
	const notModified = await site('/faqs/', guest({ 'If-None-Match': first.headers.get('ETag')! }))
	expect(notModified.status).toBe(304)
	expect(notModified.headers.get('Content-Length')).toBeNull()
	expect(notModified.headers.get('Content-Encoding')).toBeNull()
	expect(notModified.headers.get('ETag')).toBe(first.headers.get('ETag'))
	expect(pages.renders()).toBe(1)
})
