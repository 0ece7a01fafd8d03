/**
 * Tabby's "pay in 4": the amount in four interest-free instalments, today and then a month
 * apart; the first takes the fils that do not divide by four (docs.tabby.ai). One rule for the
 * built-in Tabby sandbox's payment page and for what our pages and e-mails say of a Tabby order.
 */

export const TABBY_INSTALMENT_COUNT = 4

export type TabbyPlan = {
	/** The first instalment, paid at checkout. */
	firstFils: number
	/** Each of the three later ones. */
	laterFils: number
	instalments: readonly number[]
}

export function tabbyPlan(amountFils: number): TabbyPlan {
	if (!Number.isSafeInteger(amountFils) || amountFils <= 0) throw new RangeError(`An amount is whole, positive fils; got ${amountFils}`)
	const laterFils = Math.floor(amountFils / TABBY_INSTALMENT_COUNT)
	const firstFils = amountFils - (TABBY_INSTALMENT_COUNT - 1) * laterFils
	return { firstFils, laterFils, instalments: [firstFils, ...Array<number>(TABBY_INSTALMENT_COUNT - 1).fill(laterFils)] }
}
