/**
 * The customise step in every locale. With JavaScript: a campaign link's choice is priced by the
 * server, a change re-prices in place (no page load) and the order draft in session storage
 * follows; a reload keeps the choice. Before (or without) JavaScript: the same GET form with its
 * "Update price" button. axe runs on the priced page.
 */
import type { Page } from '@playwright/test'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { PLAN_SEEDS } from '../../content/plans.ts'
import { formatAed } from '../../domain/money.ts'
import { pricePerDayFils } from '../../domain/plan-pricing.ts'
import { formatCalendarDate, formatShortDate } from '../../domain/text-template.ts'
import { START_DAY_TILES } from '../../app/utils/start-day-field.ts'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { ENABLED_LOCALES, localizePath } from './support/locales.ts'
import { blockScripts, expectNoSeriousAxeViolations } from './support/page-checks.ts'

const CAMPAIGN_LINK = '/meal-plans/customise-meal-plan/?plan=international&size=regular&days=7&weeks=4&code=KMP2499'
const BAG_DEPOSIT = 10_000
const FIVE_DAYS_A_WEEK = '/meal-plans/customise-meal-plan/?plan=international&size=regular&days=5'
const internationalList = PLAN_SEEDS.find((plan) => plan.slug === 'international')!.variants.regular.listPricePerDayFils

for (const locale of ENABLED_LOCALES) {
	const at = (path: string) => localizePath(path, locale.code)
	const content = CUSTOMISE[locale.code]
	const aed = (fils: number) => formatAed(fils, locale.language)
	const summary = (page: Page) => page.getByRole('region', { name: content.summaryHeading })
	const totalRow = (page: Page) => summary(page).getByRole('definition').last()
	const startDays = (page: Page) => page.getByRole('group', { name: content.startLabel, exact: true })

	test.describe(`customise step (${locale.code})`, () => {
		test('prices a campaign link, re-prices in place and keeps the draft in step', async ({ page }) => {
			await gotoHydrated(page, at(CAMPAIGN_LINK))
			// AED 2,499 for the month plus the refundable deposit.
			await expect(totalRow(page)).toHaveText(aed(249_900 + BAG_DEPOSIT))
			await expect(summary(page).getByRole('status')).toHaveText(content.codeApplied.replace('{{code}}', 'KMP2499'))
			await expectNoSeriousAxeViolations(page)

			let loads = 0
			page.on('load', () => loads++)
			await page.getByRole('radio', { name: content.weeks['8'], exact: true }).check()
			await expect(page).toHaveURL(/weeks=8/)
			const eightWeeks = pricePerDayFils(internationalList, 7, 8) * 56 - 44_100
			await expect(totalRow(page)).toHaveText(aed(eightWeeks + BAG_DEPOSIT))
			expect(loads).toBe(0)

			const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem('kcal.orderDraft') ?? 'null'))
			expect(draft).toMatchObject({
				size: 'regular',
				days_per_week: 7,
				number_of_weeks: 8,
				discount_code: ['KMP2499'],
				plan: { data: { slug: 'international' }, price: { discounted: eightWeeks, number_of_days: 56, discount_codes_applied: ['KMP2499'] } },
			})

			await page.reload()
			await expect(page.getByRole('radio', { name: content.weeks['8'], exact: true })).toBeChecked()
			await expect(totalRow(page)).toHaveText(aed(eightWeeks + BAG_DEPOSIT))
		})

		test('arriving without a choice continues with the draft’s', async ({ page }) => {
			await gotoHydrated(page, at('/meal-plans/customise-meal-plan/?plan=keto-balanced&days=5&weeks=2'))
			await expect(page).toHaveURL(/plan=keto-balanced/)
			await gotoHydrated(page, at('/meal-plans/customise-meal-plan/'))
			await expect(page).toHaveURL(/plan=keto-balanced.*days=5.*weeks=2/)
			await expect(page.getByRole('radio', { name: content.days['5'].label, exact: true })).toBeChecked()
		})

		test('the first delivery: the next days to tick in the page’s language, the earliest ticked, a later one from a list', async ({ page }) => {
			await gotoHydrated(page, at(`${FIVE_DAYS_A_WEEK}&weeks=1`))
			const days = startDays(page)
			const radios = days.getByRole('radio')
			await expect(radios).toHaveCount(START_DAY_TILES + 1)
			await expect(page.locator('input[type="date"]')).toHaveCount(0)
			const earliest = (await radios.first().getAttribute('value'))!
			await expect(radios.first()).toBeChecked()
			await expect(radios.first()).toHaveAccessibleName(formatShortDate(earliest, locale.language))

			const second = (await radios.nth(1).getAttribute('value'))!
			await radios.nth(1).check()
			await expect(page).toHaveURL(new RegExp(`start=${second}`))
			expect(page.url()).not.toContain('start_later')
			// Found by its day, not its place: the page comes again from the server, and after Dubai's noon
			// cut-off or midnight the earliest tile has gone and this day is the first.
			await expect(days.getByRole('radio', { name: formatShortDate(second, locale.language), exact: true })).toBeChecked()

			const list = days.getByRole('combobox', { name: content.startPicker.anotherDayList, exact: true })
			const later = (await list.locator('option').nth(3).getAttribute('value'))!
			await list.selectOption(later)
			// The address a link would give: one start field with the day.
			await expect(page).toHaveURL(new RegExp(`start=${later}`))
			expect(page.url()).not.toContain('start_later')
			await expect(days.getByRole('radio', { name: content.startPicker.anotherDay, exact: true })).toBeChecked()
			await expect(list).toHaveValue(later)
			await expect(list.locator(`option[value="${later}"]`)).toHaveText(formatShortDate(later, locale.language))
		})

		test('before JavaScript, "another day" and a day from the list start the plan that day', async ({ page }) => {
			await blockScripts(page)
			await page.goto(at(`${FIVE_DAYS_A_WEEK}&weeks=1`))
			const days = startDays(page)
			await expect(days.getByText(content.startPicker.noScriptHint)).toBeVisible()
			const list = days.getByRole('combobox', { name: content.startPicker.anotherDayList, exact: true })
			const later = (await list.locator('option').nth(5).getAttribute('value'))!
			await days.getByRole('radio', { name: content.startPicker.anotherDay, exact: true }).check()
			await list.selectOption(later)
			await page.getByRole('button', { name: content.updatePrice, exact: true }).click()
			await expect(page).toHaveURL(new RegExp(`start_later=${later}`))
			await expect(days.getByRole('radio', { name: content.startPicker.anotherDay, exact: true })).toBeChecked()
			await expect(list).toHaveValue(later)
			await expect(summary(page)).toContainText(formatCalendarDate(later, locale.language))
		})

		test('before JavaScript, "Update price" posts the form and the page comes back priced', async ({ page }) => {
			await blockScripts(page)
			await page.goto(at(CAMPAIGN_LINK))
			await page.getByRole('radio', { name: content.days['5'].label, exact: true }).check()
			await page.getByRole('button', { name: content.updatePrice, exact: true }).click()
			await expect(page).toHaveURL(/days=5/)
			// 5 days × 4 weeks is below the offer's AED 2,940 minimum: full price, and the reason.
			const full = pricePerDayFils(internationalList, 5, 4) * 20
			await expect(totalRow(page)).toHaveText(aed(full + BAG_DEPOSIT))
			await expect(summary(page).getByText(aed(294_000))).toBeVisible()
		})
	})
}
