/**
 * The console inbox (issue 19, item 5; docs/console.md) in a browser against the production
 * build: a visitor sends the contact form; support finds the message in the inbox among the new
 * ones, opens it (the full message, the sender's e-mail as a mailto: link), marks it handled with a
 * note, and the inbox then lists it as handled by them. One contact message from the test
 * machine's address (contact.spec.ts sends three: the limit is five in ten minutes).
 */
import { INBOX_MESSAGES } from '../../content/console-messages/inbox.ts'
import { fillText } from '../../domain/text-template.ts'
import { expect, test } from './support/fixtures.ts'
import { invitedStaff, labelled, signedInConsole } from './support/console.ts'
import { localizePath, t } from './support/locales.ts'

test('a visitor sends the contact form; support marks the message handled in the inbox', async ({ browser, baseURL, page }) => {
	// A staff enrolment and sign-in: minutes on a busy machine.
	test.setTimeout(240_000)
	const text = (key: string) => t('en', key)
	const suffix = Date.now().toString(36).replace(/[0-9]/g, '')
	const name = `Inbox Visitor ${suffix}`
	const email = `inbox.visitor.${Date.now()}@example.com`
	const message = 'My cool bag was not collected this week. Could someone call me, please?'

	await page.goto(localizePath('/contact/', 'en'))
	await page.getByRole('textbox', { name: text('forms.name'), exact: true }).fill(name)
	await page.getByRole('textbox', { name: text('forms.email'), exact: true }).fill(email)
	await page.getByRole('textbox', { name: text('forms.phone'), exact: true }).fill('050 123 4567')
	await page.getByRole('combobox', { name: text('forms.topic'), exact: true }).selectOption('delivery')
	await page.getByRole('textbox', { name: text('forms.message'), exact: true }).fill(message)
	await page.getByRole('checkbox', { name: text('forms.consent'), exact: true }).check()
	await page.getByRole('button', { name: text('forms.contactSubmit'), exact: true }).click()
	await expect(page.getByText(text('forms.contactSent'))).toBeVisible()

	const words = INBOX_MESSAGES.en
	const target = { browser, baseURL: baseURL! }
	const support = await invitedStaff(target, 'support', { name: 'Mariam Care' })
	const { context, page: staffPage } = await signedInConsole(target, support)
	await staffPage.goto('/console/inbox/?kind=contact')
	await staffPage.getByRole('link', { name, exact: true }).click()
	await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(`${words.kinds.contact}: ${name}`)
	await expect(staffPage.getByText(message)).toBeVisible()
	await expect(staffPage.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
	await expect(staffPage.getByRole('link', { name: '+971501234567' })).toHaveAttribute('href', 'tel:+971501234567')

	await labelled(staffPage, words.item.note).fill('Called back; collection booked for Thursday.')
	await staffPage.getByRole('button', { name: words.item.handle, exact: true }).click()
	await expect(staffPage.getByRole('status')).toHaveText(words.done.handled)
	await expect(staffPage.getByRole('button', { name: words.item.reopen, exact: true })).toBeVisible()
	await expect(staffPage.getByRole('cell', { name: words.item.changes['inbox.handle'] })).toBeVisible()

	// No longer among the new ones; listed as handled, by whom.
	await staffPage.goto('/console/inbox/?kind=contact')
	await expect(staffPage.getByRole('link', { name, exact: true })).toHaveCount(0)
	await staffPage.goto('/console/inbox/?kind=contact&state=handled')
	const row = staffPage.getByRole('row').filter({ has: staffPage.getByRole('link', { name, exact: true }) })
	await expect(row).toContainText(fillText(words.handledBy, { name: 'Mariam Care', at: '' }).replace(/, $/, ''))
	await context.close()
})
