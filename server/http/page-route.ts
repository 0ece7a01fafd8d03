/**
 * Every request no other route took is a page: what React Router renders, between the visitor and the
 * page cache. In order: the methods a page takes, who is signed in, the visitor's variant and consent,
 * the page from the cache (public pages, the same bytes for every visitor of a variant) or rendered,
 * compressed once per encoding or for this response, its CSP (script hashes for a shared page, a nonce
 * for a visitor's own), the visitor's cookies after the cache, and who may keep it (Cache-Control).
 * docs/operations.md, "CDN"; docs/architecture.md.
 */
import type { Context } from 'hono'
import type { PublicSettings, RequestServices } from '../../app/context.ts'
import { i18nFor } from '../../app/i18n/catalogues.server.ts'
import { type ApiCacheStore, type ApiFetch, API_V1_PATH, apiClientMessages, createApiClient, createMemoryCache } from '../../app/utils/api-client.ts'
import { rawCookieValue } from '../../app/utils/cookie-value.ts'
import { enabledVendors } from '../../app/analytics/vendors/vendors.ts'
import { CONSENT_COOKIE, isConsentAnswered, parseConsentCookie } from '../../domain/consent.ts'
import { visitCookies } from '../attribution/visit-cookies.ts'
import type { AppRequestHandler } from '../app.ts'
import type { AccountServices } from '../auth/account-services.ts'
import { type SessionStore, sessionTokenOf } from '../auth/sessions.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import type { ExperimentService } from '../experiments/split-server.ts'
import { resolveVisitor } from '../experiments/visitor.ts'
import type { InquiryService } from '../inquiries/service.ts'
import type { Logger } from '../logger.ts'
import type { Checkout } from '../orders/checkout.ts'
import { compressedResponse, encodingFor } from './compression.ts'
import type { HttpEnv } from './http-env.ts'
import { matchesIfNoneMatch } from './if-none-match.ts'
import { PAGE_METHODS, pageMethodAnswer } from './methods.ts'
import { type CachedPage, PageCache } from './page-cache.ts'
import { LOCALE_COOKIE, localeCookieUpdate, mayUseSharedPageCache, pageRouteOf } from './page-rules.ts'
import { pageVariantCookie, pageVariantKey, requestedPageVariant } from './page-variant.ts'
import { HeaderRecord, type HeaderTarget, preparedResponse } from './prepared-response.ts'
import { PERSONAL_PAGE_CACHE_CONTROL, publicPageCacheControl } from './public-pages.ts'
import type { RateLimits } from './rate-limits.ts'
import { refuse } from './refusals.ts'
import { rememberPerString } from './remember-per-string.ts'
import { isFormMediaType, mediaTypeOf } from './request-body.ts'
import { requestUrl } from './request-url.ts'
import { createNonce, inlineScriptHashes, pageContentSecurityPolicy, type ScriptTrust, SPLIT_SERVICE_HOSTS } from './security-headers.ts'

export type PageRouteDependencies = {
	config: Config
	db: Database
	appHandler: AppRequestHandler
	sessions: SessionStore
	experiments: ExperimentService
	settings: PublicSettings
	inquiries: InquiryService
	checkout: Checkout
	accounts: AccountServices
	rateLimits: RateLimits
	https: boolean
	/** How loaders reach the API: in-process, through the app itself. */
	apiFetch: ApiFetch
}

