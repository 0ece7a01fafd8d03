/**
 * Partner offers (issue 18, item 2; docs/console.md "Partner offers"): a partner programme's offer
 * page (/partner-in-health/{slug}/) names the partner, says the offer in three languages and gives
 * one discount code, for dates. Seeded once from content/partner-offers.ts, then staff's data in
 * the console. What the code gives (its value, limits, plans) stays the code's row in
 * `discount_codes`, so the page can never promise more than checkout grants; the offer's own
 * dates only narrow when the page offers it. Retired offers are archived, never deleted.
 */
import { sql } from 'drizzle-orm'
import { check, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { discountCodes } from './schema.ts'

export const partnerOffers = pgTable(
	'partner_offers',
	{
		id: serial('id').primaryKey(),
		/** The page's URL segment under /partner-in-health/; never changed (links). */
		slug: text('slug').notNull().unique(),
		/** The partner's name as written everywhere (a brand: the same in every language). */
		partnerName: text('partner_name').notNull(),
		discountCodeId: integer('discount_code_id')
			.notNull()
			.references(() => discountCodes.id),
		/** The offer runs from / until (exclusive) these instants; null for open-ended. */
		validFrom: timestamp('valid_from', { withTimezone: true }),
		validUntil: timestamp('valid_until', { withTimezone: true }),
		/** Retired in the console: its page says the offer is not running. */
		archivedAt: timestamp('archived_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check('partner_offers_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
		check('partner_offers_validity', sql`${table.validUntil} is null or ${table.validFrom} is null or ${table.validUntil} > ${table.validFrom}`),
	],
)

/** The offer's headline per language; `{{discount}}` is filled with the code's value ("20%"). */
export const partnerOfferTranslations = pgTable(
	'partner_offer_translations',
	{
		offerId: integer('offer_id')
			.notNull()
			.references(() => partnerOffers.id, { onDelete: 'cascade' }),
		locale: text('locale').notNull(),
		headline: text('headline').notNull(),
	},
	(table) => [
		primaryKey({ columns: [table.offerId, table.locale] }),
		check('partner_offer_translations_locale', sql`${table.locale} in ('en', 'ar-ae', 'ru-ae')`),
	],
)
