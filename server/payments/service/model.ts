/** What the payment service's parts share: its rows and answers, its dependencies, and the timing rules. */
import type { PaymentFailure } from '../../../content/checkout-messages.ts'
import { canStartPayment, type OrderStatus } from '../../../domain/order.ts'
import type { Database, Transaction } from '../../db/client.ts'
import type { payments } from '../../db/schema.ts'
import type { Logger } from '../../logger.ts'
import type { OrderRow } from '../../orders/order-service.ts'
import type { ApsGateway, ApsLanguage } from '../aps/gateway.ts'
import type { TabbyGateway, TabbyRejectionReason } from '../tabby/gateway.ts'

export type PaymentMethod = 'card' | 'tabby' | 'apple_pay'
export type PaymentRow = typeof payments.$inferSelect

export type EventSource = 'return' | 'notification' | 'purchase' | 'check_status' | 'webhook' | 'session'

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

/**
 * A Tabby start's answer: where the customer goes next, or `key-reused` when its Idempotency-Key
 * already started another order's attempt (nothing was started; the API answers 422).
 */
export type TabbyStart = PaymentNext | { kind: 'key-reused' }

export type PaymentServiceDeps = {
	db: Database
	logger: Logger
	aps: ApsGateway | null
	tabby: TabbyGateway | null
	publicOrigin: string
	now?: () => Date
	/**
	 * Queues the order's confirmation e-mail inside the transaction that records the order paid (in
	 * a savepoint of it), so the outbox row is part of the payment's own commit: a crash between the
	 * two cannot delay or lose it. Resolves to the outbox ids, which `onPaid` is given.
	 */
	paidMail?: (tx: Transaction, orderId: number) => Promise<number[]>
	/** Told once per order, after the paid order committed, with the outbox ids `paidMail` queued (to send them now). */
	onPaid?: (orderId: number, mailIds: readonly number[]) => Promise<void>
}

/** The dependencies every part of the service works with (the clock given or the real one). */
export type PaymentContext = Omit<PaymentServiceDeps, 'now'> & { now: () => Date }

/** How long an attempt may wait for its final answer before the job gives it up. */
export const ATTEMPT_LIFETIME_MS = 60 * 60 * 1000
/**
 * Attempts unchanged for less than this are left to the customer's own return: reconciliation does
 * not ask about them yet, and a new start of the order waits for them (`payment_in_progress`).
 * Older ones are asked about, and a new start may give them up.
 */
export const SETTLE_WAIT_MS = 2 * 60 * 1000
export const OPEN_STATUSES = ['pending', 'requires_action']
/** The gateway code of an attempt given up for a newer one (failure reason `superseded`). */
export const SUPERSEDED = 'SUPERSEDED'

export const apsLanguage = (locale: string): ApsLanguage => (locale === 'ar-ae' ? 'ar' : 'en')

/** Why no payment of `order` may start now (paid, or no longer payable), or null when one may. */
export function closedOrderNext(order: OrderRow): PaymentNext | null {
	if (canStartPayment(order.status as OrderStatus)) return null
	return order.status === 'paid' ? { kind: 'paid', order } : { kind: 'not-payable', order }
}
