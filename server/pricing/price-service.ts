/**
 * Prices an order draft: reads the plan, its price table, the add-on and the codes, and hands
 * them to domain/order-price.ts. The same function serves `POST /price` and, later, order
 * creation, so what the customer is shown is what the order is charged.
 */
import { z } from 'zod'
import { fillText, formatCalendarDate, pluralText } from '../../domain/text-template.ts'
import { PRICING_MESSAGES, type PriceField } from '../../content/pricing-messages.ts'
import { customerEmailKey } from '../../domain/customer-email.ts'
import { DISCOUNT_CODE_FORMAT, type DiscountCodeRules, lastValidDay } from '../../domain/discount-codes.ts'
import { uaeClock } from '../../domain/delivery-schedule.ts'
import { formatList, isolateIfForeign } from '../../domain/text-list.ts'
import { getLocale, type LocaleCode, oncePerLocale } from '../../domain/locale.ts'
import { formatAed } from '../../domain/money.ts'
import { type CodeRefusal, type OrderPrice, type PricedCode, priceOrder } from '../../domain/order-price.ts'
import { normalizeCode } from '../../domain/order-draft.ts'
import { type CustomerContact, isSelfReferral } from '../../domain/referrals/self-referral.ts'
import { DAYS_PER_WEEK_OPTIONS, type DaysPerWeek, PLAN_SIZES, type PlanSize, WEEK_OPTIONS, type Weeks } from '../../domain/plan-pricing.ts'
import type { Database } from '../db/client.ts'
import { rateLimitKey } from '../http/client-ip.ts'
import type { RateLimit } from '../http/rate-limits.ts'
import { holdsBag } from '../db/queries/bag-movements.ts'
import { bagHolderOf } from '../../domain/bag-holder.ts'
import { countCodeUses, type DiscountCode, findDiscountCodes } from '../db/queries/discount-codes.ts'
import { findReferralAmbassador } from '../db/queries/ambassadors.ts'
import { getCachedPlan, isPlanSlug, listActivePlans } from '../db/queries/plans.ts'

/** What the browser sends: the pricing fields of the order draft (spec §3 names). */
function buildPriceRequestSchema(locale: LocaleCode) {
	const message = (field: PriceField) => ({ error: () => PRICING_MESSAGES[locale].fields[field] })
	return z.object({
		plan: z.string(message('plan')).refine(isPlanSlug, message('plan')),
		size: z.enum(PLAN_SIZES, message('size')).default('regular'),
		days_per_week: z.literal([...DAYS_PER_WEEK_OPTIONS], message('days_per_week')).default(6),
		number_of_weeks: z.literal([...WEEK_OPTIONS], message('number_of_weeks')).default(8),
		addon_variant: z.number(message('addon_variant')).int(message('addon_variant')).positive(message('addon_variant')).nullish(),
		discount_code: z
			.array(
				z
					.string(message('discount_code'))
					.transform(normalizeCode)
					.refine((code) => DISCOUNT_CODE_FORMAT.test(code), message('discount_code')),
				message('discount_code'),
			)
			.max(5, message('discount_code'))
			.default([]),
		referral_code: z
			.string()
			.transform(normalizeCode)
			.refine((code) => DISCOUNT_CODE_FORMAT.test(code))
			.nullish()
			.catch(null),
		card_bin: z
			.string(message('card_bin'))
			.regex(/^[0-9]{6,8}$/, message('card_bin'))
			.nullish(),
	})
}

/** The price with the refusal of a code as a sentence in the request's language, and its code. */
export type QuotedPrice = Omit<OrderPrice, 'discounts_error'> & {
	discounts_error: string | null
	discounts_error_code: CodeRefusal | null
	/** A card-only code accepted before the card is known: what it takes off and when, in the request's language; null otherwise. */
	card_discount_note: string | null
}

// One schema per language, built once: the price API is called on every change of the customise step.
const priceRequestSchema = oncePerLocale(buildPriceRequestSchema)

type PriceRequest = z.output<ReturnType<typeof buildPriceRequestSchema>>

