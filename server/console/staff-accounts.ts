/**
 * Staff accounts (docs/console.md): made by the command line (the first owner) or an owner's
 * invitation, each with a one-time enrolment link; enrolled by choosing a password and connecting
 * an authenticator app; signed in with e-mail, password and a code; removed, never deleted.
 * Every change writes its audit row in the same transaction.
 *
 * The role checks are the router's (server/console/router.ts, domain/console-permissions.ts):
 * these functions are what an allowed request does.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { ConsoleLocale, StaffRole } from '../../domain/console-permissions.ts'
import { removalRefusal } from '../../domain/console-permissions.ts'
import { type PasswordProblem, passwordProblem } from '../../domain/password-rules.ts'
import { readAccountEmail } from '../accounts/input-rules.ts'
import { hashPassword, verifyNothing, verifyPassword } from '../auth/passwords.ts'
import type { Database, Executor } from '../db/client.ts'
import { staffEnrolmentLinks, staffMembers, staffRecoveryCodes } from '../db/schema.ts'
import { accountAttempt, type RateLimits } from '../http/rate-limits.ts'
import { type AuditActor, writeAudit } from './audit-log.ts'
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.ts'
import { createStaffSessions } from './staff-sessions.ts'
import type { SecretBox } from '../secrets/secret-box.ts'
import { checkTotp, newTotpSecret } from './totp.ts'

/** An owner's invitation lasts three days; the command line's link one day (someone is waiting for it). */
export const INVITE_LINK_HOURS = 72
export const COMMAND_LINE_LINK_HOURS = 24

export const ENROL_PATH = '/console/enrol/'
export const enrolmentUrl = (origin: string, token: string) => `${origin}${ENROL_PATH}${token}/`

const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/
const linkId = (token: string) => createHash('sha256').update(token).digest('base64url')

export type NewStaff = { email: string; name: string; role: StaffRole; locale: ConsoleLocale }

const staffSubject = (id: number) => `staff:${id}`

/**
 * A staff member and their enrolment link, in the caller's transaction (with the audit row and,
 * for an invitation, the e-mail). Null when the e-mail is already a staff member's.
 */
export async function createStaffMember(
	tx: Executor,
	input: NewStaff,
	actor: AuditActor,
	{ now, linkHours }: { now: Date; linkHours: number },
): Promise<{ id: number; token: string } | null> {
	const [row] = await tx
		.insert(staffMembers)
		.values({ email: input.email, name: input.name, role: input.role, locale: input.locale, createdAt: now })
		.onConflictDoNothing({ target: staffMembers.email })
		.returning({ id: staffMembers.id })
	if (!row) return null
	const token = await issueEnrolmentLink(tx, row.id, { now, linkHours })
	await writeAudit(tx, actor, { action: actor === 'command-line' ? 'staff.create' : 'staff.invite', subject: staffSubject(row.id), after: input }, now)
	return { id: row.id, token }
}

/** A fresh one-time enrolment link for the staff member; the token goes in the link and nowhere else. */
export async function issueEnrolmentLink(tx: Executor, staffId: number, { now, linkHours }: { now: Date; linkHours: number }): Promise<string> {
	const token = randomBytes(32).toString('base64url')
	await tx.insert(staffEnrolmentLinks).values({ id: linkId(token), staffId, expiresAt: new Date(now.getTime() + linkHours * 3_600_000), createdAt: now })
	return token
}

/** A link's condition for use: the token's row, unused, in time, for someone not removed. */
const usableLink = (token: string, now: Date) =>
	and(eq(staffEnrolmentLinks.id, linkId(token)), isNull(staffEnrolmentLinks.usedAt), gt(staffEnrolmentLinks.expiresAt, now), isNull(staffMembers.removedAt))

/** What enrolment needs: the database and the box the TOTP secrets are sealed with (totp-secrets.ts). */
export type EnrolmentDeps = { db: Database; totpSecrets: SecretBox }

export type OpenEnrolment = { staffId: number; email: string; name: string; locale: ConsoleLocale; secret: string }

/**
 * What the enrolment page shows: who it is for and the TOTP secret to scan. The secret is made at
 * the first visit and kept on the link, sealed, so a reload shows the same QR code. Null: no such
 * link, used, expired, or the person was removed.
 */
