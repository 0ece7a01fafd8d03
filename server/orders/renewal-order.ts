/**
 * A renewal is an order like any other (decision 012): the same plan, size and days a week as
 * the running plan, for the weeks the customer chooses, priced by the same `quotePrice` as every
 * order (today's price table and its length discounts; the cool-bag deposit only if the renewed
 * order's e-mail and mobile no longer hold one of our bags, which a running plan's do). It is made with
 * `subscription_id` set, so its payment (saved card, new card, Tabby), reconciliation, invoice
 * and e-mails are the checkout's, and paying it appends its days (server/schedule/renewal.ts).
 * It goes to the last live day's address and slot, with the plan's allergies and its add-on.
 * The client's Idempotency-Key makes a double click or a retry return the same order.
 */
import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { CHECKOUT_MESSAGES } from '../../content/checkout-messages.ts'
import { RENEWAL_MESSAGES } from '../../content/renewal-messages.ts'
import { customerEmailKey } from '../../domain/customer-email.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import type { OrderDeliveryAddress } from '../../domain/order.ts'
import { isWeeks } from '../../domain/plan-pricing.ts'
import { renewalProblem } from '../../domain/schedule/renewal.ts'
import type { Database, Executor } from '../db/client.ts'
import { findOpenTiming } from '../db/queries/delivery.ts'
import { orders, plans, subscriptions } from '../db/schema.ts'
import { type PricedChoice, type QuotedPrice, quotePrice } from '../pricing/price-service.ts'
import { lastDayAndLatestOrder, plannedRenewalDates } from '../schedule/renewal.ts'
import type { SubscriptionRow } from '../schedule/schedule-data.ts'
import { type OrderRow, orderChoiceColumns } from './order-service.ts'

export type RenewalRefusal =
	| { status: 'invalid'; fields: { weeks: string } }
	/** Cancelled or finished: nothing to add weeks to (409). */
	| { status: 'not-running'; message: string }
	/** Its plan was withdrawn from sale: the days paid for still come, no new weeks are sold (409; the sentence points to the plans). */
	| { status: 'withdrawn'; message: string }
	/** The slot the plan is delivered in no longer runs: the customer changes it first (409). */
	| { status: 'slot-closed'; message: string }

export type RenewalQuote =
	| {
			status: 'quoted'
			price: QuotedPrice
			choice: PricedChoice
			/** The days it would add if paid now. */
			dates: string[]
			/** The plan's last live delivery day before the renewal. */
			lastDate: string
			address: OrderDeliveryAddress
			source: OrderRow
	  }
	| RenewalRefusal

export type RenewalOrderResult =
	| { status: 'created' | 'replayed'; order: OrderRow }
	| { status: 'price-changed'; message: string; price: QuotedPrice }
	| { status: 'key-reused' }
	| RenewalRefusal

export type RenewalContext = { db: Database; locale: LocaleCode; now: Date }

/** The plan with this public id, if `customerId` owns it (another customer's plan is not found). */
export async function findCustomerSubscription(db: Executor, publicId: string, customerId: number): Promise<SubscriptionRow | null> {
	if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(publicId)) return null
	const [row] = await db
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.publicId, publicId.toLowerCase()), eq(subscriptions.customerId, customerId)))
		.limit(1)
	return row ?? null
}

/** Whether the plan is on sale, read fresh (not from the catalogue cache): a withdrawal refuses renewals at once. */
async function planOnSale(db: Executor, planId: number) {
	const [row] = await db.select({ isActive: plans.isActive }).from(plans).where(eq(plans.id, planId))
	return { isActive: row?.isActive ?? false }
}

