/**
 * The cookies a page view may update (docs/attribution.md), appended by the HTTP layer after the
 * page cache, like the locale cookie, so cached pages stay shared:
 * - `kcal_attribution`: the landing, when it brought something and the overwrite rule lets it;
 * - Meta's `_fbc` / `_fbp` (marketing cookies): set only while marketing consent is granted
 *   (`_fbc` from the stored landing's click id, so a click made before the visitor answered
 *   still counts), removed once it is declined, untouched while unanswered.
 * Crawlers get none, and a navigation inside the site never counts as a landing.
 * `marketingCookiesFor` gives the Meta part alone, for the response that records a consent answer.
 */
import { randomInt } from 'node:crypto'
import { rawCookieValue, siteCookie } from '../../app/utils/cookie-value.ts'
import {
	ATTRIBUTION_MAX_AGE_SECONDS,
	clickIdOfFbc,
	FBP_FORMAT,
	fbcValue,
	fbpValue,
	type LandingTouch,
	landingTouch,
	touchToStore,
} from '../../domain/attribution.ts'
import { type ConsentChoice, CONSENT_COOKIE, parseConsentCookie } from '../../domain/consent.ts'
import { isCrawlerAgent } from '../http/crawler-agent.ts'
import { ATTRIBUTION_COOKIE, landingSetCookie, readLandingCookie } from './landing-cookie.ts'

export const FBC_COOKIE = '_fbc'
export const FBP_COOKIE = '_fbp'

export type VisitCookieOptions = {
	/** PUBLIC_ORIGIN: a referrer there is one of our pages. */
	ownOrigin: string
	secure: boolean
	now?: () => number
	/** The random part of a new `_fbp`; Meta uses a positive 31-bit integer. */
	randomId?: () => number
}

type PageRequestOptions = VisitCookieOptions & {
	/** The request's address as the HTTP layer parsed it already (server/http/request-url.ts). */
	url?: URL
}

/** Set-Cookie values for a page (HTML, 200) a GET request got. */
export function visitCookies(request: Request, options: PageRequestOptions): string[] {
	const headers = request.headers
	const userAgent = headers.get('User-Agent')
	if (isCrawlerAgent(userAgent)) return []
	const cookieHeader = headers.get('Cookie')
	const stored = storedTouch(cookieHeader)
	// Sec-Fetch-Site covers a link of ours followed without a Referer; the domain rules catch the rest.
	const internal = headers.get('Sec-Fetch-Site') === 'same-origin'
	const landing = internal
		? null
		: landingTouch({ params: (options.url ?? new URL(request.url)).searchParams, referrer: headers.get('Referer'), ownOrigin: options.ownOrigin, userAgent, now: (options.now ?? Date.now)() })
	const next = touchToStore(stored, landing)
	const consent = parseConsentCookie(rawCookieValue(cookieHeader, CONSENT_COOKIE))
	const meta = metaCookies(consent, cookieHeader, next ?? stored, options)
	return next ? [landingSetCookie(next, options.secure), ...meta] : meta
}

/**
 * Meta's cookies right when the visitor answers the banner (the consent route's response), so a
 * landing's click id becomes `_fbc` before Meta's pixel loads, and a refusal removes them at once.
 */
export function marketingCookiesFor(request: Request, choice: ConsentChoice, options: Omit<VisitCookieOptions, 'ownOrigin'>): string[] {
	const cookieHeader = request.headers.get('Cookie')
	return isCrawlerAgent(request.headers.get('User-Agent')) ? [] : metaCookies(choice, cookieHeader, storedTouch(cookieHeader), options)
}

const storedTouch = (cookieHeader: string | null) => readLandingCookie(rawCookieValue(cookieHeader, ATTRIBUTION_COOKIE))

function metaCookies(consent: ConsentChoice, cookieHeader: string | null, touch: LandingTouch | null, options: Omit<VisitCookieOptions, 'ownOrigin'>): string[] {
	const { secure, now = Date.now, randomId = () => randomInt(1, 2 ** 31 - 1) } = options
	const fbc = rawCookieValue(cookieHeader, FBC_COOKIE)
	const fbp = rawCookieValue(cookieHeader, FBP_COOKIE)
	const cookie = (name: string, value: string, maxAgeSeconds: number) => siteCookie(name, value, { maxAgeSeconds, secure })
	if (consent.marketing === 'DECLINED') {
		return [fbc !== undefined && cookie(FBC_COOKIE, '', 0), fbp !== undefined && cookie(FBP_COOKIE, '', 0)].filter((value) => value !== false)
	}
	if (consent.marketing !== 'GRANTED') return []
	const updates: string[] = []
	// Not HttpOnly: Meta's pixel reads (and keeps using) the same cookies.
	if (!fbp || !FBP_FORMAT.test(fbp)) updates.push(cookie(FBP_COOKIE, fbpValue(now(), randomId()), ATTRIBUTION_MAX_AGE_SECONDS))
	if (touch?.fbclid && clickIdOfFbc(fbc) !== touch.fbclid) updates.push(cookie(FBC_COOKIE, fbcValue(touch.fbclid, touch.landedAt), ATTRIBUTION_MAX_AGE_SECONDS))
	return updates
}
