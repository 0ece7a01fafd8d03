import { expect, test } from 'vitest'
import { localeContentProblems } from '../pages/locale-shape.ts'
import { CONTACT_ACKNOWLEDGEMENT } from './contact-acknowledgement.ts'

test('the three languages have the same texts and placeholders, and no empty or stand-in copy', () => {
	expect(localeContentProblems(CONTACT_ACKNOWLEDGEMENT)).toEqual([])
})

test('promises the same reply time as the contact page', () => {
	expect(CONTACT_ACKNOWLEDGEMENT.en.received).toContain('within one working day')
})
