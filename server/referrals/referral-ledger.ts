/**
 * The referral ledger's writes (issue 19, item 6; the rules in domain/referrals/ledger.ts), each in
 * the caller's transaction:
 * - `earnReferralReward`: in the transaction that marks an order paid (server/payments/service/
 *   settle-paid.ts), so a paid order with an ambassador's code never lacks its reward;
 * - `withdrawRewardIfDue`: in the transaction that confirms a refund (server/refunds/
 *   refund-service.ts), so the reward goes once the money has gone back in full, or once the
 *   refund of a plan cancelled before the friend's first week of deliveries was done is confirmed;
 *   and, through `withdrawRewardsAfterCancelling`, in the transaction that cancels the plan
 *   (server/refunds/cancellation.ts), so a cancellation with nothing left to refund is judged too.
 * Both lock the ambassador's row first (the balance lives there) and add their row with the
 * `referral_rewards_once_per_order` unique constraint as the last word: a doubled payment answer,
 * or two refunds confirmed at once (a cancellation's and customer care's), can never count an
 * order twice, nor withdraw its reward twice for two reasons. Payouts are the console's
 * (server/console/referrals/referrals-data.ts), under the same lock.
 */
import { and, asc, eq, inArray, ne, sum } from 'drizzle-orm'
import {
	balanceAfterEarning,
	balanceAfterWithdrawal,
	type CancellationRefundState,
	cancellationToJudge,
	type RewardBalance,
	rewardWithdrawalReason,
} from '../../domain/referrals/ledger.ts'
import type { DeliveryState } from '../../domain/schedule/plan-days.ts'
import { isSelfReferral } from '../../domain/referrals/self-referral.ts'
import type { Transaction } from '../db/client.ts'
import { ambassadors, customers, deliveries, orders, referralRewards, refunds } from '../db/schema.ts'

export type ReferralRewardRow = typeof referralRewards.$inferSelect

const balanceColumns = { id: ambassadors.id, rewardFils: ambassadors.rewardFils, owedFils: ambassadors.rewardsOwedFils, clawbackFils: ambassadors.rewardsClawbackFils }

async function writeBalance(tx: Transaction, ambassadorId: number, balance: RewardBalance, at: Date) {
	await tx
		.update(ambassadors)
		.set({ rewardsOwedFils: balance.owedFils, rewardsClawbackFils: balance.clawbackFils, updatedAt: at })
		.where(eq(ambassadors.id, ambassadorId))
}

/** The paid order as the ledger needs it: its code, and who ordered (a self-referral earns nothing). */
export type RewardedOrder = { id: number; referralCode: string | null; email: string | null; mobileNumber: string | null; customerId: number | null }

/**
 * The order's reward, if it carries the referral code of an ambassador who is not retired: the
 * reward set for them now, added to what they are owed. Null when there is none, when the
 * order already has its reward, or when the order is the ambassador's own (a self-referral that
 * got past pricing: a code typed before staff recorded the ambassador's e-mail or phone, say).
 */
export async function earnReferralReward(tx: Transaction, order: RewardedOrder, at: Date): Promise<ReferralRewardRow | null> {
	if (!order.referralCode) return null
	const [ambassador] = await tx
		.select({ ...balanceColumns, email: ambassadors.email, phone: ambassadors.phone })
		.from(ambassadors)
		.where(and(eq(ambassadors.referralCode, order.referralCode), eq(ambassadors.isActive, true)))
		.for('update')
	if (!ambassador) return null
	const [account] =
		order.customerId === null ? [] : await tx.select({ email: customers.email, phone: customers.mobileNumber }).from(customers).where(eq(customers.id, order.customerId))
	const customer = { emails: [order.email, account?.email ?? null], phones: [order.mobileNumber, account?.phone ?? null] }
	if (isSelfReferral(ambassador, customer)) return null
	const [row] = await tx
		.insert(referralRewards)
		.values({ ambassadorId: ambassador.id, orderId: order.id, kind: 'earned', amountFils: ambassador.rewardFils, createdAt: at })
		.onConflictDoNothing()
		.returning()
	if (!row) return null
	await writeBalance(tx, ambassador.id, balanceAfterEarning(ambassador, row.amountFils), at)
	return row
}

