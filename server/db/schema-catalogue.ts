/**
 * The catalogue as staff's data (issue 18, item 2; docs/console.md "The catalogue"): a price is
 * changed by adding a row here, in force from a date, never by rewriting the old one, so the
 * history is the table itself and a change can be scheduled ahead. `plan_prices` keeps the
 * seeded starting prices; the price of a choice at a moment is the latest row here in force by
 * then, else that starting price (server/db/queries/catalogue.ts). Orders keep their own price
 * snapshot, so no row here ever changes what a placed order costs.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, smallint, timestamp } from 'drizzle-orm/pg-core'
import { staffMembers } from './schema-console.ts'
import { addonVariants, planVariants } from './schema.ts'

export const planPriceChanges = pgTable(
	'plan_price_changes',
	{
		id: serial('id').primaryKey(),
		variantId: integer('variant_id')
			.notNull()
			.references(() => planVariants.id),
		daysPerWeek: smallint('days_per_week').notNull(),
		weeks: smallint('weeks').notNull(),
		/** VAT-inclusive price of one delivery day from `effective_from` on. */
		pricePerDayFils: integer('price_per_day_fils').notNull(),
		effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
		/** Who set it in the console; null for a change made outside it. */
		staffId: integer('staff_id').references(() => staffMembers.id),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		index('plan_price_changes_choice').on(table.variantId, table.daysPerWeek, table.weeks, table.effectiveFrom),
		check('plan_price_changes_days_per_week', sql`${table.daysPerWeek} in (5, 6, 7)`),
		check('plan_price_changes_weeks', sql`${table.weeks} in (1, 2, 4, 8)`),
		check('plan_price_changes_positive', sql`${table.pricePerDayFils} > 0`),
	],
)

/**
 * An add-on choice's price from a date on (issue 18, item 2), as `plan_price_changes` is for plans:
 * `addon_variants.price_per_day_fils` keeps the seeded starting price; the price at a moment is the
 * latest row here in force by then, else that starting price.
 */
export const addonPriceChanges = pgTable(
	'addon_price_changes',
	{
		id: serial('id').primaryKey(),
		variantId: integer('variant_id')
			.notNull()
			.references(() => addonVariants.id),
		/** VAT-inclusive price per delivery day from `effective_from` on. */
		pricePerDayFils: integer('price_per_day_fils').notNull(),
		effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
		/** Who set it in the console. */
		staffId: integer('staff_id').references(() => staffMembers.id),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		index('addon_price_changes_variant').on(table.variantId, table.effectiveFrom),
		check('addon_price_changes_positive', sql`${table.pricePerDayFils} > 0`),
	],
)
