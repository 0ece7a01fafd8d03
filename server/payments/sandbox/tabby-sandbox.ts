/**
 * A stand-in for Tabby in development and tests: the API v2 endpoints our gateway calls, with
 * Tabby's documented test rules, and the hosted payment page where the customer confirms with an
 * OTP. Mounted at /_sandbox/tabby; its payments are kept in the database (sandbox-records.ts),
 * so any instance, and the next process after a restart, knows them; they are forgotten after a
 * day. Its secret key and webhook secret are the installation's own (sandbox-secrets.ts).
 *
 * Rules (docs.tabby.ai, testing credentials):
 * - buyer phone +971500000002: background rejection, not_available;
 * - amount below / above the limits: order_amount_too_low / order_amount_too_high;
 * - on the hosted page the OTP is 8888; otp.rejected@tabby.ai is then REJECTED, anyone else
 *   (otp.success@tabby.ai with +971500000001 among them) AUTHORIZED;
 * - "Cancel" expires the payment, as Tabby does.
 * - a payment can be captured, closed without a capture (void) and refunded once captured.
 * The customer returns to the merchant URL with ?payment_id=; the webhook (status change to
 * authorized, rejected, closed) carries the header the merchant registered.
 *
 * This file holds the routes; beside it: the requests, test rules and answers
 * (tabby-sandbox-protocol.ts), the payments it keeps (tabby-sandbox-payments.ts) and the hosted
 * checkout's pages (tabby-sandbox-pages.ts).
 */
import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import type { SandboxRecords } from './sandbox-records.ts'
import type { TabbySandboxCredentials } from './sandbox-secrets.ts'
import { checkoutPage, finishedPage, messagePage, page } from './tabby-sandbox-pages.ts'
import { paymentRecords, type SandboxPayment } from './tabby-sandbox-payments.ts'
import {
	backgroundRejection,
	captureRequest,
	checkoutRequest,
	OTP,
	paymentJson,
	REJECTED_AFTER_OTP_EMAIL,
	rejectedSession,
	returnUrl,
	tabbyError,
	webhookJson,
} from './tabby-sandbox-protocol.ts'

export type TabbySandboxOptions = {
	/** Origin the browser reaches the site on; the hosted page is `${publicOrigin}/_sandbox/tabby/checkout/…`. */
	publicOrigin: string
	/** The installation's sandbox credentials (sandbox-secrets.ts). */
	credentials: TabbySandboxCredentials
	records: SandboxRecords
	webhook?: { url: string; fetch?: typeof fetch }
	limits?: { minFils: number; maxFils: number }
	now?: () => Date
}

const SANDBOX_PATH = '/_sandbox/tabby'
const DEFAULT_LIMITS = { minFils: 100_00, maxFils: 5_000_00 }
// Tabby expires an unfinished payment 30–40 minutes after it was created.
const PAYMENT_LIFETIME_MS = 30 * 60_000
const WEBHOOK_TIMEOUT_MS = 10_000

