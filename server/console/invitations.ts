/**
 * An owner invites a staff member: the form is read and checked (field errors, never a 500), the
 * staff row, enrolment link, audit row and invitation e-mail are written in one transaction, and
 * the e-mail is sent once it has committed (the outbox, server/mail/outbox.ts).
 */
import { type ConsoleLocale, isConsoleLocale, isStaffRole, type StaffRole } from '../../domain/console-permissions.ts'
import { isAcceptableText } from '../../domain/text-input.ts'
import { readAccountEmail } from '../accounts/input-rules.ts'
import type { Database } from '../db/client.ts'
import { type Outbox, queueMails } from '../mail/outbox.ts'
import { staffInviteMail } from './invite-mail.ts'
import { createStaffMember, enrolmentUrl, INVITE_LINK_HOURS, type NewStaff } from './staff-accounts.ts'

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
		return queueMails(tx, [staffInviteMail({ to: read.staff.email, name: read.staff.name, role: read.staff.role, locale: read.staff.locale, inviter: inviter.name, link, linkHours: INVITE_LINK_HOURS })])
	})
	if (!mailIds) return { status: 'invalid', errors: { exists: true } }
	outbox.dispatch(mailIds)
	return { status: 'invited', email: read.staff.email }
}
