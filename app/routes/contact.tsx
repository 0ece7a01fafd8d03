/**
 * /contact/: a message form for customer care and the other ways to reach them. The form is a
 * plain POST answered by the action, so it works before and without JavaScript; once hydrated
 * React Router sends the same post without a page load. The action and
 * POST /client/api/v1/contact share one schema and one service (server/inquiries/): the
 * message is stored, the team is e-mailed and the sender gets an acknowledgement in the page's
 * language. A failed post comes back with a message per field and everything typed.
 */
import { Form, useNavigation } from 'react-router'
import { CONTACT_PAGE } from '../../content/pages/contact.ts'
import { SUPPORT_CONTACTS_TEXT } from '../../content/pages/support-contacts.ts'
import { formatAssessmentNumber } from '../../domain/body-assessment.ts'
import { CONTACT_FIELDS, CONTACT_TOPICS, type ContactField, type ContactTopic, isContactTopic, MESSAGE_LENGTH } from '../../domain/contact-limits.ts'
import { FormProblems, FormSent, Honeypot, type InquiryFormState, PrivacyNote } from '../components/inquiry-form.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { PageSection } from '../components/content-section.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { SupportContacts } from '../components/support-contacts.tsx'
import { Button } from '../components/ui/button.tsx'
import { Checkbox, Field, fieldStyles, TextArea, TextInput } from '../components/ui/field.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { mapPin } from '../components/ui/icons.generated.ts'
import { localeContext, servicesContext } from '../context.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { companyAddress } from '../utils/company-address.ts'
import { inquiryAction } from '../utils/inquiry-action.server.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import type { Route } from './+types/contact'

export function loader({ url, context }: Route.LoaderArgs) {
	const { code } = context.get(localeContext).locale
	// Other pages link here with a topic chosen (`?topic=other` for partnerships, `?topic=ambassador`
	// from the ambassador page: the console inbox lists those as ambassador applications).
	const topic = url.searchParams.get('topic')
	return {
		...pageText(context, 'contact'),
		topic: isContactTopic(topic) ? topic : null,
		content: CONTACT_PAGE[code],
		contactsText: SUPPORT_CONTACTS_TEXT[code],
		company: context.get(servicesContext).settings.company,
	}
}

export function action({ request, context }: Route.ActionArgs) {
	return inquiryAction('contact', request, context, CONTACT_FIELDS)
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
	const { content, contactsText, company } = loaderData
	const { locale } = useTranslation()
	const address = companyAddress(company, locale.code)
	return (
		<>
			<PageIntro heading={loaderData.heading} intro={loaderData.intro} />

			<section aria-labelledby="write-heading" className="mx-auto max-w-2xl px-4 pb-12 sm:px-6">
				<div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-700 dark:bg-gray-950">
					<h2 id="write-heading" className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
						{content.form.heading}
					</h2>
					<p className="mt-2 mb-6 text-gray-700 dark:text-gray-300">{content.form.intro}</p>
					{actionData?.status === 'sent' ? (
						<FormSent message={actionData.message}>
							<LocaleLink
								to="/contact/"
								className="font-semibold text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-200"
							>
								{content.form.another}
							</LocaleLink>
						</FormSent>
					) : (
						<ContactForm state={actionData} topic={loaderData.topic} />
					)}
				</div>
			</section>

			<PageSection id="reach-us" heading={content.channels.heading} intro={content.channels.intro} tone="muted">
				<SupportContacts company={company} text={contactsText} />
				<address className="mt-6 flex items-start gap-3 not-italic text-gray-700 dark:text-gray-300">
					<Icon icon={mapPin} className="mt-0.5 size-5 shrink-0 text-primary-700 dark:text-primary-400" />
					<span>
						<span className="block text-sm font-medium text-gray-700 dark:text-gray-300">{contactsText.address}</span>
						{/* The address in the page's language when configured (COMPANY_ADDRESS_AR/_RU), else in English. */}
						<bdi lang={address === company.address ? 'en' : undefined} className="text-gray-900 dark:text-gray-100">
							{address}
						</bdi>
					</span>
				</address>
			</PageSection>
		</>
	)
}

type ContactFormState = Exclude<InquiryFormState<ContactField>, { status: 'sent' }>

const controlId = (field: ContactField) => `contact-${field}`

function ContactForm({ state, topic }: { state: ContactFormState | undefined; topic: ContactTopic | null }) {
	const { t, locale } = useTranslation()
	const submitting = useNavigation().state === 'submitting'
	const values = state?.values ?? {}
	const errors = state?.errors ?? {}
	const problems = CONTACT_FIELDS.flatMap((field) => (errors[field] ? [{ id: controlId(field), message: errors[field] }] : []))
	const number = (value: number) => formatAssessmentNumber(value, locale.language)

	// noValidate: the browser's own bubbles would speak the browser's language, not the page's.
	return (
		<Form method="post" noValidate className="relative flex flex-col gap-5">
			<FormProblems id="contact-problems" problems={problems} message={state?.message} answer={state} />
			<Field label={t('forms.name')} error={errors.name} required id={controlId('name')}>
				<TextInput name="name" autoComplete="name" defaultValue={values.name} />
			</Field>
			<Field label={t('forms.email')} error={errors.email} required id={controlId('email')}>
				{/* Addresses and numbers read left to right in Arabic too; aligned with the label at the start edge. */}
				<TextInput name="email" type="email" autoComplete="email" dir="ltr" defaultValue={values.email} className="rtl:text-end" />
			</Field>
			<Field label={t('forms.phone')} hint={t('forms.phoneOptionalHint')} error={errors.phone} id={controlId('phone')}>
				<TextInput name="phone" type="tel" inputMode="tel" autoComplete="tel" dir="ltr" defaultValue={values.phone} className="rtl:text-end" />
			</Field>
			{/* A native select: five options, and it works before hydration. */}
			<Field label={t('forms.topic')} error={errors.topic} required id={controlId('topic')}>
				{(control) => (
					<select {...control} name="topic" defaultValue={values.topic ?? topic ?? ''} className={fieldStyles.control}>
						<option value="">{t('forms.chooseTopic')}</option>
						{CONTACT_TOPICS.map((topic) => (
							<option key={topic} value={topic}>
								{t(`forms.topics.${topic}`)}
							</option>
						))}
					</select>
				)}
			</Field>
			<Field
				label={t('forms.message')}
				hint={t('forms.messageHint', { min: number(MESSAGE_LENGTH.min), max: number(MESSAGE_LENGTH.max) })}
				error={errors.message}
				required
				id={controlId('message')}
			>
				<TextArea name="message" rows={6} defaultValue={values.message} />
			</Field>
			<Checkbox
				id={controlId('consent')}
				name="consent"
				label={t('forms.consent')}
				required
				error={errors.consent}
				defaultChecked={values.consent === 'on'}
			/>
			<Honeypot />
			<Button type="submit" loading={submitting} size="lg" className="self-start">
				{t('forms.contactSubmit')}
			</Button>
			<PrivacyNote />
		</Form>
	)
}
