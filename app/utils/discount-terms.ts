/**
 * A discount code's data as the text a page shows: its value ("20%", "AED 100", formatted like
 * every amount with domain/money.ts) and one sentence per condition it sets (content/pages/
 * discount-terms.ts). Loaders call it, so the browser shows the server's text; nothing about an
 * offer is ever typed into page copy.
 */
import { DISCOUNT_TERMS } from '../../content/pages/discount-terms.ts'
import { type CodeStatus, codeStatusAt, type DiscountAmountRule, type DiscountCodeRules, lastValidDay } from '../../domain/discount-codes.ts'
import type { LocaleEntry } from '../../domain/locale.ts'
import { formatAed, type LocaleTag } from '../../domain/money.ts'
import { formatPercent } from '../../domain/number-text.ts'
import { fillText, formatCalendarDate, pluralText } from '../../domain/text-template.ts'

/** "20%" / "20 %" / "20‎%‎", or "AED 100" / "100 د.إ.": Latin digits, as every figure on the site. */
export function formatDiscountValue(rule: DiscountAmountRule, localeTag: LocaleTag): string {
	if (rule.discountType === 'flat') return formatAed(rule.value, localeTag, { minimumFractionDigits: 0 })
	return formatPercent(rule.value, localeTag)
}

export type DiscountTerms = {
	code: string
	value: string
	/** Pages offer a code only while it is `live`. */
	status: CodeStatus
	/** The conditions the code sets, in reading order; the last says what the discount applies to. */
	conditions: string[]
}

type DescribedCode = DiscountCodeRules & { maxUsesPerCustomer: number | null }

/**
 * The offer of a code at an instant, in a language. `planNames` names the plans a code is limited
 * to (slugs without a name are shown as they are).
 */
export function discountTerms(
	code: DescribedCode,
	locale: Pick<LocaleEntry, 'code' | 'language'>,
	at: Date,
	planNames: ReadonlyMap<string, string> = new Map(),
): DiscountTerms {
	const text = DISCOUNT_TERMS[locale.code]
	const conditions: string[] = []
	if (code.planSlugs.length > 0) {
		const names = code.planSlugs.map((slug) => planNames.get(slug) ?? slug)
		conditions.push(fillText(text.plans, { plans: new Intl.ListFormat(locale.language, { type: 'conjunction' }).format(names) }))
	}
	if (code.minWeeks !== null) conditions.push(pluralText(text.minWeeks, code.minWeeks, locale.language))
	if (code.minOrderFils !== null) {
		conditions.push(fillText(text.minOrder, { amount: formatAed(code.minOrderFils, locale.language, { minimumFractionDigits: 0 }) }))
	}
	if (code.cardBins.length > 0) conditions.push(text.cards)
	if (code.maxUsesPerCustomer === 1) conditions.push(text.oncePerCustomer)
	else if (code.maxUsesPerCustomer !== null) conditions.push(pluralText(text.perCustomer, code.maxUsesPerCustomer, locale.language))
	if (code.validUntil) conditions.push(fillText(text.until, { date: formatCalendarDate(lastValidDay(code.validUntil), locale.language) }))
	conditions.push(text.planOnly)
	return { code: code.code, value: formatDiscountValue(code, locale.language), status: codeStatusAt(code, at), conditions }
}
