/**
 * The password e-mails, in the customer's page language, right to left in Arabic (the copy is
 * content/emails/password-reset.ts): the one-time code of a reset, big and left to right so its
 * six digits never read backwards, and the notice that the password was changed. Plain text plus
 * simple HTML with inline styles, in the frame every e-mail shares (templates.ts).
 */
import { PASSWORD_EMAILS } from '../../content/emails/password-reset.ts'
import { getLocale, type LocaleCode, localizePath } from '../../domain/locale.ts'
import type { OutgoingMail } from './mailer.ts'
import { escapeHtml, fill, isolateLtr, layout, plainLink, siteName } from './templates.ts'

/** The page where a code is entered (app/routes/reset-password-otp.tsx). */
export const RESET_CODE_PATH = '/reset-password/otp/'
/** The page where a reset starts (app/routes/reset-password.tsx). */
export const RESET_REQUEST_PATH = '/reset-password/'

export type PasswordResetCodeMail = {
	to: string
	firstName: string
	/** Six digits. */
	code: string
	locale: LocaleCode
	/** PUBLIC_ORIGIN, e.g. https://kcal.ae */
	siteUrl: string
}

export type PasswordChangedMail = {
	to: string
	firstName: string
	locale: LocaleCode
	siteUrl: string
	/** A reset by code, or a change from the account page. */
	how: 'reset' | 'change'
}

const GREEN = '#15803d'
const SMALL = 'font-size:13px;color:#4b5563;'
const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`
const button = (label: string, href: string) =>
	`<p style="margin:8px 0 24px;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;background:${GREEN};color:#ffffff;border-radius:8px;font-weight:700;text-decoration:none;">${escapeHtml(label)}</a></p>`
const siteLink = (siteUrl: string, path: string) =>
	`<a href="${escapeHtml(siteUrl + path)}" dir="ltr" style="color:${GREEN};font-weight:700;">${escapeHtml(siteName(siteUrl))}</a>`

/** The page that takes the code, with the e-mail filled in. */
export function resetCodeUrl(siteUrl: string, locale: LocaleCode, email: string) {
	return `${siteUrl}${localizePath(RESET_CODE_PATH, locale)}?${new URLSearchParams({ email })}`
}

export function passwordResetCodeMail(input: PasswordResetCodeMail): OutgoingMail {
	if (!/^\d{6}$/.test(input.code)) throw new RangeError('A reset code is six digits')
	const copy = PASSWORD_EMAILS[input.locale].code
	const locale = getLocale(input.locale)
	const rtl = locale.dir === 'rtl'
	const plain = (text: string) => (rtl ? isolateLtr(text) : text)
	const site = siteName(input.siteUrl)
	const url = resetCodeUrl(input.siteUrl, input.locale, input.to)

	const text = [
		fill(copy.greeting, { name: input.firstName }),
		copy.intro,
		`${copy.codeLabel}: ${plain(input.code)}`,
		copy.validity,
		`${copy.button}: ${plainLink(url, locale.dir)}`,
		copy.neverShare,
		copy.notYou,
		`${copy.signOff}\n${copy.team}`,
		'—',
		fill(copy.why, { site: plainLink(site, locale.dir) }),
	].join('\n\n')

	// The code in its own box: large, spaced, left to right, selectable in one go.
	const codeBox = `<p style="margin:0 0 4px;${SMALL}">${escapeHtml(copy.codeLabel)}</p><p dir="ltr" style="margin:0 0 24px;padding:16px 24px;background:#f0fdf4;border:1px solid #bbf7d0;border-radius:12px;text-align:center;font-family:'Courier New',Courier,monospace;font-size:36px;font-weight:700;letter-spacing:10px;color:#14532d;">${input.code}</p>`
	const html = layout({
		lang: locale.htmlLang,
		dir: locale.dir,
		title: copy.subject,
		body: [
			paragraph(escapeHtml(fill(copy.greeting, { name: input.firstName }))),
			paragraph(escapeHtml(copy.intro)),
			codeBox,
			paragraph(escapeHtml(copy.validity)),
			button(copy.button, url),
			paragraph(escapeHtml(copy.neverShare)),
			paragraph(escapeHtml(copy.notYou), 'font-weight:700;'),
			paragraph(`${escapeHtml(copy.signOff)}<br>${escapeHtml(copy.team)}`),
			paragraph(fill(escapeHtml(copy.why), { site: siteLink(input.siteUrl, localizePath('/', input.locale)) }), `margin-top:32px;${SMALL}`),
		].join('\n'),
	})
	return { to: input.to, subject: copy.subject, text, html }
}

export function passwordChangedMail(input: PasswordChangedMail): OutgoingMail {
	const copy = PASSWORD_EMAILS[input.locale].changed
	const locale = getLocale(input.locale)
	const what = input.how === 'reset' ? copy.byReset : copy.byChange
	const resetPath = localizePath(RESET_REQUEST_PATH, input.locale)

	const text = [
		fill(copy.greeting, { name: input.firstName }),
		what,
		fill(copy.notYou, { site: plainLink(input.siteUrl + resetPath, locale.dir) }),
		`${copy.signOff}\n${copy.team}`,
	].join('\n\n')
	const html = layout({
		lang: locale.htmlLang,
		dir: locale.dir,
		title: copy.subject,
		body: [
			paragraph(escapeHtml(fill(copy.greeting, { name: input.firstName }))),
			paragraph(escapeHtml(what)),
			paragraph(fill(escapeHtml(copy.notYou), { site: siteLink(input.siteUrl, resetPath) }), 'font-weight:700;'),
			paragraph(`${escapeHtml(copy.signOff)}<br>${escapeHtml(copy.team)}`),
		].join('\n'),
	})
	return { to: input.to, subject: copy.subject, text, html }
}
