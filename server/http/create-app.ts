/**
 * The HTTP layer: everything between the socket and the React Router
 * handler, in the order it runs. Built as a function of its dependencies so
 * the integration tests can run it against their own database.
 */
import { randomUUID } from 'node:crypto'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import type { PublicSettings } from '../../app/context.ts'
import type { ApiFetch } from '../../app/utils/api-client.ts'
import { LATEST_BUILD_PATH } from '../../app/utils/update-check.ts'
import { splitLocalePath } from '../../domain/locale.ts'
import { apiError, isRefusedValue } from '../api/errors.ts'
import { createApiV1 } from '../api/v1/router.ts'
import { createConsoleRoutes } from '../console/router.ts'
import { totpSecretBox } from '../console/totp-secrets.ts'
import type { AppRequestHandler } from '../app.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { checkDatabaseWrites } from '../db/health.ts'
import { listActivePlanSlugs } from '../db/queries/plans.ts'
import { listLiveCampaigns } from '../db/queries/discount-codes.ts'
import { createInquiryService } from '../inquiries/service.ts'
import { type Checkout, createCheckout } from '../orders/checkout.ts'
import type { InstallationSecrets } from '../secrets/installation-secrets.ts'
import { type AccountServices } from '../auth/account-services.ts'
import { createSessionStore, sessionTokenOf } from '../auth/sessions.ts'
import { createExperimentService, type ExperimentService } from '../experiments/split-server.ts'
import { createPaymentRoutes } from '../payments/routes.ts'
import type { Logger } from '../logger.ts'
import { createMailer } from '../mail/mailer.ts'
import { createOutbox, type Outbox } from '../mail/outbox.ts'
import { indexablePaths, parseSitemapPath, renderLocaleSitemap, renderRobotsTxt, renderSitemapIndex } from '../seo/sitemap.ts'
import { clientIpOf } from './client-ip.ts'
import { createRateLimits } from './rate-limits.ts'
import { compression } from './compression.ts'
import { addressRedirects } from './address-redirects.ts'
import { ASSETS_CACHE_CONTROL, buildAssets, loadBuildAssets } from './build-assets.ts'
import { mayNameFile } from './page-rules.ts'
import { baseSecurityHeaders, RESOURCE_CSP } from './security-headers.ts'
import { consentRoute } from './consent-route.ts'
import { BODY_LIMIT_BYTES, limitRequestBodies } from './body-limit.ts'
import { BODY_METHODS, unroutedMethodStatus } from './methods.ts'
import { MINIMAL_PAGE_CSP, refuse } from './refusals.ts'
import { guardRequestBodies } from './request-body.ts'
import { canonicalHost } from './canonical-host.ts'
import { lazyChildLogger } from './request-logger.ts'
import { isAcceptableAddress, requestUrl } from './request-url.ts'
import { setFinishedHeaders } from './finished-headers.ts'
import { PrefixApartRouter } from './router.ts'
import type { HttpEnv } from './http-env.ts'
import { pageRoute } from './page-route.ts'
import { finishPreparedResponse } from './prepared-response.ts'
import { isPlanReadPath } from '../api/v1/subscriptions.ts'
import { createMetrics, type Metrics } from '../metrics/metrics.ts'
import { metricsRoute } from '../metrics/metrics-route.ts'
import { routeLabel } from '../metrics/route-label.ts'
import { isPhotoUploadPath, PHOTO_UPLOAD_BODY_BYTES } from '../console/menus/upload-paths.ts'
import { mediaStoreOf } from '../media/media-store-of.ts'
import { mediaRoute } from '../media/media-route.ts'
import { createPhotoService, type PhotoService } from '../media/photo-service.ts'

