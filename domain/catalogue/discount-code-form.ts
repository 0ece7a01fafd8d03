/**
 * The console's discount-code form (issue 18, item 2): every rule of a code as staff type it —
 * the amount (whole percent, or dirhams), the first and last day it works (UAE calendar days),
 * the usage limits, the conditions (plans, weeks, minimum total, card BINs), whether a page applies
 * it without typing and which campaign page it belongs to. Pure: the server reads the posted form
 * with it and re-renders its field errors; the database's checks on `discount_codes` are the last
 * word on the same rules.
 */
import { uaeMidnight } from '../delivery-schedule.ts'
import { CARD_BIN_FORMAT, DISCOUNT_CODE_FORMAT, type DiscountType } from '../discount-codes.ts'
import { WEEK_OPTIONS, type Weeks } from '../plan-pricing.ts'
import { parseAedToFils } from '../staff-refund.ts'

const DAY_MS = 24 * 3_600_000
const WHOLE = /^\d{1,9}$/

/** A limit of uses: whole, at least one, and below what a typo would make of it. */
export const MAX_USES_LIMIT = 1_000_000
/** More BINs than a bank partnership ever lists is a pasted mistake. */
export const MAX_CARD_BINS = 50

export type DiscountCodeProblem =
	| 'code-format'
	| 'code-taken'
	| 'type'
	| 'percent'
	| 'amount'
	| 'above-price'
	| 'date'
	| 'end-before-start'
	| 'end-past'
	| 'uses'
	| 'weeks'
	| 'plan'
	| 'bins'
	| 'campaign'

export type DiscountCodeField =
	| 'code'
	| 'discountType'
	| 'value'
	| 'validFrom'
	| 'validUntil'
	| 'maxUses'
	| 'maxUsesPerCustomer'
	| 'minOrder'
	| 'minWeeks'
	| 'plans'
	| 'cardBins'
	| 'campaign'

/** What the form saves: the columns of `discount_codes` staff own (the code itself never changes once made). */
export type DiscountCodeValues = {
	discountType: DiscountType
	/** Whole percent (1–100), or fils. */
	value: number
	validFrom: Date | null
	/** Exclusive: midnight after the last day (domain/discount-codes.ts). */
	validUntil: Date | null
	maxUses: number | null
	maxUsesPerCustomer: number | null
	minOrderFils: number | null
	minWeeks: Weeks | null
	planSlugs: string[]
	cardBins: string[]
	isAutomatic: boolean
	campaign: string | null
}

/** A plan option's total as the catalogue prices it: what a flat amount may not reach. */
export type OrderTotal = { planSlug: string; weeks: number; totalFils: number }

export type DiscountCodeFormContext = {
	/** The plans a code can name (every plan, offered or not: a code may be made ahead of one). */
	planSlugs: readonly string[]
	campaigns: readonly string[]
	/** Every option the site sells now, to keep a flat amount below the cheapest order it accepts. */
	orderTotals: readonly OrderTotal[]
	now: Date
	/** Editing: the saved code, whose unchanged last day may already have passed. */
	saved?: { validUntil: Date | null } | null
}

export type DiscountCodeFormResult =
	| { ok: true; code: string; values: DiscountCodeValues }
	| {
			ok: false
			errors: Partial<Record<DiscountCodeField, DiscountCodeProblem>>
			/** With `above-price`: the cheapest order the code accepts, in fils. */
			cheapestFils?: number
	  }

/** The form field of a plan's checkbox. */
export const planField = (slug: string) => `plan-${slug}`


/** A code as customers type it: capitals, no spaces around. */
export const normaliseCode = (text: string) => text.trim().toUpperCase()

function optionalWhole(text: string, max: number): number | null | undefined {
	if (text === '') return null
	if (!WHOLE.test(text)) return undefined
	const value = Number(text)
	return value >= 1 && value <= max ? value : undefined
}

/**
 * The cheapest order the conditions accept, or null when no option the site sells meets them (a
 * code for a plan not offered yet): a flat amount must stay below it, so no order is ever free.
 */
export function cheapestAcceptedFils(values: Pick<DiscountCodeValues, 'planSlugs' | 'minWeeks' | 'minOrderFils'>, totals: readonly OrderTotal[]): number | null {
	const accepted = totals.filter(
		(option) =>
			(values.planSlugs.length === 0 || values.planSlugs.includes(option.planSlug)) &&
			(values.minWeeks === null || option.weeks >= values.minWeeks) &&
			(values.minOrderFils === null || option.totalFils >= values.minOrderFils),
	)
	return accepted.length === 0 ? null : Math.min(...accepted.map((option) => option.totalFils))
}

/**
 * Reads the posted form. `code` is read only when making a code (`creating`): a code's text is
 * what orders keep, so it never changes afterwards.
 */
