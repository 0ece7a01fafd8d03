/**
 * The form actions of the password features, for posts made with or without JavaScript; each
 * calls the same service as the API (server/accounts/password-reset.ts, password-change.ts) and
 * answers with what the form shows next, with the status the API would give, the localized
 * messages and what was typed (never a password):
 * - `resetRequestAction`: /reset-password/ (and "send a new code" on the OTP page) → redirect to
 *   /reset-password/otp/?email=…&sent=1, the same for every valid e-mail;
 * - `resetCompleteAction`: /reset-password/otp/ → signed in (new session cookies), redirect to
 *   /account/;
 * - `accountSecurityAction`: the /account/ page's `intent=change-password` and
 *   `intent=log-out-everywhere` (app/components/account-security.tsx); null for other intents.
 */
import { data, redirect, type RouterContextProvider } from 'react-router'
import { localizePath } from '../../domain/locale.ts'
import { passwordServicesFor } from '../../server/accounts/password-change.ts'
import type { RateLimited } from '../../server/accounts/password-reset.ts'
import { clearedSessionCookies, sessionCookies } from '../../server/auth/sessions.ts'
import { isCrossSiteRequest } from '../../server/http/same-origin.ts'
import {
	ACCOUNT_SECURITY_FORM,
	type AccountSecurityIntent,
	type AccountSecurityState,
	type ChangePasswordField,
	isAccountSecurityIntent,
} from '../components/account-security.tsx'
import { localeContext, servicesContext } from '../context.ts'

type Context = Readonly<RouterContextProvider>

export const RESET_REQUEST_PATH = '/reset-password/'
export const RESET_CODE_PATH = '/reset-password/otp/'
export const ACCOUNT_PATH = '/account/'
export const LOG_IN_PATH = '/log-in/'

// An address is at most 254 characters; a longer `?email=` is not one to fill in.
const MAX_EMAIL_LENGTH = 254

/** The `?email=` a code-request page fills in (the log-in page, the account page, the e-mails' links). */
export const emailToFillIn = (url: URL) => (url.searchParams.get('email') ?? '').trim().slice(0, MAX_EMAIL_LENGTH)

export type ResetRequestField = 'email'
export type ResetCodeField = 'email' | 'code' | 'password' | 'password_confirmation'

/** What a reset form shows after a post that did not go through. */
export type ResetFormState<Field extends string> = {
	status: 'failed'
	/** What was typed, passwords left out. */
	values: Partial<Record<Field, string>>
	errors: Partial<Record<Field, string>>
	/** About the whole form (too many attempts, another site, a code that does not work), shown above it. */
	message?: string
}

// Enough to give back any real address or code; a hostile post is not echoed in full.
const MAX_ECHOED_LENGTH = 320

/** The posted texts, first value of each name; a body that is not a form reads as an empty one. */
async function postedTexts(request: Request): Promise<Record<string, string>> {
	const form = await request.formData().catch(() => new FormData())
	return textsOf(form)
}

function textsOf(form: FormData): Record<string, string> {
	const texts: Record<string, string> = {}
	for (const [name, value] of form) if (typeof value === 'string' && !(name in texts)) texts[name] = value
	return texts
}

const echo = (value: string | undefined) => (value ?? '').slice(0, MAX_ECHOED_LENGTH)

function servicesOf(context: Context) {
	const services = context.get(servicesContext)
	const { locale, t } = context.get(localeContext)
	const password = passwordServicesFor(services.accounts, { db: services.db, publicOrigin: services.settings.origin, logger: services.logger })
	return { services, locale, t, password }
}

const fromAnotherSite = (request: Request, origin: string) => isCrossSiteRequest(request.headers, [origin, new URL(request.url).origin])

const retryHeaders = (result: RateLimited) => ({ 'Retry-After': String(result.retryAfterSeconds) })

/** POST /reset-password/: a code for the e-mail, then the page that takes it. */
export async function resetRequestAction(request: Request, context: Context) {
	const { services, locale, t, password } = servicesOf(context)
	const input = await postedTexts(request)
	const values = { email: echo(input.email) }
	const failed = (status: number, errors: ResetFormState<ResetRequestField>['errors'], message?: string, headers?: HeadersInit) =>
		data<ResetFormState<ResetRequestField>>({ status: 'failed', values, errors, ...(message ? { message } : {}) }, { status, headers })

	if (fromAnotherSite(request, services.settings.origin)) return failed(403, {}, t('api.crossSite'))
	const result = await password.reset.request({ input: { email: input.email }, locale: locale.code, clientIp: services.clientIp })
	switch (result.status) {
		case 'sent':
			return redirect(`${localizePath(RESET_CODE_PATH, locale.code)}?${new URLSearchParams({ email: result.email, sent: '1' })}`, 303)
		case 'invalid':
			return failed(400, result.errors)
		case 'rate-limited':
			return failed(429, {}, result.message, retryHeaders(result))
	}
}

