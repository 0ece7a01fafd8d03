/**
 * Creates an order from the checkout: the server prices it again (the browser's total is only
 * what the customer was shown) and refuses it when the price moved, checks the start date and
 * that the delivery slot still runs, and stores it as a draft ready to pay, with where the
 * customer came from (server/attribution/: the body's `meta`, else the request's cookies). The client's
 * Idempotency-Key makes a retry, a double click or a replayed request return the same order.
 */
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { CHECKOUT_MESSAGES } from '../../content/checkout-messages.ts'
import { orderInitiator } from '../../domain/attribution.ts'
import { customerEmailKey } from '../../domain/customer-email.ts'
import type { CustomerContact } from '../../domain/referrals/self-referral.ts'
import { orderStartProblem } from '../schedule/order-start.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { readAttributionMeta } from '../attribution/meta.ts'
import { type RequestVisit, storedAttribution } from '../attribution/stored-attribution.ts'
import type { Database, Executor } from '../db/client.ts'
import { CODE_HOLD_MS, codeLimitReached, lockLimitedCodes } from '../db/queries/discount-codes.ts'
import { findOpenTiming } from '../db/queries/delivery.ts'
import { customers, orders } from '../db/schema.ts'
import { rateLimitKey } from '../http/client-ip.ts'
import type { RateLimit } from '../http/rate-limits.ts'
import { type PricedChoice, type PriceResult, type QuotedPrice, quotePrice } from '../pricing/price-service.ts'
import { saveOrderAddressIfNone } from '../accounts/addresses.ts'
import { deliveryAddressSnapshot } from './address-schema.ts'
import { consultationAtProblem, fieldOf, orderRequestSchema } from './order-request.ts'

export type OrderRow = typeof orders.$inferSelect

export type CreateOrderResult =
	| { status: 'created' | 'replayed'; order: OrderRow }
	| { status: 'invalid'; fields: Record<string, string> }
	| { status: 'price-changed'; message: string; price: QuotedPrice }
	/** The key was used before for a different request. */
	| { status: 'key-reused' }
	| { status: 'rate-limited'; retryAfterSeconds: number }

export type CreateOrderContext = {
	db: Database
	locale: LocaleCode
	now: Date
	idempotencyKey: string
	codeGuesses?: { limit: RateLimit; clientIp: string }
	/** Counts orders that hold a use of a capped code per client address (server/http/rate-limits.ts, `cappedCodeHold`). */
	codeHolds?: { limit: RateLimit; clientIp: string }
	/** The signed-in customer making the order, if any: the order joins their account. */
	customerId?: number | null
	/** The request's cookies, browser and address: the order's attribution when the body has no `meta`. */
	visit: RequestVisit
}

