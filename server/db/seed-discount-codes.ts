/**
 * Brings `discount_codes` in line with content/discount-codes.ts, one batched upsert keyed by the
 * code. Codes that left the content stay as they are: orders refer to them, and a code is retired
 * by switching it off (or ending it) in the content, not by deleting it.
 */
import { sql } from 'drizzle-orm'
import { DISCOUNT_CODE_SEEDS } from '../../content/discount-codes.ts'
import { discountCodes } from './schema.ts'
import { type Transaction, updateChanged } from './seed-helpers.ts'

export async function seedDiscountCodes(tx: Transaction) {
	if (DISCOUNT_CODE_SEEDS.length === 0) return
	await tx
		.insert(discountCodes)
		.values(DISCOUNT_CODE_SEEDS.map((seed) => ({ ...seed, planSlugs: [...seed.planSlugs], cardBins: [...seed.cardBins] })))
		.onConflictDoUpdate({
			target: discountCodes.code,
			...updateChanged(
				discountCodes,
				[
					'discountType',
					'value',
					'validFrom',
					'validUntil',
					'maxUses',
					'maxUsesPerCustomer',
					'minOrderFils',
					'minWeeks',
					'planSlugs',
					'cardBins',
					'isAutomatic',
					'campaign',
					'isActive',
				],
				{ updatedAt: sql`now()` },
			),
		})
}
