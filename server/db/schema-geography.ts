/**
 * Delivery geography (content/delivery-areas.ts): the seven emirates with fixed ids (Dubai is 1),
 * their areas, and the slots each area gets. `area_timings.id` is the `area_timing_id` that
 * addresses, delivery preferences and orders store. A part of schema.ts of its own: the place
 * tables stand alone (they reference nothing else) and everything that delivers references them.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core'

export const cities = pgTable(
	'cities',
	{
		id: integer('id').primaryKey(),
		slug: text('slug').notNull().unique(),
		sortOrder: integer('sort_order').notNull().default(0),
		isActive: boolean('is_active').notNull().default(true),
	},
	(table) => [check('cities_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
)

export const cityTranslations = pgTable(
	'city_translations',
	{
		cityId: integer('city_id')
			.notNull()
			.references(() => cities.id, { onDelete: 'cascade' }),
		locale: text('locale').notNull(),
		name: text('name').notNull(),
	},
	(table) => [
		primaryKey({ columns: [table.cityId, table.locale] }),
		check('city_translations_locale', sql`${table.locale} in ('en', 'ar-ae', 'ru-ae')`),
	],
)

export const areas = pgTable(
	'areas',
	{
		id: serial('id').primaryKey(),
		cityId: integer('city_id')
			.notNull()
			.references(() => cities.id),
		/** Unique across the country, so one slug names one place in links and seeds. */
		slug: text('slug').notNull().unique(),
		/** Read by nothing since areas are listed by name in each language; kept for the release before. */
		sortOrder: integer('sort_order').notNull().default(0),
		isActive: boolean('is_active').notNull().default(true),
	},
	(table) => [
		check('areas_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
		index('areas_city').on(table.cityId),
	],
)

export const areaTranslations = pgTable(
	'area_translations',
	{
		areaId: integer('area_id')
			.notNull()
			.references(() => areas.id, { onDelete: 'cascade' }),
		locale: text('locale').notNull(),
		name: text('name').notNull(),
	},
	(table) => [
		primaryKey({ columns: [table.areaId, table.locale] }),
		check('area_translations_locale', sql`${table.locale} in ('en', 'ar-ae', 'ru-ae')`),
	],
)

export const areaTimings = pgTable(
	'area_timings',
	{
		id: serial('id').primaryKey(),
		areaId: integer('area_id')
			.notNull()
			.references(() => areas.id),
		slot: text('slot').notNull(),
		/** A slot stops being offered (a route closed) without breaking the addresses that name it. */
		isActive: boolean('is_active').notNull().default(true),
	},
	(table) => [
		unique('area_timings_area_slot').on(table.areaId, table.slot),
		check('area_timings_slot', sql`${table.slot} in ('early-morning', 'morning', 'evening')`),
	],
)
