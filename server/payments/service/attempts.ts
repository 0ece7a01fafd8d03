/**
 * An order's payment attempts as rows: finding them, locking the order's row, storing a gateway's
 * answer once with its effect, and the state changes an answer makes (failed, waiting for 3-D
 * Secure, lost, mismatched, checked, given back).
 */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { PaymentFailure } from '../../../content/checkout-messages.ts'
import type { OrderStatus } from '../../../domain/order.ts'
import type { Executor, Transaction } from '../../db/client.ts'
import { orders, paymentEvents, payments } from '../../db/schema.ts'
import type { OrderRow } from '../../orders/order-service.ts'
import { OPEN_STATUSES, SETTLE_WAIT_MS, type EventSource, type PaymentContext, type PaymentNext, type PaymentRow } from './model.ts'

export function createAttempts({ db, now }: PaymentContext) {
	async function orderById(ex: Executor, id: number) {
		const [row] = await ex.select().from(orders).where(eq(orders.id, id)).limit(1)
		return row ?? null
	}

	async function paymentByReference(reference: string) {
		const [row] = await db.select().from(payments).where(eq(payments.merchantReference, reference)).limit(1)
		return row ?? null
	}

	async function paymentById(id: number) {
		const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1)
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

	/** Unchanged for less than SETTLE_WAIT_MS: the customer may still be on the gateway's page. */
	const isYoung = (attempt: PaymentRow) => now().getTime() - attempt.updatedAt.getTime() < SETTLE_WAIT_MS

	async function setOrderStatus(ex: Executor, orderId: number, from: OrderStatus[], to: OrderStatus) {
		await ex
			.update(orders)
			.set({ status: to, updatedAt: now() })
			.where(and(eq(orders.id, orderId), inArray(orders.status, from)))
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

	async function markChecked(payment: PaymentRow) {
		await db
			.update(payments)
			.set({ checkCount: sql`least(${payments.checkCount} + 1, 32767)`, lastCheckedAt: now() })
			.where(eq(payments.id, payment.id))
	}

	async function reversalDone(ex: Executor, payment: PaymentRow) {
		await ex
			.update(payments)
			.set({ reversal: 'done', reversedAt: now(), updatedAt: now() })
			.where(and(eq(payments.id, payment.id), eq(payments.reversal, 'due')))
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

	async function orderByReference(reference: string | undefined) {
		const id = reference?.match(/^KC(\d{6,})-[0-9A-F]{6}$/)?.[1]
		return id ? orderById(db, Number(id)) : null
	}

	return {
		orderById,
		paymentByReference,
		paymentById,
		openAttemptOf,
		lockOrder,
		recordEvent,
		applyOnce,
		isYoung,
		setOrderStatus,
		markFailed,
		markAction,
		markLost,
		markMismatched,
		markChecked,
		reversalDone,
		nextFor,
		inProgress,
		orderByReference,
	}
}

export type Attempts = ReturnType<typeof createAttempts>

const CARD_FIELDS = new Set(['card_number', 'card_security_code', 'expiry_date', 'card_holder_name', 'token_name', 'signature', 'apple_data', 'apple_signature'])

/** Gateways echo card fields back; none of them is kept (the masked number arrives separately), but a card to save until it is. */
function withoutCardData(payload: Record<string, unknown>) {
	return Object.fromEntries(Object.entries(payload).filter(([name]) => !CARD_FIELDS.has(name)))
}