/** What the price was worked out for: order creation stores it with the price. */
export type PricedChoice = {
	planId: number
	planSlug: string
	planName: string
	variantId: number
	size: PlanSize
	daysPerWeek: DaysPerWeek
	weeks: Weeks
	addonVariantId: number | null
	addonName: string | null
	referralCode: string | null
}

export type PriceResult =
	/** `cappedCodes`: the applied codes with a cap on everyone's uses (`max_uses`), which an unpaid order holds a use of. */
	| { status: 'priced'; price: QuotedPrice; choice: PricedChoice; cappedCodes: string[] }
	| { status: 'invalid'; fields: Partial<Record<PriceField, string>> }
	/** Too many codes that do not exist from this address: pricing with a code is refused for a while. */
	| { status: 'rate-limited'; retryAfterSeconds: number }

export type PriceContext = {
	db: Database
	locale: LocaleCode
	now: Date
	/** Counts codes that do not exist per client address, against guessing (server/http/rate-limits.ts). */
	codeGuesses?: { limit: RateLimit; clientIp: string }
	/**
	 * Whose order it is, for per-customer code limits and, with `customerMobile`, the cool-bag
	 * deposit; unknown on a guest's customise step, where the deposit is shown.
	 */
	customerEmail?: string | null
	/**
	 * The order's mobile number: no cool-bag deposit only when the e-mail and this mobile are those
	 * of a paid order whose bag is still out (domain/bag-holder.ts, decision 014). Without it the
	 * deposit is charged.
	 */
	customerMobile?: string | null
	/**
	 * Every e-mail and mobile known to be the customer's (the order's, the signed-in account's):
	 * an ambassador's own referral code is refused for them (domain/referrals/self-referral.ts).
	 * Unknown on the customise step; checkout knows them.
	 */
	customerContact?: CustomerContact | null
}

export async function quotePrice(input: unknown, { db, locale, now, codeGuesses, customerEmail = null, customerMobile = null, customerContact = null }: PriceContext): Promise<PriceResult> {
	const parsed = priceRequestSchema(locale).safeParse(input)
	if (!parsed.success) {
		const fields: Partial<Record<PriceField, string>> = {}
		for (const issue of parsed.error.issues) {
			const field = issue.path[0] as PriceField
			fields[field] ??= issue.message
		}
		return { status: 'invalid', fields }
	}
	const request = parsed.data
	// Only a code that does not exist counts as a guess, so customers behind one address (an
	// office, a mobile carrier) typing a real code are never limited; its point is spent before
	// the unknown code is answered, so parallel guesses cannot overtake the count. An address
	// that has used up its guesses gets no price for any code, real or not: a real code priced
	// among refusals would tell a guesser it exists.
	// IPv6 counts per /64, as every per-address limit does, so one host cannot rotate past it.
	// The entered codes are looked up once, here, for the limit and for the price.
	const entered = await findDiscountCodes(db, request.discount_code)
	if (codeGuesses && request.discount_code.length > 0) {
		const key = rateLimitKey(codeGuesses.clientIp)
		const allReal = request.discount_code.every((code) => entered.has(code))
		const verdict = allReal ? await codeGuesses.limit.check(key) : await codeGuesses.limit.consume(key)
		if (!verdict.ok) return { status: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds }
	}
	return priceRequest(db, request, entered, locale, now, { customerEmail, customerMobile, customerContact })
}

