/**
 * The renewal reminder (server/schedule/renewal-reminders.ts): a few days before a plan's last
 * delivery day, in the customer's language (right to left in Arabic), with a signed link that
 * opens the renewal step without logging in. Plain text plus simple HTML in the shared frame.
 */
import { RENEWAL_MESSAGES } from '../../content/renewal-messages.ts'
import { getLocale, type LocaleCode } from '../../domain/locale.ts'
import { formatFullDate } from '../../domain/text-template.ts'
import type { OutgoingMail } from './mailer.ts'
import { escapeHtml, EXAMPLE_NOTE_STYLE, exampleContactsNote, fill, isolateLtr, layout, type MailCompany, siteName } from './templates.ts'

export type RenewalReminderInput = {
	email: string
	firstName: string
	locale: LocaleCode
	planName: string
	/** The plan's last live delivery day. */
	lastDate: string
	/** The signed link to the renewal step. */
	renewUrl: string
}

const GREEN = '#15803d'
const SMALL = 'font-size:13px;color:#4b5563;'
const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`

type Block = { text: string; html: string }

export function renewalReminder(input: RenewalReminderInput, company: MailCompany): OutgoingMail {
	const copy = RENEWAL_MESSAGES[input.locale].email
	const { htmlLang, dir, language } = getLocale(input.locale)
	const ltr = (value: string) => (dir === 'rtl' ? isolateLtr(value) : value)
	const date = formatFullDate(input.lastDate, language)
	const text = (template: string, values: Record<string, string> = {}, style = ''): Block => ({
		text: fill(template, values),
		html: paragraph(fill(escapeHtml(template), Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]))), style),
	})
	const link = (value: string, href: string) => `<a href="${escapeHtml(href)}" dir="ltr" style="color:${GREEN};font-weight:700;white-space:nowrap;">${escapeHtml(value)}</a>`
	const subject = fill(copy.subject, { date })
	const exampleNote = exampleContactsNote(company, input.locale)
	const blocks: Block[] = [
		text(copy.greeting, { name: input.firstName }),
		text(copy.intro, { plan: input.planName, date }),
		{
			text: `${copy.button}:\n${input.renewUrl}`,
			html: `<p style="margin:24px 0 8px;"><a href="${escapeHtml(input.renewUrl)}" style="display:inline-block;padding:12px 24px;background:${GREEN};color:#ffffff;border-radius:8px;font-weight:700;text-decoration:none;">${escapeHtml(copy.button)}</a></p>`,
		},
		text(copy.linkValidity, { date }, SMALL),
		text(copy.nothingToDo, { date }),
		{
			text: `${copy.help} ${ltr(company.supportPhone)}`,
			html: paragraph(`${escapeHtml(copy.help)} ${link(company.supportPhone, `tel:${company.supportPhone}`)}`),
		},
		...(exampleNote ? [{ text: exampleNote, html: paragraph(escapeHtml(exampleNote), EXAMPLE_NOTE_STYLE) }] : []),
		{ text: `${copy.signOff}\n${copy.team}`, html: paragraph(`${escapeHtml(copy.signOff)}<br>${escapeHtml(copy.team)}`) },
		{
			text: `—\n${fill(copy.notYou, { site: ltr(siteName(company.siteUrl)) })}`,
			html: paragraph(fill(escapeHtml(copy.notYou), { site: link(siteName(company.siteUrl), company.siteUrl) }), `margin-top:32px;${SMALL}`),
		},
	]
	return {
		to: input.email,
		subject,
		text: blocks.map((block) => block.text).join('\n\n'),
		html: layout({ lang: htmlLang, dir, title: subject, body: blocks.map((block) => block.html).join('\n') }),
	}
}
