/**
 * The figures of a UAE tax credit note (Executive Regulation of the VAT Decree-Law, art. 60;
 * domain-facts.md §5): the value of the supply as the invoice stated it, or as the last credit
 * note on that invoice left it; the corrected value; the difference; and the VAT on the
 * difference. Amounts are fils, VAT included, as on our invoices; the difference's VAT is the
 * refund's own (what the refund contains, rounded as every VAT of ours).
 */

/** Credit notes are numbered in their own sequence, without a prefix per year, so numbers never repeat. */
export const creditNoteNumber = (sequence: number) => `CN-${String(sequence).padStart(7, '0')}`

export type CreditNoteFigures = {
	/** The taxable supply on the invoice (food after discounts, VAT included; the deposit is outside VAT). */
	invoiceValueFils: number
	/** The value before this note: the invoice's, less every earlier credit note on it. */
	valueBeforeFils: number
	/** The value after this note. */
	correctedValueFils: number
	/** What this note takes off, VAT included. */
	differenceFils: number
	/** The VAT contained in the difference, and the difference without it. */
	differenceVatFils: number
	differenceNetFils: number
}

export function creditNoteFigures(input: { invoiceValueFils: number; earlierCreditsFils: number; amountFils: number; vatFils: number }): CreditNoteFigures {
	const valueBeforeFils = input.invoiceValueFils - input.earlierCreditsFils
	if (input.amountFils > valueBeforeFils) throw new RangeError(`A credit note of ${input.amountFils} fils exceeds the ${valueBeforeFils} fils left on its invoice`)
	return {
		invoiceValueFils: input.invoiceValueFils,
		valueBeforeFils,
		correctedValueFils: valueBeforeFils - input.amountFils,
		differenceFils: input.amountFils,
		differenceVatFils: input.vatFils,
		differenceNetFils: input.amountFils - input.vatFils,
	}
}
