/**
 * Partner offers (issue 18, item 2): a partner page offers one discount code, for the offer's own
 * dates. The code's row says what the discount is and when checkout accepts it; the offer's dates
 * and retirement only narrow when the page offers it. So the page shows the offer exactly while
 * both are live, and its "until" condition is the earlier end. Pure.
 */
import { uaeMidnight } from './delivery-schedule.ts'
import type { DiscountCodeRules, DiscountValidity } from './discount-codes.ts'
import type { LocaleCode } from './locale.ts'

export type PartnerOfferWindow = {
	validFrom: Date | null
	validUntil: Date | null
	archivedAt: Date | null
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b))
const earlier = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b))

/** The code as the partner page may offer it: live only inside both the code's and the offer's dates. */
export function offeredCode<Code extends DiscountCodeRules>(offer: PartnerOfferWindow, code: Code): Code {
	const validity: DiscountValidity = {
		isActive: code.isActive && offer.archivedAt === null,
		validFrom: later(code.validFrom, offer.validFrom),
		validUntil: earlier(code.validUntil, offer.validUntil),
	}
	return { ...code, ...validity }
}

/** The console's partner-offer form. */
export const PARTNER_NAME_LIMITS = { min: 2, max: 60 } as const
export const OFFER_HEADLINE_LIMITS = { min: 5, max: 120 } as const
/** Where the code's value goes in a headline ("{{discount}} off your kcal meal plan"). */
export const DISCOUNT_PLACEHOLDER = '{{discount}}'

/** `unknown`: no discount code has that text (the server's check). */
export type PartnerOfferProblem = 'required' | 'short' | 'long' | 'placeholder' | 'code' | 'unknown' | 'date' | 'order' | 'unchanged'

export type PartnerOfferValues = {
	partnerName: string
	code: string
	validFrom: Date | null
	validUntil: Date | null
	headlines: Record<LocaleCode, string>
}

export type PartnerOfferFormResult = { ok: true; values: PartnerOfferValues } | { ok: false; errors: Partial<Record<string, PartnerOfferProblem>> }


/**
 * Reads the form: `headline-{locale}` for each language, `partnerName`, `code` (as typed; stored
 * in capitals), `from` and `until` (inclusive calendar days in the UAE, optional). Whether the code
 * exists is the server's question; here only its shape.
 */
export function readPartnerOfferForm(form: Record<string, string>, locales: readonly LocaleCode[], codeFormat: RegExp): PartnerOfferFormResult {
	const errors: Partial<Record<string, PartnerOfferProblem>> = {}
	const length = (text: string) => [...text].length
	const partnerName = (form.partnerName ?? '').trim().replace(/\s+/g, ' ')
	if (!partnerName) errors.partnerName = 'required'
	else if (length(partnerName) < PARTNER_NAME_LIMITS.min) errors.partnerName = 'short'
	else if (length(partnerName) > PARTNER_NAME_LIMITS.max) errors.partnerName = 'long'
	const code = (form.code ?? '').trim().toUpperCase()
	if (!code) errors.code = 'required'
	else if (!codeFormat.test(code)) errors.code = 'code'
	const headlines = {} as Record<LocaleCode, string>
	for (const locale of locales) {
		const name = `headline-${locale}`
		const headline = (form[name] ?? '').trim().replace(/\s+/g, ' ')
		headlines[locale] = headline
		if (!headline) errors[name] = 'required'
		else if (length(headline) < OFFER_HEADLINE_LIMITS.min) errors[name] = 'short'
		else if (length(headline) > OFFER_HEADLINE_LIMITS.max) errors[name] = 'long'
		// The figure is the code's: a headline that does not show it would promise nothing or a typed copy.
		else if (headline.split(DISCOUNT_PLACEHOLDER).length !== 2) errors[name] = 'placeholder'
	}
	const dateOf = (name: 'from' | 'until') => {
		const text = (form[name] ?? '').trim()
		if (!text) return null
		const at = uaeMidnight(text)
		if (!at) errors[name] = 'date'
		return at
	}
	const validFrom = dateOf('from')
	const lastDay = dateOf('until')
	// "Until 31 January" runs to the end of that day: stored as the next midnight (exclusive).
	const validUntil = lastDay ? new Date(lastDay.getTime() + 24 * 3_600_000) : null
	if (validFrom && validUntil && validUntil <= validFrom) errors.until = 'order'
	if (Object.keys(errors).length > 0) return { ok: false, errors }
	return { ok: true, values: { partnerName, code, validFrom, validUntil, headlines } }
}