export async function openEnrolment({ db, totpSecrets }: EnrolmentDeps, token: string, now: Date): Promise<OpenEnrolment | null> {
	if (!LINK_TOKEN.test(token)) return null
	const [row] = await db
		.select({ linkId: staffEnrolmentLinks.id, secret: staffEnrolmentLinks.pendingTotpSecret, staffId: staffMembers.id, email: staffMembers.email, name: staffMembers.name, locale: staffMembers.locale })
		.from(staffEnrolmentLinks)
		.innerJoin(staffMembers, eq(staffMembers.id, staffEnrolmentLinks.staffId))
		.where(usableLink(token, now))
		.limit(1)
	if (!row) return null
	let secret = row.secret === null ? null : totpSecrets.open(row.secret)
	if (secret === null) {
		// None yet, or one no configured key opens (the keys changed before the link was used): a
		// fresh one. Two first visits at once: the first to write wins and both show its secret.
		const unchanged = row.secret === null ? isNull(staffEnrolmentLinks.pendingTotpSecret) : eq(staffEnrolmentLinks.pendingTotpSecret, row.secret)
		await db
			.update(staffEnrolmentLinks)
			.set({ pendingTotpSecret: totpSecrets.seal(await newTotpSecret()) })
			.where(and(eq(staffEnrolmentLinks.id, row.linkId), unchanged))
		const [stored] = await db.select({ secret: staffEnrolmentLinks.pendingTotpSecret }).from(staffEnrolmentLinks).where(eq(staffEnrolmentLinks.id, row.linkId))
		secret = stored?.secret ? totpSecrets.open(stored.secret) : null
	}
	if (!secret) return null
	return { staffId: row.staffId, email: row.email, name: row.name, locale: row.locale === 'ar' ? 'ar' : 'en', secret }
}

export type EnrolResult =
	| { status: 'enrolled'; recoveryCodes: string[]; locale: ConsoleLocale }
	| { status: 'invalid-link' }
	| { status: 'password'; problem: PasswordProblem }
	| { status: 'wrong-code' }

/**
 * Sets the password and the authenticator and hands out ten recovery codes. The link is spent in
 * the same transaction, by an UPDATE only one request can win: a link opened twice, or posted
 * twice at once, enrols once.
 */
export async function completeEnrolment(deps: EnrolmentDeps, token: string, input: { password: string; code: string }, now: Date): Promise<EnrolResult> {
	const { db, totpSecrets } = deps
	const open = await openEnrolment(deps, token, now)
	if (!open) return { status: 'invalid-link' }
	const problem = passwordProblem(input.password, { email: open.email, firstName: open.name })
	if (problem) return { status: 'password', problem }
	const step = await checkTotp(open.secret, input.code, now, null)
	if (step === null) return { status: 'wrong-code' }
	const passwordHash = await hashPassword(input.password)
	const recoveryCodes = newRecoveryCodes()

	return db.transaction(async (tx) => {
		const [spent] = await tx
			.update(staffEnrolmentLinks)
			// The link's copy of the secret is not needed any more: only the staff row keeps it.
			.set({ usedAt: now, pendingTotpSecret: null })
			.where(and(eq(staffEnrolmentLinks.id, linkId(token)), isNull(staffEnrolmentLinks.usedAt), gt(staffEnrolmentLinks.expiresAt, now)))
			.returning({ staffId: staffEnrolmentLinks.staffId })
		if (!spent) return { status: 'invalid-link' as const }
		// Removed a moment ago? Then the password is set on an account that can no longer sign in: harmless.
		const [staff] = await tx
			.update(staffMembers)
			.set({ passwordHash, totpSecret: totpSecrets.seal(open.secret), totpLastStep: step, enrolledAt: now })
			.where(eq(staffMembers.id, spent.staffId))
			.returning({ id: staffMembers.id, email: staffMembers.email })
		if (!staff) throw new Error(`Enrolment link ${spent.staffId} names no staff member`)
		// A second enrolment (a new link after a lost phone) replaces the old codes and ends old sessions.
		await tx.update(staffRecoveryCodes).set({ usedAt: now }).where(and(eq(staffRecoveryCodes.staffId, staff.id), isNull(staffRecoveryCodes.usedAt)))
		await tx.insert(staffRecoveryCodes).values(recoveryCodes.map((code) => ({ staffId: staff.id, codeHash: hashRecoveryCode(normalizeRecoveryCode(code)!), createdAt: now })))
		await createStaffSessions(tx, () => now).revokeAll(staff.id)
		await writeAudit(tx, staff, { action: 'staff.enrol', subject: staffSubject(staff.id), after: { enrolled: true } }, now)
		// The link is spent now, so the page that shows the codes cannot read the language from it.
		return { status: 'enrolled' as const, recoveryCodes, locale: open.locale }
	})
}

export type SignInRequest = { email: string; password: string; code: string; clientIp: string; userAgent: string | null }

export type SignInResult = { status: 'signed-in'; token: string; staffId: number } | { status: 'refused' } | { status: 'rate-limited'; retryAfterSeconds: number }

export type SignInDeps = EnrolmentDeps & {
	rateLimits: Pick<RateLimits, 'staffLoginPerIp' | 'staffLoginPerAccountFromIp' | 'staffLoginPerAccount'>
	now: () => Date
}

/**
 * E-mail, password and a second factor in one step, so there is no half-signed-in state to
 * attack. One refusal for every failure (unknown e-mail, wrong password, wrong or used code).
 * Limits as the customers' log-in (server/accounts/login.ts), in the same two tiers (per e-mail
 * from this address, and per e-mail from everywhere): spent before any check, given back on
 * success, so a stranger's failures never lock a staff member out at their own address.
 */
