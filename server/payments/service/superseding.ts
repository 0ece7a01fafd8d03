/**
 * Opening an attempt while the order may have another at a gateway: a young one is waited for, an
 * older one is settled first (its gateway asked now, as the reconciliation job asks) or given up
 * as `superseded`.
 */
import { eq } from 'drizzle-orm'
import { payments } from '../../db/schema.ts'
import { priceOrderForPayment } from '../../orders/card-discount.ts'
import type { OrderRow } from '../../orders/order-service.ts'
import type { Attempts } from './attempts.ts'
import { closedOrderNext, OPEN_STATUSES, SUPERSEDED, type PaymentContext, type PaymentMethod, type PaymentNext, type PaymentRow } from './model.ts'
import type { ApsAnswers } from './aps-answers.ts'
import type { Reversals } from './reversals.ts'
import type { TabbyAnswers } from './tabby-answers.ts'

export function createSuperseding(
	{ db, logger, aps, tabby, now }: PaymentContext,
	{ inProgress, isYoung, lockOrder, markChecked, markFailed, nextFor, openAttemptOf, paymentByReference, setOrderStatus }: Attempts,
	applyApsResult: ApsAnswers,
	{ applyTabbyRead }: TabbyAnswers,
	{ apsStatus }: Reversals,
) {
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

	/**
	 * Opens an attempt, unless the order already has one at a gateway that `makeRoom` cannot settle:
	 * the unique partial index decides between racing starts. The same merchant reference (a
	 * replayed return) or key (a repeated Tabby start) finds its own attempt again. The attempt's
	 * amount is the order's priced for this way of paying (`cardDigits`: the card's leading digits,
	 * null for Tabby and Apple Pay; absent: as it stands, for a card refused before any charge), which matters only to an order with a card-only code
	 * (server/orders/card-discount.ts): priced once the attempt is the order's only open one, under
	 * the order's row lock, so a racing start that loses can never change the price of the one that won.
	 */
	async function openAttempt(
		order: OrderRow,
		method: PaymentMethod,
		merchantReference: string,
		{ cardDigits, ...extra }: Partial<PaymentRow> & { cardDigits?: string | null } = {},
	): Promise<{ payment: PaymentRow; created: boolean } | { blocked: PaymentNext } | null> {
		// A conflicting attempt may close between the insert and the look-up: then try again.
		for (let tries = 0; tries < 3; tries += 1) {
			const created = await db.transaction(async (tx): Promise<PaymentRow | { closed: PaymentNext } | undefined> => {
				const [row] = await tx
					.insert(payments)
					.values({ orderId: order.id, method, gateway: method === 'tabby' ? 'tabby' : 'aps', amountFils: order.totalFils, merchantReference, ...extra })
					.onConflictDoNothing()
					.returning()
				if (!row) return row
				const locked = await lockOrder(tx, order.id)
				// The caller read the order before this lock: another attempt may have paid it since (its row
				// closed, so this insert met no conflict). Under the lock that is certain; the new attempt goes.
				const closed = locked ? closedOrderNext(locked) : ({ kind: 'unknown' } as const)
				if (closed) {
					await tx.delete(payments).where(eq(payments.id, row.id))
					return { closed }
				}
				const priced = locked && cardDigits !== undefined ? await priceOrderForPayment(tx, locked, cardDigits, now()) : null
				await setOrderStatus(tx, order.id, ['draft', 'failed'], 'pending_payment')
				if (!priced || priced.totalFils === row.amountFils) return row
				const [repriced] = await tx.update(payments).set({ amountFils: priced.totalFils }).where(eq(payments.id, row.id)).returning()
				return repriced
			})
			if (created && 'closed' in created) return { blocked: created.closed }
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

	return { askGateway, makeRoom, openAttempt }
}

export type Superseding = ReturnType<typeof createSuperseding>
