/**
 * /campaign/{ny25,eoy24,kmp_2499,kmp_2499_app,kmp_kcalfit24,ramadan25}/: a campaign landing page
 * without the site layout. While the campaign's code is live the page shows the offer priced in
 * AED, and on arrival puts the code in the order draft as an automatic one; the main button
 * carries the plan and code in its address, so the offer also works without JavaScript. Once the
 * code has ended (or is switched off) the page answers 200, says so, leaves the draft alone,
 * points to the current offers and asks search engines not to index it. The figures and texts
 * come from utils/campaign-page.server.ts; the copy from content/pages/campaigns.ts.
 */
import type { ReactNode } from 'react'
import { data } from 'react-router'
import { MOBILE_APP } from '../../content/pages/mobile-app.ts'
import { formatAed } from '../../domain/money.ts'
import { CheckList, PageSection, StepList } from '../components/content-section.tsx'
import { JsonLd } from '../components/json-ld.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { MinimalHeader } from '../components/minimal-header.tsx'
import { StoreBadges } from '../components/store-badges.tsx'
import { TemplateText } from '../components/template-text.tsx'
import { Accordion } from '../components/ui/accordion.tsx'
import { Badge } from '../components/ui/badge.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { arrowRight, calendar, info } from '../components/ui/icons.generated.ts'
import { Price } from '../components/ui/price.tsx'
import { localeContext } from '../context.ts'
import { useLocale } from '../i18n/use-locale.ts'
import { campaignOfRoute, campaignPage, type LiveCampaign, type UnavailableCampaign } from '../utils/campaign-page.server.ts'
import { MEAL_PLANS_PATH } from '../utils/catalogue-paths.ts'
import { metaFrom, NOINDEX_HEADERS } from '../utils/meta.ts'
import { useOrderDraftLink } from '../utils/order-draft-link.ts'
import { type PageKey, pageRouteOf, pageText } from '../utils/page.server.ts'
import { fillText } from '../../domain/text-template.ts'
import type { Route } from './+types/campaign'

export async function loader({ url, context }: Route.LoaderArgs) {
	const { route } = pageRouteOf(url)
	const campaign = await campaignPage(context, campaignOfRoute(route), new Date())
	const { locale } = context.get(localeContext)
	const page = {
		...pageText(context, route.id as PageKey),
		campaign,
		stores: campaign.state === 'live' && campaign.channel === 'app' ? MOBILE_APP[locale.code].stores : null,
		// An offer that has ended is not something to find in a search engine (components/seo-links.tsx).
		noindex: campaign.state !== 'live',
	}
	return data(page, page.noindex ? { headers: NOINDEX_HEADERS } : undefined)
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
	const { campaign } = loaderData
	return (
		<div className="min-h-dvh bg-gradient-to-b from-primary-50 to-white to-40% dark:from-primary-950 dark:to-gray-950">
			<MinimalHeader />
			<main id="main">
				{campaign.state === 'live' ? (
					<LiveOffer campaign={campaign} heading={loaderData.heading} intro={loaderData.intro} stores={loaderData.stores} />
				) : (
					<EndedOffer campaign={campaign} heading={loaderData.heading} />
				)}
			</main>
		</div>
	)
}

type LiveOfferProps = {
	campaign: LiveCampaign
	heading: string
	intro: string
	stores: (typeof MOBILE_APP)['en']['stores'] | null
}

