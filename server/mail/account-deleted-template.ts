/**
 * The confirmation that an account was deleted (copy: content/emails/account-deleted.ts), in the
 * language the customer deleted it in, right to left in Arabic. Plain text plus simple HTML with
 * inline styles, in the frame every e-mail shares (templates.ts). It points to the contact page
 * rather than a phone number, so the API can send it knowing only the site's address.
 */
import { formatCalendarDate } from '../../domain/text-template.ts'
import { ACCOUNT_DELETED_EMAIL } from '../../content/emails/account-deleted.ts'
import { uaeClock } from '../../domain/delivery-schedule.ts'
import { getLocale, type LocaleCode, localizePath } from '../../domain/locale.ts'
import type { OutgoingMail } from './mailer.ts'
import { escapeHtml, fill, layout, plainLink, siteName } from './templates.ts'

/** Where someone who did not ask for the deletion turns to (app/routes/contact.tsx). */
export const CONTACT_PATH = '/contact/'

export type AccountDeletedMail = {
	/** The address being deleted: the e-mail is queued before it is erased. */
	to: string
	firstName: string
	locale: LocaleCode
	deletedAt: Date
	/** PUBLIC_ORIGIN, e.g. https://kcal.ae */
	siteUrl: string
}

const GREEN = '#15803d'
const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`

export function accountDeletedMail(input: AccountDeletedMail): OutgoingMail {
	const copy = ACCOUNT_DELETED_EMAIL[input.locale]
	const locale = getLocale(input.locale)
	// The customer's calendar day: a deletion at 01:00 in Dubai is that day, not yesterday in UTC.
	const date = formatCalendarDate(uaeClock(input.deletedAt).date, locale.language)
	const contactUrl = `${input.siteUrl}${localizePath(CONTACT_PATH, input.locale)}`
	const contactText = `${siteName(input.siteUrl)}${localizePath(CONTACT_PATH, input.locale)}`

	const text = [
		fill(copy.greeting, { name: input.firstName }),
		fill(copy.done, { date }),
		copy.erased,
		copy.kept,
		copy.last,
		fill(copy.notYou, { contact: plainLink(contactUrl, locale.dir) }),
		`${copy.signOff}\n${copy.team}`,
	].join('\n\n')

	const contactLink = `<a href="${escapeHtml(contactUrl)}" dir="ltr" style="color:${GREEN};font-weight:700;">${escapeHtml(contactText)}</a>`
	const html = layout({
		lang: locale.htmlLang,
		dir: locale.dir,
		title: copy.subject,
		body: [
			paragraph(escapeHtml(fill(copy.greeting, { name: input.firstName }))),
			paragraph(escapeHtml(fill(copy.done, { date }))),
			paragraph(escapeHtml(copy.erased)),
			paragraph(escapeHtml(copy.kept)),
			paragraph(escapeHtml(copy.last)),
			paragraph(fill(escapeHtml(copy.notYou), { contact: contactLink }), 'font-weight:700;'),
			paragraph(`${escapeHtml(copy.signOff)}<br>${escapeHtml(copy.team)}`),
		].join('\n'),
	})
	return { to: input.to, subject: copy.subject, text, html }
}
