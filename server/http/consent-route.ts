/**
 * POST /consent: the visitor's answer to the cookie banner (or the privacy policy's form), kept
 * for a year in the `kcal_consent` cookie (domain/consent.ts). A plain form post comes back to
 * its page with a 303, so the choice works without JavaScript; the banner's `fetch` gets a 204
 * and applies the choice in place. Registered in create-app.ts before the page handler.
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { CONSENT_PATH, choiceFromForm, REDIRECT_FIELD } from '../../app/consent/consent-form-fields.ts'
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, type ConsentChoice, serializeConsent } from '../../domain/consent.ts'
import { localRedirectPath } from '../accounts/session-forms.ts'
import { marketingCookiesFor } from '../attribution/visit-cookies.ts'
import { isCrossSiteRequest } from './same-origin.ts'
import { siteCookie } from '../../app/utils/cookie-value.ts'

// The form has three short fields; anything bigger is not it.
const MAX_BODY_BYTES = 2048

/** Readable by the page's scripts on purpose: they decide from it what may load. */
export function consentCookie(choice: ConsentChoice, secure: boolean) {
	return siteCookie(CONSENT_COOKIE, serializeConsent(choice), { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS, secure })
}

/**
 * A form submitted by the browser navigates; `fetch` does not. Sec-Fetch-Mode says so directly;
 * a browser too old to send it asks a navigation for HTML first.
 */
function isNavigation(headers: Headers) {
	const mode = headers.get('Sec-Fetch-Mode')
	if (mode) return mode === 'navigate'
	return (headers.get('Accept') ?? '').includes('text/html')
}

export function consentRoute({ publicOrigin, https }: { publicOrigin: string; https: boolean }) {
	const app = new Hono()
	app.post(CONSENT_PATH, bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text('Payload Too Large', 413) }), async (c) => {
		// Another site must not answer the banner for the visitor.
		if (isCrossSiteRequest(c.req.raw.headers, [publicOrigin, new URL(c.req.url).origin])) return c.text('Forbidden', 403)
		const form = await c.req.parseBody()
		const choice = choiceFromForm({ get: (name) => form[name] })
		if (!choice) return c.text('Bad Request', 400)
		c.header('Set-Cookie', consentCookie(choice, https))
		// Meta's first-party cookies follow the marketing answer at once (server/attribution/visit-cookies.ts).
		for (const cookie of marketingCookiesFor(c.req.raw, choice, { secure: https })) c.header('Set-Cookie', cookie, { append: true })
		c.header('Cache-Control', 'no-store')
		if (!isNavigation(c.req.raw.headers)) return c.body(null, 204)
		return c.redirect(localRedirectPath(form[REDIRECT_FIELD]) ?? '/', 303)
	})
	return app
}