/** The handler of every page request, with its page cache, CSP memo and API cache made once. */
export function pageRoute({ config, db, appHandler, sessions, experiments, settings, inquiries, checkout, accounts, rateLimits, https, apiFetch }: PageRouteDependencies) {
	// Their hosts are in every page's CSP, so that a visitor's consent needs no other policy.
	const thirdPartyVendors = enabledVendors(config.thirdParties)
	// With a key, the browser's Split SDK (after analytics consent) talks to the Split service; in localhost mode to nothing.
	const connectTargets = config.experiments.browserKey ? SPLIT_SERVICE_HOSTS : []
	const pageCache = new PageCache({ ttlMs: config.PAGE_CACHE_SECONDS * 1000 })
	// The card form posts straight to the payment gateway's page.
	const formTargets = checkout.providers.cardFormOrigin ? [checkout.providers.cardFormOrigin] : []
	const policyOptions = { https, formTargets, vendors: thirdPartyVendors, connectTargets }
	// A public page's policy names its scripts' hashes, the same list render after render: made once per list
	// (1 % of an uncached home render, docs/benchmarks.md, twentieth session, area V). A nonce is new each time.
	const policyForHashes = rememberPerString((hashes) => pageContentSecurityPolicy({ hashes: hashes ? hashes.split(' ') : [] }, policyOptions), 256)
	const pagePolicy = (scripts: ScriptTrust) => ('nonce' in scripts ? pageContentSecurityPolicy(scripts, policyOptions) : policyForHashes(scripts.hashes.join(' ')))
	const publicCacheControl = publicPageCacheControl(config.CDN_CACHE_SECONDS)
	// Public API answers share one cache per process.
	const apiCache = createMemoryCache()
	return async (c: Context<HttpEnv>): Promise<Response> => {
		// Pages take GET, HEAD and posted forms; anything else never reaches React Router.
		const method = pageMethodAnswer(c.req.method)
		if (method === 'options') return c.body(null, 204, { Allow: PAGE_METHODS.join(', ') })
		if (method === 405) return c.body(null, 405, { Allow: PAGE_METHODS.join(', ') })
		const url = requestUrl(c)
		const page = pageRouteOf(url.pathname)
		// A page takes forms only; a path that names no page stays a 404 whatever was posted to it.
		if (c.req.method === 'POST' && page && !isFormMediaType(mediaTypeOf(c.req.header('Content-Type')))) return refuse(c, { code: 'unsupported_media_type' })
		const sessionToken = sessionTokenOf(c.req.raw.headers)
		const customer = sessionToken ? await sessions.authenticate(sessionToken) : null
		const cookieHeader = c.req.header('Cookie')
		const { visitor, cookies: visitorCookies } = await resolveVisitor(
			{ userAgent: c.req.header('User-Agent'), cookieHeader, customerEmail: customer?.email ?? null, https },
			experiments,
		)
		// Read as every other cookie of a page request is (visit-cookies.ts, visitor.ts): hono's getCookie parsed and
		// decoded the whole header again for each name.
		const consent = parseConsentCookie(rawCookieValue(cookieHeader, CONSENT_COOKIE))
		// Visitors who would see another variant, banner or experiment client never share a cached page.
		const variant = pageVariantKey({ isCrawler: visitor.isCrawler, consentAnswered: isConsentAnswered(consent), treatments: visitor.treatments })
		const cacheKey = `${url.pathname}${url.search} ${variant}`
		// A public page (docs/operations.md, "CDN"): the same bytes for every visitor of its variant, its
		// scripts trusted by their hashes, so the page cache and a CDN can share it. Others get a nonce.
		const shared = mayUseSharedPageCache({ method: c.req.method, hasSession: Boolean(sessionToken) }, page)
		const nonce = shared ? '' : createNonce()
		const noIndex = (status: number) => !config.ALLOW_INDEXING || !page?.indexable || status >= 400

		const render = async (): Promise<{ response: Response; publicPage: CachedPage | null }> => {
			const rendered = await appHandler(c.req.raw, {
				db,
				logger: c.get('logger'),
				requestId: c.get('requestId'),
				nonce,
				settings,
				clientIp: c.get('clientIp'),
				inquiries,
				checkout,
				accounts,
				customer,
				visitor,
				consent,
				unknownCodeLimit: rateLimits.unknownDiscountCode,
				codeHoldLimit: rateLimits.cappedCodeHold,
				api: apiClientsFor(c.req.raw, {
					origin: config.PUBLIC_ORIGIN,
					fetch: apiFetch,
					cache: apiCache,
					logger: c.get('logger'),
					requestId: c.get('requestId'),
				}),
			})
			let response = rendered
			if (shared && isHtml(rendered.headers)) {
				// The page as the bytes React wrote (app/entry.server.tsx): stored and hashed without decoding it.
				const html = new Uint8Array(await rendered.arrayBuffer())
				const headers = new Headers(rendered.headers)
				headers.set('Content-Security-Policy', pagePolicy({ hashes: inlineScriptHashes(html) }))
				if (rendered.status === 200 && !headers.has('Set-Cookie')) {
					// Everything of a stored page that is the same for all its visitors is in its headers once.
					if (noIndex(200)) headers.set('X-Robots-Tag', 'noindex')
					return { response, publicPage: pageCache.set(cacheKey, html, [...headers]) }
				}
				response = new Response(html, { status: rendered.status, statusText: rendered.statusText, headers })
			}
			// Rendering failed (the database is down): the page as last rendered beats an error page.
			return { response, publicPage: shared && rendered.status >= 500 ? pageCache.stale(cacheKey) : null }
		}

		// A fresh stored page, or the one another request is rendering now for the same key. No await
		// between finding none and marking this request's render as the one under way.
		let publicPage: CachedPage | null = shared ? pageCache.get(cacheKey) : null
		const renderingElsewhere = shared && !publicPage ? pageCache.rendering(cacheKey) : undefined
		if (renderingElsewhere) publicPage = await renderingElsewhere
		let response: Response | null = null
		if (!publicPage) {
			const rendering = render()
			if (shared) pageCache.whileRendering(cacheKey, rendering.then((result) => result.publicPage))
			;({ response, publicPage } = await rendering)
		}

		let status: number
		let body: BodyInit | null
		let headers: Headers | HeaderRecord
		if (publicPage) {
			// Compressed once per encoding for everyone, its headers made with it (page-cache.ts) and kept a
			// record to the socket (prepared-response.ts).
			const encoding = encodingFor(c.req.header('Accept-Encoding'), publicPage.body.byteLength)
			const representation = publicPage.madeRepresentation(encoding) ?? (await publicPage.representation(encoding))
			const notModified = matchesIfNoneMatch(c.req.header('If-None-Match'), representation.etag)
			status = notModified ? 304 : 200
			body = notModified ? null : representation.body
			headers = new HeaderRecord(notModified ? representation.notModifiedHeaders : representation.headers)
		} else {
			const rendered = (await compressedResponse(response!, { method: c.req.method, acceptEncoding: c.req.header('Accept-Encoding') })) ?? response!
			status = rendered.status
			body = rendered.body
			headers = new Headers(rendered.headers)
			if (isHtml(headers)) {
				if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', pagePolicy({ nonce }))
				if (noIndex(status)) headers.set('X-Robots-Tag', 'noindex')
			}
		}

		// A page a person was given: the language they read, the page variant a CDN keys on, and the
		// landing's attribution and Meta's ids (docs/attribution.md), after the cache too. Crawlers get no cookies.
		const requestedVariant = requestedPageVariant(cookieHeader)
		if (isHtml(headers) && c.req.method === 'GET' && (status === 200 || status === 304) && !visitor.isCrawler) {
			const cookie = localeCookieUpdate(url.pathname, rawCookieValue(cookieHeader, LOCALE_COOKIE), https)
			if (cookie) headers.append('Set-Cookie', cookie)
			if (requestedVariant !== variant) headers.append('Set-Cookie', pageVariantCookie(variant, { secure: https }))
			for (const update of visitCookies(c.req.raw, { ownOrigin: config.PUBLIC_ORIGIN, secure: https, url })) headers.append('Set-Cookie', update)
		}
		// After the cache, like the locale cookie: a visitor's own id and treatments are never stored with a shared page.
		for (const cookie of visitorCookies) headers.append('Set-Cookie', cookie)
		if (isHtml(headers) || status === 304) {
			// Shared caches may keep a public page only when this response sets nothing of the visitor's and
			// the request named the variant it was rendered for (page-variant.ts); a person's own page, never.
			const sharedWithVariant = publicPage && !headers.has('Set-Cookie') && !visitor.isCrawler && requestedVariant === variant
			if (sharedWithVariant) headers.set('Cache-Control', publicCacheControl)
			else if (shared) headers.set('Cache-Control', 'private, no-cache')
			else if (!headers.has('Cache-Control')) headers.set('Cache-Control', PERSONAL_PAGE_CACHE_CONTROL)
		}
		return headers instanceof HeaderRecord ? preparedResponse(body, status, headers) : new Response(body, { status, headers })
	}
}

type ApiWiring = { origin: string; fetch: ApiFetch; cache: ApiCacheStore; logger: Logger; requestId: string }

/**
 * The page request's API clients. Only a signed-in visitor's cookie and an
 * Authorization header go along; the client keeps such requests out of the
 * shared cache. The request id follows, so both access-log lines match.
 */
function apiClientsFor(request: Request, { origin, fetch, cache, logger, requestId }: ApiWiring): RequestServices['api'] {
	const headers = new Headers({ 'X-Request-Id': requestId })
	// The session goes along as a bearer token: a signed-in visitor's answers are their own.
	const token = sessionTokenOf(request.headers)
	if (token) headers.set('Authorization', `Bearer ${token}`)
	return (locale) =>
		createApiClient({
			locale,
			messages: apiClientMessages(i18nFor(locale).t),
			baseUrl: `${origin}${API_V1_PATH}`,
			fetch,
			headers,
			cache,
			onInvalidResponse: (details) => logger.error(details, 'API response does not match its schema'),
		})
}

const isHtml = (headers: HeaderTarget) => (headers.get('Content-Type') ?? '').startsWith('text/html')

