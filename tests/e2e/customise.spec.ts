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
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { ENABLED_LOCALES, localizePath } from './support/locales.ts'
import { blockScripts, expectNoSeriousAxeViolations } from './support/page-checks.ts'

const CAMPAIGN_LINK = '/meal-plans/customise-meal-plan/?plan=international&size=regular&days=7&weeks=4&code=KMP2499'
const BAG_DEPOSIT = 10_000
const internationalList = PLAN_SEEDS.find((plan) => plan.slug === 'international')!.variants.regular.listPricePerDayFils

for (const locale of ENABLED_LOCALES) {
	const at = (path: string) => localizePath(path, locale.code)
	const content = CUSTOMISE[locale.code]
	const aed = (fils: number) => formatAed(fils, locale.language)
	const summary = (page: Page) => page.getByRole('region', { name: content.summaryHeading })
	const totalRow = (page: Page) => summary(page).getByRole('definition').last()

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