export async function signIn({ db, totpSecrets, rateLimits, now }: SignInDeps, request: SignInRequest): Promise<SignInResult> {
	const email = readAccountEmail(request.email.slice(0, 254))
	if (!email || request.password.length === 0 || request.password.length > 1024) return { status: 'refused' }
	const attempt = accountAttempt(
		{ perIp: rateLimits.staffLoginPerIp, perAccountFromIp: rateLimits.staffLoginPerAccountFromIp, perAccount: rateLimits.staffLoginPerAccount },
		email,
		request.clientIp,
	)
	const verdict = await attempt.consume()
	if (!verdict.ok) return { status: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds }

	const [staff] = await db
		.select()
		.from(staffMembers)
		.where(and(eq(staffMembers.email, email), isNull(staffMembers.removedAt)))
		.limit(1)
	const enrolled = staff?.passwordHash && staff.totpSecret ? staff : null
	const passwordMatches = enrolled ? await verifyPassword(request.password, enrolled.passwordHash!) : await verifyNothing(request.password)
	if (!enrolled || !passwordMatches) return { status: 'refused' }

	const factor = await spendSecondFactor({ db, totpSecrets }, enrolled, request.code, now())
	if (!factor) return { status: 'refused' }

	await attempt.succeeded()
	const at = now()
	const token = await db.transaction(async (tx) => {
		const sessionToken = await createStaffSessions(tx, now).create(enrolled.id, request.userAgent)
		await writeAudit(tx, enrolled, { action: factor === 'recovery-code' ? 'staff.sign-in-recovery-code' : 'staff.sign-in', subject: staffSubject(enrolled.id) }, at)
		return sessionToken
	})
	return { status: 'signed-in', token, staffId: enrolled.id }
}

/**
 * Accepts an authenticator code (its time step moves forward in one UPDATE, so the same code
 * posted twice at once signs in once) or an unused recovery code (marked used the same way). A
 * secret no configured key opens accepts no code; a recovery code still works.
 */
async function spendSecondFactor(
	{ db, totpSecrets }: EnrolmentDeps,
	staff: { id: number; totpSecret: string | null; totpLastStep: number | null },
	code: string,
	now: Date,
): Promise<'totp' | 'recovery-code' | null> {
	const recovery = normalizeRecoveryCode(code)
	if (recovery) {
		const [used] = await db
			.update(staffRecoveryCodes)
			.set({ usedAt: now })
			.where(and(eq(staffRecoveryCodes.staffId, staff.id), eq(staffRecoveryCodes.codeHash, hashRecoveryCode(recovery)), isNull(staffRecoveryCodes.usedAt)))
			.returning({ id: staffRecoveryCodes.id })
		return used ? 'recovery-code' : null
	}
	const secret = staff.totpSecret === null ? null : totpSecrets.open(staff.totpSecret)
	if (secret === null) return null
	const step = await checkTotp(secret, code, now, staff.totpLastStep)
	if (step === null) return null
	const [moved] = await db
		.update(staffMembers)
		.set({ totpLastStep: step })
		.where(and(eq(staffMembers.id, staff.id), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))))
		.returning({ id: staffMembers.id })
	return moved ? 'totp' : null
}

export type StaffListRow = { id: number; email: string; name: string; role: string; locale: string; enrolledAt: Date | null; removedAt: Date | null }

export async function listStaff(db: Database): Promise<StaffListRow[]> {
	return db
		.select({ id: staffMembers.id, email: staffMembers.email, name: staffMembers.name, role: staffMembers.role, locale: staffMembers.locale, enrolledAt: staffMembers.enrolledAt, removedAt: staffMembers.removedAt })
		.from(staffMembers)
		.orderBy(staffMembers.removedAt, staffMembers.name)
}

export type RemoveResult = { status: 'removed'; name: string } | { status: 'not-found' } | { status: 'self' } | { status: 'already-removed' }

/** Removes a staff member: their sessions end and their unused links die with them. */
export async function removeStaff(db: Database, actor: { id: number; email: string }, targetId: number, now: Date): Promise<RemoveResult> {
	return db.transaction(async (tx) => {
		const [target] = await tx.select().from(staffMembers).where(eq(staffMembers.id, targetId)).for('update')
		if (!target) return { status: 'not-found' as const }
		const refusal = removalRefusal(actor, target)
		if (refusal) return { status: refusal }
		await tx.update(staffMembers).set({ removedAt: now }).where(eq(staffMembers.id, target.id))
		await createStaffSessions(tx, () => now).revokeAll(target.id)
		await writeAudit(
			tx,
			actor,
			{ action: 'staff.remove', subject: staffSubject(target.id), before: { email: target.email, name: target.name, role: target.role, removed: false }, after: { removed: true } },
			now,
		)
		return { status: 'removed' as const, name: target.name }
	})
}

export async function setOwnLocale(db: Database, actor: { id: number; email: string; locale: ConsoleLocale }, locale: ConsoleLocale, now: Date) {
	if (actor.locale === locale) return
	await db.transaction(async (tx) => {
		await tx.update(staffMembers).set({ locale }).where(eq(staffMembers.id, actor.id))
		await writeAudit(tx, actor, { action: 'staff.settings', subject: staffSubject(actor.id), before: { locale: actor.locale }, after: { locale } }, now)
	})
}
