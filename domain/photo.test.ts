import { describe, expect, test } from 'vitest'
import { photoFormatOfSignature, photoView, variantWidths } from './photo.ts'

const bytes = (...parts: (string | number[])[]) =>
	new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)))

describe('the format an upload announces', () => {
	test('JPEG, PNG, WebP and AVIF by their first bytes', () => {
		expect(photoFormatOfSignature(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
		expect(photoFormatOfSignature(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png')
		expect(photoFormatOfSignature(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp')
		expect(photoFormatOfSignature(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('avif')
	})

	test('never SVG, HTML, GIF or HEIC, whatever the file is called', () => {
		expect(photoFormatOfSignature(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull()
		expect(photoFormatOfSignature(bytes('<?xml version="1.0"?><svg/>'))).toBeNull()
		expect(photoFormatOfSignature(bytes('<html><script>alert(1)</script>'))).toBeNull()
		expect(photoFormatOfSignature(bytes('GIF89a'))).toBeNull()
		expect(photoFormatOfSignature(bytes([0, 0, 0, 0x18], 'ftypheic'))).toBeNull()
		expect(photoFormatOfSignature(bytes())).toBeNull()
	})
})

describe('the widths of a set', () => {
	test('never larger than the photo, and its own width when below the largest', () => {
		expect(variantWidths(4000)).toEqual([320, 480, 640, 960, 1280, 1600])
		expect(variantWidths(1000)).toEqual([320, 480, 640, 960, 1000])
		expect(variantWidths(640)).toEqual([320, 480, 640])
		expect(variantWidths(500)).toEqual([320, 480, 500])
	})
})

test('a photo view offers AVIF, then WebP, then JPEG, with the intrinsic size for no layout shift', () => {
	const view = photoView({ key: 'abcdefghijklmnop', widths: [320, 640, 960], width: 1200, height: 800, alt: 'Salad' })
	expect(view.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
	expect(view.sources[0]!.srcSet).toBe('/media/photos/abcdefghijklmnop/320.avif 320w, /media/photos/abcdefghijklmnop/640.avif 640w, /media/photos/abcdefghijklmnop/960.avif 960w')
	expect(view.srcSet).toContain('/media/photos/abcdefghijklmnop/960.jpg 960w')
	expect(view.src).toBe('/media/photos/abcdefghijklmnop/640.jpg')
	expect(view).toMatchObject({ width: 1200, height: 800, alt: 'Salad' })
})
