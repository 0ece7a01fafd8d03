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
import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { PaymentFailure } from '../../content/checkout-messages.ts'
import { feasibleStartDate } from '../../domain/delivery-schedule.ts'
import { canStartPayment, orderNumber, type OrderStatus } from '../../domain/order.ts'
import { isDaysPerWeek } from '../../domain/plan-pricing.ts'
import type { Database, Executor, Transaction } from '../db/client.ts'
import { codeLimitReached, lockLimitedCodes } from '../db/queries/discount-codes.ts'
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
	/**
	 * No final answer yet: the thank-you page waits and the reconciliation job keeps asking.
	 * `held`: the gateway holds the customer's money (an authorisation we could not capture yet),
	 * so the attempt is never given up as expired.
	 */
	| { kind: 'processing'; order: OrderRow; held?: boolean }
	/** Another attempt of the order is still at a gateway: nothing was started or charged. */
	| { kind: 'in-progress'; order: OrderRow; attempt: PaymentRow }
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
/**
 * Attempts unchanged for less than this are left to the customer's own return: reconciliation does
 * not ask about them yet, and a new start of the order waits for them (`payment_in_progress`).
 * Older ones are asked about, and a new start may give them up.
 */
export const SETTLE_WAIT_MS = 2 * 60 * 1000
/** A Tabby start with the key of one in progress waits this long for its checkout page, checking every step. */
const SESSION_WAIT = { steps: 150, stepMs: 100 }
const OPEN_STATUSES = ['pending', 'requires_action']
/** The gateway code of an attempt given up for a newer one (failure reason `superseded`). */
const SUPERSEDED = 'SUPERSEDED'

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

	async function orderById(ex: Executor, id: number) {
		const [row] = await ex.select().from(orders).where(eq(orders.id, id)).limit(1)
		return row ?? null
	}

	async function paymentByReference(reference: string) {
		const [row] = await db.select().from(payments).where(eq(payments.merchantReference, reference)).limit(1)
		return row ?? null
	}

	async function openAttemptOf(ex: Executor, orderId: number) {
		const [row] = await ex
			.select()
			.from(payments)
			.where(and(eq(payments.orderId, orderId), inArray(payments.status, OPEN_STATUSES)))
			.limit(1)
		return row ?? null
	}

	async function lockOrder(tx: Transaction, orderId: number) {
		const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update')
		return order ?? null
	}

	/** Stores an answer once; false when the same answer was stored before (a replay). */
	async function recordEvent(ex: Executor, payment: PaymentRow, source: EventSource, dedupeKey: string, outcome: string, payload: Record<string, unknown>) {
		const inserted = await ex
			.insert(paymentEvents)
			.values({ paymentId: payment.id, source, dedupeKey: dedupeKey.slice(0, 300), outcome, payload: withoutCardData(payload) })
			.onConflictDoNothing()
			.returning({ id: paymentEvents.id })
		return inserted.length > 0
	}

	/**
	 * Stores an answer and applies its effect in one transaction: both or neither. A replay (the
	 * answer stored before) does nothing; a racing twin waits on the event's unique key and then
	 * sees it stored; an effect that throws leaves the answer unstored, so it is applied when it
	 * comes again. What must follow the commit (an e-mail, a refund) is the caller's.
	 */
	async function applyOnce<T>(payment: PaymentRow, event: { source: EventSource; key: string; outcome: string; payload: Record<string, unknown> }, effect: (tx: Transaction) => Promise<T>) {
		return db.transaction(async (tx): Promise<{ first: false } | { first: true; value: T }> => {
			// Every change to an order's payments takes the order's row first, so two answers never wait on each other in a circle.
			await lockOrder(tx, payment.orderId)
			if (!(await recordEvent(tx, payment, event.source, event.key, event.outcome, event.payload))) return { first: false }
			return { first: true, value: await effect(tx) }
		})
	}

	/**
	 * Opens an attempt, unless the order already has one at a gateway that `makeRoom` cannot settle:
	 * the unique partial index decides between racing starts. The same merchant reference (a
	 * replayed return) or key (a repeated Tabby start) finds its own attempt again.
	 */
	async function openAttempt(
		order: OrderRow,
		method: PaymentMethod,
		merchantReference: string,
		extra: Partial<PaymentRow> = {},
	): Promise<{ payment: PaymentRow; created: boolean } | { blocked: PaymentNext } | null> {
		// A conflicting attempt may close between the insert and the look-up: then try again.
		for (let tries = 0; tries < 3; tries += 1) {
			const created = await db.transaction(async (tx) => {
				const [row] = await tx
					.insert(payments)
					.values({ orderId: order.id, method, gateway: method === 'tabby' ? 'tabby' : 'aps', amountFils: order.totalFils, merchantReference, ...extra })
					.onConflictDoNothing()
					.returning()
				if (row) await setOrderStatus(tx, order.id, ['draft', 'failed'], 'pending_payment')
				return row
			})
			if (created) return { payment: created, created: true }
			const same = await paymentByReference(merchantReference)
			if (same) return { payment: same, created: false }
			if (extra.idempotencyKey) {
				const [byKey] = await db.select().from(payments).where(eq(payments.idempotencyKey, extra.idempotencyKey)).limit(1)
				if (byKey) return { payment: byKey, created: false }
			}
			const open = await openAttemptOf(db, order.id)
			const blocked = open && (await makeRoom(order, open))
			if (blocked) return { blocked }
		}
		return null
	}

	/** Unchanged for less than SETTLE_WAIT_MS: the customer may still be on the gateway's page. */
	const isYoung = (attempt: PaymentRow) => now().getTime() - attempt.updatedAt.getTime() < SETTLE_WAIT_MS

	/**
	 * Settles the order's open attempt so a new one can start, or says why not (null: room made).
	 * Young: the customer waits (`in-progress`). Older: its gateway is asked now, as reconciliation
	 * would: paid → the order is paid; failed → room; still open there → given up as `superseded`
	 * (a later success of it is given back, see settlePaid and mayCapture); no answer, or Tabby
	 * holding money we could not capture yet → `in-progress`, never a second attempt blind. The
	 * decision is taken under the order's row lock, so racing starts give it up once; which of them
	 * then opens the new attempt is the unique index's decision.
	 */
	async function makeRoom(order: OrderRow, open: PaymentRow): Promise<PaymentNext | null> {
		if (isYoung(open)) return inProgress(order, open)
		await markChecked(open)
		const asked = await askGateway(open)
		if (!asked.answered || (asked.next.kind === 'processing' && asked.next.held)) return inProgress(order, open)
		return db.transaction(async (tx): Promise<PaymentNext | null> => {
			const locked = await lockOrder(tx, order.id)
			if (!locked) return { kind: 'unknown' }
			if (locked.status === 'paid') return { kind: 'paid', order: locked }
			if (locked.status === 'cancelled') return { kind: 'not-payable', order: locked }
			const [current] = await tx.select().from(payments).where(eq(payments.id, open.id))
			if (current && OPEN_STATUSES.includes(current.status)) {
				await markFailed(tx, current, 'superseded', SUPERSEDED)
				logger.info({ paymentId: current.id, orderId: order.id }, 'Unfinished payment given up for a new one')
			}
			return null
		})
	}

	async function setOrderStatus(ex: Executor, orderId: number, from: OrderStatus[], to: OrderStatus) {
		await ex
			.update(orders)
			.set({ status: to, updatedAt: now() })
			.where(and(eq(orders.id, orderId), inArray(orders.status, from)))
	}

	/**
	 * Records that the gateway took the money for this attempt, inside applyOnce's transaction,
	 * which holds the order's row, so two answers for one order are applied one after the other
	 * (then the order's limited codes, as order creation locks them):
	 * - `paid`: the attempt and its order are paid now (`overLimit`: a code's limit was already
	 *   reached by other paid orders; the order is flagged for staff, never refused, since the
	 *   money was taken);
	 * - `replay`: this attempt was recorded paid before;
	 * - `lost`: the order was paid by another attempt or cancelled: this one owes a reversal.
	 */
	async function settlePaid(tx: Transaction, payment: PaymentRow, details: { gatewayReference?: string; cardMasked?: string; cardBrand?: string }) {
		const order = await lockOrder(tx, payment.orderId)
		const limited = await lockLimitedCodes(tx, order?.discountCodes ?? [])
		const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update')
		if (!order || !current) throw new Error(`Payment ${payment.id} or its order is missing`)
		// Paid before, or already found to have lost: the reversal it owes is under way.
		if (current.status === 'paid' || current.reversal) return { kind: 'replay' as const }
		const gatewayReference = details.gatewayReference ?? current.gatewayReference
		// Given up for a newer attempt: the customer chose another way to pay, so this money goes back.
		if (current.failureReason === 'superseded') {
			await markLost(tx, current, SUPERSEDED, gatewayReference)
			return { kind: 'lost' as const }
		}
		if (order.status === 'paid' || order.status === 'cancelled') {
			await markLost(tx, current, 'DUPLICATE_CAPTURE', gatewayReference)
			return { kind: 'lost' as const }
		}
		await tx
			.update(payments)
			.set({
				status: 'paid',
				gatewayReference,
				cardMasked: details.cardMasked ?? current.cardMasked,
				cardBrand: details.cardBrand ?? current.cardBrand,
				failureReason: null,
				gatewayCode: null,
				completedAt: now(),
				updatedAt: now(),
			})
			.where(eq(payments.id, payment.id))
		// Paid days after it was made (a payment link): the kitchen starts on the first day it still can.
		const startDate = isDaysPerWeek(order.daysPerWeek) ? feasibleStartDate(order.startDate, now(), order.daysPerWeek) : order.startDate
		const overLimit = await codeLimitReached(tx, limited, { customerKey: order.customerKey, orderId: order.id }, { at: now(), paidOnly: true })
		await tx
			.update(orders)
			.set({
				status: 'paid',
				paidAt: now(),
				startDate,
				discountOverLimit: overLimit,
				invoiceNumber: sql`nextval(${sql.raw(`'${invoiceNumbers.seqName}'`)})`,
				updatedAt: now(),
			})
			.where(eq(orders.id, order.id))
		return { kind: 'paid' as const, overLimit }
	}

	/** An attempt whose money must go back: given up if still open, and a reversal owed. */
	async function markLost(tx: Transaction, payment: PaymentRow, code: string, gatewayReference?: string | null) {
		const open = OPEN_STATUSES.includes(payment.status)
		await tx
			.update(payments)
			.set({
				status: open ? 'failed' : payment.status,
				failureReason: open ? 'declined' : payment.failureReason,
				gatewayCode: code,
				gatewayReference: gatewayReference ?? payment.gatewayReference,
				completedAt: payment.completedAt ?? now(),
				reversal: payment.reversal ?? 'due',
				updatedAt: now(),
			})
			.where(eq(payments.id, payment.id))
	}

	/**
	 * The gateway took another amount or currency than the attempt's: the order is not paid by it,
	 * and what was taken is given back (reverse() refunds what the gateway says it took).
	 */
	async function markMismatched(tx: Transaction, payment: PaymentRow, code: string) {
		await markFailed(tx, payment, 'amount_mismatch', code)
		await tx
			.update(payments)
			.set({ reversal: 'due', updatedAt: now() })
			.where(and(eq(payments.id, payment.id), ne(payments.status, 'paid'), isNull(payments.reversal)))
	}

	/** What follows a paid answer once it is committed: the e-mail, or giving back what lost. */
	async function afterPaid(payment: PaymentRow, settled: Awaited<ReturnType<typeof settlePaid>>) {
		if (settled.kind === 'lost') {
			logger.error({ paymentId: payment.id, orderId: payment.orderId }, 'Successful payment of an attempt that lost (order paid otherwise, or attempt given up): reversing it')
			await reverse(payment)
			return
		}
		if (settled.kind !== 'paid') return
		if (settled.overLimit) logger.error({ orderId: payment.orderId }, 'Order paid with a discount code over its limit: flagged for staff')
		// The payment is recorded whatever happens to the e-mail; the outbox retries sending.
		if (onPaid) await onPaid(payment.orderId).catch((error: unknown) => logger.error({ err: error, orderId: payment.orderId }, 'After-payment step failed'))
	}

	async function markFailed(ex: Executor, payment: PaymentRow, reason: PaymentFailure, gatewayCode?: string, status: 'failed' | 'cancelled' = 'failed') {
		const [updated] = await ex
			.update(payments)
			.set({ status, failureReason: reason, gatewayCode: gatewayCode ?? null, completedAt: now(), updatedAt: now() })
			.where(and(eq(payments.id, payment.id), inArray(payments.status, OPEN_STATUSES)))
			.returning({ id: payments.id })
		if (updated) await setOrderStatus(ex, payment.orderId, ['pending_payment', 'draft'], 'failed')
	}

	async function markAction(ex: Executor, payment: PaymentRow, gatewayReference?: string) {
		await ex
			.update(payments)
			.set({ status: 'requires_action', gatewayReference: gatewayReference ?? payment.gatewayReference, updatedAt: now() })
			.where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
	}

	/**
	 * A signed-in customer who ticked "save this card" gets it kept once the payment succeeded:
	 * the gateway's permanent token and the masked number, never the card itself. Called in the
	 * transaction that records the attempt paid, whichever verified answer does it (the browser's
	 * return, the notification, a status check): the card comes from the tokenization answer we
	 * recorded, so an answer without token_name loses nothing. The token then leaves the event log.
	 */
	async function keepCardIfAsked(tx: Transaction, payment: PaymentRow, answered?: ApsCard) {
		const [asked] = await tx
			.select({ id: paymentEvents.id, payload: paymentEvents.payload })
			.from(paymentEvents)
			.where(and(eq(paymentEvents.paymentId, payment.id), eq(paymentEvents.outcome, 'tokenized'), sql`${paymentEvents.payload}->>'remember_me' = 'YES'`))
			.limit(1)
		if (!asked) return
		const card = cardToKeep(asked.payload[CARD_TO_KEEP]) ?? (answered?.tokenName ? { ...answered, tokenName: answered.tokenName } : null)
		const order = await orderById(tx, payment.orderId)
		if (card && order?.customerId) {
			await tx
				.insert(savedCards)
				.values({ customerId: order.customerId, token: card.tokenName, cardNumber: card.masked, cardType: card.brand ?? null, expiry: card.expiry ?? null })
				.onConflictDoUpdate({ target: [savedCards.customerId, savedCards.token], set: { status: 'Active', createdAt: now() } })
		}
		await tx
			.update(paymentEvents)
			.set({ payload: sql`${paymentEvents.payload} - ${CARD_TO_KEEP}::text` })
			.where(eq(paymentEvents.id, asked.id))
	}

	/** What the customer sees for an attempt as it now stands. */
	async function nextFor(payment: PaymentRow, ex: Executor = db): Promise<PaymentNext> {
		const [current] = await ex.select().from(payments).where(eq(payments.id, payment.id)).limit(1)
		const order = await orderById(ex, payment.orderId)
		if (!current || !order) return { kind: 'unknown' }
		if (order.status === 'paid') return { kind: 'paid', order }
		if (current.status === 'failed' || current.status === 'cancelled') {
			return { kind: 'failed', order, reason: (current.failureReason as PaymentFailure | null) ?? 'declined' }
		}
		return { kind: 'processing', order }
	}

	async function inProgress(order: OrderRow, attempt: PaymentRow): Promise<PaymentNext> {
		return { kind: 'in-progress', order: (await orderById(db, order.id)) ?? order, attempt }
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
		const event = { source, key, outcome: result.outcome, payload: raw }
		switch (result.outcome) {
			case 'paid': {
				if (result.amountFils !== payment.amountFils || result.currency !== payment.currency) {
					const applied = await applyOnce(payment, event, (tx) => markMismatched(tx, payment, String(raw.response_code ?? '')))
					if (applied.first) {
						logger.error(
							{ paymentId: payment.id, expected: payment.amountFils, confirmed: result.amountFils, currency: result.currency },
							'Gateway confirmed another amount than the order’s: not marked paid, refunding what it took',
						)
						await reverse(payment)
					}
					return nextFor(payment)
				}
				const applied = await applyOnce(payment, event, async (tx) => {
					const settled = await settlePaid(tx, payment, { gatewayReference: result.fortId, cardMasked: result.card?.masked, cardBrand: result.card?.brand })
					if (settled.kind === 'paid') await keepCardIfAsked(tx, payment, result.card)
					return settled
				})
				if (applied.first) await afterPaid(payment, applied.value)
				return nextFor(payment)
			}
			case 'challenge': {
				const applied = await applyOnce(payment, event, (tx) => markAction(tx, payment, result.fortId))
				return applied.first ? { kind: 'redirect', url: result.redirectUrl, payment } : nextFor(payment)
			}
			case 'declined':
				await applyOnce(payment, event, (tx) => markFailed(tx, payment, result.reason, result.code))
				return nextFor(payment)
			case 'invalid_signature':
				if (await recordEvent(db, payment, source, key, result.outcome, raw)) logger.error({ paymentId: payment.id, source }, 'Payment answer with an invalid signature ignored')
				return nextFor(payment)
			case 'not_found':
			case 'pending':
				await recordEvent(db, payment, source, key, result.outcome, raw)
				return nextFor(payment)
		}
	}

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

		/**
		 * The order's attempt at a gateway now, if any, and whether it is `young` (a new start waits
		 * for it) or old enough for a new start to settle it first (`makeRoom`).
		 */
		async openAttempt(order: OrderRow) {
			const open = await openAttemptOf(db, order.id)
			return open && { attempt: open, young: isYoung(open) }
		},

		makeRoom,

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
				const opened = await openAttempt(order, 'card', tokenized.merchantReference)
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

		async payWithApplePay(order: OrderRow, token: ApplePayPaymentToken, customerIp: string): Promise<PaymentNext> {
			if (!aps) return { kind: 'unknown' }
			if (!canStartPayment(order.status as OrderStatus)) return order.status === 'paid' ? { kind: 'paid', order } : { kind: 'not-payable', order }
			const opened = await openAttempt(order, 'apple_pay', newMerchantReference(order.id))
			if (!opened) return { kind: 'unknown' }
			if ('blocked' in opened) return opened.blocked
			const payment = opened.payment
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
		 * Opens a Tabby checkout and sends the customer there, or says why Tabby refused. The same
		 * key again (a double click, a retried request) gets the same checkout, never a second one.
		 */
		async startTabby(order: OrderRow, idempotencyKey: string): Promise<PaymentNext> {
			if (!tabby) return { kind: 'unknown' }
			const [earlier] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey)).limit(1)
			if (earlier) return repeatedTabbyStart(earlier)
			if (!canStartPayment(order.status as OrderStatus)) return order.status === 'paid' ? { kind: 'paid', order } : { kind: 'not-payable', order }
			const opened = await openAttempt(order, 'tabby', newMerchantReference(order.id), { idempotencyKey })
			if (!opened) return { kind: 'unknown' }
			if ('blocked' in opened) return opened.blocked
			const payment = opened.payment
			// A twin request with the same key that lost the insert: it waits for the winner's checkout.
			if (!opened.created) return repeatedTabbyStart(payment)
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

		/**
		 * The reconciliation job: asks the gateways about attempts that have waited too long for
		 * their answer, least recently asked first (so attempts that never settle cannot keep the
		 * others waiting), and gives up on those older than an hour without one, unless the gateway
		 * holds the money; then retries the reversals still owed.
		 */
		async reconcile(limit = 50) {
			const cutoff = new Date(now().getTime() - SETTLE_WAIT_MS)
			const open = await db
				.select()
				.from(payments)
				.where(
					or(
						and(inArray(payments.status, OPEN_STATUSES), lt(payments.updatedAt, cutoff)),
						// Given up for a newer attempt, but its gateway may still take the money (a 3-D Secure
						// finished in an old tab, a lost notification): watched for its lifetime, and reversed if so.
						and(eq(payments.gatewayCode, SUPERSEDED), isNull(payments.reversal), gt(payments.createdAt, new Date(now().getTime() - ATTEMPT_LIFETIME_MS))),
					),
				)
				.orderBy(sql`${payments.lastCheckedAt} asc nulls first`, asc(payments.createdAt))
				.limit(limit)
			let settled = 0
			for (const payment of open) {
				await markChecked(payment)
				const { next } = await askGateway(payment)
				const held = next.kind === 'processing' && next.held === true
				if (next.kind === 'processing' && !held && now().getTime() - payment.createdAt.getTime() > ATTEMPT_LIFETIME_MS) {
					await markFailed(db, payment, 'expired', 'EXPIRED')
				}
				// A superseded attempt watched for a late success is not news when it stays failed.
				if (next.kind !== 'processing' && OPEN_STATUSES.includes(payment.status)) settled += 1
			}
			const owed = await db
				.select()
				.from(payments)
				.where(eq(payments.reversal, 'due'))
				.orderBy(sql`${payments.lastCheckedAt} asc nulls first`, asc(payments.id))
				.limit(limit)
			for (const payment of owed) {
				await markChecked(payment)
				await reverse(payment)
			}
			return { checked: open.length, settled, reversals: owed.length }
		},
	}

	async function markChecked(payment: PaymentRow) {
		await db
			.update(payments)
			.set({ checkCount: sql`least(${payments.checkCount} + 1, 32767)`, lastCheckedAt: now() })
			.where(eq(payments.id, payment.id))
	}

	async function orderByReference(reference: string | undefined) {
		const id = reference?.match(/^KC(\d{6,})-[0-9A-F]{6}$/)?.[1]
		return id ? orderById(db, Number(id)) : null
	}

	async function apsStatus(gateway: ApsGateway, payment: PaymentRow) {
		const order = await orderById(db, payment.orderId)
		return gateway.checkStatus({ merchantReference: payment.merchantReference, language: apsLanguage(order?.locale ?? 'en'), applePay: payment.method === 'apple_pay' })
	}

	/**
	 * Asks the attempt's gateway where it stands (APS CHECK_STATUS, Tabby's payment read back) and
	 * applies the answer. `answered`: false when the gateway could not be asked or gave no
	 * trustworthy answer, so nothing is known beyond what was stored.
	 */
	async function askGateway(payment: PaymentRow): Promise<{ answered: boolean; next: PaymentNext }> {
		if (payment.gateway === 'tabby') {
			const read = tabby && payment.gatewayReference ? await tabby.getPayment(payment.gatewayReference) : 'unreachable'
			if (typeof read !== 'object') return { answered: false, next: await nextFor(payment) }
			return { answered: true, next: await applyTabbyRead(payment, read, 'check_status') }
		}
		if (!aps) return { answered: false, next: await nextFor(payment) }
		const result = await apsStatus(aps, payment)
		return { answered: result.outcome !== 'unreachable' && result.outcome !== 'invalid_signature', next: await applyApsResult(payment, result, 'check_status') }
	}

	/**
	 * Whether an authorised Tabby payment may be captured: only for an order still unpaid, and only
	 * the order's open attempt (or, when none is open, a late approval of one given up). Any other
	 * authorisation lost the race and is voided instead. Decided under the order's row lock.
	 */
	async function mayCapture(payment: PaymentRow) {
		return db.transaction(async (tx) => {
			const order = await lockOrder(tx, payment.orderId)
			const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id))
			if (!order || !current || order.status === 'paid' || order.status === 'cancelled' || current.reversal) return false
			if (OPEN_STATUSES.includes(current.status)) return true
			// Given up for a newer attempt: the customer chose another way to pay.
			if (current.failureReason === 'superseded') return false
			const [other] = await tx
				.select({ id: payments.id })
				.from(payments)
				.where(and(eq(payments.orderId, order.id), ne(payments.id, payment.id), inArray(payments.status, OPEN_STATUSES)))
				.limit(1)
			return !other
		})
	}

	/** `cancelled`: the customer came back through the cancel URL, so a closed checkout is theirs, not a timeout. */
	async function settleTabby(payment: PaymentRow, source: EventSource, cancelled = false): Promise<PaymentNext> {
		if (!tabby || !payment.gatewayReference) return nextFor(payment)
		const read = await tabby.getPayment(payment.gatewayReference)
		if (read === 'unreachable' || read === 'not_found') return nextFor(payment)
		return applyTabbyRead(payment, read, source, cancelled)
	}

	async function applyTabbyRead(payment: PaymentRow, read: TabbyPayment, source: EventSource, cancelled = false): Promise<PaymentNext> {
		const event = { source, key: `${source}:${read.status}:${read.captured}:${read.refunded}`, outcome: read.status, payload: { ...read } }
		if (read.orderReferenceId !== payment.merchantReference || read.amountFils !== payment.amountFils || read.currency !== payment.currency) {
			// Money held (authorised, or captured and not refunded) goes back; a checkout not yet approved only fails.
			const held = read.status === 'AUTHORIZED' || (read.status === 'CLOSED' && read.captured && !read.refunded)
			const applied = await applyOnce(payment, event, (tx) => (held ? markMismatched(tx, payment, read.status) : markFailed(tx, payment, 'amount_mismatch', read.status)))
			if (applied.first) {
				logger.error({ paymentId: payment.id, confirmed: read.amountFils, currency: read.currency }, 'Tabby payment does not match the order: not marked paid, given back if held')
				if (held) await reverse(payment)
			}
			return nextFor(payment)
		}
		if (read.status === 'AUTHORIZED') return captureTabby(payment, read, event)
		if (read.status === 'CLOSED' && read.captured && !read.refunded) {
			const applied = await applyOnce(payment, event, (tx) => settlePaid(tx, payment, { gatewayReference: read.id }))
			if (applied.first) await afterPaid(payment, applied.value)
			return nextFor(payment)
		}
		if (read.status === 'CLOSED') {
			// Closed without the money (voided or refunded): by us when a reversal was owed.
			await applyOnce(payment, event, async (tx) => {
				if (payment.reversal === 'due') await reversalDone(tx, payment)
				else await markFailed(tx, payment, 'expired', read.status)
			})
			return nextFor(payment)
		}
		if (read.status === 'REJECTED') await applyOnce(payment, event, (tx) => markFailed(tx, payment, 'tabby_rejected', read.status))
		// Tabby may keep a checkout the customer left as CREATED until it expires.
		if (read.status === 'EXPIRED' || (read.status === 'CREATED' && cancelled)) {
			await applyOnce(payment, event, (tx) =>
				cancelled ? markFailed(tx, payment, 'cancelled', 'CANCELLED', 'cancelled') : markFailed(tx, payment, 'expired', read.status),
			)
		}
		return nextFor(payment)
	}

	/**
	 * Captures an authorisation that may be captured, else voids it. The answer is stored only
	 * with what the capture came to: a capture that did not get through is tried again on the next
	 * return, webhook or reconciliation, and the attempt is not given up while Tabby holds the money.
	 */
	async function captureTabby(payment: PaymentRow, read: TabbyPayment, event: Parameters<typeof applyOnce>[1]): Promise<PaymentNext> {
		if (!tabby) return nextFor(payment)
		if (!(await mayCapture(payment))) {
			const applied = await applyOnce(payment, event, async (tx) => {
				const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update')
				if (current && !current.reversal) await markLost(tx, current, current.failureReason === 'superseded' ? SUPERSEDED : 'DUPLICATE_AUTHORIZATION', read.id)
			})
			if (applied.first) {
				logger.warn({ paymentId: payment.id, orderId: payment.orderId }, 'Tabby authorised an attempt that lost: voiding it')
				await reverse((await paymentById(payment.id)) ?? payment)
			}
			return nextFor(payment)
		}
		const captured = await tabby.capture(read.id, payment.amountFils, payment.merchantReference)
		if (captured === 'unreachable') {
			logger.warn({ paymentId: payment.id }, 'Tabby capture did not get through; it is tried again')
			const next = await nextFor(payment)
			return next.kind === 'processing' ? { ...next, held: true } : next
		}
		if (captured === 'refused') {
			await applyOnce(payment, { ...event, key: `${event.key}:capture_refused` }, (tx) => markFailed(tx, payment, 'declined', 'CAPTURE_REFUSED'))
			return nextFor(payment)
		}
		const applied = await applyOnce(payment, { ...event, outcome: 'captured' }, (tx) => settlePaid(tx, payment, { gatewayReference: read.id }))
		if (applied.first) await afterPaid(payment, applied.value)
		return nextFor(payment)
	}

	async function paymentById(id: number) {
		const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1)
		return row ?? null
	}

	async function reversalDone(ex: Executor, payment: PaymentRow) {
		await ex
			.update(payments)
			.set({ reversal: 'done', reversedAt: now(), updatedAt: now() })
			.where(and(eq(payments.id, payment.id), eq(payments.reversal, 'due')))
	}

	/**
	 * Gives back what an attempt that lost holds: Tabby's authorisation is voided (closed without a
	 * capture) or its capture refunded; an APS purchase is refunded. Marked done only on the
	 * gateway's yes; otherwise it stays due and the reconciliation job tries again.
	 */
	async function reverse(payment: PaymentRow) {
		const current = (await paymentById(payment.id)) ?? payment
		if (current.reversal !== 'due') return
		let done = false
		if (current.gateway === 'tabby') {
			const read = tabby && current.gatewayReference ? await tabby.getPayment(current.gatewayReference) : 'unreachable'
			if (tabby && typeof read === 'object') {
				if (read.status === 'AUTHORIZED') done = typeof (await tabby.close(read.id)) === 'object'
				// What Tabby captured, which is not the attempt's amount when it confirmed another.
				else if (read.status === 'CLOSED' && read.captured && !read.refunded) done = typeof (await tabby.refund(read.id, read.amountFils, current.merchantReference)) === 'object'
				// Nothing held any more: closed without a capture, refunded, rejected or expired.
				else done = read.status !== 'CREATED'
			}
		} else if (aps) {
			const order = await orderById(db, current.orderId)
			const language = apsLanguage(order?.locale ?? 'en')
			// A refund whose answer was lost is not sent twice: APS says what it has refunded.
			const status = await apsStatus(aps, current)
			// What APS captured, which is not the attempt's amount when it confirmed another.
			const taken = status.outcome === 'paid' && Number.isSafeInteger(status.amountFils) && status.amountFils > 0 ? status.amountFils : current.amountFils
			const refundedBefore = 'raw' in status && String(status.raw.refunded_amount ?? '') === String(taken)
			const refunded = refundedBefore ? { outcome: 'refunded' as const } : await aps.refund({
				merchantReference: current.merchantReference,
				fortId: current.gatewayReference ?? undefined,
				amountFils: taken,
				currency: 'AED',
				language,
				applePay: current.method === 'apple_pay',
			})
			done = refunded.outcome === 'refunded'
		}
		if (done) {
			await reversalDone(db, current)
			logger.info({ paymentId: current.id, orderId: current.orderId }, 'Payment that lost the race given back')
		} else {
			logger.error({ paymentId: current.id, orderId: current.orderId }, 'Reversal of a payment that lost the race did not go through; it is tried again')
		}
	}
}

