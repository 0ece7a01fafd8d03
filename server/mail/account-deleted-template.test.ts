import { describe, expect, test } from 'vitest'
import { DELETION_MESSAGES } from '../../content/account-messages/deletion.ts'
import { ACCOUNT_DELETED_EMAIL } from '../../content/emails/account-deleted.ts'
import { localeContentProblems } from '../../content/pages/locale-shape.ts'
import { LOCALE_CODES, type LocaleCode } from '../../domain/locale.ts'
import { accountDeletedMail } from './account-deleted-template.ts'

const ORIGIN = 'https://kcal.example'
// 22:30 UTC on 31 January is already 1 February in Dubai (UTC+4).
const DELETED_AT = new Date('2026-01-31T22:30:00Z')

const mail = (locale: LocaleCode, firstName = 'Layla') =>
	accountDeletedMail({ to: 'layla@example.com', firstName, locale, deletedAt: DELETED_AT, siteUrl: ORIGIN })

test('the e-mail and the messages have the same shape and placeholders in every language', () => {
	expect(localeContentProblems(ACCOUNT_DELETED_EMAIL)).toEqual([])
	expect(localeContentProblems(DELETION_MESSAGES)).toEqual([])
})

describe('account deleted e-mail', () => {
	test('goes to the deleted address with a subject in each language', () => {
		const subjects = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, mail(locale).subject]))
		expect(subjects).toEqual({
			en: 'Your kcal account has been deleted',
			'ar-ae': 'تم حذف حسابك في kcal',
			'ru-ae': 'Ваш аккаунт kcal удалён',
		})
		expect(mail('en').to).toBe('layla@example.com')
	})

	test('names the day in Dubai, what was erased, what is kept and where to turn', () => {
		const { text, html } = mail('en')
		for (const part of [text, html]) {
			expect(part).toContain('Hello Layla,')
			expect(part).toContain('on 1 February 2026')
			expect(part).toContain('saved cards')
			expect(part).toContain('five years')
		}
		expect(text).toContain('https://kcal.example/contact/')
		expect(html).toContain('<a href="https://kcal.example/contact/" dir="ltr"')
		expect(html).toContain('>kcal.example/contact/</a>')
		expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/)
	})

	test('Arabic reads right to left, with Latin digits and the link kept left to right', () => {
		const { text, html } = mail('ar-ae')
		expect(html).toMatch(/<html lang="ar-AE" dir="rtl">/)
		expect(html).toContain('text-align:right')
		expect(html).toContain('2026')
		expect(html).toContain('href="https://kcal.example/ar-ae/contact/" dir="ltr"')
		// In the text part the address is isolated so it does not read backwards.
		expect(text).toContain('\u2066 https://kcal.example/ar-ae/contact/ \u2069')
		expect(text).toContain('مرحبًا Layla،')
	})

	test('Russian links the Russian contact page', () => {
		const { text, html } = mail('ru-ae')
		expect(html).toMatch(/<html lang="ru-AE" dir="ltr">/)
		expect(text).toContain('https://kcal.example/ru-ae/contact/')
		expect(text).toContain('1 февраля 2026')
	})

	test('a name with markup is escaped in the HTML and left as typed in the text', () => {
		const { text, html } = mail('en', '<b>Sam</b> & Co')
		expect(html).toContain('Hello &lt;b&gt;Sam&lt;/b&gt; &amp; Co,')
		expect(html).not.toContain('<b>Sam</b>')
		expect(text).toContain('Hello <b>Sam</b> & Co,')
	})
})
