/**
 * What support does to an unpaid order (issue 19, item 1): send its payment link again (the
 * reminder e-mail with a fresh signed link) or cancel it. Each is one transaction with its audit
 * row, under the order's row lock; only an order with no attempt at a gateway (`draft`, `failed`)
 * qualifies: one `pending_payment` is the reconciliation job's until the gateway answers.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import type { OutgoingMail } from '../../mail/mailer.ts'
import { type Outbox, queueMails } from '../../mail/outbox.ts'
import type { OrderRow } from '../../orders/order-service.ts'
import { writeAudit } from '../audit-log.ts'
import type { SignedInStaff } from '../staff-sessions.ts'

export type UnpaidOrderResult = { status: 'done'; email: string } | { status: 'not-found' } | { status: 'not-unpaid' }

const UNPAID = ['draft', 'failed']

type Deps = { db: Database; outbox: Pick<Outbox, 'dispatch'>; now: () => Date }

async function lockUnpaid(tx: Transaction, orderId: number) {
	const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
	if (!order) return { status: 'not-found' as const }
	if (!UNPAID.includes(order.status)) return { status: 'not-unpaid' as const }
	return { status: 'ok' as const, order }
}

export async function resendPaymentLink(
	{ db, outbox, now }: Deps,
	mails: { paymentLinkMail: (tx: Transaction, order: OrderRow) => Promise<OutgoingMail> },
	staff: SignedInStaff,
	orderId: number,
): Promise<UnpaidOrderResult> {
	const at = now()
	const outcome = await db.transaction(async (tx) => {
		const locked = await lockUnpaid(tx, orderId)
		if (locked.status !== 'ok') return { result: locked, ids: [] as number[] }
		const ids = await queueMails(tx, [await mails.paymentLinkMail(tx, locked.order)], { customerId: locked.order.customerId, orderId: locked.order.id })
		await writeAudit(tx, staff, { action: 'order.payment-link', subject: `order:${orderId}`, after: { to: locked.order.email } }, at)
		return { result: { status: 'done' as const, email: locked.order.email }, ids }
	})
	outbox.dispatch(outcome.ids)
	return outcome.result
}

export async function cancelUnpaidOrder({ db, now }: Omit<Deps, 'outbox'>, staff: SignedInStaff, orderId: number): Promise<UnpaidOrderResult> {
	const at = now()
	return db.transaction(async (tx) => {
		const locked = await lockUnpaid(tx, orderId)
		if (locked.status !== 'ok') return locked
		// The status is checked again in the UPDATE: the lock makes it certain, the condition makes it plain.
		await tx
			.update(orders)
			.set({ status: 'cancelled', codesHeldUntil: null, updatedAt: at })
			.where(and(eq(orders.id, orderId), inArray(orders.status, UNPAID)))
		await writeAudit(tx, staff, { action: 'order.cancel', subject: `order:${orderId}`, before: { status: locked.order.status }, after: { status: 'cancelled' } }, at)
		return { status: 'done' as const, email: locked.order.email }
	})
}
