/**
 * What the account pages read about refunds: the refunds of a customer's plan (the cancel page
 * after a cancellation) and one refund's tax credit note (app/routes/credit-note.tsx). A refund
 * is the customer's when its plan is: another customer's refund is not found, like an unknown id.
 */
import { and, asc, eq, inArray, lt, ne, sum } from 'drizzle-orm'
import { creditNoteFigures, type CreditNoteFigures } from '../../domain/credit-note.ts'
import type { OrderDeliveryAddress } from '../../domain/order.ts'
import type { Database } from '../db/client.ts'
import { orders, refunds, subscriptions } from '../db/schema.ts'
import type { RefundState } from './refund-service.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Where a refund's tax credit note is shown (app/routes/credit-note.tsx), without the locale prefix. */
export const creditNotePath = (refundPublicId: string) => `/account/credit-note/?${new URLSearchParams({ refund: refundPublicId })}`

/** The cancel page of a plan (app/routes/cancel-plan.tsx): the link "My plan" shows, without the locale prefix. */
export const cancelPlanPath = (subscriptionPublicId: string) => `/account/plan/cancel/?${new URLSearchParams({ plan: subscriptionPublicId })}`

export type RefundSummary = { id: string; orderId: number; amountFils: number; state: RefundState; creditNoteNumber: number }

/** The refunds of a customer's plan, oldest first; empty for a plan that is not theirs. */
export async function refundsOfSubscription(db: Database, customerId: number, subscriptionPublicId: string): Promise<RefundSummary[]> {
	if (!UUID.test(subscriptionPublicId)) return []
	const rows = await db
		.select({ id: refunds.publicId, orderId: refunds.orderId, amountFils: refunds.amountFils, state: refunds.state, creditNoteNumber: refunds.creditNoteNumber })
		.from(refunds)
		.innerJoin(subscriptions, eq(subscriptions.id, refunds.subscriptionId))
		.where(and(eq(subscriptions.publicId, subscriptionPublicId), eq(subscriptions.customerId, customerId)))
		.orderBy(asc(refunds.id))
	return rows.map((row) => ({ ...row, state: row.state as RefundState }))
}

/** The credit notes against an order's invoice (its refunds but the deposit's and those given up), oldest first: the invoice lists them. */
export async function creditNotesOfOrder(db: Database, orderId: number) {
	const rows = await db
		.select({ id: refunds.publicId, creditNoteNumber: refunds.creditNoteNumber, amountFils: refunds.amountFils, state: refunds.state, createdAt: refunds.createdAt })
		.from(refunds)
		.where(and(eq(refunds.orderId, orderId), inArray(refunds.reason, ['cancellation', 'staff']), ne(refunds.state, 'failed')))
		.orderBy(asc(refunds.creditNoteNumber))
	return rows.map((row) => ({ ...row, state: row.state as RefundState }))
}

export type CreditNoteView = {
	refundId: string
	creditNoteNumber: number
	issuedAt: Date
	state: RefundState
	/** `cancellation` (days given up), `staff` (an amount agreed with customer care, issue 19). */
	reason: string
	days: number
	dates: string[]
	invoice: { number: number; paidAt: Date; orderId: number }
	customer: { name: string; email: string; address: OrderDeliveryAddress }
	figures: CreditNoteFigures
}

/** One refund's credit note, when the refund belongs to this customer's plan. */
export async function creditNoteOf(db: Database, customerId: number, refundPublicId: string): Promise<CreditNoteView | undefined> {
	if (!UUID.test(refundPublicId)) return undefined
	const [row] = await db
		.select({ refund: refunds, order: orders })
		.from(refunds)
		.innerJoin(subscriptions, eq(subscriptions.id, refunds.subscriptionId))
		.innerJoin(orders, eq(orders.id, refunds.orderId))
		// A bag's deposit is outside VAT: giving it back is no credit note on the invoice.
		.where(and(eq(refunds.publicId, refundPublicId), eq(subscriptions.customerId, customerId), ne(refunds.reason, 'bag-deposit')))
	if (!row) return undefined
	const { refund, order } = row
	// A refunded order was paid, so it has its invoice; a row without one was written by hand.
	if (order.invoiceNumber === null || order.paidAt === null) return undefined
	// Earlier credit notes on the same invoice lowered the value this one starts from.
	const [earlier] = await db
		.select({ fils: sum(refunds.amountFils).mapWith(Number) })
		.from(refunds)
		.where(
			and(eq(refunds.orderId, order.id), ne(refunds.state, 'failed'), ne(refunds.reason, 'bag-deposit'), lt(refunds.creditNoteNumber, refund.creditNoteNumber)),
		)
	return {
		refundId: refund.publicId,
		creditNoteNumber: refund.creditNoteNumber,
		issuedAt: refund.createdAt,
		state: refund.state as RefundState,
		reason: refund.reason,
		days: refund.days,
		dates: refund.dates,
		invoice: { number: order.invoiceNumber, paidAt: order.paidAt, orderId: order.id },
		customer: { name: `${order.firstName} ${order.lastName}`, email: order.email, address: order.deliveryAddress },
		figures: creditNoteFigures({ invoiceValueFils: order.price.discounted, earlierCreditsFils: earlier?.fils ?? 0, amountFils: refund.amountFils, vatFils: refund.vatFils }),
	}
}
