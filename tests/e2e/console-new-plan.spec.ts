/**
 * A new plan made in the console (issue 18, item 2; docs/console.md "New plans and sizes") against
 * the production build: a manager creates a plan with a unique slug — hidden, its public page is
 * a 404 —, publishes the draft week copied from its diet, publishes the plan, and the public plan
 * page (three languages), its collection and the customise step show and price it.
 *
 * The plan is this spec's own: its slug starts with `e2e-console-` (the sitemap spec leaves such
 * plans out of its comparison with the seeded catalogue) and its names sort last, so no other spec
 * meets it on the lists they read.
 */
import { randomUUID } from 'node:crypto'
import { MENUS_MESSAGES } from '../../content/console-messages/menus.ts'
import { NEW_PLAN_MESSAGES } from '../../content/console-messages/new-plan.ts'
import { PLAN_TEXTS_MESSAGES } from '../../content/console-messages/plan-texts.ts'
import { fillText as fill } from '../../domain/text-template.ts'
import { invitedStaff, signedInConsole } from './support/console.ts'
import { expect, test } from './support/fixtures.ts'
import { localizePath } from './support/locales.ts'

// The hidden plan's page answers 404, which Chromium logs.
test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/] })

test('a manager creates a plan, publishes it, and the public plan page, its collection and the customise step show and price it', async ({ browser, baseURL, page }) => {
	// A staff invitation and sign-in, two console forms of fifteen fields, a menu and a plan
	// published, then four public pages polled: more than test.slow()'s 90 s on a loaded machine.
	test.setTimeout(240_000)
	const target = { browser, baseURL: baseURL! }
	const manager = await invitedStaff(target, 'manager')
	const t = NEW_PLAN_MESSAGES.en
	const texts = PLAN_TEXTS_MESSAGES.en
	const suffix = randomUUID().slice(0, 8)
	const slug = `e2e-console-${suffix}`
	const names = { en: `Zz Protein ${suffix}`, 'ar-ae': `يي البروتين ${suffix}`, 'ru-ae': `Яя Белковый ${suffix}` } as const
	const words = {
		en: ['Lean protein at every meal for training days.', 'Four meals a day around lean meat, fish, eggs and legumes, with enough carbohydrate to train on, portioned by our nutritionists.'],
		'ar-ae': ['بروتين خفيف في كل وجبة لأيام التمرين.', 'أربع وجبات يوميًا أساسها اللحوم الخفيفة والأسماك والبيض والبقوليات، مع ما يكفي من الكربوهيدرات للتمرين، بحصص يحددها أخصائيو التغذية.'],
		'ru-ae': ['Нежирный белок в каждом приёме пищи для тренировок.', 'Четыре приёма пищи в день на основе нежирного мяса, рыбы, яиц и бобовых, с углеводами для тренировок; порции рассчитывают нутрициологи.'],
	} as const

	const session = await signedInConsole(target, manager)
	try {
		const console = session.page
		await console.goto('/console/catalogue/plans/')
		await console.getByRole('link', { name: t.add, exact: true }).click()
		await console.getByRole('textbox', { name: t.slug, exact: true }).fill(slug)
		await console.getByRole('textbox', { name: t.mealsPerDay, exact: true }).fill('4')
		await console.getByRole('combobox', { name: t.diet, exact: true }).selectOption('vegetarian')
		await console.getByRole('checkbox', { name: t.tagNames['weight-loss'], exact: true }).check()
		for (const locale of ['en', 'ar-ae', 'ru-ae'] as const) {
			const label = (field: 'name' | 'summary' | 'description') => `${texts.fields[field]} (${texts.languages[locale]})`
			await console.getByRole('textbox', { name: label('name'), exact: true }).fill(names[locale])
			await console.getByRole('textbox', { name: label('summary'), exact: true }).fill(words[locale][0])
			await console.getByRole('textbox', { name: label('description'), exact: true }).fill(words[locale][1])
		}
		const regular = t.sizes.regular!
		await console.getByRole('checkbox', { name: fill(t.sell, { size: regular }), exact: true }).check()
		await console.getByRole('textbox', { name: `${t.kcalMin} (${regular})`, exact: true }).fill('1600')
		await console.getByRole('textbox', { name: `${t.kcalMax} (${regular})`, exact: true }).fill('1900')
		await console.getByRole('textbox', { name: `${t.price} (${regular})`, exact: true }).fill('140')
		await console.getByRole('button', { name: t.create, exact: true }).click()

		// Created hidden: the page says what it lacks — a published weekly menu.
		await expect(console.getByRole('status')).toHaveText(t.created)
		await expect(console.getByText(t.hidden)).toBeVisible()
		await expect(console.getByText(t.missing.menu)).toBeVisible()
		const hiddenPage = await page.goto(`/meal-plans/${slug}/`)
		expect(hiddenPage?.status()).toBe(404)

		// The kitchen's step: the draft week copied from the vegetarian menu is published as it is.
		await console.getByRole('link', { name: t.editMenu, exact: true }).click()
		await console.getByRole('link', { name: /^\d{4}-\d{2}-\d{2}$/ }).click()
		await console.getByRole('button', { name: MENUS_MESSAGES.en.week.publish, exact: true }).click()
		await expect(console.getByRole('status')).toHaveText(MENUS_MESSAGES.en.week.published)

		await console.goto(`/console/catalogue/plans/${slug}/offer/`)
		await expect(console.getByText(t.ready)).toBeVisible()
		await console.getByRole('button', { name: t.publish, exact: true }).click()
		await expect(console.getByRole('status')).toHaveText(t.published)
		await expect(console.getByText(t.offered)).toBeVisible()
	} finally {
		await session.context.close()
	}

	// The public pages, as a visitor: within seconds (the page cache keeps a page up to 10 s).
	for (const locale of ['en', 'ar-ae', 'ru-ae'] as const) {
		await expect
			.poll(
				async () => {
					const response = await page.goto(localizePath(`/meal-plans/${slug}/`, locale))
					return response?.status() === 200 ? await page.getByRole('heading', { level: 1 }).innerText() : ''
				},
				{ timeout: 30_000, intervals: [1_000] },
			)
			.toContain(names[locale])
	}
	await expect
		.poll(
			async () => {
				await page.goto('/meal-plans/weight-loss-meal-plans/')
				return page.getByRole('link', { name: names.en }).count()
			},
			{ timeout: 30_000, intervals: [1_000] },
		)
		.toBeGreaterThan(0)

	// The customise step prices it: 5 days a week for 1 week is the list price, AED 140 a day, AED 700 for the 5 days.
	await page.goto(`/meal-plans/customise-meal-plan/?plan=${slug}&size=regular&days=5&weeks=1`)
	const main = page.locator('main')
	await expect(main).toContainText(names.en)
	const shown = (await main.innerText()).replace(/\s+/g, ' ')
	expect(shown).toMatch(/AED ?700\.00(?!\d)/)
	expect(shown).toMatch(/AED ?140\.00 a day/)
})
