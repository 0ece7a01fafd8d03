/**
 * The body assessment in every locale. With JavaScript: one step at a time, each step checked
 * before the next, the worked example of domain-facts.md §2 as the result and "Start with this
 * plan" opening the customise step with its query (docs/architecture.md, "Body assessment").
 * Without JavaScript: the same form posts to the server, which answers wrong input with a 400,
 * localized messages on the fields and the typed values kept, and right input with the result.
 */
import type { Page } from '@playwright/test'
import { PLAN_SEEDS } from '../../content/plans.ts'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { ENABLED_LOCALES, localizePath, t } from './support/locales.ts'
import { BAD_REQUEST_RESOURCE, expectNoSeriousAxeViolations } from './support/page-checks.ts'

for (const locale of ENABLED_LOCALES) {
	const at = (path: string) => localizePath(path, locale.code)
	const text = (key: string, values?: Record<string, string>) => t(locale.code, key, values)
	// Latin digits in every language, as the page prints them.
	const number = (value: number, decimals = 0) =>
		new Intl.NumberFormat(locale.language, {
			numberingSystem: 'latn',
			minimumFractionDigits: decimals,
			maximumFractionDigits: decimals,
		}).format(value)
	const weightLossPlan = PLAN_SEEDS.find((plan) => plan.slug === 'weight-loss')?.text[locale.code].name ?? 'weight-loss'

	const stepHeading = (page: Page, step: 'about' | 'body' | 'lifestyle') =>
		page.getByRole('heading', { name: text(`assessment.steps.${step}`), exact: true })
	const textbox = (page: Page, field: 'age' | 'heightCm' | 'weightKg') =>
		page.getByRole('textbox', { name: text(`assessment.${field}`), exact: true })
	const radio = (page: Page, key: string) => page.getByRole('radio', { name: text(key), exact: true })
	const messages = {
		sex: () => text('assessment.errors.sex'),
		age: () => text('assessment.errors.age', { min: '16', max: '100' }),
		heightCm: () => text('assessment.errors.heightCm', { min: '120', max: '230' }),
		goal: () => text('assessment.errors.goal'),
	}

	/** The worked example's figures, plan and size in the result. */
	async function expectWorkedExampleResult(page: Page) {
		const results = page.getByRole('region', { name: text('assessment.result.heading') })
		await expect(results).toBeVisible()
		// BMR 1,420 (Mifflin–St Jeor), × 1.375 = 1,953, − 500 = 1,453; BMI 25.7, overweight.
		for (const figure of [number(1453), number(1953), number(1420), number(25.7, 1)]) {
			await expect(results).toContainText(figure)
		}
		await expect(results).toContainText(text('assessment.who.overweight'))
		await expect(results).toContainText(text('assessment.result.bmiNote'))
		await expect(results).toContainText(weightLossPlan)
		await expect(results).toContainText(text('assessment.result.sizes.regular'))
		await expect(page.getByRole('note')).toHaveText(text('assessment.disclaimer'))
		await expect(results.getByRole('link', { name: text('assessment.result.again') })).toHaveAttribute('href', at('/body-assessment/'))
		return results
	}

	test.describe(`body assessment (${locale.code})`, () => {
		test('with JavaScript: one step at a time, the worked example, then the plan to customise', async ({ page }) => {
			await gotoHydrated(page, at('/body-assessment/'))
			await expect(page.getByText(text('assessment.stepOf', { current: '1', total: '3' }))).toBeVisible()
			await expect(stepHeading(page, 'about')).toBeVisible()
			await expect(stepHeading(page, 'body')).toBeHidden()
			const next = page.getByRole('button', { name: text('assessment.next'), exact: true })

			// Each step is checked before the next one, in the page's language.
			await next.click()
			await expect(page.getByText(messages.sex())).toBeVisible()
			await expect(page.getByText(messages.age())).toBeVisible()
			await expect(radio(page, 'assessment.female')).toBeFocused()
			await expectNoSeriousAxeViolations(page)

			await radio(page, 'assessment.female').check()
			const age = textbox(page, 'age')
			await expect(age).toHaveAttribute('inputmode', 'numeric')
			// Numbers stay left to right in Arabic.
			await expect(age).toHaveAttribute('dir', 'ltr')
			await age.fill('30')
			await next.click()

			await expect(stepHeading(page, 'body')).toBeFocused()
			await expect(page.getByText(text('assessment.stepOf', { current: '2', total: '3' }))).toBeVisible()
			await expect(stepHeading(page, 'about')).toBeHidden()
			await textbox(page, 'heightCm').fill('165')
			await expect(textbox(page, 'weightKg')).toHaveAttribute('inputmode', 'decimal')
			await textbox(page, 'weightKg').fill('70')
			// Back and forth keeps the answers.
			await page.getByRole('button', { name: text('assessment.back'), exact: true }).click()
			await expect(age).toHaveValue('30')
			await next.click()
			await expect(textbox(page, 'weightKg')).toHaveValue('70')
			await next.click()

			await expect(stepHeading(page, 'lifestyle')).toBeVisible()
			await radio(page, 'assessment.activities.light').check()
			await radio(page, 'assessment.goals.lose').check()
			await page.getByRole('button', { name: text('assessment.submit'), exact: true }).click()

			const results = await expectWorkedExampleResult(page)
			await expect(results.getByRole('heading', { name: text('assessment.result.heading') })).toBeFocused()
			await expectNoSeriousAxeViolations(page)

			await results.getByRole('link', { name: text('assessment.result.start') }).click()
			await expect(page).toHaveURL((url) => url.pathname === at('/meal-plans/customise-meal-plan/'))
			const query = new URL(page.url()).searchParams
			expect(query.get('plan')).toBe('weight-loss')
			expect(query.get('size')).toBe('regular')
		})
	})

	test.describe(`body assessment without JavaScript (${locale.code})`, () => {
		test.use({ javaScriptEnabled: false, allowedConsoleErrors: [BAD_REQUEST_RESOURCE] })

		test('wrong input comes back with localized messages and the typed values; right input shows the result', async ({ page }) => {
			await page.goto(at('/body-assessment/'))
			// Every step at once, and no step buttons.
			for (const step of ['about', 'body', 'lifestyle'] as const) await expect(stepHeading(page, step)).toBeVisible()
			await expect(page.getByRole('button', { name: text('assessment.next'), exact: true })).toHaveCount(0)

			const age = textbox(page, 'age')
			const height = textbox(page, 'heightCm')
			const weight = textbox(page, 'weightKg')
			await age.fill('12')
			await height.fill('400')
			await weight.fill('70')
			await radio(page, 'assessment.activities.light').check()
			const submit = page.getByRole('button', { name: text('assessment.submit'), exact: true })
			const [invalid] = await Promise.all([
				page.waitForResponse((response) => response.request().method() === 'POST'),
				submit.click(),
			])
			expect(invalid.status()).toBe(400)

			await expect(page.getByRole('region', { name: text('assessment.errors.summary') })).toBeVisible()
			await expect(age).toHaveValue('12')
			await expect(age).toHaveAttribute('aria-invalid', 'true')
			await expect(age).toHaveAccessibleDescription(messages.age())
			await expect(height).toHaveValue('400')
			await expect(height).toHaveAccessibleDescription(messages.heightCm())
			await expect(weight).toHaveValue('70')
			await expect(weight).not.toHaveAttribute('aria-invalid')
			await expect(page.getByRole('group', { name: text('assessment.sex'), exact: true })).toHaveAccessibleDescription(messages.sex())
			await expect(page.getByRole('group', { name: text('assessment.goal'), exact: true })).toHaveAccessibleDescription(messages.goal())
			await expect(radio(page, 'assessment.activities.light')).toBeChecked()
			// Each message shows twice: in the summary at the top and under its field.
			await expect(page.getByText(messages.age())).toHaveCount(2)

			await radio(page, 'assessment.female').check()
			await age.fill('30')
			await height.fill('165')
			await radio(page, 'assessment.goals.lose').check()
			const [valid] = await Promise.all([
				page.waitForResponse((response) => response.request().method() === 'POST'),
				page.getByRole('button', { name: text('assessment.submit'), exact: true }).click(),
			])
			expect(valid.status()).toBe(200)
			await expectWorkedExampleResult(page)
		})
	})
}
