/**
 * Where a visitor came from (spec §3 "Attribution store", §9 attribution): the signals a landing
 * brings (UTM values, ad click ids, the referring page) and the rules that turn them into the
 * `source` and `initiator_type` stored with registrations and orders. Pure: the server reads the
 * request and keeps the signals in a cookie (server/attribution/), the rules live here.
 *
 * Precedence: explicit UTM (a link we tagged) > click id (auto-tagged ads) > referrer rules >
 * Direct / Organic. Referrers from payment providers and localhost are ignored entirely, so a
 * return from the card gateway never replaces the real source. docs/attribution.md has the table.
 */
import type { InitiatorType } from './order-draft.ts'

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const
export type UtmField = (typeof UTM_FIELDS)[number]
export type Utm = Readonly<Record<UtmField, string | null>>

/** How a visit started. `Campaign`: a link we tagged whose medium names no other kind (e-mail, SMS, QR…). */
export type AttributionInitiator = 'Organic' | 'Search' | 'Social' | 'Paid' | 'Referral' | 'Affiliate' | 'Campaign'

export type Attribution = { source: string; initiator_type: AttributionInitiator }

/** A partner, affiliate or press site (content/attribution-partners.ts); `domain` covers its subdomains. */
export type AttributionPartner = { domain: string; source: string; initiator_type: 'Referral' | 'Affiliate' }

/** What a landing brought: the signals, not their meaning, so a changed rule applies to stored visits too. */
export type LandingSignals = {
	utm: Utm
	/** Meta's and Google's ad click ids. */
	fbclid: string | null
	gclid: string | null
	/** The other site's page (never ours, never a payment provider's). */
	referrer: string | null
}

/** One landing worth keeping, as the `kcal_attribution` cookie holds it. */
export type LandingTouch = LandingSignals & {
	userAgent: string | null
	/** Epoch milliseconds; also the creation time of the `_fbc` value made from `fbclid`. */
	landedAt: number
}

/** The attribution cookie and Meta's `_fbc` / `_fbp` live 60 days (spec §9). */
export const ATTRIBUTION_MAX_AGE_SECONDS = 60 * 24 * 60 * 60

/** Spec §9: "default Direct / Organic". */
export const DIRECT: Attribution = Object.freeze({ source: 'Direct', initiator_type: 'Organic' })

// Click ids are URL-safe tokens; anything else (or absurdly long) is not one and is not kept.
const CLICK_ID = /^[\w-]{1,255}$/

/**
 * Sites with a fixed meaning (spec §9). Partners come first: the configurable table may name a
 * subdomain of one of these. The video site carries only our ads, so a visit from it is paid.
 */
const KNOWN_SITES: ReadonlyArray<{ pattern: RegExp; source: string; initiator_type: AttributionInitiator }> = [
	// google.com, google.ae, google.co.uk… and their subdomains.
	{ pattern: /(^|\.)google(\.[a-z]{2,3}){1,2}$/, source: 'Google', initiator_type: 'Search' },
	{ pattern: /(^|\.)bing\.com$/, source: 'Bing', initiator_type: 'Search' },
	{ pattern: /(^|\.)(facebook\.com|fb\.com|fb\.me)$/, source: 'Facebook', initiator_type: 'Social' },
	{ pattern: /(^|\.)instagram\.com$/, source: 'Instagram', initiator_type: 'Social' },
	{ pattern: /(^|\.)(youtube\.com|youtu\.be)$/, source: 'YouTube', initiator_type: 'Paid' },
]

/**
 * Pages the customer passes through while paying: the card gateway (Amazon Payment Services,
 * formerly PayFort), Tabby, Apple Pay, and the banks' 3-D Secure pages (hosted by a few ACS
 * providers or on the bank's own `acs…` / `3ds…` host). Our sandbox gateway is on our own origin.
 */
const PAYMENT_DOMAINS = [
	'payfort.com',
	'paymentservices.amazon.com',
	'tabby.ai',
	'apple-pay-gateway.apple.com',
	'apple-pay-gateway-cert.apple.com',
	'cardinalcommerce.com',
	'arcot.com',
	'modirum.com',
	'wibmo.com',
	'3dsecure.io',
]
const BANK_3DS_HOST = /^(acs|3ds|3dsecure)(\d*|-[\w-]+)\./
const LOCAL_HOST = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1\])$/

const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

/** The referrer's host name, lower-cased and without `www.`; null for none or anything but http(s). */
export function referrerHost(referrer: string | null | undefined): string | null {
	if (!referrer) return null
	try {
		const url = new URL(referrer)
		if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
		return url.hostname.toLowerCase().replace(/^www\./, '')
	} catch {
		return null
	}
}

/** A payment provider's or a local address: such a referrer says nothing about where the visitor came from. */
export function isIgnoredReferrerHost(host: string): boolean {
	return LOCAL_HOST.test(host) || BANK_3DS_HOST.test(host) || PAYMENT_DOMAINS.some((domain) => onDomain(host, domain))
}

export type ReferrerKind = 'none' | 'own' | 'ignored' | 'external'

/** What a referrer is to us: none, one of our own pages, one to ignore, or another site. */
export function referrerKind(referrer: string | null | undefined, ownOrigin: string): ReferrerKind {
	const host = referrerHost(referrer)
	if (!host) return 'none'
	if (host === referrerHost(ownOrigin)) return 'own'
	return isIgnoredReferrerHost(host) ? 'ignored' : 'external'
}

const textOrNull = (value: string | null | undefined) => value?.trim() || null

