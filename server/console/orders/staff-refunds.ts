/**
 * A refund staff give from the console (issue 19, item 1): all or part of a paid order, through
 * the order's own gateway by the same refund code as a cancelled plan (server/refunds/), with a
 * tax credit note against its invoice. One transaction, under the paid payment's row lock (the lock
 * every refund of a payment takes): what is left is read, the payment's `refunded_fils` raised (the
 * check `payments_refunded` refuses more than the capture, whatever runs in parallel), the refund
 * recorded `pending` with the next credit note number, and the audit row written. It is sent to
 * the gateway after the commit; a refusal or silence leaves it pending for the retry-refunds job,
 * and the page says so — never "refunded" before the gateway confirmed it.
 */
import { and, eq, inArray, ne, sum } from 'drizzle-orm'
import { vatContainedFils } from '../../../domain/order-price.ts'
import { parseAedToFils, refundableFils, type StaffRefundProblem, staffRefundProblems } from '../../../domain/staff-refund.ts'
import type { Database, Executor } from '../../db/client.ts'
import { orders, payments, refunds } from '../../db/schema.ts'
import { recordRefund, type RefundRow, type RefundService, type RefundState } from '../../refunds/refund-service.ts'
import { writeAudit } from '../audit-log.ts'
import type { SignedInStaff } from '../staff-sessions.ts'

export type StaffRefundForm = { amount: string; note: string }

export type StaffRefundResult =
	| { status: 'not-found' }
	/** Not paid, or nothing left to give back. */
	| { status: 'not-refundable' }
	| { status: 'invalid'; errors: { amount?: StaffRefundProblem; note?: StaffRefundProblem }; refundableFils: number }
	| { status: 'recorded'; refund: RefundRow; state: RefundState }

/** Refunds that correct the invoice (a credit note each): every one but the bag deposit, which is outside it, and those given up. */
const CREDIT_REASONS = ['cancellation', 'staff'] as const

/** What an order's invoice and capture still allow to be refunded (the order's page shows it; the refund re-reads it under the lock). */
export async function refundableOf(ex: Executor, order: { id: number; status: string; price: { discounted: number } }): Promise<{ paymentId: number; refundableFils: number } | null> {
	if (order.status !== 'paid') return null
	const [payment] = await ex
		.select({ id: payments.id, amountFils: payments.amountFils, refundedFils: payments.refundedFils })
		.from(payments)
		.where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')))
	if (!payment) return null
	const [credited] = await ex
		.select({ fils: sum(refunds.amountFils).mapWith(Number) })
		.from(refunds)
		.where(and(eq(refunds.orderId, order.id), inArray(refunds.reason, [...CREDIT_REASONS]), ne(refunds.state, 'failed')))
	return {
		paymentId: payment.id,
		refundableFils: refundableFils({ capturedFils: payment.amountFils, refundedFils: payment.refundedFils, invoiceValueFils: order.price.discounted, creditedFils: credited?.fils ?? 0 }),
	}
}

export type StaffRefundDeps = { db: Database; refunds: Pick<RefundService, 'sendAll'>; now: () => Date }

export async function refundOrder({ db, refunds: refundService, now }: StaffRefundDeps, staff: SignedInStaff, orderId: number, form: StaffRefundForm): Promise<StaffRefundResult> {
	const at = now()
	const note = form.note.trim()
	const amountFils = parseAedToFils(form.amount)
	const outcome = await db.transaction(async (tx): Promise<StaffRefundResult> => {
		const [order] = await tx.select().from(orders).where(eq(orders.id, orderId))
		if (!order) return { status: 'not-found' }
		const [locked] = await tx
			.select({ id: payments.id })
			.from(payments)
			.where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')))
			.for('update')
		// Under the payment's lock: a parallel refund has either committed (and is counted) or waits for this one.
		const left = locked ? await refundableOf(tx, order) : null
		if (!left || left.refundableFils === 0) return { status: 'not-refundable' }
		const errors = staffRefundProblems(amountFils, note, left.refundableFils)
		if (errors.amount || errors.note) return { status: 'invalid', errors, refundableFils: left.refundableFils }
		const amount = amountFils!
		const refund = await recordRefund(
			tx,
			{
				paymentId: left.paymentId,
				orderId: order.id,
				subscriptionId: order.subscriptionId,
				reason: 'staff',
				amountFils: amount,
				vatFils: vatContainedFils(amount),
				days: 0,
				dayPriceFils: 0,
				feePercent: 0,
				feeFils: 0,
				dates: [],
				staffId: staff.id,
				note,
			},
			at,
		)
		await writeAudit(
			tx,
			staff,
			{
				action: 'order.refund',
				subject: `order:${order.id}`,
				before: { refundableFils: left.refundableFils },
				after: { refund: refund.publicId, amountFils: amount, creditNoteNumber: refund.creditNoteNumber, note },
			},
			at,
		)
		return { status: 'recorded', refund, state: 'pending' }
	})
	if (outcome.status !== 'recorded') return outcome
	// After the commit: a gateway call never holds the payment's lock; a lost answer leaves it pending for the job.
	const [state] = await refundService.sendAll([outcome.refund.id])
	return { ...outcome, state: state ?? 'pending' }
}
