/**
 * Where the gateways send customers and answers back: APS's return URL (a card token, or the
 * result after 3-D Secure) and its notifications, Tabby's return URLs and webhook, and the
 * Apple Pay domain-association file. These requests come from other sites by design, so they
 * skip the same-origin check; what they carry is trusted only once verified (payment-service.ts).
 */
import { Hono } from 'hono'
import { isLocaleCode, localizePath } from '../../domain/locale.ts'
import type { Logger } from '../logger.ts'
import { readTabbyWebhook } from './tabby/gateway.ts'
import { PAYMENT_ROUTES, type PaymentNext, type PaymentService } from './payment-service.ts'
import type { PaymentProviders } from './providers.ts'

export const CHECKOUT_PATH = '/meal-plans/checkout/'
export const THANK_YOU_PATH = '/meal-plans/thank-you/'
/** The `failed=` value (and the API's error code) for a start refused because another attempt is open. */
export const PAYMENT_IN_PROGRESS = 'payment_in_progress'

/** The page that shows an attempt's outcome, in the order's language. */
export function pageFor(next: PaymentNext): string {
	if (next.kind === 'redirect') return next.url
	if (next.kind === 'unknown') return `${CHECKOUT_PATH}?failed=unverified`
	const locale = isLocaleCode(next.order.locale) ? next.order.locale : 'en'
	const query = new URLSearchParams({ order: next.order.publicId })
	if (next.kind === 'paid' || next.kind === 'processing') return `${localizePath(THANK_YOU_PATH, locale)}?${query}`
	if (next.kind === 'failed') {
		query.set('failed', next.reason)
		if (next.tabbyReason) query.set('tabby', next.tabbyReason)
	}
	// Another attempt is still at a gateway: the payment step says so instead of charging again.
	if (next.kind === 'in-progress') query.set('failed', PAYMENT_IN_PROGRESS)
	return `${localizePath(CHECKOUT_PATH, locale)}?${query}`
}

type Env = { Variables: { clientIp: string; logger: Logger } }

export function createPaymentRoutes(service: PaymentService, providers: PaymentProviders) {
	const routes = new Hono<Env>()

	// APS sends the browser back with a form post; some set-ups use a GET redirect instead.
	routes.on(['GET', 'POST'], PAYMENT_ROUTES.apsReturn, async (c) => {
		const params = c.req.method === 'POST' ? await formParams(c.req.raw) : c.req.query()
		const next = await service.handleApsReturn(params, c.get('clientIp'))
		c.header('Cache-Control', 'no-store')
		return c.redirect(pageFor(next), 303)
	})

	routes.post(PAYMENT_ROUTES.apsNotification, async (c) => {
		const type = c.req.header('Content-Type') ?? ''
		const params = type.includes('json') ? stringValues(await c.req.json().catch(() => ({}))) : await formParams(c.req.raw)
		const accepted = await service.handleApsNotification(params)
		return c.json({ received: accepted }, accepted ? 200 : 400)
	})

	routes.get(PAYMENT_ROUTES.tabbyReturn, async (c) => {
		const next = await service.handleTabbyReturn(c.req.query('reference'), c.req.query('result'))
		c.header('Cache-Control', 'no-store')
		return c.redirect(pageFor(next), 303)
	})

	routes.post(PAYMENT_ROUTES.tabbyWebhook, async (c) => {
		const expected = providers.tabbyWebhook
		const body: unknown = await c.req.json().catch(() => null)
		const webhook = expected ? readTabbyWebhook(c.req.raw.headers, body, expected) : null
		if (!webhook) return c.json({ received: false }, 401)
		const known = await service.handleTabbyWebhook(webhook.paymentId)
		return c.json({ received: known }, known ? 200 : 404)
	})

	routes.get('/.well-known/apple-developer-merchantid-domain-association', (c) => {
		if (!providers.domainAssociation) return c.notFound()
		c.header('Cache-Control', 'public, max-age=3600')
		return c.text(providers.domainAssociation)
	})

	return routes
}

async function formParams(request: Request): Promise<Record<string, string>> {
	const form = await request.formData().catch(() => null)
	if (!form) return {}
	return Object.fromEntries([...form.entries()].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])))
}

function stringValues(body: unknown): Record<string, string> {
	if (typeof body !== 'object' || body === null) return {}
	return Object.fromEntries(Object.entries(body).flatMap(([name, value]) => (typeof value === 'string' || typeof value === 'number' ? [[name, String(value)]] : [])))
}
