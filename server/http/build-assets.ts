/**
 * The build's hashed files (`/assets/…`) served from memory, with the copies `npm run build`
 * precompressed beside them (scripts/precompress.ts). Why: `serveStatic` opens a read stream per
 * request, and each stream's 64 KB buffers live outside V8's heap until its next collection — under
 * load the two static targets of `npm run bench` alone added 15–57 MB of RSS (docs/benchmarks.md,
 * thirteenth session, area C). A hashed file never changes while the process runs (its name is its
 * content's hash), and all of them with their copies are a few MB, read once at start-up.
 *
 * The answer is the one `serveStatic` gives (type, the first of br, zstd, gzip the request accepts,
 * length, Last-Modified, a year's immutable cache), with `Vary: Accept-Encoding` on every answer of
 * a file that has copies. Anything else — a range request, a name not in the build, a file added
 * after start-up — goes on to `serveStatic`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { MiddlewareHandler } from 'hono'
import { getMimeType } from 'hono/utils/mime'

const ENCODINGS = [
	['br', '.br'],
	['zstd', '.zst'],
	['gzip', '.gz'],
] as const
type Encoding = (typeof ENCODINGS)[number][0]

type HeldFile = {
	type: string
	lastModified: string
	identity: Uint8Array<ArrayBuffer>
	encoded: Array<{ encoding: Encoding; body: Uint8Array<ArrayBuffer> }>
}

export const ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** Every file under `<clientDir>/assets` by its URL path, with its precompressed copies; empty when there is no build. */
export function loadBuildAssets(clientDir: string): Map<string, HeldFile> {
	const held = new Map<string, HeldFile>()
	const dir = join(clientDir, 'assets')
	let names: string[]
	try {
		names = readdirSync(dir, { recursive: true, encoding: 'utf8' })
	} catch {
		return held
	}
	const present = new Set(names)
	for (const name of names) {
		if (ENCODINGS.some(([, suffix]) => name.endsWith(suffix))) continue
		const path = join(dir, name)
		const stats = statSync(path)
		if (!stats.isFile()) continue
		held.set(`/assets/${name.split('\\').join('/')}`, {
			type: getMimeType(name) ?? 'application/octet-stream',
			lastModified: stats.mtime.toUTCString(),
			identity: readFileSync(path),
			encoded: ENCODINGS.filter(([, suffix]) => present.has(name + suffix)).map(([encoding, suffix]) => ({ encoding, body: readFileSync(path + suffix) })),
		})
	}
	return held
}

/** Answers GET and HEAD of a held file; everything else goes on. */
export function buildAssets(files: Map<string, HeldFile>): MiddlewareHandler {
	return async (c, next) => {
		const file = files.get(c.req.path)
		if (!file || (c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.header('Range')) return next()
		// Parsed as serveStatic parses it (quality values are not read), so both give the same copy.
		const accepted = new Set(c.req.header('Accept-Encoding')?.split(',').map((encoding) => encoding.trim()))
		const chosen = file.encoded.find(({ encoding }) => accepted.has(encoding))
		const body = chosen?.body ?? file.identity
		c.header('Content-Type', file.type)
		if (chosen) c.header('Content-Encoding', chosen.encoding)
		if (file.encoded.length > 0) c.header('Vary', 'Accept-Encoding')
		c.header('Content-Length', String(body.byteLength))
		c.header('Last-Modified', file.lastModified)
		c.header('Cache-Control', ASSETS_CACHE_CONTROL)
		return c.req.method === 'HEAD' ? c.body(null, 200) : c.body(body, 200)
	}
}
