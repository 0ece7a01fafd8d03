/**
 * /partner-in-health/samsung/: the Samsung Members offer. The offer is data staff own in the
 * console (partner_offers, seeded from content/partner-offers.ts): the partner's name, the
 * headline, and the discount code it gives, whose value, conditions and dates are worked out by
 * app/utils/discount-terms.ts, so the page can never promise more than the code gives.
 * While the code is live the page puts it in the order draft as an automatic code (initiator
 * Partner) once mounted, and its button carries it as `?code=` to the customise step, which
 * works without JavaScript too. When it is not live the page says so and offers the plans.
 */
import { MEAL_PLAN } from '../../content/pages/meal-plan.ts'
import { SAMSUNG_OFFER } from '../../content/pages/partner-in-health-samsung.ts'
import { BreadcrumbHero } from '../components/breadcrumb-hero.tsx'
import { CheckList, PageSection, StepList } from '../components/content-section.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { OfferCode } from '../components/offer-code.tsx'
import { Badge } from '../components/ui/badge.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { info } from '../components/ui/icons.generated.ts'
import { localeContext, servicesContext } from '../context.ts'
import { findPartnerOffer } from '../../server/db/queries/partner-offers.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { discountTerms } from '../utils/discount-terms.ts'
import { metaFrom } from '../utils/meta.ts'
import { type OrderDraftLink, pathWithLink, useOrderDraftLink } from '../utils/order-draft-link.ts'
import { pageText } from '../utils/page.server.ts'
import { fillText } from '../../domain/text-template.ts'
import type { Route } from './+types/partner-in-health-samsung'

const SAMSUNG_OFFER_SLUG = 'samsung'
const CUSTOMISE_PATH = '/meal-plans/customise-meal-plan/'
const PARTNER_IN_HEALTH_PATH = '/partner-in-health/'

export async function loader({ context }: Route.LoaderArgs) {
	const { locale } = context.get(localeContext)
	const found = await findPartnerOffer(context.get(servicesContext).db, SAMSUNG_OFFER_SLUG, locale.code)
	const terms = found ? discountTerms(found.code, locale, new Date()) : null
	return {
		...pageText(context, 'partnerInHealthSamsung'),
		content: SAMSUNG_OFFER[locale.code],
		breadcrumb: MEAL_PLAN[locale.code].breadcrumb,
		partnerName: found?.partnerName ?? 'Samsung',
		offer:
			found && terms?.status === 'live'
				? { code: terms.code, headline: fillText(found.headline, { discount: terms.value }), conditions: terms.conditions }
				: null,
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function PartnerInHealthSamsung({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation()
	const { content, offer } = loaderData
	const link: OrderDraftLink | null = offer ? { kind: 'partner', discountCode: offer.code } : null
	useOrderDraftLink(link)
	const start = link ? (
		<ButtonLink to={pathWithLink(CUSTOMISE_PATH, link)} size="lg">
			{content.hero.cta}
		</ButtonLink>
	) : (
		<ButtonLink to="/meal-plans/" size="lg">
			{content.unavailable.cta}
		</ButtonLink>
	)

	return (
		<>
			<BreadcrumbHero
				className="from-sky-50 dark:from-sky-950"
				breadcrumbs={{
					label: loaderData.breadcrumb.label,
					items: [
						{ name: loaderData.breadcrumb.home, to: '/' },
						{ name: t('footer.links.partnerInHealth'), to: PARTNER_IN_HEALTH_PATH },
					],
					current: loaderData.partnerName,
				}}
				badge={<Badge tone="info">{content.hero.badge}</Badge>}
				heading={loaderData.heading}
				intro={loaderData.intro}
			>
				<div className="mt-8 flex flex-wrap gap-3">{start}</div>
			</BreadcrumbHero>

			{offer ? (
				<PageSection id="offer" heading={content.offer.heading}>
					<div className="grid gap-6 md:grid-cols-2 md:items-start">
						<Card padding="lg">
							<p className="text-2xl font-bold text-gray-950 text-balance dark:text-white">{offer.headline}</p>
							<div className="mt-6">
								<OfferCode label={content.offer.codeLabel} code={offer.code} note={content.offer.applied} />
							</div>
						</Card>
						<div>
							<h3 className="text-lg font-semibold text-gray-900 dark:text-gray-100">{content.offer.termsHeading}</h3>
							<CheckList items={offer.conditions} className="mt-4" />
						</div>
					</div>
				</PageSection>
			) : (
				<PageSection id="offer" heading={content.unavailable.heading} intro={content.unavailable.text} />
			)}

			<PageSection id="eligibility" heading={content.eligibility.heading} tone="muted">
				<CheckList items={content.eligibility.items} className="max-w-3xl" />
				<p className="mt-8 flex max-w-3xl gap-3 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100">
					<Icon icon={info} className="mt-0.5 size-5 shrink-0" />
					<span>{content.eligibility.verification}</span>
				</p>
			</PageSection>

			{offer ? (
				<PageSection id="redeem" heading={content.redeem.heading}>
					<StepList steps={content.redeem.steps} />
					<div className="mt-8">{start}</div>
				</PageSection>
			) : null}

			<PageSection id="good-to-know" heading={content.notes.heading} tone={offer ? 'muted' : 'plain'}>
				<CheckList items={content.notes.items} icon={info} className="max-w-3xl" />
				<p className="mt-8 text-gray-700 dark:text-gray-300">
					{content.more.text}{' '}
					<LocaleLink
						to={PARTNER_IN_HEALTH_PATH}
						className="font-semibold text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300"
					>
						{content.more.link}
					</LocaleLink>
				</p>
			</PageSection>
		</>
	)
}