/**
 * Withdraws the order's reward when it is due (domain/referrals/ledger.ts `rewardWithdrawalReason`):
 * its confirmed refunds give back the whole invoice (the cool-bag deposit apart), or its plan was
 * cancelled, that cancellation is settled (its refund confirmed, or none recorded:
 * `cancellationToJudge`), and the friend kept fewer delivery days than a week of theirs
 * (decision 014). Called by every transaction that confirms a refund of the order and by the one
 * that cancels its days, so one path serves both reasons whatever the cancellation refunded. Read
 * under the ambassador's row lock, which each of them takes here too, so of two such transactions
 * at once the second sees the first; the `referral_rewards_once_per_order` constraint is the last
 * word, whatever the reason.
 */
export async function withdrawRewardIfDue(tx: Transaction, orderId: number, at: Date): Promise<ReferralRewardRow | null> {
	const [earned] = await tx
		.select({ ambassadorId: referralRewards.ambassadorId, amountFils: referralRewards.amountFils })
		.from(referralRewards)
		.where(and(eq(referralRewards.orderId, orderId), eq(referralRewards.kind, 'earned')))
	if (!earned) return null
	const [ambassador] = await tx.select(balanceColumns).from(ambassadors).where(eq(ambassadors.id, earned.ambassadorId)).for('update')
	const [order] = await tx.select({ price: orders.price, daysPerWeek: orders.daysPerWeek }).from(orders).where(eq(orders.id, orderId))
	if (!ambassador || !order) return null
	const credits = await tx
		.select({ reason: refunds.reason, state: refunds.state, fils: sum(refunds.amountFils).mapWith(Number) })
		.from(refunds)
		.where(and(eq(refunds.orderId, orderId), ne(refunds.reason, 'bag-deposit')))
		.groupBy(refunds.reason, refunds.state)
	const confirmedCreditFils = credits.filter((row) => row.state === 'confirmed').reduce((total, row) => total + row.fils, 0)
	// One cancellation refund per order at most (refunds_one_cancellation_per_order).
	const cancellationRefund = credits.find((row) => row.reason === 'cancellation')?.state ?? null
	const days = await tx.select({ state: deliveries.state }).from(deliveries).where(eq(deliveries.orderId, orderId))
	const reason = rewardWithdrawalReason({
		invoiceValueFils: order.price.discounted,
		confirmedCreditFils,
		cancellation: cancellationToJudge({
			daysPerWeek: order.daysPerWeek,
			dayStates: days.map((day) => day.state as DeliveryState),
			cancellationRefund: cancellationRefund as CancellationRefundState | null,
		}),
	})
	if (reason === null) return null
	const [row] = await tx
		.insert(referralRewards)
		.values({ ambassadorId: ambassador.id, orderId, kind: 'reversed', amountFils: -earned.amountFils, withdrawalReason: reason, createdAt: at })
		.onConflictDoNothing()
		.returning()
	if (!row) return null
	await writeBalance(tx, ambassador.id, balanceAfterWithdrawal(ambassador, earned.amountFils), at)
	return row
}

/**
 * The cancelling transaction's part (server/refunds/cancellation.ts): the rule judged for every
 * order whose days it cancelled. An order whose cancellation refund is still pending keeps its
 * reward until that refund is confirmed (refund-service.ts judges it then); one with nothing left
 * to refund is judged here, once. The ambassadors' rows are locked in id order, so two
 * cancellations of plans referred by the same two ambassadors cannot wait for each other.
 */
export async function withdrawRewardsAfterCancelling(tx: Transaction, orderIds: readonly number[], at: Date): Promise<ReferralRewardRow[]> {
	if (orderIds.length === 0) return []
	const rewarded = await tx
		.select({ orderId: referralRewards.orderId })
		.from(referralRewards)
		.where(and(inArray(referralRewards.orderId, [...orderIds]), eq(referralRewards.kind, 'earned')))
		.orderBy(asc(referralRewards.ambassadorId), asc(referralRewards.orderId))
	const withdrawn: ReferralRewardRow[] = []
	for (const { orderId } of rewarded) {
		if (orderId === null) continue
		const row = await withdrawRewardIfDue(tx, orderId, at)
		if (row) withdrawn.push(row)
	}
	return withdrawn
}
