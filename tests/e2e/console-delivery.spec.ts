/**
 * Delivery areas in the console (issue 18, item 2; docs/console.md) against the production build:
 * a manager adds a NEW area of Dubai with a slot, and the checkout offers it at once — the
 * customer picks it, sees its slot and gets to the payment step with it. The area is this spec's
 * own (a unique slug and names that sort last in every language), so the checkout specs, which
 * pick the first area of the list, never meet it.
 */
import { randomUUID } from 'node:crypto'
import { CATALOGUE_PLACES_MESSAGES } from '../../content/console-messages/catalogue-places.ts'
import { fillText as fill } from '../../domain/text-template.ts'
import { CHECKOUT_PATH, checkoutWords, continueToPayment, customer, fillDeliveryDetails } from './support/checkout.ts'
import { consoleWords, invitedStaff, labelled, signedInConsole } from './support/console.ts'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { localeByCode } from './support/locales.ts'

test('a manager adds a new area with a slot, and the checkout offers it', async ({ browser, baseURL, page }) => {
	test.slow()
	const target = { browser, baseURL: baseURL! }
	const manager = await invitedStaff(target, 'manager')
	const t = CATALOGUE_PLACES_MESSAGES.en
	const suffix = randomUUID().slice(0, 8)
	const name = `Zz Console Gardens ${suffix}`

	const session = await signedInConsole(target, manager)
	try {
		const console = session.page
		await console.getByRole('link', { name: consoleWords('en').home.sections.catalogue.name }).click()
		await console.getByRole('link', { name: t.areas.title, exact: true }).click()
		await console.getByRole('link', { name: t.areas.add, exact: true }).click()
		await console.getByRole('combobox', { name: t.areas.emirate }).selectOption({ label: 'Dubai' })
		await labelled(console, t.areas.slug).fill(`console-gardens-${suffix}`)
		await console.getByRole('textbox', { name: fill(t.areas.name, { language: t.languages.en }), exact: true }).fill(name)
		await console.getByRole('textbox', { name: fill(t.areas.name, { language: t.languages['ar-ae'] }), exact: true }).fill(`يي حدائق ${suffix}`)
		await console.getByRole('textbox', { name: fill(t.areas.name, { language: t.languages['ru-ae'] }), exact: true }).fill(`Яя Сады ${suffix}`)
		await console.getByRole('checkbox', { name: new RegExp(`^${t.slots.morning} `) }).check()
		await console.getByRole('button', { name: t.areas.create, exact: true }).click()
		await expect(console.getByRole('status')).toHaveText(t.areas.created)
		await expect(console.getByRole('cell', { name, exact: true })).toBeVisible()
	} finally {
		await session.context.close()
	}

	// The checkout, as a visitor: the new area is in Dubai's list with its morning slot, and an order can be made to it.
	const words = checkoutWords(localeByCode('en'))
	await gotoHydrated(page, words.at(`${CHECKOUT_PATH}?plan=international&weeks=1`))
	const fields = await fillDeliveryDetails(page, words, customer(`new-area-${suffix}`))
	await expect(fields.area.getByRole('option', { name, exact: true })).toHaveCount(1)
	await fields.area.selectOption({ label: name })
	// Only the slot the manager gave it is offered, and it is the one chosen.
	const slot = page.getByRole('group', { name: words.page.slotLegend }).getByRole('radio', { disabled: false })
	await expect(slot).toHaveCount(1)
	await expect(slot).toBeChecked()
	await continueToPayment(page, words)
	await expect(page.getByRole('main')).toContainText(name)
})
