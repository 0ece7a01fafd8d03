/**
 * The console on a phone (found walking it at 360 px): no page is wider than the screen. The audit
 * log's action filter (a select as wide as its longest option) and a new dish's figures (a table in
 * a fieldset, which grows to its content unless told not to) made the whole page scroll sideways;
 * a wide table scrolls inside its own frame instead.
 */
import { expect, test } from './support/fixtures.ts'
import { consoleOwner, signedInConsole } from './support/console.ts'

const PAGES = ['/console/audit/', '/console/menus/dishes/new/', '/console/kitchen/', '/console/dispatch/', '/console/catalogue/plans/']

test('console pages fit a 360 px screen', async ({ browser, baseURL }) => {
	const target = { browser, baseURL: baseURL! }
	const { context, page } = await signedInConsole(target, await consoleOwner(target))
	try {
		await page.setViewportSize({ width: 360, height: 780 })
		for (const path of PAGES) {
			await page.goto(path)
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
			const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
			expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0)
		}
	} finally {
		await context.close()
	}
})