export type PaymentService = ReturnType<typeof createPaymentService>

const CARD_FIELDS = new Set(['card_number', 'card_security_code', 'expiry_date', 'card_holder_name', 'token_name', 'signature', 'apple_data', 'apple_signature'])

/**
 * The card a customer asked to save, held in the attempt's tokenization event until the attempt is
 * paid (then moved to saved_cards), so the answer that pays it need not carry the token.
 */
const CARD_TO_KEEP = 'card_to_keep'

type ApsCard = NonNullable<Extract<ApsResult, { outcome: 'paid' }>['card']>

function cardToKeep(value: unknown): (ApsCard & { tokenName: string }) | null {
	if (typeof value !== 'object' || value === null) return null
	const card = value as Record<string, unknown>
	if (typeof card.tokenName !== 'string' || typeof card.masked !== 'string') return null
	const optional = (name: string) => (typeof card[name] === 'string' ? (card[name] as string) : undefined)
	return { tokenName: card.tokenName, masked: card.masked, brand: optional('brand'), expiry: optional('expiry') }
}

/** Gateways echo card fields back; none of them is kept (the masked number arrives separately), but a card to save until it is. */
function withoutCardData(payload: Record<string, unknown>) {
	return Object.fromEntries(Object.entries(payload).filter(([name]) => !CARD_FIELDS.has(name)))
}