export function readDiscountCodeForm(form: Record<string, string>, context: DiscountCodeFormContext, creating: boolean): DiscountCodeFormResult {
	const text = (name: string) => (form[name] ?? '').trim()
	const errors: Partial<Record<DiscountCodeField, DiscountCodeProblem>> = {}

	const code = normaliseCode(text('code'))
	if (creating && !DISCOUNT_CODE_FORMAT.test(code)) errors.code = 'code-format'

	const type = text('discountType')
	const discountType: DiscountType | null = type === 'percentage' || type === 'flat' ? type : null
	if (!discountType) errors.discountType = 'type'
	let value = 0
	if (discountType === 'percentage') {
		const percent = optionalWhole(text('value'), 100)
		if (typeof percent !== 'number') errors.value = 'percent'
		else value = percent
	} else if (discountType === 'flat') {
		const fils = parseAedToFils(text('value'))
		if (fils === null || fils <= 0) errors.value = 'amount'
		else value = fils
	}

	const fromText = text('validFrom')
	const untilText = text('validUntil')
	const validFrom = fromText === '' ? null : uaeMidnight(fromText)
	const lastDay = untilText === '' ? null : uaeMidnight(untilText)
	if (fromText !== '' && !validFrom) errors.validFrom = 'date'
	if (untilText !== '' && !lastDay) errors.validUntil = 'date'
	const validUntil = lastDay ? new Date(lastDay.getTime() + DAY_MS) : null
	if (validFrom && validUntil && validUntil.getTime() <= validFrom.getTime()) errors.validUntil = 'end-before-start'
	// A last day already past makes a code that never works; an old code's saved end may stay as it is.
	const unchangedEnd = context.saved !== undefined && context.saved !== null && (context.saved.validUntil?.getTime() ?? null) === (validUntil?.getTime() ?? null)
	if (!errors.validUntil && validUntil && validUntil.getTime() <= context.now.getTime() && !unchangedEnd) errors.validUntil = 'end-past'

	const maxUses = optionalWhole(text('maxUses'), MAX_USES_LIMIT)
	if (maxUses === undefined) errors.maxUses = 'uses'
	const maxUsesPerCustomer = optionalWhole(text('maxUsesPerCustomer'), MAX_USES_LIMIT)
	if (maxUsesPerCustomer === undefined) errors.maxUsesPerCustomer = 'uses'

	const minOrderText = text('minOrder')
	const minOrderFils = minOrderText === '' ? null : parseAedToFils(minOrderText)
	if (minOrderFils === 0 || (minOrderText !== '' && minOrderFils === null)) errors.minOrder = 'amount'

	const weeksText = text('minWeeks')
	const minWeeks = weeksText === '' ? null : (WEEK_OPTIONS.find((weeks) => String(weeks) === weeksText) ?? undefined)
	if (minWeeks === undefined) errors.minWeeks = 'weeks'

	// Checkboxes are named per plan; a plan the catalogue does not know is a forged form.
	const planSlugs = Object.keys(form)
		.filter((name) => name.startsWith('plan-') && form[name] !== '')
		.map((name) => name.slice('plan-'.length))
	if (planSlugs.some((slug) => !context.planSlugs.includes(slug))) errors.plans = 'plan'

	const bins = [...new Set(text('cardBins').split(/[\s,،]+/).filter((bin) => bin !== ''))]
	if (bins.length > MAX_CARD_BINS || bins.some((bin) => !CARD_BIN_FORMAT.test(bin))) errors.cardBins = 'bins'

	const campaignText = text('campaign')
	const campaign = campaignText === '' ? null : campaignText
	if (campaign !== null && !context.campaigns.includes(campaign)) errors.campaign = 'campaign'

	if (Object.keys(errors).length > 0) return { ok: false, errors }

	const values: DiscountCodeValues = {
		discountType: discountType!,
		value,
		validFrom,
		validUntil,
		maxUses: maxUses ?? null,
		maxUsesPerCustomer: maxUsesPerCustomer ?? null,
		minOrderFils,
		minWeeks: minWeeks ?? null,
		planSlugs: context.planSlugs.filter((slug) => planSlugs.includes(slug)),
		cardBins: bins,
		// A campaign page puts its code in the order draft: a campaign's code is always automatic.
		isAutomatic: campaign !== null || form.isAutomatic === 'on',
		campaign,
	}
	if (values.discountType === 'flat') {
		const cheapest = cheapestAcceptedFils(values, context.orderTotals)
		if (cheapest !== null && values.value >= cheapest) return { ok: false, errors: { value: 'above-price' }, cheapestFils: cheapest }
	}
	return { ok: true, code, values }
}
