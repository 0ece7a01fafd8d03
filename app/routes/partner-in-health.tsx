/**
 * /partner-in-health/: the corporate-wellness programme, for companies (what they and their
 * employees get, how to join, who can) and for employees with a partner code (how to use it).
 * Enquiries go through the contact form with its "other" topic chosen, or by e-mail to the
 * support address from configuration: no form of its own. The Samsung card's figure comes from
 * its partner offer's code (partner_offers, staff's data), and the card is left out while the
 * offer is not running.
 */
import { PARTNER_IN_HEALTH } from '../../content/pages/partner-in-health.ts'
import { CallToAction, CheckList, PageSection, StepList } from '../components/content-section.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { TemplateText } from '../components/template-text.tsx'
import { buttonClasses, ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { arrowRight, info } from '../components/ui/icons.generated.ts'
import { localeContext, servicesContext } from '../context.ts'
import { discountTerms } from '../utils/discount-terms.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import { fillText } from '../../domain/text-template.ts'
import { findPartnerOffer } from '../../server/db/queries/partner-offers.ts'
import type { Route } from './+types/partner-in-health'

const ENQUIRY_PATH = '/contact/?topic=other'
const SAMSUNG_PATH = '/partner-in-health/samsung/'

export async function loader({ context }: Route.LoaderArgs) {
	const { locale } = context.get(localeContext)
	const { db, settings } = context.get(servicesContext)
	const { supportEmail } = settings.company
	const content = PARTNER_IN_HEALTH[locale.code]
	const offer = await findPartnerOffer(db, 'samsung', locale.code)
	const samsung = offer ? discountTerms(offer.code, locale, new Date()) : null
	return {
		...pageText(context, 'partnerInHealth'),
		content,
		samsungText: samsung?.status === 'live' ? fillText(content.partners.samsung.text, { discount: samsung.value }) : null,
		email: { address: supportEmail, href: `mailto:${supportEmail}?subject=${encodeURIComponent(content.enquiry.emailSubject)}` },
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

const textLink = 'font-semibold text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300'

export default function PartnerInHealth({ loaderData }: Route.ComponentProps) {
	const { content, samsungText, email } = loaderData
	return (
		<>
			<div className="bg-gradient-to-b from-primary-50 to-white dark:from-primary-950 dark:to-gray-950">
				<PageIntro heading={loaderData.heading} intro={loaderData.intro}>
					{/* Anchors on this page: no locale prefix, no navigation. */}
					<a href="#enquiry" className={buttonClasses('kcal-primary')}>
						{content.hero.partner}
					</a>
					<a href="#redeem" className={buttonClasses('kcal-secondary')}>
						{content.hero.employee}
					</a>
				</PageIntro>
			</div>

			<PageSection id="employees" heading={content.employees.heading} intro={content.employees.intro}>
				<ul className="grid gap-4 md:grid-cols-3">
					{content.employees.items.map((item) => (
						<Card as="li" key={item.title} title={item.title}>
							<p className="text-gray-700 dark:text-gray-300">{item.text}</p>
						</Card>
					))}
				</ul>
			</PageSection>

			<PageSection id="company" heading={content.company.heading} tone="muted">
				<CheckList items={content.company.items} className="max-w-3xl" />
			</PageSection>

			<PageSection id="join" heading={content.join.heading} intro={content.join.intro}>
				<StepList steps={content.join.steps} />
			</PageSection>

			<PageSection id="redeem" heading={content.redeem.heading} tone="muted">
				<StepList steps={content.redeem.steps} />
				<p className="mt-8 flex max-w-3xl gap-3 text-gray-700 dark:text-gray-300">
					<Icon icon={info} className="mt-0.5 size-5 shrink-0 text-primary-700 dark:text-primary-400" />
					<span>{content.redeem.note}</span>
				</p>
			</PageSection>

			<PageSection id="eligibility" heading={content.eligibility.heading}>
				<CheckList items={content.eligibility.items} className="max-w-3xl" />
			</PageSection>

			{samsungText ? (
				<PageSection id="partners" heading={content.partners.heading} intro={content.partners.intro} tone="muted">
					<ul className="grid gap-4 md:grid-cols-2">
						<Card as="li" title={content.partners.samsung.title}>
							<p className="text-gray-700 dark:text-gray-300">{samsungText}</p>
							<LocaleLink to={SAMSUNG_PATH} className={`mt-4 inline-flex items-center gap-1.5 ${textLink}`}>
								{content.partners.samsung.link}
								<Icon icon={arrowRight} mirrorInRtl className="size-4" />
							</LocaleLink>
						</Card>
					</ul>
				</PageSection>
			) : null}

			<CallToAction id="enquiry" heading={content.enquiry.heading} text={content.enquiry.text}>
				<div className="flex w-full flex-col items-center gap-4">
					<ButtonLink to={ENQUIRY_PATH}>{content.enquiry.contact}</ButtonLink>
					<p className="text-gray-700 dark:text-gray-300">
						<TemplateText
							text={content.enquiry.email}
							values={{
								email: (
									<a href={email.href} className={textLink}>
										<span dir="ltr">{email.address}</span>
									</a>
								),
							}}
						/>
					</p>
				</div>
			</CallToAction>
		</>
	)
}
