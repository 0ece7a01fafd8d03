import { type MaskitoOptions, type MaskitoPreprocessor, maskitoTransform } from '@maskito/core'

/**
 * What each token in a mask pattern accepts; any other character of a pattern is a fixed literal
 * that the mask inserts by itself. Letters are Unicode letters so Arabic and Cyrillic names count.
 */
export const MASK_TOKENS = {
	'#': /\d/,
	'@': /\p{L}/u,
	'*': /[\p{L}\d]/u,
} as const

/**
 * The patterns the site's forms use.
 * - `uaeMobile` is the local form of a UAE mobile number (05X XXX XXXX): the `05` is fixed, so
 *   `unmask` gives the eight digits after it and the international form is `+9715` + those digits.
 *   Which third digits are real operator prefixes (0, 2, 4, 5, 6, 8) is for validation to decide.
 * - `cardExpiry` is MM/YY; `otp` is the six-digit one-time code sent by SMS.
 */
export const MASKS = {
	otp: '######',
	cardExpiry: '##/##',
	uaeMobile: '05# ### ####',
} as const

type MaskToken = keyof typeof MASK_TOKENS

function isToken(character: string | undefined): character is MaskToken {
	return character !== undefined && Object.hasOwn(MASK_TOKENS, character)
}

/** True when every token of the pattern is a digit, so a numeric keypad is the right keyboard. */
export function isDigitsOnlyPattern(pattern: string): boolean {
	const tokens = pattern.split('').filter(isToken)
	return tokens.length > 0 && tokens.every((token) => token === '#')
}

// Arabic keyboards type Arabic-Indic (٠–٩) or Eastern Arabic-Indic (۰–۹) digits; both
// become ASCII digits before the mask sees them, so an Arabic-keyboard user can fill a `#`.
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g

function toAsciiDigits(text: string): string {
	// Both blocks start at a code point ending in 0, so the low four bits are the digit's value.
	return text.replace(ARABIC_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
}

const asciiDigits: MaskitoPreprocessor = ({ elementState, data }) => ({
	elementState: { ...elementState, value: toAsciiDigits(elementState.value) },
	data: toAsciiDigits(data),
})

/** Maskito options for a pattern such as `+971 ## ### ####` or `##/##`. */
export function maskOptions(pattern: string): MaskitoOptions {
	return {
		// One entry per UTF-16 unit, because Maskito matches the value one unit at a time.
		mask: pattern.split('').map((character) => (isToken(character) ? MASK_TOKENS[character] : character)),
		preprocessors: [asciiDigits],
	}
}

/** The value as the mask shows it: `applyMask('0501234567', MASKS.uaeMobile)` is `050 123 4567`. */
export function applyMask(value: string, pattern: string): string {
	return maskitoTransform(value, maskOptions(pattern))
}

/**
 * Only the characters typed into token positions, without the literals:
 * `unmask('12/34', '##/##')` is `1234`. Accepts masked or unmasked input.
 */
export function unmask(value: string, pattern: string): string {
	const masked = applyMask(value, pattern)
	return masked
		.split('')
		.filter((_, index) => isToken(pattern[index]))
		.join('')
}
