/**
 * The sign-up and log-in pages' forms as the API's bodies, so a form post and a JSON call go
 * through the same services (registration.ts, login.ts), and what the pages read around them:
 * where to go once signed in (`?redirectTo=`) and the attribution the sign-up page carries in
 * hidden fields (UTM values, Meta's click id, the site the visitor came from).
 */
import type { RegistrationField } from '../../content/account-messages/session.ts'
import type { META_FIELDS } from './registration.ts'

/** The `intent` of the header's log-out form, posted to the log-in page's action. */
export const LOG_OUT_INTENT = 'log-out'

/** The hidden field with the path to go to once signed in. */
export const REDIRECT_FIELD = 'redirect_to'

/** The fields a failed post shows again: everything typed except the password. */
export const SIGN_UP_FIELDS = ['first_name', 'last_name', 'email', 'mobile_number', 'password', 'terms'] as const satisfies readonly RegistrationField[]
export const LOG_IN_FIELDS = ['email', 'password', 'remember'] as const

/** What the sign-up page puts in hidden fields for `meta`; the rest is read when the form is posted. */
export const TRACKING_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'facebook_fbc', 'http_referer'] as const satisfies ReadonlyArray<
	(typeof META_FIELDS)[number]
>
type TrackingField = (typeof TRACKING_FIELDS)[number]
export type SignUpTracking = Partial<Record<TrackingField, string>>

const MAX_REDIRECT_LENGTH = 500
const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const

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

/**
 * The attribution of a visit to /sign-up/: the UTM values of its address, Meta's click id as an
 * `fbc` value (Meta's format, for when its script has not set the `_fbc` cookie) and the page
 * the visitor came from when it is another site's. The registration schema checks them again.
 */
export function signUpTracking(url: URL, headers: Headers, siteOrigin: string): SignUpTracking {
	const tracking: SignUpTracking = {}
	for (const field of UTM_FIELDS) {
		const value = url.searchParams.get(field)?.trim()
		if (value) tracking[field] = value.slice(0, 100)
	}
	const clickId = url.searchParams.get('fbclid')
	if (clickId && /^[\w-]{1,400}$/.test(clickId)) tracking.facebook_fbc = `fb.1.${Date.now()}.${clickId}`
	const referer = headers.get('Referer')
	if (referer && /^https?:\/\//.test(referer) && !referer.startsWith(`${siteOrigin}/`)) tracking.http_referer = referer.slice(0, 500)
	return tracking
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

/** One cookie's value from a Cookie header, or null. */
function cookieValue(header: string | null, name: string): string | null {
	for (const pair of header?.split(';') ?? []) {
		const separator = pair.indexOf('=')
		if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim() || null
	}
	return null
}

/**
 * The sign-up form as POST /register's body. Meta's cookies (`_fbc`, `_fbp`, set by its script
 * when the visitor allowed it) win over the click id the page saw, which may be older.
 */
export function registrationBodyFromForm(form: FormData, cookieHeader: string | null): Record<string, unknown> {
	const meta: Record<string, string> = {}
	for (const field of TRACKING_FIELDS) meta[field] = formText(form, field)
	const fbc = cookieValue(cookieHeader, '_fbc')
	const fbp = cookieValue(cookieHeader, '_fbp')
	if (fbc) meta.facebook_fbc = fbc
	if (fbp) meta.facebook_fbp = fbp
	return {
		first_name: formText(form, 'first_name'),
		last_name: formText(form, 'last_name'),
		email: formText(form, 'email'),
		mobile_number: formText(form, 'mobile_number'),
		password: formText(form, 'password'),
		terms: formText(form, 'terms'),
		referral_code: formText(form, 'referral_code'),
		meta,
	}
}

/** The log-in form as POST /login's body. */
export function loginBodyFromForm(form: FormData): Record<string, unknown> {
	return { email: formText(form, 'email'), password: formText(form, 'password'), remember: formText(form, 'remember') }
}
