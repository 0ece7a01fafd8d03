/**
 * Tabby (buy now, pay later) through its API v2: checkout sessions, the background pre-scoring
 * check, payment status, capture, and the webhook Tabby posts when a payment changes.
 * Fils inside, AED decimal strings on the wire. No call throws: when Tabby cannot answer, the
 * checkout hides Tabby and the customer pays another way.
 * Reference: docs.tabby.ai (pay-in-4 custom integration: checkout flow, payment processing, webhooks).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { filsToTabbyAmount, tabbyAmountToFils } from './amount.ts'

export type TabbySettings = {
	/** https://api.tabby.ai, or the sandbox's base URL (a path prefix is kept). */
	apiUrl: string
	secretKey: string
	merchantCode: string
	fetch?: typeof fetch
	timeoutMs?: number
}

export type TabbyRejectionReason = 'not_available' | 'order_amount_too_high' | 'order_amount_too_low'

export type TabbySessionInput = {
	amountFils: number
	currency: 'AED'
	lang: 'en' | 'ar'
	buyer: { email: string; /** E.164, +9715… */ phone: string; name: string }
	orderReferenceId: string
	items: { title: string; quantity: number; unitPriceFils: number; referenceId: string; category: string }[]
	shippingAddress: { city: string; address: string; zip?: string }
	buyerHistory?: { registeredSince: Date; loyaltyLevel: number }
	orderHistory?: { purchasedAt: Date; amountFils: number; status: 'new' | 'complete' | 'refunded' | 'canceled' }[]
	urls: { success: string; cancel: string; failure: string }
}

export type TabbyPrescoreInput = Omit<TabbySessionInput, 'urls' | 'items'> & { items?: TabbySessionInput['items'] }

export type TabbySessionResult =
	| { status: 'created'; sessionId: string; paymentId: string; webUrl: string }
	| { status: 'rejected'; reason: TabbyRejectionReason }
	| { status: 'unreachable'; error: string }

export type TabbyPrescoreResult = { eligible: true } | { eligible: false; reason: TabbyRejectionReason } | { eligible: null }

export const TABBY_PAYMENT_STATUSES = ['CREATED', 'AUTHORIZED', 'CLOSED', 'REJECTED', 'EXPIRED'] as const
export type TabbyPaymentStatus = (typeof TABBY_PAYMENT_STATUSES)[number]

export type TabbyPayment = {
	id: string
	status: TabbyPaymentStatus
	amountFils: number
	currency: string
	orderReferenceId: string
	/** The whole amount has been captured (Tabby settles only captured payments). */
	captured: boolean
	/** The whole amount has been refunded. */
	refunded: boolean
	/** The `reference_id` of each refund made (ours: the refund's id), so a refund whose answer was lost is recognised. */
	refundReferenceIds?: string[]
}

export type TabbyWebhook = { paymentId: string; status: TabbyPaymentStatus; amountFils: number; orderReferenceId: string }

const REJECTION_REASONS: readonly TabbyRejectionReason[] = ['not_available', 'order_amount_too_high', 'order_amount_too_low']

// Tabby requires a postal code; the UAE has none, and this is the placeholder UAE forms use.
const NO_POSTAL_CODE = '00000'

/** What came back from Tabby, or why nothing usable did (network, timeout, 5xx, 429). */
type TabbyAnswer = { ok: true; httpStatus: number; body: unknown } | { ok: false; error: string }

