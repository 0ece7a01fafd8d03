/**
 * The campaign pages that sell an offer, /campaign/{slug}/ (/campaign/lead_form/ offers a call,
 * not a price, and is not one of them). A campaign is data in two places: its discount code (the
 * `discount_codes` row whose `campaign` is the slug, seeded from content/discount-codes.ts), which
 * decides what the offer is and when it runs, and the example below, the one choice of plan, size,
 * days and weeks the page prices in AED from the catalogue's price table. The copy is
 * content/pages/campaigns.ts; the page is app/routes/campaign.tsx.
 */
import type { DaysPerWeek, PlanSize, Weeks } from '../domain/plan-pricing.ts'

export const CAMPAIGN_SLUGS = ['ny25', 'eoy24', 'kmp_2499', 'kmp_2499_app', 'kmp_kcalfit24', 'ramadan25'] as const
export type CampaignSlug = (typeof CAMPAIGN_SLUGS)[number]

export const isCampaignSlug = (value: string): value is CampaignSlug => (CAMPAIGN_SLUGS as readonly string[]).includes(value)

/** The order a campaign page prices as its example: it must meet the campaign code's conditions. */
export type CampaignExample = { planSlug: string; size: PlanSize; daysPerWeek: DaysPerWeek; weeks: Weeks }

export type Campaign = {
	example: CampaignExample
	/** `app`: the page promotes ordering in the kcal app (store badges first), the web order second. */
	channel: 'web' | 'app'
}

/** International, Regular, 7 days a week for 4 weeks: AED 2,940 on the price table, AED 2,499 with the code. */
const MONTH_FOR_2499: CampaignExample = { planSlug: 'international', size: 'regular', daysPerWeek: 7, weeks: 4 }

export const CAMPAIGNS: Readonly<Record<CampaignSlug, Campaign>> = {
	ny25: { example: { planSlug: 'weight-loss', size: 'regular', daysPerWeek: 5, weeks: 4 }, channel: 'web' },
	eoy24: { example: { planSlug: 'international', size: 'regular', daysPerWeek: 6, weeks: 4 }, channel: 'web' },
	kmp_2499: { example: MONTH_FOR_2499, channel: 'web' },
	kmp_2499_app: { example: MONTH_FOR_2499, channel: 'app' },
	kmp_kcalfit24: { example: { planSlug: 'kcal-fit', size: 'regular', daysPerWeek: 5, weeks: 4 }, channel: 'web' },
	ramadan25: { example: { planSlug: 'ramadan', size: 'regular', daysPerWeek: 7, weeks: 4 }, channel: 'web' },
}

/** A campaign page's prefix-free address. */
export const campaignPath = (slug: CampaignSlug) => `/campaign/${slug}/`

/** The campaign a route-table path (`campaign/kmp_2499`) belongs to, or null. */
export function campaignOfRoutePath(path: string): CampaignSlug | null {
	const slug = path.startsWith('campaign/') ? path.slice('campaign/'.length) : ''
	return isCampaignSlug(slug) ? slug : null
}
