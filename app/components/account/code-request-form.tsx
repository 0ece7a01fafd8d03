/**
 * The step that e-mails a one-time code for choosing a password: /reset-password/ (a forgotten
 * one) and /set-password/ (the first one of an account made with an order) under their own words.
 * Both post to the same service and move on to /reset-password/otp/. A plain POST form: it works
 * without JavaScript.
 */
import { Form, useNavigation } from 'react-router'
import type { CodeRequestContent } from '../../../content/pages/reset-password.ts'
import { useTranslation } from '../../i18n/i18n.tsx'
import type { ResetFormState, ResetRequestField } from '../../utils/account-security.server.ts'
import { FormProblems } from '../inquiry-form.tsx'
import { LocaleLink } from '../locale-link.tsx'
import { PageIntro } from '../page-intro.tsx'
import { Button } from '../ui/button.tsx'
import { Field, TextInput } from '../ui/field.tsx'

const linkClass = 'font-semibold text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300'

type Props = {
	heading: string
	intro: string
	content: CodeRequestContent
	/** From `?email=`. */
	email: string
	state: ResetFormState<ResetRequestField> | undefined
}

export function CodeRequestPage({ heading, intro, content, email: given, state }: Props) {
	const { t } = useTranslation()
	const submitting = useNavigation().state === 'submitting'
	const errors = state?.errors ?? {}
	const email = state?.values.email ?? given
	const problems = errors.email ? [{ id: 'reset-email', message: errors.email }] : []

	return (
		<>
			<PageIntro heading={heading} intro={intro} />
			<section aria-label={heading} className="mx-auto max-w-lg px-4 pb-16 sm:px-6">
				<div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-700 dark:bg-gray-950">
					{/* noValidate: the browser's own bubbles would speak the browser's language, not the page's. */}
					<Form method="post" noValidate className="flex flex-col gap-5">
						<FormProblems id="reset-problems" problems={problems} message={state?.message} answer={state} />
						<Field label={t('forms.email')} hint={content.emailHint} error={errors.email} required id="reset-email">
							{/* Addresses read left to right in Arabic too; aligned with the label at the start edge. */}
							<TextInput
								name="email"
								type="email"
								autoComplete="username"
								inputMode="email"
								dir="ltr"
								defaultValue={email}
								className="rtl:text-end"
							/>
						</Field>
						<Button type="submit" size="lg" loading={submitting} className="self-start">
							{t('passwordReset.sendCode')}
						</Button>
					</Form>
					<div className="mt-6 flex flex-col gap-2 border-t border-gray-200 pt-6 text-gray-700 dark:border-gray-700 dark:text-gray-300">
						<p>
							{content.haveCode}{' '}
							<LocaleLink to={email ? `/reset-password/otp/?${new URLSearchParams({ email })}` : '/reset-password/otp/'} className={linkClass}>
								{content.enterCode}
							</LocaleLink>
						</p>
						<p>
							{content.remembered}{' '}
							<LocaleLink to="/log-in/" className={linkClass}>
								{content.logIn}
							</LocaleLink>
						</p>
					</div>
				</div>
			</section>
		</>
	)
}
