import { describe, expect, test } from 'vitest'
import { PASSWORD_MESSAGES } from '../../content/account-messages/password.ts'
import { localeContentProblems } from '../../content/pages/locale-shape.ts'
import {
	hashResetCode,
	newResetCode,
	passwordProblemMessage,
	rateLimited,
	readAccountEmail,
	readResetCode,
	resetCodeMatches,
	retryWhen,
} from './password-reset.ts'

test('the messages have the same shape and placeholders in every language', () => {
	expect(localeContentProblems(PASSWORD_MESSAGES)).toEqual([])
})

test('the one answer for a code that does not work names every reason', () => {
	expect(PASSWORD_MESSAGES.en.codeRejected).toMatch(/mistyped.*10 minutes old.*already used.*replaced/)
})

describe('codes', () => {
	test('are six digits, leading zeros kept, and vary', () => {
		const codes = Array.from({ length: 2000 }, newResetCode)
		for (const code of codes) expect(code).toMatch(/^\d{6}$/)
		expect(new Set(codes).size).toBeGreaterThan(1990)
		// Each position takes every digit.
		for (let position = 0; position < 6; position += 1) expect(new Set(codes.map((code) => code[position])).size).toBe(10)
	})

	test('are stored as a salted hash that only matches the same code for the same customer', async () => {
		const stored = await hashResetCode('042917', 7)
		expect(stored).toMatch(/^scrypt1\$[\w-]{22}\$[\w-]{43}$/)
		expect(stored).not.toContain('042917')
		expect(await hashResetCode('042917', 7)).not.toBe(stored)
		expect(await resetCodeMatches('042917', 7, stored)).toBe(true)
		expect(await resetCodeMatches('042918', 7, stored)).toBe(false)
		expect(await resetCodeMatches('042917', 8, stored)).toBe(false)
		expect(await resetCodeMatches('042917', 7, 'plain$042917')).toBe(false)
		expect(await resetCodeMatches('042917', 7, '')).toBe(false)
	})

	test('are read as typed: spaces, dashes and Arabic-Indic digits allowed', () => {
		expect(readResetCode('042917')).toBe('042917')
		expect(readResetCode(' 042 917 ')).toBe('042917')
		expect(readResetCode('042-917')).toBe('042917')
		expect(readResetCode('٠٤٢٩١٧')).toBe('042917')
		expect(readResetCode('۰۴۲۹۱۷')).toBe('042917')
		for (const bad of ['', '42917', '0429170', '04291a', '042 91', '０４２９１７']) expect(readResetCode(bad)).toBeNull()
	})
})

test('e-mails are trimmed and lower-cased as the accounts store them', () => {
	expect(readAccountEmail('  Layla.Haddad@Example.COM ')).toBe('layla.haddad@example.com')
	expect(readAccountEmail('not an address')).toBeNull()
})

describe('rate-limit messages', () => {
	test('say when to try again, in the page’s language', () => {
		expect(retryWhen(30, 'en')).toBe('in 30 seconds')
		expect(retryWhen(61, 'en')).toBe('in 2 minutes')
		expect(retryWhen(3600, 'en')).toBe('in 60 minutes')
		expect(retryWhen(3 * 3600, 'en')).toBe('in 3 hours')
		expect(retryWhen(900, 'ru-ae')).toBe('через 15 минут')
		expect(retryWhen(900, 'ar-ae')).toBe('خلال 15 دقيقة')
		expect(rateLimited(900, 'en')).toEqual({ status: 'rate-limited', retryAfterSeconds: 900, message: 'Too many attempts. Please try again in 15 minutes.' })
	})
})

test('password problems are said in the sign-up page’s words, with the real limits', () => {
	expect(passwordProblemMessage('too-short', 'en')).toMatch(/^Use at least 10 characters\./)
	expect(passwordProblemMessage('too-long', 'ru-ae')).toBe('Используйте не более 128 символов.')
	expect(passwordProblemMessage('personal', 'ar-ae')).not.toContain('{{')
})
