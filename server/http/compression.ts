import { promisify } from 'node:util'
import { brotliCompress, constants, gzip, zstdCompress } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { rememberPerString } from './remember-per-string.ts'

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/i
const MIN_SIZE = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const zstd = promisify(zstdCompress)

export type ContentEncoding = 'zstd' | 'br' | 'gzip'

/**
 * zstd first: Chrome, Edge and Firefox accept it, and at level 5 it makes the same bytes as
 * brotli at quality 4 (a 113 KB page: 18.8 against 18.7 KB) in about two thirds of the time,
 * which counts for what is compressed per response (personalised pages, the API). Safari gets brotli.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
	return acceptEncoding ? preferredEncodingOf(acceptEncoding) : null
}

// Asked for every cached page and plan read; browsers send few distinct strings (remember-per-string.ts).
const preferredEncodingOf = rememberPerString((acceptEncoding): ContentEncoding | null => {
	const offered = acceptEncoding
		.toLowerCase()
		.split(',')
		.map((part) => part.trim().split(';'))
		.filter(([, q]) => !q || !/q=0(\.0+)?$/.test(q.trim()))
		.map(([name]) => name)
	if (offered.includes('zstd')) return 'zstd'
	if (offered.includes('br')) return 'br'
	if (offered.includes('gzip')) return 'gzip'
	return null
})

/** The encoding a response of `size` bytes is sent in: none for small bodies, where it saves nothing. */
export function encodingFor(acceptEncoding: string | undefined, size: number): ContentEncoding | null {
	return size >= MIN_SIZE ? preferredEncoding(acceptEncoding) : null
}

/**
 * Brotli quality 4 with a 256 KB window, or zstd level 5: around a millisecond and a few hundred KB of memory each.
 *
 * Each time zlib's output buffer fills, the main thread takes the output and hands the work to the
 * thread pool again. With the default 16 KB a page (≈ 100 KB, 19–21 KB compressed) took three hand-offs;
 * half the input's size is more than HTML or JSON compresses to, so the output fits in one and the
 * compression takes two (docs/benchmarks.md, twentieth session, area U). The bytes come back in an
 * ArrayBuffer of their own, not as a view of that larger buffer, which the page cache and the plan
 * answers would keep alive for as long as they keep the bytes.
 */
export async function compressBody(body: Uint8Array, encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer>> {
	const compressed = await compressWhole(body, encoding)
	return compressed.byteLength === compressed.buffer.byteLength ? compressed : new Uint8Array(compressed)
}

async function compressWhole(body: Uint8Array, encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer>> {
	const chunkSize = Math.max(constants.Z_DEFAULT_CHUNK, Math.ceil(body.byteLength / 2))
	// zlib's Buffers are backed by plain ArrayBuffers, as Response wants.
	if (encoding === 'zstd') {
		return (await zstd(body, {
			params: { [constants.ZSTD_c_compressionLevel]: 5, [constants.ZSTD_c_windowLog]: 18 },
			pledgedSrcSize: body.byteLength,
			chunkSize,
		})) as Uint8Array<ArrayBuffer>
	}
	if (encoding === 'br') {
		return (await brotli(body, {
			params: {
				[constants.BROTLI_PARAM_QUALITY]: 4,
				[constants.BROTLI_PARAM_LGWIN]: 18,
				[constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
			},
			chunkSize,
		})) as Uint8Array<ArrayBuffer>
	}
	return (await gzipAsync(body, { level: 6, chunkSize })) as Uint8Array<ArrayBuffer>
}

/**
 * Brotli or gzip for generated responses (pages, JSON, XML); hashed files are
 * compressed once at build time and served by the static handler instead, and
 * cached public pages once per encoding by the page cache (page-cache.ts).
 *
 * The body is compressed in one piece rather than as a stream: a server-
 * rendered page arrives in dozens of small chunks, and compressing each one
 * on the thread pool cost more than rendering the page (274 → 98 pages/s).
 * Pages are rendered completely before they are sent (no deferred data yet);
 * a page that streams deferred data will need streaming compression with
 * flushes instead.
 */
export function compression(): MiddlewareHandler {
	return async (c, next) => {
		await next()
		const compressed = await compressedResponse(c.res, { method: c.req.method, acceptEncoding: c.req.header('Accept-Encoding') })
		if (compressed) c.res = compressed
	}
}

/**
 * `response` compressed for a request that accepts `acceptEncoding`, or null when it is to be sent as
 * it is: HEAD, no body, encoded already, not text, or `no-transform`. The headers are looked at before
 * the body, which a response from the page cache (encoded already) then never has to materialise.
 */
export async function compressedResponse(response: Response, request: { method: string; acceptEncoding: string | undefined }): Promise<Response | null> {
	if (request.method === 'HEAD' || response.headers.has('Content-Encoding')) return null
	if (!COMPRESSIBLE.test(response.headers.get('Content-Type') ?? '') || /no-transform/i.test(response.headers.get('Cache-Control') ?? '')) return null
	if (!response.body) return null
	const headers = new Headers(response.headers)
	if (!/\baccept-encoding\b/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding')
	const body = new Uint8Array(await response.arrayBuffer())
	const encoding = encodingFor(request.acceptEncoding, body.byteLength)
	const output = encoding ? await compressBody(body, encoding) : (body as Uint8Array<ArrayBuffer>)
	if (encoding) headers.set('Content-Encoding', encoding)
	headers.set('Content-Length', String(output.byteLength))
	return new Response(output, { status: response.status, statusText: response.statusText, headers })
}
