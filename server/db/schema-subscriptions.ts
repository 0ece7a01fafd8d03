/**
 * The paid plan (decision 012): a subscription with one row per delivery day. Payment writes the
 * subscription and its days in the transaction that marks the order paid. Two database rules keep
 * the schedule whole whatever the code does: a partial unique index lets a subscription have one
 * live delivery per date (a day is never doubled), and a deferred trigger (migration
 * 0013_subscription_days_trigger) checks at commit that its non-frozen deliveries equal
 * `paid_days` (a day is never lost: freezing one must append another).
 */
import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { OrderDeliveryAddress } from '../../domain/order.ts'
import type { ScheduleRules } from '../../domain/schedule/rules.ts'
import { dishes } from './schema-menus.ts'
import { areaTimings, customers, orders, planVariants, plans } from './schema.ts'

/** The schedule terms from a date on; the row in force is the latest `effective_from` on or before today. */
export const scheduleRules = pgTable(
	'schedule_rules',
	{
		id: serial('id').primaryKey(),
		effectiveFrom: date('effective_from').notNull().unique(),
		cutoffHour: smallint('cutoff_hour').notNull(),
		daysAheadBefore: smallint('days_ahead_before').notNull(),
		daysAheadAfter: smallint('days_ahead_after').notNull(),
		maxFrozenDays: smallint('max_frozen_days').notNull(),
		finishWithinDays: smallint('finish_within_days').notNull(),
		cancellationFeePercent: smallint('cancellation_fee_percent').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check('schedule_rules_cutoff_hour', sql`${table.cutoffHour} between 0 and 23`),
		check('schedule_rules_days_ahead', sql`${table.daysAheadBefore} between 1 and 14 and ${table.daysAheadAfter} between ${table.daysAheadBefore} and 14`),
		check('schedule_rules_frozen', sql`${table.maxFrozenDays} between 0 and 120`),
		check('schedule_rules_finish', sql`${table.finishWithinDays} between 0 and 365`),
		check('schedule_rules_fee', sql`${table.cancellationFeePercent} between 0 and 100`),
	],
)

/** Days the kitchen does not deliver (public holidays): no plan delivers on them; a day that falls on one moves to the end. */
export const closedDates = pgTable('closed_dates', {
	date: date('date').primaryKey(),
	/** For staff: why (e.g. "Eid al-Adha"). */
	note: text('note').notNull().default(''),
})

export const subscriptions = pgTable(
	'subscriptions',
	{
		id: serial('id').primaryKey(),
		/** The id in links and the API: not guessable. */
		publicId: uuid('public_id').notNull().unique().defaultRandom(),
		/** Null for a guest's plan until an account with the order's e-mail claims it; kept (set null) when the account is deleted. */
		customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
		/** The normalised e-mail of the orders (domain/customer-email.ts): how a guest's plan is found again. */
		customerKey: text('customer_key'),
		planId: integer('plan_id')
			.notNull()
			.references(() => plans.id),
		planVariantId: integer('plan_variant_id')
			.notNull()
			.references(() => planVariants.id),
		size: text('size').notNull(),
		daysPerWeek: smallint('days_per_week').notNull(),
		allergies: text('allergies').array().notNull().default(sql`'{}'::text[]`),
		allergyNotes: text('allergy_notes').notNull().default(''),
		status: text('status').notNull().default('active'),
		/** Delivery days paid for by all its orders; cancelled days stay counted (their money is in `refunds`). */
		paidDays: integer('paid_days').notNull(),
		/** The schedule terms it was sold under. */
		rules: jsonb('rules').$type<ScheduleRules>().notNull(),
		/**
		 * The last date a day of this plan may be delivered on: its first planned last day plus
		 * `rules.finishWithinDays`, fixed when it is paid (closed dates added later do not move it).
		 * A pause that would push a day past it is refused (domain/schedule/freeze.ts).
		 */
		finishBy: date('finish_by').notNull(),
		/**
		 * The last delivery date the renewal reminder was sent for (server/schedule/renewal-reminders.ts):
		 * set in the transaction that queues the e-mail, so one end date gets one reminder; a renewal
		 * moves the end date and the next one is reminded again.
		 */
		renewalRemindedFor: date('renewal_reminded_for'),
		/**
		 * The Monday of the last week whose meal-choice reminder was sent (server/menus/meal-reminders.ts):
		 * set in the transaction that queues the e-mail, so a week gets one reminder.
		 */
		mealRemindedWeek: date('meal_reminded_week'),
		/**
		 * Bumped by the database itself, in the writing transaction, whenever this row, one of its
		 * deliveries or one of their meals changes (triggers of migration 0025_plan_version_triggers):
		 * the key of the plan's cached API answer (server/schedule/plan-answers.ts). Never set by code.
		 */
		version: integer('version').notNull().default(1),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check('subscriptions_status', sql`${table.status} in ('active', 'finished', 'cancelled')`),
		check('subscriptions_size', sql`${table.size} in ('regular', 'plus')`),
		check('subscriptions_days_per_week', sql`${table.daysPerWeek} in (5, 6, 7)`),
		check('subscriptions_paid_days', sql`${table.paidDays} > 0`),
		index('subscriptions_customer').on(table.customerId),
		index('subscriptions_customer_key').on(table.customerKey),
	],
)

export const deliveries = pgTable(
	'deliveries',
	{
		id: serial('id').primaryKey(),
		publicId: uuid('public_id').notNull().unique().defaultRandom(),
		subscriptionId: integer('subscription_id')
			.notNull()
			.references(() => subscriptions.id),
		/** The order whose payment bought this day (the first order, or a renewal). */
		orderId: integer('order_id')
			.notNull()
			.references(() => orders.id),
		date: date('date').notNull(),
		state: text('state').notNull().default('scheduled'),
		/** Where this day goes, as orders keep it: changing one day never changes another. */
		address: jsonb('address').$type<OrderDeliveryAddress>().notNull(),
		areaTimingId: integer('area_timing_id')
			.notNull()
			.references(() => areaTimings.id),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		/** Compared on every change, so two tabs editing one day cannot both win. */
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check('deliveries_state', sql`${table.state} in ('scheduled', 'frozen', 'delivered', 'failed', 'cancelled')`),
		uniqueIndex('deliveries_one_live_per_date')
			.on(table.subscriptionId, table.date)
			.where(sql`${table.state} in ('scheduled', 'delivered', 'failed')`),
		index('deliveries_subscription').on(table.subscriptionId, table.date),
		// The kitchen's sheet and the drivers' manifest read a date's live deliveries.
		index('deliveries_date').on(table.date).where(sql`${table.state} in ('scheduled', 'delivered', 'failed')`),
		index('deliveries_order').on(table.orderId),
	],
)

/** A meal of a delivery day that is not simply the menu's default: chosen by the customer or staff, or fixed at the kitchen's cut-off. */
export const deliveryMeals = pgTable(
	'delivery_meals',
	{
		deliveryId: integer('delivery_id')
			.notNull()
			.references(() => deliveries.id, { onDelete: 'cascade' }),
		meal: text('meal').notNull(),
		/** Which of the day's meals of this kind (1, or 2 for a second snack), as in weekly_menu_items. */
		course: smallint('course').notNull().default(1),
		dishId: integer('dish_id')
			.notNull()
			.references(() => dishes.id),
		chosenBy: text('chosen_by').notNull(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		primaryKey({ columns: [table.deliveryId, table.meal, table.course] }),
		check('delivery_meals_chosen_by', sql`${table.chosenBy} in ('customer', 'staff', 'default')`),
		index('delivery_meals_dish').on(table.dishId),
	],
)
