/**
 * The part of a page-cache key that tells apart visitors who must not share a rendered page
 * (server/http/page-cache.ts): crawlers (no consent banner, no experiment client, default
 * treatments), whether the visitor has answered the consent banner (it is in the HTML until they
 * have), and the treatments, which decide the variant and the browser SDK's settings.
 */
import { TREATMENT_KEYS, type Treatments } from '../../app/experiments/treatments.ts'

export type PageVariant = { isCrawler: boolean; consentAnswered: boolean; treatments: Treatments }

export function pageVariantKey({ isCrawler, consentAnswered, treatments }: PageVariant): string {
	// A crawler's page has neither the banner nor a variant of its own: one key whatever it sends.
	if (isCrawler) return 'crawler'
	const variant = TREATMENT_KEYS.map((flag) => `${flag}=${treatments[flag]}`).join('&')
	return `${consentAnswered ? 'consent-answered' : 'consent-pending'}|${variant}`
}
