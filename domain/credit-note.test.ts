import { describe, expect, test } from 'vitest'
import { creditNoteFigures, creditNoteNumber } from './credit-note.ts'

describe('credit notes', () => {
	test('are numbered in their own sequence', () => {
		expect(creditNoteNumber(42)).toBe('CN-0000042')
	})

	test('a later note on the same invoice starts from the value the earlier one left', () => {
		expect(creditNoteFigures({ invoiceValueFils: 291_900, earlierCreditsFils: 0, amountFils: 83_400, vatFils: 3_971 })).toEqual({
			invoiceValueFils: 291_900,
			valueBeforeFils: 291_900,
			correctedValueFils: 208_500,
			differenceFils: 83_400,
			differenceVatFils: 3_971,
			differenceNetFils: 79_429,
		})
		expect(creditNoteFigures({ invoiceValueFils: 291_900, earlierCreditsFils: 83_400, amountFils: 10_000, vatFils: 476 })).toMatchObject({
			valueBeforeFils: 208_500,
			correctedValueFils: 198_500,
		})
	})

	test('never takes off more than the invoice has left', () => {
		expect(() => creditNoteFigures({ invoiceValueFils: 10_000, earlierCreditsFils: 5_000, amountFils: 5_001, vatFils: 238 })).toThrow(RangeError)
	})
})
