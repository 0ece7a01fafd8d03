/**
 * Numbers as the site prints them in its three languages: Latin digits (as UAE shops, banks and
 * receipts print them, Arabic included), each language's separators, and the marks that keep a
 * minus sign or a currency in place in right-to-left text. The text is exactly what
 * `Intl.NumberFormat` gives with `numberingSystem: 'latn'` (number-text.test.ts compares them),
 * written out by hand because a browser spends 30–50 ms of main thread, on every page load, loading
 * ICU's number data for the first `Intl.NumberFormat`; that was the largest single task while a
 * plan page hydrated. It also means the server and every browser print the same characters
 * whatever ICU version they carry. See docs/benchmarks.md.
 */
import type { LocaleEntry } from './locale.ts'

export type LocaleTag = LocaleEntry['language']

type NumberSymbols = {
	group: string
	decimal: string
	/** Before a negative number. */
	minus: string
	/** An amount in dirhams around the number's digits; each language places the sign its own way. */
	aed: (digits: string, negative: boolean) => string
	percent: (number: string) => string
}

const NO_BREAK_SPACE = '\u00a0'
const LEFT_TO_RIGHT_MARK = '\u200e'
const RIGHT_TO_LEFT_MARK = '\u200f'

const SYMBOLS: Record<LocaleTag, NumberSymbols> = {
	'en-GB': {
		group: ',',
		decimal: '.',
		minus: '-',
		aed: (digits, negative) => `${negative ? '-' : ''}AED${NO_BREAK_SPACE}${digits}`,
		percent: (number) => `${number}%`,
	},
	'ar-AE': {
		group: ',',
		decimal: '.',
		minus: `${LEFT_TO_RIGHT_MARK}-`,
		aed: (digits, negative) =>
			`${RIGHT_TO_LEFT_MARK}${negative ? `${LEFT_TO_RIGHT_MARK}-` : ''}${digits}${NO_BREAK_SPACE}د.إ.${RIGHT_TO_LEFT_MARK}`,
		percent: (number) => `${number}${LEFT_TO_RIGHT_MARK}%${LEFT_TO_RIGHT_MARK}`,
	},
	'ru-AE': {
		group: NO_BREAK_SPACE,
		decimal: ',',
		minus: '-',
		aed: (digits, negative) => `${negative ? '-' : ''}${digits}${NO_BREAK_SPACE}AED`,
		percent: (number) => `${number}${NO_BREAK_SPACE}%`,
	},
}

export type FractionDigits = { minimumFractionDigits?: number; maximumFractionDigits?: number }

/**
 * `formatNumber(1450, 'ru-AE')` → "1 450"; `formatNumber(25.66, 'en-GB', { maximumFractionDigits: 1 })` → "25.7".
 * Rounds half away from zero on the number's shortest decimal form (12.35 → "12.4"), as Intl does.
 */
export function formatNumber(value: number, localeTag: LocaleTag, digits: FractionDigits = {}): string {
	const { text, negative } = unsignedNumber(value, localeTag, digits)
	return negative ? SYMBOLS[localeTag].minus + text : text
}

/** An amount in dirhams with the language's currency sign: "AED 49.50", "‏49.50 د.إ.‏", "49,50 AED". */
export function formatDirhams(dirhams: number, localeTag: LocaleTag, fractionDigits: number): string {
	const { text, negative } = unsignedNumber(dirhams, localeTag, {
		minimumFractionDigits: fractionDigits,
		maximumFractionDigits: fractionDigits,
	})
	return SYMBOLS[localeTag].aed(text, negative)
}

/** A whole, non-negative percentage: "15%", "15‎%‎", "15 %". */
export function formatPercent(percent: number, localeTag: LocaleTag): string {
	if (percent < 0) throw new RangeError(`A discount percentage is not negative; got ${percent}`)
	return SYMBOLS[localeTag].percent(formatNumber(percent, localeTag))
}

function unsignedNumber(value: number, localeTag: LocaleTag, digits: FractionDigits) {
	if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`)
	const symbols = SYMBOLS[localeTag]
	const maximum = digits.maximumFractionDigits ?? 0
	const minimum = Math.min(digits.minimumFractionDigits ?? 0, maximum)
	const scale = 10 ** maximum
	const scaled = roundScaled(Math.abs(value), maximum)
	let fraction = maximum ? String(scaled % scale).padStart(maximum, '0') : ''
	while (fraction.length > minimum && fraction.endsWith('0')) fraction = fraction.slice(0, -1)
	const whole = groupThousands(String(Math.floor(scaled / scale)), symbols.group)
	return {
		text: fraction ? whole + symbols.decimal + fraction : whole,
		// Intl keeps the sign of a negative number that rounds to zero ("-0"), and of -0 itself.
		negative: value < 0 || Object.is(value, -0),
	}
}

/** `value` × 10^digits rounded half away from zero, computed on the decimal text so 1.005 is 1.005. */
function roundScaled(value: number, digits: number): number {
	const text = String(value)
	// Exponent notation (below 1e-6 or from 1e21) would not survive the textual shift.
	if (text.includes('e')) return Math.round(value * 10 ** digits)
	return Math.round(Number(`${text}e${digits}`))
}

function groupThousands(digits: string, separator: string): string {
	let grouped = ''
	for (let end = digits.length; end > 0; end -= 3) {
		const start = Math.max(0, end - 3)
		grouped = digits.slice(start, end) + (grouped ? separator + grouped : '')
	}
	return grouped
}