function LiveOffer({ campaign, heading, intro, stores }: LiveOfferProps) {
	useOrderDraftLink({ kind: 'campaign', discountCode: campaign.code })
	const { copy, text } = campaign
	return (
		<>
			<div className="mx-auto grid max-w-5xl gap-10 px-4 pt-8 pb-12 sm:px-6 lg:grid-cols-2 lg:items-start lg:pt-14">
				<div>
					<Badge tone="brand">{copy.badge}</Badge>
					<h1 className="mt-4 text-3xl font-extrabold tracking-tight text-gray-900 text-balance sm:text-5xl dark:text-gray-100">{heading}</h1>
					<p className="mt-4 text-lg text-gray-700 text-pretty dark:text-gray-300">{intro}</p>
				</div>
				<OfferCard campaign={campaign} stores={stores} />
			</div>

			<PageSection id="included" heading={text.included.heading} tone="muted">
				<CheckList items={copy.included} className="max-w-3xl sm:text-lg" />
			</PageSection>

			<PageSection id="how-it-works" heading={text.steps.heading}>
				<StepList steps={copy.steps} />
				<div className="mt-8">
					<ButtonLink to={campaign.ctaPath} variant={campaign.channel === 'app' ? 'kcal-secondary' : 'kcal-primary'}>
						{copy.cta}
					</ButtonLink>
				</div>
			</PageSection>

			<PageSection id="fine-print" heading={campaign.finePrint.heading} tone="muted">
				<Accordion
					className="max-w-3xl"
					items={campaign.finePrint.items.map((item) => ({
						id: item.id,
						title: item.question,
						content:
							typeof item.answer === 'string' ? (
								<p className="max-w-3xl leading-relaxed">{item.answer}</p>
							) : (
								<ul className="list-disc space-y-1 ps-5 leading-relaxed">
									{item.answer.map((line) => (
										<li key={line}>{line}</li>
									))}
								</ul>
							),
					}))}
				/>
			</PageSection>
			{campaign.jsonLd ? <JsonLd data={campaign.jsonLd} /> : null}
		</>
	)
}

function OfferCard({ campaign, stores }: { campaign: LiveCampaign; stores: LiveOfferProps['stores'] }) {
	const { example, text, copy } = campaign
	const offer = text.offer
	const code = (
		<code dir="ltr" className="rounded bg-primary-100 px-1.5 py-0.5 font-mono font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100">
			{campaign.code}
		</code>
	)
	const { dir, language } = useLocale()
	// An amount inside a sentence: isolated like the Price component's, in the sentence's own type.
	const amount = (fils: number): ReactNode => <bdi dir={dir}>{formatAed(fils, language, { minimumFractionDigits: 0 })}</bdi>
	return (
		<Card as="section" title={offer.heading} headingLevel={2} className="sm:p-8 lg:sticky lg:top-6">
			{example ? (
				<>
					<dl className="space-y-2 text-sm sm:grid sm:grid-cols-2 sm:gap-x-6 sm:gap-y-4 sm:space-y-0">
						<Fact label={offer.facts.plan} value={example.planName} />
						<Fact label={offer.facts.size} value={example.sizeLabel} />
						<Fact label={offer.facts.daysPerWeek} value={example.daysPerWeek} />
						<Fact label={offer.facts.length} value={example.length} />
					</dl>
					<dl className="mt-6 space-y-3 border-t border-gray-200 pt-6 dark:border-gray-700">
						<div className="flex flex-wrap items-baseline justify-between gap-x-4">
							<dt className="text-gray-700 dark:text-gray-300">{offer.usualPrice}</dt>
							<dd className="text-gray-700 dark:text-gray-300">
								<s>{amount(example.grossFils)}</s>
							</dd>
						</div>
						<div className="flex flex-wrap items-baseline justify-between gap-x-4">
							<dt className="font-semibold text-gray-900 dark:text-gray-100">{offer.offerPrice}</dt>
							<dd>
								<Price fils={example.netFils} minimumFractionDigits={0} size="lg" />
							</dd>
						</div>
					</dl>
					<p className="mt-3">
						<Badge tone="brand" className="text-sm">
							{/* A span of its own: the badge is a flex box, which would drop the space before the amount. */}
							<span>
								<TemplateText text={offer.saving} values={{ amount: amount(example.discountFils) }} />
							</span>
						</Badge>
					</p>
				</>
			) : null}
			{campaign.validUntil ? (
				<p className="mt-4 flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
					<Icon icon={calendar} className="size-4 shrink-0" />
					{fillText(offer.validUntil, { date: campaign.validUntil })}
				</p>
			) : null}
			{campaign.channel === 'app' && stores ? (
				<div className="mt-6 space-y-4">
					<h3 className="text-lg font-semibold text-gray-950 dark:text-white">{text.app.heading}</h3>
					<p className="text-gray-700 dark:text-gray-300">{text.app.text}</p>
					<p className="text-gray-900 dark:text-gray-100">
						{text.app.codeLabel}: {code}
					</p>
					<StoreBadges label={stores.label} appStore={stores.appStore} googlePlay={stores.googlePlay} align="start" />
					<p className="text-sm text-gray-700 dark:text-gray-300">{text.app.web}</p>
					<ButtonLink to={campaign.ctaPath} variant="kcal-secondary">
						{copy.cta}
						<Icon icon={arrowRight} mirrorInRtl className="size-4" />
					</ButtonLink>
				</div>
			) : (
				<div className="mt-6">
					<ButtonLink to={campaign.ctaPath} size="lg" className="w-full">
						{copy.cta}
						<Icon icon={arrowRight} mirrorInRtl className="size-5" />
					</ButtonLink>
					<p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
						<TemplateText text={offer.codeApplied} values={{ code }} />
					</p>
				</div>
			)}
			{campaign.depositFils !== null ? (
				<p className="mt-4 text-xs text-gray-600 dark:text-gray-400">
					<TemplateText text={offer.vatNote} values={{ deposit: amount(campaign.depositFils) }} />
				</p>
			) : null}
		</Card>
	)
}

