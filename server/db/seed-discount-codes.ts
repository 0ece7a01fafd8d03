/**
 * The discount codes of content/discount-codes.ts, written into an empty `discount_codes` at the
 * first start (server/db/seed.ts). After that codes are staff's data in the console: a code is
 * retired by switching it off, never deleted, because orders refer to it.
 */
import { DISCOUNT_CODE_SEEDS } from '../../content/discount-codes.ts'
import { discountCodes } from './schema.ts'
import type { Transaction } from './seed-helpers.ts'

export async function seedDiscountCodes(tx: Transaction) {
	if (DISCOUNT_CODE_SEEDS.length === 0) return
	await tx.insert(discountCodes).values(DISCOUNT_CODE_SEEDS.map((seed) => ({ ...seed, planSlugs: [...seed.planSlugs], cardBins: [...seed.cardBins] })))
}
