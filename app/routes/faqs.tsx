/**
 * /faqs/: every question from content/pages/faqs.ts, grouped and searchable, with the FAQPage
 * structured data and the ways to reach customer care below.
 */
import { FAQS, faqsWithTerms } from '../../content/pages/faqs.ts'
import { SUPPORT_CONTACTS_TEXT } from '../../content/pages/support-contacts.ts'
import { PageSection } from '../components/content-section.tsx'
import { FaqList, faqPageJsonLd } from '../components/faq-list.tsx'
import { JsonLd } from '../components/json-ld.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { SupportContacts } from '../components/support-contacts.tsx'
import { localeContext, servicesContext } from '../context.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import { scheduleTermsInForce } from '../utils/schedule-terms.server.ts'
import type { Route } from './+types/faqs'

export async function loader({ context }: Route.LoaderArgs) {
	const { code } = context.get(localeContext).locale
	const { db, settings } = context.get(servicesContext)
	return {
		...pageText(context, 'faqs'),
		// The pause, cut-off and cancellation answers carry the schedule_rules row in force today.
		content: faqsWithTerms(FAQS[code], await scheduleTermsInForce(db, code)),
		contactsText: SUPPORT_CONTACTS_TEXT[code],
		company: settings.company,
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function Faqs({ loaderData }: Route.ComponentProps) {
	const { content, contactsText, company } = loaderData
	return (
		<>
			<JsonLd data={faqPageJsonLd(content.groups.flatMap((group) => group.questions))} />
			<div className="bg-gradient-to-b from-primary-50 to-white dark:from-primary-950 dark:to-gray-950">
				<PageIntro heading={loaderData.heading} intro={loaderData.intro} />
			</div>
			<div className="mx-auto max-w-3xl px-4 pb-6 sm:px-6">
				<FaqList groups={content.groups} search={content.search} />
			</div>
			<PageSection id="contact" heading={content.contact.heading} intro={content.contact.text} tone="muted">
				<SupportContacts company={company} text={contactsText} />
			</PageSection>
		</>
	)
}
