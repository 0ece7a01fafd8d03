import { expect, test } from 'vitest'
import { matchesIfNoneMatch, publicPageCacheControl } from './public-pages.ts'

test('a CDN keeps a public page for its seconds and serves it stale while it refreshes; browsers always ask', () => {
	expect(publicPageCacheControl(60)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400')
	expect(publicPageCacheControl(0)).toBe('public, no-cache')
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
