import { describe, expect, test } from 'vitest'
import { REGISTRATION_ATTEMPT_EMAIL, WELCOME_EMAIL } from '../../content/emails/welcome.ts'
import { localeContentProblems } from '../../content/pages/locale-shape.ts'
import { LOCALE_CODES } from '../../domain/locale.ts'
import { registrationAttemptMail, welcomeMail } from './welcome-template.ts'

const site = { siteUrl: 'https://kcal.example' }
const sara = { email: 'sara@example.com', firstName: 'Sara', locale: 'en' as const }

test('both e-mails have the same texts and placeholders in every language', () => {
	expect(localeContentProblems(WELCOME_EMAIL)).toEqual([])
	expect(localeContentProblems(REGISTRATION_ATTEMPT_EMAIL)).toEqual([])
})

describe('welcome', () => {
	test('greets the new customer and links the next steps on the site, in text and HTML', () => {
		const mail = welcomeMail(sara, site)
		expect(mail.to).toBe('sara@example.com')
		expect(mail.subject).toBe('Welcome to kcal')
		expect(mail.text).toContain('Hello Sara,')
		expect(mail.text).toContain('Choose a meal plan: https://kcal.example/meal-plans/')
		expect(mail.text).toContain('Get the app: https://kcal.example/app/')
		expect(mail.text).toContain('https://kcal.example/account/')
		expect(mail.text).toContain('at kcal.example.')
		expect(mail.html).toContain('<html lang="en" dir="ltr">')
		expect(mail.html).toContain('href="https://kcal.example/meal-plans/"')
		expect(mail.html).toContain('href="https://kcal.example/app/"')
	})

	test('is written in the customer’s language, right to left in Arabic, with the links of that language', () => {
		const arabic = welcomeMail({ ...sara, firstName: 'مريم', locale: 'ar-ae' }, site)
		expect(arabic.subject).toBe(WELCOME_EMAIL['ar-ae'].subject)
		expect(arabic.text).toContain('مرحبًا مريم،')
		// Addresses stay left to right inside the Arabic text.
		expect(arabic.text).toContain('\u2066 https://kcal.example/ar-ae/meal-plans/ \u2069')
		expect(arabic.html).toContain('<html lang="ar-AE" dir="rtl">')
		expect(arabic.html).toContain('text-align:right')
		expect(arabic.html).toContain('href="https://kcal.example/ar-ae/app/"')

		const russian = welcomeMail({ ...sara, locale: 'ru-ae' }, site)
		expect(russian.subject).toBe('Добро пожаловать в kcal')
		expect(russian.html).toContain('href="https://kcal.example/ru-ae/account/"')
	})

	test('escapes what was typed at registration and keeps it out of the subject', () => {
		const mail = welcomeMail({ ...sara, firstName: '<a href="https://evil.example">Win</a>' }, site)
		expect(mail.html).not.toContain('<a href="https://evil.example">')
		expect(mail.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;')
		for (const locale of LOCALE_CODES) expect(welcomeMail({ ...sara, locale }, site).subject).not.toContain('Sara')
	})
})

describe('registration attempt', () => {
	test('tells the account holder someone tried, and offers logging in or a password reset', () => {
		const mail = registrationAttemptMail(sara, site)
		expect(mail.to).toBe('sara@example.com')
		expect(mail.subject).toBe('Someone tried to create a kcal account with your e-mail')
		expect(mail.text).toContain('Hello Sara,')
		expect(mail.text).toContain('Log in: https://kcal.example/log-in/')
		expect(mail.text).toContain('Reset my password: https://kcal.example/reset-password/')
		expect(mail.text).toContain('nobody can log in without your password')
		expect(mail.html).toContain('href="https://kcal.example/reset-password/"')
	})

	test('is written in the account holder’s language', () => {
		const arabic = registrationAttemptMail({ ...sara, locale: 'ar-ae' }, site)
		expect(arabic.html).toContain('dir="rtl"')
		expect(arabic.text).toContain('\u2066 https://kcal.example/ar-ae/reset-password/ \u2069')
		expect(registrationAttemptMail({ ...sara, locale: 'ru-ae' }, site).subject).toBe(REGISTRATION_ATTEMPT_EMAIL['ru-ae'].subject)
	})
})
