/**
 * Cancelling the rest of a plan (issue 17): the customer's delivery days that can still be
 * changed become `cancelled`, and what they were paid is refunded (domain/schedule/
 * cancellation-refund.ts says how much). One transaction, under the subscription's row lock and
 * the row locks of its orders' paid payments, both taken before the quote is read:
 * - the days turn `cancelled` (they stay counted in paid_days: migration 0013's check holds);
 * - per order whose days are cancelled, a `pending` refund of its paid payment with the next
 *   credit note number, and the payment's `refunded_fils` raised under the payment's row lock:
 *   the check `refunded_fils <= amount_fils` and the one cancellation refund per order (a unique
 *   index) hold whatever runs in parallel;
 * - the ambassador's reward of a referred order is withdrawn when the friend cancelled in their
 *   first week and nothing is left to refund of that order (server/referrals/referral-ledger.ts;
 *   with a refund, its confirmation withdraws it);
 * - the subscription becomes `cancelled` when no scheduled day is left (days before the cut-off
 *   are the kitchen's and still come; it stays active until they are delivered);
 * - the cancellation e-mail is queued.
 * The refunds are sent to the gateways after the commit (refund-service.ts); the answer says
 * whether each is confirmed or still pending, never more than the gateway said.
 *
 * Two cancellations of one plan at once: the second waits for the first's lock, then finds no
 * day left to cancel (409 `nothing_to_cancel`). A staff refund or a bag's deposit refunded at the
 * same moment takes the payment's lock too: one that committed first is deducted from the quote,
 * one that waits counts this refund, so an order's food is never given back twice. The plan's
 * lock is `no key update`: such a refund's row references the plan, which takes a key-share lock
 * on it while the refund holds its payment's lock; a full `update` lock here waited for it while
 * it waited for the payment, and the database ended one of the two as a deadlock. Another customer's plan is not found (404), as
 * is a guest's plan (it has no account to cancel from).
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { type CancellableDelivery, type CancellationQuote, quoteCancellation } from '../../domain/schedule/cancellation-refund.ts'
import type { Database, Transaction } from '../db/client.ts'
import { deliveries, orders, payments, refunds, subscriptions } from '../db/schema.ts'
import type { Outbox } from '../mail/outbox.ts'
import { withdrawRewardsAfterCancelling } from '../referrals/referral-ledger.ts'
import { recordRefund, type RefundRow, type RefundService, type RefundState } from './refund-service.ts'

type SubscriptionRow = typeof subscriptions.$inferSelect
type Reader = Pick<Database, 'select'>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type CancelledRefund = { id: string; orderId: number; amountFils: number; creditNoteNumber: number; state: RefundState }

export type CancellationResult =
	| { kind: 'not-found' }
	/** Nothing can be cancelled any more (every day left is past the cut-off, or the plan was cancelled already). */
	| { kind: 'nothing-to-cancel'; subscription: SubscriptionRow; quote: CancellationQuote }
	/** The customer confirmed another refund than the one due now (the cut-off passed meanwhile): show the new quote. */
	| { kind: 'quote-changed'; subscription: SubscriptionRow; quote: CancellationQuote }
	| { kind: 'cancelled'; subscription: SubscriptionRow; quote: CancellationQuote; refunds: CancelledRefund[] }

export type CancellationMailInput = { subscription: SubscriptionRow; quote: CancellationQuote; refunds: RefundRow[] }

export type CancellationDeps = {
	db: Database
	refunds: RefundService
	outbox: Outbox
	/** Queues the cancellation e-mail in the cancelling transaction; resolves to the outbox ids. */
	cancelledMail?: (tx: Transaction, input: CancellationMailInput) => Promise<number[]>
	now?: () => Date
}

/** A subscription of this customer by its public id, or undefined (another customer's, a guest's, or no such id). */
async function subscriptionOf(reader: Reader, customerId: number, publicId: string) {
	if (!UUID.test(publicId)) return undefined
	const [row] = await reader
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.publicId, publicId), eq(subscriptions.customerId, customerId)))
	return row
}

/** What the quote needs: the plan's days and what each of their orders paid for its food. */
async function quoteOf(reader: Reader, subscription: SubscriptionRow, now: Date): Promise<CancellationQuote> {
	const days = await reader
		.select({ id: deliveries.id, orderId: deliveries.orderId, date: deliveries.date, state: deliveries.state })
		.from(deliveries)
		.where(eq(deliveries.subscriptionId, subscription.id))
	const orderIds = [...new Set(days.map((day) => day.orderId))]
	const paid = orderIds.length === 0 ? [] : await reader.select({ id: orders.id, price: orders.price }).from(orders).where(inArray(orders.id, orderIds))
	// What earlier refunds gave back of each order's food (a bag's deposit is not food; a refund given up gave nothing back).
	const refunded =
		orderIds.length === 0
			? []
			: await reader
					.select({ orderId: refunds.orderId, fils: sql<number>`sum(${refunds.amountFils})::int` })
					.from(refunds)
					.where(and(inArray(refunds.orderId, orderIds), ne(refunds.reason, 'bag-deposit'), ne(refunds.state, 'failed')))
					.groupBy(refunds.orderId)
	const refundedByOrder = new Map(refunded.map((row) => [row.orderId, row.fils]))
	return quoteCancellation({
		deliveries: days as CancellableDelivery[],
		paidFood: paid.map((order) => ({
			orderId: order.id,
			foodFils: order.price.discounted,
			days: order.price.number_of_days,
			refundedFils: refundedByOrder.get(order.id) ?? 0,
		})),
		rules: subscription.rules,
		now,
	})
}