export type HttpAppDependencies = {
	config: Config
	logger: Logger
	db: Database
	appHandler: AppRequestHandler
	/** Set while the process shuts down: readiness then fails so traffic moves elsewhere. */
	lifecycle?: { draining: boolean }
	/** Folder of the browser build (build/client). */
	clientDir: string
	/** The React Router build's version; the pages poll it to notice a new deployment. */
	buildId: string
	/** E-mail outbox; the process passes the one whose retry job it runs. Made from config.mail otherwise. */
	outbox?: Outbox
	/** Dish and plan photos; the process passes the one whose job it runs. Made on the configured store (the bucket or DATA_DIR/media) otherwise. */
	photos?: PhotoService
	/** Orders and payments; the process passes the one whose reconciliation job it runs. Made from config and `secrets` otherwise. */
	checkout?: Checkout
	/** The installation's signing keys (the console's TOTP secrets are sealed with them) and sandbox credentials, for the checkout made here when none is passed. */
	secrets: InstallationSecrets
	/** The Split SDK; the process passes the one it destroys on shutdown. Made from config otherwise. */
	experiments?: ExperimentService
	/** What /metrics shows (with METRICS_TOKEN); the process passes the one that also reads its job queues. Made from config otherwise. */
	metrics?: Metrics
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/

export function createHttpApp({ config, logger, db, appHandler, clientDir, buildId, lifecycle, outbox, checkout: givenCheckout, secrets, experiments: givenExperiments, metrics: givenMetrics, photos: givenPhotos }: HttpAppDependencies) {
	const photos = givenPhotos ?? createPhotoService({ db, store: mediaStoreOf(config) })
	// The console's routes apart, so the rest can be RegExpRouter's (router.ts).
	const app = new Hono<HttpEnv>({ router: new PrefixApartRouter('/console') })
	const mailOutbox = outbox ?? createOutbox({ db, logger, mailer: createMailer({ ...config.mail, logger }) })
	const checkout = givenCheckout ?? createCheckout({ config, secrets, db, logger, outbox: mailOutbox, callBack: async (input, init) => app.request(input, init) })
	const experiments = givenExperiments ?? createExperimentService({ apiKey: config.experiments.apiKey, logger })
	const https = config.PUBLIC_ORIGIN.startsWith('https://')
	const metrics = config.METRICS_TOKEN ? (givenMetrics ?? createMetrics({ db, logger })) : null
	// Names in lower case, as headers are kept and written (prepared-response.ts): a cached page's record then
	// makes no lower-cased copy of each name per request.
	const securityHeaders = Object.entries(baseSecurityHeaders({ https })).map(([name, value]) => [name.toLowerCase(), value] as const)
	const settings: PublicSettings = {
		origin: config.PUBLIC_ORIGIN,
		allowIndexing: config.ALLOW_INDEXING,
		styleGuide: config.STYLE_GUIDE,
		externalLinks: config.externalLinks,
		company: config.company,
		splitBrowserKey: config.experiments.browserKey,
		thirdParties: config.thirdParties,
	}
	const rateLimits = createRateLimits(db.$client)
	const inquiries = createInquiryService({
		db,
		logger,
		rateLimits,
		outbox: mailOutbox,
		teamEmail: config.mail.teamEmail,
		company: { ...config.company, siteUrl: config.PUBLIC_ORIGIN },
	})

	// Request id, access log and the headers every response carries.
	app.use(async (c, next) => {
		const started = performance.now()
		const incoming = c.req.header('X-Request-Id')
		const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID()
		c.set('requestId', requestId)
		// Made only if something logs (request-logger.ts); the access line below needs no child.
		c.set('logger', lazyChildLogger(logger, { requestId }))
		c.set('clientIp', clientIpOf(c, config.TRUST_PROXY_HOPS))
		await next()
		const ms = performance.now() - started
		metrics?.observeRequest({ method: c.req.method, route: routeLabel(c), status: c.res.status, seconds: ms / 1000 })
		setFinishedHeaders(c, (headers) => {
			headers.set('x-request-id', requestId)
			for (const [name, value] of securityHeaders) headers.set(name, value)
			if (!headers.has('content-security-policy')) headers.set('content-security-policy', RESOURCE_CSP)
		})
		logger.info({ requestId, method: c.req.method, path: c.req.path.slice(0, 200), status: c.res.status, ms: Math.round(ms) }, 'request')
		finishPreparedResponse(c)
	})

	app.onError((error, c) => {
		if (isRefusedValue(error)) {
			c.get('logger').warn({ err: error }, 'A value the database refused reached a query: a rule is missing')
			return refuse(c, { code: 'refused_value' })
		}
		c.get('logger').error({ err: error }, 'Unhandled error')
		if (c.req.path.startsWith('/client/api/')) return apiError(c, 500, 'internal', 'internal')
		return c.html(FALLBACK_ERROR_PAGE, 500, { 'Content-Security-Policy': MINIMAL_PAGE_CSP })
	})

	// A path that is not valid percent-encoding can name no page or file; nor can an address whose path or
	// query holds text no field takes (request-url.ts). Then a method no route takes reaches none (TRACE could
	// not even be made a Request): 405 or 501 (methods.ts). One step: every step is a cost of every request.
	app.use(async (c, next) => {
		if (!isAcceptableAddress(c)) return c.html(BAD_REQUEST_PAGE, 400, { 'Content-Security-Policy': MINIMAL_PAGE_CSP })
		const status = unroutedMethodStatus(c.req.method)
		return status ? c.body(null, status) : next()
	})
	// Another host than PUBLIC_ORIGIN's goes there first (canonical-host.ts); probes and scrapes stay. Before any body is read.
	app.use(canonicalHost(config.PUBLIC_ORIGIN))
	// Every body, to any route, is size-limited before it is read, then checked once (body-limit.ts, request-body.ts).
	const tooLarge = (c: Context) => refuse(c, { code: 'payload_too_large' })
	const photoBodies = limitRequestBodies({ maxBytes: PHOTO_UPLOAD_BODY_BYTES, tooLarge })
	const otherBodies = limitRequestBodies({ maxBytes: BODY_LIMIT_BYTES, tooLarge })
	// A photo upload in the console is the one larger body (server/console/menus/upload-paths.ts). Only the
	// methods that may carry a body go through these steps: a GET or HEAD (every page and file) skips them.
	app.on(BODY_METHODS, '*', (c, next) => (isPhotoUploadPath(c.req.method, c.req.path) ? photoBodies : otherBodies)(c, next))
	app.on(BODY_METHODS, '*', guardRequestBodies({ refuse }))

	app.get('/healthz', (c) => c.json({ status: 'ok', uptime: Math.round(process.uptime()) }))
	app.get('/readyz', async (c) => {
		if (lifecycle?.draining) return c.json({ status: 'draining' }, 503)
		try {
			// Reads alone would pass on a read-only or full database that takes no order.
			await checkDatabaseWrites(db)
			return c.json({ status: 'ready' })
		} catch (error) {
			c.get('logger').warn({ err: error }, 'Readiness check failed')
			return c.json({ status: 'unavailable' }, 503)
		}
	})

	if (metrics && config.METRICS_TOKEN) app.route('/', metricsRoute(metrics, config.METRICS_TOKEN))

	// Polled by open pages (app/utils/update-check.ts): tiny, never cached anywhere.
	app.get(LATEST_BUILD_PATH, (c) => {
		c.header('Cache-Control', 'no-store')
		return c.json({ buildId })
	})

	const sessions = createSessionStore(db)
	const accounts: AccountServices = { sessions, rateLimits, https, outbox: mailOutbox }
	// Who is signed in, for the API (pages ask the same below); static files never need to know. The plan
	// read asks in the same query as its plan's row instead (one round trip; server/api/v1/subscriptions.ts).
	app.use('/client/api/*', async (c, next) => {
		const token = isPlanReadPath(c.req.method, c.req.path) ? null : sessionTokenOf(c.req.raw.headers)
		c.set('customer', token ? await sessions.authenticate(token) : null)
		await next()
	})
	app.use('/client/api/*', compression())
	app.route(
		'/client/api/v1',
		createApiV1({ db, inquiries, checkout, accounts, publicOrigin: config.PUBLIC_ORIGIN, unknownCodeLimit: rateLimits.unknownDiscountCode, codeHoldLimit: rateLimits.cappedCodeHold }),
	)
	// Gateways send customers and answers back here; in sandbox mode the test gateways live here too.
	app.route('/', createPaymentRoutes(checkout.payments, checkout.providers))
	// The cookie banner's answer (server/http/consent-route.ts).
	app.route('/', consentRoute({ publicOrigin: config.PUBLIC_ORIGIN, https }))
	for (const sandbox of checkout.providers.sandboxes) app.route(sandbox.path, sandbox.app)
	app.all('/client/api/*', (c) => apiError(c, 404, 'not_found', 'notFound'))
	// The staff console: its own sessions, cookie and CSP; never a customer's session (server/console/router.ts).
	app.route('/', createConsoleRoutes({ db, rateLimits, outbox: mailOutbox, publicOrigin: config.PUBLIC_ORIGIN, https, refunds: checkout.refunds, photos, checkout, totpSecrets: totpSecretBox(secrets) }))
	// Dish and plan photos' sets, cached for a year (server/media/media-route.ts).
	app.route('/', mediaRoute(photos.store))

	// Hashed build files never change: served from memory (build-assets.ts), cached for a year. Other files for an hour.
	app.use('/assets/*', buildAssets(loadBuildAssets(clientDir)))
	const staticFiles = serveStatic({
		root: clientDir,
		precompressed: true,
		onFound: (path, c) => {
			c.header('Cache-Control', path.includes('/assets/') ? ASSETS_CACHE_CONTROL : 'public, max-age=3600')
		},
	})
	// Pages never look on disk (page-rules.ts).
	app.use('*', (c, next) => (mayNameFile(c.req.path) ? staticFiles(c, next) : next()))

	// robots.txt and the sitemaps, in any locale's folder.
	const seoFile = async (c: Context): Promise<Response | null> => {
		const url = requestUrl(c)
		if (url.pathname.endsWith('/robots.txt') && splitLocalePath(url.pathname).path === '/robots.txt') {
			c.header('Cache-Control', 'public, max-age=3600')
			return c.text(renderRobotsTxt(config.PUBLIC_ORIGIN, config.ALLOW_INDEXING))
		}
		const sitemap = parseSitemapPath(url.pathname)
		if (!sitemap) return null
		c.header('Content-Type', 'application/xml; charset=utf-8')
		c.header('Cache-Control', 'public, max-age=3600')
		if (sitemap.kind === 'index') return c.body(renderSitemapIndex(config.PUBLIC_ORIGIN))
		const [planSlugs, liveCampaigns] = await Promise.all([listActivePlanSlugs(db), listLiveCampaigns(db, new Date())])
		const paths = indexablePaths(planSlugs, liveCampaigns)
		return c.body(renderLocaleSitemap(config.PUBLIC_ORIGIN, sitemap.locale, paths))
	}

	// The redirect table, trailing slash, a page's address in another case and first-visit language (address-redirects.ts).
	const addressRedirect = addressRedirects(config)
	// Both in one step, in this order, before the page handler; robots.txt and sitemaps are files, so only a path
	// that may name one asks for them (page-rules.ts).
	app.on(['GET', 'HEAD'], '*', async (c, next) => (mayNameFile(requestUrl(c).pathname) ? await seoFile(c) : null) ?? addressRedirect(c) ?? next())

	// Everything else is a page (page-route.ts); its loaders reach the API in-process, without a network hop.
	const apiFetch: ApiFetch = async (url, init) => app.request(url, init)
	app.all('*', pageRoute({ config, db, appHandler, sessions, experiments, settings, inquiries, checkout, accounts, rateLimits, https, apiFetch }))

	return app
}

const MINIMAL_PAGE = (status: number, title: string, body: string) =>
	`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} | kcal</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#111827;text-align:center;padding:1rem}p.code{font-size:3.5rem;font-weight:800;color:#15803d;margin:0}a{display:inline-block;margin-top:1.5rem;background:#15803d;color:#fff;padding:.75rem 1.5rem;border-radius:999px;text-decoration:none;font-weight:600}</style></head><body><main><p class="code">${status}</p><h1>${title}</h1><p>${body}</p><a href="/">Go Back Home</a></main></body></html>`

const FALLBACK_ERROR_PAGE = MINIMAL_PAGE(500, 'Something went wrong', 'Please try again in a moment.')
const BAD_REQUEST_PAGE = MINIMAL_PAGE(400, 'Bad request', 'This address is not valid.')
