/**
 * Feature impressions end to end, on the server with the third-party scripts switched on: once a
 * visitor has granted analytics consent, the browser's Split client evaluates `landing_page_ww`
 * where /metabolic-lp/ shows it, and the analytics bus hands `feature_viewed` and
 * `landing_page_ww.<treatment>` to the tag manager's data layer, once for the page view. No
 * request reaches a vendor: other hosts are answered here with an empty script.
 */
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './support/fixtures.ts'

type DataLayerEntry = Record<string, unknown>
const dataLayer = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? [])) as DataLayerEntry[])
const experimentEvents = async (page: Page) =>
	(await dataLayer(page)).filter((entry) => entry.event === 'feature_viewed' || String(entry.event).startsWith('landing_page_ww.'))

test.beforeEach(async ({ page, context, baseURL }) => {
	const origin = new URL(baseURL ?? '').origin
	await page.route(
		(url) => url.origin !== origin,
		(route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
	)
	await context.addCookies([{ name: 'kcal_consent', value: '1.gd', url: origin }])
})

for (const { userId, treatment } of [
	{ userId: undefined, treatment: 'lead_form' },
	{ userId: 'qa-landing-classic', treatment: 'off' },
]) {
	test(`the landing page’s impression reaches the data layer: ${treatment}`, async ({ page, context, baseURL }) => {
		if (userId) await context.addCookies([{ name: 'kcal_uid', value: userId, url: new URL(baseURL ?? '').origin }])
		await gotoHydrated(page, '/metabolic-lp/')
		await expect.poll(() => experimentEvents(page)).toHaveLength(2)
		expect(await experimentEvents(page)).toEqual([
			expect.objectContaining({ event: 'feature_viewed', feature: 'landing_page_ww', value: treatment }),
			expect.objectContaining({ event: `landing_page_ww.${treatment}` }),
		])
	})
}
