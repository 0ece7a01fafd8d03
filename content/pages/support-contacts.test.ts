import { expect, test } from 'vitest'
import { localeContentProblems } from './locale-shape.ts'
import { SUPPORT_CONTACTS_TEXT } from './support-contacts.ts'

test('the three languages have every label, none empty', () => {
	expect(localeContentProblems(SUPPORT_CONTACTS_TEXT)).toEqual([])
})
