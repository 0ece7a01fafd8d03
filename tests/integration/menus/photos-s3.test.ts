/**
 * Photos in an S3-compatible bucket (MEDIA_S3_BUCKET): an upload, the `photo-variants` job through
 * pg-boss, the set in the bucket (and the upload gone from it), served streamed from the bucket
 * with a year's immutable cache; a missing object is a 404. The bucket is s3rver, a local S3 on
 * 127.0.0.1 started here; the credentials reach the store through the AWS SDK's standard chain
 * (the environment), as in production.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { eq } from 'drizzle-orm'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, expect, test, vi } from 'vitest'
import { loadConfig } from '../../../server/config.ts'
import { dishes, photos } from '../../../server/db/schema.ts'
import { photoJobs } from '../../../server/jobs/photo-variants.ts'
import { mediaStoreOf } from '../../../server/media/media-store-of.ts'
import { createPhotoService, variantFile } from '../../../server/media/photo-service.ts'
import { createTestDatabase } from '../support/database.ts'
import { createTestApp } from '../support/http.ts'
import { jobRunnersOn, TestClock, tickUntil } from '../support/jobs.ts'

// s3rver accepts any signature made with its own key pair; the SDK's default chain reads these.
vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER')
vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER')

const PORT = 4561
const BUCKET = 'kcal-media-test'
const s3rver = new S3rver({ port: PORT, address: '127.0.0.1', silent: true, directory: mkdtempSync(join(tmpdir(), 'kcal-s3-')), configureBuckets: [{ name: BUCKET, configs: [] }] })
await s3rver.run()

const { db, url } = await createTestDatabase()
const runnerOn = jobRunnersOn(url)
const env = { MEDIA_S3_BUCKET: BUCKET, MEDIA_S3_REGION: 'us-east-1', MEDIA_S3_ENDPOINT: `http://127.0.0.1:${PORT}` }
// DATA_DIR is a folder of its own that stays empty: nothing of a photo is written there.
const dataDir = mkdtempSync(join(tmpdir(), 'kcal-photos-s3-'))
const config = loadConfig({ PUBLIC_ORIGIN: 'https://kcal.example', PAYMENTS_MODE: 'sandbox', DATA_DIR: dataDir, ...env })
const request = createTestApp(db, { DATA_DIR: dataDir, ...env })
/** The bucket as anyone else sees it. */
const bucket = new S3Client({ region: 'us-east-1', endpoint: env.MEDIA_S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })

afterAll(async () => {
	bucket.destroy()
	await s3rver.close()
	// The integration files share a process (vitest.config.ts): the next one starts without these.
	vi.unstubAllEnvs()
})

const keysInBucket = async (prefix: string) => ((await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map((object) => object.Key!).sort()
const objectBytes = async (key: string) => Buffer.from(await (await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).Body!.transformToByteArray())

test('the configuration names the bucket: upload → job → every variant in the bucket → served from it', async () => {
	expect(config.media.s3).toEqual({ bucket: BUCKET, region: 'us-east-1', endpoint: env.MEDIA_S3_ENDPOINT })
	const clock = new TestClock()
	const runner = runnerOn(clock)
	const service = createPhotoService({ db, store: mediaStoreOf(config) })
	await runner.start(photoJobs(service))
	service.sendThrough((photoId) => runner.send('photo-variants', { photoId }))

	const [dish] = await db.select({ id: dishes.id }).from(dishes).where(eq(dishes.code, 'chicken-machboos'))
	const png = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#c63' } }).png().toBuffer()
	const uploaded = await service.upload('command-line', { kind: 'dish', id: dish!.id }, new Uint8Array(png), { en: 'Machboos', ar: 'مجبوس', ru: 'Мачбус' })
	if (uploaded.status !== 'uploaded') throw new Error(uploaded.problem)
	// The checked upload waits in the bucket, privately, for its job.
	expect(await keysInBucket(`uploads/${uploaded.key}`)).toEqual([`uploads/${uploaded.key}`])

	const status = async () => (await db.select({ status: photos.status }).from(photos).where(eq(photos.id, uploaded.photoId)))[0]?.status
	await tickUntil(
		clock,
		async () => {
			await new Promise((resolve) => setTimeout(resolve, 100))
			return (await status()) === 'ready'
		},
		600,
	)
	const [ready] = await db.select().from(photos).where(eq(photos.id, uploaded.photoId))
	expect(ready!.widths).toEqual([320, 480, 640, 700])
	const expected = ready!.widths!.flatMap((width) => ['avif', 'jpg', 'webp'].map((extension) => variantFile(uploaded.key, width, extension))).sort()
	expect(await keysInBucket(`photos/${uploaded.key}/`)).toEqual(expected)
	// The upload is deleted from the bucket once its set is made.
	expect(await keysInBucket(`uploads/${uploaded.key}`)).toEqual([])

	const served = await request(`/media/photos/${uploaded.key}/480.webp`)
	expect(served.status).toBe(200)
	expect(served.headers.get('Content-Type')).toBe('image/webp')
	expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
	const body = Buffer.from(await served.arrayBuffer())
	expect(served.headers.get('Content-Length')).toBe(String(body.byteLength))
	expect(body.equals(await objectBytes(variantFile(uploaded.key, 480, 'webp')))).toBe(true)
	expect((await sharp(body).metadata()).width).toBe(480)

	// HEAD: the headers without the body (and the bucket's answer let go).
	const head = await request(`/media/photos/${uploaded.key}/480.webp`, { method: 'HEAD' })
	expect(head.status).toBe(200)
	expect(head.headers.get('Content-Length')).toBe(String(body.byteLength))
	expect((await head.arrayBuffer()).byteLength).toBe(0)
})

test('a file the bucket does not hold is a 404 with a short cache, and the uploads are never served', async () => {
	const missing = await request('/media/photos/AAAAAAAAAAAAAAAAAAAAAA/640.avif')
	expect(missing.status).toBe(404)
	expect(missing.headers.get('Cache-Control')).toBe('public, max-age=60')
	const [upload] = await keysInBucket('uploads/')
	for (const path of ['/media/uploads/x', ...(upload ? [`/media/${upload}`] : [])]) {
		expect((await request(path)).headers.get('Content-Type') ?? '').not.toMatch(/^image\//)
	}
})

test('a job whose upload is missing from the bucket marks the photo failed instead of retrying forever', async () => {
	const store = mediaStoreOf(config)
	const service = createPhotoService({ db, store })
	const [dish] = await db.select({ id: dishes.id }).from(dishes).where(eq(dishes.code, 'chicken-machboos'))
	const jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#369' } }).jpeg().toBuffer()
	const uploaded = await service.upload('command-line', { kind: 'dish', id: dish!.id }, new Uint8Array(jpeg), { en: 'x', ar: 'س', ru: 'х' })
	if (uploaded.status !== 'uploaded') throw new Error(uploaded.problem)
	await store.remove(`uploads/${uploaded.key}`)
	expect(await service.makeVariants(uploaded.photoId)).toBe('failed')
})
