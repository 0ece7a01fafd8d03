/**
 * The referral ledger's rules (issue 19, item 6; docs/console.md "Referrals"). Pure; the server
 * applies them under the ambassador's row lock (server/referrals/referral-ledger.ts), and the
 * database's checks on `ambassadors` and `referral_rewards` are the last word on the same rules.
 *
 * The rule the ambassador page states and the ledger keeps:
 * - a friend's order made with the ambassador's referral code earns the ambassador's reward when
 *   the order is paid, once, if the ambassador is not retired at that moment (the reward is the
 *   one set for them then; a later change of it never alters a reward already earned);
 * - if that order is later refunded in full (its confirmed refunds give back the whole invoice,
 *   the cool-bag deposit apart), the reward is withdrawn, once;
 * - so is it if the friend's plan is cancelled before their first week of deliveries is done
 *   (decision 014): without this, made-up friends who paid and cancelled at once kept the reward,
 *   since a cancellation always leaves the days before the cut-off delivered (never a full refund);
 * - a payout is never more than what is owed at that moment. A reward withdrawn after it was paid
 *   out is taken back from the next rewards (the clawback).
 */
import type { DeliveryState } from '../schedule/plan-days.ts'

/** What the team owes one ambassador: `owedFils` or `clawbackFils`, never both above zero. */
export type RewardBalance = { owedFils: number; clawbackFils: number }

/** A reward earned: it first settles what a withdrawn, already paid reward took back. */
export function balanceAfterEarning(balance: RewardBalance, amountFils: number): RewardBalance {
	const settled = Math.min(balance.clawbackFils, amountFils)
	return { owedFils: balance.owedFils + amountFils - settled, clawbackFils: balance.clawbackFils - settled }
}

/** A reward withdrawn: off what is owed, and what was already paid out is taken back from the next rewards. */
export function balanceAfterWithdrawal(balance: RewardBalance, amountFils: number): RewardBalance {
	const fromOwed = Math.min(balance.owedFils, amountFils)
	return { owedFils: balance.owedFils - fromOwed, clawbackFils: balance.clawbackFils + amountFils - fromOwed }
}

/** What the ledger shows as owed: negative while a clawback is outstanding. */
export const netOwedFils = (balance: RewardBalance) => balance.owedFils - balance.clawbackFils

/**
 * Whether an order counts as refunded in full: its confirmed refunds that correct the invoice
 * (a cancellation's, customer care's; never the cool-bag deposit, which is outside the invoice)
 * give back at least the invoice's value.
 */
export function isRefundedInFull(input: { invoiceValueFils: number; confirmedCreditFils: number }): boolean {
	return input.invoiceValueFils > 0 && input.confirmedCreditFils >= input.invoiceValueFils
}

/** Why a reward was withdrawn (`referral_rewards.withdrawal_reason`; null on rows from before decision 014: refunded in full). */
export const REWARD_WITHDRAWAL_REASONS = ['refunded-in-full', 'cancelled-in-first-week'] as const
export type RewardWithdrawalReason = (typeof REWARD_WITHDRAWAL_REASONS)[number]

/**
 * The days a cancellation leaves the friend: delivered, or due (before the cut-off, so still
 * delivered; a failed delivery was due too). Cancelled days are refunded, and a paused day holds
 * no food (the day that replaced it is counted, or cancelled, in its own right).
 */
export function keptDeliveryDays(states: readonly DeliveryState[]): number {
	return states.filter((state) => state === 'delivered' || state === 'scheduled' || state === 'failed').length
}

/** The friend's first week of deliveries: as many delivery days as the order has in a week (5 for a 5-days-a-week plan). */
export const firstWeekDays = (daysPerWeek: number): number => daysPerWeek

/** Whether a cancelled plan ended before the friend's first week of deliveries was done. */
export function isCancelledInFirstWeek(input: { daysPerWeek: number; keptDays: number }): boolean {
	return input.keptDays < firstWeekDays(input.daysPerWeek)
}

/** Where the refund a cancellation recorded for the order stands; null when it recorded none. */
export type CancellationRefundState = 'pending' | 'confirmed' | 'failed'

/**
 * The friend's cancellation as `rewardWithdrawalReason` judges it, or null while there is none
 * to judge. The order's plan was cancelled when any of its days is `cancelled` (only the
 * customer's cancellation ends a day). It is judged once its refund of the order is confirmed,
 * or at once when it recorded none: nothing of the order's food was left to give back (customer
 * care had refunded it), and without this such a cancellation kept the reward (decision 014).
 * A refund still pending waits for the gateway; one given up withdraws nothing.
 */
export function cancellationToJudge(input: {
	daysPerWeek: number
	dayStates: readonly DeliveryState[]
	cancellationRefund: CancellationRefundState | null
}): { daysPerWeek: number; keptDays: number } | null {
	if (!input.dayStates.includes('cancelled')) return null
	if (input.cancellationRefund !== null && input.cancellationRefund !== 'confirmed') return null
	return { daysPerWeek: input.daysPerWeek, keptDays: keptDeliveryDays(input.dayStates) }
}

/**
 * Why the order's reward is withdrawn now, or null to keep it. `cancellation`: the order's plan
 * was cancelled and that cancellation is settled (`cancellationToJudge`), with the days it left
 * the friend; null when it was not. A refund in full is named first: it was the rule before, and it holds
 * whenever the plan was cancelled.
 */
export function rewardWithdrawalReason(input: {
	invoiceValueFils: number
	confirmedCreditFils: number
	cancellation: { daysPerWeek: number; keptDays: number } | null
}): RewardWithdrawalReason | null {
	if (isRefundedInFull(input)) return 'refunded-in-full'
	if (input.cancellation && isCancelledInFirstWeek(input.cancellation)) return 'cancelled-in-first-week'
	return null
}
