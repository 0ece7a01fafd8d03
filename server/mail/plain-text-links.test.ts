/**
 * Mail apps make a link of everything from "https://" (or "kcal.example") to the next space: a
 * direction mark touching a link in the plain-text part would become part of it and break it.
 */
import { expect, test } from 'vitest'
import { LOCALE_CODES, type LocaleCode } from '../../domain/locale.ts'
import { sampleOrderRow } from '../orders/order-row.fixture.ts'
import { accountDeletedMail } from './account-deleted-template.ts'
import { orderConfirmation, orderPageUrl, paymentLinkUrl, paymentReminder } from './order-templates.ts'
import { passwordChangedMail, passwordResetCodeMail } from './password-reset-template.ts'
import { contactAcknowledgement } from './templates.ts'
import { checkoutAccountMail, registrationAttemptMail, welcomeMail } from './welcome-template.ts'

const SITE = 'https://kcal.example'
const company = { supportPhone: '+97145550100', supportWhatsapp: '+971505550100', siteUrl: SITE, isExample: false }
const days = { first: '2026-02-09', last: '2026-03-07' }
const DIRECTION_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/

function plainTexts(locale: LocaleCode): Record<string, string> {
	const person = { email: 'layla@example.com', firstName: 'Layla', locale }
	const order = sampleOrderRow({ locale })
	return {
		welcome: welcomeMail(person, { siteUrl: SITE }).text,
		registrationAttempt: registrationAttemptMail(person, { siteUrl: SITE }).text,
		checkoutAccount: checkoutAccountMail(person, { siteUrl: SITE }).text,
		resetCode: passwordResetCodeMail({ to: person.email, firstName: 'Layla', code: '042917', locale, siteUrl: SITE }).text,
		passwordChanged: passwordChangedMail({ to: person.email, firstName: 'Layla', locale, siteUrl: SITE, how: 'reset' }).text,
		accountDeleted: accountDeletedMail({ to: person.email, firstName: 'Layla', locale, deletedAt: new Date('2026-11-20T08:00:00Z'), siteUrl: SITE }).text,
		contact: contactAcknowledgement({ name: 'Layla', email: person.email, phone: null, topic: 'delivery', message: 'Hello there', locale }, company).text,
		confirmation: orderConfirmation(order, { company, orderUrl: orderPageUrl(SITE, order, 'token'), sandbox: false, days }).text,
		reminder: paymentReminder(order, { company, paymentUrl: paymentLinkUrl(SITE, order, 'token'), days }).text,
	}
}

test.each(LOCALE_CODES)('%s: no direction mark touches a link in a plain-text e-mail', (locale) => {
	for (const [name, text] of Object.entries(plainTexts(locale))) {
		const links = text.split(/\s+/).filter((word) => word.includes('kcal.example'))
		expect(links.length, name).toBeGreaterThan(0)
		for (const link of links) expect(link, `${name}: ${JSON.stringify(link)}`).not.toMatch(DIRECTION_MARKS)
	}
})
