/**
 * Dishes and weekly menus (decision 012): the catalogue the kitchen cooks from. A dish is defined
 * once however many menus use it; a plan's weekly menu gives each weekday's meals with one default
 * and alternatives per meal. The menu of a date is the plan's latest published week on or before
 * it (domain/menu/). The customer's meal choice, the sample-menu pages and the kitchen's
 * production sheet all read these rows.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, date, doublePrecision, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { plans } from './schema.ts'

const ALLERGEN_LIST = sql.raw(
	`array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk', 'tree-nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[]`,
)
const MEAL_LIST = sql.raw(`('suhoor', 'breakfast', 'lunch', 'snack', 'dinner', 'iftar')`)

export const dishes = pgTable(
	'dishes',
	{
		id: serial('id').primaryKey(),
		/** Stable identifier for staff, seeds and the apps; never reused. */
		code: text('code').notNull().unique(),
		meal: text('meal').notNull(),
		/** Diet keys of content/diets.ts the dish suits (a vegetarian dish may also be international). */
		dietTags: text('diet_tags').array().notNull().default(sql`'{}'::text[]`),
		allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
		/** A dish a delivery used is retired, never deleted: its deliveries keep naming it. */
		status: text('status').notNull().default('active'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check('dishes_code_format', sql`${table.code} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
		check('dishes_meal', sql`${table.meal} in ${MEAL_LIST}`),
		check('dishes_allergens', sql`${table.allergens} <@ ${ALLERGEN_LIST}`),
		check('dishes_status', sql`${table.status} in ('active', 'retired')`),
	],
)

export const dishTranslations = pgTable(
	'dish_translations',
	{
		dishId: integer('dish_id')
			.notNull()
			.references(() => dishes.id, { onDelete: 'cascade' }),
		locale: text('locale').notNull(),
		name: text('name').notNull(),
		/** One short sentence: what is on the plate. */
		description: text('description').notNull(),
		ingredients: text('ingredients').notNull().default(''),
	},
	(table) => [
		primaryKey({ columns: [table.dishId, table.locale] }),
		check('dish_translations_locale', sql`${table.locale} in ('en', 'ar-ae', 'ru-ae')`),
	],
)

/** A dish's figures per portion of each size: Plus is data, not a multiplier in code. */
export const dishNutrition = pgTable(
	'dish_nutrition',
	{
		dishId: integer('dish_id')
			.notNull()
			.references(() => dishes.id, { onDelete: 'cascade' }),
		size: text('size').notNull(),
		kcal: integer('kcal').notNull(),
		// Grams may have a decimal (12.5 g); double precision gives them back as the same JS number.
		proteinG: doublePrecision('protein_g').notNull(),
		carbsG: doublePrecision('carbs_g').notNull(),
		fatG: doublePrecision('fat_g').notNull(),
	},
	(table) => [
		primaryKey({ columns: [table.dishId, table.size] }),
		check('dish_nutrition_size', sql`${table.size} in ('regular', 'plus')`),
		check('dish_nutrition_kcal', sql`${table.kcal} > 0`),
		check('dish_nutrition_macros', sql`${table.proteinG} >= 0 and ${table.carbsG} >= 0 and ${table.fatG} >= 0`),
	],
)

/** A plan's menu for the week starting on `week_start` (a Monday); it repeats until the next published one. */
export const weeklyMenus = pgTable(
	'weekly_menus',
	{
		id: serial('id').primaryKey(),
		planId: integer('plan_id')
			.notNull()
			.references(() => plans.id),
		weekStart: date('week_start').notNull(),
		status: text('status').notNull().default('draft'),
		publishedAt: timestamp('published_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		unique('weekly_menus_plan_week').on(table.planId, table.weekStart),
		check('weekly_menus_monday', sql`extract(isodow from ${table.weekStart}) = 1`),
		check('weekly_menus_status', sql`${table.status} in ('draft', 'published')`),
		check('weekly_menus_published', sql`(${table.status} = 'published') = (${table.publishedAt} is not null)`),
	],
)

/**
 * One dish offered for one meal of one weekday (1 = Monday … 7 = Sunday) of a weekly menu.
 * `course` tells apart two meals of one kind on a day (the new-mums and athlete plans bring a
 * morning and an afternoon snack): 1 for the first, 2 for the second.
 */
export const weeklyMenuItems = pgTable(
	'weekly_menu_items',
	{
		menuId: integer('menu_id')
			.notNull()
			.references(() => weeklyMenus.id, { onDelete: 'cascade' }),
		weekday: smallint('weekday').notNull(),
		meal: text('meal').notNull(),
		course: smallint('course').notNull().default(1),
		dishId: integer('dish_id')
			.notNull()
			.references(() => dishes.id),
		/** What the day brings unless the customer swaps it; exactly one per menu, weekday, meal and course. */
		isDefault: boolean('is_default').notNull().default(false),
		position: smallint('position').notNull().default(0),
	},
	(table) => [
		primaryKey({ columns: [table.menuId, table.weekday, table.meal, table.course, table.dishId] }),
		uniqueIndex('weekly_menu_items_one_default_per_course').on(table.menuId, table.weekday, table.meal, table.course).where(sql`${table.isDefault}`),
		check('weekly_menu_items_weekday', sql`${table.weekday} between 1 and 7`),
		check('weekly_menu_items_course', sql`${table.course} between 1 and 3`),
		check('weekly_menu_items_meal', sql`${table.meal} in ${MEAL_LIST}`),
		index('weekly_menu_items_dish').on(table.dishId),
	],
)
