/**
 * /reset-password/otp/?email=…: the second step of a password reset. The e-mail comes filled in
 * from the first step, with a note that a code was sent if the address has an account (the same
 * note for every address). The customer types the 6-digit code (numeric keypad, offered from the
 * message by phones: autocomplete="one-time-code") and a new password twice. The action
 * (app/utils/account-security.server.ts, the service of POST /client/api/v1/password-reset/verify)
 * ends every session of the account, signs this browser in and goes to /account/. "Send a new
 * code" posts the address to the first step again. Both forms work without JavaScript.
 */
import { Form, useLocation, useNavigation } from 'react-router'
import { RESET_PASSWORD } from '../../content/pages/reset-password.ts'
import { NewPasswordFields } from '../components/account-security.tsx'
import { FormProblems } from '../components/inquiry-form.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { TemplateText } from '../components/template-text.tsx'
import { Button } from '../components/ui/button.tsx'
import { Field, fieldStyles, TextInput } from '../components/ui/field.tsx'
import { MaskedInput } from '../components/ui/masked-input.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { mail } from '../components/ui/icons.generated.ts'
import { localeContext } from '../context.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { useLocalizedPath } from '../i18n/use-locale.ts'
import { type ResetCodeField, type ResetFormState, resetCompleteAction } from '../utils/account-security.server.ts'
import { MASKS } from '../utils/input-mask.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import type { Route } from './+types/reset-password-otp'

const MAX_EMAIL_LENGTH = 254
const FIELDS: readonly ResetCodeField[] = ['email', 'code', 'password', 'password_confirmation']
const controlId = (field: ResetCodeField) => `reset-otp-${field}`

// The address is in the URL: it must not travel to other sites in a Referer.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })

export function loader({ url, context }: Route.LoaderArgs) {
	const { code } = context.get(localeContext).locale
	const email = (url.searchParams.get('email') ?? '').trim().slice(0, MAX_EMAIL_LENGTH)
	return {
		...pageText(context, 'resetPasswordOtp'),
		content: RESET_PASSWORD[code].otp,
		email,
		sent: url.searchParams.get('sent') === '1' && email !== '',
	}
}

export function action({ request, context }: Route.ActionArgs) {
	return resetCompleteAction(request, context)
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

const linkClass = 'font-semibold text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300'

export default function ResetPasswordOtp({ loaderData, actionData }: Route.ComponentProps) {
	const { content } = loaderData
	const { t } = useTranslation()
	const localized = useLocalizedPath()
	const navigation = useNavigation()
	// Every answer is a new location: the new-password fields start empty again.
	const answerKey = useLocation().key
	const state: ResetFormState<ResetCodeField> | undefined = actionData
	const errors = state?.errors ?? {}
	const email = state?.values.email ?? loaderData.email
	// A code that does not work is said once, above the form; the field is marked and linked.
	const problems = FIELDS.flatMap((field) => (errors[field] && errors[field] !== state?.message ? [{ id: controlId(field), message: errors[field] }] : []))
	// formAction carries the query of a form posted to its own page: compare paths only.
	const submitting = (action: string) => navigation.state === 'submitting' && navigation.formAction?.split('?')[0] === action
	const resendAction = localized('/reset-password/')

	return (
		<>
			<PageIntro heading={loaderData.heading} intro={loaderData.intro} />
			<section aria-label={loaderData.heading} className="mx-auto max-w-lg px-4 pb-16 sm:px-6">
				{loaderData.sent && !state && (
					<p role="status" className="mb-6 flex items-start gap-3 rounded-2xl bg-primary-50 p-4 text-primary-950 dark:bg-primary-950 dark:text-primary-50">
						<Icon icon={mail} className="mt-0.5 size-5 shrink-0 text-primary-700 dark:text-primary-300" />
						<span>
							<TemplateText text={content.sent} values={{ email: <bdi dir="ltr" className="font-semibold break-all">{loaderData.email}</bdi> }} />
						</span>
					</p>
				)}
				{!loaderData.email && !state && <p className="mb-6 text-gray-700 dark:text-gray-300">{content.enterEmail}</p>}
				<div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-700 dark:bg-gray-950">
					{/* noValidate: the browser's own bubbles would speak the browser's language, not the page's. */}
					<Form method="post" noValidate className="flex flex-col gap-5">
						<FormProblems id="reset-otp-problems" problems={problems} message={state?.message} answer={state} />
						<Field label={t('forms.email')} error={errors.email} required id={controlId('email')}>
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
						<Field label={t('passwordReset.code')} hint={t('passwordReset.codeHint')} error={errors.code} required id={controlId('code')}>
							{(control) => (
								<MaskedInput
									{...control}
									mask={MASKS.otp}
									name="code"
									autoComplete="one-time-code"
									inputMode="numeric"
									dir="ltr"
									defaultValue={state?.values.code ?? ''}
									className={`${fieldStyles.control} max-w-48 text-center font-mono text-2xl tracking-[0.4em]`}
								/>
							)}
						</Field>
						<NewPasswordFields
							key={answerKey}
							idPrefix="reset-otp"
							names={{ password: 'password', confirmation: 'password_confirmation' }}
							errors={{ password: errors.password, confirmation: errors.password_confirmation }}
						/>
						<Button type="submit" size="lg" loading={submitting(localized('/reset-password/otp/'))} className="self-start">
							{t('passwordReset.saveAndLogIn')}
						</Button>
					</Form>

					<div className="mt-6 flex flex-col gap-3 border-t border-gray-200 pt-6 text-gray-700 dark:border-gray-700 dark:text-gray-300">
						<p>{content.noCode}</p>
						{/* A new code for the address shown: one press, no JavaScript needed. */}
						{email && (
							<Form method="post" action={resendAction}>
								<input type="hidden" name="email" value={email} />
								<Button type="submit" variant="kcal-secondary" loading={submitting(resendAction)}>
									{t('passwordReset.sendNewCode')}
								</Button>
							</Form>
						)}
						<p>
							<LocaleLink to={email ? `/reset-password/?${new URLSearchParams({ email })}` : '/reset-password/'} className={linkClass}>
								{email ? content.otherEmail : t('passwordReset.sendNewCode')}
							</LocaleLink>
						</p>
					</div>
				</div>
			</section>
		</>
	)
}
