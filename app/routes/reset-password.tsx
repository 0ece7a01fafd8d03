/**
 * /reset-password/: the first step of a password reset. The customer types the e-mail of the
 * account; the action (app/utils/account-security.server.ts, the service of
 * POST /client/api/v1/password-reset) e-mails a 6-digit code when the address has an account
 * and moves on to /reset-password/otp/ in every case, with the same neutral note, so the page
 * never tells whether an address is registered. A plain POST form: it works without JavaScript.
 * `?email=` fills the address in (the log-in page, the account page, "use another address").
 */
import { Form, useNavigation } from 'react-router'
import { RESET_PASSWORD } from '../../content/pages/reset-password.ts'
import { FormProblems } from '../components/inquiry-form.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { Button } from '../components/ui/button.tsx'
import { Field, TextInput } from '../components/ui/field.tsx'
import { localeContext } from '../context.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { type ResetFormState, type ResetRequestField, resetRequestAction } from '../utils/account-security.server.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import type { Route } from './+types/reset-password'

// An address is at most 254 characters; a longer `?email=` is not one to fill in.
const MAX_EMAIL_LENGTH = 254

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })

export function loader({ url, context }: Route.LoaderArgs) {
	const { code } = context.get(localeContext).locale
	return {
		...pageText(context, 'resetPassword'),
		content: RESET_PASSWORD[code].request,
		email: (url.searchParams.get('email') ?? '').trim().slice(0, MAX_EMAIL_LENGTH),
	}
}

export function action({ request, context }: Route.ActionArgs) {
	return resetRequestAction(request, context)
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

const linkClass = 'font-semibold text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300'

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
	const { content } = loaderData
	const { t } = useTranslation()
	const state: ResetFormState<ResetRequestField> | undefined = actionData
	const submitting = useNavigation().state === 'submitting'
	const errors = state?.errors ?? {}
	const email = state?.values.email ?? loaderData.email
	const problems = errors.email ? [{ id: 'reset-email', message: errors.email }] : []

	return (
		<>
			<PageIntro heading={loaderData.heading} intro={loaderData.intro} />
			<section aria-label={loaderData.heading} className="mx-auto max-w-lg px-4 pb-16 sm:px-6">
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
