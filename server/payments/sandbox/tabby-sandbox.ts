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
 */
import { randomUUID } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { tabbyPlan } from '../../../domain/tabby-instalments.ts'
import { filsToTabbyAmount, tabbyAmountToFils } from '../tabby/amount.ts'
import type { TabbyPaymentStatus, TabbyRejectionReason } from '../tabby/gateway.ts'
import { escapeHtml, hiddenFields, type SandboxPage, sandboxPage } from './sandbox-page.ts'
import type { SandboxRecords } from './sandbox-records.ts'
import type { TabbySandboxCredentials } from './sandbox-secrets.ts'

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
const OTP = '8888'
const BACKGROUND_REJECTED_PHONE = '500000002'
const REJECTED_AFTER_OTP_EMAIL = 'otp.rejected@tabby.ai'
// Tabby expires an unfinished payment 30–40 minutes after it was created.
const PAYMENT_LIFETIME_MS = 30 * 60_000
const KEPT_FOR_MS = 24 * 60 * 60_000
const WEBHOOK_TIMEOUT_MS = 10_000

/** As kept in the records: times are ISO strings. */
type SandboxPayment = {
	id: string
	sessionId: string
	createdAt: string
	expiresAt: string
	closedAt?: string
	status: TabbyPaymentStatus
	amountFils: number
	currency: 'AED'
	merchantCode: string
	buyer: { name?: string; email: string; phone: string }
	orderReferenceId: string
	/** Absent for a pre-scoring check, which nobody pays. */
	urls?: { success: string; cancel: string; failure: string }
	captures: { id: string; amountFils: number; referenceId: string; createdAt: string }[]
	/** Absent on records made before refunds were simulated. */
	refunds?: { id: string; amountFils: number; referenceId: string; createdAt: string }[]
}

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

/** The payments by id, each kept for a day; an unfinished one reads as EXPIRED once its time is up, as at Tabby. */
function paymentRecords(records: SandboxRecords, now: () => Date) {
	const key = (id: string) => `tabby:payment:${id}`
	const keptUntil = (payment: SandboxPayment) => new Date(Date.parse(payment.createdAt) + KEPT_FOR_MS)
	const withExpiry = (payment: SandboxPayment): SandboxPayment =>
		payment.status === 'CREATED' && now().getTime() >= Date.parse(payment.expiresAt) ? { ...payment, status: 'EXPIRED' } : payment
	return {
		add: (payment: SandboxPayment) => records.put(key(payment.id), payment, keptUntil(payment)),
		async get(id: string) {
			const payment = await records.get<SandboxPayment>(key(id))
			return payment && withExpiry(payment)
		},
		/** `edit` sees the payment as it reads now and returns it changed, or undefined to leave it. */
		update: (id: string, edit: (payment: SandboxPayment) => SandboxPayment | undefined) =>
			records
				.update<SandboxPayment>(key(id), (stored) => {
					const changed = edit(withExpiry(stored))
					return changed && { value: changed, expiresAt: keptUntil(changed) }
				})
				.then((result) => result && { ...result, value: withExpiry(result.value) }),
	}
}

const amount = z
	.string()
	.transform(tabbyAmountToFils)
	.pipe(z.number({ error: 'must be a decimal AED amount such as "123.45"' }))
const httpUrl = z.url({ protocol: /^https?$/ })
const checkoutRequest = z.object({
	payment: z.object({
		amount: amount.pipe(z.number().positive()),
		currency: z.literal('AED', { error: 'the sandbox takes AED only' }),
		buyer: z.object({
			name: z.string().min(1).optional(),
			email: z.email(),
			// Tabby takes 500000001, 0500000001 and +971500000001.
			phone: z.string().regex(/^\+?\d{9,15}$/, 'must be a phone number such as +971500000001'),
		}),
		shipping_address: z.object({ city: z.string().min(1), address: z.string().min(1), zip: z.string().min(1) }).optional(),
		order: z.object({
			reference_id: z.string().min(1),
			items: z
				.array(
					z.object({
						title: z.string().min(1),
						quantity: z.int().min(1),
						unit_price: amount,
						reference_id: z.string().optional(),
						category: z.string().optional(),
					}),
				)
				.optional(),
		}),
		buyer_history: z.object({ registered_since: z.iso.datetime(), loyalty_level: z.int().min(0) }).optional(),
		order_history: z
			.array(
				z.object({
					purchased_at: z.iso.datetime(),
					amount,
					status: z.enum(['new', 'processing', 'complete', 'refunded', 'canceled', 'unknown']),
				}),
			)
			.optional(),
	}),
	lang: z.enum(['en', 'ar']).optional(),
	merchant_code: z.string().min(1),
	// Optional: a pre-scoring check sends none.
	merchant_urls: z.object({ success: httpUrl, cancel: httpUrl, failure: httpUrl }).optional(),
})

const captureRequest = z.object({ amount: amount.pipe(z.number().positive()), reference_id: z.string().min(1) })

