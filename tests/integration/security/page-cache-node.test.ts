/**
 * Issue 21, a cached page's cost: served by Node, a cached page's headers go from their record to
 * `writeHead` without a Fetch `Headers` (server/http/prepared-response.ts). What a visitor gets must
 * not change with it: the same header lines as the in-process answer (`app.request`, which makes a
 * `Headers`), each Set-Cookie a line of its own, the security headers and the CSP, for a first visit,
 * a returning visitor and a 304. (A HEAD is rendered, never answered from the cache: page-rules.ts.)
 */
import type { AddressInfo } from 'node:net'
import { request as httpRequest } from 'node:http'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { AppRequestHandler } from '../../../server/app.ts'
import { createTestDatabase } from '../support/database.ts'
import { BROWSER_UA, createTestHttpApp } from '../support/http.ts'

const ORIGIN = 'https://kcal.example'
const { db } = await createTestDatabase()

const pages: AppRequestHandler = async (request) =>
	new Response(`<!doctype html><script>document.documentElement.dataset.ready="1"</script><p>${new URL(request.url).pathname}</p>${'<p>Healthy meals.</p>'.repeat(100)}`, {
		headers: { 'Content-Type': 'text/html; charset=utf-8' },
	})
const app = createTestHttpApp(db, { PAGE_CACHE_SECONDS: '60' }, undefined, pages)
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((resolve) => server.once('listening', resolve))
const { port } = server.address() as AddressInfo
afterAll(() => new Promise((resolve) => server.close(resolve)))

type Answer = { status: number; headers: [string, string][]; body: Buffer }

/** Through a socket, as a browser gets it: every header line, names in lower case. */
function fromNode(path: string, headers: Record<string, string>) {
	return new Promise<Answer>((resolve, reject) => {
		httpRequest({ host: '127.0.0.1', port, path, headers: { Host: new URL(ORIGIN).host, ...headers } }, (response) => {
			const chunks: Buffer[] = []
			response.on('data', (chunk: Buffer) => chunks.push(chunk))
			response.on('end', () => {
				const raw = response.rawHeaders
				const lines = raw.flatMap((name, index) => (index % 2 === 0 ? [[name.toLowerCase(), raw[index + 1]!] as [string, string]] : []))
				resolve({ status: response.statusCode ?? 0, headers: lines, body: Buffer.concat(chunks) })
			})
		})
			.on('error', reject)
			.end()
	})
}

/** In-process: the Fetch Response's headers, each Set-Cookie a line as Node would write it. */
async function inProcess(path: string, headers: Record<string, string>): Promise<Answer> {
	const response = await app.request(`${ORIGIN}${path}`, { headers })
	const lines: [string, string][] = [...response.headers].filter(([name]) => name !== 'set-cookie')
	for (const cookie of response.headers.getSetCookie()) lines.push(['set-cookie', cookie])
	return { status: response.status, headers: lines, body: Buffer.from(await response.arrayBuffer()) }
}

/** What must be equal: every line but those that differ per response (its id, the date Node adds, the connection's). */
const comparable = ({ status, headers, body }: Answer) => ({
	status,
	headers: headers
		.filter(([name]) => !['x-request-id', 'date', 'connection', 'keep-alive'].includes(name))
		.map(([name, value]) => `${name}: ${name === 'set-cookie' ? value.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}').replace(/r=\d+/, 'r={revision}') : value}`)
		.sort(),
	body: body.toString('base64'),
})

const guest = (headers: Record<string, string> = {}) => ({ 'User-Agent': BROWSER_UA, 'Accept-Encoding': 'gzip, br, zstd', ...headers })

beforeAll(async () => {
	// Split's localhost mode reads the flags file just after start-up; until then no treatments are stored.
	await vi.waitFor(async () => expect((await app.request(`${ORIGIN}/about-us/`, { headers: guest() })).headers.getSetCookie().some((cookie) => cookie.startsWith('kcal_split='))).toBe(true))
	// The page is in the cache before any answer is compared.
	await app.request(`${ORIGIN}/faqs/`, { headers: guest() })
})

test('a first visit gets the same header lines from Node as in-process, each cookie on a line of its own', async () => {
	const [node, fetched] = await Promise.all([fromNode('/faqs/', guest()), inProcess('/faqs/', guest())])
	expect(comparable(node)).toEqual(comparable(fetched))
	const cookies = node.headers.filter(([name]) => name === 'set-cookie').map(([, value]) => value.split('=')[0])
	expect(cookies).toEqual(expect.arrayContaining(['locale', 'kcal_variant', 'kcal_uid', 'kcal_split']))
	expect(node.headers.filter(([name]) => name === 'x-request-id')).toHaveLength(1)
	expect(node.headers.find(([name]) => name === 'content-security-policy')?.[1]).toContain("script-src 'sha256-")
	expect(node.headers.find(([name]) => name === 'cache-control')?.[1]).toBe('private, no-cache')
})

test('a returning visitor and a 304 get the same header lines from Node as in-process', async () => {
	const first = await fromNode('/faqs/', guest())
	const cookie = ['locale=en', ...first.headers.filter(([name]) => name === 'set-cookie').map(([, value]) => value.split(';')[0])].join('; ')
	const returning = guest({ Cookie: cookie })
	const [node, fetched] = await Promise.all([fromNode('/faqs/', returning), inProcess('/faqs/', returning)])
	expect(comparable(node)).toEqual(comparable(fetched))
	expect(node.headers.find(([name]) => name === 'cache-control')?.[1]).toContain('public')

	const etag = node.headers.find(([name]) => name === 'etag')![1]
	const revalidating = guest({ Cookie: cookie, 'If-None-Match': etag })
	const [notModified, notModifiedInProcess] = await Promise.all([fromNode('/faqs/', revalidating), inProcess('/faqs/', revalidating)])
	expect(notModified.status).toBe(304)
	expect(comparable(notModified)).toEqual(comparable(notModifiedInProcess))
})
