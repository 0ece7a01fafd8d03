/**
 * The `kcal_attribution` cookie: the last landing worth keeping (domain/attribution.ts), for 60
 * days. HttpOnly because only the server reads it (registration and order creation): no script
 * needs it, and none should be able to rewrite where a customer came from.
 *
 * The value is a short query string (cookie-safe as it is encoded) with a version. It stays
 * under 1 KB: each field has a cap in encoded characters, and when all of them together are
 * still too long the user agent, then the referrer, then the UTM values are cut until it fits.
 * A click id over its cap is dropped, not cut, since a cut one matches nothing. Reading checks
 * everything again: the browser sends back whatever it holds.
 */
import { ATTRIBUTION_MAX_AGE_SECONDS, type LandingTouch, readClickId, referrerHost, UTM_FIELDS, type UtmField } from '../../domain/attribution.ts'
import { siteCookie } from '../../app/utils/cookie-value.ts'
import { isAcceptableText } from '../../domain/text-input.ts'

export const ATTRIBUTION_COOKIE = 'kcal_attribution'

const VERSION = '1'

const UTM_KEYS: Record<UtmField, string> = { utm_source: 's', utm_medium: 'm', utm_campaign: 'c', utm_content: 'ct', utm_term: 't' }
const UTM_CAP = 200
const REFERRER_CAP = 300
const USER_AGENT_CAP = 300
const CLICK_ID_CAP = { fbclid: 255, gclid: 150 }
/** The whole value's limit, in characters. */
export const LANDING_COOKIE_MAX_LENGTH = 1000

const encodedLength = (text: string) => new URLSearchParams([['', text]]).toString().length - 1

/** The longest start of `text` whose encoded form fits `budget`, cut between characters. */
export function clipEncoded(text: string, budget: number): string {
	let used = 0
	let end = 0
	for (const char of text) {
		used += encodedLength(char)
		if (used > budget) break
		end += char.length
	}
	return text.slice(0, end)
}

const clipped = (text: string | null | undefined, budget: number) => (text ? clipEncoded(text, budget) || null : null)
const fitting = (clickId: string | null | undefined, budget: number) => {
	const valid = readClickId(clickId)
	return valid && valid.length <= budget ? valid : null
}

/** Fields cut, in this order, while the value is too long: the least telling first. */
type ClippableField = 'userAgent' | 'referrer' | UtmField
const CUT_ORDER: readonly ClippableField[] = ['userAgent', 'referrer', 'utm_content', 'utm_term', 'utm_campaign', 'utm_medium', 'utm_source']

/** The touch as the cookie keeps it: every field within its cap, and all of them within the cookie's. */
function normalized(touch: LandingTouch): LandingTouch {
	const referrer = clipped(touch.referrer, REFERRER_CAP)
	const kept: LandingTouch = {
		utm: Object.fromEntries(UTM_FIELDS.map((field) => [field, clipped(touch.utm[field], UTM_CAP)])) as Record<UtmField, string | null>,
		fbclid: fitting(touch.fbclid, CLICK_ID_CAP.fbclid),
		gclid: fitting(touch.gclid, CLICK_ID_CAP.gclid),
		referrer: referrerHost(referrer) ? referrer : null,
		userAgent: clipped(touch.userAgent, USER_AGENT_CAP),
		landedAt: touch.landedAt,
	}
	for (const field of CUT_ORDER) {
		const excess = serialized(kept).length - LANDING_COOKIE_MAX_LENGTH
		if (excess <= 0) break
		const value = field === 'userAgent' || field === 'referrer' ? kept[field] : kept.utm[field]
		const shorter = value ? clipped(value, encodedLength(value) - excess) : null
		if (field === 'userAgent' || field === 'referrer') kept[field] = shorter
		else kept.utm = { ...kept.utm, [field]: shorter }
	}
	return kept
}

function serialized(touch: LandingTouch): string {
	const params = new URLSearchParams({ v: VERSION })
	for (const field of UTM_FIELDS) if (touch.utm[field]) params.set(UTM_KEYS[field], touch.utm[field])
	if (touch.fbclid) params.set('f', touch.fbclid)
	if (touch.gclid) params.set('g', touch.gclid)
	if (touch.referrer) params.set('r', touch.referrer)
	if (touch.userAgent) params.set('ua', touch.userAgent)
	params.set('at', String(touch.landedAt))
	return params.toString()
}

export const landingCookieValue = (touch: LandingTouch) => serialized(normalized(touch))

/** The stored touch, or null for none, another version or anything unreadable. */
export function readLandingCookie(value: string | undefined): LandingTouch | null {
	if (!value) return null
	const params = new URLSearchParams(value)
	const landedAt = Number(params.get('at'))
	// Its values go into accounts and orders: one a field would refuse (a decoded NUL) makes it unreadable.
	if (![...params.values()].every(isAcceptableText)) return null
	// A time a Date can hold: the value comes back from the browser, which may have been given anything.
	if (params.get('v') !== VERSION || !Number.isInteger(landedAt) || landedAt <= 0 || Number.isNaN(new Date(landedAt).getTime())) return null
	return normalized({
		utm: Object.fromEntries(UTM_FIELDS.map((field) => [field, params.get(UTM_KEYS[field])])) as Record<UtmField, string | null>,
		fbclid: params.get('f'),
		gclid: params.get('g'),
		referrer: params.get('r'),
		userAgent: params.get('ua'),
		landedAt,
	})
}

export function landingSetCookie(touch: LandingTouch, secure: boolean): string {
	return siteCookie(ATTRIBUTION_COOKIE, landingCookieValue(touch), { maxAgeSeconds: ATTRIBUTION_MAX_AGE_SECONDS, secure, httpOnly: true })
}
