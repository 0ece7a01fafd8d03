/**
 * Changing a delivery day of a paid plan (issue 17, items 4 and 5), in the three languages: swap a
 * dish of a day and see the new dish on the day's page and in the list; send one day to another
 * saved address ("this day only") and see only that day change; then send a later day and every
 * day after it there ("this day and every later day") and see the days before it keep theirs.
 */
import { MY_PLAN } from '../../content/pages/my-plan.ts'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { checkoutWords, customer, PAGE_LOAD } from './support/checkout.ts'
import { buyPlan, listedDays, openMyPlan, planIdOf, saveAnotherAddress, signUp } from './support/my-plan.ts'
import { localeByCode } from './support/locales.ts'

/** Each language's journey signs up from its own client address (sign-ups are limited per address). */
const CLIENT_ADDRESS = { en: '198.51.100.41', 'ar-ae': '198.51.100.42', 'ru-ae': '198.51.100.43' } as const
/** The second address's building: what the plan's pages call it by. */
const OFFICE = 'Sufouh Gardens'

for (const code of ['en', 'ar-ae', 'ru-ae'] as const) {
	const locale = localeByCode(code)
	const words = checkoutWords(locale)
	const text = MY_PLAN[code]

	test(`${code}: swap a dish, send one day to another address, then that day and every later one`, async ({ page }) => {
		test.setTimeout(180_000)
		const person = customer(`my-plan-changes-${code}`, { email: `my.plan.changes.${code}.${Date.now()}@example.com` })
		await signUp(page, person, CLIENT_ADDRESS[code])
		await buyPlan(page, words, locale, person)
		await saveAnotherAddress(page, OFFICE)
		await openMyPlan(page, words, locale)
		const planId = await planIdOf(page, locale)
		const before = await listedDays(page, words, locale, planId)
		expect(before.length).toBe(6)
		for (const day of before) expect(day.text).toContain(person.building)

		// Swap: on the first day's page, another dish for the first meal that offers one.
		await gotoHydrated(page, before[0]!.href)
		const swap = page.getByRole('region', { name: text.swap.heading })
		const meals = swap.getByRole('group')
		let swappedTo = ''
		for (const meal of await meals.all()) {
			const other = meal.locator('label').filter({ has: page.locator('input[type="radio"]:not(:checked)') }).first()
			if ((await other.count()) === 0) continue
			swappedTo = (await other.locator('span').first().innerText()).trim()
			await other.click()
			break
		}
		expect(swappedTo, 'a meal of the first day offers another dish').not.toBe('')
		await swap.getByRole('button', { name: text.swap.submit, exact: true }).click()
		await expect(page.getByRole('status')).toHaveText(text.swapped, PAGE_LOAD)
		await expect(page.getByRole('region', { name: text.day.meals })).toContainText(swappedTo)

		// One day's address: the second day only goes to the office.
		const moveTo = async (href: string, scope: 'this-day' | 'from-this-day') => {
			await gotoHydrated(page, href)
			const move = page.getByRole('region', { name: text.move.heading })
			const where = move.getByRole('combobox', { name: text.move.where, exact: true })
			const office = await where.locator('option').filter({ hasText: OFFICE }).first().getAttribute('value')
			await where.selectOption(office!)
			await move.getByRole('radio', { name: scope === 'this-day' ? text.move.thisDay : text.move.fromThisDay, exact: true }).check()
			await move.getByRole('button', { name: text.move.submit, exact: true }).click()
			await expect(page.getByRole('status')).toBeVisible(PAGE_LOAD)
			await expect(page.getByRole('region', { name: text.states.scheduled, exact: true })).toContainText(OFFICE)
		}
		await moveTo(before[1]!.href, 'this-day')
		let days = await listedDays(page, words, locale, planId)
		expect(days.map((day) => day.text.includes(OFFICE))).toEqual([false, true, false, false, false, false])
		// The first day still brings the swapped dish.
		expect(days[0]!.text).toContain(swappedTo)

		// From this day on: the fourth day and every later day go to the office; the third keeps the flat.
		await moveTo(before[3]!.href, 'from-this-day')
		days = await listedDays(page, words, locale, planId)
		expect(days.map((day) => day.text.includes(OFFICE))).toEqual([false, true, false, true, true, true])
	})
}
