/**
 * /log-in/: log in with e-mail and password, and (intent=log-out) log out. Plain POST forms
 * answered by the action, so both work without JavaScript; the header's "Log out" button posts
 * here from every page. The action reaches the services behind POST /client/api/v1/login and
 * /logout (server/accounts/): one refusal for an unknown e-mail and a wrong password, limits per
 * connection and per account, a new session id at every log-in. "Remember me" keeps the
 * session for 30 days; without it the cookie ends with the browser. Once logged in the visitor
 * goes to `?redirectTo=` (a path of this site) or the account page; a visitor already logged in
 * goes there straight away.
 */
import { data, Form, redirect, useLocation, useNavigation } from 'react-router'
import { SESSION_MESSAGES } from '../../content/account-messages/session.ts'
import { LOG_IN_PAGE } from '../../content/pages/log-in.ts'
import { localizePath } from '../../domain/locale.ts'
import { logIn } from '../../server/accounts/login.ts'
import { cookieHeaders, endSession } from '../../server/accounts/session-start.ts'
import { LOG_IN_FIELDS, LOG_OUT_INTENT, localRedirectPath, loginBodyFromForm, REDIRECT_FIELD, typedValues } from '../../server/accounts/session-forms.ts'
import { sessionTokenOf } from '../../server/auth/sessions.ts'
import { isCrossSiteRequest } from '../../server/http/same-origin.ts'
import { FormProblems } from '../components/inquiry-form.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { PasswordField } from '../components/password-field.tsx'
import { Button } from '../components/ui/button.tsx'
import { Checkbox, Field, TextInput } from '../components/ui/field.tsx'
import { localeContext, servicesContext } from '../context.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import type { Route } from './+types/log-in'

type LogInField = (typeof LOG_IN_FIELDS)[number]

/** What the page shows after a refused post. */
export type LogInState = {
	values: Partial<Record<LogInField, string>>
	errors: Partial<Record<LogInField, string>>
	/** The refusal of the whole form: wrong e-mail or password, too many attempts, another site. */
	message?: string
}

export function loader({ url, context }: Route.LoaderArgs) {
	const { customer } = context.get(servicesContext)
	const { code } = context.get(localeContext).locale
	const redirectTo = localRedirectPath(url.searchParams.get('redirectTo'))
	if (customer) throw redirect(redirectTo ?? localizePath('/account/', code))
	return { ...pageText(context, 'logIn'), content: LOG_IN_PAGE[code], redirectTo }
}

export async function action({ request, context }: Route.ActionArgs) {
	const { locale, t } = context.get(localeContext)
	const services = context.get(servicesContext)
	// A body that is not a form is an empty one: the field messages come back, never a 500.
	const form = await request.formData().catch(() => new FormData())
	const values = typedValues(form, LOG_IN_FIELDS)
	const failed = (status: number, errors: LogInState['errors'], message?: string, headers?: HeadersInit) =>
		data<LogInState>({ values, errors, ...(message ? { message } : {}) }, { status, headers })

	// React Router refuses a foreign Origin; Sec-Fetch-Site also covers browsers that send no Origin.
	if (isCrossSiteRequest(request.headers, [services.settings.origin, new URL(request.url).origin])) return failed(403, {}, t('api.crossSite'))
	const token = sessionTokenOf(request.headers)
	if (form.get('intent') === LOG_OUT_INTENT) {
		throw redirect(localizePath('/', locale.code), { status: 303, headers: cookieHeaders(await endSession(services.accounts, token)) })
	}

	const messages = SESSION_MESSAGES[locale.code]
	const result = await logIn(
		{ db: services.db, accounts: services.accounts, siteUrl: services.settings.origin },
		{ input: loginBodyFromForm(form), locale: locale.code, clientIp: services.clientIp, userAgent: request.headers.get('User-Agent'), previousToken: token },
	)
	switch (result.status) {
		case 'signed-in': {
			const target = localRedirectPath(form.get(REDIRECT_FIELD)) ?? localizePath('/account/', locale.code)
			throw redirect(target, { status: 303, headers: cookieHeaders(result.session.cookies) })
		}
		case 'invalid':
			return failed(400, result.errors)
		case 'refused':
			return failed(401, {}, messages.invalidCredentials)
		case 'rate-limited':
			return failed(429, {}, messages.loginLimited, { 'Retry-After': String(result.retryAfterSeconds) })
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

const controlId = (field: LogInField) => `log-in-${field}`
const linkStyle = 'font-semibold text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300'

export default function LogIn({ loaderData, actionData }: Route.ComponentProps) {
	const { content, redirectTo } = loaderData
	const submitting = useNavigation().state === 'submitting'
	// Every answer is a new location: the password field starts empty again.
	const answerKey = useLocation().key
	const values = actionData?.values ?? {}
	const errors = actionData?.errors ?? {}
	const problems = LOG_IN_FIELDS.flatMap((field) => (errors[field] ? [{ id: controlId(field), message: errors[field] }] : []))

	return (
		<>
			<PageIntro heading={loaderData.heading} intro={loaderData.intro} />
			<section aria-label={loaderData.heading} className="mx-auto max-w-md px-4 pb-16 sm:px-6">
				<div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-700 dark:bg-gray-950">
					{/* noValidate: the browser's own bubbles would speak the browser's language, not the page's. */}
					<Form method="post" noValidate className="flex flex-col gap-5">
						<FormProblems id="log-in-problems" problems={problems} message={actionData?.message} answer={actionData} />
						<Field label={content.email} error={errors.email} required id={controlId('email')}>
							<TextInput name="email" type="email" autoComplete="username" dir="ltr" defaultValue={values.email} className="rtl:text-end" />
						</Field>
						<PasswordField key={answerKey} id={controlId('password')} name="password" label={content.password} error={errors.password} autoComplete="current-password" />
						<Checkbox
							id={controlId('remember')}
							name="remember"
							label={content.remember}
							hint={content.rememberHint}
							defaultChecked={values.remember === 'on'}
						/>
						{redirectTo && <input type="hidden" name={REDIRECT_FIELD} value={redirectTo} />}
						<Button type="submit" loading={submitting} size="lg" className="w-full">
							{content.submit}
						</Button>
					</Form>
					<p className="mt-5 text-center">
						<LocaleLink to="/reset-password/" className={linkStyle}>
							{content.forgotPassword}
						</LocaleLink>
					</p>
				</div>
				<p className="mt-6 text-center text-gray-700 dark:text-gray-300">
					{content.noAccount}{' '}
					<LocaleLink to={redirectTo ? `/sign-up/?${new URLSearchParams({ redirectTo })}` : '/sign-up/'} className={linkStyle}>
						{content.createAccount}
					</LocaleLink>
				</p>
			</section>
		</>
	)
}
