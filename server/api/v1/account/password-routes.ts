/**
 * The password calls of the account API (issue 6 items 3 and 4), JSON in and out, messages in
 * the language of `?locale=`:
 * - POST /password-reset {email} → 202 `{ data: { message } }`, the same for every valid e-mail;
 * - POST /password-reset/verify {email, code, password[, password_confirmation]} → 200 with a new
 *   session (cookies), every earlier session ended; a code that does not work → 400 `invalid_code`;
 * - POST /password {current_password, new_password[, new_password_confirmation]} (signed in) →
 *   200, every other session ended;
 * - POST /logout-everywhere (signed in) → 200, every session ended and the cookies cleared.
 * Every call checks Origin/Sec-Fetch-Site, refuses bodies over 8 KB (413) and answers 429 with
 * Retry-After when a limit is reached. The pages reach the same services without HTTP.
 */
import { type Context, Hono, type Next } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { SESSION_MESSAGES } from '../../../../content/account-messages/session.ts'
import { passwordServicesFor } from '../../../accounts/password-change.ts'
import type { RateLimited } from '../../../accounts/password-reset.ts'
import { clearedSessionCookies, sessionCookies } from '../../../auth/sessions.ts'
import type { FieldErrors } from '../../../inquiries/schemas.ts'
import { apiError, apiLocale } from '../../errors.ts'
import { type AccountEnv, requireCustomer, sameOrigin } from './context.ts'
import type { AccountApiOptions } from './router.ts'

const MAX_BODY_BYTES = 8 * 1024

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The JSON object of the request, or the error response to give instead. */
async function jsonBody(c: Context<AccountEnv>): Promise<Record<string, unknown> | Response> {
	// JSON only: a page of another site cannot send it without a CORS preflight, which we never grant.
	if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) return apiError(c, 415, 'unsupported_media_type', 'badRequest')
	const body: unknown = await c.req.json().catch(() => undefined)
	return isObject(body) ? body : apiError(c, 400, 'bad_request', 'badRequest')
}

const invalid = (c: Context<AccountEnv>, errors: FieldErrors) => apiError(c, 400, 'invalid_input', 'invalidInput', errors)

function tooMany(c: Context<AccountEnv>, result: RateLimited) {
	c.header('Retry-After', String(result.retryAfterSeconds))
	return c.json({ error: { code: 'rate_limited', message: result.message } }, 429)
}

function setCookies(c: Context<AccountEnv>, cookies: readonly string[]) {
	for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true })
}

/** Nothing here may be kept by a cache. Per route: this router shares its paths with the others. */
async function noStore(c: Context<AccountEnv>, next: Next) {
	await next()
	c.header('Cache-Control', 'no-store')
}

export function createPasswordRoutes({ db, accounts, publicOrigin }: AccountApiOptions) {
	const router = new Hono<AccountEnv>()
	const fromOurPages = sameOrigin(publicOrigin)
	const smallBody = bodyLimit({
		maxSize: MAX_BODY_BYTES,
		onError: (c) => c.json({ error: { code: 'payload_too_large', message: SESSION_MESSAGES[apiLocale(c)].payloadTooLarge } }, 413),
	})
	const https = { https: accounts.https }

	const { reset, change } = passwordServicesFor(accounts, { db, publicOrigin })

	router.post('/password-reset', noStore, fromOurPages, smallBody, async (c) => {
		const body = await jsonBody(c)
		if (body instanceof Response) return body
		const result = await reset.request({ input: body, locale: apiLocale(c), clientIp: c.get('clientIp') })
		switch (result.status) {
			case 'sent':
				return c.json({ data: { message: result.message } }, 202)
			case 'invalid':
				return invalid(c, result.errors)
			case 'rate-limited':
				return tooMany(c, result)
		}
	})

	router.post('/password-reset/verify', noStore, fromOurPages, smallBody, async (c) => {
		const body = await jsonBody(c)
		if (body instanceof Response) return body
		const result = await reset.complete({
			input: body,
			locale: apiLocale(c),
			clientIp: c.get('clientIp'),
			userAgent: c.req.header('User-Agent') ?? null,
		})
		switch (result.status) {
			case 'done':
				setCookies(c, sessionCookies(result.session, result.customer, https))
				return c.json({ data: { message: result.message } }, 200)
			case 'invalid':
				return invalid(c, result.errors)
			case 'rejected':
				return c.json({ error: { code: 'invalid_code', message: result.message, fields: { code: result.message } } }, 400)
			case 'rate-limited':
				return tooMany(c, result)
		}
	})

	router.post('/password', noStore, fromOurPages, requireCustomer, smallBody, async (c) => {
		const body = await jsonBody(c)
		if (body instanceof Response) return body
		const customer = c.get('customer')!
		const result = await change.change({ customer, input: body, locale: apiLocale(c), clientIp: c.get('clientIp') })
		switch (result.status) {
			case 'changed':
				return c.json({ data: { message: result.message } }, 200)
			case 'invalid':
				return invalid(c, result.errors)
			case 'gone':
				setCookies(c, clearedSessionCookies(https))
				return apiError(c, 401, 'unauthenticated', 'unauthenticated')
			case 'rate-limited':
				return tooMany(c, result)
		}
	})

	router.post('/logout-everywhere', noStore, fromOurPages, requireCustomer, smallBody, async (c) => {
		const result = await change.logOutEverywhere({ customer: c.get('customer')!, locale: apiLocale(c) })
		setCookies(c, clearedSessionCookies(https))
		return c.json({ data: { message: result.message } }, 200)
	})

	return router
}
