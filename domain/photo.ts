/**
 * Photos of dishes and plans (issue 18 item 4, docs/menus.md "Photos"): the upload rules and the
 * responsive set's addresses. Pure: the server checks uploads against these rules and the job
 * makes the widths listed here; the pages build `srcset` from the same list.
 */

/** The formats an upload may be, read from its first bytes; never SVG (script), GIF or HEIC. */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const
export type PhotoFormat = (typeof PHOTO_FORMATS)[number]

export const PHOTO_LIMITS = {
	/** The largest file taken (a phone's photo is 2–6 MB). */
	maxBytes: 8 * 1024 * 1024,
	/** A decompression bomb is refused before it is decoded: 50 megapixels is above any camera's photo we need. */
	maxPixels: 50_000_000,
	/** Smaller would look blurred in a dish card on a phone. */
	minWidth: 480,
	minHeight: 320,
	/** Alt text per language. */
	maxAltLength: 200,
} as const

/** Why an upload is refused (server/media/photo-check.ts). */
export type PhotoProblem = 'empty' | 'too-large' | 'not-a-photo' | 'too-many-pixels' | 'too-small'

/** The widths of a responsive set (CSS pixels × density up to a 1,600-pixel hero). */
export const VARIANT_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const

/** The formats of each width, best first: the `<picture>` offers them in this order. */
export const VARIANT_FORMATS = [
	{ format: 'avif', extension: 'avif', type: 'image/avif' },
	{ format: 'webp', extension: 'webp', type: 'image/webp' },
	{ format: 'jpeg', extension: 'jpg', type: 'image/jpeg' },
] as const
export type VariantExtension = (typeof VARIANT_FORMATS)[number]['extension']

/**
 * The format an upload's first bytes announce, or null. The decoder checks the rest; this refuses
 * at once anything that does not even start as one of the four (SVG and HTML start with text).
 */
export function photoFormatOfSignature(bytes: Uint8Array): PhotoFormat | null {
	const at = (offset: number, ...expected: number[]) => expected.every((byte, index) => bytes[offset + index] === byte)
	const ascii = (offset: number, text: string) => at(offset, ...[...text].map((char) => char.charCodeAt(0)))
	if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg'
	if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
	if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp'
	if (ascii(4, 'ftyp') && (ascii(8, 'avif') || ascii(8, 'avis'))) return 'avif'
	return null
}

/** The widths made for a photo `sourceWidth` wide: never enlarged, and the photo's own width when it is below the largest. */
export function variantWidths(sourceWidth: number): number[] {
	const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!
	const widths: number[] = VARIANT_WIDTHS.filter((width) => width < sourceWidth)
	widths.push(Math.min(sourceWidth, largest))
	return [...new Set(widths)].sort((a, b) => a - b)
}

/** Where a photo's files are served (server/media/media-route.ts). */
export const MEDIA_PATH = '/media/photos'

export const variantPath = (key: string, width: number, extension: VariantExtension) => `${MEDIA_PATH}/${key}/${width}.${extension}`

/** What a page needs to show a photo: the set's sources per format, the fallback and the intrinsic size (no layout shift). */
export type PhotoView = {
	alt: string
	width: number
	height: number
	/** JPEG of a middle width: what a browser without `srcset` shows. */
	src: string
	sources: { type: string; srcSet: string }[]
	/** The JPEG srcset, on the `<img>` itself. */
	srcSet: string
}

/** A ready photo's set as the pages show it; `width`/`height` are the upright source's, so every variant has its ratio. */
export function photoView(photo: { key: string; widths: readonly number[]; width: number; height: number; alt: string }): PhotoView {
	const srcSetOf = (extension: VariantExtension) => photo.widths.map((width) => `${variantPath(photo.key, width, extension)} ${width}w`).join(', ')
	const fallbackWidth = photo.widths.find((width) => width >= 640) ?? photo.widths[photo.widths.length - 1]!
	return {
		alt: photo.alt,
		width: photo.width,
		height: photo.height,
		src: variantPath(photo.key, fallbackWidth, 'jpg'),
		sources: VARIANT_FORMATS.filter((variant) => variant.format !== 'jpeg').map((variant) => ({ type: variant.type, srcSet: srcSetOf(variant.extension) })),
		srcSet: srcSetOf('jpg'),
	}
}
