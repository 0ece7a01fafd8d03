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
	/** Orders and payments; their routes exist only when given. */
	checkout?: Checkout
	/** Sessions and account rate limits; the account routes exist only when given. */
	accounts?: AccountServices
}

/** /client/api/v1: one sub-router per resource joins here as the API grows. */
export function createApiV1({ db, inquiries, checkout, accounts, publicOrigin = '', unknownCodeLimit }: ApiDependencies) {
	const api = new Hono()

	api.get('/openapi.json', (c) => {
		c.header('Cache-Control', 'public, max-age=300')
		return c.json(openApiDocument)
	})

	api.get('/locales', (c) => {
		c.header('Cache-Control', 'public, max-age=300')
		const data = LOCALES.filter((locale) => locale.enabled).map(
			({ code, language, shortName, longName, dir, prefix }) => ({ code, language, shortName, longName, dir, prefix }),
		)
		return c.json({ data })
	})

	api.route('/plans', createPlansRouter({ db }))
	api.route('/addons', createAddonsRouter({ db }))
	api.route('/cities', createDeliveryRouter({ db }))
	api.route('/price', createPriceRouter({ db, unknownCodeLimit }))
	if (inquiries) {
		api.route('/contact', createInquiryRouter(inquiries.submitContact, { publicOrigin }))
		api.route('/leads', createInquiryRouter(inquiries.submitLead, { publicOrigin }))
	}

	if (checkout) api.route('/', createOrdersRouter({ checkout, publicOrigin, unknownCodeLimit }))
	if (checkout) api.route('/', createRenewalsRouter({ checkout, publicOrigin }))
	if (checkout) api.route('/', createCancellationsRouter({ checkout, publicOrigin }))
	if (accounts) api.route('/', createAccountApi({ db, accounts, publicOrigin }))
	// The customer's plans and delivery days: signed-in customers only, like the account routes.
	if (accounts) api.route('/', createSubscriptionsRouter({ db, sessions: accounts.sessions, publicOrigin, outbox: accounts.outbox }))

	api.notFound((c) => apiError(c, 404, 'not_found', 'notFound'))
	return api
}
