import { sql } from 'drizzle-orm'
import {
	bigint,
	boolean,
	check,
	date,
	doublePrecision,
	foreignKey,
	index,
	integer,
	jsonb,
	pgSequence,
	pgTable,
	primaryKey,
	serial,
	smallint,
	text,
	timestamp,
	unique,
	uniqueIndex,
	uuid,
	varchar,
} from 'drizzle-orm/pg-core'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { OrderConsultation, OrderDeliveryAddress, OrderPriceSnapshot } from '../../domain/order.ts'
import type { AttributionDetail } from '../attribution/stored-attribution.ts'
import { subscriptions } from './schema-subscriptions.ts'
import { staffMembers } from './schema-console.ts'
import { areas, areaTimings, cities } from './schema-geography.ts'

// The plan after payment and the kitchen's catalogue live in their own files (decision 012).
export * from './schema-menus.ts'
export * from './schema-subscriptions.ts'
export * from './schema-bags.ts'
export * from './schema-refunds.ts'
export * from './schema-console.ts'
export * from './schema-customer-care.ts'
export * from './schema-media.ts'
export * from './schema-catalogue.ts'
export * from './schema-partners.ts'
export * from './schema-referrals.ts'
export * from './schema-geography.ts'

export const plans = pgTable(
	'plans',
	{
		id: serial('id').primaryKey(),
		/** Public URL segment: /meal-plans/{slug}/. Changing it breaks links. */
		slug: text('slug').notNull().unique(),
		/** Collections the plan appears in: popular, diet-specific, weight-loss. */
		tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
		mealsPerDay: smallint('meals_per_day').notNull(),
		/** The diet (content/diets.ts) its dishes follow and whose sample-menu page shows its weekly menu; null for none. */
		diet: text('diet'),
		sortOrder: integer('sort_order').notNull().default(0),
		isActive: boolean('is_active').notNull().default(true),
		/**
		 * When staff withdrew the plan from sale (is_active false since; cleared when it is published
		 * again): its page answers 410 "no longer offered" rather than the 404 of a plan never offered,
		 * and its running plans cannot be renewed (docs/console.md, "Withdrawing a plan").
		 */
		withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
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
		// The default only fills rows that existed before the column; the seed writes every text.
		description: text('description').notNull().default(''),
	},
	(table) => [
		primaryKey({ columns: [table.planId, table.locale] }),
		check('plan_translations_locale', sql`${table.locale} in ('en', 'ar-ae', 'ru-ae')`),
	],
)

