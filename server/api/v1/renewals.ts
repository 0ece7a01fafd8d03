/**
 * POST /subscriptions/{id}/renewals: the signed-in customer adds weeks to their running plan.
 * The answer is a new order to pay, like POST /orders's (pay it with POST /orders/{id}/payments);
 * paying it appends its days to the plan. `?preview=1` answers the price and the days without
 * making anything. Another customer's plan, like an unknown one, is 404.
 */
import { Hono } from 'hono'
import type { SessionCustomer } from '../../auth/sessions.ts'
import { isCrossSiteRequest } from '../../http/same-origin.ts'
import type { Checkout } from '../../orders/checkout.ts'
import { IDEMPOTENCY_KEY } from '../../orders/order-service.ts'
import type { RenewalOrderResult } from '../../orders/renewal-order.ts'
import { apiError, apiLocale } from '../errors.ts'
import { orderJson } from './orders.ts'

type Env = { Variables: { clientIp: string; customer: SessionCustomer | null } }

/** The API's code of each refusal (409). */
const REFUSAL_CODES = { 'not-running': 'plan_not_running', withdrawn: 'plan_withdrawn', 'slot-closed': 'slot_closed' } as const

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

export function createRenewalsRouter({ checkout, publicOrigin }: { checkout: Checkout; publicOrigin: string }) {
	const router = new Hono<Env>()

	router.post('/subscriptions/:id/renewals', async (c) => {
		c.header('Cache-Control', 'no-store')
		if (isCrossSiteRequest(c.req.raw.headers, [publicOrigin, new URL(c.req.url).origin])) return apiError(c, 403, 'cross_site', 'crossSite')
		const customer = c.get('customer')
		if (!customer) return apiError(c, 401, 'unauthenticated', 'unauthenticated')
		if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) return apiError(c, 415, 'unsupported_media_type', 'badRequest')
		const preview = c.req.query('preview') === '1'
		const key = c.req.header('Idempotency-Key') ?? ''
		if (!preview && !IDEMPOTENCY_KEY.test(key)) return apiError(c, 400, 'idempotency_key_required', 'idempotencyKeyRequired')
		const body: unknown = await c.req.json().catch(() => undefined)
		if (!isObject(body)) return apiError(c, 400, 'bad_request', 'badRequest')

		const { renewals } = checkout
		const subscription = await renewals.findOwn(c.req.param('id'), customer.id)
		if (!subscription) return apiError(c, 404, 'subscription_not_found', 'notFound')
		const locale = apiLocale(c)

		if (preview) {
			const quote = await renewals.quote(subscription, body.weeks, locale)
			if (quote.status !== 'quoted') return refusal(quote)
			return c.json({ data: { price: quote.price, delivery_dates: quote.dates, last_delivery_date: quote.lastDate } })
		}
		const result = await renewals.createOrder(subscription, body, { locale, idempotencyKey: key, customerId: customer.id })
		switch (result.status) {
			case 'created':
			case 'replayed':
				return c.json({ data: orderJson(result.order, locale) }, result.status === 'created' ? 201 : 200)
			case 'price-changed':
				return c.json({ error: { code: 'price_changed', message: result.message, price: result.price } }, 409)
			case 'key-reused':
				return apiError(c, 422, 'idempotency_key_reused', 'idempotencyKeyReused')
			default:
				return refusal(result)
		}

		function refusal(result: Extract<RenewalOrderResult, { status: 'invalid' | 'not-running' | 'withdrawn' | 'slot-closed' }>) {
			if (result.status === 'invalid') return apiError(c, 400, 'invalid_input', 'invalidInput', result.fields)
			return c.json({ error: { code: REFUSAL_CODES[result.status], message: result.message } }, 409)
		}
	})

	return router
}
