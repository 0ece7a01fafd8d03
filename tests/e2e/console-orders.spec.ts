/**
 * The console's orders section (issue 19, item 1; docs/console.md) in a browser against the
 * production build: a customer buys a plan with the sandbox card; a manager finds the order by the
 * customer's e-mail and refunds part of it through the sandbox gateway; the customer's invoice then
 * lists the tax credit note, whose page gives the refund's reason. Support sees the order but no
 * refund form (support cannot refund).
 */
import { CANCELLATION_TEXTS } from '../../content/cancellation-messages.ts'
import { ORDERS_MESSAGES } from '../../content/console-messages/orders.ts'
import { THANK_YOU } from '../../content/pages/thank-you.ts'
import { expect, test } from './support/fixtures.ts'
import { checkoutWords, customer, PAGE_LOAD } from './support/checkout.ts'
import { invitedStaff, labelled, signedInConsole } from './support/console.ts'
import { localeByCode } from './support/locales.ts'
import { buyPlan, signUp } from './support/my-plan.ts'

test('a manager refunds part of an order in the sandbox; the credit note appears on the customer\'s invoice; support cannot refund', async ({ browser, baseURL, page }) => {
	// A checkout, two staff enrolments and sign-ins: minutes on a busy machine.
	test.setTimeout(300_000)
	const locale = localeByCode('en')
	const words = checkoutWords(locale)
	const person = customer('console-refund', { email: `console.refund.${Date.now()}@example.com` })
	await signUp(page, person, '198.51.100.71')
	await buyPlan(page, words, locale, person)
	const invoiceUrl = page.url()

	const target = { browser, baseURL: baseURL! }
	const t = ORDERS_MESSAGES.en
	const manager = await invitedStaff(target, 'manager')
	const { context, page: staffPage } = await signedInConsole(target, manager)
	await staffPage.goto(`/console/orders/?${new URLSearchParams({ q: person.email })}`)
	await staffPage.getByRole('link', { name: /^KC-\d{6,}$/ }).first().click()
	await labelled(staffPage, t.refundForm.amount).fill('50')
	await labelled(staffPage, t.refundForm.note).fill('Two cold lunches')
	await staffPage.getByRole('button', { name: t.refundForm.submit }).click()
	// The sandbox gateway answers at once: confirmed, never shown as done before that.
	await expect(staffPage.getByRole('status')).toContainText('AED 50.00', PAGE_LOAD)
	await expect(staffPage.getByRole('status')).toContainText('the payment provider confirmed it')
	const creditNote = (await staffPage.getByRole('status').innerText()).match(/CN-\d{7}/)?.[0]
	expect(creditNote).toBeTruthy()
	await context.close()

	const support = await invitedStaff(target, 'support')
	const supportSession = await signedInConsole(target, support)
	await supportSession.page.goto(`/console/orders/?${new URLSearchParams({ q: person.email })}`)
	await supportSession.page.getByRole('link', { name: /^KC-\d{6,}$/ }).first().click()
	await expect(supportSession.page.getByRole('heading', { level: 1 })).toContainText('Order KC-')
	await expect(supportSession.page.getByRole('button', { name: t.refundForm.submit })).toHaveCount(0)
	await supportSession.context.close()

	await page.goto(invoiceUrl)
	const notes = page.locator('#tax-invoice-credit-notes')
	await expect(notes.getByRole('heading')).toHaveText(THANK_YOU.en.invoice.creditNotes, PAGE_LOAD)
	await expect(notes).toContainText(creditNote!)
	await notes.getByRole('link').first().click()
	// The credit note's page: its reason among the figures (and in its introduction).
	await expect(page.getByRole('definition').filter({ hasText: CANCELLATION_TEXTS.en.creditNote.reasonRefund })).toBeVisible(PAGE_LOAD)
})
