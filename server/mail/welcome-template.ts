/**
 * The e-mails of a registration, in the customer's language, right to left in Arabic, plain
 * text plus simple HTML laid out like the other e-mails (templates.ts): the welcome to a new
 * account, and the notice to an address that already had one (content/emails/welcome.ts says
 * why). The names in them were typed by whoever registered: escaped in the HTML, never in a subject.
 */
import { CHECKOUT_ACCOUNT_EMAIL, REGISTRATION_ATTEMPT_EMAIL, WELCOME_EMAIL } from '../../content/emails/welcome.ts'
import { getLocale, type LocaleCode, localizePath } from '../../domain/locale.ts'
import type { OutgoingMail } from './mailer.ts'
import { escapeHtml, fill, layout, plainLink, siteName } from './templates.ts'

export type RegistrationMailInput = { email: string; firstName: string; locale: LocaleCode }

/** The site's address, for the links and the small print. */
export type RegistrationMailSite = { siteUrl: string }

const GREEN = '#15803d'
const SMALL = 'font-size:13px;color:#4b5563;'

type Block = { text: string; html: string }

/** The pieces both e-mails are made of, in one language. */
function blocksFor(locale: LocaleCode, siteUrl: string) {
	const { dir } = getLocale(locale)
	const url = (path: string) => `${siteUrl}${localizePath(path, locale)}`
	const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`
	return {
		text: (text: string, style = ''): Block => ({ text, html: paragraph(escapeHtml(text), style) }),
		heading: (text: string): Block => ({ text, html: `<h2 style="margin:24px 0 12px;font-size:18px;">${escapeHtml(text)}</h2>` }),
		button: (label: string, path: string): Block => ({
			text: `${label}: ${plainLink(url(path), dir)}`,
			html: `<p style="margin:8px 0 24px;"><a href="${escapeHtml(url(path))}" style="display:inline-block;padding:12px 24px;background:${GREEN};color:#ffffff;border-radius:8px;font-weight:700;text-decoration:none;">${escapeHtml(label)}</a></p>`,
		}),
		link: (label: string, path: string): Block => ({
			text: `${label}: ${plainLink(url(path), dir)}`,
			html: paragraph(`<a href="${escapeHtml(url(path))}" style="color:${GREEN};font-weight:700;">${escapeHtml(label)}</a>`),
		}),
		signOff: (copy: { signOff: string; team: string }): Block => ({
			text: `${copy.signOff}\n${copy.team}`,
			html: paragraph(`${escapeHtml(copy.signOff)}<br>${escapeHtml(copy.team)}`),
		}),
		/** Why the e-mail came, in small print after a rule, with the site's address as a link. */
		siteNote: (template: string): Block => ({
			text: `—\n${fill(template, { site: plainLink(siteName(siteUrl), dir) })}`,
			html: paragraph(
				fill(escapeHtml(template), { site: `<a href="${escapeHtml(siteUrl)}" dir="ltr" style="color:${GREEN};">${escapeHtml(siteName(siteUrl))}</a>` }),
				`margin-top:32px;${SMALL}`,
			),
		}),
	}
}

function assemble(to: string, locale: LocaleCode, subject: string, blocks: readonly Block[]): OutgoingMail {
	const { htmlLang, dir } = getLocale(locale)
	return {
		to,
		subject,
		text: blocks.map((block) => block.text).join('\n\n'),
		html: layout({ lang: htmlLang, dir, title: subject, body: blocks.map((block) => block.html).join('\n') }),
	}
}

/** The welcome to a new account: what to do next. */
export function welcomeMail({ email, firstName, locale }: RegistrationMailInput, { siteUrl }: RegistrationMailSite): OutgoingMail {
	const copy = WELCOME_EMAIL[locale]
	const block = blocksFor(locale, siteUrl)
	return assemble(email, locale, copy.subject, [
		block.text(fill(copy.greeting, { name: firstName })),
		block.text(copy.intro),
		block.heading(copy.nextHeading),
		block.text(copy.plans),
		block.button(copy.plansButton, '/meal-plans/'),
		block.text(copy.app),
		block.link(copy.appLink, '/app/'),
		block.text(copy.account),
		block.link(copy.accountLink, '/account/'),
		block.signOff(copy),
		block.siteNote(copy.notYou),
	])
}

/** To the holder of an account whose address someone tried to register again: log in, or reset the password. */
export function registrationAttemptMail({ email, firstName, locale }: RegistrationMailInput, { siteUrl }: RegistrationMailSite): OutgoingMail {
	const copy = REGISTRATION_ATTEMPT_EMAIL[locale]
	const block = blocksFor(locale, siteUrl)
	return assemble(email, locale, copy.subject, [
		block.text(fill(copy.greeting, { name: firstName })),
		block.text(copy.intro),
		block.text(copy.ifYou),
		block.button(copy.logInButton, '/log-in/'),
		block.link(copy.resetLink, '/reset-password/'),
		block.text(copy.notYou),
		block.signOff(copy),
		block.siteNote(copy.why),
	])
}

/** To an account made at checkout without a password, once its order is paid: set one on /set-password/ with a code sent to this address. */
export function checkoutAccountMail({ email, firstName, locale }: RegistrationMailInput, { siteUrl }: RegistrationMailSite): OutgoingMail {
	const copy = CHECKOUT_ACCOUNT_EMAIL[locale]
	const block = blocksFor(locale, siteUrl)
	return assemble(email, locale, copy.subject, [
		block.text(fill(copy.greeting, { name: firstName })),
		block.text(copy.intro),
		block.text(copy.setPassword),
		block.button(copy.setPasswordButton, `/set-password/?email=${encodeURIComponent(email)}`),
		block.text(copy.orders),
		block.signOff(copy),
		block.siteNote(copy.notYou),
	])
}
