/**
 * Money given back for a paid order (decision 012, issue 17): one row per refund of one payment,
 * with the tax credit note that corrects the order's invoice. A refund is `pending` from the
 * transaction that records it until the gateway confirms it (`confirmed`); `failed` is a refund
 * given up by an owner or manager (`given_up_*`, server/refunds/give-up.ts), whose amount is no
 * longer counted in `payments.refunded_fils`. Both are final: a trigger refuses any change of a
 * confirmed or given-up refund's state (migration 0031). The payment's
 * `refunded_fils` is raised in the transaction that inserts a refund, under the payment's row
 * lock, and a check keeps it within the captured amount: parallel refunds can never give back
 * more than was taken.
 */
import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgSequence, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { staffMembers } from './schema-console.ts'
import { subscriptions } from './schema-subscriptions.ts'
import { orders, payments } from './schema.ts'

/** Tax credit note numbers: their own sequence, taken when a refund is recorded. */
export const creditNoteNumbers = pgSequence('credit_note_numbers', { startWith: 1 })

export const refunds = pgTable(
	'refunds',
	{
		id: serial('id').primaryKey(),
		/** The id in links (the credit note page) and the API: not guessable. */
		publicId: uuid('public_id').notNull().unique().defaultRandom(),
		/** The captured payment the money goes back to. */
		paymentId: integer('payment_id')
			.notNull()
			.references(() => payments.id),
		/** The order whose invoice the credit note corrects. */
		orderId: integer('order_id')
			.notNull()
			.references(() => orders.id),
		subscriptionId: integer('subscription_id').references(() => subscriptions.id),
		/**
		 * Why: `cancellation` (the remaining days of a plan), `bag-deposit` (a cool bag came back: its
		 * deposit, no days), `staff` (an amount refunded from the console, issue 19: `staff_id`, `note`).
		 */
		reason: text('reason').notNull(),
		state: text('state').notNull().default('pending'),
		/** What goes back, VAT included, and the VAT it contains (the credit note's tax). */
		amountFils: integer('amount_fils').notNull(),
		vatFils: integer('vat_fils').notNull(),
		/** The arithmetic shown to the customer: days × the day's price paid, less the fee. */
		days: smallint('days').notNull(),
		dayPriceFils: integer('day_price_fils').notNull(),
		feePercent: smallint('fee_percent').notNull(),
		feeFils: integer('fee_fils').notNull(),
		/** Of a cancellation: what customer care had already refunded of the order's food, deducted here. */
		alreadyRefundedFils: integer('already_refunded_fils').notNull().default(0),
		/** The delivery days given up, for the credit note and the e-mails (none for a staff refund). */
		dates: date('dates').array().notNull(),
		/** The staff member who refunded from the console, and the reason they gave (shown to staff only). */
		staffId: integer('staff_id').references(() => staffMembers.id),
		note: text('note'),
		creditNoteNumber: integer('credit_note_number')
			.notNull()
			.unique()
			.default(sql`nextval('credit_note_numbers')`),
		/** The gateway's id of the refund (APS fort_id of the REFUND, Tabby's refund id), once confirmed. */
		gatewayReference: text('gateway_reference'),
		/** The gateway's last code or error, for support. */
		gatewayCode: text('gateway_code'),
		attempts: smallint('attempts').notNull().default(0),
		/** When the job may send it again (it backs off after each refusal or silence). */
		nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
		/**
		 * Held by whoever is talking to the gateway about it (a sender, or staff giving it up) until
		 * this time: nobody else may claim it meanwhile, so a refund being sent is never given up.
		 */
		claimedUntil: timestamp('claimed_until', { withTimezone: true }),
		/** Given up (state `failed`): when, by which owner or manager, and why (shown to staff only). */
		givenUpAt: timestamp('given_up_at', { withTimezone: true }),
		givenUpBy: integer('given_up_by').references(() => staffMembers.id),
		givenUpNote: text('given_up_note'),
		confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check('refunds_state', sql`${table.state} in ('pending', 'confirmed', 'failed')`),
		check('refunds_reason', sql`${table.reason} in ('cancellation', 'bag-deposit', 'staff')`),
		check('refunds_amount', sql`${table.amountFils} > 0 and ${table.vatFils} >= 0 and ${table.vatFils} <= ${table.amountFils}`),
		// A cancellation's amount is its days' arithmetic (less what customer care had already refunded
		// of the order); a bag deposit gives back no days and keeps no fee.
		check(
			'refunds_arithmetic',
			sql`${table.reason} <> 'cancellation' or (${table.days} > 0 and ${table.feeFils} >= 0 and ${table.alreadyRefundedFils} >= 0 and ${table.amountFils} = ${table.days} * ${table.dayPriceFils} - ${table.feeFils} - ${table.alreadyRefundedFils})`,
		),
		// A console refund (issue 19) is an amount with the staff member who gave it and their reason; no days, no fee.
		check(
			'refunds_staff',
			sql`(${table.reason} = 'staff') = (${table.staffId} is not null and ${table.note} is not null) and (${table.reason} <> 'staff' or (${table.days} = 0 and ${table.feeFils} = 0 and ${table.feePercent} = 0))`,
		),
		check('refunds_bag_deposit', sql`${table.reason} <> 'bag-deposit' or (${table.days} = 0 and ${table.feeFils} = 0 and ${table.feePercent} = 0)`),
		check('refunds_confirmed', sql`(${table.state} = 'confirmed') = (${table.confirmedAt} is not null)`),
		// A refund given up says when, by whom and why; only a given-up refund does.
		check(
			'refunds_given_up',
			sql`(${table.state} = 'failed') = (${table.givenUpAt} is not null and ${table.givenUpBy} is not null and ${table.givenUpNote} is not null)`,
		),
		// An order's days are cancelled once: a second cancellation refund of one order cannot be recorded.
		uniqueIndex('refunds_one_cancellation_per_order').on(table.orderId).where(sql`${table.reason} = 'cancellation'`),
		// An order's deposit comes back once: its bag is collected once (bag_movements_one_collection_per_order).
		uniqueIndex('refunds_one_bag_deposit_per_order').on(table.orderId).where(sql`${table.reason} = 'bag-deposit'`),
		// The retry job reads the pending refunds whose time has come.
		index('refunds_pending').on(table.nextAttemptAt).where(sql`${table.state} = 'pending'`),
		index('refunds_payment').on(table.paymentId),
		index('refunds_subscription').on(table.subscriptionId),
	],
)
