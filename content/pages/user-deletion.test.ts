import { expect, test } from 'vitest'
import { localeContentProblems } from './locale-shape.ts'
import { USER_DELETION } from './user-deletion.ts'

test('the three languages have the same sections and lists, and no empty or stand-in texts', () => {
	expect(localeContentProblems(USER_DELETION)).toEqual([])
})

test('says tax records are kept anonymised for five years', () => {
	expect(USER_DELETION.en.kept.paragraphs.join(' ')).toMatch(/five years.*anonymised/)
})
