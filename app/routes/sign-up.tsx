/**
 * /sign-up/: create an account. A plain POST form answered by the action, so it works before
 * and without JavaScript; once hydrated React Router sends the same post without a page load.
 * The action hands the form to the service behind POST /client/api/v1/register
 * (server/accounts/registration.ts): same schema, same messages, same answer for an address
 * that already has an account. Success signs the new customer in and goes to `?redirectTo=` (a
 * path of this site) or the account page; a failure comes back with a message per field and
 * everything typed except the password.
 *
 * An ambassador's `?referral=` code rides along in a hidden field; the visit's attribution comes
 * from its landing cookie (docs/attribution.md). Both are stored with the account.
 */
import { data, Form, redirect, useLocation, useNavigation } from 'react-router'
import { SIGN_UP_PAGE } from '../../content/pages/sign-up.ts'
import { SESSION_MESSAGES } from '../../content/account-messages/session.ts'
import { localizePath } from '../../domain/locale.ts'
import { PASSWORD_LENGTH } from '../../domain/password-limits.ts'
import { register, readReferral } from '../../server/accounts/registration.ts'
import { cookieHeaders } from '../../server/accounts/session-start.ts'
import {
	localRedirectPath,
	REDIRECT_FIELD,
	registrationBodyFromForm,
	SIGN_UP_FIELDS,
	typedValues,
} from '../../server/accounts/session-forms.ts'
import { sessionTokenOf } from '../../server/auth/sessions.ts'
import { isCrossSiteRequest } from '../../server/http/same-origin.ts'
import { trackSignUp } from '../analytics/funnel.ts'
import { useTrackOnce } from '../analytics/use-track-once.ts'
import { FormProblems } from '../components/inquiry-form.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { PasswordField } from '../components/password-field.tsx'
import { TemplateText } from '../components/template-text.tsx'
import { Button } from '../components/ui/button.tsx'
import { Checkbox, Field, TextInput } from '../components/ui/field.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { check } from '../components/ui/icons.generated.ts'
import { localeContext, servicesContext } from '../context.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import { fillText } from '../../domain/text-template.ts'
import { newPasswordStrength } from '../utils/password-strength.ts'
import type { Route } from './+types/sign-up'

type SignUpField = (typeof SIGN_UP_FIELDS)[number]

/** What the page shows after a refused post. */
export type SignUpState = {
	values: Partial<Record<SignUpField, string>>
	errors: Partial<Record<SignUpField, string>>
	/** About the whole form (too many sign-ups, another site), shown above the fields. */
	message?: string
}

