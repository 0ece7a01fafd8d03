/**
 * The sign-up and log-in pages' forms as the API's bodies, so a form post and a JSON call go
 * through the same services (registration.ts, login.ts), and where to go once signed in
 * (`?redirectTo=`). The attribution comes from the visit's cookies (server/attribution/).
 */
import type { RegistrationField } from '../../content/account-messages/session.ts'

/** The `intent` of the header's log-out form, posted to the log-in page's action. */
export const LOG_OUT_INTENT = 'log-out'

/** The hidden field with the path to go to once signed in. */
export const REDIRECT_FIELD = 'redirect_to'

/** The fields a failed post shows again: everything typed except the password. */
export const SIGN_UP_FIELDS = ['first_name', 'last_name', 'email', 'mobile_number', 'password', 'terms'] as const satisfies readonly RegistrationField[]
export const LOG_IN_FIELDS = ['email', 'password', 'remember'] as const

const MAX_REDIRECT_LENGTH = 500

/**
 * A path of this site to go to, or null: one slash and then no second one, no backslash
 * (browsers read "/\evil.example" as "//evil.example") and no spaces or control characters.
 * Kept as given, locale prefix included: the page that sent the visitor knows its language.
 */
export function localRedirectPath(value: unknown): string | null {
	if (typeof value !== 'string' || value.length > MAX_REDIRECT_LENGTH) return null
	if (!value.startsWith('/') || value[1] === '/' || value.includes('\\')) return null
	return [...value].some((char) => char <= ' ' || char === '\u007f') ? null : value
}

/** A form field's text, '' when missing or a file. */
export function formText(form: FormData, name: string): string {
	const value = form.get(name)
	return typeof value === 'string' ? value : ''
}

/** What was typed in these fields, passwords left out: a failed post shows it again. */
export function typedValues<Field extends string>(form: FormData, fields: readonly Field[]): Partial<Record<Field, string>> {
	const values: Partial<Record<Field, string>> = {}
	for (const field of fields) if (field !== 'password') values[field] = formText(form, field).slice(0, 300)
	return values
}

/** The sign-up form as POST /register's body. */
export function registrationBodyFromForm(form: FormData): Record<string, unknown> {
	return {
		first_name: formText(form, 'first_name'),
		last_name: formText(form, 'last_name'),
		email: formText(form, 'email'),
		mobile_number: formText(form, 'mobile_number'),
		password: formText(form, 'password'),
		terms: formText(form, 'terms'),
		referral_code: formText(form, 'referral_code'),
	}
}

/** The log-in form as POST /login's body. */
export function loginBodyFromForm(form: FormData): Record<string, unknown> {
	return { email: formText(form, 'email'), password: formText(form, 'password'), remember: formText(form, 'remember') }
}
