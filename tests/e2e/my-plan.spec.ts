/**
 * "My plan" as a customer uses it (issue 17), in the three languages: buy a week of a plan, see
 * its delivery days in the calendar (month and list), pause two days with the range form, and see
 * the last delivery move two delivery days on — the list now longer than its first week ("Show
 * more days" brings the last one), the paused days saying "Paused" in words, each opening its own
 * page. A second window opened before the pause and pausing the same days is refused, and then
 * shows the plan as it is now (the route's shouldRevalidate after a 409).
 */
import { MY_PLAN } from '../../content/pages/my-plan.ts'
import { addDays, weekdayOf } from '../../domain/delivery-schedule.ts'
import { formatFullDate } from '../../domain/text-template.ts'
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { checkoutWords, customer, PAGE_LOAD } from './support/checkout.ts'
import { buyPlan, listedDays, openDayList, openMyPlan, planFigure, planIdOf, signUp } from './support/my-plan.ts'
import { localeByCode, localizePath } from './support/locales.ts'

/** Each language's journey signs up from its own client address (sign-ups are limited per address). */
const CLIENT_ADDRESS = { en: '198.51.100.31', 'ar-ae': '198.51.100.32', 'ru-ae': '198.51.100.33' } as const

// The second window's refused pause is a 409, which Chromium logs as a failed resource.
const CONFLICT_RESOURCE = /^Failed to load resource: the server responded with a status of 409 \(Conflict\)$/
test.use({ allowedConsoleErrors: [CONFLICT_RESOURCE] })

for (const code of ['en', 'ar-ae', 'ru-ae'] as const) {
	const locale = localeByCode(code)
	const words = checkoutWords(locale)
	const text = MY_PLAN[code]

	test(`${code}: buy a plan, see its days, pause two and the last delivery moves`, async ({ page }) => {
		test.setTimeout(120_000)
		const person = customer(`my-plan-${code}`, { email: `my.plan.${code}.${Date.now()}@example.com` })
		await signUp(page, person, CLIENT_ADDRESS[code])
		await buyPlan(page, words, locale, person)

		// The account's navigation leads to My plan; its month view names every delivery day's state.
		await openMyPlan(page, words, locale)
		const lastDelivery = planFigure(page, text.summary.lastDelivery)
		const lastBefore = await lastDelivery.innerText()

		// The list: the six delivery days of the week, with their dishes, and no more to show.
		const planId = await planIdOf(page, locale)
		const days = await openDayList(page, locale)
		await expect(days).toHaveCount(6)
		await expect(page.getByRole('link', { name: text.list.more, exact: true })).toHaveCount(0)
		const first = (await days.first().locator('time').getAttribute('datetime'))!
		await expect(days.first()).toContainText('kcal')
		// The plan delivers Monday to Saturday: the day after the first, or the Monday after a Saturday.
		const second = weekdayOf(addDays(first, 1)) === 0 ? addDays(first, 2) : addDays(first, 1)

		// A second window on the same page, opened before the pause.
		const other = await page.context().newPage()
		await gotoHydrated(other, page.url())

		// Pause the first two delivery days with the range form.
		const pauseRange = async (window: Page) => {
			const range = window.getByRole('region', { name: text.pause.heading })
			await range.getByLabel(text.pause.firstDay, { exact: true }).fill(first)
			await range.getByLabel(text.pause.lastDay, { exact: true }).fill(second)
			await range.getByRole('button', { name: text.pause.submit, exact: true }).click()
		}
		await pauseRange(page)
		await expect(page.getByRole('status')).toBeVisible(PAGE_LOAD)
		await expect(lastDelivery).not.toHaveText(lastBefore)
		await expect(planFigure(page, text.summary.paused)).toContainText('2')
		const lastAfter = await lastDelivery.innerText()

		// The other window, still showing the plan before the pause, pauses the same days: refused (409),
		// and the page reads the plan again, so it shows the days paused and the new last delivery.
		await pauseRange(other)
		await expect(planFigure(other, text.summary.paused)).toContainText('2', PAGE_LOAD)
		await expect(planFigure(other, text.summary.lastDelivery)).toHaveText(lastAfter)
		await other.close()

		// The list: the two paused days, then the two days they moved to — eight days, a week and one more.
		const listed = await listedDays(page, words, locale, planId)
		expect(listed.map((day) => day.date).slice(0, 2)).toEqual([first, second])
		expect(listed).toHaveLength(8)
		for (const day of listed.slice(0, 2)) expect(day.text).toContain(text.states.frozen)
		for (const day of listed.slice(2)) expect(day.text).toContain(text.states.scheduled)
		expect(formatFullDate(listed.at(-1)!.date, locale.language)).toBe(lastAfter)

		// The month view says "Paused" in words on those days.
		await page.getByRole('link', { name: text.views.month, exact: true }).click()
		const pausedDays = page.locator('table tbody a').filter({ hasText: text.shortStates.frozen })
		await expect(pausedDays).toHaveCount(first.slice(0, 7) === second.slice(0, 7) ? 2 : 1)

		// A day's link opens its page as a client navigation: no new document.
		const documents: string[] = []
		page.on('request', (request) => {
			if (request.resourceType() === 'document') documents.push(request.url())
		})
		await pausedDays.first().click()
		await expect(page.getByRole('button', { name: text.pause.resumeThisDay, exact: true })).toBeVisible(PAGE_LOAD)
		expect(page.url()).toContain(`${localizePath('/account/plan/day/', code)}?day=`)
		expect(documents).toEqual([])
	})
}
