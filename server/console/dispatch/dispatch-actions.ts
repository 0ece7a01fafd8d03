/**
 * Dispatch's two changes (issue 19 item 4), each with its audit row in the same transaction:
 * - a bag collected: the ledger's `collected` row and the deposit's refund (server/refunds/
 *   bag-deposit.ts); the refund goes to the gateway after the commit (the caller sends it);
 * - a delivery failed (nobody home): the day's state turns `failed`, which the customer's
 *   calendar shows. It stays a live day (decision 012: paid days are never lost), under the
 *   plan's row lock as every change of a plan's days.
 * A dispatch account acts only on the dates it may see (domain/dispatch/manifest.ts).
 */
import { and, eq } from 'drizzle-orm'
import { mayMarkFailed, mayOpenManifest } from '../../../domain/dispatch/manifest.ts'
import { orderNumber } from '../../../domain/order.ts'
import type { Database } from '../../db/client.ts'
import { deliveries, subscriptions } from '../../db/schema.ts'
import { recordBagCollected } from '../../refunds/bag-deposit.ts'
import { isPublicId } from '../../schedule/schedule-data.ts'
import { writeAudit } from '../audit-log.ts'
import type { SignedInStaff } from '../staff-sessions.ts'

export type DispatchRefusal = 'not-found' | 'no-bag' | 'not-failable'

type Request = { deliveryId: string; staff: SignedInStaff; now: Date }

/** The delivery behind a manifest's button, if this person may act on its date. */
async function deliveryFor(db: Pick<Database, 'select'>, { deliveryId, staff, now }: Request) {
	if (!isPublicId(deliveryId)) return null
	const [row] = await db
		.select({ id: deliveries.id, date: deliveries.date, state: deliveries.state, orderId: deliveries.orderId, subscriptionId: deliveries.subscriptionId, customerKey: subscriptions.customerKey })
		.from(deliveries)
		.innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
		.where(eq(deliveries.publicId, deliveryId))
	// Another date's delivery is as unknown to dispatch as a made-up id.
	return row && mayOpenManifest(staff.role, row.date, now) ? row : null
}

export async function collectBag(db: Database, request: Request): Promise<{ status: 'collected'; date: string; order: string; refundIds: number[] } | { status: DispatchRefusal; date?: string }> {
	const delivery = await deliveryFor(db, request)
	if (!delivery) return { status: 'not-found' }
	if (!delivery.customerKey) return { status: 'no-bag', date: delivery.date }
	const customerKey = delivery.customerKey
	return db.transaction(async (tx) => {
		const result = await recordBagCollected(tx, customerKey, request.now)
		if (result.kind === 'no-bag') return { status: 'no-bag' as const, date: delivery.date }
		await writeAudit(
			tx,
			request.staff,
			{
				action: 'dispatch.bag-collected',
				subject: `order:${result.orderId}`,
				after: { delivery: request.deliveryId, date: delivery.date, refund: result.refund ? { id: result.refund.publicId, amountFils: result.refund.amountFils } : null },
			},
			request.now,
		)
		return { status: 'collected' as const, date: delivery.date, order: orderNumber(result.orderId), refundIds: result.refund ? [result.refund.id] : [] }
	})
}

export async function markDeliveryFailed(db: Database, request: Request): Promise<{ status: 'failed'; date: string; order: string } | { status: DispatchRefusal; date?: string }> {
	const found = await deliveryFor(db, request)
	if (!found) return { status: 'not-found' }
	if (!mayMarkFailed(found.date, request.now)) return { status: 'not-failable', date: found.date }
	return db.transaction(async (tx) => {
		await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.id, found.subscriptionId)).for('update')
		const [changed] = await tx
			.update(deliveries)
			.set({ state: 'failed', updatedAt: request.now })
			.where(and(eq(deliveries.id, found.id), eq(deliveries.state, 'scheduled')))
			.returning({ id: deliveries.id })
		if (!changed) return { status: 'not-failable' as const, date: found.date }
		await writeAudit(
			tx,
			request.staff,
			{ action: 'dispatch.delivery-failed', subject: `delivery:${request.deliveryId}`, before: { state: found.state }, after: { state: 'failed', date: found.date } },
			request.now,
		)
		return { status: 'failed' as const, date: found.date, order: orderNumber(found.orderId) }
	})
}
