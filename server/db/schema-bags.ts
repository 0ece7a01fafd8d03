/**
 * The cool bags customers hold (decision 012): the AED 100 deposit is charged on a customer's
 * order only while they hold no bag (server/db/queries/bag-movements.ts: by the e-mail and mobile
 * of the order the bag went out with, decision 014). A row is written when an
 * order that charged the deposit is paid (`delivered`: the bag is theirs to keep until it is
 * collected) and when dispatch records a collection (`collected`, naming the order whose deposit
 * it releases; server/refunds/bag-deposit.ts). The table
 * is append-only: a trigger (migration 0012) refuses DELETE, and UPDATE except account deletion
 * erasing `customer_key`.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { orders } from './schema.ts'

export const bagMovements = pgTable(
	'bag_movements',
	{
		id: serial('id').primaryKey(),
		/** Whose bag: the e-mail normalised by domain/customer-email.ts, as `orders.customer_key`; null once their account is deleted. */
		customerKey: text('customer_key'),
		/** The order that charged the deposit for this bag (delivered) or whose bag came back (collected). */
		orderId: integer('order_id')
			.notNull()
			.references(() => orders.id),
		kind: text('kind').notNull(),
		at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check('bag_movements_kind', sql`${table.kind} in ('delivered', 'collected')`),
		index('bag_movements_customer').on(table.customerKey),
		// The bag an order's deposit paid for comes back once: two drivers' taps cannot both release its deposit.
		uniqueIndex('bag_movements_one_collection_per_order').on(table.orderId).where(sql`${table.kind} = 'collected'`),
	],
)
