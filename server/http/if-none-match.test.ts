import { describe, expect, test } from 'vitest'
import { ifNoneMatchHits } from './if-none-match.ts'

describe('ifNoneMatchHits', () => {
	test('the same tag, one of a list, a weak form of it and * match', () => {
		expect(ifNoneMatchHits('"abc-zstd"', '"abc-zstd"')).toBe(true)
		expect(ifNoneMatchHits('"x", "abc-zstd" ,"y"', '"abc-zstd"')).toBe(true)
		expect(ifNoneMatchHits('W/"abc"', '"abc"')).toBe(true)
		expect(ifNoneMatchHits('*', '"abc"')).toBe(true)
	})

	test('another encoding’s tag, a part of the tag, an unquoted one and no header do not', () => {
		expect(ifNoneMatchHits('"abc"', '"abc-zstd"')).toBe(false)
		expect(ifNoneMatchHits('"abc-br"', '"abc-zstd"')).toBe(false)
		expect(ifNoneMatchHits('"ab"', '"abc"')).toBe(false)
		expect(ifNoneMatchHits('abc', '"abc"')).toBe(false)
		expect(ifNoneMatchHits('', '"abc"')).toBe(false)
		expect(ifNoneMatchHits(undefined, '"abc"')).toBe(false)
	})
})
