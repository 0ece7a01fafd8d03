/**
 * The console's catalogue (issue 18, item 2; docs/console.md) in a browser against the production
 * build: an owner made by `npm run staff:create` enrols with a TOTP code and invites a manager, who
 * enrols from the invitation e-mail and signs in.
 */
import { expect, test } from './support/fixtures.ts'
import { consoleOwner, consoleWords, invitedStaff, signInToConsole } from './support/console.ts'

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
