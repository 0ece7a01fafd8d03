import { createHash, randomBytes } from 'node:crypto'
import type { VendorName } from '../../app/analytics/vendors/vendors.ts'
import { rememberPerString } from './remember-per-string.ts'

/** A fresh nonce for each personalised HTML response; scripts without it do not run. */
export function createNonce() {
	return randomBytes(16).toString('base64')
}

/**
 * What lets a page's scripts run: a per-response nonce (personalised pages), or the hashes of its
 * inline scripts (public pages, which must be byte-identical for every visitor of a variant so
 * that a CDN and the page cache can share them: a nonce would make every response unique).
 */
export type ScriptTrust = { nonce: string } | { hashes: readonly string[] }

const SCRIPT_START = Buffer.from('<script')
const SCRIPT_END = Buffer.from('</script>')
// A src attribute in a script's start tag makes it external; a byte of a name (\w) after `<script` makes it another element.
const SRC_ATTRIBUTE = /\ssrc=/i
const NAME_BYTE = /\w/

/**
 * A script's hash source from its bytes read as Latin-1 text (one character per byte, so the text
 * hashed as Latin-1 is the bytes themselves).
 */
function scriptSource(script: string) {
	const parsed = script.includes('\r') ? script.replace(/\r\n?/g, '\n') : script
	return `'sha256-${createHash('sha256').update(parsed, 'latin1').digest('base64')}'`
}

/**
 * A public page's inline scripts are the same texts render after render (React's and React
 * Router's, the loader data of the same page): each one's hash is kept per text (a new hash object
 * and digest per script was 2 % of an uncached home render, docs/benchmarks.md, twentieth session,
 * area V). Scripts up to 32 KB (the home page's largest is 9 KB), 256 of them: at most 8 MB.
 */
const REMEMBERED_SCRIPT_BYTES = 32_768
const rememberedScriptSource = rememberPerString(scriptSource, 256)

/**
 * The CSP hash source of each inline script of a document, in order, without repeats: every
 * `<script>` without src, any type (a data block's hash does no harm, and the list stays simple).
 * The browser hashes the element's text as parsed, where a carriage return has become a line feed;
 * React and React Router escape `</` inside scripts, so the first `</script>` ends each one.
 *
 * The page's UTF-8 bytes are searched as they are, without reading the page as text: the markup
 * looked for is ASCII, and each script's bytes go to the hash as they are. React writes its tags
 * in lower case and the site puts no markup of its own into a page, so an upper-case `<SCRIPT>`
 * is never there; were it, it would go unhashed and the browser would refuse it (stricter, not looser).
 */
export function inlineScriptHashes(html: string | Uint8Array): string[] {
	const page = typeof html === 'string' ? Buffer.from(html) : Buffer.from(html.buffer, html.byteOffset, html.byteLength)
	const hashes = new Set<string>()
	for (let start = page.indexOf(SCRIPT_START); start !== -1; start = page.indexOf(SCRIPT_START, start + 1)) {
		const afterName = start + SCRIPT_START.length
		const tagEnd = page.indexOf(0x3e /* > */, afterName)
		if (tagEnd === -1) break
		if (NAME_BYTE.test(String.fromCharCode(page[afterName]!)) || SRC_ATTRIBUTE.test(page.toString('latin1', afterName, tagEnd))) continue
		const end = page.indexOf(SCRIPT_END, tagEnd + 1)
		if (end === -1) break
		const body = page.subarray(tagEnd + 1, end)
		hashes.add(body.length <= REMEMBERED_SCRIPT_BYTES ? rememberedScriptSource(body.toString('latin1')) : scriptSource(body.toString('latin1')))
		start = end
	}
	return [...hashes]
}

type SourceDirective = 'script-src' | 'style-src' | 'img-src' | 'font-src' | 'connect-src' | 'media-src' | 'frame-src' | 'form-action'

const INTERCOM_ATTACHMENTS = Array.from({ length: 9 }, (_, index) => `https://*.intercom-attachments-${index + 1}.com`)

/**
 * The hosts each third-party vendor needs, as its own documentation lists them
 * (docs/consent-and-third-parties.md names the pages). A vendor's hosts are in the policy only
 * while it is enabled (EXTERNAL_SCRIPTS and its id). Script hosts matter to browsers without
 * `strict-dynamic` only; the others are what the vendor's code fetches, frames and posts to.
 */
