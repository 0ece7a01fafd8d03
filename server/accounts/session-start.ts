/**
 * Signing a customer in and out, for every part that does it: registration, log-in, the
 * password reset, log-out. The answer is the Set-Cookie values, so the API (Hono) and the pages'
 * actions (React Router) set the same cookies: `appendCookies(c, …)` or `cookieHeaders(…)`.
 */
import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import type { AccountServices } from '../auth/account-services.ts'
import { clearedSessionCookies, sessionCookies } from '../auth/sessions.ts'

export type SessionHolder = { id: number; firstName: string; lastName: string }

export type StartedSession = {
	/** For the app (`X-Client: app`), which sends it back as `Authorization: Bearer`. */
	token: string
	expiresAt: Date
	/** The HttpOnly session cookie and the readable name cookie. */
	cookies: string[]
}

export type SessionOptions = {
	/** "Remember me": 30 days and a persistent cookie instead of 12 hours and a browser-session one. */
	remember: boolean
	userAgent?: string | null
	/** The token the request came with, if any: revoked, so a signed-in id never survives a new sign-in. */
	replacing?: string | null
}

/** A new session for the customer (the id always rotates) and its cookies. */
export async function startSession(accounts: AccountServices, customer: SessionHolder, { remember, userAgent, replacing }: SessionOptions): Promise<StartedSession> {
	if (replacing) await accounts.sessions.revoke(replacing)
	const session = await accounts.sessions.create(customer.id, { remember, userAgent })
	return { token: session.token, expiresAt: session.expiresAt, cookies: sessionCookies(session, customer, { https: accounts.https }) }
}

/** Ends the session of `token` (cookie or bearer) and clears the cookies. */
export async function endSession(accounts: AccountServices, token: string | null): Promise<string[]> {
	if (token) await accounts.sessions.revoke(token)
	return clearedSessionCookies({ https: accounts.https })
}

/**
 * What a registration with an address that already has an account answers with: cookies and a
 * token of the same shape as a real session's, for no session at all. The response then looks
 * like a new account's, so it does not tell that the address is registered; the token opens
 * nothing (the next authenticated call gets a 401, as for an expired session).
 */
export function decoySession(accounts: AccountServices, names: Omit<SessionHolder, 'id'>, remember: boolean): StartedSession {
	// The lifetimes of server/auth/sessions.ts: a remembered cookie's Max-Age shows it.
	const lifetime = remember ? 30 * 86_400_000 : 12 * 3_600_000
	const session = { token: randomBytes(32).toString('base64url'), expiresAt: new Date(Date.now() + lifetime), remember }
	return { token: session.token, expiresAt: session.expiresAt, cookies: sessionCookies(session, names, { https: accounts.https }) }
}

/** Set-Cookie values on a Hono response. */
export function appendCookies(c: Context, cookies: readonly string[]) {
	for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true })
}

/** Set-Cookie values as headers for a React Router `redirect()` or `data()`. */
export function cookieHeaders(cookies: readonly string[]): Headers {
	const headers = new Headers()
	for (const cookie of cookies) headers.append('Set-Cookie', cookie)
	return headers
}
