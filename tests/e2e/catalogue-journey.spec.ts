/**
 * A visitor's way through the catalogue in every locale: the home page's popular plans, a plan
 * page, its 7-day sample menu, the body assessment and "Start with this plan", which opens the
 * customise step with the plan and size in the query (docs/architecture.md, "Body assessment").
 * And the plan page's own "Customise this plan", which carries the size shown: switched with
 * tabs once hydrated, with `?size=` links without JavaScript.
 */
import type { Page } from '@playwright/test'
import { HOME } from '../../content/pages/home.ts'
import { MEAL_PLAN } from '../../content/pages/meal-plan.ts'
import { PLAN_SEEDS } from '../../content/plans.ts'
import { SAMPLE_MENUS } from '../../content/sample-menus/index.ts'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { ENABLED_LOCALES, localizePath, t } from './support/locales.ts'

const CUSTOMISE_PATH = '/meal-plans/customise-meal-plan/'

/** The customise link's query, read back from the page's address or a link's href. */
function customiseQuery(href: string | null) {
	const url = new URL(href ?? '', 'http://localhost')
	return { path: url.pathname, plan: url.searchParams.get('plan'), size: url.searchParams.get('size') }
}

for (const locale of ENABLED_LOCALES) {
	const at = (path: string) => localizePath(path, locale.code)
	const text = (key: string, values?: Record<string, string>) => t(locale.code, key, values)
	const planName = (slug: string) => PLAN_SEEDS.find((plan) => plan.slug === slug)?.text[locale.code].name ?? slug
	const home = HOME[locale.code]
	const planPage = MEAL_PLAN[locale.code]
	const international = SAMPLE_MENUS.find((menu) => menu.diet === 'international')
	const dishName = (day: number, index: number) => international?.days[day - 1]?.dishes[index]?.name[locale.code] ?? ''

	/** The body assessment's worked example (tests/e2e/body-assessment.spec.ts), one step at a time. */
	async function fillWorkedExample(page: Page) {
		const next = page.getByRole('button', { name: text('assessment.next'), exact: true })
		await page.getByRole('radio', { name: text('assessment.female'), exact: true }).check()
		await page.getByRole('textbox', { name: text('assessment.age'), exact: true }).fill('30')
		await next.click()
		await page.getByRole('textbox', { name: text('assessment.heightCm'), exact: true }).fill('165')
		await page.getByRole('textbox', { name: text('assessment.weightKg'), exact: true }).fill('70')
		await next.click()
		await page.getByRole('radio', { name: text('assessment.activities.light'), exact: true }).check()
		await page.getByRole('radio', { name: text('assessment.goals.lose'), exact: true }).check()
		await page.getByRole('button', { name: text('assessment.submit'), exact: true }).click()
	}

	test.describe(`catalogue journey (${locale.code})`, () => {
		test('home → a popular plan → its sample menu → body assessment → the plan to customise', async ({ page }) => {
			await gotoHydrated(page, at('/'))
			const popular = page.getByRole('region', { name: home.featured.heading })
			// Every popular plan is there with its "from" price per day.
			for (const plan of PLAN_SEEDS.filter((seed) => seed.tags.includes('popular'))) {
				await expect(popular.getByRole('link', { name: plan.text[locale.code].name, exact: true })).toBeVisible()
			}
			await expect(popular.getByText(text('ui.perDay')).first()).toBeVisible()

			await popular.getByRole('link', { name: planName('international'), exact: true }).click()
			await expect(page).toHaveURL((url) => url.pathname === at('/meal-plans/international/'))
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('mealPlan.title', { plan: planName('international') }))
			await expect(page.getByRole('table').filter({ hasText: text('catalogue.sizes.regular') }).first()).toBeVisible()

			await page.getByRole('link', { name: planPage.sampleMenu.link }).first().click()
			await expect(page).toHaveURL((url) => url.pathname === at('/meal-plans/success-international-sample-menu/'))
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('sampleMenu.heading', { diet: text('diets.international') }))
			const days = page.getByRole('tab')
			await expect(days).toHaveCount(7)
			await expect(days.first()).toHaveAttribute('aria-selected', 'true')
			// Monday's dishes are shown; Wednesday's are one tab away.
			const shown = page.getByRole('tabpanel')
			await expect(shown).toHaveCount(1)
			await expect(shown.getByRole('heading', { level: 3 })).toHaveCount(international?.days[0]?.dishes.length ?? 0)
			await expect(shown.getByRole('heading', { name: dishName(1, 0) })).toBeVisible()
			await days.nth(2).click()
			await expect(days.nth(2)).toHaveAttribute('aria-selected', 'true')
			await expect(page.getByRole('tabpanel').getByRole('heading', { name: dishName(3, 1) })).toBeVisible()

			await page.getByRole('navigation', { name: text('nav.mainNavigation') }).getByRole('link', { name: text('nav.bodyAssessment') }).click()
			await expect(page).toHaveURL((url) => url.pathname === at('/body-assessment/'))
			await fillWorkedExample(page)
			const results = page.getByRole('region', { name: text('assessment.result.heading') })
			await expect(results).toContainText(planName('weight-loss'))
			await results.getByRole('link', { name: text('assessment.result.start') }).click()
			await expect(page).toHaveURL((url) => url.pathname === at(CUSTOMISE_PATH))
			expect(customiseQuery(page.url())).toMatchObject({ plan: 'weight-loss', size: 'regular' })
		})

		test('the plan page’s "Customise this plan" carries the plan and the size shown', async ({ page }) => {
			await gotoHydrated(page, at('/meal-plans/athlete/'))
			const customise = page.getByRole('link', { name: text('mealPlan.customise') })
			await expect(customise).toHaveCount(2)
			expect(customiseQuery(await customise.first().getAttribute('href'))).toEqual({ path: at(CUSTOMISE_PATH), plan: 'athlete', size: 'regular' })

			// Once hydrated the sizes are tabs; choosing Plus shows its table and moves both links.
			const plus = page.getByRole('tab', { name: text('catalogue.sizes.plus') })
			await plus.click()
			await expect(plus).toHaveAttribute('aria-selected', 'true')
			await expect(page.getByRole('tabpanel').getByRole('table')).toContainText(text('catalogue.sizes.plus'))
			for (const link of await customise.all()) expect(customiseQuery(await link.getAttribute('href')).size).toBe('plus')

			await customise.last().click()
			await expect(page).toHaveURL((url) => url.pathname === at(CUSTOMISE_PATH))
			expect(customiseQuery(page.url())).toMatchObject({ plan: 'athlete', size: 'plus' })
		})
	})

	test.describe(`plan page without JavaScript (${locale.code})`, () => {
		test.use({ javaScriptEnabled: false })

		test('the size switch is a link, and the page it opens customises that size', async ({ page }) => {
			await page.goto(at('/meal-plans/athlete/'))
			await expect(page.getByRole('table')).toHaveCount(2)
			await page.getByRole('link', { name: text('catalogue.sizes.plus'), exact: true }).click()
			await expect(page).toHaveURL((url) => url.pathname === at('/meal-plans/athlete/') && url.searchParams.get('size') === 'plus')
			await expect(page.getByRole('link', { name: text('catalogue.sizes.plus'), exact: true })).toHaveAttribute('aria-current', 'true')
			await expect(page.getByRole('table').last()).toContainText(text('catalogue.sizes.plus'))
			const href = await page.getByRole('link', { name: text('mealPlan.customise') }).first().getAttribute('href')
			expect(customiseQuery(href)).toEqual({ path: at(CUSTOMISE_PATH), plan: 'athlete', size: 'plus' })
		})

		test('on a phone, the sample menu shows a late day and its tab, with the heading above', async ({ page }) => {
			await page.setViewportSize({ width: 360, height: 740 })
			await page.goto(at('/meal-plans/success-international-sample-menu/'))
			// Sunday is past the edge of the scrolling tab row on a phone.
			await page.locator('#week ul[aria-label] a').last().click()
			await expect(page).toHaveURL((url) => url.searchParams.get('day') === '7')
			const chosen = page.locator('#week a[aria-current="true"]')
			await expect(chosen).toHaveAttribute('href', /day=7#tab-day-7$/)
			// In view of the page and of its row (what the row clips is not in the viewport); the row
			// clips the pixel of the tab's underline that overlaps its own border.
			await expect(chosen).toBeInViewport({ ratio: 0.9 })
			await expect(page.locator('#week h2')).toBeInViewport()
		})
	})
}
