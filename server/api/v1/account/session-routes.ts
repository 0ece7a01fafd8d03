/**
 * Registration and sessions (issue 6), JSON in and out, messages in the language of `?locale=`:
 * - POST /register: 201 `{ data: { first_name, last_name, email } }` and the session cookies,
 *   the same for an address that already has an account (server/accounts/registration.ts);
 * - POST /login: 200 with the same body, or 401 `invalid_credentials` for an unknown e-mail and
 *   a wrong password alike;
 * - POST /logout: 204, the session revoked and the cookies cleared;
 * - GET /session: the signed-in customer, or 401.
 * The app sends `X-Client: app` and gets the session token in the body as `data.token`, to send
 * back as `Authorization: Bearer`; browsers only ever hold it in the HttpOnly cookie.
 * State-changing calls must come from our pages (sameOrigin) and carry at most 16 KB of JSON.
 */
import { type Context, Hono, type Next } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { SESSION_MESSAGES } from '../../../../content/account-messages/session.ts'
import { type AccountHolder, accountJson } from '../../../accounts/deps.ts'
import { logIn } from '../../../accounts/login.ts'
import { register } from '../../../accounts/registration.ts'
import { appendCookies, endSession, type StartedSession } from '../../../accounts/session-start.ts'
import { sessionTokenOf } from '../../../auth/sessions.ts'
import { apiError, apiLocale } from '../../errors.ts'
import { type AccountEnv, sameOrigin } from './context.ts'
import type { AccountApiOptions } from './router.ts'

/** Far more than any registration needs; refused before it is read. */
const ACCOUNT_BODY_LIMIT = 16 * 1024

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

async function noStore(c: Context<AccountEnv>, next: Next) {
	await next()
	c.header('Cache-Control', 'no-store')
}

const limitBody = bodyLimit({
	maxSize: ACCOUNT_BODY_LIMIT,
	onError: (c) => c.json({ error: { code: 'payload_too_large', message: SESSION_MESSAGES[apiLocale(c)].payloadTooLarge } }, 413),
})

/** The JSON object of the body, or the error to answer with. */
async function jsonObject(c: Context<AccountEnv>): Promise<Record<string, unknown> | Response> {
	// JSON only: a page on another site cannot send it without a CORS preflight, which we never grant.
	if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) return apiError(c, 415, 'unsupported_media_type', 'badRequest')
	const body: unknown = await c.req.json().catch(() => undefined)
	return isObject(body) ? body : apiError(c, 400, 'bad_request', 'badRequest')
}

/** What both services are told about the request besides its fields. */
const requestContext = (c: Context<AccountEnv>) => ({
	locale: apiLocale(c),
	clientIp: c.get('clientIp'),
	userAgent: c.req.header('User-Agent') ?? null,
	cookieHeader: c.req.header('Cookie') ?? null,
	previousToken: sessionTokenOf(c.req.raw.headers),
})

function signedIn(c: Context<AccountEnv>, status: 200 | 201, customer: AccountHolder, session: StartedSession) {
	appendCookies(c, session.cookies)
	const forApp = c.req.header('X-Client') === 'app'
	return c.json({ data: { ...accountJson(customer), ...(forApp ? { token: session.token } : {}) } }, status)
}

function rateLimited(c: Context<AccountEnv>, retryAfterSeconds: number, message: string) {
	c.header('Retry-After', String(retryAfterSeconds))
	return c.json({ error: { code: 'rate_limited', message } }, 429)
}

export function createSessionRoutes({ db, accounts, publicOrigin }: AccountApiOptions) {
	const deps = { db, accounts, siteUrl: publicOrigin }
	const routes = new Hono<AccountEnv>()
	const mutation = [noStore, sameOrigin(publicOrigin), limitBody] as const

	routes.post('/register', ...mutation, async (c) => {
		const body = await jsonObject(c)
		if (body instanceof Response) return body
		const result = await register(deps, { input: body, ...requestContext(c) })
		switch (result.status) {
			case 'registered':
				return signedIn(c, 201, result.customer, result.session)
			case 'invalid':
				return apiError(c, 400, 'invalid_input', 'invalidInput', result.errors)
			case 'rate-limited':
				return rateLimited(c, result.retryAfterSeconds, SESSION_MESSAGES[apiLocale(c)].registerLimited)
		}
	})

	routes.post('/login', ...mutation, async (c) => {
		const body = await jsonObject(c)
		if (body instanceof Response) return body
		const result = await logIn(deps, { input: body, ...requestContext(c) })
		switch (result.status) {
			case 'signed-in':
				return signedIn(c, 200, result.customer, result.session)
			case 'invalid':
				return apiError(c, 400, 'invalid_input', 'invalidInput', result.errors)
			case 'refused':
				return c.json({ error: { code: 'invalid_credentials', message: SESSION_MESSAGES[apiLocale(c)].invalidCredentials } }, 401)
			case 'rate-limited':
				return rateLimited(c, result.retryAfterSeconds, SESSION_MESSAGES[apiLocale(c)].loginLimited)
		}
	})

	routes.post('/logout', ...mutation, async (c) => {
		appendCookies(c, await endSession(accounts, sessionTokenOf(c.req.raw.headers)))
		return c.body(null, 204)
	})

	// The customer is resolved from the cookie or the bearer token for every API request (create-app.ts).
	routes.get('/session', noStore, (c) => {
		const customer = c.get('customer')
		return customer ? c.json({ data: accountJson(customer) }) : apiError(c, 401, 'unauthenticated', 'unauthenticated')
	})

	return routes
}
