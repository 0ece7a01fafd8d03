/**
 * /about-us/: the copy comes from content/pages/about-us.ts through the loader (it stays out of
 * the message catalogue every page downloads); the company's details from configuration.
 */
import { ABOUT_US } from '../../content/pages/about-us.ts'
import { SUPPORT_CONTACTS_TEXT } from '../../content/pages/support-contacts.ts'
import { CallToAction, PageSection, Paragraphs, StepList } from '../components/content-section.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { CompanyDetails, SupportContacts } from '../components/support-contacts.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { clock, mapPin } from '../components/ui/icons.generated.ts'
import { localeContext, servicesContext } from '../context.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import type { Route } from './+types/about-us'

export function loader({ context }: Route.LoaderArgs) {
	const { code } = context.get(localeContext).locale
	return {
		...pageText(context, 'aboutUs'),
		content: ABOUT_US[code],
		contactsText: SUPPORT_CONTACTS_TEXT[code],
		company: context.get(servicesContext).settings.company,
		localeCode: code,
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

const cardGrid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'

export default function AboutUs({ loaderData }: Route.ComponentProps) {
	const { content, contactsText, company, localeCode } = loaderData
	const { delivery } = content
	return (
		<>
			<div className="bg-gradient-to-b from-primary-50 to-white dark:from-primary-950 dark:to-gray-950">
				<PageIntro heading={loaderData.heading} intro={loaderData.intro} />
			</div>

			<PageSection id="who-we-are" heading={content.story.heading}>
				<Paragraphs items={content.story.paragraphs} />
			</PageSection>

			<PageSection id="kitchen" heading={content.kitchen.heading} tone="muted">
				<Paragraphs items={content.kitchen.paragraphs} />
				<ul className={`mt-8 ${cardGrid}`}>
					{content.kitchen.facts.map((fact) => (
						<Card as="li" key={fact.title} title={fact.title}>
							<p className="text-gray-700 dark:text-gray-300">{fact.text}</p>
						</Card>
					))}
				</ul>
			</PageSection>

			<PageSection id="nutritionists" heading={content.nutritionists.heading}>
				<Paragraphs items={content.nutritionists.paragraphs} />
			</PageSection>

			<PageSection id="how-it-works" heading={content.howItWorks.heading} tone="muted">
				<StepList steps={content.howItWorks.steps} />
			</PageSection>

			<PageSection id="delivery" heading={delivery.heading} intro={delivery.intro}>
				<ul className="flex flex-wrap gap-2">
					{delivery.emirates.map((emirate) => (
						<li
							key={emirate}
							className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1.5 text-sm font-medium text-primary-900 dark:bg-primary-950 dark:text-primary-100"
						>
							<Icon icon={mapPin} className="size-4 text-primary-700 dark:text-primary-300" />
							{emirate}
						</li>
					))}
				</ul>
				<h3 className="mt-10 text-xl font-semibold text-gray-900 dark:text-gray-100">{delivery.slotsHeading}</h3>
				<ul className={`mt-4 ${cardGrid}`}>
					{delivery.slots.map((slot) => (
						<Card as="li" key={slot.name} title={slot.name} headingLevel={4}>
							<p className="flex items-center gap-2 font-semibold text-primary-800 dark:text-primary-300">
								<Icon icon={clock} className="size-4 shrink-0" />
								{slot.time}
							</p>
							<p className="mt-2 text-gray-700 dark:text-gray-300">{slot.text}</p>
						</Card>
					))}
				</ul>
				<p className="mt-6 max-w-3xl text-gray-700 dark:text-gray-300">{delivery.note}</p>
			</PageSection>

			<PageSection id="values" heading={content.values.heading} tone="muted">
				<ul className="grid gap-4 sm:grid-cols-2">
					{content.values.items.map((value) => (
						<Card as="li" key={value.title} title={value.title}>
							<p className="text-gray-700 dark:text-gray-300">{value.text}</p>
						</Card>
					))}
				</ul>
			</PageSection>

			<PageSection id="contact" heading={content.contact.heading} intro={content.contact.text}>
				<SupportContacts company={company} text={contactsText} />
				<div className="mt-8 border-t border-gray-200 pt-6 dark:border-gray-800">
					<CompanyDetails company={company} text={contactsText} locale={localeCode} />
				</div>
			</PageSection>

			<CallToAction id="start" heading={content.cta.heading} text={content.cta.text}>
				<ButtonLink to="/meal-plans/">{content.cta.mealPlans}</ButtonLink>
				<ButtonLink to="/body-assessment/" variant="kcal-secondary">
					{content.cta.bodyAssessment}
				</ButtonLink>
			</CallToAction>
		</>
	)
}
