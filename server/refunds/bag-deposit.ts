/**
 * A cool bag came back (dispatch marks it collected, issue 19 item 4): the `collected` row of the
 * bag ledger (bag_movements, decision 012) and the refund of the deposit that bag was paid with,
 * in the caller's transaction; the refund is sent to the gateway after the commit by
 * refund-service.ts (and retried by its job), exactly as a cancellation's.
 *
 * Which bag: the customer's oldest one not yet collected (one `delivered` row per order that
 * charged the deposit). A bag is collected once: a unique index (one `collected` row per order)
 * makes the second of two parallel taps insert nothing, so its deposit is refunded once; the
 * refund itself is one per order too (refunds_one_bag_deposit_per_order) and raises the
 * payment's `refunded_fils` under the payment's row lock, within the capture (payments_refunded).
 */
import { and, asc, eq, notExists } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Transaction } from '../db/client.ts'
import { bagMovements, orders, payments } from '../db/schema.ts'
import { recordRefund, type RefundRow } from './refund-service.ts'

export type BagCollection = { kind: 'collected'; orderId: number; refund: RefundRow | null } | { kind: 'no-bag' }

const collected = alias(bagMovements, 'collected_bag')

export async function recordBagCollected(tx: Transaction, customerKey: string, at: Date): Promise<BagCollection> {
	const [held] = await tx
		.select({ orderId: bagMovements.orderId })
		.from(bagMovements)
		.where(
			and(
				eq(bagMovements.customerKey, customerKey),
				eq(bagMovements.kind, 'delivered'),
				notExists(
					tx
						.select({ id: collected.id })
						.from(collected)
						.where(and(eq(collected.orderId, bagMovements.orderId), eq(collected.kind, 'collected'))),
				),
			),
		)
		.orderBy(asc(bagMovements.at), asc(bagMovements.id))
		.limit(1)
	if (!held) return { kind: 'no-bag' }
	const [movement] = await tx.insert(bagMovements).values({ customerKey, orderId: held.orderId, kind: 'collected', at }).onConflictDoNothing().returning({ id: bagMovements.id })
	// Another tap collected this bag first (it waited on the index, then found it taken).
	if (!movement) return { kind: 'no-bag' }

	const [order] = await tx.select({ price: orders.price, subscriptionId: orders.subscriptionId }).from(orders).where(eq(orders.id, held.orderId))
	const depositFils = order?.price.bag_deposit ?? 0
	const [payment] = await tx
		.select({ id: payments.id })
		.from(payments)
		.where(and(eq(payments.orderId, held.orderId), eq(payments.status, 'paid')))
		.for('update')
	if (depositFils <= 0 || !payment) return { kind: 'collected', orderId: held.orderId, refund: null }
	const refund = await recordRefund(
		tx,
		{
			paymentId: payment.id,
			orderId: held.orderId,
			subscriptionId: order?.subscriptionId ?? null,
			reason: 'bag-deposit',
			// The deposit carries no VAT (docs/payments.md).
			amountFils: depositFils,
			vatFils: 0,
			days: 0,
			dayPriceFils: 0,
			feePercent: 0,
			feeFils: 0,
			dates: [],
		},
		at,
	)
	return { kind: 'collected', orderId: held.orderId, refund }
}