/** Locks the paid payment of every order with days in the plan, in id order; each order's payment id. */
async function lockPaidPayments(tx: Transaction, subscriptionId: number): Promise<Map<number, number>> {
	const rows = await tx
		.select({ id: payments.id, orderId: payments.orderId })
		.from(payments)
		.where(and(eq(payments.status, 'paid'), inArray(payments.orderId, tx.selectDistinct({ orderId: deliveries.orderId }).from(deliveries).where(eq(deliveries.subscriptionId, subscriptionId)))))
		.orderBy(asc(payments.id))
		.for('update')
	return new Map(rows.map((row) => [row.orderId, row.id]))
}

export type Cancellations = ReturnType<typeof createCancellations>

export function createCancellations({ db, refunds: refundService, outbox, cancelledMail, now = () => new Date() }: CancellationDeps) {
	return {
		/** The quote a customer sees before confirming (`?preview=1`): nothing changes. */
		async preview(customerId: number, subscriptionPublicId: string) {
			const subscription = await subscriptionOf(db, customerId, subscriptionPublicId)
			if (!subscription) return { kind: 'not-found' as const }
			return { kind: 'quote' as const, subscription, quote: await quoteOf(db, subscription, now()) }
		},

		/**
		 * Cancels the plan's changeable days and refunds them. `expectedAmountFils`: the refund the
		 * customer confirmed; when the amount due now differs, nothing changes (`quote-changed`).
		 */
		async cancel(customerId: number, subscriptionPublicId: string, options: { expectedAmountFils?: number } = {}): Promise<CancellationResult> {
			const at = now()
			type Outcome = { done: false; result: CancellationResult } | { done: true; subscription: SubscriptionRow; quote: CancellationQuote; recorded: RefundRow[]; mailIds: number[] }
			const outcome = await db.transaction(async (tx): Promise<Outcome> => {
				if (!UUID.test(subscriptionPublicId)) return { done: false, result: { kind: 'not-found' } }
				const [subscription] = await tx
					.select()
					.from(subscriptions)
					.where(and(eq(subscriptions.publicId, subscriptionPublicId), eq(subscriptions.customerId, customerId)))
					.for('no key update')
				if (!subscription) return { done: false, result: { kind: 'not-found' } }
				const paymentOf = await lockPaidPayments(tx, subscription.id)
				const quote = await quoteOf(tx, subscription, at)
				if (quote.days === 0) return { done: false, result: { kind: 'nothing-to-cancel', subscription, quote } }
				if (options.expectedAmountFils !== undefined && options.expectedAmountFils !== quote.amountFils) {
					return { done: false, result: { kind: 'quote-changed', subscription, quote } }
				}

				const dayIds = quote.parts.flatMap((part) => part.deliveryIds)
				const turned = await tx
					.update(deliveries)
					.set({ state: 'cancelled', updatedAt: at })
					.where(and(inArray(deliveries.id, dayIds), eq(deliveries.state, 'scheduled')))
					.returning({ id: deliveries.id })
				// Every change of a plan's days holds the subscription's lock, so none can have moved meanwhile.
				if (turned.length !== dayIds.length) throw new Error(`Subscription ${subscription.id}: ${dayIds.length - turned.length} days changed under the lock`)

				const recorded: RefundRow[] = []
				for (const part of quote.parts.filter((candidate) => candidate.amountFils > 0)) {
					const paymentId = paymentOf.get(part.orderId)
					if (paymentId === undefined) throw new Error(`Order ${part.orderId} has delivery days but no paid payment`)
					const refund = await recordRefund(
						tx,
						{
							paymentId,
							orderId: part.orderId,
							subscriptionId: subscription.id,
							reason: 'cancellation',
							amountFils: part.amountFils,
							vatFils: part.vatFils,
							days: part.days,
							dayPriceFils: part.dayPriceFils,
							feePercent: part.feePercent,
							feeFils: part.feeFils,
							alreadyRefundedFils: part.alreadyRefundedFils,
							dates: part.dates,
						},
						at,
					)
					recorded.push(refund)
				}

				// The ambassador's reward of a friend who cancelled in their first week (decision 014): judged
				// here for every order whose days ended, whatever it refunds; one with a refund pending waits
				// for the gateway's confirmation (refund-service.ts), one with nothing left to refund goes now.
				await withdrawRewardsAfterCancelling(
					tx,
					quote.parts.map((part) => part.orderId),
					at,
				)

				const [left] = await tx
					.select({ count: sql<number>`count(*)::int` })
					.from(deliveries)
					.where(and(eq(deliveries.subscriptionId, subscription.id), eq(deliveries.state, 'scheduled')))
				const [updated] = await tx
					.update(subscriptions)
					.set({ status: left?.count === 0 ? 'cancelled' : subscription.status, updatedAt: at })
					.where(eq(subscriptions.id, subscription.id))
					.returning()
				const mailIds = cancelledMail ? await cancelledMail(tx, { subscription: updated!, quote, refunds: recorded }) : []
				return { done: true, subscription: updated!, quote, recorded, mailIds }
			})
			if (!outcome.done) return outcome.result
			outbox.dispatch(outcome.mailIds)
			// After the commit: a gateway call never holds the plan's lock, and a lost answer leaves the refund pending for the job.
			const states = await refundService.sendAll(outcome.recorded.map((refund) => refund.id))
			return {
				kind: 'cancelled',
				subscription: outcome.subscription,
				quote: outcome.quote,
				refunds: outcome.recorded.map((refund, index) => ({
					id: refund.publicId,
					orderId: refund.orderId,
					amountFils: refund.amountFils,
					creditNoteNumber: refund.creditNoteNumber,
					state: states[index] ?? 'pending',
				})),
			}
		},
	}
}
