/**
 * The attribution a registration or an order stores (docs/attribution.md): `source` and
 * `initiator_type` by the rules of domain/attribution.ts, and the detail they came from. An app
 * sends its own `meta` (./meta.ts); a browser carries the landing cookie, and Meta's `_fbc` /
 * `_fbp` count only while the visitor allows marketing cookies. The address is always the one
 * the server read, never a value the client sent.
 */
import { ATTRIBUTION_PARTNERS } from '../../content/attribution-partners.ts'
import { rawCookieValue } from '../../app/utils/cookie-value.ts'
import { type Attribution, attributionOf, FBC_FORMAT, FBP_FORMAT, type LandingSignals, type UtmField } from '../../domain/attribution.ts'
import { CONSENT_COOKIE, parseConsentCookie } from '../../domain/consent.ts'
import { ATTRIBUTION_COOKIE, readLandingCookie } from './landing-cookie.ts'
import { type AttributionMeta, META_MAX_LENGTH } from './meta.ts'
import { FBC_COOKIE, FBP_COOKIE } from './visit-cookies.ts'

/** Stored as `customers.meta` (with the referral code) and `orders.attribution`. */
export type AttributionDetail = Record<UtmField, string | null> & {
	http_referer: string | null
	browser_user_agent: string | null
	facebook_fbc: string | null
	facebook_fbp: string | null
	fbclid: string | null
	gclid: string | null
	/** ISO time of the landing (from the cookie); null for an app's `meta`. */
	landed_at: string | null
	ip_address: string
}

export type StoredAttribution = Attribution & { detail: AttributionDetail }

/** What the request itself tells: its cookies, browser and address (TRUST_PROXY_HOPS applied). */
export type RequestVisit = { cookieHeader: string | null; userAgent: string | null; clientIp: string }

export const requestVisit = (request: Request, clientIp: string): RequestVisit => ({
	cookieHeader: request.headers.get('Cookie'),
	userAgent: request.headers.get('User-Agent'),
	clientIp,
})

const userAgentOf = (value: string | null) => value?.slice(0, META_MAX_LENGTH.browser_user_agent) ?? null

/** The request's attribution: its validated `meta` when it sent one, else its cookies. */
export function storedAttribution(meta: AttributionMeta | null, visit: RequestVisit): StoredAttribution {
	return meta ? fromMeta(meta, visit) : fromCookies(visit)
}

function fromMeta(meta: AttributionMeta, visit: RequestVisit): StoredAttribution {
	const { facebook_fbc, facebook_fbp, http_referer, browser_user_agent, ...utm } = meta
	const signals: LandingSignals = { utm, fbclid: null, gclid: null, referrer: http_referer }
	return {
		...attributionOf(signals, ATTRIBUTION_PARTNERS),
		detail: {
			...utm,
			http_referer,
			browser_user_agent: browser_user_agent ?? userAgentOf(visit.userAgent),
			facebook_fbc,
			facebook_fbp,
			fbclid: null,
			gclid: null,
			landed_at: null,
			ip_address: visit.clientIp,
		},
	}
}

function fromCookies(visit: RequestVisit): StoredAttribution {
	const cookie = (name: string) => rawCookieValue(visit.cookieHeader, name)
	const touch = readLandingCookie(cookie(ATTRIBUTION_COOKIE))
	const marketing = parseConsentCookie(cookie(CONSENT_COOKIE)).marketing === 'GRANTED'
	const metaCookie = (name: string, format: RegExp) => {
		const value = marketing ? cookie(name) : undefined
		return value && format.test(value) ? value : null
	}
	return {
		...attributionOf(touch, ATTRIBUTION_PARTNERS),
		detail: {
			utm_source: touch?.utm.utm_source ?? null,
			utm_medium: touch?.utm.utm_medium ?? null,
			utm_campaign: touch?.utm.utm_campaign ?? null,
			utm_content: touch?.utm.utm_content ?? null,
			utm_term: touch?.utm.utm_term ?? null,
			http_referer: touch?.referrer ?? null,
			browser_user_agent: touch?.userAgent ?? userAgentOf(visit.userAgent),
			facebook_fbc: metaCookie(FBC_COOKIE, FBC_FORMAT),
			facebook_fbp: metaCookie(FBP_COOKIE, FBP_FORMAT),
			fbclid: touch?.fbclid ?? null,
			gclid: touch?.gclid ?? null,
			landed_at: touch ? new Date(touch.landedAt).toISOString() : null,
			ip_address: visit.clientIp,
		},
	}
}
