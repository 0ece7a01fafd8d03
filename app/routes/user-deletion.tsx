/**
 * /user-deletion/: how account deletion works and how to ask for it: from the account page or by
 * e-mail from the account's address. No form here on purpose: a request must come from someone
 * who controls the account, and a public form could not tell.
 */
import { SUPPORT_CONTACTS_TEXT } from '../../content/pages/support-contacts.ts'
import { USER_DELETION } from '../../content/pages/user-deletion.ts'
import { CheckList, PageSection, Paragraphs, StepList } from '../components/content-section.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { SupportContacts } from '../components/support-contacts.tsx'
import { ButtonLink, buttonClasses } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { circleAlert, mail } from '../components/ui/icons.generated.ts'
import { Icon } from '../components/ui/icon.tsx'
import { localeContext, servicesContext } from '../context.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import type { Route } from './+types/user-deletion'

export function loader({ context }: Route.LoaderArgs) {
	const { code } = context.get(localeContext).locale
	return {
		...pageText(context, 'userDeletion'),
		content: USER_DELETION[code],
		contactsText: SUPPORT_CONTACTS_TEXT[code],
		company: context.get(servicesContext).settings.company,
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function UserDeletion({ loaderData }: Route.ComponentProps) {
	const { content, contactsText, company } = loaderData
	const { request } = content
	const mailto = `mailto:${company.supportEmail}?subject=${encodeURIComponent(request.email.subject)}`
	return (
		<>
			<PageIntro heading={loaderData.heading} intro={loaderData.intro} />

			<PageSection id="request" heading={request.heading}>
				<ul className="grid gap-4 md:grid-cols-2">
					<Card as="li" title={request.account.title}>
						<p className="text-gray-700 dark:text-gray-300">{request.account.text}</p>
						<ButtonLink to="/log-in/" className="mt-5">
							{request.account.cta}
						</ButtonLink>
					</Card>
					<Card as="li" title={request.email.title}>
						<p className="text-gray-700 dark:text-gray-300">{request.email.text}</p>
						<a href={mailto} className={buttonClasses('kcal-secondary', 'mt-5')}>
							<Icon icon={mail} className="size-5" />
							{request.email.cta}
						</a>
						{/* The address in plain sight too, for anyone whose device has no mail app set up. */}
						<p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
							<span dir="ltr" className="font-semibold text-gray-900 select-all dark:text-gray-100">
								{company.supportEmail}
							</span>
						</p>
					</Card>
				</ul>
				<p className="mt-6 max-w-3xl text-gray-700 dark:text-gray-300">{request.appNote}</p>
			</PageSection>

			<PageSection id="before" heading={content.before.heading} tone="muted">
				<CheckList items={content.before.items} icon={circleAlert} className="max-w-3xl" />
			</PageSection>

			<PageSection id="deleted" heading={content.erased.heading}>
				<CheckList items={content.erased.items} className="max-w-3xl" />
			</PageSection>

			<PageSection id="kept" heading={content.kept.heading} tone="muted">
				<Paragraphs items={content.kept.paragraphs} />
				<ul className="mt-6 max-w-3xl list-disc space-y-2 ps-6 text-gray-700 marker:text-primary-700 dark:text-gray-300 dark:marker:text-primary-400">
					{content.kept.items.map((item) => (
						<li key={item}>{item}</li>
					))}
				</ul>
			</PageSection>

			<PageSection id="timeline" heading={content.timeline.heading}>
				<StepList steps={content.timeline.steps} />
			</PageSection>

			<PageSection id="contact" heading={content.contact.heading} intro={content.contact.text} tone="muted">
				<SupportContacts company={company} text={contactsText} />
				<p className="mt-6">
					<LocaleLink
						to="/privacy-policy/"
						className="font-semibold text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300"
					>
						{content.contact.privacy}
					</LocaleLink>
				</p>
			</PageSection>
		</>
	)
}
