import { expect, test } from 'vitest'
import { parseAedToFils, refundableFils, staffRefundProblems } from './staff-refund.ts'

test('dirhams typed by staff become fils; anything else is refused', () => {
	expect(parseAedToFils('120')).toBe(12_000)
	expect(parseAedToFils(' 120.5 ')).toBe(12_050)
	expect(parseAedToFils('1,250.05')).toBe(125_005)
	for (const bad of ['', '-5', '1.234', 'ten', '1e3', '12.', '99999999']) expect(parseAedToFils(bad)).toBeNull()
})

test('what is left to refund: the lower of the capture less refunds and the invoice less credit notes', () => {
	expect(refundableFils({ capturedFils: 110_000, refundedFils: 0, invoiceValueFils: 100_000, creditedFils: 0 })).toBe(100_000)
	expect(refundableFils({ capturedFils: 110_000, refundedFils: 60_000, invoiceValueFils: 100_000, creditedFils: 50_000 })).toBe(50_000)
	expect(refundableFils({ capturedFils: 110_000, refundedFils: 110_000, invoiceValueFils: 100_000, creditedFils: 100_000 })).toBe(0)
})

test('a refund needs a sensible amount within what is left, and a reason', () => {
	expect(staffRefundProblems(5_000, 'Late delivery', 10_000)).toEqual({})
	expect(staffRefundProblems(null, '', 10_000)).toEqual({ amount: 'amount-format', note: 'note-required' })
	expect(staffRefundProblems(0, 'x', 10_000)).toEqual({ amount: 'amount-zero' })
	expect(staffRefundProblems(10_001, 'x', 10_000)).toEqual({ amount: 'amount-too-much' })
	expect(staffRefundProblems(1, 'x'.repeat(501), 10_000)).toEqual({ note: 'note-too-long' })
})
