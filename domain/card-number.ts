/**
 * The rules of the card payment form (app/components/card-payment-form.tsx): which brand a card
 * number belongs to, how its digits are grouped, how many digits it and its security code have,
 * the Luhn checksum, and the expiry date in the gateway's YYMM form. Shared by the browser and any
 * code that wants the same answers; the card data itself only ever goes to the gateway (DESIGN §4).
 *
 * Brands, digit groups and lengths come from Braintree's credit-card-type, so a new BIN range or
 * brand is a dependency update rather than a table to keep here.
 */
import creditCardType from 'credit-card-type'

export type CardBrand = {
	/** The library's id: 'visa', 'mastercard', 'american-express'… */
	type: string
	/** The brand as printed on cards ('Visa', 'Mastercard', 'American Express'); not translated. */
	name: string
	/** Positions after which a space goes: Visa [4, 8, 12] → 4005 5500 0000 0001. */
	gaps: readonly number[]
	/** Every number length the brand issues. */
	lengths: readonly number[]
	/** Digits of the security code: 3, or 4 for American Express. */
	codeSize: number
}

/** The most digits any card number has (ISO/IEC 7812). */
export const MAX_CARD_NUMBER_LENGTH = 19
/** What the gateway accepts in card_holder_name. */
export const CARD_HOLDER_NAME_MAX_LENGTH = 50

// While the brand is still unknown (no digits, or "4" that Visa, Elo and Maestro share) the number
// is grouped in fours, which is how most cards print it, up to the longest number there is.
const DEFAULT_GAPS = [4, 8, 12] as const
const DEFAULT_CODE_SIZES = [3, 4] as const

// Arabic keyboards type Arabic-Indic (٠–٩) or Eastern Arabic-Indic (۰–۹) digits.
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g

/** The text with Arabic-Indic digits turned into ASCII ones, and spaces and dashes taken out. */
export function normalizeCardDigits(value: string): string {
	// Both Arabic blocks start at a code point ending in 0, so the low four bits are the digit's value.
	return value.replace(ARABIC_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf)).replace(/[\s-]/g, '')
}

/**
 * The card's brand, once the leading digits leave only one. "4" could still be Visa, Elo or
 * Maestro, so nothing is claimed until the number says which (4005 → Visa, 34 → American Express).
 */
export function detectCardBrand(value: string): CardBrand | undefined {
	const digits = normalizeCardDigits(value)
	if (!/^\d+$/.test(digits)) return undefined
	const matches = creditCardType(digits)
	const [only] = matches
	if (matches.length !== 1 || !only) return undefined
	return { type: only.type, name: only.niceType, gaps: only.gaps, lengths: only.lengths, codeSize: only.code.size }
}

/** The mask pattern (`#` a digit) for the brand's grouping: Visa `#### #### #### #######`, American Express `#### ###### #####`. */
export function cardNumberPattern(brand: CardBrand | undefined): string {
	const gaps = brand?.gaps ?? DEFAULT_GAPS
	const length = brand ? Math.max(...brand.lengths) : MAX_CARD_NUMBER_LENGTH
	let pattern = ''
	for (let position = 0; position < length; position++) {
		if (gaps.includes(position) && position > 0) pattern += ' '
		pattern += '#'
	}
	return pattern
}

/** The number as the card prints it: `formatCardNumber('345678901234564')` → `3456 789012 34564`. */
export function formatCardNumber(value: string): string {
	const digits = normalizeCardDigits(value).replace(/\D/g, '')
	const gaps = detectCardBrand(digits)?.gaps ?? DEFAULT_GAPS
	let formatted = ''
	for (const [position, digit] of [...digits].entries()) {
		if (position > 0 && gaps.includes(position)) formatted += ' '
		formatted += digit
	}
	return formatted
}

/** The Luhn (mod 10) checksum every card number carries in its last digit; catches most typos. */
export function passesLuhn(digits: string): boolean {
	if (!/^\d+$/.test(digits)) return false
	let sum = 0
	for (let index = 0; index < digits.length; index++) {
		// Every second digit from the right is doubled, its digits summed (×2 − 9 for 5–9).
		let digit = Number(digits[digits.length - 1 - index])
		if (index % 2 === 1) {
			digit *= 2
			if (digit > 9) digit -= 9
		}
		sum += digit
	}
	return sum % 10 === 0
}

/** Security code lengths the form allows: the brand's own, or 3 and 4 while the brand is unknown. */
export function securityCodeLengths(brand: CardBrand | undefined): readonly number[] {
	return brand ? [brand.codeSize] : DEFAULT_CODE_SIZES
}

export type ExpiryDate = { month: number; year: number }

/** `05/30` (or `0530`, `05 / 30`) → { month: 5, year: 2030 }; undefined when it is not four digits or the month is not 1–12. */
export function parseExpiry(value: string): ExpiryDate | undefined {
	const match = /^(\d{2})\/?(\d{2})$/.exec(normalizeCardDigits(value))
	if (!match) return undefined
	const month = Number(match[1])
	if (month < 1 || month > 12) return undefined
	// Cards are valid for 20 years at most, so a two-digit year is always this century's.
	return { month, year: 2000 + Number(match[2]) }
}

