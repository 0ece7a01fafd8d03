/**
 * What staff keep about a customer in the console (issue 19, `/console/customers/`): notes, one
 * row each, never edited (a correction is a new note), written with their audit row.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { staffMembers } from './schema-console.ts'
import { customers } from './schema.ts'

export const customerNotes = pgTable(
	'customer_notes',
	{
		id: serial('id').primaryKey(),
		customerId: integer('customer_id')
			.notNull()
			.references(() => customers.id, { onDelete: 'cascade' }),
		staffId: integer('staff_id')
			.notNull()
			.references(() => staffMembers.id),
		text: text('text').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [index('customer_notes_customer').on(table.customerId, table.createdAt)],
)