export function createTabbyGateway({ apiUrl, secretKey, merchantCode, fetch: fetchTabby = fetch, timeoutMs = 15_000 }: TabbySettings) {
	const baseUrl = apiUrl.replace(/\/+$/, '')

	async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<TabbyAnswer> {
		try {
			const response = await fetchTabby(`${baseUrl}${path}`, {
				method,
				headers: {
					Authorization: `Bearer ${secretKey}`,
					Accept: 'application/json',
					...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
				},
				body: body === undefined ? undefined : JSON.stringify(body),
				// An API answer never redirects; following one could carry the key elsewhere.
				redirect: 'error',
				signal: AbortSignal.timeout(timeoutMs),
			})
			if (response.status >= 500 || response.status === 429) {
				await response.body?.cancel()
				return { ok: false, error: `Tabby answered HTTP ${response.status}` }
			}
			const text = await response.text()
			return { ok: true, httpStatus: response.status, body: parseJson(text) }
		} catch (error) {
			return { ok: false, error: describeFailure(error, timeoutMs) }
		}
	}

	async function checkout(input: TabbyPrescoreInput, urls?: TabbySessionInput['urls']) {
		return readCheckout(await call('POST', '/api/v2/checkout', checkoutBody(input, merchantCode, urls)))
	}

	return {
		async createSession(input: TabbySessionInput): Promise<TabbySessionResult> {
			const result = await checkout(input, input.urls)
			if (result.status !== 'eligible') return result
			const { sessionId, paymentId, webUrl } = result
			if (!sessionId || !paymentId || !webUrl) return { status: 'unreachable', error: 'Tabby created a session without an id, payment id or web_url' }
			return { status: 'created', sessionId, paymentId, webUrl }
		},

		/**
		 * The background eligibility check: the same endpoint as a session, called once the amount,
		 * e-mail and phone are known, to hide Tabby or show its rejection message before the customer
		 * chooses it. The session it creates is simply never used.
		 */
		async prescore(input: TabbyPrescoreInput): Promise<TabbyPrescoreResult> {
			const result = await checkout(input)
			if (result.status === 'eligible') return { eligible: true }
			if (result.status === 'rejected') return { eligible: false, reason: result.reason }
			return { eligible: null }
		},

		async getPayment(id: string): Promise<TabbyPayment | 'not_found' | 'unreachable'> {
			const answer = await call('GET', `/api/v2/payments/${encodeURIComponent(id)}`)
			if (!answer.ok) return 'unreachable'
			if (answer.httpStatus === 404) return 'not_found'
			if (answer.httpStatus !== 200) return 'unreachable'
			return readPayment(answer.body) ?? 'unreachable'
		},

		/** Captures the whole authorized amount; Tabby treats a repeated reference id as the same capture. */
		async capture(id: string, amountFils: number, referenceId: string): Promise<TabbyPayment | 'unreachable' | 'refused'> {
			const body = { amount: filsToTabbyAmount(amountFils), reference_id: referenceId }
			const answer = await call('POST', `/api/v2/payments/${encodeURIComponent(id)}/captures`, body)
			if (!answer.ok) return 'unreachable'
			if (answer.httpStatus >= 400) return 'refused'
			return readPayment(answer.body) ?? 'unreachable'
		},

		/**
		 * Closes a payment: without a capture this voids the authorisation and the customer owes
		 * nothing (Tabby `POST /payments/{id}/close`). Closing a closed payment is no error to us.
		 */
		async close(id: string): Promise<TabbyPayment | 'unreachable' | 'refused'> {
			const answer = await call('POST', `/api/v2/payments/${encodeURIComponent(id)}/close`)
			if (!answer.ok) return 'unreachable'
			if (answer.httpStatus >= 400) return 'refused'
			return readPayment(answer.body) ?? 'unreachable'
		},

		/** Refunds a captured payment, in full or in part; a repeated reference id is the same refund. */
		async refund(id: string, amountFils: number, referenceId: string): Promise<TabbyPayment | 'unreachable' | 'refused'> {
			const body = { amount: filsToTabbyAmount(amountFils), reference_id: referenceId }
			const answer = await call('POST', `/api/v2/payments/${encodeURIComponent(id)}/refunds`, body)
			if (!answer.ok) return 'unreachable'
			if (answer.httpStatus >= 400) return 'refused'
			return readPayment(answer.body) ?? 'unreachable'
		},
	}
}

export type TabbyGateway = ReturnType<typeof createTabbyGateway>

