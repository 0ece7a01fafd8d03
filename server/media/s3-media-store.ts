/**
 * Photos in an S3-compatible bucket (AWS S3, or MinIO, Cloudflare R2, Spaces… through
 * MEDIA_S3_ENDPOINT), so every instance reads what any instance's job wrote. Credentials come from
 * the AWS SDK's standard chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance or
 * task role), never from this server's settings. The bucket stays private: the server serves the
 * files itself (media-route.ts), streamed as they arrive.
 */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import type { MediaFile, MediaStore } from './media-store.ts'
import { checkMediaPath } from './media-store.ts'

export type S3MediaSettings = { bucket: string; region: string; endpoint: string | null }

/** `client`: tests pass one with the local S3's credentials; otherwise made from the settings and the standard chain. */
export function createS3MediaStore(settings: S3MediaSettings, client: S3Client = s3ClientFor(settings)): MediaStore {
	const Bucket = settings.bucket
	const get = async (path: string) => {
		try {
			return await client.send(new GetObjectCommand({ Bucket, Key: checkMediaPath(path) }))
		} catch (error) {
			if (isMissing(error)) return null
			throw error
		}
	}
	return {
		async write(path, bytes) {
			await client.send(new PutObjectCommand({ Bucket, Key: checkMediaPath(path), Body: bytes }))
		},
		async read(path) {
			const object = await get(path)
			return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
		},
		async open(path): Promise<MediaFile | null> {
			const object = await get(path)
			if (!object?.Body) return null
			return { size: object.ContentLength ?? 0, body: object.Body.transformToWebStream() as ReadableStream<Uint8Array> }
		},
		async remove(path) {
			// Deleting a key that is not there succeeds: a job run twice removes its upload twice.
			await client.send(new DeleteObjectCommand({ Bucket, Key: checkMediaPath(path) }))
		},
	}
}

function s3ClientFor({ region, endpoint }: S3MediaSettings) {
	return new S3Client({
		region,
		...(endpoint
			? {
					endpoint,
					// Services other than AWS are reached by path (endpoint/bucket/key), which all of them
					// take, rather than by a bucket host name; and they are asked only the checksums S3
					// itself requires: several refuse the newer ones the SDK adds by default.
					forcePathStyle: true,
					requestChecksumCalculation: 'WHEN_REQUIRED' as const,
					responseChecksumValidation: 'WHEN_REQUIRED' as const,
				}
			: {}),
	})
}

/** NoSuchKey, or a bare 404 (a GET on some services, and any HEAD, has no error code in its body). */
const isMissing = (error: unknown) => error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket')
