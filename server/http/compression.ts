import { Duplex } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/i

function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
	if (!acceptEncoding) return null
	const offered = acceptEncoding
		.toLowerCase()
		.split(',')
		.map((part) => part.trim().split(';'))
		.filter(([, q]) => !q || !/q=0(\.0+)?$/.test(q.trim()))
		.map(([name]) => name)
	if (offered.includes('br')) return 'br'
	if (offered.includes('gzip')) return 'gzip'
	return null
}

/**
 * Brotli or gzip for generated responses (pages, JSON, XML). Hashed files are
 * compressed once at build time and served by the static handler instead.
 * Brotli runs at quality 4: close to gzip's speed and still smaller.
 */
export function compression(): MiddlewareHandler {
	return async (c, next) => {
		await next()
		const response = c.res
		const type = response.headers.get('Content-Type') ?? ''
		if (
			c.req.method === 'HEAD' ||
			!response.body ||
			response.headers.has('Content-Encoding') ||
			!COMPRESSIBLE.test(type) ||
			/no-transform/i.test(response.headers.get('Cache-Control') ?? '')
		) {
			return
		}
		const encoding = preferredEncoding(c.req.header('Accept-Encoding'))
		const headers = new Headers(response.headers)
		headers.append('Vary', 'Accept-Encoding')
		if (!encoding) {
			c.res = new Response(response.body, { status: response.status, headers })
			return
		}
		const compressor =
			encoding === 'br'
				? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
				: createGzip({ level: 6 })
		headers.set('Content-Encoding', encoding)
		headers.delete('Content-Length')
		const stream = Duplex.toWeb(compressor) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>
		c.res = new Response(response.body.pipeThrough(stream), { status: response.status, headers })
	}
}
