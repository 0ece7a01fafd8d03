/**
 * The rules of a refund staff give from the console (issue 19): an amount in dirhams typed into a
 * form, and how much of an order can still be given back. Pure; the server applies them under the
 * payment's row lock, and the database's check (`payments_refunded`) is the last word.
 */

/** "120", "120.5", "1,250.00" → fils; null for anything else (negative, more than two decimals, words). */
export function parseAedToFils(text: string): number | null {
	const cleaned = text.trim().replace(/,/g, '')
	if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null
	const [whole, fraction = ''] = cleaned.split('.')
	return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/**
 * What can still be refunded: no more than the capture less what its refunds already give back
 * (the deposit is in the capture), and no more than the invoice's value less its earlier credit
 * notes (a credit note never takes an invoice below zero).
 */
export function refundableFils(input: { capturedFils: number; refundedFils: number; invoiceValueFils: number; creditedFils: number }): number {
	return Math.max(0, Math.min(input.capturedFils - input.refundedFils, input.invoiceValueFils - input.creditedFils))
}

export type StaffRefundProblem = 'amount-format' | 'amount-zero' | 'amount-too-much' | 'note-required' | 'note-too-long'

export const STAFF_NOTE_MAX = 500

/** Why this refund cannot be given, or null. */
export function staffRefundProblems(amountFils: number | null, note: string, refundable: number): { amount?: StaffRefundProblem; note?: StaffRefundProblem } {
	const problems: { amount?: StaffRefundProblem; note?: StaffRefundProblem } = {}
	if (amountFils === null) problems.amount = 'amount-format'
	else if (amountFils <= 0) problems.amount = 'amount-zero'
	else if (amountFils > refundable) problems.amount = 'amount-too-much'
	const noteProblem = staffNoteProblem(note)
	if (noteProblem) problems.note = noteProblem
	return problems
}

/** Why a staff member's reason (for a refund, or for giving one up) cannot be kept, or null. */
export function staffNoteProblem(note: string): 'note-required' | 'note-too-long' | null {
	if (note.trim().length === 0) return 'note-required'
	if (note.length > STAFF_NOTE_MAX) return 'note-too-long'
	return null
}