function backgroundRejection(amountFils: number, phone: string, limits: { minFils: number; maxFils: number }): TabbyRejectionReason | null {
	if (nationalNumber(phone) === BACKGROUND_REJECTED_PHONE) return 'not_available'
	if (amountFils < limits.minFils) return 'order_amount_too_low'
	if (amountFils > limits.maxFils) return 'order_amount_too_high'
	return null
}

/** +971500000002, 971500000002 and 0500000002 are all 500000002. */
function nationalNumber(phone: string) {
	return phone.replace(/^\+?971|^0/, '')
}

function rejectedSession(reason: TabbyRejectionReason) {
	return {
		id: randomUUID(),
		status: 'rejected',
		configuration: {
			available_products: {},
			products: { installments: { type: 'installments', is_available: false, rejection_reason: reason } },
		},
	}
}

function paymentJson(payment: SandboxPayment) {
	return {
		id: payment.id,
		created_at: payment.createdAt,
		expires_at: payment.expiresAt,
		closed_at: payment.closedAt ?? null,
		status: payment.status,
		is_test: true,
		amount: filsToTabbyAmount(payment.amountFils),
		currency: payment.currency,
		buyer: payment.buyer,
		order: { reference_id: payment.orderReferenceId },
		captures: payment.captures.map((capture) => ({
			id: capture.id,
			amount: filsToTabbyAmount(capture.amountFils),
			reference_id: capture.referenceId,
			created_at: capture.createdAt,
		})),
		refunds: (payment.refunds ?? []).map((refund) => ({
			id: refund.id,
			amount: filsToTabbyAmount(refund.amountFils),
			reference_id: refund.referenceId,
			created_at: refund.createdAt,
		})),
	}
}

/** The webhook body: the payment, with the status in lower case as Tabby sends it. */
function webhookJson(payment: SandboxPayment) {
	const { buyer: _buyer, ...fields } = paymentJson(payment)
	return { ...fields, status: payment.status.toLowerCase() }
}

function returnUrl(payment: SandboxPayment, urls: NonNullable<SandboxPayment['urls']>) {
	const target = payment.status === 'REJECTED' ? urls.failure : payment.status === 'EXPIRED' ? urls.cancel : urls.success
	const url = new URL(target)
	url.searchParams.set('payment_id', payment.id)
	return url.href
}

function tabbyError(c: Context, status: 400 | 401 | 404, errorType: string, error: string) {
	return c.json({ status: 'error', errorType, error }, status)
}

function page(c: Context, status: 200 | 404 | 409 | 422, { html, headers }: SandboxPage) {
	return c.body(html, status, headers)
}

const aed = new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED' })

function formatAed(fils: number) {
	return aed.format(fils / 100)
}

const INSTALMENT_DUE = ['Today', 'In 1 month', 'In 2 months', 'In 3 months']

function checkoutPage(payment: SandboxPayment, { wrongOtp = false } = {}) {
	const plan = tabbyPlan(payment.amountFils)
	const parts = plan.instalments
	const schedule = parts.map((fils, index) => `<li>${INSTALMENT_DUE[index]}: ${escapeHtml(formatAed(fils))}</li>`).join('')
	const otpError = wrongOtp ? '<p class="error" id="otp-error" role="alert">That code is not right. Check it and try again.</p>' : ''
	return sandboxPage({
		title: 'Pay in 4 with Tabby',
		body: `<h1>Pay in 4 with Tabby</h1>
<dl><dt>Merchant</dt><dd>${escapeHtml(payment.merchantCode)}</dd><dt>Order</dt><dd>${escapeHtml(payment.orderReferenceId)}</dd><dt>Total</dt><dd>${escapeHtml(formatAed(payment.amountFils))}</dd><dt>Customer</dt><dd>${escapeHtml(payment.buyer.email)}</dd></dl>
<h2>4 interest-free payments</h2><ol>${schedule}</ol>
<form method="post">
<label for="otp">Code sent to your phone</label>
<input type="text" id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required aria-describedby="${wrongOtp ? 'otp-error otp-hint' : 'otp-hint'}"${wrongOtp ? ' aria-invalid="true"' : ''}>
${otpError}<p class="hint" id="otp-hint">Test code: ${OTP}. The e-mail ${REJECTED_AFTER_OTP_EMAIL} is rejected after the code; any other is approved.</p>
<button type="submit">Pay ${escapeHtml(formatAed(plan.firstFils))} today</button>
</form>
<form method="post">${hiddenFields({ action: 'cancel' })}<button type="submit" class="secondary">Cancel and return to the store</button></form>`,
	})
}

function finishedPage(payment: SandboxPayment, urls: NonNullable<SandboxPayment['urls']>) {
	return sandboxPage({
		title: 'Checkout finished',
		body: `<h1>Checkout finished</h1><p>This payment is ${escapeHtml(payment.status)}.</p><p><a href="${escapeHtml(returnUrl(payment, urls))}">Return to the store</a></p>`,
	})
}

function messagePage(title: string, message: string) {
	return sandboxPage({ title, body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` })
}
