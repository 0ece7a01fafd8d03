/**
 * The referral ledger (issue 19, item 6; docs/console.md "Referrals"): what ambassadors earn for
 * their friends' paid orders and what the team has paid them. Rows are only ever added:
 * - `referral_rewards`: an order's reward (`earned`, written in the transaction that marks the
 *   order paid) and, if the order is later refunded in full, its withdrawal (`reversed`, the same
 *   amount negative, in the transaction that confirms the refund that completes it). One of each
 *   per order at most: a doubled payment answer or refund confirmation cannot count twice.
 * - `referral_payouts`: money the team paid an ambassador, with the transfer's reference.
 * The running balance is on `ambassadors` (`rewards_owed_fils`, `rewards_clawback_fils`), raised
 * and lowered in the same transactions, so a payout above what is owed is refused by a check.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { staffMembers } from './schema-console.ts'
import { ambassadors, orders } from './schema.ts'

export const referralRewards = pgTable(
	'referral_rewards',
	{
		id: serial('id').primaryKey(),
		ambassadorId: integer('ambassador_id')
			.notNull()
			.references(() => ambassadors.id),
		/**
		 * Null once the order itself is deleted (a deleted account's order after the five years the
		 * tax law keeps it, server/jobs/erase-order-records.ts): the ledger's money stays as it was.
		 */
		orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
		/** `earned` (the order was paid) or `reversed` (withdrawn: `withdrawal_reason` says why). */
		kind: text('kind').notNull(),
		/** Positive (or zero) when earned, the same amount negative when reversed. */
		amountFils: integer('amount_fils').notNull(),
		/**
		 * Why a reward was withdrawn (domain/referrals/ledger.ts): `refunded-in-full` or
		 * `cancelled-in-first-week` (decision 014). Null on `earned` rows, and on `reversed` rows
		 * written before migration 0034 or by the release before it: those were refunded in full.
		 */
		withdrawalReason: text('withdrawal_reason'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check('referral_rewards_kind', sql`${table.kind} in ('earned', 'reversed')`),
		// Null allowed on `reversed` rows: the release before 0034 writes none (docs/operations.md, one release back).
		check(
			'referral_rewards_withdrawal_reason',
			sql`${table.withdrawalReason} is null or (${table.kind} = 'reversed' and ${table.withdrawalReason} in ('refunded-in-full', 'cancelled-in-first-week'))`,
		),
		check('referral_rewards_sign', sql`(${table.kind} = 'earned' and ${table.amountFils} >= 0) or (${table.kind} = 'reversed' and ${table.amountFils} <= 0)`),
		unique('referral_rewards_once_per_order').on(table.orderId, table.kind),
		index('referral_rewards_ambassador').on(table.ambassadorId, table.id),
	],
)

export const referralPayouts = pgTable(
	'referral_payouts',
	{
		id: serial('id').primaryKey(),
		ambassadorId: integer('ambassador_id')
			.notNull()
			.references(() => ambassadors.id),
		amountFils: integer('amount_fils').notNull(),
		/** The bank transfer's (or other payment's) reference, as staff typed it. */
		reference: text('reference').notNull(),
		note: text('note').notNull().default(''),
		staffId: integer('staff_id')
			.notNull()
			.references(() => staffMembers.id),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check('referral_payouts_amount', sql`${table.amountFils} > 0`),
		check('referral_payouts_reference', sql`length(${table.reference}) between 1 and 100`),
		index('referral_payouts_ambassador').on(table.ambassadorId, table.id),
	],
)
