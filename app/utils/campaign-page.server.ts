/**
 * What a campaign page (/campaign/{slug}/) shows, worked out on the server from data only: the
 * campaign's discount code (its `discount_codes` row) decides whether the offer is live, and the
 * example order of content/campaigns.ts is priced from the catalogue's price table with that code.
 * Every figure, date and condition on the page comes from here; the copy only has placeholders.
 */
import type { RouterContextProvider } from 'react-router'
import { type Campaign, CAMPAIGNS, campaignOfRoutePath, campaignPath, type CampaignSlug } from '../../content/campaigns.ts'
import { CAMPAIGN_PAGES, type CampaignCopy, type CampaignPagesContent } from '../../content/pages/campaigns.ts'
import { codeEligibility, codeStatusAt, type CodeStatus, discountAmountFils, lastValidDay } from '../../domain/discount-codes.ts'
import { type LocaleEntry, localizePath } from '../../domain/locale.ts'
import { optionAt } from '../../domain/plan-catalogue.ts'
import { cachedCatalogue, type PlanDetail } from '../../server/db/queries/catalogue.ts'
import { type DiscountCode, findCampaignCode } from '../../server/db/queries/discount-codes.ts'
import { campaignRouteId, type CurrentOffer, currentOffers } from './current-offers.server.ts'
import { localeContext, servicesContext } from '../context.ts'
import { campaignOfferJsonLd } from './catalogue-json-ld.ts'
import { customisePlanPath, planPath } from './catalogue-paths.ts'
import { discountTerms, formatDiscountValue } from './discount-terms.ts'
import { translator } from './page.server.ts'
import { fillText, formatCalendarDate, formatCount, pluralText } from '../../domain/text-template.ts'

/** The example order with its price: the table's total, what the code takes off, what is left. */
export type PricedExample = {
	planName: string
	sizeLabel: string
	daysPerWeek: string
	length: string
	grossFils: number
	discountFils: number
	netFils: number
}

export type FinePrintItem = { id: string; question: string; answer: string | readonly string[] }

export type LiveCampaign = {
	state: 'live'
	channel: Campaign['channel']
	code: string
	copy: CampaignCopy
	text: Pick<CampaignPagesContent, 'offer' | 'included' | 'steps' | 'app'>
	/** Null when the catalogue cannot price the example (its plan switched off, or the code no longer fits it). */
	example: PricedExample | null
	/** The offer's last day, formatted; null for an offer without an end date. */
	validUntil: string | null
	/** The customise step with the offer's plan, size, days, weeks and code in the query. */
	ctaPath: string
	depositFils: number | null
	finePrint: { heading: string; items: FinePrintItem[] }
	jsonLd: object | null
}

export type UnavailableCampaign = {
	state: 'unavailable'
	status: Exclude<CodeStatus, 'live'> | 'no-code'
	/** The offer's last day, formatted, when it has ended. */
	endedOn: string | null
	text: CampaignPagesContent['unavailable']
	currentOffers: CurrentOffer[]
}

export type CampaignPage = LiveCampaign | UnavailableCampaign

type Context = Readonly<RouterContextProvider>

/** The campaign a page route belongs to; a campaign route without one is a mistake in the route table. */
export function campaignOfRoute(route: { path: string }): CampaignSlug {
	const slug = campaignOfRoutePath(route.path)
	if (!slug) throw new Error(`The route ${route.path} is not a campaign of content/campaigns.ts`)
	return slug
}

/** Everything the page shows about the campaign at `now`. */
export async function campaignPage(context: Context, slug: CampaignSlug, now: Date): Promise<CampaignPage> {
	const { db } = context.get(servicesContext)
	const code = await findCampaignCode(db, slug)
	const status = code ? codeStatusAt(code, now) : 'no-code'
	if (!code || status !== 'live') return unavailableCampaign(context, slug, code, status === 'live' ? 'no-code' : status, now)
	return liveCampaign(context, slug, code, now)
}

