import { expect, test } from 'vitest'
import { CONTACT_PAGE } from './contact.ts'
import { LEAD_FORM_PAGE } from './lead-form.ts'
import { localeContentProblems } from './locale-shape.ts'

test('the contact page has the same texts in the three languages, and no empty or stand-in copy', () => {
	expect(localeContentProblems(CONTACT_PAGE)).toEqual([])
})

test('the lead form page has the same texts in the three languages, and no empty or stand-in copy', () => {
	expect(localeContentProblems(LEAD_FORM_PAGE)).toEqual([])
})

test('both pages promise an answer within one working day, as the e-mails do', () => {
	expect(CONTACT_PAGE.en.form.intro).toContain('within one working day')
	expect(LEAD_FORM_PAGE.en.form.intro).toContain('within one working day')
	expect(LEAD_FORM_PAGE.en.offer.heading).toMatch(/free/i)
})
