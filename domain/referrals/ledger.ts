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
 * - a payout is never more than what is owed at that moment. A reward withdrawn after it was paid
 *   out is taken back from the next rewards (the clawback).
 */

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
