/**
 * Dish photos after the upload (issue 18 item 4): the `photo-variants` job (through pg-boss, on a
 * test clock) makes the AVIF, WebP and JPEG set in every width, upright and without metadata; what
 * was hidden after the pixels (a polyglot's HTML) is in no served file; the set is served with a
 * year's immutable cache; the sample menu (page and API) then offers it with srcset.
 */
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import type { SampleMenu } from '../../../server/db/queries/sample-menus.ts'
import { dishes, photos } from '../../../server/db/schema.ts'
import { photoJobs } from '../../../server/jobs/photo-variants.ts'
import { createFolderMediaStore } from '../../../server/media/media-store.ts'
import { createPhotoService, variantFile } from '../../../server/media/photo-service.ts'
import { createTestDatabase } from '../support/database.ts'
import { createTestApp } from '../support/http.ts'
import { jobRunnersOn, TestClock, tickUntil } from '../support/jobs.ts'

const { db, url } = await createTestDatabase()
const runnerOn = jobRunnersOn(url)
const dataDir = mkdtempSync(join(tmpdir(), 'kcal-photos-'))
const request = createTestApp(db, { DATA_DIR: dataDir })
const store = createFolderMediaStore(join(dataDir, 'media'))
const service = createPhotoService({ db, store })
const ALT = { en: 'Bibimbap in a stone bowl', ar: 'بيبيمباب في وعاء حجري', ru: 'Пибимпап в каменной чаше' }
const PAYLOAD = '<script>alert(document.cookie)</script>'

const dishId = async (code: string) => (await db.select({ id: dishes.id }).from(dishes).where(eq(dishes.code, code)))[0]!.id

/** A camera's JPEG: GPS and owner in its EXIF, turned a quarter (orientation 6), HTML after its end. */
async function cameraPhoto() {
	const pixels = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 180, g: 90, b: 30 } } })
		.withMetadata({ orientation: 6 })
		.withExifMerge({ IFD0: { Artist: 'Secret Photographer' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 12/1 0/1' } })
		.jpeg()
		.toBuffer()
	return new Uint8Array(Buffer.concat([pixels, Buffer.from(PAYLOAD)]))
}

test('the job makes the set: every width in AVIF, WebP and JPEG, upright, without metadata or the hidden payload', async () => {
	const source = await cameraPhoto()
	expect((await sharp(source).metadata()).exif).toBeDefined()
	const uploaded = await service.upload('command-line', { kind: 'dish', id: await dishId('korean-chicken-bibimbap') }, source, ALT)
	expect(uploaded.status).toBe('uploaded')
	if (uploaded.status !== 'uploaded') return
	const [row] = await db.select().from(photos).where(eq(photos.id, uploaded.photoId))
	// Orientation 6: the upright photo is 800 wide and 1200 high.
	expect(row).toMatchObject({ status: 'processing', width: 800, height: 1200, sourceFormat: 'jpeg', widths: null })

	expect(await service.makeVariants(uploaded.photoId)).toBe('ready')
	const [ready] = await db.select().from(photos).where(eq(photos.id, uploaded.photoId))
	expect(ready).toMatchObject({ status: 'ready', widths: [320, 480, 640, 800] })
	for (const width of ready!.widths!) {
		for (const [extension, format] of [
			['avif', 'heif'],
			['webp', 'webp'],
			['jpg', 'jpeg'],
		] as const) {
			const file = (await store.read(variantFile(ready!.key, width, extension)))!
			const metadata = await sharp(file).metadata()
			expect(metadata.format).toBe(format)
			expect(metadata.width).toBe(width)
			expect(metadata.height).toBe(Math.round((width * 1200) / 800))
			expect(metadata.exif).toBeUndefined()
			expect(metadata.orientation ?? 1).toBe(1)
			expect(file.includes(Buffer.from('Secret Photographer'))).toBe(false)
			expect(file.includes(Buffer.from(PAYLOAD))).toBe(false)
		}
	}
	// The upload, with its metadata, is gone; a second run changes nothing.
	expect(existsSync(join(dataDir, 'media', 'uploads', ready!.key))).toBe(false)
	expect(await service.makeVariants(uploaded.photoId)).toBe('skipped')

	// Served for a year, immutable, with its type; nothing else under /media is.
	const served = await request(`/media/photos/${ready!.key}/640.avif`)
	expect(served.status).toBe(200)
	expect(served.headers.get('Content-Type')).toBe('image/avif')
	expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
	expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
	expect((await request(`/media/photos/${ready!.key}/641.avif`)).status).toBe(404)
	// The uploads folder is never served (these reach the pages, not a file).
	for (const path of [`/media/photos/${ready!.key}/../../uploads/${ready!.key}`, `/media/uploads/${ready!.key}`, `/media/photos/${ready!.key}/%2e%2e%2fx.jpg`]) {
		expect((await request(path)).headers.get('Content-Type') ?? '').not.toMatch(/^image\//)
	}

	// The sample menu offers it: AVIF, then WebP, then the JPEG set, with the intrinsic size.
	const menu = (await (await request('/client/api/v1/plans/international/sample-menu?locale=ar-ae')).json()) as { data: SampleMenu }
	const dish = menu.data.days.flatMap((day) => day.dishes).find((candidate) => candidate.photo)
	expect(dish?.photo).toMatchObject({ alt: ALT.ar, width: 800, height: 1200, src: `/media/photos/${ready!.key}/640.jpg` })
	expect(dish?.photo?.sources[0]).toEqual({ type: 'image/avif', srcSet: [320, 480, 640, 800].map((width) => `/media/photos/${ready!.key}/${width}.avif ${width}w`).join(', ') })
})

test('through the queue: an upload is made into its set by the job, not the request', async () => {
	const clock = new TestClock()
	const runner = runnerOn(clock)
	const photoService = createPhotoService({ db, store })
	await runner.start(photoJobs(photoService))
	photoService.sendThrough((photoId) => runner.send('photo-variants', { photoId }))
	const png = await sharp({ create: { width: 700, height: 500, channels: 4, background: '#2a6' } }).png().toBuffer()
	const uploaded = await photoService.upload('command-line', { kind: 'dish', id: await dishId('chicken-machboos') }, new Uint8Array(png), ALT)
	if (uploaded.status !== 'uploaded') throw new Error(uploaded.problem)
	const status = async () => (await db.select({ status: photos.status }).from(photos).where(eq(photos.id, uploaded.photoId)))[0]?.status
	// The request is over and the set is not there yet: the job makes it.
	expect(await status()).toBe('processing')
	// Encoding takes real time the test clock does not move: each step also lets it run a little.
	await tickUntil(
		clock,
		async () => {
			await new Promise((resolve) => setTimeout(resolve, 100))
			return (await status()) === 'ready'
		},
		600,
	)
	expect(await store.read(variantFile(uploaded.key, 700, 'webp'))).not.toBeNull()
})
