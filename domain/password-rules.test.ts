import { describe, expect, test } from 'vitest'
import { COMMON_PASSWORDS } from '../content/common-passwords.ts'
import { PASSWORD_LENGTH, passwordProblem, passwordStrength } from './password-rules.ts'

const sara = { email: 'sara.khan@example.com', firstName: 'Sara', lastName: 'Khan' }

describe('the common-password list', () => {
	test('holds at least a thousand distinct lower-case passwords', () => {
		expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(1000)
		expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length)
		for (const password of COMMON_PASSWORDS) expect(password, password).toBe(password.toLowerCase().trim())
		expect(COMMON_PASSWORDS.slice(0, 3)).toEqual(['123456', 'password', '12345678'])
	})
})

describe('passwordProblem', () => {
	test('a long, unusual password has none', () => {
		expect(passwordProblem('lantern-orbit-sage-72', sara)).toBeNull()
		// Letters of any script count as the customer sees them.
		expect(passwordProblem('قهوة الصباح مع الهيل')).toBeNull()
		expect(passwordProblem('медведь на велосипеде')).toBeNull()
	})

	test('counts characters, not UTF-16 units, and refuses outside the limits', () => {
		expect(passwordProblem('Xk3!p9Lm2')).toBe('too-short')
		// Nine emoji are 18 UTF-16 units but nine characters.
		expect(passwordProblem('🍎🍐🍊🍋🍌🍉🍇🍓🫐')).toBe('too-short')
		expect(passwordProblem('🍎🍐🍊🍋🍌🍉🍇🍓🫐🥝')).toBeNull()
		expect(passwordProblem('x7'.repeat(PASSWORD_LENGTH.max / 2) + 'y')).toBe('too-long')
	})

	test('refuses a common password in any case', () => {
		expect(passwordProblem('1234567890')).toBe('common')
		expect(passwordProblem('Password123')).toBe('common')
		expect(passwordProblem('QWERTYUIOP')).toBe('common')
		expect(passwordProblem('manchester')).toBe('common')
	})

	test('refuses the account’s e-mail, its local part and the names', () => {
		expect(passwordProblem('Sara.Khan@Example.com', sara)).toBe('personal')
		expect(passwordProblem('SARA.KHAN1', { ...sara, email: 'sara.khan1@example.com' })).toBe('personal')
		expect(passwordProblem('Sara Khan Khan', { firstName: 'Sara Khan', lastName: 'Khan' })).toBe('personal')
		expect(passwordProblem('Alexandrova', { firstName: 'Maria', lastName: 'Alexandrova' })).toBe('personal')
		expect(passwordProblem('AlexandrovaMaria', { firstName: 'Maria', lastName: 'Alexandrova' })).toBe('personal')
	})

	test('refuses one character over and over, and a single sequence', () => {
		expect(passwordProblem('zzzzzzzzzzzz')).toBe('repetitive')
		expect(passwordProblem('abababababab')).toBe('repetitive')
		expect(passwordProblem('abcdefghijklm')).toBe('repetitive')
		expect(passwordProblem('98765432109')).toBe('repetitive')
		expect(passwordProblem('asdfghjkl;')).toBeNull()
	})
})

describe('passwordStrength', () => {
	test('is 0 for a refused password', () => {
		expect(passwordStrength('short')).toBe(0)
		expect(passwordStrength('iloveyou')).toBe(0)
		expect(passwordStrength('Sara.Khan@Example.com', sara)).toBe(0)
	})

	test('a common word with a few digits is weak', () => {
		expect(passwordStrength('iloveyou2024')).toBe(1)
		expect(passwordStrength('sunshine!!!1')).toBe(1)
		// The owner's name is as cheap to guess as a common word.
		expect(passwordStrength('SaraKhan1990', sara)).toBe(1)
	})

	test('grows with length and variety', () => {
		expect(passwordStrength('qhtwmzpvxk')).toBe(2)
		expect(passwordStrength('qhtwmzpvxkrb')).toBe(3)
		expect(passwordStrength('Qh7!wmZp-vXk#r')).toBe(4)
		expect(passwordStrength('lantern orbit sage falcon')).toBe(4)
	})

	test('never falls when a character is added', () => {
		const typed = 'Lantern-Orbit-72'
		let last = 0
		for (let length = PASSWORD_LENGTH.min; length <= typed.length; length += 1) {
			const strength = passwordStrength(typed.slice(0, length))
			expect(strength, typed.slice(0, length)).toBeGreaterThanOrEqual(last)
			last = strength
		}
	})
})
