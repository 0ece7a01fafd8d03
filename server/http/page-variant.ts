/**
 * The part of a page-cache key that tells apart visitors who must not share a rendered page
 * (server/http/page-cache.ts): crawlers (no consent banner, no experiment client, default
 * treatments), whether the visitor has answered the consent banner (it is in the HTML until they
 * have), and the treatments, which decide the variant and the browser SDK's settings.
 */
import { TREATMENT_KEYS, type Treatments } from '../../app/experiments/treatments.ts'
import { rawCookieValue, siteCookie } from '../../app/utils/cookie-value.ts'

export type PageVariant = { isCrawler: boolean; consentAnswered: boolean; treatments: Treatments }

export function pageVariantKey({ isCrawler, consentAnswered, treatments }: PageVariant): string {
	// A crawler's page has neither the banner nor a variant of its own: one key whatever it sends.
	if (isCrawler) return 'crawler'
	const variant = TREATMENT_KEYS.map((flag) => `${flag}=${treatments[flag]}`).join('&')
	return `${consentAnswered ? 'consent-answered' : 'consent-pending'}|${variant}`
}

/**
 * The visitor's page variant key, for a CDN in front (docs/operations.md, "CDN"): it caches a
 * public page under its address and this cookie's value, so visitors of different variants never
 * share one. The key names no one (consent answered or not, and the treatments), and it is only a
 * hint: the server marks a page `public` only for a request whose cookie equals the key the page
 * was rendered for, so a CDN can never store a page under another variant's key.
 */
export const PAGE_VARIANT_COOKIE = 'kcal_variant'
const PAGE_VARIANT_MAX_AGE_SECONDS = 60 * 24 * 60 * 60

/** The key the request's cookie names, if any. */
export const requestedPageVariant = (cookieHeader: string | null | undefined) => rawCookieValue(cookieHeader, PAGE_VARIANT_COOKIE)

export const pageVariantCookie = (key: string, { secure }: { secure: boolean }) =>
	siteCookie(PAGE_VARIANT_COOKIE, key, { maxAgeSeconds: PAGE_VARIANT_MAX_AGE_SECONDS, secure })
