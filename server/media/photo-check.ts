/**
 * Checks an uploaded photo by its content (issue 18 item 4): the first bytes must announce JPEG,
 * PNG, WebP or AVIF (domain/photo.ts), and sharp must decode the whole image as that format within
 * the pixel limit. The name and Content-Type the browser sent are never trusted. What is accepted
 * is never served as uploaded: the job re-encodes it (server/media/photo-variants.ts), so metadata
 * and anything hidden beside the pixels (a polyglot's script) are gone from every file served.
 */
// sharp (≈ 28 MB of native code and heap) loads with the first photo, not with the server (docs/benchmarks.md).
import type { Metadata } from 'sharp'
import { PHOTO_LIMITS, type PhotoFormat, photoFormatOfSignature, type PhotoProblem } from '../../domain/photo.ts'

export type { PhotoProblem }

export type CheckedPhoto = { format: PhotoFormat; width: number; height: number }

/** What sharp calls each format we take (AVIF is HEIF with AV1; HEIF with HEVC is refused). */
const decodedAs = (metadata: Metadata): PhotoFormat | null => {
	if (metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp') return metadata.format
	if (metadata.format === 'heif' && metadata.compression === 'av1') return 'avif'
	return null
}

export async function checkPhoto(bytes: Uint8Array): Promise<{ ok: true; photo: CheckedPhoto } | { ok: false; problem: PhotoProblem }> {
	if (bytes.byteLength === 0) return { ok: false, problem: 'empty' }
	if (bytes.byteLength > PHOTO_LIMITS.maxBytes) return { ok: false, problem: 'too-large' }
	const announced = photoFormatOfSignature(bytes)
	if (!announced) return { ok: false, problem: 'not-a-photo' }
	const { default: sharp } = await import('sharp')
	let metadata: Metadata
	try {
		metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
	} catch {
		return { ok: false, problem: 'not-a-photo' }
	}
	if (decodedAs(metadata) !== announced || !metadata.width || !metadata.height) return { ok: false, problem: 'not-a-photo' }
	if (metadata.width * metadata.height > PHOTO_LIMITS.maxPixels) return { ok: false, problem: 'too-many-pixels' }
	// EXIF orientations 5–8 turn the photo a quarter: its upright width is the stored height.
	const turned = (metadata.orientation ?? 1) >= 5
	const width = turned ? metadata.height : metadata.width
	const height = turned ? metadata.width : metadata.height
	if (width < PHOTO_LIMITS.minWidth || height < PHOTO_LIMITS.minHeight) return { ok: false, problem: 'too-small' }
	try {
		// The header can be right and the rest broken or something else: decode every pixel, refusing on the first error.
		await sharp(bytes, { failOn: 'error', limitInputPixels: PHOTO_LIMITS.maxPixels }).stats()
	} catch {
		return { ok: false, problem: 'not-a-photo' }
	}
	return { ok: true, photo: { format: announced, width, height } }
}