function checkoutBody(input: TabbyPrescoreInput, merchantCode: string, urls?: TabbySessionInput['urls']) {
	return {
		payment: {
			amount: filsToTabbyAmount(input.amountFils),
			currency: input.currency,
			buyer: { name: input.buyer.name, email: input.buyer.email, phone: input.buyer.phone },
			shipping_address: {
				city: input.shippingAddress.city,
				address: input.shippingAddress.address,
				zip: input.shippingAddress.zip ?? NO_POSTAL_CODE,
			},
			order: {
				reference_id: input.orderReferenceId,
				items: (input.items ?? []).map((item) => ({
					title: item.title,
					quantity: item.quantity,
					unit_price: filsToTabbyAmount(item.unitPriceFils),
					reference_id: item.referenceId,
					category: item.category,
				})),
			},
			buyer_history: input.buyerHistory && {
				registered_since: input.buyerHistory.registeredSince.toISOString(),
				loyalty_level: input.buyerHistory.loyaltyLevel,
			},
			order_history: input.orderHistory?.map((order) => ({
				purchased_at: order.purchasedAt.toISOString(),
				amount: filsToTabbyAmount(order.amountFils),
				status: order.status,
			})),
		},
		lang: input.lang,
		merchant_code: merchantCode,
		merchant_urls: urls,
	}
}

// Only the fields we act on; anything else Tabby adds is ignored, and a part of an unexpected shape counts as absent.
const checkoutAnswer = z.object({
	id: z.string().optional().catch(undefined),
	status: z.string(),
	payment: z.object({ id: z.string() }).optional().catch(undefined),
	configuration: z
		.object({
			available_products: z
				.object({
					installments: z.array(z.object({ web_url: z.string().optional(), rejection_reason: z.string().nullish() })).optional(),
				})
				.optional()
				.catch(undefined),
			products: z
				.object({ installments: z.object({ is_available: z.boolean().optional(), rejection_reason: z.string().nullish() }).optional() })
				.optional()
				.catch(undefined),
		})
		.optional()
		.catch(undefined),
})

type CheckoutOutcome =
	| { status: 'eligible'; sessionId?: string; paymentId?: string; webUrl?: string }
	| { status: 'rejected'; reason: TabbyRejectionReason }
	| { status: 'unreachable'; error: string }

function readCheckout(answer: TabbyAnswer): CheckoutOutcome {
	if (!answer.ok) return { status: 'unreachable', error: answer.error }
	// A rejection is an HTTP 200; any other status is a request Tabby could not take (bad key, bad data).
	if (answer.httpStatus !== 200) return { status: 'unreachable', error: `Tabby refused the checkout: HTTP ${answer.httpStatus}${errorText(answer.body)}` }
	const parsed = checkoutAnswer.safeParse(answer.body)
	if (!parsed.success) return { status: 'unreachable', error: 'Tabby answered the checkout with an unexpected body' }
	const { id, status, payment, configuration } = parsed.data
	const product = configuration?.products?.installments
	const offer = configuration?.available_products?.installments?.[0]
	if (status === 'created' && product?.is_available !== false) {
		return { status: 'eligible', sessionId: id, paymentId: payment?.id, webUrl: offer?.web_url }
	}
	if (status === 'created' || status === 'rejected') {
		// The reference puts the reason under products; the pre-scoring guide under available_products.
		return { status: 'rejected', reason: rejectionReason(product?.rejection_reason ?? offer?.rejection_reason) }
	}
	return { status: 'unreachable', error: `Tabby answered the checkout with status ${JSON.stringify(status)}` }
}

function rejectionReason(reason: string | null | undefined): TabbyRejectionReason {
	// An unknown or missing reason is Tabby's general rejection.
	return REJECTION_REASONS.find((known) => known === reason) ?? 'not_available'
}

const paymentAnswer = z.object({
	id: z.string().min(1),
	status: z.enum(TABBY_PAYMENT_STATUSES),
	amount: z.string(),
	currency: z.string(),
	order: z.object({ reference_id: z.string() }),
	captures: z.array(z.object({ amount: z.string() })).default([]),
	refunds: z.array(z.object({ amount: z.string(), reference_id: z.string().nullish() })).default([]),
})