/** POST /reset-password/otp/: the code and the new password; signed in on success. */
export async function resetCompleteAction(request: Request, context: Context) {
	const { services, locale, t, password } = servicesOf(context)
	const input = await postedTexts(request)
	const values = { email: echo(input.email), code: echo(input.code) }
	const failed = (status: number, errors: ResetFormState<ResetCodeField>['errors'], message?: string, headers?: HeadersInit) =>
		data<ResetFormState<ResetCodeField>>({ status: 'failed', values, errors, ...(message ? { message } : {}) }, { status, headers })

	if (fromAnotherSite(request, services.settings.origin)) return failed(403, {}, t('api.crossSite'))
	const result = await password.reset.complete({
		// The page always asks twice: a missing repetition is a mismatch.
		input: { email: input.email, code: input.code, password: input.password, password_confirmation: input.password_confirmation ?? '' },
		locale: locale.code,
		clientIp: services.clientIp,
		userAgent: request.headers.get('User-Agent'),
	})
	switch (result.status) {
		case 'done': {
			const headers = new Headers()
			for (const cookie of sessionCookies(result.session, result.customer, { https: services.accounts.https })) headers.append('Set-Cookie', cookie)
			return redirect(localizePath(ACCOUNT_PATH, locale.code), { status: 303, headers })
		}
		case 'invalid':
			return failed(400, result.errors)
		case 'rejected':
			return failed(400, { code: result.message }, result.message)
		case 'rate-limited':
			return failed(429, {}, result.message, retryHeaders(result))
	}
}

/**
 * The /account/ page's action calls this first with the posted form: it answers the two intents
 * of the password section and returns null for any other, which the page then handles itself.
 * - `change-password` (current_password, new_password, new_password_confirmation): 200 with a
 *   "changed" state (this session kept, the others ended) or 400/429 with field messages;
 * - `log-out-everywhere`: every session ends; a redirect to /log-in/ that clears the cookies.
 * A visitor no longer signed in is sent to /log-in/. The account page checks Origin/Sec-Fetch-Site
 * for all its forms; given the `request`, this checks it too (403).
 */
export async function accountSecurityAction(context: Context, form: FormData, request?: Request) {
	const intent = form.get('intent')
	if (!isAccountSecurityIntent(intent)) return null
	const { services, locale, t, password } = servicesOf(context)
	const failed = (status: number, errors: AccountSecurityErrors, message?: string, headers?: HeadersInit) =>
		data<AccountSecurityState>({ form: ACCOUNT_SECURITY_FORM, intent, status: 'failed', errors, ...(message ? { message } : {}) }, { status, headers })
	const toLogIn = () => {
		const headers = new Headers()
		for (const cookie of clearedSessionCookies({ https: services.accounts.https })) headers.append('Set-Cookie', cookie)
		return redirect(localizePath(LOG_IN_PATH, locale.code), { status: 303, headers })
	}

	if (request && fromAnotherSite(request, services.settings.origin)) return failed(403, {}, t('api.crossSite'))
	const customer = services.customer
	if (!customer) return toLogIn()

	if (intent === 'log-out-everywhere') {
		await password.change.logOutEverywhere({ customer, locale: locale.code })
		return toLogIn()
	}
	const input = textsOf(form)
	const result = await password.change.change({
		customer,
		input: {
			current_password: input.current_password,
			new_password: input.new_password,
			new_password_confirmation: input.new_password_confirmation ?? '',
		},
		locale: locale.code,
		clientIp: services.clientIp,
	})
	switch (result.status) {
		case 'changed':
			return data<AccountSecurityState>({ form: ACCOUNT_SECURITY_FORM, intent, status: 'changed', message: result.message })
		case 'invalid':
			return failed(400, result.errors)
		case 'gone':
			return toLogIn()
		case 'rate-limited':
			return failed(429, {}, result.message, retryHeaders(result))
	}
}

type AccountSecurityErrors = Partial<Record<ChangePasswordField, string>>

export type { AccountSecurityIntent }
