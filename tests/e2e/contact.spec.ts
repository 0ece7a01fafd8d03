/**
 * The contact form and the lead form in every locale. Without JavaScript the contact form is a
 * plain POST: wrong input comes back as a 400 with localized messages on the fields and
 * everything typed, right input with the thank-you. With JavaScript the lead form posts to
 * /client/api/v1/leads and answers in place, keeping what was typed after a refusal.
 *
 * Each locale sends one contact message and one lead from the test machine's address, well
 * under the per-address limits (5 each in 10 minutes; docs/operations.md). The e-mails go to the
 * test SMTP server of tests/e2e/support/smtp-global-setup.ts.
 */
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { ENABLED_LOCALES, localizePath, t } from './support/locales.ts'
import { BAD_REQUEST_RESOURCE, blockScripts, expectNoSeriousAxeViolations } from './support/page-checks.ts'

for (const locale of ENABLED_LOCALES) {
	const at = (path: string) => localizePath(path, locale.code)
	const text = (key: string, values?: Record<string, string>) => t(locale.code, key, values)
	// Latin digits in every language, grouped as the page groups them.
	const number = (value: number) => new Intl.NumberFormat(locale.language, { numberingSystem: 'latn' }).format(value)
	const textbox = (page: Page, key: string) => page.getByRole('textbox', { name: text(key), exact: true })

	test.describe(`contact form without JavaScript (${locale.code})`, () => {
		test.use({ allowedConsoleErrors: [BAD_REQUEST_RESOURCE] })

		test('wrong input comes back with localized messages and everything typed; right input is thanked', async ({ page }) => {
			await blockScripts(page)
			await page.goto(at('/contact/'))
			const name = textbox(page, 'forms.name')
			const email = textbox(page, 'forms.email')
			const phone = textbox(page, 'forms.phone')
			const message = textbox(page, 'forms.message')
			const topic = page.getByRole('combobox', { name: text('forms.topic'), exact: true })
			const consent = page.getByRole('checkbox', { name: text('forms.consent'), exact: true })
			// Addresses and numbers stay left to right in Arabic.
			await expect(email).toHaveAttribute('dir', 'ltr')
			await expect(phone).toHaveAttribute('dir', 'ltr')
			// The ways to call and write are on the page too.
			await expect(page.getByRole('link', { name: /\+971 4 555 0100/ })).toHaveAttribute('href', 'tel:+97145550100')

			await name.fill('S')
			await email.fill('sara@example')
			await phone.fill('050 123')
			await topic.selectOption('delivery')
			await message.fill('Where?')
			const submit = page.getByRole('button', { name: text('forms.contactSubmit'), exact: true })
			const [invalid] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), submit.click()])
			expect(invalid.status()).toBe(400)

			await expect(page.getByRole('region', { name: text('forms.errorSummary') })).toBeVisible()
			const nameError = text('forms.errors.name', { min: number(2), max: number(80) })
			await expect(name).toHaveValue('S')
			await expect(name).toHaveAttribute('aria-invalid', 'true')
			await expect(name).toHaveAccessibleDescription(nameError)
			await expect(email).toHaveValue('sara@example')
			await expect(email).toHaveAccessibleDescription(text('forms.errors.email'))
			await expect(phone).toHaveValue('050 123')
			await expect(phone).toHaveAccessibleDescription(new RegExp(escapeRegExp(text('forms.errors.phone'))))
			await expect(topic).toHaveValue('delivery')
			await expect(topic).not.toHaveAttribute('aria-invalid')
			await expect(message).toHaveValue('Where?')
			await expect(message).toHaveAccessibleDescription(
				new RegExp(escapeRegExp(text('forms.errors.message', { min: number(10), max: number(2000) }))),
			)
			await expect(consent).not.toBeChecked()
			await expect(consent).toHaveAccessibleDescription(text('forms.errors.consent'))
			// Each message shows twice: in the summary at the top and under its field.
			await expect(page.getByText(nameError)).toHaveCount(2)
			await expectNoSeriousAxeViolations(page)

			await name.fill('Sara Khan')
			await email.fill(`sara.${locale.code}@example.com`)
			await phone.fill('050 123 4567')
			await message.fill('My bag did not arrive this morning. Could you check, please?')
			await consent.check()
			const [valid] = await Promise.all([
				page.waitForResponse((response) => response.request().method() === 'POST'),
				page.getByRole('button', { name: text('forms.contactSubmit'), exact: true }).click(),
			])
			expect(valid.status()).toBe(200)
			await expect(page.getByRole('heading', { name: text('forms.sentHeading') })).toBeVisible()
			await expect(page.getByText(text('forms.contactSent'))).toBeVisible()
			await expect(name).toHaveCount(0)
		})
	})

	test.describe(`lead form with JavaScript (${locale.code})`, () => {
		test.use({ allowedConsoleErrors: [BAD_REQUEST_RESOURCE] })

		test('posts to the API and answers in place, keeping what was typed after a refusal', async ({ page }) => {
			const address = at('/campaign/lead_form/?utm_source=e2e&utm_campaign=contact-spec')
			await gotoHydrated(page, address)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('pages.campaignLeadForm.heading'))
			await expect(page.locator('input[name="utmSource"]')).toHaveValue('e2e')
			await expect(page.locator('input[name="sourcePath"]')).toHaveValue('/campaign/lead_form/')

			const name = textbox(page, 'forms.name')
			const phone = textbox(page, 'forms.phone')
			await name.fill('Omar Haddad')
			// A landline: the lead form wants a mobile number.
			await phone.fill('04 555 0100')
			await textbox(page, 'forms.email').fill(`omar.${locale.code}@example.com`)
			await page.getByRole('radio', { name: text('forms.goals.eat-better'), exact: true }).check()
			const submit = page.getByRole('button', { name: text('forms.leadSubmit'), exact: true })
			const isLeadPost = (url: string) => new URL(url).pathname === '/client/api/v1/leads'

			const [refused] = await Promise.all([page.waitForResponse((response) => isLeadPost(response.url())), submit.click()])
			expect(refused.status()).toBe(400)
			expect(new URL(refused.url()).searchParams.get('locale')).toBe(locale.code)
			await expect(phone).toHaveAccessibleDescription(new RegExp(escapeRegExp(text('forms.errors.mobile'))))
			await expect(page.getByRole('region', { name: text('forms.errorSummary') })).toBeFocused()
			// No page load: the same document, with everything still typed.
			expect(new URL(page.url()).search).toBe('?utm_source=e2e&utm_campaign=contact-spec')
			await expect(name).toHaveValue('Omar Haddad')
			await expect(page.getByRole('radio', { name: text('forms.goals.eat-better'), exact: true })).toBeChecked()
			await expectNoSeriousAxeViolations(page)

			await phone.fill('050 123 4567')
			const [accepted] = await Promise.all([page.waitForResponse((response) => isLeadPost(response.url())), submit.click()])
			expect(accepted.status()).toBe(201)
			expect(accepted.request().postDataJSON()).toMatchObject({ utmSource: 'e2e', utmCampaign: 'contact-spec', website: '' })
			await expect(page.getByRole('heading', { name: text('forms.sentHeading') })).toBeFocused()
			await expect(page.getByText(text('forms.leadSent'))).toBeVisible()
		})
	})
}

function escapeRegExp(value: string) {
	return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
