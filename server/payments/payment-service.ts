/**
 * Paying an order: starts an attempt with the chosen method, and applies what the gateways
 * answer (the browser coming back, a server-to-server notification or webhook, or our own
 * status check) to the payment and its order. Rules it keeps (DESIGN §4):
 * - an order is paid only on a verified answer (signature or header checked, or read back from
 *   the gateway's API), never because the browser came back;
 * - the amount the gateway confirms must be the order's, or the order is not marked paid;
 * - an answer that arrives twice (a replayed return, a repeated webhook) changes nothing the
 *   second time: each is stored once under its key, in the same transaction as what it changes,
 *   so an effect that fails (a capture, a database error) leaves no trace and is tried again
 *   when the answer comes again or the reconciliation job asks;
 * - at most one attempt of an order is open at a gateway (a unique partial index): a second
 *   start is answered `in-progress` with the open one, and charges nothing, while the open one is
 *   younger than `SETTLE_WAIT_MS`; an older one is settled first (its gateway asked now): paid,
 *   failed, or given up as `superseded` so the customer can pay another way at once;
 * - a superseded attempt is never paid: money that reaches it later is given back (`reversal`),
 *   and reconciliation keeps asking about it for the attempt's lifetime;
 * - money confirmed for another amount or currency than the attempt's is given back too (the
 *   amount the gateway says it took), never kept for a manual refund;
 * - at most one attempt of an order can be paid (a unique index and the order's row lock): money
 *   that reaches another attempt anyway (a late answer to one given up) is never captured, and
 *   what was taken is voided or refunded through the gateway (`reversal`), retried until done.
 */
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { and, eq } from 'drizzle-orm'
import { orderNumber } from '../../domain/order.ts'
import { paymentEvents, payments } from '../db/schema.ts'
import type { OrderRow } from '../orders/order-service.ts'
import type { ApplePayPaymentToken } from './aps/gateway.ts'
import { createApsAnswers } from './service/aps-answers.ts'
import { createAttempts } from './service/attempts.ts'
import { apsLanguage, closedOrderNext, OPEN_STATUSES, type PaymentNext, type PaymentRow, type PaymentServiceDeps, type TabbyStart } from './service/model.ts'
import { createReconciliation } from './service/reconciliation.ts'
import { createReversals } from './service/reversals.ts'
import { CARD_TO_KEEP, createSavedCards } from './service/saved-card.ts'
import { createSettlePaid } from './service/settle-paid.ts'
import { createStartKeys } from './service/start-keys.ts'
import { createSuperseding } from './service/superseding.ts'
import { createTabbyAnswers } from './service/tabby-answers.ts'

export { apsLanguage, SETTLE_WAIT_MS } from './service/model.ts'
export { startRequestHash, type StartClaim } from './service/start-keys.ts'
export type { PaymentMethod, PaymentNext, PaymentRow, PaymentServiceDeps, TabbyStart } from './service/model.ts'

/** Return URLs the gateways send the customer (and APS its answers) back to. */
export const PAYMENT_ROUTES = {
	apsReturn: '/payments/aps/return',
	apsNotification: '/payments/aps/notification',
	tabbyReturn: '/payments/tabby/return',
	tabbyWebhook: '/payments/tabby/webhook',
} as const

/** A Tabby start with the key of one in progress waits this long for its checkout page, checking every step. */
const SESSION_WAIT = { steps: 150, stepMs: 100 }

/**
 * `KC000042-3F9A1C`: the order's number and a random suffix, one per attempt. The gateway
 * refuses a reference it has seen, and the order is found again from the prefix.
 */
export function newMerchantReference(orderId: number) {
	return `${orderNumber(orderId).replace('-', '')}-${randomBytes(3).toString('hex').toUpperCase()}`
}

