import { Hono } from 'hono'
import { LOCALES } from '../../../domain/locale.ts'
import type { Database } from '../../db/client.ts'
import type { RateLimit } from '../../http/rate-limits.ts'
import type { InquiryService } from '../../inquiries/service.ts'
import { apiError } from '../errors.ts'
import { createAddonsRouter } from './addons.ts'
import { createCancellationsRouter } from './cancellations.ts'
import { createDeliveryRouter } from './delivery.ts'
import { createInquiryRouter } from './inquiries.ts'
import { openApiDocument } from './openapi.ts'
import { createPlansRouter } from './plans.ts'
import { createOrdersRouter } from './orders.ts'
import { createPriceRouter } from './price.ts'
import { createRenewalsRouter } from './renewals.ts'
import { createSubscriptionsRouter } from './subscriptions.ts'
import type { Checkout } from '../../orders/checkout.ts'
import type { AccountServices } from '../../auth/account-services.ts'
import { createAccountApi } from './account/router.ts'

/** What the API's routers need from the process. */
export type ApiDependencies = {
	db: Database
	/** Contact messages and leads (server/inquiries/); their routes exist only when given. */
	inquiries?: InquiryService
	/** Where our pages are served: the Origin the form endpoints accept besides the API's own. */
	publicOrigin?: string
	/** Codes that do not exist, per client address (POST /price). */
	unknownCodeLimit?: RateLimit
	/** Orders holding a use of a capped code, per client address (POST /orders). */
	codeHoldLimit?: RateLimit
	/** Orders and payments; their routes exist only when given. */
	checkout?: Checkout
	/** Sessions and account rate limits; the account routes exist only when given. */
	accounts?: AccountServices
}

/**
 * GET /locales: the same few hundred bytes for the life of the process, serialised once. `no-transform`
 * keeps the compression middleware from reading the body back through two Fetch `Response`s and their
 * streams to find it too small to compress, which at the bench's 10,000 requests a second filled V8's old
 * generation enough for a full collection every 2 s and 25-50 MB of pooled pages after them
 * (docs/benchmarks.md, twentieth session, area M); proxies have nothing to gain from transforming it either.
 */
const LOCALES_ANSWER = new TextEncoder().encode(
	JSON.stringify({
		data: LOCALES.filter((locale) => locale.enabled).map(({ code, language, shortName, longName, dir, prefix }) => ({ code, language, shortName, longName, dir, prefix })),
	}),
)
const LOCALES_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300, no-transform' }

/** /client/api/v1: one sub-router per resource joins here as the API grows. */
export function createApiV1({ db, inquiries, checkout, accounts, publicOrigin = '', unknownCodeLimit, codeHoldLimit }: ApiDependencies) {
	const api = new Hono()

	api.get('/openapi.json', (c) => {
		c.header('Cache-Control', 'public, max-age=300')
		return c.json(openApiDocument)
	})

	api.get('/locales', (c) => c.body(LOCALES_ANSWER, 200, LOCALES_HEADERS))

	api.route('/plans', createPlansRouter({ db }))
	api.route('/addons', createAddonsRouter({ db }))
	api.route('/cities', createDeliveryRouter({ db }))
	api.route('/price', createPriceRouter({ db, unknownCodeLimit }))
	if (inquiries) {
		api.route('/contact', createInquiryRouter(inquiries.submitContact, { publicOrigin }))
		api.route('/leads', createInquiryRouter(inquiries.submitLead, { publicOrigin }))
	}

	if (checkout) api.route('/', createOrdersRouter({ checkout, publicOrigin, unknownCodeLimit, codeHoldLimit }))
	if (checkout) api.route('/', createRenewalsRouter({ checkout, publicOrigin }))
	if (checkout) api.route('/', createCancellationsRouter({ checkout, publicOrigin }))
	if (accounts) api.route('/', createAccountApi({ db, accounts, publicOrigin }))
	// The customer's plans and delivery days: signed-in customers only, like the account routes.
	if (accounts) api.route('/', createSubscriptionsRouter({ db, sessions: accounts.sessions, publicOrigin, outbox: accounts.outbox }))

	api.notFound((c) => apiError(c, 404, 'not_found', 'notFound'))
	return api
}
