/**
 * The referral ledger (issue 19, item 6; docs/console.md "Ambassadors and referrals") in a browser
 * against the production build: a manager adds a NEW ambassador in the console (no other spec uses
 * them); a friend orders through the checkout with their referral code and pays with the sandbox
 * card; the ambassador's ledger shows the order's reward, and the manager marks it paid with a
 * reference, after which nothing is owed.
 */
import { REFERRALS_MESSAGES } from '../../content/console-messages/referrals.ts'
import { formatAed } from '../../domain/money.ts'
import { fillText } from '../../domain/text-template.ts'
import { checkoutWords, customer, PAGE_LOAD } from './support/checkout.ts'
import { invitedStaff, labelled, signedInConsole } from './support/console.ts'
import { expect, test } from './support/fixtures.ts'
import { localeByCode } from './support/locales.ts'
import { buyPlan, ONE_WEEK, signUp } from './support/my-plan.ts'

test('a manager adds an ambassador; a friend pays with their code; the ledger shows the reward and the manager marks it paid', async ({ browser, baseURL, page }) => {
	// Two enrolments' worth of console work and a checkout: minutes on a busy machine.
	test.setTimeout(300_000)
	const t = REFERRALS_MESSAGES.en
	const stamp = Date.now().toString(36)
	const ambassador = { handle: `e2e-ambassador-${stamp}`, name: `E2E Ambassador ${stamp}`, code: `E2EAMB${stamp.toUpperCase()}` }
	const reward = formatAed(7_500, 'en-GB')

	const target = { browser, baseURL: baseURL! }
	const manager = await invitedStaff(target, 'manager')
	const { context, page: staff } = await signedInConsole(target, manager)
	await staff.goto('/console/referrals/')
	await staff.getByRole('link', { name: t.add }).click()
	await labelled(staff, t.fields.handle).fill(ambassador.handle)
	await labelled(staff, t.fields.displayName).fill(ambassador.name)
	await labelled(staff, t.fields.referralCode).fill(ambassador.code)
	await labelled(staff, t.fields.reward).fill('75')
	await staff.getByRole('button', { name: t.create }).click()
	await expect(staff.getByRole('status')).toHaveText(t.created, PAGE_LOAD)
	await expect(staff.getByRole('heading', { level: 1 })).toHaveText(ambassador.name)
	const ledgerUrl = staff.url()

	// The friend: the checkout carries the code (as the ambassador's page links it) and the sandbox card pays.
	const locale = localeByCode('en')
	const person = customer('referral-friend', { email: `referral.friend.${stamp}@example.com` })
	await signUp(page, person, '198.51.100.81')
	await buyPlan(page, checkoutWords(locale), locale, person, { path: `${ONE_WEEK}&referral=${ambassador.code}` })

	await staff.goto(ledgerUrl)
	const rewards = staff.getByRole('table').filter({ hasText: t.kinds.earned })
	await expect(rewards.getByRole('link', { name: /^KC-\d{6,}$/ })).toHaveCount(1, PAGE_LOAD)
	await expect(rewards).toContainText(reward)
	const owed = staff.locator('dl.facts dt', { hasText: new RegExp(`^${t.owed}$`) }).locator('xpath=following-sibling::dd[1]')
	await expect(owed).toHaveText(reward)

	await labelled(staff, t.payReference).fill(`TRF-${stamp}`)
	await staff.getByRole('button', { name: t.pay }).click()
	await expect(staff.getByRole('status')).toHaveText(fillText(t.paidNotice, { amount: reward }), PAGE_LOAD)
	await expect(staff.getByRole('table').filter({ hasText: `TRF-${stamp}` })).toContainText(manager.name)
	await expect(owed).toHaveText(formatAed(0, 'en-GB'))
	await expect(staff.getByText(t.nothingOwed)).toBeVisible()
	await context.close()
})