/** The service, wired from its parts (server/payments/service/), each with one job. */
export function createPaymentService(deps: PaymentServiceDeps) {
	const context = { ...deps, now: deps.now ?? (() => new Date()) }
	const { db, logger, aps, tabby, publicOrigin, now } = context
	const returnUrl = (path: string) => `${publicOrigin}${path}`
	const attempts = createAttempts(context)
	const { applyOnce, isYoung, markAction, markFailed, nextFor, openAttemptOf, orderById, orderByReference, paymentByReference, recordEvent } = attempts
	const reversals = createReversals(context, attempts)
	const settlePaid = createSettlePaid(context, attempts)
	const applyApsResult = createApsAnswers(context, attempts, settlePaid, reversals, createSavedCards(context, attempts))
	const tabbyAnswers = createTabbyAnswers(context, attempts, settlePaid, reversals)
	const { settleTabby } = tabbyAnswers
	const superseding = createSuperseding(context, attempts, applyApsResult, tabbyAnswers, reversals)
	const { makeRoom, openAttempt } = superseding
	const reconcile = createReconciliation(context, attempts, superseding, reversals)
	const startKeys = createStartKeys(context, attempts)

	/** A Tabby start repeated with its key: the checkout page it opened, once it has one. */
	async function repeatedTabbyStart(attempt: PaymentRow): Promise<PaymentNext> {
		for (let step = 0; step < SESSION_WAIT.steps; step += 1) {
			const [session] = await db
				.select({ payload: paymentEvents.payload })
				.from(paymentEvents)
				.where(and(eq(paymentEvents.paymentId, attempt.id), eq(paymentEvents.source, 'session')))
				.limit(1)
			const webUrl = session?.payload.web_url
			const [current] = await db.select().from(payments).where(eq(payments.id, attempt.id)).limit(1)
			if (typeof webUrl === 'string' && current?.status === 'requires_action') return { kind: 'redirect', url: webUrl, payment: current }
			if (!current || !OPEN_STATUSES.includes(current.status)) break
			// Still being opened by the first request: wait for its answer rather than open another.
			await sleep(SESSION_WAIT.stepMs)
		}
		return nextFor(attempt)
	}

	return {
		/**
		 * The browser form that sends card data straight to the gateway. Nothing is stored yet:
		 * the attempt is recorded when the gateway sends the customer back with a token. The same
		 * `merchantReference` gives the same form (a repeated API start): one attempt at most.
		 */
		cardForm(order: OrderRow, savedCardToken?: string, merchantReference = newMerchantReference(order.id)) {
			if (!aps) return null
			return aps.tokenizationForm({
				merchantReference,
				returnUrl: returnUrl(PAYMENT_ROUTES.apsReturn),
				language: apsLanguage(order.locale),
				tokenName: savedCardToken,
			})
		},

		/**
		 * The order's attempt at a gateway now, if any, and whether it is `young` (a new start waits
		 * for it) or old enough for a new start to settle it first (`makeRoom`).
		 */
		async openAttempt(order: OrderRow) {
			const open = await openAttemptOf(db, order.id)
			return open && { attempt: open, young: isYoung(open) }
		},

		makeRoom,

		/** The Idempotency-Keys of the API's payment starts (./service/start-keys.ts). */
		...startKeys,

		/** The gateway's answer at our return URL: a card token (then we charge it) or a 3-D Secure result. */
		async handleApsReturn(params: Record<string, string>, customerIp: string): Promise<PaymentNext> {
			if (!aps) return { kind: 'unknown' }
			if (params.service_command === 'TOKENIZATION') {
				const tokenized = aps.readTokenization(params)
				if (tokenized.outcome === 'invalid_signature') {
					// Nothing of an unsigned answer is believed, the order its reference names included: the
					// reference is the order's sequential number with any six hex digits, so naming that order
					// (its public id in the redirect) would hand anyone every order's id.
					logger.error('Tokenization answer with an invalid signature ignored')
					return { kind: 'unknown' }
				}
				const order = await orderByReference(tokenized.merchantReference)
				if (!order) return { kind: 'unknown' }
				const closed = closedOrderNext(order)
				if (closed) return closed
				// The card's BIN decides whether a card-only code on the order is taken off (server/orders/card-discount.ts).
				const opened = await openAttempt(order, 'card', tokenized.merchantReference, tokenized.outcome === 'tokenized' ? { cardDigits: tokenized.card.bin ?? tokenized.card.masked } : {})
				if (!opened) return { kind: 'unknown' }
				// Another tab's card is being charged for this order (or was just paid): this token is never charged.
				if ('blocked' in opened) return opened.blocked
				const payment = opened.payment
				if (tokenized.outcome === 'declined') {
					await applyOnce(payment, { source: 'return', key: `tokenization:${tokenized.code}`, outcome: 'declined', payload: { ...params } }, (tx) =>
						markFailed(tx, payment, tokenized.reason, tokenized.code),
					)
					return nextFor(payment)
				}
				// A replayed token answer must not charge again: only the first one goes on to purchase.
				// Recorded before the purchase on purpose: if the purchase's answer is lost, CHECK_STATUS
				// (reconciliation) finds what it came to, and APS refuses the reference a second time.
				// A card the customer asked to save is kept with the event until the attempt is paid (keepCardIfAsked).
				const toKeep = tokenized.rememberMe ? { [CARD_TO_KEEP]: { tokenName: tokenized.tokenName, masked: tokenized.card.masked, brand: tokenized.card.brand, expiry: tokenized.card.expiry } } : {}
				if (!(await recordEvent(db, payment, 'return', 'tokenization:ok', 'tokenized', { ...params, ...toKeep }))) return nextFor(payment)
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

		/** Charges an Apple Pay token as a new attempt under `merchantReference` (one the API start claimed with its key). */
		async payWithApplePay(order: OrderRow, token: ApplePayPaymentToken, customerIp: string, merchantReference = newMerchantReference(order.id)): Promise<PaymentNext> {
			if (!aps) return { kind: 'unknown' }
			const closed = closedOrderNext(order)
			if (closed) return closed
			// Apple Pay is not a payment by bank card as a card-only code means it: priced without one.
			const opened = await openAttempt(order, 'apple_pay', merchantReference, { cardDigits: null })
			if (!opened) return { kind: 'unknown' }
			if ('blocked' in opened) return opened.blocked
			const payment = opened.payment
			// Its reference was charged already (a start repeated with its key): that attempt's answer, never a second charge.
			if (!opened.created) return nextFor(payment)
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

		/**
		 * Whether `idempotencyKey` already started an attempt of another order than `order`. A key is
		 * one start of one order: the same key with another order's id is refused, never answered
		 * with the first order's checkout (which would hand out that order's Tabby page). Keys are
		 * unique across all payments, so such a key can never start this order either.
		 */
		async keyOfAnotherOrder(order: OrderRow, idempotencyKey: string): Promise<boolean> {
			const [earlier] = await db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.idempotencyKey, idempotencyKey)).limit(1)
			return earlier !== undefined && earlier.orderId !== order.id
		},

		/**
		 * Opens a Tabby checkout and sends the customer there, or says why Tabby refused. The same
		 * key again for the same order (a double click, a retried request) gets the same checkout,
		 * never a second one; the key of another order's start is `key-reused`.
		 */
		async startTabby(order: OrderRow, idempotencyKey: string, merchantReference = newMerchantReference(order.id)): Promise<TabbyStart> {
			if (!tabby) return { kind: 'unknown' }
			const [earlier] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey)).limit(1)
			if (earlier && earlier.orderId !== order.id) return { kind: 'key-reused' }
			if (earlier) return repeatedTabbyStart(earlier)
			const closed = closedOrderNext(order)
			if (closed) return closed
			const opened = await openAttempt(order, 'tabby', merchantReference, { idempotencyKey, cardDigits: null })
			if (!opened) return { kind: 'unknown' }
			if ('blocked' in opened) return opened.blocked
			const payment = opened.payment
			// A twin request with the same key that lost the insert: it waits for the winner's checkout,
			// unless the winner was the same key sent at the same moment with another order's id.
			if (!opened.created) return payment.orderId === order.id ? repeatedTabbyStart(payment) : { kind: 'key-reused' }
			const back = (result: string) => `${returnUrl(PAYMENT_ROUTES.tabbyReturn)}?result=${result}&reference=${payment.merchantReference}`
			const session = await tabby.createSession({
				// The attempt's amount: the order priced for Tabby, without a card-only code.
				amountFils: payment.amountFils,
				currency: 'AED',
				lang: order.locale === 'ar-ae' ? 'ar' : 'en',
				buyer: { email: order.email, phone: order.mobileNumber, name: `${order.firstName} ${order.lastName}` },
				orderReferenceId: payment.merchantReference,
				items: [
					{
						title: order.planName,
						quantity: 1,
						unitPriceFils: payment.amountFils,
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
				await applyOnce(payment, { source: 'session', key: `session:${session.paymentId}`, outcome: 'created', payload: { id: session.paymentId, web_url: session.webUrl } }, (tx) =>
					markAction(tx, payment, session.paymentId),
				)
				return { kind: 'redirect', url: session.webUrl, payment }
			}
			if (session.status === 'rejected') {
				await applyOnce(payment, { source: 'session', key: 'session:rejected', outcome: 'rejected', payload: { reason: session.reason } }, (tx) =>
					markFailed(tx, payment, 'tabby_rejected', session.reason),
				)
				const updated = (await orderById(db, order.id)) ?? order
				return { kind: 'failed', order: updated, reason: 'tabby_rejected', tabbyReason: session.reason }
			}
			await markFailed(db, payment, 'unreachable')
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

		reconcile,
	}
}

export type PaymentService = ReturnType<typeof createPaymentService>