export function loader({ url, context }: Route.LoaderArgs) {
	const { customer } = context.get(servicesContext)
	const { code } = context.get(localeContext).locale
	if (customer) throw redirect(localizePath('/account/', code))
	const content = SIGN_UP_PAGE[code]
	return {
		...pageText(context, 'signUp'),
		content: { ...content, passwordHint: fillText(content.passwordHint, { min: PASSWORD_LENGTH.min }) },
		referral: readReferral(url.searchParams.get('referral')),
		redirectTo: localRedirectPath(url.searchParams.get('redirectTo')),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const { locale, t } = context.get(localeContext)
	const services = context.get(servicesContext)
	// A body that is not a form is an empty one: the field messages come back, never a 500.
	const form = await request.formData().catch(() => new FormData())
	const values = typedValues(form, SIGN_UP_FIELDS)
	const failed = (status: number, errors: SignUpState['errors'], message?: string, headers?: HeadersInit) =>
		data<SignUpState>({ values, errors, ...(message ? { message } : {}) }, { status, headers })

	// React Router refuses a foreign Origin; Sec-Fetch-Site also covers browsers that send no Origin.
	if (isCrossSiteRequest(request.headers, [services.settings.origin, new URL(request.url).origin])) return failed(403, {}, t('api.crossSite'))
	const result = await register(
		{ db: services.db, accounts: services.accounts, siteUrl: services.settings.origin },
		{
			input: registrationBodyFromForm(form),
			locale: locale.code,
			clientIp: services.clientIp,
			userAgent: request.headers.get('User-Agent'),
			cookieHeader: request.headers.get('Cookie'),
			previousToken: sessionTokenOf(request.headers),
		},
	)
	switch (result.status) {
		case 'registered': {
			const target = localRedirectPath(form.get(REDIRECT_FIELD)) ?? localizePath('/account/', locale.code)
			throw redirect(target, { status: 303, headers: cookieHeaders(result.session.cookies) })
		}
		case 'invalid':
			return failed(400, result.errors)
		case 'rate-limited':
			return failed(429, {}, SESSION_MESSAGES[locale.code].registerLimited, { 'Retry-After': String(result.retryAfterSeconds) })
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

const controlId = (field: SignUpField) => `sign-up-${field}`

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
	const { content, referral, redirectTo } = loaderData
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting'
	// Every answer is a new location: the password field starts empty again (and its meter with it).
	const { key: answerKey, pathname } = useLocation()
	// Only a registration leaves the page after its post: the action redirects on success alone.
	const registered = navigation.state === 'loading' && navigation.formMethod === 'POST' && navigation.location.pathname !== pathname
	useTrackOnce(registered ? navigation.location.key : null, () => trackSignUp())
	const values = actionData?.values ?? {}
	const errors = actionData?.errors ?? {}
	const problems = SIGN_UP_FIELDS.flatMap((field) => (errors[field] ? [{ id: controlId(field), message: errors[field] }] : []))

	return (
		<>
			<PageIntro heading={loaderData.heading} intro={loaderData.intro} />
			<div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[3fr_2fr]">
				<section aria-labelledby="sign-up-heading" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-700 dark:bg-gray-950">
					<h2 id="sign-up-heading" className="mb-6 text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
						{content.formHeading}
					</h2>
					{referral && (
						<p className="mb-6 rounded-xl bg-primary-50 p-4 text-primary-950 dark:bg-primary-950 dark:text-primary-50">
							<TemplateText text={content.referral} values={{ code: <bdi className="font-bold">{referral}</bdi> }} />
						</p>
					)}
					{/* noValidate: the browser's own bubbles would speak the browser's language, not the page's. */}
					<Form method="post" noValidate className="flex flex-col gap-5">
						<FormProblems id="sign-up-problems" problems={problems} message={actionData?.message} answer={actionData} />
						<div className="grid gap-5 sm:grid-cols-2">
							<Field label={content.firstName} error={errors.first_name} required id={controlId('first_name')}>
								<TextInput name="first_name" autoComplete="given-name" defaultValue={values.first_name} />
							</Field>
							<Field label={content.lastName} error={errors.last_name} required id={controlId('last_name')}>
								<TextInput name="last_name" autoComplete="family-name" defaultValue={values.last_name} />
							</Field>
						</div>
						<Field label={content.email} error={errors.email} required id={controlId('email')}>
							{/* Addresses and numbers read left to right in Arabic too; aligned with the label at the start edge. */}
							<TextInput name="email" type="email" autoComplete="email" dir="ltr" defaultValue={values.email} className="rtl:text-end" />
						</Field>
						<Field label={content.mobile} hint={content.mobileHint} error={errors.mobile_number} required id={controlId('mobile_number')}>
							<TextInput name="mobile_number" type="tel" inputMode="tel" autoComplete="tel" dir="ltr" defaultValue={values.mobile_number} className="rtl:text-end" />
						</Field>
						<PasswordField
							key={answerKey}
							id={controlId('password')}
							name="password"
							label={content.password}
							hint={content.passwordHint}
							error={errors.password}
							autoComplete="new-password"
							strengthOf={newPasswordStrength}
						/>
						<Checkbox
							id={controlId('terms')}
							name="terms"
							required
							error={errors.terms}
							defaultChecked={values.terms === 'on'}
							label={
								<TemplateText
									text={content.consent}
									values={{
										terms: <ConsentLink to="/terms/">{content.termsLink}</ConsentLink>,
										privacy: <ConsentLink to="/privacy-policy/">{content.privacyLink}</ConsentLink>,
									}}
								/>
							}
						/>
						{referral && <input type="hidden" name="referral_code" value={referral} />}
						{redirectTo && <input type="hidden" name={REDIRECT_FIELD} value={redirectTo} />}
						<Button type="submit" loading={submitting} size="lg" className="self-start">
							{content.submit}
						</Button>
					</Form>
					<p className="mt-6 text-gray-700 dark:text-gray-300">
						{content.haveAccount}{' '}
						<LocaleLink
							to={redirectTo ? `/log-in/?${new URLSearchParams({ redirectTo })}` : '/log-in/'}
							className="font-semibold text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300"
						>
							{content.logIn}
						</LocaleLink>
					</p>
				</section>
				<aside aria-labelledby="benefits-heading" className="self-start rounded-2xl bg-gray-50 p-6 sm:p-8 dark:bg-gray-900">
					<h2 id="benefits-heading" className="text-xl font-bold text-gray-900 dark:text-gray-100">
						{content.benefits.heading}
					</h2>
					<ul className="mt-4 space-y-3">
						{content.benefits.items.map((item) => (
							<li key={item} className="flex items-start gap-3 text-gray-700 dark:text-gray-300">
								<Icon icon={check} className="mt-0.5 size-5 shrink-0 text-primary-700 dark:text-primary-400" />
								{item}
							</li>
						))}
					</ul>
				</aside>
			</div>
		</>
	)
}

/** A link inside the consent label: opens in a new tab, so what was typed stays. */
function ConsentLink({ to, children }: { to: string; children: string }) {
	return (
		<LocaleLink to={to} target="_blank" className="font-medium text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300">
			{children}
		</LocaleLink>
	)
}
