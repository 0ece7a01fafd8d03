import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, zstdCompress, zstdCompressSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { rememberPerString } from './remember-per-string.ts'

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/i
const MIN_SIZE = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const zstd = promisify(zstdCompress)

export type ContentEncoding = 'zstd' | 'br' | 'gzip'

/**
 * zstd first: Chrome, Edge and Firefox accept it, and it makes about the same bytes as brotli in
 * less time (level 5 against quality 4: two thirds of it; level 3 against quality 3, for what is
 * compressed per response, two fifths; `LEVELS` below). Safari gets brotli.
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
 * How hard each encoding works: a body that is kept and sent many times (a cached page, a plan's
 * answer) is worth the smaller output; one compressed for a single response (a page rendered for a
 * signed-in visitor or with the cache off, an API answer) is not. For a 98 KB home page on this
 * machine: zstd 5 makes 19.2 KB in 0.50 ms, zstd 3 20.1 KB in 0.22 ms; brotli 4 19.0 KB in 0.79 ms,
 * brotli 3 19.9 KB in 0.54 ms; gzip 6 19.6 KB in 1.05 ms, gzip 4 20.5 KB in 0.69 ms. A 256 KB window
 * each, and around a few hundred KB of memory.
 */
const LEVELS = {
	kept: { zstd: 5, br: 4, gzip: 6 },
	once: { zstd: 3, br: 3, gzip: 4 },
} satisfies Record<string, Record<ContentEncoding, number>>

/**
 * A body compressed for one response is compressed on the main thread up to this size (about a
 * millisecond of work at the levels above). Handing a page to the thread pool and taking it back
 * costs the main thread about a tenth of a millisecond, and under load the responses waiting for the
 * pool left it idle a fifth of the time while fifty requests queued: with the page cache off a home page
 * render takes 3.3 ms of node's CPU instead of 3.9, and two cores serve 1–22 % more of them depending on
 * the hour (docs/benchmarks.md, twenty-first session).
 * Larger bodies (exports) still go to the pool, so one of them cannot hold up every other request.
 */
const MAIN_THREAD_LIMIT = 256 * 1024

/**
 * `body` compressed to keep and send many times (the page cache, the plan answers), on the thread
 * pool: the better levels, and the bytes in an ArrayBuffer of their own.
 *
 * Each time zlib's output buffer fills, the main thread takes the output and hands the work to the
 * thread pool again. With the default 16 KB a page (≈ 100 KB, 19–21 KB compressed) took three hand-offs;
 * half the input's size is more than HTML or JSON compresses to, so the output fits in one and the
 * compression takes two (docs/benchmarks.md, twentieth session, area U). The bytes come back in an
 * ArrayBuffer of their own, not as a view of that larger buffer, which the page cache and the plan
 * answers would keep alive for as long as they keep the bytes.
 */
export async function compressBody(body: Uint8Array, encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer>> {
	const compressed = await compressOnPool(body, encoding, LEVELS.kept)
	return compressed.byteLength === compressed.buffer.byteLength ? compressed : new Uint8Array(compressed)
}

/** `body` compressed for a single response: the faster levels, on the main thread unless it is large. */
export async function compressForOneResponse(body: Uint8Array, encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer>> {
	if (body.byteLength > MAIN_THREAD_LIMIT) return compressOnPool(body, encoding, LEVELS.once)
	const options = zlibOptions(body, encoding, LEVELS.once)
	// zlib's Buffers are backed by plain ArrayBuffers, as Response wants.
	if (encoding === 'zstd') return zstdCompressSync(body, options) as Uint8Array<ArrayBuffer>
	if (encoding === 'br') return brotliCompressSync(body, options) as Uint8Array<ArrayBuffer>
	return gzipSync(body, options) as Uint8Array<ArrayBuffer>
}

async function compressOnPool(body: Uint8Array, encoding: ContentEncoding, levels: Record<ContentEncoding, number>): Promise<Uint8Array<ArrayBuffer>> {
	const options = zlibOptions(body, encoding, levels)
	// zlib's Buffers are backed by plain ArrayBuffers, as Response wants.
	if (encoding === 'zstd') return (await zstd(body, options)) as Uint8Array<ArrayBuffer>
	if (encoding === 'br') return (await brotli(body, options)) as Uint8Array<ArrayBuffer>
	return (await gzipAsync(body, options)) as Uint8Array<ArrayBuffer>
}

function zlibOptions(body: Uint8Array, encoding: ContentEncoding, levels: Record<ContentEncoding, number>) {
	const chunkSize = Math.max(constants.Z_DEFAULT_CHUNK, Math.ceil(body.byteLength / 2))
	if (encoding === 'zstd') {
		return {
			params: { [constants.ZSTD_c_compressionLevel]: levels.zstd, [constants.ZSTD_c_windowLog]: 18 },
			pledgedSrcSize: body.byteLength,
			chunkSize,
		}
	}
	if (encoding === 'br') {
		return {
			params: {
				[constants.BROTLI_PARAM_QUALITY]: levels.br,
				[constants.BROTLI_PARAM_LGWIN]: 18,
				[constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
			},
			chunkSize,
		}
	}
	return { level: levels.gzip, chunkSize }
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
	const output = encoding ? await compressForOneResponse(body, encoding) : (body as Uint8Array<ArrayBuffer>)
	if (encoding) headers.set('Content-Encoding', encoding)
	headers.set('Content-Length', String(output.byteLength))
	return new Response(output, { status: response.status, statusText: response.statusText, headers })
}
