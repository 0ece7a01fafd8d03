/**
 * Staff sessions: like customers' (server/auth/sessions.ts) a random token whose SHA-256 is the
 * row's id, but in their own table and their own cookie, so neither kind of session can ever open
 * the other's pages. Shorter: a session ends after 30 idle minutes and 12 hours after sign-in
 * whatever happens, and the cookie is SameSite=Strict, scoped to /console/ and ends with the
 * browser. Revocable: sign-out deletes the row, removing a staff member deletes all of theirs.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import { rawCookieValue } from '../../app/utils/cookie-value.ts'
import { type StaffRole, isStaffRole, type ConsoleLocale, isConsoleLocale } from '../../domain/console-permissions.ts'
import type { Executor } from '../db/client.ts'
import { staffMembers, staffSessions } from '../db/schema.ts'

export const STAFF_COOKIE = 'kcal_console'
export const STAFF_COOKIE_PATH = '/console/'
export const IDLE_MS = 30 * 60 * 1000
export const ABSOLUTE_MS = 12 * 60 * 60 * 1000
// Sliding on every request would write on every click; once a minute is close enough.
const TOUCH_AFTER_MS = 60 * 1000

const TOKEN = /^[A-Za-z0-9_-]{43}$/
export const tokenId = (token: string) => createHash('sha256').update(token).digest('base64url')

export type SignedInStaff = { id: number; email: string; name: string; role: StaffRole; locale: ConsoleLocale; sessionId: string }

export function createStaffSessions(db: Executor, now: () => Date) {
	return {
		async create(staffId: number, userAgent: string | null): Promise<string> {
			const token = randomBytes(32).toString('base64url')
			const expiresAt = new Date(now().getTime() + IDLE_MS)
			await db.insert(staffSessions).values({ id: tokenId(token), staffId, expiresAt, createdAt: now(), lastSeenAt: now(), userAgent: userAgent?.slice(0, 300) ?? null })
			return token
		},

		/** The staff member of a token, or null: unknown, expired, or the person was removed. */
		async authenticate(token: string | null): Promise<SignedInStaff | null> {
			if (!token || !TOKEN.test(token)) return null
			const id = tokenId(token)
			const at = now()
			const [row] = await db
				.select({
					id: staffMembers.id,
					email: staffMembers.email,
					name: staffMembers.name,
					role: staffMembers.role,
					locale: staffMembers.locale,
					createdAt: staffSessions.createdAt,
					lastSeenAt: staffSessions.lastSeenAt,
				})
				.from(staffSessions)
				.innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
				.where(and(eq(staffSessions.id, id), gt(staffSessions.expiresAt, at), isNull(staffMembers.removedAt)))
				.limit(1)
			if (!row || !isStaffRole(row.role) || !isConsoleLocale(row.locale)) return null
			if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
				const expiresAt = new Date(Math.min(at.getTime() + IDLE_MS, row.createdAt.getTime() + ABSOLUTE_MS))
				await db.update(staffSessions).set({ lastSeenAt: at, expiresAt }).where(eq(staffSessions.id, id))
			}
			return { id: row.id, email: row.email, name: row.name, role: row.role, locale: row.locale, sessionId: id }
		},

		async revoke(sessionId: string) {
			await db.delete(staffSessions).where(eq(staffSessions.id, sessionId))
		},

		async revokeAll(staffId: number) {
			await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId))
		},

		async purgeExpired() {
			await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now()))
		},
	}
}

export type StaffSessions = ReturnType<typeof createStaffSessions>

export function staffSessionCookie(token: string, { https }: { https: boolean }): string {
	// No Max-Age: the cookie ends with the browser; the row ends sooner anyway.
	return `${STAFF_COOKIE}=${token}; Path=${STAFF_COOKIE_PATH}; HttpOnly; SameSite=Strict${https ? '; Secure' : ''}`
}

export function clearedStaffSessionCookie({ https }: { https: boolean }): string {
	return `${STAFF_COOKIE}=; Path=${STAFF_COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=0${https ? '; Secure' : ''}`
}

/** The console's cookie only: a customer's `session` cookie or Authorization header is never read here. */
export function staffTokenOf(headers: Headers): string | null {
	return rawCookieValue(headers.get('Cookie'), STAFF_COOKIE) || null
}
