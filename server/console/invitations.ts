/**
 * An owner invites a staff member: the form is read and checked (field errors, never a 500), the
 * staff row, enrolment link, audit row and invitation e-mail are written in one transaction, and
 * the e-mail is sent once it has committed (the outbox, server/mail/outbox.ts).
 */
import { type ConsoleLocale, isConsoleLocale, isStaffRole, type StaffRole } from '../../domain/console-permissions.ts'
import { isAcceptableText } from '../../domain/text-input.ts'
import { readAccountEmail } from '../accounts/input-rules.ts'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { staffEnrolmentLinks, staffMembers } from '../db/schema.ts'
import { NO_ACCOUNT, type Outbox, queueMails } from '../mail/outbox.ts'
import { staffInviteMail } from './invite-mail.ts'
import { createStaffMember, enrolmentUrl, INVITE_LINK_HOURS, issueEnrolmentLink, type NewStaff } from './staff-accounts.ts'
import { writeAudit } from './audit-log.ts'

export type InviteField = 'email' | 'name' | 'role' | 'language'
export type InviteForm = { email: string; name: string; role: string; language: string }
export type InviteErrors = Partial<Record<InviteField | 'exists', true>>

const NAME_MAX = 100

export function readInviteForm(form: InviteForm): { ok: true; staff: NewStaff } | { ok: false; errors: InviteErrors } {
	const errors: InviteErrors = {}
	const email = readAccountEmail(form.email.trim().slice(0, 254))
	const name = form.name.trim()
	if (!email) errors.email = true
	if (!name || name.length > NAME_MAX || !isAcceptableText(name)) errors.name = true
	if (!isStaffRole(form.role)) errors.role = true
	if (!isConsoleLocale(form.language)) errors.language = true
	if (Object.keys(errors).length > 0) return { ok: false, errors }
	return { ok: true, staff: { email: email!, name, role: form.role as StaffRole, locale: form.language as ConsoleLocale } }
}

export type InviteDeps = { db: Database; outbox: Pick<Outbox, 'dispatch'>; publicOrigin: string; now: () => Date }

export async function inviteStaff(
	{ db, outbox, publicOrigin, now }: InviteDeps,
	inviter: { id: number; email: string; name: string },
	form: InviteForm,
): Promise<{ status: 'invited'; email: string } | { status: 'invalid'; errors: InviteErrors }> {
	const read = readInviteForm(form)
	if (!read.ok) return { status: 'invalid', errors: read.errors }
	const at = now()
	const mailIds = await db.transaction(async (tx) => {
		const made = await createStaffMember(tx, read.staff, inviter, { now: at, linkHours: INVITE_LINK_HOURS })
		if (!made) return null
		const link = enrolmentUrl(publicOrigin, made.token)
		return queueMails(tx, [staffInviteMail({ to: read.staff.email, name: read.staff.name, role: read.staff.role, locale: read.staff.locale, inviter: inviter.name, link, linkHours: INVITE_LINK_HOURS })], NO_ACCOUNT)
	})
	if (!mailIds) return { status: 'invalid', errors: { exists: true } }
	outbox.dispatch(mailIds)
	return { status: 'invited', email: read.staff.email }
}

/**
 * A new enrolment link for someone already on the staff list: an invitation that expired, or a
 * lost phone. Earlier unused links die with it; the person's password and authenticator are
 * replaced when they use it (completeEnrolment), and their sessions end then.
 */
export async function sendNewEnrolmentLink(
	{ db, outbox, publicOrigin, now }: InviteDeps,
	actor: { id: number; email: string; name: string },
	targetId: number,
): Promise<{ status: 'sent'; email: string } | { status: 'not-found' } | { status: 'already-removed' }> {
	const at = now()
	const result = await db.transaction(async (tx) => {
		const [target] = await tx.select().from(staffMembers).where(eq(staffMembers.id, targetId)).for('update')
		if (!target) return { status: 'not-found' as const }
		if (target.removedAt) return { status: 'already-removed' as const }
		await tx.update(staffEnrolmentLinks).set({ usedAt: at }).where(and(eq(staffEnrolmentLinks.staffId, target.id), isNull(staffEnrolmentLinks.usedAt)))
		const token = await issueEnrolmentLink(tx, target.id, { now: at, linkHours: INVITE_LINK_HOURS })
		await writeAudit(tx, actor, { action: 'staff.new-link', subject: `staff:${target.id}`, after: { linkHours: INVITE_LINK_HOURS } }, at)
		const locale = isConsoleLocale(target.locale) ? target.locale : 'en'
		const role = isStaffRole(target.role) ? target.role : 'support'
		const link = enrolmentUrl(publicOrigin, token)
		const mailIds = await queueMails(tx, [staffInviteMail({ to: target.email, name: target.name, role, locale, inviter: actor.name, link, linkHours: INVITE_LINK_HOURS })], NO_ACCOUNT)
		return { status: 'sent' as const, email: target.email, mailIds }
	})
	if (result.status !== 'sent') return result
	outbox.dispatch(result.mailIds)
	return { status: 'sent', email: result.email }
}
