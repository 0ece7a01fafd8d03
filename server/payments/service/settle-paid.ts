/** Recording an attempt paid, under its order's row lock, or finding that its money must go back. */
import { eq, sql } from 'drizzle-orm'
import { feasibleStartDate } from '../../../domain/delivery-schedule.ts'
import { isDaysPerWeek } from '../../../domain/plan-pricing.ts'
import type { Transaction } from '../../db/client.ts'
import { recordBagDelivered } from '../../db/queries/bag-movements.ts'
import { codeLimitReached, lockLimitedCodes } from '../../db/queries/discount-codes.ts'
import { invoiceNumbers, orders, payments } from '../../db/schema.ts'
import { earnReferralReward } from '../../referrals/referral-ledger.ts'
import { appendRenewalDays } from '../../schedule/renewal.ts'
import { orderStartTerms } from '../../schedule/schedule-data.ts'
import { createSubscriptionForOrder } from '../../schedule/subscription-from-order.ts'
import type { Attempts } from './attempts.ts'
import { SUPERSEDED, type PaymentContext, type PaymentRow } from './model.ts'

export function createSettlePaid({ now, logger, paidMail }: PaymentContext, { lockOrder, markLost }: Attempts) {
	/**
	 * The order's confirmation e-mail, queued in this commit. Its own savepoint: an e-mail that
	 * cannot be rendered or queued is rolled back alone and logged (the order-emails job's catch-up
	 * sends it later), never the payment with it.
	 */
	async function queueConfirmation(tx: Transaction, orderId: number): Promise<number[]> {
		if (!paidMail) return []
		try {
			return await tx.transaction((savepoint) => paidMail(savepoint, orderId))
		} catch (error) {
			logger.error({ err: error, orderId }, 'Order confirmation could not be queued with the payment; the order-emails job sends it')
			return []
		}
	}

	/**
	 * Records that the gateway took the money for this attempt, inside applyOnce's transaction,
	 * which holds the order's row, so two answers for one order are applied one after the other
	 * (then the order's limited codes, as order creation locks them):
	 * - `paid`: the attempt and its order are paid now, the confirmation e-mail queued with them
	 *   (`mailIds`; `overLimit`: a code's limit was already reached by other paid orders; the order
	 *   is flagged for staff, never refused, since the money was taken);
	 * - `replay`: this attempt was recorded paid before;
	 * - `lost`: the order was paid by another attempt or cancelled: this one owes a reversal.
	 */
	async function settlePaid(tx: Transaction, payment: PaymentRow, details: { gatewayReference?: string; cardMasked?: string; cardBrand?: string }) {
		const order = await lockOrder(tx, payment.orderId)
		const limited = await lockLimitedCodes(tx, order?.discountCodes ?? [])
		const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update')
		if (!order || !current) throw new Error(`Payment ${payment.id} or its order is missing`)
		// Paid before, or already found to have lost: the reversal it owes is under way.
		if (current.status === 'paid' || current.reversal) return { kind: 'replay' as const }
		const gatewayReference = details.gatewayReference ?? current.gatewayReference
		// Given up for a newer attempt: the customer chose another way to pay, so this money goes back.
		if (current.failureReason === 'superseded') {
			await markLost(tx, current, SUPERSEDED, gatewayReference)
			return { kind: 'lost' as const }
		}
		if (order.status === 'paid' || order.status === 'cancelled') {
			await markLost(tx, current, 'DUPLICATE_CAPTURE', gatewayReference)
			return { kind: 'lost' as const }
		}
		await tx
			.update(payments)
			.set({
				status: 'paid',
				gatewayReference,
				cardMasked: details.cardMasked ?? current.cardMasked,
				cardBrand: details.cardBrand ?? current.cardBrand,
				failureReason: null,
				gatewayCode: null,
				completedAt: now(),
				updatedAt: now(),
			})
			.where(eq(payments.id, payment.id))
		// Paid days after it was made (a payment link): the kitchen starts on the first day it still can.
		// The cut-off and closed dates are those in force at payment, as for an order placed now; never before the plan's first menu.
		const { closedDates, cutoff, menuFrom } = await orderStartTerms(tx, now(), order.planId)
		const startDate = isDaysPerWeek(order.daysPerWeek) ? feasibleStartDate(order.startDate, now(), order.daysPerWeek, closedDates, cutoff, menuFrom) : order.startDate
		const overLimit = await codeLimitReached(tx, limited, { customerKey: order.customerKey, orderId: order.id }, { at: now(), paidOnly: true })
		await tx
			.update(orders)
			.set({
				status: 'paid',
				paidAt: now(),
				startDate,
				discountOverLimit: overLimit,
				invoiceNumber: sql`nextval(${sql.raw(`'${invoiceNumbers.seqName}'`)})`,
				updatedAt: now(),
			})
			.where(eq(orders.id, order.id))
		// An order that charged the cool-bag deposit gives its customer a bag: the next order charges none while it is held.
		await recordBagDelivered(tx, { id: order.id, customerKey: order.customerKey, bagDepositFils: order.price.bag_deposit }, now())
		// The plan and its delivery days, in this transaction: a paid order without its days cannot exist (decision 012).
		// A renewal adds its days to the plan it was made for (server/schedule/renewal.ts); any other order makes its own plan.
		if (order.subscriptionId !== null) await appendRenewalDays(tx, order, now())
		else await createSubscriptionForOrder(tx, { ...order, startDate }, now())
		// An ambassador's friend paid: their reward, in this transaction (server/referrals/referral-ledger.ts).
		await earnReferralReward(tx, order, now())
		// Last, so the e-mail reads the order as paid, with its invoice number and its delivery days.
		const mailIds = await queueConfirmation(tx, order.id)
		return { kind: 'paid' as const, overLimit, mailIds }
	}

	return settlePaid
}

export type Settled = Awaited<ReturnType<ReturnType<typeof createSettlePaid>>>
export type SettlePaid = ReturnType<typeof createSettlePaid>
