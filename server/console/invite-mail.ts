/**
 * The staff invitation e-mail, in the invited person's console language (Arabic right to left):
 * who invited them, as what, and the one-time enrolment link. Plain text plus simple HTML in the
 * frame every e-mail shares (server/mail/templates.ts).
 */
import { CONSOLE_MESSAGES } from '../../content/console-messages.ts'
import type { ConsoleLocale, StaffRole } from '../../domain/console-permissions.ts'
import type { OutgoingMail } from '../mail/mailer.ts'
import { escapeHtml, fill, layout, plainLink } from '../mail/templates.ts'

export type StaffInviteMail = { to: string; name: string; role: StaffRole; locale: ConsoleLocale; inviter: string; link: string; linkHours: number }

export function staffInviteMail(input: StaffInviteMail): OutgoingMail {
	const messages = CONSOLE_MESSAGES[input.locale]
	const copy = messages.inviteMail
	const dir = input.locale === 'ar' ? 'rtl' : 'ltr'
	const values = { name: input.name, inviter: input.inviter, role: messages.roles[input.role], hours: String(input.linkHours) }
	const lines = [fill(copy.greeting, values), fill(copy.intro, values), fill(copy.expiry, values), copy.ignore]
	const text = [lines[0], lines[1], plainLink(input.link, dir), lines[2], lines[3]].join('\n\n')
	const paragraph = (line: string) => `<p style="margin:0 0 16px;">${escapeHtml(line)}</p>`
	const button = `<p style="margin:8px 0 24px;"><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 24px;background:#15803d;color:#ffffff;border-radius:8px;font-weight:700;text-decoration:none;">${escapeHtml(copy.button)}</a></p>`
	const body = [paragraph(lines[0]!), paragraph(lines[1]!), button, paragraph(lines[2]!), paragraph(lines[3]!)].join('')
	return { to: input.to, subject: copy.subject, text, html: layout({ lang: input.locale, dir, title: copy.subject, body }) }
}
