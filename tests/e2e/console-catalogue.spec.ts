/**
 * The console's catalogue (issue 18, item 2; docs/console.md) in a browser against the production
 * build: an owner made by `npm run staff:create` enrols with a TOTP code and invites a manager, who
 * enrols from the invitation e-mail and signs in; the manager changes a price and the public plan
 * page shows it; a kitchen user is refused the price page.
 */
import { CATALOGUE_MESSAGES } from '../../content/console-messages/catalogue.ts'
import { fillText as fill } from '../../domain/text-template.ts'
import { expect, test } from './support/fixtures.ts'
import { consoleOwner, consoleWords, invitedStaff, signedInConsole, signInToConsole } from './support/console.ts'

// The kitchen's refused page answers 403, which Chromium logs.
test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 403 \(Forbidden\)$/] })

test('an owner enrols with an authenticator code and invites a manager, who enrols from the e-mail and signs in', async ({ browser, baseURL, page }) => {
	test.slow()
	const target = { browser, baseURL: baseURL! }
	const owner = await consoleOwner(target)
	expect(owner.role).toBe('owner')
	const manager = await invitedStaff(target, 'manager')
	await signInToConsole(page, manager)
	const t = consoleWords('en')
	await expect(page.getByText(t.roles.manager, { exact: false }).first()).toBeVisible()
})

test('a manager changes a price and the public plan page shows it; a kitchen user is refused the price page', async ({ browser, baseURL, page }) => {
	test.slow()
	const target = { browser, baseURL: baseURL! }
	const manager = await invitedStaff(target, 'manager')
	const kitchen = await invitedStaff(target, 'kitchen')
	const t = CATALOGUE_MESSAGES.en

	// The kitchen: the section is not on its home page, and its address is refused by the server.
	await signInToConsole(page, kitchen)
	await expect(page.getByRole('link', { name: consoleWords('en').home.sections.catalogue.name })).toHaveCount(0)
	const refused = await page.goto('/console/catalogue/prices/diabetic-regular/')
	expect(refused?.status()).toBe(403)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(consoleWords('en').errors.forbiddenTitle)

	// The manager: the cheapest choice of Diabetic-friendly Regular becomes AED 37 a day. A plan no other
	// spec prices: the specs share one database, and customise.spec.ts checks International's 7-day, 8-week price.
	const session = await signedInConsole(target, manager)
	try {
		const console = session.page
		await console.getByRole('link', { name: consoleWords('en').home.sections.catalogue.name }).click()
		await console.getByRole('link', { name: fill(t.pricesTitle, { plan: 'Diabetic-friendly', size: t.sizes.regular! }) }).click()
		await console.getByRole('textbox', { name: fill(t.choiceText, { days: '7', weeks: '8' }) }).fill('37')
		await console.getByRole('button', { name: t.save, exact: true }).click()
		await expect(console.getByRole('status')).toHaveText(t.saved)
	} finally {
		await session.context.close()
	}

	// The public plan page, as a visitor: within seconds (the page cache keeps a page up to 10 s).
	await expect
		.poll(
			async () => {
				await page.goto('/meal-plans/diabetic/')
				return (await page.locator('main').innerText()).replace(/\s+/g, ' ')
			},
			{ timeout: 30_000, intervals: [1_000] },
		)
		.toMatch(/AED ?37(?![\d.,])/)
})