/** A label and its value: side by side on phones (long plan names need the width), stacked in two columns above. */
function Fact({ label, value }: { label: string; value: string }) {
	return (
		<div className="flex items-baseline justify-between gap-4 sm:block">
			<dt className="text-gray-700 dark:text-gray-300">{label}</dt>
			<dd className="text-end font-semibold text-gray-950 sm:mt-1 sm:text-start dark:text-white">{value}</dd>
		</div>
	)
}

function EndedOffer({ campaign, heading }: { campaign: UnavailableCampaign; heading: string }) {
	const { text } = campaign
	const ended = campaign.endedOn !== null
	return (
		<>
			<div className="mx-auto max-w-3xl px-4 pt-10 pb-8 text-center sm:px-6 sm:pt-16">
				<Badge tone="warning">{ended ? text.endedBadge : text.notAvailableBadge}</Badge>
				<h1 className="mt-4 text-3xl font-extrabold tracking-tight text-gray-900 text-balance sm:text-5xl dark:text-gray-100">{heading}</h1>
				<div className="mt-8 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-start dark:border-amber-700 dark:bg-amber-950">
					<Icon icon={info} className="mt-0.5 size-5 shrink-0 text-amber-800 dark:text-amber-200" />
					<div>
						<p className="font-semibold text-gray-950 dark:text-white">
							{campaign.endedOn !== null ? fillText(text.ended, { date: campaign.endedOn }) : text.notAvailable}
						</p>
						<p className="mt-1 text-gray-700 dark:text-gray-300">{text.text}</p>
					</div>
				</div>
			</div>

			<PageSection id="current-offers" heading={text.currentHeading}>
				<ul className="grid gap-4 sm:grid-cols-2">
					{campaign.currentOffers.map((offer) => (
						<Card as="li" key={offer.path}>
							<h3 className="text-lg font-semibold">
								<LocaleLink to={offer.path} className="text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300">
									{offer.title}
								</LocaleLink>
							</h3>
							<p className="mt-2 text-gray-700 dark:text-gray-300">{offer.intro}</p>
						</Card>
					))}
				</ul>
				<div className="mt-8">
					<ButtonLink to={MEAL_PLANS_PATH}>
						{text.allPlans}
						<Icon icon={arrowRight} mirrorInRtl className="size-4" />
					</ButtonLink>
				</div>
			</PageSection>
		</>
	)
}
