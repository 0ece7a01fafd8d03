/**
 * Photos of dishes and plans (issue 18 item 4, docs/menus.md "Photos"). Staff upload one in the
 * console; the upload is checked by its content and kept privately until the `photo-variants` job
 * has made its responsive set (AVIF, WebP and JPEG in several widths, metadata stripped), which the
 * public pages then show. A dish's or plan's photo is its latest `ready` one; a replaced or removed
 * photo keeps its row (and files) for pages still cached with it.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { dishes } from './schema-menus.ts'
import { staffMembers } from './schema-console.ts'
import { plans } from './schema.ts'

export const photos = pgTable(
	'photos',
	{
		id: serial('id').primaryKey(),
		/** Random and unguessable: the folder of its files (`/media/photos/<key>/<width>.<format>`). Never reused, so its files never change. */
		key: text('key').notNull().unique(),
		dishId: integer('dish_id').references(() => dishes.id),
		planId: integer('plan_id').references(() => plans.id),
		/** processing (uploaded, the job has not made the set yet), ready, failed (the job could not), removed. */
		status: text('status').notNull().default('processing'),
		/** The uploaded file's format, read from its content (never from its name or Content-Type). */
		sourceFormat: text('source_format').notNull(),
		/** Upright size of the upload (its EXIF orientation applied): the aspect ratio every variant keeps. */
		width: integer('width').notNull(),
		height: integer('height').notNull(),
		/** The widths of the set, smallest first; null until the job has made them. */
		widths: integer('widths').array(),
		altEn: text('alt_en').notNull(),
		altAr: text('alt_ar').notNull(),
		altRu: text('alt_ru').notNull(),
		uploadedBy: integer('uploaded_by').references(() => staffMembers.id),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		readyAt: timestamp('ready_at', { withTimezone: true }),
	},
	(table) => [
		check('photos_one_subject', sql`(${table.dishId} is null) <> (${table.planId} is null)`),
		check('photos_status', sql`${table.status} in ('processing', 'ready', 'failed', 'removed')`),
		check('photos_source_format', sql`${table.sourceFormat} in ('jpeg', 'png', 'webp', 'avif')`),
		check('photos_size', sql`${table.width} > 0 and ${table.height} > 0`),
		check('photos_key_format', sql`${table.key} ~ '^[A-Za-z0-9_-]{16,64}$'`),
		check('photos_ready', sql`${table.status} <> 'ready' or (${table.widths} is not null and ${table.readyAt} is not null)`),
		index('photos_dish').on(table.dishId, table.id),
		index('photos_plan').on(table.planId, table.id),
	],
)
