/**
 * Serves the photos' sets: `/media/photos/<key>/<width>.<avif|webp|jpg>`. A key is random and
 * never reused and the job writes a file once, so a file never changes: cached for a year,
 * immutable, by browsers and CDNs. Only names the job makes are looked up (the uploads folder is
 * never reachable), and no database query is needed. The file is streamed from the store (the
 * folder or the bucket), never read whole first.
 */
import { Hono } from 'hono'
import { MEDIA_PATH, VARIANT_FORMATS } from '../../domain/photo.ts'
import type { MediaStore } from './media-store.ts'
import { variantFile } from './photo-service.ts'

const FILE = /^([A-Za-z0-9_-]{16,64})\/(\d{2,4})\.(avif|webp|jpg)$/
const TYPES = new Map<string, string>(VARIANT_FORMATS.map((variant) => [variant.extension, variant.type]))

export function mediaRoute(store: MediaStore) {
	const app = new Hono()
	app.get(`${MEDIA_PATH}/*`, async (c) => {
		const match = FILE.exec(c.req.path.slice(MEDIA_PATH.length + 1))
		const file = match ? await store.open(variantFile(match[1]!, Number(match[2]), match[3]!)) : null
		if (!match || !file) return c.body(null, 404, { 'Cache-Control': 'public, max-age=60' })
		const headers = {
			'Content-Type': TYPES.get(match[3]!)!,
			'Cache-Control': 'public, max-age=31536000, immutable',
			'Content-Length': String(file.size),
		}
		// Hono answers HEAD with this handler and drops the body: let go of the file (or the bucket's connection) now.
		if (c.req.method === 'HEAD') {
			await file.body.cancel()
			return c.body(null, 200, headers)
		}
		// Streamed as the store gives it: a photo is never held whole in memory, whichever the store.
		return c.body(file.body, 200, headers)
	})
	return app
}
