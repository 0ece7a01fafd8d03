/**
 * POST /client/api/v1/account/delete?locale= {password} (signed in): deletes the account
 * (server/accounts/account-deletion.ts) and answers 200 `{ data: { message } }` with the
 * session cookies cleared; the bearer token of the app stops working as well. Refusals, with the
 * message in the language of `?locale=`:
 * - 400 `invalid_input` (no password) or `wrong_password`, with `fields.password`;
 * - 401 not signed in (or the account was deleted meanwhile); 403 from another site;
 * - 409 `active_plan` / `payment_in_progress`: the account cannot be deleted yet;
 * - 413 over 8 KB; 415 not JSON; 429 `rate_limited` with Retry-After (log-in limits).
 * The /user-deletion/ page's action reaches the same service without HTTP.
 */
import { type Context, Hono, type Next } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { DELETION_MESSAGES } from '../../../../content/account-messages/deletion.ts'
import { isLocaleCode, type LocaleCode } from '../../../../domain/locale.ts'
import { createAccountDeletion } from '../../../accounts/account-deletion.ts'
import { clearedSessionCookies } from '../../../auth/sessions.ts'
import { apiError } from '../../errors.ts'
import { type AccountEnv, requireCustomer, sameOrigin } from './context.ts'
import type { AccountApiOptions } from './router.ts'

const MAX_BODY_BYTES = 8 * 1024

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `?locale=` when given; otherwise the language the customer registered in (the app may send none). */
function localeOf(c: Context<AccountEnv>, fallback: string): LocaleCode {
	const requested = c.req.query('locale')
	if (isLocaleCode(requested)) return requested
	return isLocaleCode(fallback) ? fallback : 'en'
}

const failure = (c: Context<AccountEnv>, status: 400 | 409 | 413 | 415 | 429, code: string, message: string, fields?: Record<string, string>) =>
	c.json({ error: { code, message, ...(fields ? { fields } : {}) } }, status)

/** Nothing here may be kept by a cache. Per route: this router shares its paths with the others. */
async function noStore(c: Context<AccountEnv>, next: Next) {
	await next()
	c.header('Cache-Control', 'no-store')
}

export function createDeletionRoutes({ db, accounts, publicOrigin }: AccountApiOptions) {
	const router = new Hono<AccountEnv>()
	const now = (accounts as { now?: () => Date }).now
	const deletion = createAccountDeletion({ db, rateLimits: accounts.rateLimits, publicOrigin, ...(now ? { now } : {}) })
	const localeFor = (c: Context<AccountEnv>) => localeOf(c, c.get('customer')?.locale ?? 'en')
	const smallBody = bodyLimit({
		maxSize: MAX_BODY_BYTES,
		onError: (c) => failure(c as Context<AccountEnv>, 413, 'payload_too_large', DELETION_MESSAGES[localeFor(c as Context<AccountEnv>)].tooLarge),
	})

	router.post('/account/delete', noStore, sameOrigin(publicOrigin), requireCustomer, smallBody, async (c) => {
		const customer = c.get('customer')
		if (!customer) return apiError(c, 401, 'unauthenticated', 'unauthenticated')
		const locale = localeFor(c)
		const messages = DELETION_MESSAGES[locale]
		// JSON only: a page of another site cannot send it without a CORS preflight, which we never grant.
		if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) return failure(c, 415, 'unsupported_media_type', messages.notJson)
		const body: unknown = await c.req.json().catch(() => undefined)
		if (!isObject(body)) return apiError(c, 400, 'bad_request', 'badRequest')

		const result = await deletion.deleteAccount({ customer, password: body.password, locale, clientIp: c.get('clientIp') })
		switch (result.status) {
			case 'deleted':
				accounts.outbox.dispatch(result.outboxIds)
				for (const cookie of clearedSessionCookies({ https: accounts.https })) c.header('Set-Cookie', cookie, { append: true })
				return c.json({ data: { message: result.message } }, 200)
			case 'invalid':
				return failure(c, 400, 'invalid_input', result.message, { password: result.message })
			case 'wrong-password':
				return failure(c, 400, 'wrong_password', result.message, { password: result.message })
			case 'rate-limited':
				c.header('Retry-After', String(result.retryAfterSeconds))
				return failure(c, 429, 'rate_limited', result.message)
			case 'blocked':
				return failure(c, 409, result.code, result.message)
			case 'gone':
				for (const cookie of clearedSessionCookies({ https: accounts.https })) c.header('Set-Cookie', cookie, { append: true })
				return apiError(c, 401, 'unauthenticated', 'unauthenticated')
		}
	})

	return router
}