async function priceRequest(
	db: Database,
	request: PriceRequest,
	entered: Map<string, DiscountCode>,
	locale: LocaleCode,
	now: Date,
	{ customerEmail, customerMobile, customerContact }: { customerEmail: string | null; customerMobile: string | null; customerContact: CustomerContact | null },
): Promise<PriceResult> {
	const messages = PRICING_MESSAGES[locale]

	const plan = await getCachedPlan(db, request.plan, locale)
	if (!plan) return { status: 'invalid', fields: { plan: messages.fields.plan } }
	// A size the plan does not offer is priced as Regular, as the draft's rule resets it.
	const variant = plan.variants.find((candidate) => candidate.size === request.size) ?? plan.variants[0]
	const row = variant?.prices.find((price) => price.daysPerWeek === request.days_per_week && price.weeks === request.number_of_weeks)
	if (!variant || !row) return { status: 'invalid', fields: { plan: messages.fields.plan } }

	let addonPricePerDayFils: number | null = null
	let addonName: string | null = null
	if (request.addon_variant != null) {
		const addon = plan.addons.find((candidate) => candidate.variants.some((entry) => entry.id === request.addon_variant))
		const addonVariant = addon?.variants.find((candidate) => candidate.id === request.addon_variant)
		if (!addon || !addonVariant) return { status: 'invalid', fields: { addon_variant: messages.fields.addon_variant } }
		addonPricePerDayFils = addonVariant.pricePerDayFils
		addonName = `${addon.name} (${addonVariant.name})`
	}

	const ambassador = request.referral_code ? await findReferralAmbassador(db, request.referral_code) : null
	// An ambassador's own code is for their friends: refused on their own order, welcome discount and all.
	if (ambassador && customerContact && isSelfReferral(ambassador, customerContact)) return { status: 'invalid', fields: { referral_code: messages.fields.referral_code } }
	// An ambassador's referral gives the invited customer a welcome code, unless they bring their own.
	const welcome = request.discount_code.length === 0 ? (ambassador?.welcomeCode ?? null) : null
	const requestedCodes = welcome ? [welcome] : request.discount_code
	const found = welcome ? await findDiscountCodes(db, requestedCodes) : entered
	// Uses are counted only for codes that have a limit: most codes have none, and pricing runs on every change.
	const limited = [...found.values()].filter((code) => code.maxUses !== null || code.maxUsesPerCustomer !== null).map((code) => code.code)
	const customerKey = customerEmail === null ? null : customerEmailKey(customerEmail)
	// Uses include the holds of orders still being paid: what the customer is shown is what order creation will allow.
	const usage = await countCodeUses(db, limited, customerKey, { at: now })
	const bagDepositFils = plan.bagDeposit?.amountFils ?? 0
	const codes = requestedCodes.map((entered) => {
		const code = found.get(entered)
		const used = usage.get(entered)
		const priced: PricedCode | null = code
			? { ...code, timesUsed: used?.total ?? 0, timesUsedByCustomer: used?.byCustomer ?? 0 }
			: null
		return { entered, found: priced }
	})
	const price = priceOrder({
		planSlug: plan.slug,
		daysPerWeek: request.days_per_week,
		weeks: request.number_of_weeks,
		planPricePerDayFils: row.pricePerDayFils,
		addonPricePerDayFils,
		bagDepositFils,
		holdsBag: bagDepositFils > 0 && (await holdsBagAsTyped(db, customerEmail, customerMobile)),
		codes,
		cardDigits: request.card_bin ?? null,
		now,
	})
	const first = codes[0]
	const cappedCodes = codes.flatMap(({ found }) => (found && found.maxUses !== null && price.discount_codes_applied.includes(found.code) ? [found.code] : []))
	return {
		status: 'priced',
		cappedCodes,
		price: {
			...price,
			discounts_error: price.discounts_error && first ? await refusalText(db, price.discounts_error, first, locale) : null,
			discounts_error_code: price.discounts_error,
			card_discount_note: cardDiscountNote(price, locale),
		},
		choice: {
			planId: plan.id,
			planSlug: plan.slug,
			planName: plan.name,
			variantId: variant.id,
			size: variant.size,
			daysPerWeek: request.days_per_week,
			weeks: request.number_of_weeks,
			addonVariantId: request.addon_variant ?? null,
			addonName,
			referralCode: request.referral_code ?? null,
		},
	}
}

/** Whether the order's e-mail and mobile, together, are those of a customer holding our bag (decision 014). */
async function holdsBagAsTyped(db: Database, email: string | null, mobileNumber: string | null): Promise<boolean> {
	const holder = bagHolderOf({ email, mobileNumber })
	return holder !== null && (await holdsBag(db, holder))
}

