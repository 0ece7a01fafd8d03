/**
 * A partner page's offer (/partner-in-health/{slug}/): the partner's name, the headline in the
 * page's language and the code it gives, with the offer's own dates applied to the code
 * (domain/partner-offers.ts). Read fresh: the public page cache in front of the page keeps it for
 * seconds only, so a change in the console shows at once after that.
 */
import { and, eq } from 'drizzle-orm'
import type { DiscountCodeRules, DiscountType } from '../../../domain/discount-codes.ts'
import type { LocaleCode } from '../../../domain/locale.ts'
import { offeredCode } from '../../../domain/partner-offers.ts'
import type { Database } from '../client.ts'
import { discountCodes, partnerOfferTranslations, partnerOffers } from '../schema.ts'

export type OfferedCode = DiscountCodeRules & { maxUsesPerCustomer: number | null }

export type PartnerOffer = {
	slug: string
	partnerName: string
	/** With `{{discount}}` where the code's value goes. */
	headline: string
	/** The code, live only while both it and the offer are (retired offers included, switched off). */
	code: OfferedCode
}

export async function findPartnerOffer(db: Database, slug: string, locale: LocaleCode): Promise<PartnerOffer | null> {
	const [row] = await db
		.select({ offer: partnerOffers, headline: partnerOfferTranslations.headline, discount: discountCodes })
		.from(partnerOffers)
		.innerJoin(partnerOfferTranslations, and(eq(partnerOfferTranslations.offerId, partnerOffers.id), eq(partnerOfferTranslations.locale, locale)))
		.innerJoin(discountCodes, eq(discountCodes.id, partnerOffers.discountCodeId))
		.where(eq(partnerOffers.slug, slug))
		.limit(1)
	if (!row) return null
	const { offer, discount } = row
	const code: OfferedCode = {
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
	}
	return { slug: offer.slug, partnerName: offer.partnerName, headline: row.headline, code: offeredCode(offer, code) }
}
