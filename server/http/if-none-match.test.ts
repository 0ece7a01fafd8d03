import { describe, expect, test } from 'vitest'
import { matchesIfNoneMatch } from './if-none-match.ts'

describe('matchesIfNoneMatch', () => {
	test('the same tag, one of a list, a weak form of it and * match', () => {
		expect(matchesIfNoneMatch('"abc-zstd"', '"abc-zstd"')).toBe(true)
		expect(matchesIfNoneMatch('"x", "abc-zstd" ,"y"', '"abc-zstd"')).toBe(true)
		expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true)
		expect(matchesIfNoneMatch('*', '"abc"')).toBe(true)
	})

	test('another encoding’s tag, a part of the tag, an unquoted one and no header do not', () => {
		expect(matchesIfNoneMatch('"abc"', '"abc-zstd"')).toBe(false)
		expect(matchesIfNoneMatch('"abc-br"', '"abc-zstd"')).toBe(false)
		expect(matchesIfNoneMatch('"ab"', '"abc"')).toBe(false)
		expect(matchesIfNoneMatch('abc', '"abc"')).toBe(false)
		expect(matchesIfNoneMatch('', '"abc"')).toBe(false)
		expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false)
	})
})

test('If-None-Match: any listed tag, weak or strong, or *', () => {
	const etag = '"abc-zstd"'
	expect(matchesIfNoneMatch('"abc-zstd"', etag)).toBe(true)
	expect(matchesIfNoneMatch('"x", W/"abc-zstd"', etag)).toBe(true)
	expect(matchesIfNoneMatch('*', etag)).toBe(true)
	expect(matchesIfNoneMatch('"abc"', etag)).toBe(false)
	expect(matchesIfNoneMatch('"abc-br"', etag)).toBe(false)
	expect(matchesIfNoneMatch(undefined, etag)).toBe(false)
	expect(matchesIfNoneMatch('', etag)).toBe(false)
})