function readPayment(body: unknown): TabbyPayment | null {
	const parsed = paymentAnswer.safeParse(body)
	if (!parsed.success) return null
	const amountFils = tabbyAmountToFils(parsed.data.amount)
	const capturedFils = parsed.data.captures.map((capture) => tabbyAmountToFils(capture.amount))
	if (amountFils === null || capturedFils.includes(null)) return null
	const totalCaptured = capturedFils.reduce<number>((sum, fils) => sum + (fils ?? 0), 0)
	const refundedFils = parsed.data.refunds.map((refund) => tabbyAmountToFils(refund.amount) ?? 0)
	const totalRefunded = refundedFils.reduce((sum, fils) => sum + fils, 0)
	return {
		id: parsed.data.id,
		status: parsed.data.status,
		amountFils,
		currency: parsed.data.currency,
		orderReferenceId: parsed.data.order.reference_id,
		captured: capturedFils.length > 0 && totalCaptured >= amountFils,
		refunded: refundedFils.length > 0 && totalRefunded >= amountFils,
		refundReferenceIds: parsed.data.refunds.flatMap((refund) => (refund.reference_id ? [refund.reference_id] : [])),
	}
}

// Webhooks carry the statuses in lower case (the payments API in upper case).
const WEBHOOK_STATUSES = ['authorized', 'closed', 'rejected', 'expired'] as const
const WEBHOOK_STATUS: Record<(typeof WEBHOOK_STATUSES)[number], TabbyPaymentStatus> = {
	authorized: 'AUTHORIZED',
	closed: 'CLOSED',
	rejected: 'REJECTED',
	expired: 'EXPIRED',
}

const webhookBody = z.object({
	id: z.string().min(1),
	status: z.enum(WEBHOOK_STATUSES),
	amount: z.string(),
	order: z.object({ reference_id: z.string() }),
})

/**
 * A webhook Tabby posted to us, authenticated by the header we registered with it.
 * null when the header does not match or the body is not a Tabby payment.
 */
export function readTabbyWebhook(headers: Headers, body: unknown, expected: { headerName: string; secret: string }): TabbyWebhook | null {
	if (!sameSecret(headers.get(expected.headerName), expected.secret)) return null
	const parsed = webhookBody.safeParse(body)
	if (!parsed.success) return null
	const amountFils = tabbyAmountToFils(parsed.data.amount)
	if (amountFils === null) return null
	return {
		paymentId: parsed.data.id,
		status: WEBHOOK_STATUS[parsed.data.status],
		amountFils,
		orderReferenceId: parsed.data.order.reference_id,
	}
}

function sameSecret(received: string | null, secret: string) {
	// An unset secret must not let an empty header through.
	if (received === null || secret === '') return false
	// Equal-length digests keep the comparison constant-time whatever the length of the guess.
	return timingSafeEqual(sha256(received), sha256(secret))
}

function sha256(value: string) {
	return createHash('sha256').update(value).digest()
}

function parseJson(text: string): unknown {
	try {
		return JSON.parse(text)
	} catch {
		return undefined
	}
}

/** Tabby's own explanation of a refused request ({ error: "…" }), for the log. */
function errorText(body: unknown) {
	const parsed = z.object({ error: z.string() }).safeParse(body)
	return parsed.success ? `: ${parsed.data.error.slice(0, 200)}` : ''
}

function describeFailure(error: unknown, timeoutMs: number) {
	if (error instanceof DOMException && error.name === 'TimeoutError') return `Tabby did not answer within ${timeoutMs} ms`
	if (!(error instanceof Error)) return 'Tabby could not be reached'
	// fetch reports "fetch failed" and puts the reason (ECONNREFUSED, a TLS error…) in cause.
	const cause = error.cause instanceof Error ? ` (${error.cause.message})` : ''
	return `Tabby could not be reached: ${error.message}${cause}`
}
