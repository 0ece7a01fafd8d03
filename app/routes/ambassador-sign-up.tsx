/**
 * /ambassador-sign-up/{handle}/: an ambassador's invitation. The ambassador (name, referral code,
 * the friend's welcome discount) is a row of `ambassadors`, found without regard to case; an
 * unknown, switched-off or malformed handle is a 404. The page puts the referral code in the
 * order draft once mounted, and its links carry it as `?referral=` for visits without JavaScript.
 * Personal pages: not indexable (app/route-table.ts), so never in the sitemap or the page cache.
 */
import { AMBASSADOR_PAGE } from '../../content/pages/ambassador-sign-up.ts'
import { findActiveAmbassador } from '../../server/db/queries/ambassadors.ts'
import { CallToAction, CheckList, PageSection, StepList } from '../components/content-section.tsx'
import { OfferCode } from '../components/offer-code.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { localeContext, servicesContext } from '../context.ts'
import { discountTerms } from '../utils/discount-terms.ts'
import { metaFrom } from '../utils/meta.ts'
import { type OrderDraftLink, pathWithLink, useOrderDraftLink } from '../utils/order-draft-link.ts'
import { invalidRouteParameter, pageMeta } from '../utils/page.server.ts'
import { fillText } from '../../domain/text-template.ts'
import type { Route } from './+types/ambassador-sign-up'

const SIGN_UP_PATH = '/sign-up/'
// The customise step reads `?referral=` (sign-up will with the accounts issue).
const CUSTOMISE_PATH = '/meal-plans/customise-meal-plan/'
// Becoming an ambassador is a conversation with the team, through the contact form.
const APPLY_PATH = '/contact/?topic=ambassador'

export async function loader({ url, params, context }: Route.LoaderArgs) {
	const { locale, t } = context.get(localeContext)
	const ambassador = await findActiveAmbassador(context.get(servicesContext).db, params.name)
	if (!ambassador) throw invalidRouteParameter(url, context)
	const name = ambassador.displayName
	const welcome = ambassador.welcomeDiscount && discountTerms(ambassador.welcomeDiscount, locale, new Date())
	const content = AMBASSADOR_PAGE[locale.code]
	const intro = t('pages.ambassadorSignUp.intro', { name })
	return {
		heading: t('pages.ambassadorSignUp.heading', { name }),
		intro,
		meta: pageMeta(context, t('pages.ambassadorSignUp.title', { name }), intro),
		referralCode: ambassador.referralCode,
		gift: {
			heading: fillText(content.gift.heading, { name }),
			// A welcome code that is switched off or out of its dates promises nothing.
			offer:
				welcome?.status === 'live'
					? { text: fillText(content.gift.withDiscount, { discount: welcome.value }), conditions: welcome.conditions }
					: { text: fillText(content.gift.withoutDiscount, { name }), conditions: [] },
		},
		content,
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function AmbassadorSignUp({ loaderData }: Route.ComponentProps) {
	const { content, gift, referralCode } = loaderData
	const link: OrderDraftLink = { kind: 'ambassador', referralCode }
	useOrderDraftLink(link)
	const actions = (
		<>
			<ButtonLink to={pathWithLink(SIGN_UP_PATH, link)}>{content.cta.signUp}</ButtonLink>
			<ButtonLink to={pathWithLink(CUSTOMISE_PATH, link)} variant="kcal-secondary">
				{content.cta.plans}
			</ButtonLink>
		</>
	)
	return (
		<>
			<div className="bg-gradient-to-b from-primary-50 to-white dark:from-primary-950 dark:to-gray-950">
				<PageIntro heading={loaderData.heading} intro={loaderData.intro}>
					{actions}
				</PageIntro>
			</div>

			<PageSection id="gift" heading={gift.heading}>
				<div className="grid gap-6 md:grid-cols-2 md:items-start">
					<Card padding="lg">
						<p className="text-xl font-semibold text-gray-950 text-pretty dark:text-white">{gift.offer.text}</p>
						{gift.offer.conditions.length > 0 ? (
							<ul className="mt-4 list-disc space-y-1 ps-5 text-sm text-gray-700 dark:text-gray-300">
								{gift.offer.conditions.map((condition) => (
									<li key={condition}>{condition}</li>
								))}
							</ul>
						) : null}
						<div className="mt-6">
							<OfferCode label={content.code.label} code={referralCode} note={content.code.saved} />
						</div>
					</Card>
					<CheckList items={content.gift.points} />
				</div>
			</PageSection>

			<PageSection id="how" heading={content.steps.heading} tone="muted">
				<StepList steps={content.steps.items} />
				<div className="mt-8 flex flex-wrap gap-3">{actions}</div>
			</PageSection>

			<CallToAction id="become" heading={content.become.heading} text={content.become.text}>
				<div className="flex w-full flex-col items-center gap-6">
					<CheckList items={content.become.points} className="text-start" />
					<ButtonLink to={APPLY_PATH} variant="kcal-secondary">
						{content.become.link}
					</ButtonLink>
				</div>
			</CallToAction>
		</>
	)
}
