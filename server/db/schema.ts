import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'

export const plans = pgTable(
	'plans',
	{
		id: serial('id').primaryKey(),
		/** Public URL segment: /meal-plans/{slug}/. Changing it breaks links. */
		slug: text('slug').notNull().unique(),
		/** Collections the plan appears in: popular, diet-specific, weight-loss. */
		tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
		mealsPerDay: smallint('meals_per_day').notNull(),
		sortOrder: integer('sort_order').notNull().default(0),
		isActive: boolean('is_active').notNull().default(true),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check('plans_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
		check('plans_meals_per_day', sql`${table.mealsPerDay} between 1 and 6`),
	],
)

export const planTranslations = pgTable(
	'plan_translations',
	{
		planId: integer('plan_id')
			.notNull()
			.references(() => plans.id, { onDelete: 'cascade' }),
		locale: text('locale').notNull(),
		name: text('name').notNull(),
		summary: text('summary').notNull(),
	},
	(table) => [
		primaryKey({ columns: [table.planId, table.locale] }),
		check('plan_translations_locale', sql`${table.locale} in ('en', 'ar-ae', 'ru-ae')`),
	],
)