/** The gateway's expiry_date is year then month: `05/30` → `3005`. */
export function expiryToGatewayFormat({ month, year }: ExpiryDate): string {
	return `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}`
}

/**
 * A saved card's expiry as people read it: the gateway's `3005` (YYMM) → `05/30`. Null when the
 * gateway gave none or something else (never shown garbled).
 */
export function expiryFromGatewayFormat(yymm: string | null): string | null {
	const match = /^(\d{2})(\d{2})$/.exec(yymm ?? '')
	if (!match) return null
	const month = Number(match[2])
	return month >= 1 && month <= 12 ? `${match[2]}/${match[1]}` : null
}

/** How far ahead an expiry date may be; longer-lived cards are not issued, so it is a typo. */
export const MAX_EXPIRY_YEARS_AHEAD = 20

export type HolderNameError = 'missing' | 'tooLong'
/** `invalid`: not digits, or no brand we know; `length`: not a length the brand issues; `luhn`: a typo. */
export type CardNumberError = 'missing' | 'invalid' | 'length' | 'luhn'
/** `invalid`: not MM/YY or no such month; `past`: expired; `tooFar`: more than 20 years ahead. */
export type ExpiryError = 'missing' | 'invalid' | 'past' | 'tooFar'
export type SecurityCodeError = 'missing' | 'length'

export function validateHolderName(value: string): HolderNameError | undefined {
	const name = value.trim()
	if (!name) return 'missing'
	if ([...name].length > CARD_HOLDER_NAME_MAX_LENGTH) return 'tooLong'
	return undefined
}

export function validateCardNumber(value: string): CardNumberError | undefined {
	const digits = normalizeCardDigits(value)
	if (!digits) return 'missing'
	if (!/^\d+$/.test(digits)) return 'invalid'
	// Every brand the digits could still be: a few full numbers stay ambiguous (a 62… card may be
	// UnionPay or Maestro), and the number is fine if any of them issues that length.
	const candidates = creditCardType(digits)
	if (candidates.length === 0) return 'invalid'
	if (!candidates.some((candidate) => candidate.lengths.includes(digits.length))) return 'length'
	return passesLuhn(digits) ? undefined : 'luhn'
}

/** The card is good through the last day of its expiry month, so the current month is still fine. */
export function validateExpiry(value: string, today: Date = new Date()): ExpiryError | undefined {
	if (!value.trim()) return 'missing'
	const expiry = parseExpiry(value)
	if (!expiry) return 'invalid'
	const monthsAhead = expiry.year * 12 + expiry.month - (today.getFullYear() * 12 + today.getMonth() + 1)
	if (monthsAhead < 0) return 'past'
	if (monthsAhead > MAX_EXPIRY_YEARS_AHEAD * 12) return 'tooFar'
	return undefined
}

/** The brand comes from the card number; with none yet, 3 or 4 digits pass. */
export function validateSecurityCode(value: string, brand: CardBrand | undefined): SecurityCodeError | undefined {
	const code = normalizeCardDigits(value)
	if (!code) return 'missing'
	return /^\d+$/.test(code) && securityCodeLengths(brand).includes(code.length) ? undefined : 'length'
}

/** What the customer typed, as the form's fields hold it. */
export type CardInput = { holderName: string; number: string; expiry: string; securityCode: string }
export type CardField = keyof CardInput
export type CardErrors = {
	holderName?: HolderNameError
	number?: CardNumberError
	expiry?: ExpiryError
	securityCode?: SecurityCodeError
}

/** The card fields of the gateway's merchant-page request, in its own names and formats. */
export type GatewayCardFields = {
	card_holder_name: string
	/** Digits only. */
	card_number: string
	/** YYMM. */
	expiry_date: string
	card_security_code: string
}

export type CardValidation = { ok: true; fields: GatewayCardFields } | { ok: false; errors: CardErrors }

/** The fields in the order the form shows them, so the first error is the first field to fix. */
export const CARD_FIELDS: readonly CardField[] = ['holderName', 'number', 'expiry', 'securityCode']

/** Every rule at once: the errors by field, or the values the gateway expects. */
export function validateCard(input: CardInput, today: Date = new Date()): CardValidation {
	const brand = detectCardBrand(input.number)
	const errors: CardErrors = {
		holderName: validateHolderName(input.holderName),
		number: validateCardNumber(input.number),
		expiry: validateExpiry(input.expiry, today),
		securityCode: validateSecurityCode(input.securityCode, brand),
	}
	const expiry = parseExpiry(input.expiry)
	if (CARD_FIELDS.some((field) => errors[field]) || !expiry) {
		return { ok: false, errors: Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as CardErrors }
	}
	return {
		ok: true,
		fields: {
			card_holder_name: input.holderName.trim(),
			card_number: normalizeCardDigits(input.number),
			expiry_date: expiryToGatewayFormat(expiry),
			card_security_code: normalizeCardDigits(input.securityCode),
		},
	}
}
