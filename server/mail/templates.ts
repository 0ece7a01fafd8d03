/**
 * The e-mails of the contact form and the lead forms, each as plain text plus a simple HTML
 * version (inline styles only: mail clients drop style sheets). The acknowledgement goes to
 * the sender in the page's language, right to left in Arabic; notifications go to the team in
 * English, with Reply-To set to the customer so answering is one click.
 */
import { i18nFor } from '../../app/i18n/catalogues.server.ts'
import { CONTACT_ACKNOWLEDGEMENT } from '../../content/emails/contact-acknowledgement.ts'
import { EXAMPLE_CONTACTS_NOTE } from '../../content/emails/example-contacts.ts'
import type { ContactTopic, LeadGoal } from '../../domain/contact-limits.ts'
import { getLocale, type LocaleCode } from '../../domain/locale.ts'
import { formatPhone, whatsappUrl } from '../../domain/phone-display.ts'
import type { OutgoingMail } from './mailer.ts'
import { fillText as fill } from '../../domain/text-template.ts'

export type ContactMessageMail = {
	name: string
	email: string
	phone: string | null
	topic: ContactTopic
	message: string
	locale: LocaleCode
}

export type LeadMail = {
	name: string
	email: string
	phone: string
	goal: LeadGoal
	sourcePath: string | null
	utm: Partial<Record<'source' | 'medium' | 'campaign' | 'term' | 'content', string | null>>
	locale: LocaleCode
}

/**
 * What the acknowledgement names besides the sender: our numbers and our site. `isExample`: the
 * numbers are still the shipped examples (CompanySettings.isExample), which the e-mail then says.
 */
export type MailCompany = { supportPhone: string; supportWhatsapp: string; siteUrl: string; isExample: boolean }

/** The sentence under our numbers while they are the shipped examples, or null once they are real. */
export const exampleContactsNote = (company: Pick<MailCompany, 'isExample'>, code: LocaleCode) =>
	company.isExample ? EXAMPLE_CONTACTS_NOTE[code] : null

/** Small print in amber, as the pages' note (app/components/example-details-note.tsx). */
export const EXAMPLE_NOTE_STYLE = 'font-size:13px;color:#92400e;'

export const escapeHtml = (text: string) =>
	text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

// `{{name}}` placeholders: the site's one rule, under the name the templates use.
export { fill }

// Unicode isolates keep "+971 4 555 0100" and addresses left to right inside Arabic plain text,
// where they would otherwise read "0100 555 4 971+".
export const isolateLtr = (text: string) => `\u2066${text}\u2069`

/**
 * A link in plain text (the site's name too: mail apps link "kcal.ae" as well). A mail app makes a
 * link of everything up to the next space, so no direction mark may touch a link's end — it would
 * become part of the link. A link ending in a letter or digit needs no mark; one ending in "/"
 * would show its slash on the wrong side of right-to-left text, so it is isolated left to right
 * with a space between each mark and the link.
 */
export const plainLink = (url: string, dir: 'ltr' | 'rtl') => (dir === 'rtl' && !/[\p{L}\p{N}]$/u.test(url) ? `\u2066 ${url} \u2069` : url)

