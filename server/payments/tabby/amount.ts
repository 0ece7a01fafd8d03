/**
 * Tabby writes amounts as decimal strings in AED ("1234.50"); we keep integer fils. The conversion
 * works on the digits, never through floating point, so AED 0.10 + AED 0.20 cannot drift.
 */

/** 123450 → "1234.50" */
export function filsToTabbyAmount(fils: number): string {
	if (!Number.isSafeInteger(fils) || fils < 0) throw new RangeError(`Not an amount in fils: ${fils}`)
	const digits = String(fils).padStart(3, '0')
	return `${digits.slice(0, -2)}.${digits.slice(-2)}`
}

// Tabby allows up to 2 decimals for AED; extra digits are accepted only when they are zeros ("10.500").
const TABBY_AMOUNT = /^(\d+)(?:\.(\d{1,2})0*)?$/

/** "1234.5" → 123450; null for anything that is not a non-negative AED amount. */
export function tabbyAmountToFils(amount: string): number | null {
	const match = TABBY_AMOUNT.exec(amount)
	if (!match) return null
	const [, whole = '', decimals = ''] = match
	const fils = Number(whole + decimals.padEnd(2, '0'))
	return Number.isSafeInteger(fils) ? fils : null
}
