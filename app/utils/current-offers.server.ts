/**
 * The site's current offers: the campaigns whose code is live now (an automatic code, applied by
 * the campaign's page), each with its page, its name (the page's title), what it takes off and
 * its conditions, in the page's language. Shown where a customer looks for a better price: the
 * plans page, the customise step, and a campaign page whose own offer has ended.
 */
import type { RouterContextProvider } from 'react-router'
import { campaignOfRoutePath, campaignPath, type CampaignSlug } from '../../content/campaigns.ts'
import { listLiveCampaignCodes } from '../../server/db/queries/discount-codes.ts'
import { cachedCatalogue } from '../../server/db/queries/catalogue.ts'
import { localeContext, servicesContext } from '../context.ts'
import { PAGE_ROUTES } from '../route-table.ts'
import { discountTerms } from './discount-terms.ts'
import { type PageKey, translator } from './page.server.ts'

export type CurrentOffer = {
	/** The campaign page, prefix-free. */
	path: string
	title: string
	intro: string
	code: string
	/** "AED 441" or "20%": what the code takes off. */
	value: string
	/** One short sentence per condition, as the campaign page's fine print reads them. */
	conditions: string[]
}

/** The live campaigns at `now`, but `except` (the page's own). */
export async function currentOffers(context: Readonly<RouterContextProvider>, now: Date, except: CampaignSlug | null = null): Promise<CurrentOffer[]> {
	const { db } = context.get(servicesContext)
	const { locale } = context.get(localeContext)
	const t = translator(context)
	const live = (await listLiveCampaignCodes(db, now)).filter((code) => code.campaign !== except)
	if (live.length === 0) return []
	const planNames = new Map((await cachedCatalogue(db, locale.code)).plans.map((plan) => [plan.slug, plan.name]))
	return live.map((code) => {
		const key = campaignRouteId(code.campaign)
		const terms = discountTerms(code, locale, now, planNames)
		return {
			path: campaignPath(code.campaign),
			title: t(`pages.${key}.title`),
			intro: t(`pages.${key}.intro`),
			code: code.code,
			value: terms.value,
			conditions: terms.conditions,
		}
	})
}

/** The route-table id (and page-message key) of a campaign's page. */
export function campaignRouteId(slug: CampaignSlug): PageKey {
	const route = PAGE_ROUTES.find((candidate) => campaignOfRoutePath(candidate.path) === slug)
	if (!route) throw new Error(`No route for the campaign ${slug}`)
	return route.id as PageKey
}