/** An Idempotency-Key as clients make them: a UUID or another opaque token. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,128}$/

const PRICING_FIELDS = ['plan', 'size', 'days_per_week', 'number_of_weeks', 'addon_variant', 'discount_code', 'referral_code'] as const

export async function createOrder(body: Record<string, unknown>, context: CreateOrderContext): Promise<CreateOrderResult> {
	const { db, locale, now, idempotencyKey } = context
	const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('base64url')
	const earlier = await findByIdempotencyKey(db, idempotencyKey)
	if (earlier) return earlier.requestHash === requestHash ? { status: 'replayed', order: earlier } : { status: 'key-reused' }

	const messages = CHECKOUT_MESSAGES[locale]
	const parsed = orderRequestSchema(locale).safeParse(body)
	const meta = readAttributionMeta(body.meta, locale)
	const fields: Record<string, string> = meta.ok ? {} : { ...meta.errors }
	if (!parsed.success) {
		for (const issue of parsed.error.issues) fields[fieldOf(issue.path)] ??= issue.message
	}
	const pricingInput = Object.fromEntries(PRICING_FIELDS.filter((field) => field in body).map((field) => [field, body[field]]))
	const customerContact = await contactOf(db, parsed.success ? parsed.data : null, context.customerId ?? null, typeof body.referral_code === 'string')
	const quote: PriceResult = await quotePrice(pricingInput, {
		db,
		locale,
		now,
		codeGuesses: context.codeGuesses,
		customerEmail: parsed.success ? parsed.data.email : null,
		customerMobile: parsed.success ? parsed.data.mobile_number : null,
		customerContact,
	})
	if (quote.status === 'rate-limited') return quote
	if (quote.status === 'invalid') Object.assign(fields, quote.fields)
	if (!parsed.success || !meta.ok || quote.status !== 'priced') return { status: 'invalid', fields }

	const request = parsed.data
	const { price, choice } = quote
	// The cut-off and closed dates in force now and the plan's first menu, as the customise step showed them (decision 012).
	const dateProblem = await orderStartProblem(db, request.start_date, now, choice, locale)
	if (dateProblem) fields.start_date = dateProblem
	// The consultation's slot, like the start date, must still be open now.
	const consultationProblem = consultationAtProblem(request.consultation, now, locale)
	if (consultationProblem) fields.consultation = consultationProblem
	const address = request.delivery_address
	const timing = await findOpenTiming(db, address.area_timing_id, locale)
	if (!timing || timing.areaId !== address.area_id || timing.cityId !== address.city_id) fields.area_timing_id = messages.slotClosed
	if (Object.keys(fields).length > 0 || !timing) return { status: 'invalid', fields }
	// A guest's e-mail and mobile are known only now: a customer who holds our cool bag (the
	// e-mail and mobile of the order it went out with, decision 014) pays no deposit for another,
	// so the total may be lower than the one shown by exactly that deposit. The payment
	// step shows the price without it, and why, before anything is paid.
	const shownTotals = [price.total, price.total + price.bag_deposit_waived]
	if (!shownTotals.includes(request.expected_total)) return { status: 'price-changed', message: messages.priceChanged, price }

	const deliveryAddress = deliveryAddressSnapshot(address, timing)
	const { discounts_error: _error, discounts_error_code: _code, card_discount_note: _note, ...snapshot } = price
	const attribution = storedAttribution(meta.meta, context.visit)
	const customerKey = customerEmailKey(request.email)
	const codes = price.discount_codes_applied
	// An unpaid order holds a use of a capped code for 30 minutes: one address may hold only so many. Counted
	// before the transaction, which would otherwise wait for a second connection while it holds the codes' locks,
	// and given back below when no order was made (the code was used up meanwhile, or a twin request made it).
	const holds = context.codeHolds && quote.cappedCodes.length > 0 ? { limit: context.codeHolds.limit, key: rateLimitKey(context.codeHolds.clientIp) } : null
	if (holds) {
		const verdict = await holds.limit.consume(holds.key)
		if (!verdict.ok) return { status: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds }
	}
	// The order takes one use of each limited code it carries, counted and taken under the codes'
	// row locks: of parallel orders for a code's last use, one gets it (docs/payments.md).
	const made = await db.transaction(async (tx) => {
		const limited = await lockLimitedCodes(tx, codes)
		// A retry that waited for the lock finds the order its twin made.
		const twin = limited.length > 0 ? await findByIdempotencyKey(tx, idempotencyKey) : null
		if (twin) return { twin }
		if (await codeLimitReached(tx, limited, { customerKey }, { at: now })) return null
		// Before the insert: the order's reference to the customer takes a key-share lock on their row,
		// and two parallel orders that each held one and then asked for the row's lock deadlocked.
		if (context.customerId) await saveOrderAddressIfNone(tx, context.customerId, deliveryAddress)
		const [row] = await tx
			.insert(orders)
			.values({
				locale,
				customerId: context.customerId ?? null,
				email: request.email,
				firstName: request.first_name,
				lastName: request.last_name,
				mobileNumber: request.mobile_number,
				...orderChoiceColumns(choice),
				startDate: request.start_date,
				allergies: request.allergies,
				allergyNotes: request.allergy_notes,
				consultation: request.consultation,
				deliveryAddress,
				areaTimingId: timing.id,
				price: snapshot,
				totalFils: price.total,
				vatFils: price.vat,
				discountCodes: codes,
				customerKey,
				codesHeldUntil: codes.length > 0 ? new Date(now.getTime() + CODE_HOLD_MS) : null,
				referralCode: choice.referralCode,
				source: attribution.source,
				initiatorType: orderInitiator(request.initiator_type, attribution),
				attribution: attribution.detail,
				idempotencyKey,
				requestHash,
			})
			.onConflictDoNothing({ target: orders.idempotencyKey })
			.returning()
		return { row }
	})
	if (holds && !(made && 'row' in made && made.row)) await holds.limit.refund(holds.key)
	if (made === null) {
		// Another order took the code's last use since this one was priced: the customer is shown the price without it.
		const again = await quotePrice(pricingInput, { db, locale, now, customerEmail: request.email, customerMobile: request.mobile_number, customerContact })
		if (again.status === 'priced') return { status: 'price-changed', message: messages.priceChanged, price: again.price }
		return again.status === 'invalid' ? { status: 'invalid', fields: again.fields } : again
	}
	if ('row' in made && made.row) return { status: 'created', order: made.row }
	// Two identical requests raced: the other one made the order.
	const winner = 'twin' in made ? made.twin : await findByIdempotencyKey(db, idempotencyKey)
	if (!winner) throw new Error('An order with this idempotency key was neither created nor found')
	return winner.requestHash === requestHash ? { status: 'replayed', order: winner } : { status: 'key-reused' }
}

/**
 * Who is ordering, for refusing an ambassador's own referral code: the order's e-mail and mobile,
 * and the signed-in account's (read only when the order carries a referral code).
 */
async function contactOf(db: Database, request: { email: string; mobile_number: string } | null, customerId: number | null, hasReferral: boolean): Promise<CustomerContact> {
	const [account] =
		hasReferral && customerId !== null ? await db.select({ email: customers.email, phone: customers.mobileNumber }).from(customers).where(eq(customers.id, customerId)) : []
	return { emails: [request?.email ?? null, account?.email ?? null], phones: [request?.mobile_number ?? null, account?.phone ?? null] }
}

async function findByIdempotencyKey(db: Executor, key: string) {
	const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1)
	return row ?? null
}

export async function findOrderByPublicId(db: Database, publicId: string): Promise<OrderRow | null> {
	if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(publicId)) return null
	const [row] = await db.select().from(orders).where(eq(orders.publicId, publicId.toLowerCase())).limit(1)
	return row ?? null
}

/** The order's columns that say what was bought, as the server priced it: a new order and a renewal alike. */
export function orderChoiceColumns(choice: PricedChoice) {
	return {
		planId: choice.planId,
		planVariantId: choice.variantId,
		planSlug: choice.planSlug,
		planName: choice.planName,
		size: choice.size,
		daysPerWeek: choice.daysPerWeek,
		weeks: choice.weeks,
		addonVariantId: choice.addonVariantId,
		addonName: choice.addonName,
	}
}
