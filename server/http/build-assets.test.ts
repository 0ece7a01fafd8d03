import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, expect, test } from 'vitest'
import { buildAssets, loadBuildAssets } from './build-assets.ts'

const SCRIPT = `export const greeting = ${JSON.stringify('Healthy meals, delivered daily. '.repeat(50))}\n`
const clientDir = mkdtempSync(join(tmpdir(), 'kcal-assets-'))
mkdirSync(join(clientDir, 'assets'))
writeFileSync(join(clientDir, 'assets', 'entry-AbC123.js'), SCRIPT)
writeFileSync(join(clientDir, 'assets', 'entry-AbC123.js.br'), brotliCompressSync(SCRIPT))
writeFileSync(join(clientDir, 'assets', 'entry-AbC123.js.gz'), gzipSync(SCRIPT))
writeFileSync(join(clientDir, 'assets', 'font-Xy9.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]))
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

const files = loadBuildAssets(clientDir)
const app = new Hono()
app.use('/assets/*', buildAssets(files))
app.all('*', (c) => c.text('passed on', 404))

test('every file of the build is held once, its precompressed copies beside it', () => {
	expect([...files.keys()].sort()).toEqual(['/assets/entry-AbC123.js', '/assets/font-Xy9.woff2'])
	expect(files.get('/assets/entry-AbC123.js')!.encoded.map(({ encoding }) => encoding)).toEqual(['br', 'gzip'])
	expect(loadBuildAssets(join(clientDir, 'no-build')).size).toBe(0)
})

test('the first of br, zstd, gzip the request accepts, else the file itself; always a year immutable', async () => {
	for (const [accept, encoding, body] of [
		['gzip, deflate, br, zstd', 'br', brotliCompressSync(SCRIPT)],
		['gzip', 'gzip', gzipSync(SCRIPT)],
		['identity', null, Buffer.from(SCRIPT)],
	] as const) {
		const response = await app.request('/assets/entry-AbC123.js', { headers: { 'Accept-Encoding': accept } })
		expect(response.status, accept).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
		expect(response.headers.get('Content-Encoding')).toBe(encoding)
		expect(response.headers.get('Vary')).toBe('Accept-Encoding')
		expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
		const sent = Buffer.from(await response.arrayBuffer())
		expect(Number(response.headers.get('Content-Length'))).toBe(sent.byteLength)
		expect(sent.equals(body)).toBe(true)
	}
	const font = await app.request('/assets/font-Xy9.woff2', { headers: { 'Accept-Encoding': 'br' } })
	expect(font.headers.get('Content-Type')).toBe('font/woff2')
	expect(font.headers.get('Content-Encoding')).toBeNull()
	expect(font.headers.get('Vary')).toBeNull()
})

test('HEAD gives the length without a body; a range, another method or an unknown name is passed on', async () => {
	const head = await app.request('/assets/entry-AbC123.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } })
	expect(head.status).toBe(200)
	expect(Number(head.headers.get('Content-Length'))).toBe(brotliCompressSync(SCRIPT).byteLength)
	expect(await head.text()).toBe('')
	for (const [path, init] of [
		['/assets/entry-AbC123.js', { headers: { Range: 'bytes=0-9' } }],
		['/assets/entry-AbC123.js', { method: 'POST' }],
		['/assets/unknown-111.js', {}],
		['/assets/entry-AbC123.js.br', {}],
	] as const) {
		expect(await (await app.request(path, init)).text(), path).toBe('passed on')
	}
})
