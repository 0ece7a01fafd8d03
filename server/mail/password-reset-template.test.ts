import { describe, expect, test } from 'vitest'
import { PASSWORD_EMAILS } from '../../content/emails/password-reset.ts'
import { localeContentProblems } from '../../content/pages/locale-shape.ts'
import { LOCALE_CODES } from '../../domain/locale.ts'
import { RESET_CODE_ATTEMPTS, RESET_CODE_DIGITS, RESET_CODE_TTL_MS } from '../accounts/password-reset.ts'
import { passwordChangedMail, passwordResetCodeMail, resetCodeUrl } from './password-reset-template.ts'

const SITE = 'https://kcal.example'
const codeMail = (overrides: Partial<Parameters<typeof passwordResetCodeMail>[0]> = {}) =>
	passwordResetCodeMail({ to: 'layla@example.com', firstName: 'Layla', code: '042917', locale: 'en', siteUrl: SITE, ...overrides })

test('the words of both e-mails have the same shape and placeholders in every language', () => {
	expect(localeContentProblems(PASSWORD_EMAILS)).toEqual([])
})

test('the copy promises what the code really does', () => {
	expect(RESET_CODE_TTL_MS).toBe(10 * 60 * 1000)
	expect(RESET_CODE_DIGITS).toBe(6)
	expect(RESET_CODE_ATTEMPTS).toBe(5)
	expect(PASSWORD_EMAILS.en.code.validity).toContain('10 minutes')
	expect(PASSWORD_EMAILS['ar-ae'].code.validity).toContain('10 دقائق')
	expect(PASSWORD_EMAILS['ru-ae'].code.validity).toContain('10 минут')
})

describe('the reset code e-mail', () => {
	test('goes to the customer, with the code in both parts and never in the subject', () => {
		for (const locale of LOCALE_CODES) {
			const mail = codeMail({ locale })
			expect(mail.to).toBe('layla@example.com')
			expect(mail.subject).toBe(PASSWORD_EMAILS[locale].code.subject)
			expect(mail.subject).not.toContain('042917')
			expect(mail.text).toContain('042917')
			expect(mail.html).toContain('042917')
		}
	})

	test('shows the code big, spaced and left to right, in Arabic too', () => {
		const mail = codeMail({ locale: 'ar-ae' })
		expect(mail.html).toContain('<html lang="ar-AE" dir="rtl">')
		expect(mail.html).toMatch(/<p dir="ltr" style="[^"]*font-size:36px;[^"]*letter-spacing:10px;[^"]*">042917<\/p>/)
		// In the text part the code and the link are isolated left to right inside the Arabic lines.
		expect(mail.text).toContain('رمزك: \u2066042917\u2069')
		expect(mail.text).toContain(`: ${SITE}/ar-ae/reset-password/otp/?email=layla%40example.com\n`)
	})

	test('says to ignore it when the reset was not asked for, and never to share the code', () => {
		const mail = codeMail()
		expect(mail.text).toContain('Didn’t ask to reset your password? You can ignore this e-mail')
		expect(mail.html).toContain('Didn’t ask to reset your password? You can ignore this e-mail')
		expect(mail.text).toContain('Don’t share it with anyone')
		expect(codeMail({ locale: 'ru-ae' }).text).toContain('Не запрашивали сброс пароля? Просто проигнорируйте это письмо')
	})

	test('links to the code page of the e-mail’s language with the address filled in', () => {
		expect(resetCodeUrl(SITE, 'ru-ae', 'a+b@example.com')).toBe(`${SITE}/ru-ae/reset-password/otp/?email=a%2Bb%40example.com`)
		expect(codeMail().html).toContain(`href="${SITE}/reset-password/otp/?email=layla%40example.com"`)
	})

	test('escapes the name in the HTML', () => {
		const mail = codeMail({ firstName: '<b>Layla</b> & co' })
		expect(mail.html).toContain('Hello &lt;b&gt;Layla&lt;/b&gt; &amp; co,')
		expect(mail.html).not.toContain('<b>Layla</b>')
	})

	test('refuses anything but six digits', () => {
		expect(() => codeMail({ code: '12345' })).toThrow(RangeError)
		expect(() => codeMail({ code: '<script>' })).toThrow(RangeError)
	})
})

describe('the password changed e-mail', () => {
	test('says how it changed and what to do if it was not the customer', () => {
		const reset = passwordChangedMail({ to: 'layla@example.com', firstName: 'Layla', locale: 'en', siteUrl: SITE, how: 'reset' })
		const change = passwordChangedMail({ to: 'layla@example.com', firstName: 'Layla', locale: 'en', siteUrl: SITE, how: 'change' })
		expect(reset.subject).toBe('Your kcal password has been changed')
		expect(reset.text).toContain(PASSWORD_EMAILS.en.changed.byReset)
		expect(change.text).toContain(PASSWORD_EMAILS.en.changed.byChange)
		expect(change.html).toContain(`href="${SITE}/reset-password/"`)
		expect(change.text).toContain(`reset your password straight away at ${SITE}/reset-password/`)
	})

	test('is right to left in Arabic', () => {
		const mail = passwordChangedMail({ to: 'layla@example.com', firstName: 'ليلى', locale: 'ar-ae', siteUrl: SITE, how: 'change' })
		expect(mail.html).toContain('dir="rtl"')
		expect(mail.html).toContain(`href="${SITE}/ar-ae/reset-password/"`)
		expect(mail.subject).toBe('تم تغيير كلمة المرور لحسابك في kcal')
	})
})
