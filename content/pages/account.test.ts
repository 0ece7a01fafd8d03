import { expect, test } from 'vitest'
import { ACCOUNT_PROFILE_MESSAGES } from '../account-messages/profile.ts'
import { ACCOUNT, ACCOUNT_DONE } from './account.ts'
import { localeContentProblems } from './locale-shape.ts'

test('the account page reads the same in the three languages, with no empty or stand-in texts', () => {
	expect(localeContentProblems(ACCOUNT)).toEqual([])
})

test('the account messages read the same in the three languages', () => {
	expect(localeContentProblems(ACCOUNT_PROFILE_MESSAGES)).toEqual([])
})

test('every change the page reports has its sentence', () => {
	for (const locale of ['en', 'ar-ae', 'ru-ae'] as const) {
		expect(Object.keys(ACCOUNT[locale].done).sort()).toEqual([...ACCOUNT_DONE].sort())
	}
})
