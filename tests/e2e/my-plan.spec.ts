/**
 * "My plan" as a customer uses it (issue 17), in the three languages: buy a week of a plan, see
 * its delivery days in the calendar (month and list), pause two days with the range form, and see
 * the last delivery move two delivery days on — the paused days saying "Paused" in words.
 */
import { ACCOUNT } from '../../content/pages/account.ts'
import { MY_PLAN } from '../../content/pages/my-plan.ts'
import { addDays, weekdayOf } from '../../domain/delivery-schedule.ts'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { CHECKOUT_PATH, checkoutWords, continueToPayment, customer, detailsTotal, expectPaidOrder, fillDeliveryDetails, payByCard, TEST_CARDS } from './support/checkout.ts'
import { localeByCode } from './support/locales.ts'

const ONE_WEEK = `${CHECKOUT_PATH}?plan=international&weeks=1`
/** Each language's journey signs up from its own client address (sign-ups are limited per address). */
const CLIENT_ADDRESS = { en: '198.51.100.31', 'ar-ae': '198.51.100.32', 'ru-ae': '198.51.100.33' } as const

for (const code of ['en', 'ar-ae', 'ru-ae'] as const) {
	const locale = localeByCode(code)
	const words = checkoutWords(locale)
	const text = MY_PLAN[code]

	test(`${code}: buy a plan, see its days, pause two and the last delivery moves`, async ({ page }) => {
		test.setTimeout(120_000)
		const person = customer(`my-plan-${code}`, { email: `my.plan.${code}.${Date.now()}@example.com` })
		const registered = await page.request.post('/client/api/v1/register?locale=en', {
			headers: { 'X-Forwarded-For': CLIENT_ADDRESS[code] },
			data: { first_name: person.firstName, last_name: person.lastName, email: person.email, mobile_number: person.mobile, password: 'Saffron-garden-2026', terms: true },
		})
		expect(registered.status()).toBe(201)

		await gotoHydrated(page, words.at(ONE_WEEK))
		const total = await detailsTotal(page)
		await fillDeliveryDetails(page, words, person)
		await continueToPayment(page, words)
		await payByCard(page, words, TEST_CARDS.pays, total)
		await expectPaidOrder(page, words, locale, total)

		// The account's navigation leads to My plan; its month view names every delivery day's state.
		await gotoHydrated(page, words.at('/account/'))
		await page.getByRole('link', { name: ACCOUNT[code].nav.plan, exact: true }).first().click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.text('pages.myPlan.heading'))
		await expect(page.locator('html')).toHaveAttribute('dir', locale.dir)
		const lastDelivery = page.locator('dl > div').filter({ hasText: text.summary.lastDelivery }).locator('dd')
		const lastBefore = await lastDelivery.innerText()

		// The list: six delivery days of the week, with their dishes.
		await page.getByRole('link', { name: text.views.list, exact: true }).click()
		const days = page.locator('ol > li')
		await expect(days.first()).toContainText(text.states.scheduled)
		const first = (await days.first().locator('time').getAttribute('datetime'))!
		await expect(days.first()).toContainText('kcal')
		// The plan delivers Monday to Saturday: the day after the first, or the Monday after a Saturday.
		const second = weekdayOf(addDays(first, 1)) === 0 ? addDays(first, 2) : addDays(first, 1)

		// Pause the first two delivery days with the range form.
		const range = page.getByRole('region', { name: text.pause.heading })
		await range.getByLabel(text.pause.firstDay, { exact: true }).fill(first)
		await range.getByLabel(text.pause.lastDay, { exact: true }).fill(second)
		await range.getByRole('button', { name: text.pause.submit, exact: true }).click()
		// The action and the page after it, on a busy machine: more than the default five seconds.
		await expect(page.getByRole('status')).toBeVisible({ timeout: 30_000 })
		await expect(lastDelivery).not.toHaveText(lastBefore)
		await expect(page.locator('dl > div').filter({ hasText: text.summary.paused }).locator('dd')).toContainText('2')

		// The month view says "Paused" in words on those days.
		await page.getByRole('link', { name: text.views.month, exact: true }).click()
		await expect(page.locator('table tbody a').filter({ hasText: text.shortStates.frozen })).toHaveCount(first.slice(0, 7) === second.slice(0, 7) ? 2 : 1)
	})
}
