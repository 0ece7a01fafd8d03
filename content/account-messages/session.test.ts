import { expect, test } from 'vitest'
import { localeContentProblems } from '../pages/locale-shape.ts'
import { SESSION_MESSAGES } from './session.ts'

test('the three languages have the same messages and placeholders, and no empty or stand-in copy', () => {
	expect(localeContentProblems(SESSION_MESSAGES)).toEqual([])
})

test('a wrong password and an unknown e-mail share one message that names neither', () => {
	expect(SESSION_MESSAGES.en.invalidCredentials).toMatch(/e-mail address or the password/)
})
