/**
 * Applying Tabby's state (read back from its API after a return, a webhook or a status check) to
 * its attempt: capturing an authorisation that may be captured, voiding one that lost.
 */
import { and, eq, inArray, ne } from 'drizzle-orm'
import { payments } from '../../db/schema.ts'
import type { TabbyPayment } from '../tabby/gateway.ts'
import type { Attempts } from './attempts.ts'
import { OPEN_STATUSES, SUPERSEDED, type EventSource, type PaymentContext, type PaymentNext, type PaymentRow } from './model.ts'
import type { Reversals } from './reversals.ts'
import type { SettlePaid } from './settle-paid.ts'

export function createTabbyAnswers(
	{ db, logger, tabby }: PaymentContext,
	{ applyOnce, lockOrder, markFailed, markLost, markMismatched, nextFor, paymentById, reversalDone }: Attempts,
	settlePaid: SettlePaid,
	{ afterPaid, reverse }: Reversals,
) {
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
	async function captureTabby(payment: PaymentRow, read: TabbyPayment, event: Parameters<Attempts['applyOnce']>[1]): Promise<PaymentNext> {
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

	return { settleTabby, applyTabbyRead }
}

export type TabbyAnswers = ReturnType<typeof createTabbyAnswers>