/** What renewing `subscription` for `weeks` costs now, and the days it would add. */
export async function quoteRenewal(subscription: SubscriptionRow, weeks: unknown, { db, locale, now }: RenewalContext): Promise<RenewalQuote> {
	const messages = RENEWAL_MESSAGES[locale].refusals
	if (!isWeeks(weeks)) return { status: 'invalid', fields: { weeks: messages.weeks } }
	const problem = renewalProblem(subscription, await planOnSale(db, subscription.planId))
	if (problem === 'withdrawn') return { status: 'withdrawn', message: messages.withdrawn }
	const last = problem === null ? await lastDayAndLatestOrder(db, subscription.id) : null
	if (!last) return { status: 'not-running', message: messages.notRunning }
	const timing = await findOpenTiming(db, last.areaTimingId, locale)
	if (!timing) return { status: 'slot-closed', message: messages.slotClosed }
	const source = last.order
	const request = { plan: source.planSlug, size: subscription.size, days_per_week: subscription.daysPerWeek, number_of_weeks: weeks }
	// Priced for the renewed order's e-mail and mobile: a customer still holding the bag it came with pays no deposit (decision 014).
	const context = { db, locale, now, customerEmail: source.email, customerMobile: source.mobileNumber }
	// The plan's add-on comes along while it is still sold; without it otherwise (the breakdown shows what is included).
	let quote = await quotePrice({ ...request, addon_variant: source.addonVariantId }, context)
	if (quote.status === 'invalid' && source.addonVariantId !== null) quote = await quotePrice(request, context)
	if (quote.status !== 'priced') throw new Error(`Plan ${subscription.id} could not be priced for a renewal: ${JSON.stringify(quote)}`)
	const dates = await plannedRenewalDates(db, subscription, weeks, now)
	const address: OrderDeliveryAddress = { ...last.address, city_name: timing.cityName, area_name: timing.areaName, slot: timing.slot, area_timing_id: timing.id }
	return { status: 'quoted', price: quote.price, choice: quote.choice, dates, lastDate: last.date, address, source }
}

/**
 * The renewal order, ready to pay. `expected_total` (optional) is the total the customer was
 * shown: a different price now refuses the order with the new one, as the checkout does.
 */
export async function createRenewalOrder(
	subscription: SubscriptionRow,
	body: { weeks?: unknown; expected_total?: unknown },
	context: RenewalContext & { idempotencyKey: string; customerId: number | null },
): Promise<RenewalOrderResult> {
	const { db, locale, idempotencyKey } = context
	const requestHash = createHash('sha256')
		.update(JSON.stringify({ renews: subscription.publicId, weeks: body.weeks ?? null, expected_total: body.expected_total ?? null }))
		.digest('base64url')
	const earlier = await findByIdempotencyKey(db, idempotencyKey)
	if (earlier) return earlier.requestHash === requestHash ? { status: 'replayed', order: earlier } : { status: 'key-reused' }

	const quote = await quoteRenewal(subscription, body.weeks, context)
	if (quote.status !== 'quoted') return quote
	const { price, choice, source, dates, address } = quote
	if (body.expected_total !== undefined && body.expected_total !== price.total) {
		return { status: 'price-changed', message: CHECKOUT_MESSAGES[locale].priceChanged, price }
	}
	const { discounts_error: _error, discounts_error_code: _code, card_discount_note: _note, ...snapshot } = price
	const [row] = await db
		.insert(orders)
		.values({
			locale,
			customerId: subscription.customerId ?? context.customerId,
			email: source.email,
			firstName: source.firstName,
			lastName: source.lastName,
			mobileNumber: source.mobileNumber,
			...orderChoiceColumns(choice),
			startDate: dates[0] ?? quote.lastDate,
			allergies: subscription.allergies,
			allergyNotes: subscription.allergyNotes,
			deliveryAddress: address,
			areaTimingId: address.area_timing_id,
			price: snapshot,
			totalFils: price.total,
			vatFils: price.vat,
			customerKey: source.customerKey ?? customerEmailKey(source.email),
			subscriptionId: subscription.id,
			idempotencyKey,
			requestHash,
		})
		.onConflictDoNothing({ target: orders.idempotencyKey })
		.returning()
	if (row) return { status: 'created', order: row }
	// Two identical requests raced: the other one made the order.
	const winner = await findByIdempotencyKey(db, idempotencyKey)
	if (!winner) throw new Error('A renewal order with this idempotency key was neither created nor found')
	return winner.requestHash === requestHash ? { status: 'replayed', order: winner } : { status: 'key-reused' }
}

async function findByIdempotencyKey(db: Executor, key: string) {
	const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1)
	return row ?? null
}
