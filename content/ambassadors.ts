/**
 * The ambassadors the seed writes into an empty `ambassadors` table at the first start
 * (server/db/seed-ambassadors.ts); after that they are the team's, changed in the console
 * (/console/referrals/). Their pages are /ambassador-sign-up/{handle}/; never reuse a handle or a
 * referral code, since orders and shared links refer to them.
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
	/** What each paid order made with the code earns them, in fils (the referral ledger). */
	rewardFils: number
	isActive: boolean
}

/** New customers' 15% first-order code: what ambassadors' friends get as their welcome. */
const WELCOME = 'WELCOME15'
/** AED 50 for each friend's paid order. */
const REWARD = 5_000

export const AMBASSADOR_SEEDS: readonly AmbassadorSeed[] = [
	// A personal trainer in Dubai Marina; the handle the end-to-end tests visit.
	{ handle: 'sara.k', displayName: 'Sara Khalil', referralCode: 'SARAK', welcomeDiscountCode: WELCOME, rewardFils: REWARD, isActive: true },
	{ handle: 'coach-omar', displayName: 'Coach Omar', referralCode: 'OMARFIT', welcomeDiscountCode: WELCOME, rewardFils: REWARD, isActive: true },
	{ handle: 'alina.runs', displayName: 'Alina Sokolova', referralCode: 'ALINARUNS', welcomeDiscountCode: WELCOME, rewardFils: REWARD, isActive: true },
	{ handle: 'mariam_eats_well', displayName: 'Mariam Al Mansoori', referralCode: 'MARIAM-KCAL', welcomeDiscountCode: WELCOME, rewardFils: REWARD, isActive: true },
]
