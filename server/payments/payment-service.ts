/**
 * Paying an order: starts an attempt with the chosen method, and applies what the gateways
 * answer (the browser coming back, a server-to-server notification or webhook, or our own
 * status check) to the payment and its order. Rules it keeps (DESIGN §4):
 * - an order is paid only on a verified answer (signature or header checked, or read back from
 *   the gateway's API), never because the browser came back;
 * - the amount the gateway confirms must be the order's, or the order is not marked paid;
 * - an answer that arrives twice (a replayed return, a repeated webhook) changes nothing the
 *   second time: each is stored once under its key and acted on once;
 * - at most one attempt of an order can be paid (a unique index), so a second capture is
 *   noticed and flagged for a refund instead of being recorded.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { PaymentFailure } from '../../content/checkout-messages.ts'
import { feasibleStartDate } from '../../domain/delivery-schedule.ts'
import { canStartPayment, orderNumber, type OrderStatus } from '../../domain/order.ts'
import { isDaysPerWeek } from '../../domain/plan-pricing.ts'
import type { Database } from '../db/client.ts'
import { invoiceNumbers, orders, paymentEvents, payments, savedCards } from '../db/schema.ts'
import type { Logger } from '../logger.ts'
import type { OrderRow } from '../orders/order-service.ts'
import type { ApplePayPaymentToken, ApsGateway, ApsLanguage, ApsResult } from './aps/gateway.ts'
import type { TabbyGateway, TabbyPayment, TabbyRejectionReason } from './tabby/gateway.ts'

export type PaymentMethod = 'card' | 'tabby' | 'apple_pay'
export type PaymentRow = typeof payments.$inferSelect

type EventSource = 'return' | 'notification' | 'purchase' | 'check_status' | 'webhook' | 'session'

/** Where the customer goes next, as the checkout's pages and routes understand it. */
export type PaymentNext =
	| { kind: 'paid'; order: OrderRow }
	| { kind: 'redirect'; url: string; payment: PaymentRow }
	| { kind: 'failed'; order: OrderRow; reason: PaymentFailure; tabbyReason?: TabbyRejectionReason }
	/** No final answer yet: the thank-you page waits and the reconciliation job keeps asking. */
	| { kind: 'processing'; order: OrderRow }
	| { kind: 'not-payable'; order: OrderRow }
	| { kind: 'unknown' }

export type PaymentServiceDeps = {
	db: Database
	logger: Logger
	aps: ApsGateway | null
	tabby: TabbyGateway | null
	publicOrigin: string
	now?: () => Date
	/** Told once per order, after the order is recorded as paid (the confirmation e-mail). */
	onPaid?: (orderId: number) => Promise<void>
}

/** Return URLs the gateways send the customer (and APS its answers) back to. */
export const PAYMENT_ROUTES = {
	apsReturn: '/payments/aps/return',
	apsNotification: '/payments/aps/notification',
	tabbyReturn: '/payments/tabby/return',
	tabbyWebhook: '/payments/tabby/webhook',
} as const

/** How long an attempt may wait for its final answer before the job gives it up. */
const ATTEMPT_LIFETIME_MS = 60 * 60 * 1000
/** Attempts younger than this are left to the customer's own return. */
const RECONCILE_AFTER_MS = 2 * 60 * 1000

export const apsLanguage = (locale: string): ApsLanguage => (locale === 'ar-ae' ? 'ar' : 'en')

/**
 * `KC000042-3F9A1C`: the order's number and a random suffix, one per attempt. The gateway
 * refuses a reference it has seen, and the order is found again from the prefix.
 */
export function newMerchantReference(orderId: number) {
	return `${orderNumber(orderId).replace('-', '')}-${randomBytes(3).toString('hex').toUpperCase()}`
}

