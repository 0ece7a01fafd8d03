/**
 * The ambassadors the seed writes into `ambassadors` (server/db/seed-ambassadors.ts), upserted by
 * handle on every start. Their pages are /ambassador-sign-up/{handle}/. To retire one, set
 * `isActive` to false (the page then answers 404); never reuse a handle or a referral code, since
 * orders and shared links refer to them.
 *
 * `welcomeDiscountCode` names a code of content/discount-codes.ts, the discount the invited friend
 * gets; the seed stores its id (and stops when the code is missing). Display names are shown as
 * they are in every language.
 */

export type AmbassadorSeed = {
	/** Lower case, as in the address (domain/ambassador.ts). */
	handle: string
	displayName: string
	/** Capitals, digits, `_` and `-`: the format of discount codes. */
	referralCode: string
	welcomeDiscountCode: string | null
	isActive: boolean
}

/** New customers' 15% first-order code: what ambassadors' friends get as their welcome. */
const WELCOME = 'WELCOME15'

export const AMBASSADOR_SEEDS: readonly AmbassadorSeed[] = [
	// A personal trainer in Dubai Marina; the handle the end-to-end tests visit.
	{ handle: 'sara.k', displayName: 'Sara Khalil', referralCode: 'SARAK', welcomeDiscountCode: WELCOME, isActive: true },
	{ handle: 'coach-omar', displayName: 'Coach Omar', referralCode: 'OMARFIT', welcomeDiscountCode: WELCOME, isActive: true },
	{ handle: 'alina.runs', displayName: 'Alina Sokolova', referralCode: 'ALINARUNS', welcomeDiscountCode: WELCOME, isActive: true },
	{ handle: 'mariam_eats_well', displayName: 'Mariam Al Mansoori', referralCode: 'MARIAM-KCAL', welcomeDiscountCode: WELCOME, isActive: true },
]
