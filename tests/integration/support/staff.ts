/**
 * Staff members for the console's tests: made as the command line and invitations make them
 * (server/console/staff-accounts.ts) and enrolled with a code computed for the test's own clock.
 */
import { generate } from 'otplib'
import type { StaffRole } from '../../../domain/console-permissions.ts'
import type { Database } from '../../../server/db/client.ts'
import { completeEnrolment, COMMAND_LINE_LINK_HOURS, createStaffMember, openEnrolment } from '../../../server/console/staff-accounts.ts'
import { createStaffSessions, STAFF_COOKIE } from '../../../server/console/staff-sessions.ts'
import { totpSecretBox } from '../../../server/console/totp-secrets.ts'
import type { SecretBox } from '../../../server/secrets/secret-box.ts'

export const STAFF_PASSWORD = 'copper-harbour-violet-58'
export const CONSOLE_ORIGIN = 'https://kcal.example'

/**
 * The signing key the staff made here have their TOTP secrets sealed with: an app that signs them
 * in with a code is made with SIGNING_SECRET set to it (recovery codes and cookies need no key).
 */
export const TEST_SIGNING_SECRET = 'test-signing-secret-for-staff-totp-0123456789'
export const testTotpSecrets: SecretBox = totpSecretBox({ signingKeys: [TEST_SIGNING_SECRET] })

let made = 0

/** The code an authenticator app shows for `secret` at `at`. */
export const totpAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) })

/** A staff member with an unused enrolment link (as `npm run staff:create` leaves one). */
export async function invitedStaff(db: Database, role: StaffRole, { now = new Date(), locale = 'en' as 'en' | 'ar' } = {}) {
	made += 1
	const email = `staff${made}-${role}-${Math.random().toString(36).slice(2, 8)}@kcal.example`
	const created = await db.transaction((tx) =>
		createStaffMember(tx, { email, name: `Test ${role} ${made}`, role, locale }, 'command-line', { now, linkHours: COMMAND_LINE_LINK_HOURS }),
	)
	if (!created) throw new Error('staff e-mail taken')
	return { id: created.id, email, token: created.token }
}

/** An enrolled staff member: their secret and recovery codes, at the clock `now`. */
export async function enrolledStaff(db: Database, role: StaffRole, options: { now?: Date; locale?: 'en' | 'ar'; totpSecrets?: SecretBox } = {}) {
	const now = options.now ?? new Date()
	const staff = await invitedStaff(db, role, { now, ...(options.locale ? { locale: options.locale } : {}) })
	const deps = { db, totpSecrets: options.totpSecrets ?? testTotpSecrets }
	const open = await openEnrolment(deps, staff.token, now)
	if (!open) throw new Error('enrolment link not usable')
	const result = await completeEnrolment(deps, staff.token, { password: STAFF_PASSWORD, code: await totpAt(open.secret, now) }, now)
	if (result.status !== 'enrolled') throw new Error(`enrolment failed: ${result.status}`)
	return { ...staff, secret: open.secret, recoveryCodes: result.recoveryCodes }
}

/** A staff member as a signed-in console request holds them (`c.get('staff')`), to call the console's services directly. */
export const asSignedInStaff = (staff: { id: number; email: string }, role: StaffRole, name = 'Manager') =>
	({ id: staff.id, email: staff.email, name, role, locale: 'en' as const, sessionId: 'test' })

/** A console cookie for a staff member, without going through sign-in (whose codes are single-use). */
export async function consoleCookie(db: Database, staffId: number) {
	const token = await createStaffSessions(db, () => new Date()).create(staffId, null)
	return `${STAFF_COOKIE}=${token}`
}

/** Headers of a form posted from a console page. */
export const consoleForm = (cookie: string, fields: Record<string, string>): RequestInit => ({
	method: 'POST',
	headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', Origin: CONSOLE_ORIGIN },
	body: new URLSearchParams(fields).toString(),
})