/** The site's address as people write it: kcal.ae rather than https://kcal.ae. */
export const siteName = (siteUrl: string) => siteUrl.replace(/^https?:\/\//, '')

/** The frame every e-mail shares: the logo on a white card, in the mail's language and direction. */
export function layout({ lang, dir, title, body }: { lang: string; dir: 'ltr' | 'rtl'; title: string; body: string }) {
	const align = dir === 'rtl' ? 'right' : 'left'
	return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff;color:#111827;font-family:Arial,Tahoma,sans-serif;font-size:16px;line-height:1.6;text-align:${align};">
<p style="margin:0 0 24px;font-size:24px;font-weight:700;color:#15803d;">kcal</p>
${body}
</div>
</body>
</html>
`
}

const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`

/** The acknowledgement to the person who wrote to us, in their page's language. */
export function contactAcknowledgement(input: ContactMessageMail, company: MailCompany): OutgoingMail {
	const copy = CONTACT_ACKNOWLEDGEMENT[input.locale]
	const locale = getLocale(input.locale)
	const topic = i18nFor(input.locale).t(`forms.topics.${input.topic}`)
	const phone = formatPhone(company.supportPhone)
	const whatsapp = formatPhone(company.supportWhatsapp)
	const site = siteName(company.siteUrl)
	const rtl = locale.dir === 'rtl'
	const plain = (text: string) => (rtl ? isolateLtr(text) : text)
	const exampleNote = exampleContactsNote(company, input.locale)

	const text = [
		fill(copy.greeting, { name: input.name }),
		fill(copy.received, { topic }),
		fill(copy.urgent, { phone: plain(phone), whatsapp: plain(whatsapp) }),
		...(exampleNote ? [exampleNote] : []),
		`${copy.signOff}\n${copy.team}`,
		'—',
		fill(copy.notYou, { site: plainLink(site, locale.dir) }),
	].join('\n\n')

	const ltr = (value: string, href: string) =>
		`<a href="${escapeHtml(href)}" dir="ltr" style="color:#15803d;font-weight:700;white-space:nowrap;">${escapeHtml(value)}</a>`
	const html = layout({
		lang: locale.htmlLang,
		dir: locale.dir,
		title: copy.subject,
		body: [
			paragraph(escapeHtml(fill(copy.greeting, { name: input.name }))),
			paragraph(escapeHtml(fill(copy.received, { topic }))),
			paragraph(
				fill(escapeHtml(copy.urgent), {
					phone: ltr(phone, `tel:${company.supportPhone}`),
					whatsapp: ltr(whatsapp, whatsappUrl(company.supportWhatsapp)),
				}),
			),
			...(exampleNote ? [paragraph(escapeHtml(exampleNote), EXAMPLE_NOTE_STYLE)] : []),
			paragraph(`${escapeHtml(copy.signOff)}<br>${escapeHtml(copy.team)}`),
			paragraph(fill(escapeHtml(copy.notYou), { site: ltr(site, company.siteUrl) }), 'margin-top:32px;font-size:13px;color:#4b5563;'),
		].join('\n'),
	})
	return { to: input.email, subject: copy.subject, text, html }
}

/** Label and value rows of a team e-mail, both as text and as a table. */
function teamMail(subject: string, rows: ReadonlyArray<readonly [string, string | null | undefined]>, longText?: { label: string; text: string }) {
	const shown = rows.filter((row): row is readonly [string, string] => Boolean(row[1]))
	const text = [
		...shown.map(([label, value]) => `${label}: ${value}`),
		...(longText ? ['', `${longText.label}:`, longText.text] : []),
	].join('\n')
	const cells = shown
		.map(
			([label, value]) =>
				`<tr><th style="padding:4px 16px 4px 0;text-align:left;vertical-align:top;color:#4b5563;font-weight:400;">${escapeHtml(label)}</th><td style="padding:4px 0;">${escapeHtml(value)}</td></tr>`,
		)
		.join('')
	const html = layout({
		lang: 'en',
		dir: 'ltr',
		title: subject,
		body: [
			`<table style="border-collapse:collapse;margin:0 0 16px;">${cells}</table>`,
			// dir="auto": an Arabic message reads right to left inside the English e-mail.
			longText
				? `<p style="margin:0 0 8px;color:#4b5563;">${escapeHtml(longText.label)}</p><div dir="auto" style="white-space:pre-wrap;padding:12px 16px;background:#f9fafb;border-left:4px solid #15803d;">${escapeHtml(longText.text)}</div>`
				: '',
		].join('\n'),
	})
	return { subject, text, html }
}

const english = i18nFor('en').t
const languageName = (locale: LocaleCode) => ({ en: 'English', 'ar-ae': 'Arabic', 'ru-ae': 'Russian' })[locale]

/** The contact message for customer care, to TEAM_EMAIL; replying answers the customer. */
export function contactTeamNotification(input: ContactMessageMail, teamEmail: string): OutgoingMail {
	const topic = english(`forms.topics.${input.topic}`)
	const mail = teamMail(
		`Contact form: ${topic}, from ${input.name}`,
		[
			['Name', input.name],
			['E-mail', input.email],
			['Phone', input.phone],
			['Topic', topic],
			['Language', languageName(input.locale)],
		],
		{ label: 'Message', text: input.message },
	)
	return { to: teamEmail, replyTo: input.email, ...mail }
}

/** A lead for the nutritionists, to TEAM_EMAIL: who to call, about what, and where they came from. */
export function leadTeamNotification(input: LeadMail, teamEmail: string): OutgoingMail {
	const goal = english(`forms.goals.${input.goal}`)
	const mail = teamMail(`New lead: ${input.name}, ${goal}`, [
		['Name', input.name],
		['Phone', input.phone],
		['E-mail', input.email],
		['Goal', goal],
		['Language', languageName(input.locale)],
		['Page', input.sourcePath],
		['UTM source', input.utm.source],
		['UTM medium', input.utm.medium],
		['UTM campaign', input.utm.campaign],
		['UTM term', input.utm.term],
		['UTM content', input.utm.content],
	])
	return { to: teamEmail, replyTo: input.email, ...mail }
}
