/**
 * Sessions (DESIGN §4): a random token in an HttpOnly cookie (or `Authorization: Bearer` for
 * the app), a row per session keyed by the token's SHA-256 so it can be revoked. A login always
 * makes a new token (the id rotates). Without "remember me" a session lasts 12 hours and its
 * cookie ends with the browser; with it, 30 days. Both slide while the customer is active.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm'
import { rawCookieValue } from '../../app/utils/cookie-value.ts'
import type { Database } from '../db/client.ts'
import { customers, passwordResetCodes, sessions } from '../db/schema.ts'

export const SESSION_COOKIE = 'session'
/** The customer's first and last name for the header: readable by scripts, nothing secret. */
export const NAME_COOKIE = 'kcal_name'

const SHORT_MS = 12 * 60 * 60 * 1000
const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000
// Extending on every request would write on every page view; once every 10 minutes is plenty.
const TOUCH_AFTER_MS = 10 * 60 * 1000

const tokenId = (token: string) => createHash('sha256').update(token).digest('base64url')
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export type SessionCustomer = { id: number; email: string; firstName: string; lastName: string; locale: string; sessionId: string }

/** The session row's id for a token, or null for anything that is not one of our tokens. */
export const sessionIdOf = (token: string | null | undefined): string | null => (token && TOKEN.test(token) ? tokenId(token) : null)

/** What a signed-in request reads of its session and customer (sessions joined to customers). */
export const SESSION_COLUMNS = {
	id: customers.id,
	email: customers.email,
	firstName: customers.firstName,
	lastName: customers.lastName,
	locale: customers.locale,
	expiresAt: sessions.expiresAt,
	lastSeenAt: sessions.lastSeenAt,
	remember: sessions.remember,
}

type SessionRow = { id: number; email: string | null; firstName: string; lastName: string; locale: string; lastSeenAt: Date; remember: boolean }

export function createSessionStore(db: Database, now: () => Date = () => new Date()) {
	const lifetime = (remember: boolean) => (remember ? REMEMBER_MS : SHORT_MS)
	// Every signed-in request runs it: prepared once (parsed once per connection, no query building per call).
	const signedInQuery = db
		.select(SESSION_COLUMNS)
		.from(sessions)
		.innerJoin(customers, eq(customers.id, sessions.customerId))
		.where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
		.limit(1)
		.prepare('session_customer')

	async function signedIn(id: string, row: SessionRow): Promise<SessionCustomer | null> {
		if (!row.email) return null
		if (now().getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
			await db
				.update(sessions)
				.set({ lastSeenAt: now(), expiresAt: new Date(now().getTime() + lifetime(row.remember)) })
				.where(eq(sessions.id, id))
		}
		return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName, locale: row.locale, sessionId: id }
	}

	return {
		/** A new session for the customer; the token goes in the cookie and nowhere else. */
		async create(customerId: number, { remember, userAgent }: { remember: boolean; userAgent?: string | null }) {
			const token = randomBytes(32).toString('base64url')
			const expiresAt = new Date(now().getTime() + lifetime(remember))
			await db.insert(sessions).values({ id: tokenId(token), customerId, expiresAt, remember, userAgent: userAgent?.slice(0, 300) ?? null })
			return { token, expiresAt, remember }
		},

		/** The signed-in customer for a token, or null (unknown, expired, deleted account). */
		async authenticate(token: string | null | undefined): Promise<SessionCustomer | null> {
			const id = sessionIdOf(token)
			if (!id) return null
			const [row] = await signedInQuery.execute({ id, now: now().toISOString() })
			return row ? signedIn(id, row) : null
		},

		/**
		 * The customer of a session row read by another query that joins it (SESSION_COLUMNS where
		 * the session id is `id` and `expires_at` is after now), or null: slides the session's expiry
		 * as authenticate does. For a read that wants its own row in the same round trip.
		 */
		signedIn,

		/** The store's clock: a session is valid while its expires_at is after it. */
		now,

		async revoke(token: string) {
			if (TOKEN.test(token)) await db.delete(sessions).where(eq(sessions.id, tokenId(token)))
		},

		/** Ends every session of the customer, or every other one (`keepSessionId`: "log out everywhere else"). */
		async revokeAll(customerId: number, keepSessionId?: string) {
			await db
				.delete(sessions)
				.where(keepSessionId ? and(eq(sessions.customerId, customerId), ne(sessions.id, keepSessionId)) : eq(sessions.customerId, customerId))
		},

		/** Drops expired sessions and reset codes a day past their expiry; run by the hourly purge-sessions job (server/jobs/). */
		async purgeExpired() {
			await db.delete(sessions).where(lt(sessions.expiresAt, now()))
			await db.delete(passwordResetCodes).where(lt(passwordResetCodes.expiresAt, new Date(now().getTime() - 86_400_000)))
		},
	}
}

export type SessionStore = ReturnType<typeof createSessionStore>

/** Set-Cookie values for a new session: the HttpOnly token and the readable name. */
export function sessionCookies(
	session: { token: string; expiresAt: Date; remember: boolean },
	customer: { firstName: string; lastName: string },
	{ https }: { https: boolean },
): string[] {
	const secure = https ? '; Secure' : ''
	// Without "remember me" the cookies end with the browser session; the row expires in 12 hours anyway.
	const lifetime = session.remember ? `; Max-Age=${Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)}` : ''
	const name = encodeURIComponent(JSON.stringify({ firstName: customer.firstName, lastName: customer.lastName }))
	return [
		`${SESSION_COOKIE}=${session.token}; Path=/; HttpOnly; SameSite=Lax${secure}${lifetime}`,
		`${NAME_COOKIE}=${name}; Path=/; SameSite=Lax${secure}${lifetime}`,
	]
}

/** Set-Cookie values that end the session in the browser. */
export function clearedSessionCookies({ https }: { https: boolean }): string[] {
	const secure = https ? '; Secure' : ''
	return [
		`${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`,
		`${NAME_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0${secure}`,
	]
}

/** The session token of a request: the cookie for browsers, `Authorization: Bearer` for the app. */
export function sessionTokenOf(headers: Headers): string | null {
	const authorization = headers.get('Authorization')
	const bearer = authorization?.match(/^Bearer\s+([A-Za-z0-9_-]{43})$/)?.[1]
	if (bearer) return bearer
	return rawCookieValue(headers.get('Cookie'), SESSION_COOKIE) || null
}