export function createTabbySandbox({ publicOrigin, credentials, records, webhook, limits = DEFAULT_LIMITS, now = () => new Date() }: TabbySandboxOptions) {
	const payments = paymentRecords(records, now)
	const hostedPageBase = `${publicOrigin.replace(/\/+$/, '')}${SANDBOX_PATH}/checkout/`

	async function notify(payment: SandboxPayment) {
		if (!webhook) return
		try {
			const response = await (webhook.fetch ?? fetch)(webhook.url, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', [credentials.webhookHeaderName]: credentials.webhookSecret },
				body: JSON.stringify(webhookJson(payment)),
				signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
			})
			await response.body?.cancel()
		} catch {
			// Delivery is best effort, as with Tabby: the merchant's status check is what must not miss a payment.
		}
	}

	const api = new Hono()

	api.use(async (c, next) => {
		if (c.req.header('Authorization') !== `Bearer ${credentials.secretKey}`) {
			return tabbyError(c, 401, 'not_authorized', 'The secret key is missing or wrong')
		}
		return next()
	})

	api.post('/checkout', async (c) => {
		const parsed = checkoutRequest.safeParse(await c.req.json().catch(() => undefined))
		if (!parsed.success) return tabbyError(c, 400, 'bad_data', z.prettifyError(parsed.error))
		const { payment, merchant_code: merchantCode, merchant_urls: urls } = parsed.data
		if (merchantCode !== credentials.merchantCode) return tabbyError(c, 400, 'bad_data', 'merchant_code is not known')
		const rejection = backgroundRejection(payment.amount, payment.buyer.phone, limits)
		if (rejection) return c.json(rejectedSession(rejection))
		const createdAt = now()
		const created: SandboxPayment = {
			id: randomUUID(),
			sessionId: randomUUID(),
			createdAt: createdAt.toISOString(),
			expiresAt: new Date(createdAt.getTime() + PAYMENT_LIFETIME_MS).toISOString(),
			status: 'CREATED',
			amountFils: payment.amount,
			currency: payment.currency,
			merchantCode,
			buyer: payment.buyer,
			orderReferenceId: payment.order.reference_id,
			urls,
			captures: [],
		}
		await payments.add(created)
		return c.json({
			id: created.sessionId,
			status: 'created',
			payment: paymentJson(created),
			configuration: {
				available_products: { installments: [{ web_url: hostedPageBase + created.id }] },
				products: { installments: { type: 'installments', is_available: true, rejection_reason: null } },
			},
			merchant_urls: urls ?? null,
		})
	})

	api.get('/payments/:id', async (c) => {
		const payment = await payments.get(c.req.param('id'))
		if (!payment) return tabbyError(c, 404, 'not_found', 'Payment not found')
		return c.json(paymentJson(payment))
	})

	api.post('/payments/:id/captures', async (c) => {
		const parsed = captureRequest.safeParse(await c.req.json().catch(() => undefined))
		if (!parsed.success) return tabbyError(c, 400, 'bad_data', z.prettifyError(parsed.error))
		const { amount, reference_id: referenceId } = parsed.data
		let refusal: string | undefined
		// Under the record's lock: of two captures at once, the second sees the first.
		const result = await payments.update(c.req.param('id'), (payment) => {
			const earlier = payment.captures.find((capture) => capture.referenceId === referenceId)
			if (earlier) {
				if (earlier.amountFils !== amount) refusal = 'reference_id was already used for another amount'
				return undefined
			}
			if (payment.status !== 'AUTHORIZED') refusal = `The payment is ${payment.status}, not AUTHORIZED`
			else if (amount !== payment.amountFils) refusal = 'amount must equal the authorized amount'
			if (refusal) return undefined
			const capturedAt = now().toISOString()
			// A capture of the whole amount closes the payment.
			return {
				...payment,
				captures: [...payment.captures, { id: randomUUID(), amountFils: amount, referenceId, createdAt: capturedAt }],
				status: 'CLOSED',
				closedAt: capturedAt,
			}
		})
		if (!result) return tabbyError(c, 404, 'not_found', 'Payment not found')
		if (refusal) return tabbyError(c, 400, 'bad_data', refusal)
		if (result.changed) void notify(result.value)
		return c.json(paymentJson(result.value))
	})

	// Closing an authorised payment without a capture voids it: the customer owes nothing.
	api.post('/payments/:id/close', async (c) => {
		let refusal: string | undefined
		const result = await payments.update(c.req.param('id'), (payment) => {
			if (payment.status === 'CLOSED') return undefined
			if (payment.status !== 'AUTHORIZED') {
				refusal = `The payment is ${payment.status}, not AUTHORIZED`
				return undefined
			}
			return { ...payment, status: 'CLOSED', closedAt: now().toISOString() }
		})
		if (!result) return tabbyError(c, 404, 'not_found', 'Payment not found')
		if (refusal) return tabbyError(c, 400, 'bad_data', refusal)
		if (result.changed) void notify(result.value)
		return c.json(paymentJson(result.value))
	})

	api.post('/payments/:id/refunds', async (c) => {
		const parsed = captureRequest.safeParse(await c.req.json().catch(() => undefined))
		if (!parsed.success) return tabbyError(c, 400, 'bad_data', z.prettifyError(parsed.error))
		const { amount, reference_id: referenceId } = parsed.data
		let refusal: string | undefined
		const result = await payments.update(c.req.param('id'), (payment) => {
			const refunds = payment.refunds ?? []
			if (refunds.some((refund) => refund.referenceId === referenceId)) return undefined
			const captured = payment.captures.reduce((sum, capture) => sum + capture.amountFils, 0)
			const refunded = refunds.reduce((sum, refund) => sum + refund.amountFils, 0)
			if (payment.status !== 'CLOSED' || amount > captured - refunded) refusal = 'Only a captured amount not yet refunded can be refunded'
			if (refusal) return undefined
			return { ...payment, refunds: [...refunds, { id: randomUUID(), amountFils: amount, referenceId, createdAt: now().toISOString() }] }
		})
		if (!result) return tabbyError(c, 404, 'not_found', 'Payment not found')
		if (refusal) return tabbyError(c, 400, 'bad_data', refusal)
		return c.json(paymentJson(result.value))
	})

	const app = new Hono()
	app.route('/api/v2', api)

	app.get('/checkout/:id', async (c) => {
		const payment = await payments.get(c.req.param('id'))
		if (!payment) return page(c, 404, messagePage('Checkout not found', 'This checkout does not exist or has been forgotten.'))
		if (!payment.urls) return page(c, 409, messagePage('Nothing to pay', 'This session was an eligibility check; it has no store to return to.'))
		if (payment.status !== 'CREATED') return page(c, 409, finishedPage(payment, payment.urls))
		return page(c, 200, checkoutPage(payment))
	})

	app.post('/checkout/:id', async (c) => {
		const form = await c.req.parseBody()
		const wrongOtp = form.action !== 'cancel' && (typeof form.otp !== 'string' || form.otp.trim() !== OTP)
		// A second submit (back button, double click), here or on another instance, returns to where the first one went.
		const result = await payments.update(c.req.param('id'), (payment) => {
			if (!payment.urls || payment.status !== 'CREATED' || wrongOtp) return undefined
			if (form.action === 'cancel') return { ...payment, status: 'EXPIRED' }
			return { ...payment, status: payment.buyer.email.toLowerCase() === REJECTED_AFTER_OTP_EMAIL ? 'REJECTED' : 'AUTHORIZED' }
		})
		if (!result) return page(c, 404, messagePage('Checkout not found', 'This checkout does not exist or has been forgotten.'))
		const payment = result.value
		if (!payment.urls) return page(c, 409, messagePage('Nothing to pay', 'This session was an eligibility check; it has no store to return to.'))
		if (payment.status === 'CREATED') return page(c, 422, checkoutPage(payment, { wrongOtp: true }))
		if (result.changed && payment.status !== 'EXPIRED') void notify(payment)
		return c.redirect(returnUrl(payment, payment.urls), 303)
	})

	return app
}
