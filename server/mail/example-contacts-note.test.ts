/**
 * While the support numbers are the ones the site ships with (CompanySettings.isExample), every
 * e-mail that gives them says they are examples, in the mail's language (issue 20, item 10: a
 * made-up number must not read as a way to reach a real company); once they are real, nothing.
 */
import { describe, expect, test } from 'vitest'
import { EXAMPLE_CONTACTS_NOTE } from '../../content/emails/example-contacts.ts'
import { LOCALE_CODES, type LocaleCode } from '../../domain/locale.ts'
import { sampleOrderRow } from '../orders/order-row.fixture.ts'
import { orderConfirmation, paymentReminder } from './order-templates.ts'
import { renewalReminder } from './renewal-reminder-template.ts'
import { contactAcknowledgement, escapeHtml, type MailCompany } from './templates.ts'

const ORIGIN = 'https://kcal.example'
const days = { first: '2026-02-09', last: '2026-03-07' }
const companyOf = (isExample: boolean): MailCompany => ({ supportPhone: '+97145550100', supportWhatsapp: '+971505550100', siteUrl: ORIGIN, isExample })

const mails = (locale: LocaleCode, company: MailCompany) => {
	const order = sampleOrderRow({ locale })
	return {
		confirmation: orderConfirmation(order, { company, orderUrl: `${ORIGIN}/thank-you/`, sandbox: false, days }),
		reminder: paymentReminder(order, { company, paymentUrl: `${ORIGIN}/dashboard/payment/`, days }),
		renewal: renewalReminder({ email: 'layla@example.com', firstName: 'Layla', locale, planName: 'International', lastDate: '2026-03-07', renewUrl: `${ORIGIN}/account/plan/renew/` }, company),
		contact: contactAcknowledgement({ name: 'Layla', email: 'layla@example.com', phone: null, topic: 'delivery', message: 'Hello', locale }, company),
	}
}

describe.each(LOCALE_CODES)('%s', (locale) => {
	test('the shipped example numbers are called examples in every e-mail that gives them', () => {
		for (const [name, mail] of Object.entries(mails(locale, companyOf(true)))) {
			expect(mail.text, name).toContain(EXAMPLE_CONTACTS_NOTE[locale])
			expect(mail.html, name).toContain(escapeHtml(EXAMPLE_CONTACTS_NOTE[locale]))
		}
	})

	test('real numbers get no note', () => {
		for (const [name, mail] of Object.entries(mails(locale, companyOf(false)))) {
			expect(mail.text, name).not.toContain(EXAMPLE_CONTACTS_NOTE[locale])
			expect(mail.html, name).not.toContain(escapeHtml(EXAMPLE_CONTACTS_NOTE[locale]))
		}
	})
})