/** An ad click id, or null when the value is not one. */
export const readClickId = (value: string | null | undefined) => (value && CLICK_ID.test(value) ? value : null)

export type Landing = {
	/** The landing page's query. */
	params: URLSearchParams
	referrer: string | null | undefined
	/** Our origin (PUBLIC_ORIGIN): a referrer on it is a page of ours, not a source. */
	ownOrigin: string
	userAgent: string | null | undefined
	now: number
}

/**
 * The landing's touch, or null when it brings nothing worth keeping: no UTM value, click id or
 * other site; or a referrer that is ours or a payment provider's, which is ignored entirely.
 */
export function landingTouch({ params, referrer, ownOrigin, userAgent, now }: Landing): LandingTouch | null {
	// Typed in, a bookmark: nothing to read, and most page requests are this (each field was read and a touch made).
	if (!referrer && params.size === 0) return null
	const kind = referrerKind(referrer, ownOrigin)
	if (kind === 'own' || kind === 'ignored') return null
	const utm = Object.fromEntries(UTM_FIELDS.map((field) => [field, textOrNull(params.get(field))])) as Record<UtmField, string | null>
	const touch: LandingTouch = {
		utm,
		fbclid: readClickId(params.get('fbclid')),
		gclid: readClickId(params.get('gclid')),
		referrer: kind === 'external' ? (referrer ?? null) : null,
		userAgent: textOrNull(userAgent),
		landedAt: now,
	}
	const signalled = UTM_FIELDS.some((field) => utm[field] !== null) || touch.fbclid || touch.gclid || touch.referrer
	return signalled ? touch : null
}

const sameSignals = (a: LandingSignals, b: LandingSignals) =>
	a.fbclid === b.fbclid && a.gclid === b.gclid && a.referrer === b.referrer && UTM_FIELDS.every((field) => a.utm[field] === b.utm[field])

/**
 * The overwrite rule: the last landing that brought something wins (a new campaign, ad click or
 * referring site replaces the stored one); a direct visit, one of our own pages or a return from
 * a payment provider never does. The same link again (a reload) keeps its first landing time.
 * Returns the touch to store, or null when the stored one stays.
 */
export function touchToStore(stored: LandingTouch | null, landing: LandingTouch | null): LandingTouch | null {
	if (!landing) return null
	if (stored && sameSignals(stored, landing)) return null
	return landing
}

/** The kind of visit a tagged link's `utm_medium` names; anything else is one of our campaigns. */
const MEDIUM_RULES: ReadonlyArray<[RegExp, AttributionInitiator]> = [
	[/paid|^(cpc|ppc|cpm|cpv|display|banner|ads?)$/, 'Paid'],
	[/social/, 'Social'],
	[/^(organic|search|seo)$/, 'Search'],
	[/^affiliates?$/, 'Affiliate'],
	[/^(referral|partner|press|pr)$/, 'Referral'],
]

export function initiatorOfMedium(medium: string | null): AttributionInitiator {
	const normalized = (medium ?? '').trim().toLowerCase().replace(/[\s-]+/g, '_')
	return MEDIUM_RULES.find(([pattern]) => pattern.test(normalized))?.[1] ?? 'Campaign'
}

/** The `source` and `initiator_type` of what a visit brought (null: nothing), by the precedence above. */
export function attributionOf(signals: LandingSignals | null, partners: readonly AttributionPartner[]): Attribution {
	if (!signals) return DIRECT
	const utmSource = signals.utm.utm_source
	if (utmSource) return { source: utmSource, initiator_type: initiatorOfMedium(signals.utm.utm_medium) }
	// Meta adds fbclid to every link it sends on, even one that already carries a gclid: it is the later hop.
	if (signals.fbclid) return { source: 'Facebook', initiator_type: 'Paid' }
	if (signals.gclid) return { source: 'Google', initiator_type: 'Paid' }
	const host = referrerHost(signals.referrer)
	if (!host || isIgnoredReferrerHost(host)) return DIRECT
	const partner = partners.find((candidate) => onDomain(host, candidate.domain))
	if (partner) return { source: partner.source, initiator_type: partner.initiator_type }
	const site = KNOWN_SITES.find((candidate) => candidate.pattern.test(host))
	if (site) return { source: site.source, initiator_type: site.initiator_type }
	return { source: host, initiator_type: 'Organic' }
}

/**
 * An order's `initiator_type`: the campaign, partner or ambassador link the customer followed on
 * our site names the offer they took, so it wins; otherwise the landing's (its detail keeps both).
 */
export function orderInitiator(site: InitiatorType, landing: Attribution): AttributionInitiator | InitiatorType {
	return site === 'Organic' ? landing.initiator_type : site
}

// Meta's formats (developers.facebook.com, "fbp and fbc parameters"): fb.{subdomain index}.{creation time in ms}.{click id | random}.
export const FBC_FORMAT = /^fb\.\d\.\d{10,13}\.[\w-]+$/
export const FBP_FORMAT = /^fb\.\d\.\d{10,13}\.\d+$/

/** `_fbc` for an ad click seen at `createdAt`. */
export const fbcValue = (clickId: string, createdAt: number) => `fb.1.${createdAt}.${clickId}`
/** `_fbp`, the browser id: a creation time and a random number. */
export const fbpValue = (createdAt: number, random: number) => `fb.1.${createdAt}.${random}`

/** The click id inside an `_fbc` value, or null when it is not one. */
export function clickIdOfFbc(value: string | null | undefined): string | null {
	return value && FBC_FORMAT.test(value) ? (value.split('.')[3] ?? null) : null
}
