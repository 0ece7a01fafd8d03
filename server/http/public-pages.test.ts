import { expect, test } from 'vitest'
import { publicPageCacheControl } from './public-pages.ts'

test('a CDN keeps a public page for its seconds and serves it stale while it refreshes; browsers always ask', () => {
	expect(publicPageCacheControl(60)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400')
	expect(publicPageCacheControl(0)).toBe('public, no-cache')
})