export const VENDOR_SOURCES: Record<VendorName, Partial<Record<SourceDirective, readonly string[]>>> = {
	// Tag Manager itself, Google Analytics 4, Google Ads conversions and remarketing (Google's CSP guide).
	tagManager: {
		'script-src': ['https://*.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
		'img-src': ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
		'connect-src': ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.google.com'],
		'frame-src': ['https://bid.g.doubleclick.net'],
	},
	// fbevents.js and its configuration come from connect.facebook.net; events go to www.facebook.com/tr/.
	metaPixel: {
		'script-src': ['https://connect.facebook.net'],
		'img-src': ['https://www.facebook.com'],
		'connect-src': ['https://www.facebook.com'],
	},
	// Intercom's list for a workspace hosted in the United States (its regional hosts are left out).
	intercom: {
		'script-src': ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
		'connect-src': [
			'https://via.intercom.io',
			'https://api.intercom.io',
			'https://api-iam.intercom.io',
			'https://api-ping.intercom.io',
			'https://*.intercom-messenger.com',
			'wss://*.intercom-messenger.com',
			'https://nexus-websocket-a.intercom.io',
			'wss://nexus-websocket-a.intercom.io',
			'https://nexus-websocket-b.intercom.io',
			'wss://nexus-websocket-b.intercom.io',
			'https://uploads.intercomcdn.com',
			'https://uploads.intercomusercontent.com',
		],
		'img-src': [
			'https://js.intercomcdn.com',
			'https://static.intercomassets.com',
			'https://downloads.intercomcdn.com',
			'https://uploads.intercomusercontent.com',
			'https://gifs.intercomcdn.com',
			'https://video-messages.intercomcdn.com',
			'https://messenger-apps.intercom.io',
			...INTERCOM_ATTACHMENTS,
		],
		'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
		'media-src': ['https://js.intercomcdn.com', 'https://downloads.intercomcdn.com'],
		'frame-src': ['https://intercom-sheets.com', 'https://www.intercom-reporting.com', 'https://www.youtube.com', 'https://player.vimeo.com', 'https://fast.wistia.net'],
		'form-action': ['https://intercom.help', 'https://api-iam.intercom.io'],
	},
	// The tag (www.clarity.ms/tag/…) loads the recorder from scripts.clarity.ms and uploads to *.clarity.ms.
	clarity: {
		'script-src': ['https://*.clarity.ms'],
		'img-src': ['https://*.clarity.ms', 'https://c.bing.com'],
		'connect-src': ['https://*.clarity.ms', 'https://c.bing.com'],
	},
}

type PagePolicyOptions = {
	https: boolean
	/** Other sites the page's forms post to (the card gateway). */
	formTargets?: readonly string[]
	/** The enabled third-party vendors. */
	vendors?: readonly VendorName[]
	/** Other services the page's own code calls: the Split service when a browser key is set. */
	connectTargets?: readonly string[]
}

/** The Split service's endpoints its browser SDK calls with a key (flags, events, streaming, telemetry). */
export const SPLIT_SERVICE_HOSTS = [
	'https://sdk.split.io',
	'https://events.split.io',
	'https://auth.split.io',
	'https://streaming.split.io',
	'https://telemetry.split.io',
] as const

/**
 * The enforced Content-Security-Policy of pages. `strict-dynamic` lets the
 * entry script (trusted by its nonce or its hash) load the route chunks it
 * imports. Styles allow inline attributes because React style props and the
 * toast library set them; style injection cannot run script.
 */
export function pageContentSecurityPolicy(scripts: ScriptTrust, { https, formTargets = [], vendors = [], connectTargets = [] }: PagePolicyOptions) {
	const trusted = 'nonce' in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes
	const vendorSources = (directive: SourceDirective) => vendors.flatMap((vendor) => VENDOR_SOURCES[vendor][directive] ?? [])
	const directive = (name: SourceDirective, own: readonly string[]) => `${name} ${[...new Set([...own, ...vendorSources(name)])].join(' ')}`
	// Only a vendor needs these; without one they stay at default-src.
	const vendorOnly = (name: SourceDirective) => (vendorSources(name).length > 0 ? [directive(name, ["'self'"])] : [])
	return [
		"default-src 'self'",
		directive('script-src', [...trusted, "'strict-dynamic'", "'self'"]),
		directive('style-src', ["'self'", "'unsafe-inline'"]),
		directive('img-src', ["'self'", 'data:']),
		directive('font-src', ["'self'"]),
		directive('connect-src', ["'self'", ...connectTargets]),
		...vendorOnly('media-src'),
		...vendorOnly('frame-src'),
		"manifest-src 'self'",
		directive('form-action', ["'self'", ...formTargets]),
		"frame-ancestors 'none'",
		"base-uri 'self'",
		"object-src 'none'",
		...(https ? ['upgrade-insecure-requests'] : []),
	].join('; ')
}

/** Headers every response carries, whatever produced it. */
export function baseSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
	return {
		'X-Content-Type-Options': 'nosniff',
		'Referrer-Policy': 'strict-origin-when-cross-origin',
		'X-Frame-Options': 'DENY',
		'Cross-Origin-Opener-Policy': 'same-origin',
		'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
		...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
	}
}

/** Non-HTML responses (API, files) never need to run or embed anything. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'"
