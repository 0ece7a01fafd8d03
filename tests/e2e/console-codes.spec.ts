/**
 * Discount codes in the console (issue 18, item 2; docs/console.md "Discount codes and campaigns")
 * in a browser against the production build: a manager creates a NEW code (a name no other spec
 * uses: the specs share one database), the public customise step accepts it, the manager retires
 * it, and the customise step refuses it within seconds.
 */
import { randomBytes } from 'node:crypto'
import { DISCOUNT_CODE_MESSAGES } from '../../content/console-messages/discount-codes.ts'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { PRICING_MESSAGES } from '../../content/pricing-messages.ts'
import { fillText as fill } from '../../domain/text-template.ts'
import { expect, test } from './support/fixtures.ts'
import { consoleWords, invitedStaff, labelled, signedInConsole } from './support/console.ts'

test('a manager creates a code, the customise step accepts it; retired, the customise step refuses it', async ({ browser, baseURL, page }) => {
	test.slow()
	const target = { browser, baseURL: baseURL! }
	const manager = await invitedStaff(target, 'manager')
	const t = DISCOUNT_CODE_MESSAGES.en
	const code = `E2E${randomBytes(4).toString('hex').toUpperCase()}`
	const customise = `/meal-plans/customise-meal-plan/?plan=international&size=regular&days=6&weeks=1&code=${code}`
	const codeStatus = () => page.getByRole('status').filter({ hasText: code })

	const session = await signedInConsole(target, manager)
	const console = session.page
	try {
		await console.getByRole('link', { name: consoleWords('en').home.sections.catalogue.name }).click()
		await console.getByRole('link', { name: t.title, exact: true }).click()
		await console.getByRole('link', { name: t.newCode, exact: true }).click()
		// Typed in small letters: the code is stored in capitals.
		await labelled(console, t.code).fill(code.toLowerCase())
		await labelled(console, t.value).fill('12')
		await labelled(console, t.maxUsesPerCustomer).fill('1')
		await console.getByRole('button', { name: t.create, exact: true }).click()
		await expect(console.getByRole('status')).toHaveText(t.created)
		await expect(console.getByRole('heading', { level: 1 })).toContainText(code)

		// A visitor: the code is applied at once (checkout reads codes fresh).
		await page.goto(customise)
		await expect(codeStatus()).toHaveText(fill(CUSTOMISE.en.codeApplied, { code }))

		await console.getByRole('button', { name: t.retire, exact: true }).click()
		await expect(console.getByRole('status')).toHaveText(t.retired)
		await expect(console.getByText(t.retiredNote)).toBeVisible()
	} finally {
		await session.context.close()
	}

	// Within seconds (the page cache may keep the page up to 10 s).
	const refusal = fill(PRICING_MESSAGES.en.refusals['switched-off'], { code })
	await expect
		.poll(
			async () => {
				await page.goto(customise)
				return (await page.locator('main').innerText()).replace(/\s+/g, ' ')
			},
			{ timeout: 30_000, intervals: [1_000] },
		)
		.toContain(refusal)
	await expect(codeStatus()).toHaveCount(0)
})
