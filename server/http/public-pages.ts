/**
 * How public pages (the same bytes for every visitor of a variant: docs/operations.md, "CDN") and
 * personal pages are to be kept by browsers and shared caches.
 */

/**
 * A public page: browsers ask again each time (max-age=0, answered by a 304 while the ETag holds),
 * a CDN serves it for `cdnSeconds`, then for as long again while it fetches the new one in the
 * background, and for a day while the site answers with errors. With 0 a CDN asks every time.
 */
export function publicPageCacheControl(cdnSeconds: number): string {
	if (cdnSeconds === 0) return 'public, no-cache'
	return `public, max-age=0, s-maxage=${cdnSeconds}, stale-while-revalidate=${cdnSeconds}, stale-if-error=86400`
}

/** A signed-in visitor's pages, the checkout and the account are nobody else's and never stored. */
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-store'

/**
 * What a public page's bytes depend on besides its address: the encoding, and the cookies that
 * decide the variant (a session makes it personal). A CDN keys on the `kcal_variant` cookie
 * instead of the whole Cookie header (docs/operations.md).
 */
export const PUBLIC_PAGE_VARY = 'Accept-Encoding, Cookie'
