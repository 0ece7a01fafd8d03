/**
 * Dish and plan photos (issue 18 item 4, docs/menus.md "Photos"): the upload (checked by content,
 * kept privately under `uploads/`, its row and audit entry in one transaction), the responsive set
 * the `photo-variants` job makes from it (never in the request). What pages read is photo-queries.ts.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, lt } from 'drizzle-orm'
import type { Sharp } from 'sharp'
import { PHOTO_LIMITS, VARIANT_FORMATS, variantWidths } from '../../domain/photo.ts'
import type { Database, Executor } from '../db/client.ts'
import { photos } from '../db/schema.ts'
import { type AuditActor, writeAudit } from '../console/audit-log.ts'
import { changeCatalogue } from '../catalogue/catalogue-change.ts'
import { type CheckedPhoto, checkPhoto, type PhotoProblem } from './photo-check.ts'
import type { MediaStore } from './media-store.ts'
import type { PhotoSubject } from './photo-queries.ts'

export type { PhotoSubject }

export type PhotoAlt = { en: string; ar: string; ru: string }

const uploadPath = (key: string) => `uploads/${key}`
export const variantFile = (key: string, width: number, extension: string) => `photos/${key}/${width}.${extension}`

// Quality per format: about the same look at the smallest size (AVIF and WebP need less).
const ENCODERS = {
	avif: (image: Sharp) => image.avif({ quality: 55, effort: 4 }),
	webp: (image: Sharp) => image.webp({ quality: 76 }),
	jpeg: (image: Sharp) => image.jpeg({ quality: 80, mozjpeg: true }),
} as const

export type PhotoService = ReturnType<typeof createPhotoService>

export function createPhotoService({ db, store, now = () => new Date() }: { db: Database; store: MediaStore; now?: () => Date }) {
	let enqueue: ((photoId: number) => Promise<unknown>) | null = null

	return {
		store,
		/** From start-up on, a new upload is handed to the job queue at once (until then the sweep finds it). */
		sendThrough(send: (photoId: number) => Promise<unknown>) {
			enqueue = send
		},

		/**
		 * Takes an upload: refused with the problem, or stored (file first, then its row and audit
		 * entry in one transaction) and queued for its set. The subject's existence is the caller's check.
		 */
		async upload(
			actor: AuditActor,
			subject: PhotoSubject,
			bytes: Uint8Array,
			alt: PhotoAlt,
		): Promise<{ status: 'uploaded'; photoId: number; key: string } | { status: 'refused'; problem: PhotoProblem }> {
			const checked = await checkPhoto(bytes)
			if (!checked.ok) return { status: 'refused', problem: checked.problem }
			const key = randomBytes(16).toString('base64url')
			await store.write(uploadPath(key), bytes)
			const photoId = await db.transaction(async (tx) => {
				const id = await insertPhoto(tx, key, subject, checked.photo, alt, actor)
				await writeAudit(tx, actor, { action: 'photo.upload', subject: `${subject.kind}:${subject.id}`, after: { photo: id, format: checked.photo.format, width: checked.photo.width, height: checked.photo.height, alt } }, now())
				return id
			})
			// After the commit: the job must find the row. If this send is lost, the sweep sends it again.
			await enqueue?.(photoId).catch(() => {})
			return { status: 'uploaded', photoId, key }
		},

		/**
		 * The `photo-variants` job: every width of variantWidths in AVIF, WebP and JPEG, upright,
		 * without metadata (sharp writes none unless asked). Then the photo is `ready` and its upload,
		 * with whatever metadata it carried, is deleted. A photo no longer processing is left alone,
		 * so a job that runs twice does the work at most once more and changes nothing.
		 */
		async makeVariants(photoId: number, { lastTry = false } = {}): Promise<'ready' | 'skipped' | 'failed'> {
			const [photo] = await db.select().from(photos).where(and(eq(photos.id, photoId), eq(photos.status, 'processing')))
			if (!photo) return 'skipped'
			const source = await store.read(uploadPath(photo.key))
			if (!source) {
				await db.update(photos).set({ status: 'failed' }).where(and(eq(photos.id, photoId), eq(photos.status, 'processing')))
				return 'failed'
			}
			const widths = variantWidths(photo.width)
			// Loaded by the job that needs it, not with every server (docs/benchmarks.md, memory).
			const { default: sharp } = await import('sharp')
			try {
				for (const width of widths) {
					const resized = sharp(source, { limitInputPixels: PHOTO_LIMITS.maxPixels }).autoOrient().resize({ width, withoutEnlargement: true })
					for (const variant of VARIANT_FORMATS) {
						await store.write(variantFile(photo.key, width, variant.extension), await ENCODERS[variant.format](resized.clone()).toBuffer())
					}
				}
			} catch (error) {
				if (!lastTry) throw error
				await db.update(photos).set({ status: 'failed' }).where(and(eq(photos.id, photoId), eq(photos.status, 'processing')))
				return 'failed'
			}
			const done = await changeCatalogue(db, async (tx, announce) => {
				const [row] = await tx
					.update(photos)
					.set({ status: 'ready', widths, readyAt: now() })
					.where(and(eq(photos.id, photoId), eq(photos.status, 'processing')))
					.returning({ id: photos.id })
				// The pages keep plans' and dishes' photos with the catalogue: every instance drops them once this commits.
				if (row) await announce()
				return row
			})
			if (done) {
				await store.remove(uploadPath(photo.key))
			}
			return done ? 'ready' : 'skipped'
		},

		/** Sends again the photos still processing a minute after their upload: their job was lost (a stop between commit and send). */
		async resendStalled(): Promise<number> {
			if (!enqueue) return 0
			const rows = await db
				.select({ id: photos.id })
				.from(photos)
				.where(and(eq(photos.status, 'processing'), lt(photos.createdAt, new Date(now().getTime() - 60_000))))
				.limit(20)
			for (const row of rows) await enqueue(row.id)
			return rows.length
		},
	}
}

async function insertPhoto(tx: Executor, key: string, subject: PhotoSubject, checked: CheckedPhoto, alt: PhotoAlt, actor: AuditActor) {
	const [row] = await tx
		.insert(photos)
		.values({
			key,
			dishId: subject.kind === 'dish' ? subject.id : null,
			planId: subject.kind === 'plan' ? subject.id : null,
			sourceFormat: checked.format,
			width: checked.width,
			height: checked.height,
			altEn: alt.en,
			altAr: alt.ar,
			altRu: alt.ru,
			uploadedBy: actor === 'command-line' ? null : actor.id,
		})
		.returning({ id: photos.id })
	return row!.id
}
