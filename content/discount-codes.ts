/**
 * The discount codes the seed writes into an empty `discount_codes` at the first start
 * (server/db/seed.ts; the table's comment in server/db/schema.ts says what each column means).
 * After that codes are staff's data, edited in the console (/console/catalogue/codes/,
 * docs/console.md): a change here reaches only a new, empty database. A code is never deleted or
 * renamed (orders refer to it): staff retire it (`isActive` false) or give it a last day.
 *
 * Dates are instants in Dubai time (UTC+4, no daylight saving). `validUntil` is exclusive: an
 * offer that runs until 31 January stores 1 February 00:00 (domain/discount-codes.ts).
 *
 * Usage limits count orders: `maxUses` over all customers, `maxUsesPerCustomer` per customer
 * (their normalised e-mail), reserved when an order is made (docs/payments.md).
 */
import type { DiscountCodeRules } from '../domain/discount-codes.ts'
import type { Weeks } from '../domain/plan-pricing.ts'
import type { CampaignSlug } from './campaigns.ts'

export type DiscountCodeSeed = DiscountCodeRules & {
	minWeeks: Weeks | null
	maxUses: number | null
	maxUsesPerCustomer: number | null
	/** Applied without typing: put in the order draft by a campaign or partner page. */
	isAutomatic: boolean
	/** The campaign page whose visitors get the code automatically. */
	campaign: CampaignSlug | null
}

/** The start of a calendar day in Dubai, as an instant. */
const dubaiDay = (isoDate: string) => new Date(`${isoDate}T00:00:00+04:00`)

const AED = 100

/** Defaults of a code: working, no dates, no limits, every plan, any way of paying, typed by hand. */
const base = {
	isActive: true,
	validFrom: null,
	validUntil: null,
	maxUses: null,
	maxUsesPerCustomer: null,
	minOrderFils: null,
	minWeeks: null,
	planSlugs: [],
	cardBins: [],
	isAutomatic: false,
	campaign: null,
} as const satisfies Partial<DiscountCodeSeed>

/** A campaign's code: applied by its page, once per customer. */
const campaignCode = (campaign: CampaignSlug, code: Omit<DiscountCodeSeed, keyof typeof base> & Partial<DiscountCodeSeed>): DiscountCodeSeed => ({
	...base,
	maxUsesPerCustomer: 1,
	isAutomatic: true,
	campaign,
	...code,
})

/**
 * One code per campaign page (content/campaigns.ts). kmp_2499 and kmp_2499_app are the evergreen
 * "a month for AED 2,499" offer: International, Regular, 7 days a week for 4 weeks costs AED 2,940
 * on the price table (AED 105 a day × 28 days), and AED 441 off makes it AED 2,499. The same AED
 * 441 comes off any longer or bigger International order of at least that total.
 * content/discount-codes.test.ts works the figure out from the price table.
 */
export const CAMPAIGN_CODES: Readonly<Record<CampaignSlug, DiscountCodeSeed>> = {
	eoy24: campaignCode('eoy24', {
		code: 'EOY24',
		discountType: 'flat',
		value: 300 * AED,
		minOrderFils: 2_500 * AED,
		validFrom: dubaiDay('2024-11-25'),
		validUntil: dubaiDay('2025-01-01'),
		maxUses: 1_500,
	}),
	ny25: campaignCode('ny25', {
		code: 'NY25',
		discountType: 'percentage',
		value: 20,
		minWeeks: 4,
		validFrom: dubaiDay('2025-01-01'),
		validUntil: dubaiDay('2025-02-01'),
		maxUses: 2_000,
	}),
	kmp_kcalfit24: campaignCode('kmp_kcalfit24', {
		code: 'KCALFIT24',
		discountType: 'percentage',
		value: 15,
		minWeeks: 4,
		planSlugs: ['kcal-fit'],
		validFrom: dubaiDay('2024-09-01'),
		validUntil: dubaiDay('2024-10-01'),
		maxUses: 500,
	}),
	// Ramadan 1446 began on 1 March 2025; the offer opened a week before and closed with Eid al-Fitr.
	ramadan25: campaignCode('ramadan25', {
		code: 'RAMADAN25',
		discountType: 'percentage',
		value: 25,
		minWeeks: 2,
		planSlugs: ['ramadan'],
		validFrom: dubaiDay('2025-02-22'),
		validUntil: dubaiDay('2025-03-30'),
		maxUses: 1_000,
	}),
	kmp_2499: campaignCode('kmp_2499', {
		code: 'KMP2499',
		discountType: 'flat',
		value: 441 * AED,
		minWeeks: 4,
		minOrderFils: 2_940 * AED,
		planSlugs: ['international'],
		validFrom: dubaiDay('2025-06-01'),
	}),
	kmp_2499_app: campaignCode('kmp_2499_app', {
		code: 'KMP2499APP',
		discountType: 'flat',
		value: 441 * AED,
		minWeeks: 4,
		minOrderFils: 2_940 * AED,
		planSlugs: ['international'],
		validFrom: dubaiDay('2025-06-01'),
	}),
}

/**
 * Partner programmes' codes, read by their pages by name (/partner-in-health/samsung/). The
 * partner page puts its code in the order draft, so it is automatic, but belongs to no campaign.
 */
export const PARTNER_CODES = {
	/** Samsung members: 20% off a first plan of 2 weeks or more, once per customer. */
	samsung: {
		...base,
		code: 'SAMSUNG20',
		discountType: 'percentage',
		value: 20,
		minWeeks: 2,
		maxUsesPerCustomer: 1,
		isAutomatic: true,
		validFrom: dubaiDay('2025-03-01'),
	},
} as const satisfies Record<string, DiscountCodeSeed>

/** Codes customers type at checkout. */
export const TYPED_CODES: readonly DiscountCodeSeed[] = [
	// New customers: 15% off their first order (one use per customer account).
	{ ...base, code: 'WELCOME15', discountType: 'percentage', value: 15, maxUsesPerCustomer: 1 },
	// Newsletter and social posts in 2026: AED 100 off any plan total of AED 1,500 or more.
	{
		...base,
		code: 'FRESH100',
		discountType: 'flat',
		value: 100 * AED,
		minOrderFils: 1_500 * AED,
		maxUsesPerCustomer: 2,
		validFrom: dubaiDay('2026-01-01'),
		validUntil: dubaiDay('2027-01-01'),
	},
	// A bank partnership: 10% off 4 weeks or more, paid with one of the bank's cards. The BINs
	// are the payment sandbox's Visa and Mastercard test cards (shared/reference/domain-facts.md §3),
	// so the whole flow can be tried without a real card.
	{
		...base,
		code: 'BANKCARD10',
		discountType: 'percentage',
		value: 10,
		minWeeks: 4,
		cardBins: ['400555', '512345'],
		maxUsesPerCustomer: 1,
		validFrom: dubaiDay('2026-09-01'),
		validUntil: dubaiDay('2027-03-01'),
	},
]

export const DISCOUNT_CODE_SEEDS: readonly DiscountCodeSeed[] = [...Object.values(CAMPAIGN_CODES), ...Object.values(PARTNER_CODES), ...TYPED_CODES]