/**
 * "BANKCARD10 takes AED 294.00 off … you then pay AED 2,746.00": a card-only code on a price
 * before the card is known (`priceBeforeCard` for an order's), or null.
 */
export function cardDiscountNote(price: Pick<OrderPrice, 'card_discount' | 'discount_codes_applied' | 'total'>, locale: LocaleCode): string | null {
	const offer = price.card_discount
	if (!offer || price.discount_codes_applied.includes(offer.code)) return null
	const { language, dir } = getLocale(locale)
	return fillText(PRICING_MESSAGES[locale].cardDiscountPending, {
		code: isolateIfForeign(offer.code, dir),
		amount: formatAed(offer.amount, language),
		total: formatAed(price.total - offer.amount, language),
	})
}

/**
 * Why an order's card-only code was not taken off its last payment (another card, Tabby or Apple
 * Pay, its limit reached meanwhile), in the customer's words; null when it was, or there is none.
 */
export async function cardDiscountRefusalText(db: Database, price: Pick<OrderPrice, 'card_discount' | 'card_discount_refusal'>, locale: LocaleCode): Promise<string | null> {
	const offer = price.card_discount
	if (!offer || !price.card_discount_refusal) return null
	const found = (await findDiscountCodes(db, [offer.code])).get(offer.code) ?? null
	return refusalText(db, price.card_discount_refusal, { entered: offer.code, found }, locale)
}

/** "With this card, BANKCARD10 is taken off: you pay AED 2,454.40": a price for a known card (a saved one) that got the code; null otherwise. */
export function cardDiscountTakenText(price: Pick<OrderPrice, 'card_discount' | 'discount_codes_applied' | 'total'>, locale: LocaleCode): string | null {
	const offer = price.card_discount
	if (!offer || !price.discount_codes_applied.includes(offer.code)) return null
	const { language, dir } = getLocale(locale)
	return fillText(PRICING_MESSAGES[locale].cardDiscountWithCard, { code: isolateIfForeign(offer.code, dir), total: formatAed(price.total, language) })
}

/** "BANKCARD10 is taken off only when you pay by card …, not with Tabby or Apple Pay", for an order with a card-only code; null otherwise. */
export function cardOnlyText(price: Pick<OrderPrice, 'card_discount'>, locale: LocaleCode): string | null {
	const offer = price.card_discount
	return offer ? fillText(PRICING_MESSAGES[locale].refusals['card-only'], { code: isolateIfForeign(offer.code, getLocale(locale).dir) }) : null
}

/**
 * Why a code does not apply, in the customer's words: the code named, and what it is for ("KMP2499
 * is for the International plan", "… for plans of at least 4 weeks", "… ended on 31 January 2026").
 */
async function refusalText(db: Database, refusal: CodeRefusal, { entered, found }: { entered: string; found: DiscountCodeRules | null }, locale: LocaleCode) {
	const messages = PRICING_MESSAGES[locale]
	const { language, dir } = getLocale(locale)
	const day = (isoDate: string) => formatCalendarDate(isoDate, language)
	const values: Record<string, string> = {
		// A code is Latin letters and digits: kept whole inside an Arabic sentence.
		code: isolateIfForeign(found?.code ?? entered, dir),
		weeks: found?.minWeeks != null ? pluralText(messages.weeks, found.minWeeks, language) : '',
		amount: found?.minOrderFils != null ? formatAed(found.minOrderFils, language) : '',
		date:
			refusal === 'ended' && found?.validUntil
				? day(lastValidDay(found.validUntil))
				: refusal === 'not-started' && found?.validFrom
					? day(uaeClock(found.validFrom).date)
					: '',
		plans: '',
	}
	let template = messages.refusals[refusal]
	if (refusal === 'plan-not-included' && found) {
		const names = new Map((await listActivePlans(db, locale)).map((plan) => [plan.slug, plan.name]))
		const named = found.planSlugs.map((slug) => names.get(slug) ?? slug)
		values.plans = formatList(named, language)
		if (named.length > 1) template = messages.planNotIncludedMany
	}
	return fillText(template, values)
}
