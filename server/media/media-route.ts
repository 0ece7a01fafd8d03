/**
 * Serves the photos' sets: `/media/photos/<key>/<width>.<avif|webp|jpg>`. A key is random and
 * never reused and the job writes a file once, so a file never changes: cached for a year,
 * immutable, by browsers and CDNs. Only names the job makes are looked up (the uploads folder is
 * never reachable), and no database query is needed.
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
		const bytes = match ? await store.read(variantFile(match[1]!, Number(match[2]), match[3]!)) : null
		if (!match || !bytes) return c.body(null, 404, { 'Cache-Control': 'public, max-age=60' })
		return c.body(new Uint8Array(bytes), 200, {
			'Content-Type': TYPES.get(match[3]!)!,
			'Cache-Control': 'public, max-age=31536000, immutable',
			'Content-Length': String(bytes.byteLength),
		})
	})
	return app
}