export function createPaymentService({ db, logger, aps, tabby, publicOrigin, now = () => new Date(), onPaid }: PaymentServiceDeps) {
	const returnUrl = (path: string) => `${publicOrigin}${path}`

	async function orderById(id: number) {
		const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1)
		return row ?? null
	}

	async function paymentByReference(reference: string) {
		const [row] = await db.select().from(payments).where(eq(payments.merchantReference, reference)).limit(1)
		return row ?? null
	}

	/** Stores an answer once; false when the same answer was stored before (a replay). */
	async function recordEvent(payment: PaymentRow, source: EventSource, dedupeKey: string, outcome: string, payload: Record<string, unknown>) {
		const inserted = await db
			.insert(paymentEvents)
			.values({ paymentId: payment.id, source, dedupeKey: dedupeKey.slice(0, 300), outcome, payload: withoutCardData(payload) })
			.onConflictDoNothing()
			.returning({ id: paymentEvents.id })
		return inserted.length > 0
	}

	async function openAttempt(order: OrderRow, method: PaymentMethod, merchantReference: string, extra: Partial<PaymentRow> = {}) {
		const [created] = await db
			.insert(payments)
			.values({
				orderId: order.id,
				method,
				gateway: method === 'tabby' ? 'tabby' : 'aps',
				amountFils: order.totalFils,
				merchantReference,
				...extra,
			})
			.onConflictDoNothing({ target: payments.merchantReference })
			.returning()
		await setOrderStatus(order.id, ['draft', 'failed'], 'pending_payment')
		return created ?? (await paymentByReference(merchantReference))
	}

	async function setOrderStatus(orderId: number, from: OrderStatus[], to: OrderStatus) {
		await db
			.update(orders)
			.set({ status: to, updatedAt: now() })
			.where(and(eq(orders.id, orderId), inArray(orders.status, from)))
	}

	/** Marks the attempt and its order paid, once. False when another attempt of the order is already paid. */
	async function markPaid(payment: PaymentRow, details: { gatewayReference?: string; cardMasked?: string; cardBrand?: string }) {
		try {
			const becamePaid = await db.transaction(async (tx) => {
				const [updated] = await tx
					.update(payments)
					.set({
						status: 'paid',
						gatewayReference: details.gatewayReference ?? payment.gatewayReference,
						cardMasked: details.cardMasked ?? payment.cardMasked,
						cardBrand: details.cardBrand ?? payment.cardBrand,
						failureReason: null,
						completedAt: now(),
						updatedAt: now(),
					})
					.where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'requires_action', 'failed'])))
					.returning({ id: payments.id })
				if (!updated) return false
				const [order] = await tx.select({ startDate: orders.startDate, daysPerWeek: orders.daysPerWeek }).from(orders).where(eq(orders.id, payment.orderId))
				// Paid days after it was made (a payment link): the kitchen starts on the first day it still can.
				const startDate = order && isDaysPerWeek(order.daysPerWeek) ? feasibleStartDate(order.startDate, now(), order.daysPerWeek) : order?.startDate
				const [paidOrder] = await tx
					.update(orders)
					.set({ status: 'paid', paidAt: now(), startDate, invoiceNumber: sql`nextval(${sql.raw(`'${invoiceNumbers.seqName}'`)})`, updatedAt: now() })
					.where(and(eq(orders.id, payment.orderId), sql`${orders.status} <> 'paid'`))
					.returning({ id: orders.id })
				return Boolean(paidOrder)
			})
			if (becamePaid && onPaid) {
				// The payment is recorded whatever happens to the e-mail; the outbox retries sending.
				await onPaid(payment.orderId).catch((error: unknown) => logger.error({ err: error, orderId: payment.orderId }, 'After-payment step failed'))
			}
			return true
		} catch (error) {
			if (!isUniqueViolation(error)) throw error
			// The customer was charged twice (say, two tabs). Keep the first; this one needs a refund.
			logger.error({ paymentId: payment.id, orderId: payment.orderId }, 'Second successful payment for a paid order: refund it')
			await markFailed(payment, 'declined', 'DUPLICATE_CAPTURE')
			return false
		}
	}

	async function markFailed(payment: PaymentRow, reason: PaymentFailure, gatewayCode?: string, status: 'failed' | 'cancelled' = 'failed') {
		const [updated] = await db
			.update(payments)
			.set({ status, failureReason: reason, gatewayCode: gatewayCode ?? null, completedAt: now(), updatedAt: now() })
			.where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'requires_action'])))
			.returning({ id: payments.id })
		if (updated) await setOrderStatus(payment.orderId, ['pending_payment', 'draft'], 'failed')
	}

	async function markAction(payment: PaymentRow, gatewayReference?: string) {
		await db
			.update(payments)
			.set({ status: 'requires_action', gatewayReference: gatewayReference ?? payment.gatewayReference, updatedAt: now() })
			.where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
	}

	/**
	 * A signed-in customer who ticked "save this card" gets it kept once the payment succeeded:
	 * the gateway's permanent token and the masked number, never the card itself.
	 */
	async function keepCardIfAsked(payment: PaymentRow, card: { tokenName: string; masked: string; brand?: string; expiry?: string }) {
		const order = await orderById(payment.orderId)
		if (!order?.customerId) return
		const [asked] = await db
			.select({ id: paymentEvents.id })
			.from(paymentEvents)
			.where(and(eq(paymentEvents.paymentId, payment.id), eq(paymentEvents.outcome, 'tokenized'), sql`${paymentEvents.payload}->>'remember_me' = 'YES'`))
			.limit(1)
		if (!asked) return
		await db
			.insert(savedCards)
			.values({ customerId: order.customerId, token: card.tokenName, cardNumber: card.masked, cardType: card.brand ?? null, expiry: card.expiry ?? null })
			.onConflictDoUpdate({ target: [savedCards.customerId, savedCards.token], set: { status: 'Active', createdAt: now() } })
	}

	/** What the customer sees for an attempt as it now stands. */
	async function nextFor(payment: PaymentRow): Promise<PaymentNext> {
		const [current] = await db.select().from(payments).where(eq(payments.id, payment.id)).limit(1)
		const order = await orderById(payment.orderId)
		if (!current || !order) return { kind: 'unknown' }
		if (order.status === 'paid') return { kind: 'paid', order }
		if (current.status === 'failed' || current.status === 'cancelled') {
			return { kind: 'failed', order, reason: (current.failureReason as PaymentFailure | null) ?? 'declined' }
		}
		return { kind: 'processing', order }
	}

	/** Applies an APS answer to its attempt. The amount must be the attempt's, in AED. */
	async function applyApsResult(payment: PaymentRow, result: ApsResult, source: EventSource): Promise<PaymentNext> {
		if (result.outcome === 'unreachable') {
			logger.warn({ paymentId: payment.id, error: result.error }, 'Payment gateway unreachable; the reconciliation job will ask again')
			return nextFor(payment)
		}
		const raw = result.raw
		// An unverified answer gets its own key, so a forgery cannot take the key of the genuine answer it copies.
		const key = `${result.outcome === 'invalid_signature' ? 'unverified:' : ''}${source}:${String(raw.fort_id ?? '')}:${String(raw.response_code ?? '')}:${String(raw.status ?? '')}:${String(raw.transaction_status ?? '')}`
		const first = await recordEvent(payment, source, key, result.outcome, raw)
		if (!first) return nextFor(payment)
		switch (result.outcome) {
			case 'paid': {
				if (result.amountFils !== payment.amountFils || result.currency !== payment.currency) {
					logger.error(
						{ paymentId: payment.id, expected: payment.amountFils, confirmed: result.amountFils, currency: result.currency },
						'Gateway confirmed another amount than the order’s: not marked paid, needs a refund',
					)
					await markFailed(payment, 'amount_mismatch', String(raw.response_code ?? ''))
					return nextFor(payment)
				}
				await markPaid(payment, { gatewayReference: result.fortId, cardMasked: result.card?.masked, cardBrand: result.card?.brand })
				if (result.card?.tokenName) await keepCardIfAsked(payment, { ...result.card, tokenName: result.card.tokenName })
				return nextFor(payment)
			}
			case 'challenge':
				await markAction(payment, result.fortId)
				return { kind: 'redirect', url: result.redirectUrl, payment }
			case 'declined':
				await markFailed(payment, result.reason, result.code)
				return nextFor(payment)
			case 'invalid_signature':
				logger.error({ paymentId: payment.id, source }, 'Payment answer with an invalid signature ignored')
				return nextFor(payment)
			case 'not_found':
			case 'pending':
				return nextFor(payment)
		}
	}

	return {
		/**
		 * The browser form that sends card data straight to the gateway. Nothing is stored yet:
		 * the attempt is recorded when the gateway sends the customer back with a token.
		 */
		cardForm(order: OrderRow, savedCardToken?: string) {
			if (!aps) return null
			return aps.tokenizationForm({
				merchantReference: newMerchantReference(order.id),
				returnUrl: returnUrl(PAYMENT_ROUTES.apsReturn),
				language: apsLanguage(order.locale),
				tokenName: savedCardToken,
			})
		},

		/** The gateway's answer at our return URL: a card token (then we charge it) or a 3-D Secure result. */
		async handleApsReturn(params: Record<string, string>, customerIp: string): Promise<PaymentNext> {
			if (!aps) return { kind: 'unknown' }
			if (params.service_command === 'TOKENIZATION') {
				const tokenized = aps.readTokenization(params)
				if (tokenized.outcome === 'invalid_signature') {
					logger.error('Tokenization answer with an invalid signature ignored')
					const order = await orderByReference(params.merchant_reference)
					return order ? { kind: 'failed', order, reason: 'unverified' } : { kind: 'unknown' }
				}
				const order = await orderByReference(tokenized.merchantReference)
				if (!order) return { kind: 'unknown' }
				if (!canStartPayment(order.status as OrderStatus)) return order.status === 'paid' ? { kind: 'paid', order } : { kind: 'not-payable', order }
				const payment = await openAttempt(order, 'card', tokenized.merchantReference)
				if (!payment) return { kind: 'unknown' }
				if (tokenized.outcome === 'declined') {
					if (await recordEvent(payment, 'return', `tokenization:${tokenized.code}`, 'declined', { ...params })) {
						await markFailed(payment, tokenized.reason, tokenized.code)
					}
					return nextFor(payment)
				}
				// A replayed token answer must not charge again: only the first one goes on to purchase.
				if (!(await recordEvent(payment, 'return', 'tokenization:ok', 'tokenized', { ...params }))) return nextFor(payment)
				await db
					.update(payments)
					.set({ cardMasked: tokenized.card.masked, cardBrand: tokenized.card.brand ?? null, updatedAt: now() })
					.where(eq(payments.id, payment.id))
				const result = await aps.purchase({
					merchantReference: payment.merchantReference,
					tokenName: tokenized.tokenName,
					amountFils: payment.amountFils,
					currency: 'AED',
					customerEmail: order.email,
					customerName: `${order.firstName} ${order.lastName}`,
					customerIp,
					returnUrl: returnUrl(PAYMENT_ROUTES.apsReturn),
					language: apsLanguage(order.locale),
				})
				return applyApsResult(payment, result, 'purchase')
			}
			const payment = params.merchant_reference ? await paymentByReference(params.merchant_reference) : null
			if (!payment) return { kind: 'unknown' }
			return applyApsResult(payment, aps.readPurchaseResponse(params), 'return')
		},

		/** APS's server-to-server notification of a final result. */
		async handleApsNotification(params: Record<string, string>) {
			if (!aps || !params.merchant_reference) return false
			const payment = await paymentByReference(params.merchant_reference)
			if (!payment) return false
			const result = aps.readPurchaseResponse(params)
			if (result.outcome === 'invalid_signature') return false
			await applyApsResult(payment, result, 'notification')
			return true
		},

		async payWithApplePay(order: OrderRow, token: ApplePayPaymentToken, customerIp: string): Promise<PaymentNext> {
			if (!aps) return { kind: 'unknown' }
			if (!canStartPayment(order.status as OrderStatus)) return order.status === 'paid' ? { kind: 'paid', order } : { kind: 'not-payable', order }
			const payment = await openAttempt(order, 'apple_pay', newMerchantReference(order.id))
			if (!payment) return { kind: 'unknown' }
			const result = await aps.applePayPurchase({
				merchantReference: payment.merchantReference,
				amountFils: payment.amountFils,
				currency: 'AED',
				customerEmail: order.email,
				customerIp,
				language: apsLanguage(order.locale),
				paymentToken: token,
			})
			return applyApsResult(payment, result, 'purchase')
		},

		/** Opens a Tabby checkout and sends the customer there, or says why Tabby refused. */
		async startTabby(order: OrderRow, idempotencyKey: string): Promise<PaymentNext> {
			if (!tabby) return { kind: 'unknown' }
			if (!canStartPayment(order.status as OrderStatus)) return order.status === 'paid' ? { kind: 'paid', order } : { kind: 'not-payable', order }
			const [earlier] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey)).limit(1)
			if (earlier) return nextFor(earlier)
			const payment = await openAttempt(order, 'tabby', newMerchantReference(order.id), { idempotencyKey })
			if (!payment) return { kind: 'unknown' }
			const back = (result: string) => `${returnUrl(PAYMENT_ROUTES.tabbyReturn)}?result=${result}&reference=${payment.merchantReference}`
			const session = await tabby.createSession({
				amountFils: order.totalFils,
				currency: 'AED',
				lang: order.locale === 'ar-ae' ? 'ar' : 'en',
				buyer: { email: order.email, phone: order.mobileNumber, name: `${order.firstName} ${order.lastName}` },
				orderReferenceId: payment.merchantReference,
				items: [
					{
						title: order.planName,
						quantity: 1,
						unitPriceFils: order.totalFils,
						referenceId: order.planSlug,
						category: 'Meal plan subscription',
					},
				],
				shippingAddress: {
					city: order.deliveryAddress.city_name,
					address: [order.deliveryAddress.flat_number, order.deliveryAddress.building_name, order.deliveryAddress.street, order.deliveryAddress.area_name]
						.filter(Boolean)
						.join(', '),
				},
				urls: { success: back('success'), cancel: back('cancel'), failure: back('failure') },
			})
			if (session.status === 'created') {
				await recordEvent(payment, 'session', `session:${session.paymentId}`, 'created', { id: session.paymentId })
				await markAction(payment, session.paymentId)
				return { kind: 'redirect', url: session.webUrl, payment }
			}
			if (session.status === 'rejected') {
				await recordEvent(payment, 'session', 'session:rejected', 'rejected', { reason: session.reason })
				await markFailed(payment, 'tabby_rejected', session.reason)
				const updated = (await orderById(order.id)) ?? order
				return { kind: 'failed', order: updated, reason: 'tabby_rejected', tabbyReason: session.reason }
			}
			await markFailed(payment, 'unreachable')
			return nextFor(payment)
		},

		/** The customer is back from Tabby; the payment's state is read from Tabby, not from the URL. */
		async handleTabbyReturn(reference: string | undefined, result: string | undefined): Promise<PaymentNext> {
			const payment = reference ? await paymentByReference(reference) : null
			if (!payment || payment.gateway !== 'tabby') return { kind: 'unknown' }
			return settleTabby(payment, 'return', result === 'cancel')
		},

		/** Tabby's webhook (its header already checked): the payment is read back from Tabby's API. */
		async handleTabbyWebhook(paymentId: string) {
			const [payment] = await db.select().from(payments).where(and(eq(payments.gateway, 'tabby'), eq(payments.gatewayReference, paymentId))).limit(1)
			if (!payment) return false
			await settleTabby(payment, 'webhook')
			return true
		},

		/**
		 * The reconciliation job: asks the gateways about attempts that have waited too long for
		 * their answer, and gives up on those that are older than an hour without one.
		 */
		async reconcile(limit = 50) {
			const cutoff = new Date(now().getTime() - RECONCILE_AFTER_MS)
			const open = await db
				.select()
				.from(payments)
				.where(and(inArray(payments.status, ['pending', 'requires_action']), lt(payments.updatedAt, cutoff)))
				.orderBy(payments.updatedAt)
				.limit(limit)
			let settled = 0
			for (const payment of open) {
				await db
					.update(payments)
					.set({ checkCount: sql`${payments.checkCount} + 1`, lastCheckedAt: now() })
					.where(eq(payments.id, payment.id))
				const next = payment.gateway === 'tabby' ? await settleTabby(payment, 'check_status') : await checkAps(payment)
				if (next.kind === 'processing' && now().getTime() - payment.createdAt.getTime() > ATTEMPT_LIFETIME_MS) {
					await markFailed(payment, 'expired', 'EXPIRED')
				}
				if (next.kind !== 'processing') settled += 1
			}
			return { checked: open.length, settled }
		},
	}

	async function orderByReference(reference: string | undefined) {
		const id = reference?.match(/^KC(\d{6,})-[0-9A-F]{6}$/)?.[1]
		return id ? orderById(Number(id)) : null
	}

	async function checkAps(payment: PaymentRow): Promise<PaymentNext> {
		if (!aps) return nextFor(payment)
		const order = await orderById(payment.orderId)
		const result = await aps.checkStatus({
			merchantReference: payment.merchantReference,
			language: apsLanguage(order?.locale ?? 'en'),
			applePay: payment.method === 'apple_pay',
		})
		return applyApsResult(payment, result, 'check_status')
	}

	/** `cancelled`: the customer came back through the cancel URL, so a closed checkout is theirs, not a timeout. */
	async function settleTabby(payment: PaymentRow, source: EventSource, cancelled = false): Promise<PaymentNext> {
		if (!tabby || !payment.gatewayReference) return nextFor(payment)
		const read = await tabby.getPayment(payment.gatewayReference)
		if (read === 'unreachable' || read === 'not_found') return nextFor(payment)
		const key = `${source}:${read.status}:${read.captured}`
		if (!(await recordEvent(payment, source, key, read.status, { ...read }))) return nextFor(payment)
		if (read.orderReferenceId !== payment.merchantReference || read.amountFils !== payment.amountFils || read.currency !== payment.currency) {
			logger.error({ paymentId: payment.id, confirmed: read.amountFils }, 'Tabby payment does not match the order: not marked paid')
			await markFailed(payment, 'amount_mismatch', read.status)
			return nextFor(payment)
		}
		if (read.status === 'AUTHORIZED') return captureTabby(payment, read)
		if (read.status === 'CLOSED' && read.captured) {
			await markPaid(payment, { gatewayReference: read.id })
			return nextFor(payment)
		}
		if (read.status === 'REJECTED') await markFailed(payment, 'tabby_rejected', read.status)
		// Tabby may keep a checkout the customer left as CREATED until it expires.
		if (read.status === 'EXPIRED' || (read.status === 'CREATED' && cancelled)) {
			if (cancelled) await markFailed(payment, 'cancelled', 'CANCELLED', 'cancelled')
			else await markFailed(payment, 'expired', read.status)
		}
		return nextFor(payment)
	}

	async function captureTabby(payment: PaymentRow, read: TabbyPayment): Promise<PaymentNext> {
		if (!tabby) return nextFor(payment)
		const captured = await tabby.capture(read.id, payment.amountFils, payment.merchantReference)
		if (captured === 'unreachable') return nextFor(payment)
		if (captured === 'refused') {
			await markFailed(payment, 'declined', 'CAPTURE_REFUSED')
			return nextFor(payment)
		}
		await markPaid(payment, { gatewayReference: read.id })
		return nextFor(payment)
	}
}

export type PaymentService = ReturnType<typeof createPaymentService>

const CARD_FIELDS = new Set(['card_number', 'card_security_code', 'expiry_date', 'card_holder_name', 'token_name', 'signature', 'apple_data', 'apple_signature'])

/** Gateways echo card fields back; none of them is kept (the masked number arrives separately). */
function withoutCardData(payload: Record<string, unknown>) {
	return Object.fromEntries(Object.entries(payload).filter(([name]) => !CARD_FIELDS.has(name)))
}

function isUniqueViolation(error: unknown): boolean {
	const cause = error instanceof Error && 'cause' in error ? error.cause : error
	return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505'
}
