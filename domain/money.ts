/**
 * Money on the site is an integer number of fils (AED × 100), as the payment
 * providers count it, so sums and discounts never meet floating-point cents.
 * This module turns fils into the text a visitor reads.
 */
import { formatDirhams, type LocaleTag } from './number-text.ts'

export type { LocaleTag }

export type FormatAedOptions = {
	/**
	 * 2 (the default) always shows fils: "AED 49.00". 0 drops them from whole
	 * amounts only ("AED 49", but still "AED 49.50"), so a price never shows one decimal.
	 */
	minimumFractionDigits?: 0 | 2
}

const FILS_PER_DIRHAM = 100

/**
 * `formatAed(4950, 'en-GB')` → "AED 49.50"; `formatAed(4900, 'ru-AE', { minimumFractionDigits: 0 })` → "49 AED".
 * The text keeps Intl's own spacing (no-break spaces) and, in Arabic, its right-to-left marks.
 */
export function formatAed(fils: number, localeTag: LocaleTag, options: FormatAedOptions = {}): string {
	if (!Number.isSafeInteger(fils)) throw new RangeError(`Amounts are whole fils; got ${fils}`)
	const wholeDirhams = fils % FILS_PER_DIRHAM === 0
	const digits = options.minimumFractionDigits === 0 && wholeDirhams ? 0 : 2
	// -0 (e.g. from a zero discount negated) would print as "-AED 0.00".
	const dirhams = fils === 0 ? 0 : fils / FILS_PER_DIRHAM
	return formatDirhams(dirhams, localeTag, digits)
}

/**
 * An amount as a staff form's field holds it and `parseAedToFils` reads it back: dirhams with a
 * dot, fils only when there are any ("441", "50.50"), never a currency or grouping.
 */
export function aedFieldText(fils: number): string {
	return fils % FILS_PER_DIRHAM === 0 ? String(fils / FILS_PER_DIRHAM) : (fils / FILS_PER_DIRHAM).toFixed(2)
}
