/**
 * POST /orders: an order from the checkout, priced again by the server; POST /orders/{id}/payments:
 * start paying it (card form fields for the gateway, a Tabby checkout, or an Apple Pay token);
 * POST /payments/apple-pay/session: Apple Pay merchant validation. Each creation takes an
 * Idempotency-Key header: the same key and body give the same answer, never a second order or
 * charge. Paying needs more than the order's id (a UUID, found in page URLs): its signed-in owner,
 * its order-access cookie, or its access token, which only the creation's answer hands out.
 */
import { type Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { CHECKOUT_MESSAGES } from '../../../content/checkout-messages.ts'
import type { LocaleCode } from '../../../domain/locale.ts'
import { orderNumber } from '../../../domain/order.ts'
import { requestVisit } from '../../attribution/stored-attribution.ts'
import type { RateLimit } from '../../http/rate-limits.ts'
import { isCrossSiteRequest } from '../../http/same-origin.ts'
import type { Checkout } from '../../orders/checkout.ts'
import { ORDER_ACCESS_COOKIE, ORDER_TOKEN_HEADER } from '../../orders/order-access.ts'
import { IDEMPOTENCY_KEY, type OrderRow } from '../../orders/order-service.ts'
import type { SessionCustomer } from '../../auth/sessions.ts'
import { requestMerchantSession } from '../../payments/apple-pay.ts'
import type { ApplePayPaymentToken } from '../../payments/aps/gateway.ts'
import { newMerchantReference, type PaymentRow, startRequestHash, type TabbyStart } from '../../payments/payment-service.ts'
import { PAYMENT_IN_PROGRESS, pageFor } from '../../payments/routes.ts'
import { cardDiscountNote } from '../../pricing/price-service.ts'
import { apiError, apiLocale } from '../errors.ts'

type Env = { Variables: { clientIp: string; customer: SessionCustomer | null } }

export type OrdersRouterOptions = { checkout: Checkout; publicOrigin: string; unknownCodeLimit?: RateLimit; codeHoldLimit?: RateLimit }

/**
 * What the API tells about an order: enough to show and pay it, nothing about other orders. A
 * card-only code not yet taken off comes with the sentence the pages show (`price.card_discount_note`).
 */
export function orderJson(order: OrderRow, locale: LocaleCode) {
	return {
		id: order.publicId,
		number: orderNumber(order.id),
		status: order.status,
		currency: 'AED',
		total: order.totalFils,
		vat: order.vatFils,
		price: { ...order.price, card_discount_note: cardDiscountNote(order.price, locale) },
		plan: { slug: order.planSlug, name: order.planName, size: order.size },
		days_per_week: order.daysPerWeek,
		number_of_weeks: order.weeks,
		start_date: order.startDate,
		delivery_address: order.deliveryAddress,
		consultation: order.consultation,
	}
}

/** A payment attempt as the API names it: its merchant reference, which the gateway knows it by. */
function attemptJson(payment: PaymentRow) {
	return { id: payment.merchantReference, method: payment.method, status: payment.status }
}

/** 409 `payment_in_progress`: the order's open attempt is young, or its gateway did not answer: it must end first. */
function paymentInProgress(c: Context, open: PaymentRow) {
	const message = CHECKOUT_MESSAGES[apiLocale(c)].paymentInProgress
	return c.json({ error: { code: PAYMENT_IN_PROGRESS, message, attempt: attemptJson(open) } }, 409)
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

export function createOrdersRouter({ checkout, publicOrigin, unknownCodeLimit, codeHoldLimit }: OrdersRouterOptions) {
	const router = new Hono<Env>()

	/** Checks every state-changing call shares: same origin, JSON, and (for creations) an Idempotency-Key. */
	async function creation(c: Context<Env>, needsKey = true) {
		c.header('Cache-Control', 'no-store')
		if (isCrossSiteRequest(c.req.raw.headers, [publicOrigin, new URL(c.req.url).origin])) {
			return { error: apiError(c, 403, 'cross_site', 'crossSite') }
		}
		if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) return { error: apiError(c, 415, 'unsupported_media_type', 'badRequest') }
		const key = c.req.header('Idempotency-Key') ?? ''
		if (needsKey && !IDEMPOTENCY_KEY.test(key)) return { error: apiError(c, 400, 'idempotency_key_required', 'idempotencyKeyRequired') }
		const body: unknown = await c.req.json().catch(() => undefined)
		if (!isObject(body)) return { error: apiError(c, 400, 'bad_request', 'badRequest') }
		return { key, body }
	}

	/**
	 * A running plan of the same customer delivering on some of the new order's days (issue 17):
	 * the app offers to renew it instead or says two deliveries will arrive. Its id and the days
	 * only for the plan's signed-in owner, with whether it can be renewed (not when its plan was
	 * withdrawn from sale); anyone else who typed its e-mail learns the count.
	 */
	async function overlapJson(order: OrderRow, customer: SessionCustomer | null) {
		const overlap = await checkout.renewals.overlapOf(order)
		if (!overlap) return null
		const owner = customer !== null && overlap.subscription.customerId === customer.id
		return owner
			? { days: overlap.dates.length, subscription_id: overlap.subscription.publicId, renewable: overlap.subscription.renewable, dates: overlap.dates }
			: { days: overlap.dates.length }
	}

	router.post('/orders', async (c) => {
		const request = await creation(c)
		if ('error' in request) return request.error
		const locale = apiLocale(c)
		const result = await checkout.createOrder(request.body, {
			locale,
			idempotencyKey: request.key,
			codeGuesses: unknownCodeLimit && { limit: unknownCodeLimit, clientIp: c.get('clientIp') },
			codeHolds: codeHoldLimit && { limit: codeHoldLimit, clientIp: c.get('clientIp') },
			customerId: c.get('customer')?.id ?? null,
			visit: requestVisit(c.req.raw, c.get('clientIp')),
		})
		switch (result.status) {
			case 'created':
			case 'replayed': {
				const overlap = await overlapJson(result.order, c.get('customer'))
				// Only the creation's answer carries the order's access token: what pays it without an
				// account (the app keeps it; a browser gets it as the cookie the checkout pages set).
				c.header('Set-Cookie', checkout.orderAccessCookie(result.order), { append: true })
				const orderToken = checkout.orderAccessToken(result.order)
				return c.json({ data: { ...orderJson(result.order, apiLocale(c)), order_token: orderToken, overlap } }, result.status === 'created' ? 201 : 200)
			}
			case 'invalid':
				return apiError(c, 400, 'invalid_input', 'invalidInput', result.fields)
			case 'price-changed':
				return c.json({ error: { code: 'price_changed', message: result.message, price: result.price } }, 409)
			case 'key-reused':
				return apiError(c, 422, 'idempotency_key_reused', 'idempotencyKeyReused')
			case 'rate-limited':
				c.header('Retry-After', String(result.retryAfterSeconds))
				return apiError(c, 429, 'rate_limited', 'tooManyRequests')
		}
	})

	/**
	 * Who may start paying an order: its signed-in owner (session cookie or Bearer), the browser
	 * holding its order-access cookie, or the app sending its access token (POST /orders's
	 * `order_token`) in the Order-Token header. Its public id alone is not enough: it is in page URLs,
	 * which analytics read.
	 */
	function mayPay(c: Context<Env>, order: OrderRow) {
		const customer = c.get('customer')
		if (customer && order.customerId === customer.id) return true
		return checkout.canSeeOrder(order, getCookie(c, ORDER_ACCESS_COOKIE)) || checkout.canSeeOrder(order, c.req.header(ORDER_TOKEN_HEADER))
	}

	/** The API's answer to where a start leads: the next step, or why nothing was started. */
	function startAnswer(c: Context<Env>, next: TabbyStart | null) {
		const messages = CHECKOUT_MESSAGES[apiLocale(c)]
		if (!next) return apiError(c, 400, 'invalid_input', 'invalidInput', { token: messages.methodUnavailable })
		if (next.kind === 'key-reused') return apiError(c, 422, 'idempotency_key_reused', 'idempotencyKeyReused')
		if (next.kind === 'failed') {
			const message = next.tabbyReason ? messages.tabby[next.tabbyReason] : messages.failures[next.reason]
			return c.json({ error: { code: 'payment_failed', reason: next.tabbyReason ?? next.reason, message, redirect: pageFor(next) } }, 402)
		}
		if (next.kind === 'not-payable') return c.json({ error: { code: 'order_not_payable', message: messages.orderNotPayable } }, 409)
		if (next.kind === 'in-progress') return paymentInProgress(c, next.attempt)
		const attempt = 'payment' in next ? { attempt: attemptJson(next.payment) } : {}
		return c.json({ data: { next: { type: 'redirect', url: pageFor(next) }, ...attempt } })
	}

	/** The card form under `merchantReference`: the same fields for the same reference (a repeated start gets the first one's form). */
	async function cardFormAnswer(c: Context<Env>, order: OrderRow, body: Record<string, unknown>, merchantReference: string) {
		const messages = CHECKOUT_MESSAGES[apiLocale(c)]
		const savedCardId = body.saved_card_id
		const savedToken = typeof savedCardId === 'number' ? await checkout.savedCardToken(c.get('customer'), order, savedCardId) : undefined
		if (savedCardId !== undefined && !savedToken) return apiError(c, 400, 'invalid_input', 'invalidInput', { saved_card_id: messages.methodUnavailable })
		const form = checkout.payments.cardForm(order, savedToken, merchantReference)
		if (!form) return apiError(c, 400, 'invalid_input', 'invalidInput', { method: messages.methodUnavailable })
		return c.json({ data: { next: { type: 'form', action: form.action, fields: form.fields } } })
	}

	/** The first start with its key: the order's state checked, its open attempt settled, then the method's start. */
	async function firstStart(c: Context<Env>, order: OrderRow, method: string, request: { key: string; body: Record<string, unknown> }, merchantReference: string) {
		const messages = CHECKOUT_MESSAGES[apiLocale(c)]
		if (order.status === 'paid') return c.json({ error: { code: 'order_paid', message: messages.orderPaid } }, 409)
		if (order.status === 'cancelled') return c.json({ error: { code: 'order_not_payable', message: messages.orderNotPayable } }, 409)
		// One attempt at a time: a young one at a gateway is waited for; an older one is settled first
		// (paid, failed, or given up for this one). A Tabby start repeated with its own key (the
		// checkout page's) is the same attempt, and gets its checkout again below.
		const open = await checkout.payments.openAttempt(order)
		if (open && !(method === 'tabby' && open.attempt.idempotencyKey === request.key)) {
			const blocked = await checkout.payments.makeRoom(order, open.attempt)
			if (blocked?.kind === 'paid') return c.json({ error: { code: 'order_paid', message: messages.orderPaid } }, 409)
			if (blocked?.kind === 'not-payable') return c.json({ error: { code: 'order_not_payable', message: messages.orderNotPayable } }, 409)
			if (blocked) return paymentInProgress(c, blocked.kind === 'in-progress' ? blocked.attempt : open.attempt)
		}
		if (method === 'card') return cardFormAnswer(c, order, request.body, merchantReference)
		const next =
			method === 'tabby'
				? await checkout.payments.startTabby(order, request.key, merchantReference)
				: isObject(request.body.token)
					? await checkout.payments.payWithApplePay(order, request.body.token as ApplePayPaymentToken, c.get('clientIp'), merchantReference)
					: null
		return startAnswer(c, next)
	}

	/** A start repeated with its key: the first one's form or attempt, never a second; null when the first gave the key back. */
	async function repeatedStart(c: Context<Env>, order: OrderRow, method: string, request: { key: string; body: Record<string, unknown> }, merchantReference: string) {
		if (method === 'card') return cardFormAnswer(c, order, request.body, merchantReference)
		if (method === 'tabby') return startAnswer(c, await checkout.payments.startTabby(order, request.key, merchantReference))
		const next = await checkout.payments.repeatedAttempt(request.key, merchantReference)
		return next.kind === 'released' ? null : startAnswer(c, next)
	}

	router.post('/orders/:id/payments', async (c) => {
		const request = await creation(c)
		if ('error' in request) return request.error
		const order = await checkout.findOrder(c.req.param('id'))
		// Unknown, and known but not this caller's, get the same answer: it tells nothing of which ids exist.
		if (!order || !mayPay(c, order)) return apiError(c, 404, 'order_not_found', 'orderNotFound')
		const messages = CHECKOUT_MESSAGES[apiLocale(c)]
		const method = request.body.method
		if (typeof method !== 'string' || !checkout.providers.methods.includes(method as never)) {
			return apiError(c, 400, 'invalid_input', 'invalidInput', { method: messages.methodUnavailable })
		}

		// A Tabby start's key is one start of one order: another order's key (one the checkout page
		// used) is refused before this order's open attempt is touched, so it starts, supersedes and answers nothing.
		if (method === 'tabby' && (await checkout.payments.keyOfAnotherOrder(order, request.key))) {
			return apiError(c, 422, 'idempotency_key_reused', 'idempotencyKeyReused')
		}

		// Every start is idempotent: the first with its key claims it, the same key and body again
		// repeat that start (payment_start_keys, server/payments/service/start-keys.ts).
		const requestHash = startRequestHash(request.body)
		for (let tries = 0; tries < 3; tries += 1) {
			const claim = await checkout.payments.claimStart(order, request.key, requestHash, newMerchantReference(order.id))
			if (claim.kind === 'key-reused') return apiError(c, 422, 'idempotency_key_reused', 'idempotencyKeyReused')
			if (claim.kind === 'repeat') {
				const answer = await repeatedStart(c, order, method, request, claim.merchantReference)
				if (answer) return answer
				continue
			}
			let answer: Response | undefined
			try {
				answer = await firstStart(c, order, method, request, claim.merchantReference)
				return answer
			} finally {
				// A start that started nothing gives its key back: a retry later is a new start, not this refusal again.
				if (!(method === 'card' && answer?.status === 200)) await checkout.payments.releaseUnlessStarted(request.key, claim.merchantReference)
			}
		}
		throw new Error('A payment start key was given back three times in a row')
	})

	router.post('/payments/apple-pay/session', async (c) => {
		const request = await creation(c, false)
		if ('error' in request) return request.error
		const applePay = checkout.providers.applePay
		const validationUrl = request.body.validation_url
		if (!applePay || typeof validationUrl !== 'string') return apiError(c, 400, 'invalid_input', 'invalidInput', { validation_url: 'required' })
		const result = await requestMerchantSession({
			validationUrl,
			merchantIdentifier: applePay.merchantId,
			displayName: 'kcal',
			initiativeContext: new URL(publicOrigin).hostname,
			certificate: applePay.certificate,
			privateKey: applePay.privateKey,
		})
		if (result.ok) return c.json({ data: result.session })
		if (result.reason === 'host_not_allowed') return apiError(c, 400, 'invalid_input', 'invalidInput', { validation_url: 'not an Apple Pay host' })
		return apiError(c, 502, 'apple_pay_unavailable', 'unavailable')
	})

	return router
}
