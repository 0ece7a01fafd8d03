import { expect, test } from 'vitest'
import { LOG_IN_PAGE } from './log-in.ts'
import { localeContentProblems } from './locale-shape.ts'
import { SIGN_UP_PAGE } from './sign-up.ts'

test('the sign-up and log-in pages have the same texts in the three languages, and no empty or stand-in copy', () => {
	expect(localeContentProblems(SIGN_UP_PAGE)).toEqual([])
	expect(localeContentProblems(LOG_IN_PAGE)).toEqual([])
})

test('"remember me" promises the session’s real lifetime', () => {
	expect(LOG_IN_PAGE.en.rememberHint).toContain('30 days')
})
