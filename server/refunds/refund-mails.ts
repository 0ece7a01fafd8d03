/**
 * Queues the cancellation and refund e-mails (confirmed, given up) in the transactions that make them true
 * (cancellation.ts, refund-service.ts): the order's customer, in the order's language, with
 * links to the tax credit notes. The outbox sends them once those transactions have committed.
 */
import { eq } from 'drizzle-orm'
import { localizePath } from '../../domain/locale.ts'
import type { Transaction } from '../db/client.ts'
import { orders } from '../db/schema.ts'
import { type MailOwner, queueMails } from '../mail/outbox.ts'
import { cancellationMail, refundConfirmedMail, refundGivenUpMail } from '../mail/refund-templates.ts'
import type { CancellationMailInput } from './cancellation.ts'
import type { RefundRow } from './refund-service.ts'
import { creditNotePath } from './refund-views.ts'

export function createRefundMails({ publicOrigin }: { publicOrigin: string }) {
	const orderOf = async (tx: Transaction, orderId: number) => {
		const [order] = await tx.select({ id: orders.id, customerId: orders.customerId, email: orders.email, firstName: orders.firstName, locale: orders.locale }).from(orders).where(eq(orders.id, orderId))
		return order
	}
	/** The order's account, if it has one (a guest's order has none), and the order: whose the e-mail is. */
	const ownerOf = (order: { id: number; customerId: number | null }): MailOwner => ({ customerId: order.customerId, orderId: order.id })
	const creditNoteUrl = (refundId: string, locale: string) => `${publicOrigin}${localizePath(creditNotePath(refundId), locale === 'ar-ae' || locale === 'ru-ae' ? locale : 'en')}`

	return {
		/** The cancellation e-mail, to the customer of the plan's first order with cancelled days. */
		async cancelled(tx: Transaction, input: CancellationMailInput): Promise<number[]> {
			const first = input.quote.parts[0]
			const order = first && (await orderOf(tx, first.orderId))
			// An order deleted with its account has no address any more; nothing to send.
			if (!order?.email) return []
			const urls = input.refunds.map((refund) => creditNoteUrl(refund.publicId, order.locale))
			return queueMails(tx, [cancellationMail(order, { quote: input.quote, creditNoteUrls: urls })], ownerOf(order))
		},
		/** The refund confirmed, to the customer of the refunded order. */
		async confirmed(tx: Transaction, refund: RefundRow): Promise<number[]> {
			const order = await orderOf(tx, refund.orderId)
			if (!order?.email) return []
			// A bag's deposit is outside VAT: its refund has no credit note to link to.
			const creditNote = refund.reason === 'bag-deposit' ? null : creditNoteUrl(refund.publicId, order.locale)
			return queueMails(tx, [refundConfirmedMail(order, { amountFils: refund.amountFils, creditNoteUrl: creditNote })], ownerOf(order))
		},
		/** The refund given up by staff (the provider never made it): customer care will arrange it another way. */
		async givenUp(tx: Transaction, refund: RefundRow): Promise<number[]> {
			const order = await orderOf(tx, refund.orderId)
			if (!order?.email) return []
			return queueMails(tx, [refundGivenUpMail(order, { amountFils: refund.amountFils })], ownerOf(order))
		},
	}
}
