/**
 * Ambassadors for their pages (/ambassador-sign-up/{handle}/), with the welcome discount their
 * referral code gives. Read fresh: the page is personal (noindex, so never page-cached) and an
 * ambassador switched off must disappear at once.
 */
import { and, eq } from 'drizzle-orm'
import { isAmbassadorHandle, normalizeAmbassadorHandle } from '../../../domain/ambassador.ts'
import type { DiscountCodeRules, DiscountType } from '../../../domain/discount-codes.ts'
import type { Database } from '../client.ts'
import { ambassadors, discountCodes } from '../schema.ts'

/** What the invited friend's code gives, whether or not it is running today (the page checks). */
export type WelcomeDiscount = DiscountCodeRules & { maxUsesPerCustomer: number | null }

export type Ambassador = {
	handle: string
	displayName: string
	referralCode: string
	welcomeDiscount: WelcomeDiscount | null
}

/**
 * The active ambassador with this handle, compared without regard to case (handles are stored in
 * lower case), or null: for an unknown, switched-off or malformed handle alike.
 */
export async function findActiveAmbassador(db: Database, handle: string): Promise<Ambassador | null> {
	if (!isAmbassadorHandle(handle)) return null
	const [row] = await db
		.select({ ambassador: ambassadors, discount: discountCodes })
		.from(ambassadors)
		.leftJoin(discountCodes, eq(discountCodes.id, ambassadors.discountCodeId))
		.where(and(eq(ambassadors.handle, normalizeAmbassadorHandle(handle)), eq(ambassadors.isActive, true)))
		.limit(1)
	if (!row) return null
	const { ambassador, discount } = row
	return {
		handle: ambassador.handle,
		displayName: ambassador.displayName,
		referralCode: ambassador.referralCode,
		welcomeDiscount: discount && {
			code: discount.code,
			// The table's check constraint allows only these two.
			discountType: discount.discountType as DiscountType,
			value: discount.value,
			isActive: discount.isActive,
			validFrom: discount.validFrom,
			validUntil: discount.validUntil,
			minOrderFils: discount.minOrderFils,
			minWeeks: discount.minWeeks,
			planSlugs: discount.planSlugs,
			cardBins: discount.cardBins,
			maxUsesPerCustomer: discount.maxUsesPerCustomer,
		},
	}
}

/** What pricing needs of the active ambassador whose referral code an order carries. */
export type ReferralAmbassador = {
	/** The welcome discount's code the invited customer gets when they bring no code of their own, or null. */
	welcomeCode: string | null
	/** Their own e-mail and mobile, when staff know them: an order of theirs is a self-referral (domain/referrals/self-referral.ts). */
	email: string | null
	phone: string | null
}

/** The active ambassador with this referral code, or null (unknown or retired). */
export async function findReferralAmbassador(db: Database, referralCode: string): Promise<ReferralAmbassador | null> {
	const [row] = await db
		.select({ welcomeCode: discountCodes.code, email: ambassadors.email, phone: ambassadors.phone })
		.from(ambassadors)
		.leftJoin(discountCodes, eq(discountCodes.id, ambassadors.discountCodeId))
		.where(and(eq(ambassadors.referralCode, referralCode), eq(ambassadors.isActive, true)))
		.limit(1)
	return row ?? null
}
