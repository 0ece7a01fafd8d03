/**
 * Plan texts in the console (issue 18, item 2; docs/console.md "Plan texts") in a browser against
 * the production build: a manager previews and saves Low carb's Russian tagline, and the public
 * /ru-ae/ plan page shows it within seconds; then the manager puts the old tagline back. Low carb:
 * a plan whose tagline no other spec reads (the specs share one database).
 */
import { CATALOGUE_MESSAGES } from '../../content/console-messages/catalogue.ts'
import { PLAN_TEXTS_MESSAGES } from '../../content/console-messages/plan-texts.ts'
import { fillText as fill } from '../../domain/text-template.ts'
import { expect, test } from './support/fixtures.ts'
import { consoleWords, invitedStaff, labelled, signedInConsole } from './support/console.ts'

const t = PLAN_TEXTS_MESSAGES.en
const TAGLINE_FIELD = `${t.fields.summary} (${t.languages['ru-ae']})`

test('a manager changes a plan\'s Russian tagline and the public /ru-ae/ plan page shows it; then puts it back', async ({ browser, baseURL, page }) => {
	test.slow()
	const target = { browser, baseURL: baseURL! }
	const manager = await invitedStaff(target, 'manager')
	const session = await signedInConsole(target, manager)
	const console = session.page
	const tagline = `Меньше углеводов, больше белка и овощей — проверка ${Date.now().toString(36)}.`
	const publicTagline = async () => {
		await page.goto('/ru-ae/meal-plans/low-carb/')
		return (await page.locator('main').innerText()).replace(/\s+/g, ' ')
	}
	const save = async (text: string) => {
		await labelled(console, TAGLINE_FIELD).fill(text)
		await console.getByRole('button', { name: t.save, exact: true }).click()
		await expect(console.getByRole('status')).toHaveText(t.saved)
	}

	try {
		await console.getByRole('link', { name: consoleWords('en').home.sections.catalogue.name }).click()
		await expect(console.getByRole('heading', { level: 1 })).toHaveText(CATALOGUE_MESSAGES.en.title)
		await console.getByRole('link', { name: t.link }).click()
		await console.getByRole('link', { name: fill(t.editLabel, { plan: 'Low carb' }) }).click()
		const original = await labelled(console, TAGLINE_FIELD).inputValue()
		expect(original.length).toBeGreaterThan(0)

		// A preview shows the card and page top in Russian and saves nothing.
		await labelled(console, TAGLINE_FIELD).fill(tagline)
		await console.getByRole('button', { name: t.preview, exact: true }).click()
		await expect(console.getByRole('region', { name: t.previewTitle })).toContainText(tagline)
		expect(await publicTagline()).not.toContain(tagline)

		await save(tagline)
		// The page cache keeps a public page up to 10 s.
		await expect.poll(publicTagline, { timeout: 30_000, intervals: [1_000] }).toContain(tagline)
		await expect(console.getByRole('region', { name: t.history })).toContainText(tagline)

		await save(original)
		await expect.poll(publicTagline, { timeout: 30_000, intervals: [1_000] }).toContain(original)
	} finally {
		await session.context.close()
	}
})
