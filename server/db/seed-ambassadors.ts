/**
 * The ambassadors of content/ambassadors.ts, written into an empty `ambassadors` at the first
 * start (server/db/seed.ts), after the discount codes (their welcome discount is a code's id).
 * After that they are the team's data.
 */
import { AMBASSADOR_SEEDS } from '../../content/ambassadors.ts'
import { ambassadors, discountCodes } from './schema.ts'
import { idsBy, type Transaction } from './seed-helpers.ts'

export async function seedAmbassadors(tx: Transaction) {
	if (AMBASSADOR_SEEDS.length === 0) return
	const welcomeCodes = [...new Set(AMBASSADOR_SEEDS.flatMap((seed) => (seed.welcomeDiscountCode ? [seed.welcomeDiscountCode] : [])))]
	// idsBy throws for a code that is not in the table: a misspelt welcome code stops the seed.
	const codeIds = welcomeCodes.length > 0 ? await idsBy(tx, discountCodes, discountCodes.code, discountCodes.id, welcomeCodes) : new Map<string, number>()
	await tx
		.insert(ambassadors)
		.values(
			AMBASSADOR_SEEDS.map((seed) => ({
				handle: seed.handle,
				displayName: seed.displayName,
				referralCode: seed.referralCode,
				discountCodeId: seed.welcomeDiscountCode ? (codeIds.get(seed.welcomeDiscountCode) ?? null) : null,
				rewardFils: seed.rewardFils,
				isActive: seed.isActive,
			})),
		)
}