async function liveCampaign(context: Context, slug: CampaignSlug, code: DiscountCode, now: Date): Promise<LiveCampaign> {
	const { db, logger, settings } = context.get(servicesContext)
	const { locale, t } = context.get(localeContext)
	const campaign = CAMPAIGNS[slug]
	const content = CAMPAIGN_PAGES[locale.code]
	const catalogue = await cachedCatalogue(db, locale.code)
	const plan = catalogue.plans.find((candidate) => candidate.slug === campaign.example.planSlug) ?? null
	const example = priceExample(campaign, code, plan, locale, (size) => t(`catalogue.sizes.${size}`), content.offer.weeks)
	if (!example) logger.warn({ campaign: slug, code: code.code }, 'The campaign’s example order cannot be priced with its code')

	const { example: choice } = campaign
	const validUntil = code.validUntil ? formatCalendarDate(lastValidDay(code.validUntil), locale.language) : null
	const planNames = new Map(catalogue.plans.map((entry) => [entry.slug, entry.name]))
	const pageTitle = translator(context)(`pages.${campaignRouteId(slug)}.title`)
	return {
		state: 'live',
		channel: campaign.channel,
		code: code.code,
		copy: content.campaigns[slug],
		text: { offer: content.offer, included: content.included, steps: content.steps, app: content.app },
		example,
		validUntil,
		ctaPath: customisePlanPath(choice.planSlug, choice.size, { daysPerWeek: choice.daysPerWeek, weeks: choice.weeks, code: code.code }),
		depositFils: plan?.bagDeposit?.amountFils ?? null,
		finePrint: { heading: content.finePrint.heading, items: finePrint(content.finePrint, code, locale, now, planNames, validUntil) },
		jsonLd:
			example && plan
				? campaignOfferJsonLd({
						name: pageTitle,
						url: settings.origin + localizePath(campaignPath(slug), locale.code),
						priceFils: example.netFils,
						validFrom: code.validFrom,
						validUntil: code.validUntil,
						item: { name: plan.name, url: settings.origin + localizePath(planPath(plan.slug), locale.code) },
					})
				: null,
	}
}

/**
 * The example order priced from the plan's table and the code: null when the plan or that choice
 * is not in the catalogue, or the code's conditions do not accept it (content/discount-codes.test.ts
 * keeps the seeded ones consistent; this guards against data changed in the database).
 */
function priceExample(
	campaign: Campaign,
	code: DiscountCode,
	plan: PlanDetail | null,
	locale: LocaleEntry,
	sizeLabel: (size: Campaign['example']['size']) => string,
	weeksText: CampaignPagesContent['offer']['weeks'],
): PricedExample | null {
	const { example } = campaign
	const prices = plan?.variants.find((variant) => variant.size === example.size)?.prices ?? []
	const option = optionAt(prices, example.daysPerWeek, example.weeks)
	if (!plan || !option) return null
	const grossFils = option.totalFils
	const eligibility = codeEligibility(code, { planSlug: plan.slug, weeks: option.weeks, grossFils })
	if (eligibility.kind !== 'eligible') return null
	const discountFils = discountAmountFils(code, grossFils)
	return {
		planName: plan.name,
		sizeLabel: sizeLabel(example.size),
		daysPerWeek: formatCount(option.daysPerWeek, locale.language),
		length: pluralText(weeksText, option.weeks, locale.language),
		grossFils,
		discountFils,
		netFils: grossFils - discountFils,
	}
}

/** An amount inside a sentence, isolated so an Arabic sentence cannot reorder its digits and sign. */
const isolated = (text: string) => `\u2068${text}\u2069`

/** The questions under "The fine print", each answered from the code's data. */
function finePrint(
	text: CampaignPagesContent['finePrint'],
	code: DiscountCode,
	locale: LocaleEntry,
	now: Date,
	planNames: ReadonlyMap<string, string>,
	validUntil: string | null,
): FinePrintItem[] {
	const value = isolated(formatDiscountValue(code, locale.language))
	const limit = code.maxUses === null ? '' : ` ${fillText(text.limitedUses, { count: formatCount(code.maxUses, locale.language) })}`
	// The conditions read the same as on the partner and ambassador pages.
	const { conditions } = discountTerms(code, locale, now, planNames)
	return [
		{ id: 'who', question: text.who.question, answer: text.who.answer + limit },
		{ id: 'conditions', question: text.conditions.question, answer: conditions },
		{ id: 'amount', question: text.amount.question, answer: fillText(text.amount[code.discountType === 'flat' ? 'flat' : 'percentage'], { value }) },
		{ id: 'combine', ...text.combine },
		{ id: 'cancel', ...text.cancel },
		{ id: 'ends', question: text.ends.question, answer: validUntil ? fillText(text.ends.until, { date: validUntil }) : text.ends.noEnd },
	]
}

async function unavailableCampaign(
	context: Context,
	slug: CampaignSlug,
	code: DiscountCode | null,
	status: UnavailableCampaign['status'],
	now: Date,
): Promise<UnavailableCampaign> {
	const { locale } = context.get(localeContext)
	return {
		state: 'unavailable',
		status,
		endedOn: status === 'ended' && code?.validUntil ? formatCalendarDate(lastValidDay(code.validUntil), locale.language) : null,
		text: CAMPAIGN_PAGES[locale.code].unavailable,
		currentOffers: await currentOffers(context, now, slug),
	}
}