/** A plan's sizes: Regular, and Plus (the same menu in bigger portions). */
export const planVariants = pgTable(
	'plan_variants',
	{
		id: serial('id').primaryKey(),
		planId: integer('plan_id')
			.notNull()
			.references(() => plans.id, { onDelete: 'cascade' }),
		/** Stable identifier that orders and the apps refer to; never reused. */
		code: text('code').notNull().unique(),
		size: text('size').notNull(),
		kcalMin: integer('kcal_min').notNull(),
		kcalMax: integer('kcal_max').notNull(),
		/** Price of one day on the shortest commitment; plan_prices follow from it (domain/plan-pricing.ts). */
		listPricePerDayFils: integer('list_price_per_day_fils').notNull(),
		/** Retired in the console: no longer offered, kept because orders and subscriptions point at it. */
		archivedAt: timestamp('archived_at', { withTimezone: true }),
	},
	(table) => [
		unique('plan_variants_plan_size').on(table.planId, table.size),
		check('plan_variants_code_format', sql`${table.code} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
		check('plan_variants_size', sql`${table.size} in ('regular', 'plus')`),
		check('plan_variants_kcal', sql`${table.kcalMin} > 0 and ${table.kcalMax} >= ${table.kcalMin}`),
		check('plan_variants_list_price', sql`${table.listPricePerDayFils} > 0`),
	],
)

/** VAT-inclusive price of one delivery day for each days-per-week × weeks choice of a variant. */
export const planPrices = pgTable(
	'plan_prices',
	{
		variantId: integer('variant_id')
			.notNull()
			.references(() => planVariants.id, { onDelete: 'cascade' }),
		daysPerWeek: smallint('days_per_week').notNull(),
		weeks: smallint('weeks').notNull(),
		pricePerDayFils: integer('price_per_day_fils').notNull(),
	},
	(table) => [
		primaryKey({ columns: [table.variantId, table.daysPerWeek, table.weeks] }),
		check('plan_prices_days_per_week', sql`${table.daysPerWeek} in (5, 6, 7)`),
		check('plan_prices_weeks', sql`${table.weeks} in (1, 2, 4, 8)`),
		check('plan_prices_positive', sql`${table.pricePerDayFils} > 0`),
	],
)

/** One-off amounts of the catalogue that are not food, such as the refundable cool-bag deposit. */
export const catalogueFees = pgTable(
	'catalogue_fees',
	{
		code: text('code').primaryKey(),
		amountFils: integer('amount_fils').notNull(),
		refundable: boolean('refundable').notNull(),
	},
	(table) => [check('catalogue_fees_amount', sql`${table.amountFils} > 0`)],
)

export const addons = pgTable(
	'addons',
	{
		id: serial('id').primaryKey(),
		slug: text('slug').notNull().unique(),
		sortOrder: integer('sort_order').notNull().default(0),
		isActive: boolean('is_active').notNull().default(true),
	},
	(table) => [check('addons_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
)

export const addonTranslations = pgTable(
	'addon_translations',
	{
		addonId: integer('addon_id')
			.notNull()
			.references(() => addons.id, { onDelete: 'cascade' }),
		locale: text('locale').notNull(),
		name: text('name').notNull(),
		description: text('description').notNull(),
	},
	(table) => [
		primaryKey({ columns: [table.addonId, table.locale] }),
		check('addon_translations_locale', sql`${table.locale} in ('en', 'ar-ae', 'ru-ae')`),
	],
)

/** An add-on's choices (flavours, quantities), each priced per delivery day. */
export const addonVariants = pgTable(
	'addon_variants',
	{
		id: serial('id').primaryKey(),
		addonId: integer('addon_id')
			.notNull()
			.references(() => addons.id, { onDelete: 'cascade' }),
		/** Stable identifier that orders refer to; never reused. */
		code: text('code').notNull().unique(),
		pricePerDayFils: integer('price_per_day_fils').notNull(),
		sortOrder: integer('sort_order').notNull().default(0),
		/** Retired in the console: no longer offered, kept because orders point at it. */
		archivedAt: timestamp('archived_at', { withTimezone: true }),
	},
	(table) => [
		check('addon_variants_code_format', sql`${table.code} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
		check('addon_variants_price', sql`${table.pricePerDayFils} > 0`),
	],
)

export const addonVariantTranslations = pgTable(
	'addon_variant_translations',
	{
		variantId: integer('variant_id')
			.notNull()
			.references(() => addonVariants.id, { onDelete: 'cascade' }),
		locale: text('locale').notNull(),
		name: text('name').notNull(),
	},
	(table) => [
		primaryKey({ columns: [table.variantId, table.locale] }),
		check('addon_variant_translations_locale', sql`${table.locale} in ('en', 'ar-ae', 'ru-ae')`),
	],
)

/** A diet's published 7-day sample menu (content/sample-menus/), shown on its plan's pages. */
export const sampleMenus = pgTable('sample_menus', {
	id: serial('id').primaryKey(),
	/** Diet key of content/diets.ts. */
	diet: text('diet').notNull().unique(),
	planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
})

/** One dish of a sample menu; `position` orders the dishes of a day. Figures per Regular portion. */
export const sampleMenuDishes = pgTable(
	'sample_menu_dishes',
	{
		menuId: integer('menu_id')
			.notNull()
			.references(() => sampleMenus.id, { onDelete: 'cascade' }),
		day: smallint('day').notNull(),
		position: smallint('position').notNull(),
		slot: text('slot').notNull(),
		kcal: integer('kcal').notNull(),
		// Grams may have a decimal (12.5 g); double precision gives them back as the same JS number.
		proteinG: doublePrecision('protein_g').notNull(),
		carbsG: doublePrecision('carbs_g').notNull(),
		fatG: doublePrecision('fat_g').notNull(),
		allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
	},
	(table) => [
		primaryKey({ columns: [table.menuId, table.day, table.position] }),
		check('sample_menu_dishes_day', sql`${table.day} between 1 and 7`),
		check('sample_menu_dishes_position', sql`${table.position} >= 0`),
		check('sample_menu_dishes_slot', sql`${table.slot} in ('suhoor', 'breakfast', 'lunch', 'snack', 'dinner', 'iftar')`),
		check('sample_menu_dishes_kcal', sql`${table.kcal} > 0`),
		check('sample_menu_dishes_macros', sql`${table.proteinG} >= 0 and ${table.carbsG} >= 0 and ${table.fatG} >= 0`),
		check(
			'sample_menu_dishes_allergens',
			sql`${table.allergens} <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk', 'tree-nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[]`,
		),
	],
)

export const sampleMenuDishTranslations = pgTable(
	'sample_menu_dish_translations',
	{
		menuId: integer('menu_id').notNull(),
		day: smallint('day').notNull(),
		position: smallint('position').notNull(),
		locale: text('locale').notNull(),
		name: text('name').notNull(),
		description: text('description').notNull(),
	},
	(table) => [
		primaryKey({ columns: [table.menuId, table.day, table.position, table.locale] }),
		foreignKey({
			name: 'sample_menu_dish_translations_dish_fk',
			columns: [table.menuId, table.day, table.position],
			foreignColumns: [sampleMenuDishes.menuId, sampleMenuDishes.day, sampleMenuDishes.position],
		}).onDelete('cascade'),
		check('sample_menu_dish_translations_locale', sql`${table.locale} in ('en', 'ar-ae', 'ru-ae')`),
	],
)

// Messages from the contact form and leads from campaign pages (server/inquiries/). Phone
// numbers are E.164 (domain/contact-rules.ts); `locale` is the page's, for the reply.

/**
 * The console inbox's state of a message or lead (issue 19 item 5, server/console/inbox/): new
 * while `handled_at` is null; handled by whom, when, with staff's optional note. Reopening sets
 * the three back to null; the audit log keeps every change.
 */
const inboxHandling = {
	handledAt: timestamp('handled_at', { withTimezone: true }),
	handledBy: integer('handled_by').references(() => staffMembers.id),
	handledNote: text('handled_note'),
}

export const contactMessages = pgTable(
	'contact_messages',
	{
		id: serial('id').primaryKey(),
		name: text('name').notNull(),
		email: text('email').notNull(),
		phone: text('phone'),
		topic: text('topic').notNull(),
		message: text('message').notNull(),
		locale: text('locale').notNull(),
		/** Always true: the form refuses a message without it; kept as the record of consent. */
		consent: boolean('consent').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		...inboxHandling,
	},
	(table) => [
		check('contact_messages_topic', sql`${table.topic} in ('plans', 'delivery', 'subscription', 'payment', 'ambassador', 'other')`),
		check('contact_messages_locale', sql`${table.locale} in ('en', 'ar-ae', 'ru-ae')`),
		check('contact_messages_phone', sql`${table.phone} ~ '^\\+971[0-9]{8,9}$'`),
	],
)

export const leads = pgTable(
	'leads',
	{
		id: serial('id').primaryKey(),
		name: text('name').notNull(),
		phone: text('phone').notNull(),
		email: text('email').notNull(),
		goal: text('goal').notNull(),
		/** The page the form was on (/campaign/lead_form/), without its locale prefix or query. */
		sourcePath: text('source_path'),
		utmSource: text('utm_source'),
		utmMedium: text('utm_medium'),
		utmCampaign: text('utm_campaign'),
		utmTerm: text('utm_term'),
		utmContent: text('utm_content'),
		locale: text('locale').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		...inboxHandling,
	},
	(table) => [
		check('leads_goal', sql`${table.goal} in ('lose', 'maintain', 'gain', 'eat-better')`),
		check('leads_locale', sql`${table.locale} in ('en', 'ar-ae', 'ru-ae')`),
		check('leads_phone', sql`${table.phone} ~ '^\\+9715[0-9]{8}$'`),
	],
)

/**
 * E-mails to send, written in the same transaction as the record they belong to and sent
 * afterwards (server/mail/outbox.ts), so a message is never stored without its e-mails nor an
 * e-mail sent for a message that was rolled back. Failed ones are retried with backoff.
 */
export const outbox = pgTable(
	'outbox',
	{
		id: serial('id').primaryKey(),
		to: text('to').notNull(),
		replyTo: text('reply_to'),
		subject: text('subject').notNull(),
		text: text('text').notNull(),
		html: text('html').notNull(),
		status: text('status').notNull().default('pending'),
		/** Sending attempts so far; counted when an attempt starts, so a crash mid-send counts too. */
		attempts: integer('attempts').notNull().default(0),
		lastError: text('last_error'),
		/** When the retry job may pick it up; also a short lease while one instance is sending it. */
		nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		sentAt: timestamp('sent_at', { withTimezone: true }),
		/**
		 * The account the e-mail belongs to: its own account mail, or mail about an order of the
		 * account (the order's customer_id when queued). Null for a guest order's, a contact form's,
		 * a staff member's, and rows written before migration 0035. Account deletion removes the
		 * account's rows by it, never by the address alone: accounts are not e-mail-verified
		 * (decision 014), and an account made with a stranger's address must not drop the
		 * stranger's order e-mails (docs/accounts.md). An id, not a foreign key: every e-mail queued
		 * would take a key-share lock on the customer row, waiting for a deletion that holds it
		 * (and, queued under an order's lock, could deadlock with the deletion locking that order).
		 */
		customerId: integer('customer_id'),
		/** The order the e-mail is about (confirmation, reminders, refunds), or null. An id, not a foreign key, as customer_id. */
		orderId: integer('order_id'),
	},
	(table) => [
		check('outbox_status', sql`${table.status} in ('pending', 'sent', 'failed')`),
		index('outbox_due').on(table.nextAttemptAt).where(sql`${table.status} <> 'sent'`),
	],
)

/**
 * rate-limiter-flexible's PostgreSQL store (server/http/rate-limits.ts), in the shape it
 * expects: created here so the table comes with the migrations instead of at run time.
 */
export const rateLimits = pgTable('rate_limits', {
	key: varchar('key', { length: 255 }).primaryKey(),
	points: integer('points').notNull().default(0),
	/** Milliseconds since the epoch, as the library writes it. */
	expire: bigint('expire', { mode: 'number' }),
})

/**
 * Secrets made for this installation the first time they are needed (server/secrets/): the
 * signing key when SIGNING_SECRET is not set, the payment sandbox's phrases and keys. Written
 * once (INSERT … ON CONFLICT DO NOTHING), so instances starting together keep the same values.
 */
export const installationSecrets = pgTable('installation_secrets', {
	name: text('name').primaryKey(),
	value: text('value').notNull(),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * What the payment sandbox remembers (server/payments/sandbox/): card tokens, payments and
 * 3-D Secure sessions, as the gateway it stands for would keep them, so a payment survives a
 * restart and any instance can answer for it. Keys are namespaced ('aps:token:…').
 */
export const paymentSandboxRecords = pgTable(
	'payment_sandbox_records',
	{
		key: text('key').primaryKey(),
		value: jsonb('value').notNull(),
		/** After this the record counts as gone; expired rows are deleted now and then. */
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
	},
	(table) => [index('payment_sandbox_records_expiry').on(table.expiresAt)],
)

/**
 * One row that `/readyz` writes and commits (server/db/health.ts): a database that answers
 * reads but cannot write (read-only, disk full) is not ready.
 */
export const dbHeartbeat = pgTable('db_heartbeat', {
	id: integer('id').primaryKey(),
	beatAt: timestamp('beat_at', { withTimezone: true }).notNull(),
})

/**
 * Discount codes are data (issue 5 prices with them; campaign and partner pages show them).
 * `value` is whole percent (1–100) for a percentage code and fils for a flat one. Empty
 * `plan_slugs` means every plan; empty `card_bins` means any way of paying, otherwise the
 * discount applies only when paying with a card whose BIN (first 6 or 8 digits) is listed.
 * An automatic code is applied without typing: a campaign page (`campaign`, its slug) puts it
 * in the order draft as an automatic public code. Null limits and dates mean "no limit".
 */
export const discountCodes = pgTable(
	'discount_codes',
	{
		id: serial('id').primaryKey(),
		/** Stored in capitals; what customers type is compared case-insensitively. */
		code: text('code').notNull().unique(),
		discountType: text('discount_type').notNull(),
		value: integer('value').notNull(),
		validFrom: timestamp('valid_from', { withTimezone: true }),
		validUntil: timestamp('valid_until', { withTimezone: true }),
		maxUses: integer('max_uses'),
		maxUsesPerCustomer: integer('max_uses_per_customer'),
		/** The plan total (VAT included, before discounts) an order must reach, in fils. */
		minOrderFils: integer('min_order_fils'),
		minWeeks: smallint('min_weeks'),
		planSlugs: text('plan_slugs').array().notNull().default(sql`'{}'::text[]`),
		cardBins: text('card_bins').array().notNull().default(sql`'{}'::text[]`),
		isAutomatic: boolean('is_automatic').notNull().default(false),
		/** The campaign page slug (e.g. kmp_2499) whose visitors get this code automatically. */
		campaign: text('campaign').unique(),
		isActive: boolean('is_active').notNull().default(true),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check('discount_codes_code_format', sql`${table.code} ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'`),
		check('discount_codes_type', sql`${table.discountType} in ('percentage', 'flat')`),
		check(
			'discount_codes_value',
			sql`(${table.discountType} = 'percentage' and ${table.value} between 1 and 100) or (${table.discountType} = 'flat' and ${table.value} > 0)`,
		),
		check('discount_codes_validity', sql`${table.validUntil} is null or ${table.validFrom} is null or ${table.validUntil} > ${table.validFrom}`),
		check('discount_codes_limits', sql`coalesce(${table.maxUses}, 1) > 0 and coalesce(${table.maxUsesPerCustomer}, 1) > 0`),
		check('discount_codes_bins', sql`${table.cardBins} <@ array[]::text[] or array_to_string(${table.cardBins}, ',') ~ '^[0-9]{6,8}(,[0-9]{6,8})*$'`),
	],
)

/**
 * Ambassadors invite customers from their page /ambassador-sign-up/{handle}/. The invited
 * customer's order draft carries the ambassador's referral code; `discount_code_id` is the
 * welcome discount that code gives (priced by issue 5), if any.
 */
export const ambassadors = pgTable(
	'ambassadors',
	{
		id: serial('id').primaryKey(),
		/** Lower case, as in the URL (domain/ambassador.ts). */
		handle: text('handle').notNull().unique(),
		displayName: text('display_name').notNull(),
		referralCode: text('referral_code').notNull().unique(),
		discountCodeId: integer('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
		isActive: boolean('is_active').notNull().default(true),
		/** What each paid order made with the referral code earns the ambassador (the referral ledger, schema-referrals.ts). */
		rewardFils: integer('reward_fils').notNull().default(0),
		/**
		 * The ledger's balance, kept in the transactions that write its rows (server/referrals/):
		 * `rewards_owed_fils` is what the team owes the ambassador, `rewards_clawback_fils` what a
		 * reward withdrawn after it was paid out takes back from the next ones. A payout lowers the
		 * first, and the check refuses one that would take it below zero, whatever runs in parallel.
		 */
		rewardsOwedFils: integer('rewards_owed_fils').notNull().default(0),
		rewardsClawbackFils: integer('rewards_clawback_fils').notNull().default(0),
		/**
		 * The ambassador's own e-mail and UAE mobile (E.164), when staff know them: an order with
		 * their code whose customer has either is their own (a self-referral), refused at pricing
		 * and never rewarded (domain/referrals/self-referral.ts).
		 */
		email: text('email'),
		phone: text('phone'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check('ambassadors_handle_format', sql`${table.handle} ~ '^[a-z0-9]([a-z0-9._-]{0,38}[a-z0-9])?$'`),
		check('ambassadors_referral_code_format', sql`${table.referralCode} ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'`),
		check('ambassadors_reward', sql`${table.rewardFils} >= 0 and ${table.rewardFils} <= 100000000`),
		check(
			'ambassadors_rewards_balance',
			sql`${table.rewardsOwedFils} >= 0 and ${table.rewardsClawbackFils} >= 0 and (${table.rewardsOwedFils} = 0 or ${table.rewardsClawbackFils} = 0)`,
		),
	],
)

// Orders and payments (issue 5, docs/payments.md). The server prices every order itself and
// keeps that price as it was when the order was made; amounts are fils, VAT included.

export const orders = pgTable(
	'orders',
	{
		id: serial('id').primaryKey(),
		/** The order's id in links and the API: not guessable, unlike `id`. */
		publicId: uuid('public_id').notNull().unique().defaultRandom(),
		status: text('status').notNull().default('draft'),
		locale: text('locale').notNull(),
		email: text('email').notNull(),
		firstName: text('first_name').notNull(),
		lastName: text('last_name').notNull(),
		/** E.164, +9715XXXXXXXX. */
		mobileNumber: text('mobile_number').notNull(),
		/** The account it was made from, if any; kept (anonymised) when the account is deleted. */
		customerId: integer('customer_id').references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
		/** The nutritionist consultation booked with the plan (spec §3 consultation_data), if any. */
		consultation: jsonb('consultation').$type<OrderConsultation>(),
		/** The console inbox's state of that booking (server/console/inbox/): as `inboxHandling` above. */
		consultationHandledAt: timestamp('consultation_handled_at', { withTimezone: true }),
		consultationHandledBy: integer('consultation_handled_by').references((): AnyPgColumn => staffMembers.id),
		consultationHandledNote: text('consultation_handled_note'),
		planId: integer('plan_id')
			.notNull()
			.references(() => plans.id),
		planVariantId: integer('plan_variant_id')
			.notNull()
			.references(() => planVariants.id),
		planSlug: text('plan_slug').notNull(),
		/** The plan's name in the order's language when it was made: what the invoice describes. */
		planName: text('plan_name').notNull(),
		size: text('size').notNull(),
		daysPerWeek: smallint('days_per_week').notNull(),
		weeks: smallint('weeks').notNull(),
		addonVariantId: integer('addon_variant_id').references(() => addonVariants.id),
		addonName: text('addon_name'),
		startDate: date('start_date').notNull(),
		allergies: text('allergies').array().notNull().default(sql`'{}'::text[]`),
		allergyNotes: text('allergy_notes').notNull().default(''),
		deliveryAddress: jsonb('delivery_address').$type<OrderDeliveryAddress>().notNull(),
		areaTimingId: integer('area_timing_id')
			.notNull()
			.references(() => areaTimings.id),
		price: jsonb('price').$type<OrderPriceSnapshot>().notNull(),
		totalFils: integer('total_fils').notNull(),
		vatFils: integer('vat_fils').notNull(),
		discountCodes: text('discount_codes').array().notNull().default(sql`'{}'::text[]`),
		/**
		 * Who the order counts against for per-customer code limits: the e-mail normalised by
		 * domain/customer-email.ts (`A.B+1@GMail.com` → `ab@gmail.com`). Null on orders before 0010.
		 */
		customerKey: text('customer_key'),
		/**
		 * Until when an unpaid order holds its codes' uses (reserved when it was made, so parallel
		 * orders cannot all take a limited code); a paid or in-flight order holds them regardless.
		 */
		codesHeldUntil: timestamp('codes_held_until', { withTimezone: true }),
		/** Paid although a code was already used up by others: a case for staff (refund the discount or accept it). */
		discountOverLimit: boolean('discount_over_limit').notNull().default(false),
		referralCode: text('referral_code'),
		/** The paid plan this order made or extended; set in the transaction that marks it paid (decision 012). */
		subscriptionId: integer('subscription_id').references((): AnyPgColumn => subscriptions.id),
		/** Attribution (docs/attribution.md): where the customer came from and what started the order. Orders before 0008 say 'Web'. */
		source: text('source').notNull().default('Direct'),
		initiatorType: text('initiator_type').notNull().default('Organic'),
		/** What `source` was worked out from: UTM values, click ids, referrer, user agent, Meta's ids, IP. */
		attribution: jsonb('attribution').$type<Partial<AttributionDetail>>().notNull().default(sql`'{}'::jsonb`),
		/** The client's Idempotency-Key and a hash of what it sent: a retry gets the same order. */
		idempotencyKey: text('idempotency_key').unique(),
		requestHash: text('request_hash'),
		/** Sequential number of the tax invoice, given when the order is paid. */
		invoiceNumber: integer('invoice_number').unique(),
		paidAt: timestamp('paid_at', { withTimezone: true }),
		/**
		 * When the order's confirmation e-mail and its one payment reminder were queued
		 * (server/orders/order-mails.ts): setting them from null is how one instance claims the
		 * e-mail, in the transaction that queues it, so neither is ever sent twice.
		 */
		confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
		paymentReminderSentAt: timestamp('payment_reminder_sent_at', { withTimezone: true }),
		/**
		 * The e-mail about the account asked for with this order (server/accounts/checkout-account.ts):
		 * queued held in the outbox when the order is made and released with the confirmation, so it
		 * goes out only once the order is paid.
		 */
		accountMailId: integer('account_mail_id').references((): AnyPgColumn => outbox.id, { onDelete: 'set null' }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check('orders_status', sql`${table.status} in ('draft', 'pending_payment', 'paid', 'failed', 'cancelled')`),
		check('orders_paid', sql`(${table.status} = 'paid') = (${table.paidAt} is not null and ${table.invoiceNumber} is not null)`),
		check('orders_total', sql`${table.totalFils} > 0 and ${table.vatFils} >= 0 and ${table.vatFils} < ${table.totalFils}`),
		index('orders_status_updated').on(table.status, table.updatedAt),
		index('orders_email').on(table.email),
		// The code-usage count reads orders by the codes they carry (`discount_codes && …`).
		index('orders_discount_codes').using('gin', table.discountCodes),
	],
)

/** Tax invoice numbers: one sequence for all orders, taken when an order is paid. */
export const invoiceNumbers = pgSequence('invoice_numbers', { startWith: 1 })

/**
 * One row per attempt to pay an order. `merchant_reference` is what the gateway knows the
 * attempt by. At most one attempt of an order can be paid: the unique partial index makes a
 * second capture impossible to record, whatever order the answers arrive in.
 */
export const payments = pgTable(
	'payments',
	{
		id: serial('id').primaryKey(),
		orderId: integer('order_id')
			.notNull()
			.references(() => orders.id),
		method: text('method').notNull(),
		gateway: text('gateway').notNull(),
		status: text('status').notNull().default('pending'),
		amountFils: integer('amount_fils').notNull(),
		currency: text('currency').notNull().default('AED'),
		merchantReference: text('merchant_reference').notNull().unique(),
		/** APS fort_id or the Tabby payment id. */
		gatewayReference: text('gateway_reference'),
		cardMasked: text('card_masked'),
		cardBrand: text('card_brand'),
		/** Why it failed, as a key of the payment messages (content/payment-messages.ts). */
		failureReason: text('failure_reason'),
		/** The gateway's own code, for support. */
		gatewayCode: text('gateway_code'),
		idempotencyKey: text('idempotency_key').unique(),
		/**
		 * `due`: the gateway holds money for an attempt that lost (its order was paid by another,
		 * or it was given up): it must be voided or refunded; the reconciliation job retries until
		 * `done`. Null: nothing to give back.
		 */
		reversal: text('reversal'),
		reversedAt: timestamp('reversed_at', { withTimezone: true }),
		/**
		 * What the refunds of this captured payment give back (server/refunds/): raised in the
		 * transaction that records a refund, under this row's lock, so the check below stops
		 * parallel refunds from ever exceeding the capture.
		 */
		refundedFils: integer('refunded_fils').notNull().default(0),
		checkCount: smallint('check_count').notNull().default(0),
		lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
		completedAt: timestamp('completed_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check('payments_method', sql`${table.method} in ('card', 'tabby', 'apple_pay')`),
		check('payments_gateway', sql`${table.gateway} in ('aps', 'tabby')`),
		check('payments_status', sql`${table.status} in ('pending', 'requires_action', 'paid', 'failed', 'cancelled')`),
		check('payments_amount', sql`${table.amountFils} > 0`),
		check('payments_refunded', sql`${table.refundedFils} >= 0 and ${table.refundedFils} <= ${table.amountFils}`),
		check('payments_reversal', sql`${table.reversal} in ('due', 'done')`),
		uniqueIndex('payments_one_paid_per_order').on(table.orderId).where(sql`${table.status} = 'paid'`),
		// At most one attempt of an order at a gateway at a time: a second start is refused, never charged.
		uniqueIndex('payments_one_open_per_order').on(table.orderId).where(sql`${table.status} in ('pending', 'requires_action')`),
		index('payments_open').on(table.status, table.updatedAt),
		// Reconciliation asks about the open attempts checked least recently first.
		index('payments_unchecked').on(table.lastCheckedAt.asc().nullsFirst()).where(sql`${table.status} in ('pending', 'requires_action')`),
		index('payments_reversal_due').on(table.id).where(sql`${table.reversal} = 'due'`),
		index('payments_order').on(table.orderId),
	],
)

/** What the gateways told us about an attempt, in arrival order; a replay is recognised by its key. */
export const paymentEvents = pgTable(
	'payment_events',
	{
		id: serial('id').primaryKey(),
		paymentId: integer('payment_id')
			.notNull()
			.references(() => payments.id),
		source: text('source').notNull(),
		/** Identifies one answer of the gateway: the same answer twice is stored and acted on once. */
		dedupeKey: text('dedupe_key').notNull(),
		outcome: text('outcome').notNull(),
		/** The answer without card data (the gateway's masked number at most). */
		payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
		receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [unique('payment_events_dedupe').on(table.paymentId, table.dedupeKey)],
)

/**
 * The Idempotency-Key of each payment start through the API (POST /orders/{id}/payments), with its
 * order, a hash of its request and the merchant reference the start hands out: the same key again
 * replays that start (the same card form, the same Tabby or Apple Pay attempt); with another order
 * or body it is refused. A card start records no attempt until the gateway answers, so its key
 * cannot live on the payments row as a Tabby start's does. Goes with its order (erase-order-records).
 */
export const paymentStartKeys = pgTable(
	'payment_start_keys',
	{
		idempotencyKey: text('idempotency_key').primaryKey(),
		orderId: integer('order_id')
			.notNull()
			.references(() => orders.id, { onDelete: 'cascade' }),
		requestHash: text('request_hash').notNull(),
		merchantReference: text('merchant_reference').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [index('payment_start_keys_order').on(table.orderId)],
)

// Customer accounts (issue 6, docs/accounts.md).

export const customers = pgTable(
	'customers',
	{
		id: serial('id').primaryKey(),
		/** Lower-cased and trimmed; null once the account is deleted (the row stays, anonymised, for its orders). */
		email: text('email').unique(),
		firstName: text('first_name').notNull(),
		lastName: text('last_name').notNull(),
		/** E.164. */
		mobileNumber: text('mobile_number'),
		gender: text('gender'),
		birthDate: date('birth_date'),
		/** scrypt, in server/auth/passwords.ts's format; null once deleted. */
		passwordHash: text('password_hash'),
		locale: text('locale').notNull().default('en'),
		/** The weekly e-mail to choose dishes before the cut-off (server/menus/meal-reminders.ts): on until turned off in the account. */
		mealReminders: boolean('meal_reminders').notNull().default(true),
		/** Attribution at registration (docs/attribution.md); accounts from before 0008 say Direct / Organic. */
		source: text('source').notNull().default('Direct'),
		initiatorType: text('initiator_type').notNull().default('Organic'),
		/** What `source` was worked out from: UTM fields, click ids, referer, user agent, IP (spec §7 register meta), and the referral code. */
		meta: jsonb('meta').$type<Record<string, string | null>>().notNull().default(sql`'{}'::jsonb`),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
		deletedAt: timestamp('deleted_at', { withTimezone: true }),
	},
	(table) => [
		check('customers_gender', sql`${table.gender} is null or ${table.gender} in ('male', 'female')`),
		check('customers_deleted', sql`(${table.deletedAt} is null) = (${table.email} is not null and ${table.passwordHash} is not null)`),
	],
)

/** Signed-in browsers and apps. Only a hash of the token is stored: a leaked table opens no session. */
export const sessions = pgTable(
	'sessions',
	{
		/** SHA-256 of the token, base64url. */
		id: text('id').primaryKey(),
		customerId: integer('customer_id')
			.notNull()
			.references(() => customers.id, { onDelete: 'cascade' }),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		/** "Remember me": a persistent cookie and a longer life. */
		remember: boolean('remember').notNull().default(false),
		userAgent: text('user_agent'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [index('sessions_customer').on(table.customerId), index('sessions_expires').on(table.expiresAt)],
)

/**
 * A customer's delivery addresses. `is_temporary` marks the placeholder address an app-created
 * account gets before the customer types a real one (spec §4 address selection).
 */
export const customerAddresses = pgTable(
	'customer_addresses',
	{
		id: serial('id').primaryKey(),
		customerId: integer('customer_id')
			.notNull()
			.references(() => customers.id, { onDelete: 'cascade' }),
		type: text('type').notNull().default('Home'),
		cityId: integer('city_id')
			.notNull()
			.references(() => cities.id),
		areaId: integer('area_id')
			.notNull()
			.references(() => areas.id),
		areaTimingId: integer('area_timing_id')
			.notNull()
			.references(() => areaTimings.id),
		flatNumber: text('flat_number').notNull(),
		buildingName: text('building_name').notNull(),
		street: text('street').notNull().default(''),
		landmark: text('landmark').notNull().default('N/A'),
		notes: text('notes').notNull().default(''),
		customDeliveryInstructions: text('custom_delivery_instructions').notNull().default(''),
		latitude: doublePrecision('latitude'),
		longitude: doublePrecision('longitude'),
		isDefault: boolean('is_default').notNull().default(false),
		isTemporary: boolean('is_temporary').notNull().default(false),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check('customer_addresses_type', sql`${table.type} in ('Home', 'Work', 'Other')`),
		index('customer_addresses_customer').on(table.customerId),
		uniqueIndex('customer_addresses_one_default').on(table.customerId).where(sql`${table.isDefault}`),
	],
)

/** Which address and slot each weekday's delivery goes to (spec §7 client_delivery_preferences). */
export const deliveryPreferences = pgTable(
	'delivery_preferences',
	{
		id: serial('id').primaryKey(),
		customerId: integer('customer_id')
			.notNull()
			.references(() => customers.id, { onDelete: 'cascade' }),
		/** 0 = Sunday … 6 = Saturday, as the spec's preferred delivery days. */
		weekday: smallint('weekday').notNull(),
		addressId: integer('address_id')
			.notNull()
			.references(() => customerAddresses.id, { onDelete: 'cascade' }),
		areaTimingId: integer('area_timing_id')
			.notNull()
			.references(() => areaTimings.id),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		unique('delivery_preferences_day').on(table.customerId, table.weekday),
		check('delivery_preferences_weekday', sql`${table.weekday} between 0 and 6`),
	],
)

/** One-time codes for a password reset: stored hashed, 10 minutes, 5 attempts, single use. */
export const passwordResetCodes = pgTable(
	'password_reset_codes',
	{
		id: serial('id').primaryKey(),
		customerId: integer('customer_id')
			.notNull()
			.references(() => customers.id, { onDelete: 'cascade' }),
		codeHash: text('code_hash').notNull(),
		attempts: smallint('attempts').notNull().default(0),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		usedAt: timestamp('used_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [index('password_reset_codes_customer').on(table.customerId)],
)

/**
 * Cards a customer chose to keep at a payment: the gateway's permanent token and what may be
 * shown (masked number, type). The full number is never stored anywhere of ours.
 */
export const savedCards = pgTable(
	'saved_cards',
	{
		id: serial('id').primaryKey(),
		customerId: integer('customer_id')
			.notNull()
			.references(() => customers.id, { onDelete: 'cascade' }),
		/** 'Payfort' for APS (the spec's name). */
		gateway: text('gateway').notNull().default('Payfort'),
		token: text('token').notNull(),
		cardNumber: text('card_number').notNull(),
		cardType: text('card_type'),
		expiry: text('expiry'),
		status: text('status').notNull().default('Active'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check('saved_cards_status', sql`${table.status} in ('Active', 'Removed')`),
		check('saved_cards_masked', sql`${table.cardNumber} !~ '[0-9]{7,}'`),
		index('saved_cards_customer').on(table.customerId),
		unique('saved_cards_token').on(table.customerId, table.token),
	],
)
