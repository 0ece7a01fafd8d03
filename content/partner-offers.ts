/**
 * Partner offers the seed writes into an empty `partner_offers` (server/db/seed-partner-offers.ts);
 * after that they are staff's data in the console (/console/catalogue/partners/). An offer names
 * its partner, says the offer in each language with `{{discount}}` where the code's value goes
 * ("20%"), and gives one code of content/discount-codes.ts by its text. Its own dates (null: the
 * code's) only narrow when the page offers the code (domain/partner-offers.ts).
 */
import type { LocaleCode } from '../domain/locale.ts'
import { PARTNER_CODES } from './discount-codes.ts'

export type PartnerOfferSeed = {
	/** The page under /partner-in-health/ that shows it. */
	slug: string
	partnerName: string
	code: string
	validFrom: Date | null
	validUntil: Date | null
	headline: Record<LocaleCode, string>
}

export const PARTNER_OFFER_SEEDS: readonly PartnerOfferSeed[] = [
	{
		slug: 'samsung',
		partnerName: 'Samsung',
		code: PARTNER_CODES.samsung.code,
		validFrom: null,
		validUntil: null,
		headline: {
			en: '{{discount}} off your kcal meal plan',
			'ar-ae': 'خصم {{discount}} على خطة وجباتك من kcal',
			'ru-ae': 'Скидка {{discount}} на план питания kcal',
		},
	},
]
