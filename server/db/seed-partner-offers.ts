/**
 * The partner offers of content/partner-offers.ts, written into an empty `partner_offers` at the
 * first start (server/db/seed.ts), after the discount codes they point at. After that they are
 * staff's data in the console: retired, never deleted.
 */
import { inArray } from 'drizzle-orm'
import { PARTNER_OFFER_SEEDS } from '../../content/partner-offers.ts'
import { LOCALE_CODES } from '../../domain/locale.ts'
import { discountCodes, partnerOfferTranslations, partnerOffers } from './schema.ts'
import type { Transaction } from './seed-helpers.ts'

export async function seedPartnerOffers(tx: Transaction) {
	if (PARTNER_OFFER_SEEDS.length === 0) return
	const codes = await tx.select({ id: discountCodes.id, code: discountCodes.code }).from(discountCodes).where(inArray(discountCodes.code, PARTNER_OFFER_SEEDS.map((seed) => seed.code)))
	const codeIds = new Map(codes.map((row) => [row.code, row.id]))
	// An offer whose code staff have since renamed or never had is left out rather than stopping the start.
	const seeds = PARTNER_OFFER_SEEDS.filter((seed) => codeIds.has(seed.code))
	if (seeds.length === 0) return
	const rows = await tx
		.insert(partnerOffers)
		.values(seeds.map((seed) => ({ slug: seed.slug, partnerName: seed.partnerName, discountCodeId: codeIds.get(seed.code)!, validFrom: seed.validFrom, validUntil: seed.validUntil })))
		.returning({ id: partnerOffers.id, slug: partnerOffers.slug })
	const ids = new Map(rows.map((row) => [row.slug, row.id]))
	await tx.insert(partnerOfferTranslations).values(seeds.flatMap((seed) => LOCALE_CODES.map((locale) => ({ offerId: ids.get(seed.slug)!, locale, headline: seed.headline[locale] }))))
}
