/**
 * Every page of the route table in every enabled locale: status, language,
 * direction, exact title, one <h1> and the meta description, read from the
 * server's HTML; then every page once in a real browser, which must hydrate
 * without a console error.
 */
import { ENABLED_LOCALES, localizePath } from './support/locales.ts'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { describeDocument, get } from './support/html.ts'
import { PAGE_CASES } from './support/pages.ts'

test.describe('every page in every locale (server HTML)', () => {
	for (const locale of ENABLED_LOCALES) {
		for (const pageCase of PAGE_CASES) {
			const url = localizePath(pageCase.path, locale.code)
			test(`${url}`, async ({ request }) => {
				const response = await get(request, url)
				expect(response.status(), `status of ${url}`).toBe(200)
				expect(response.headers()['content-type']).toMatch(/^text\/html/)
				const expected = pageCase.text(locale.code)
				const document = describeDocument(await response.text())
				expect(document.lang).toBe(locale.htmlLang)
				expect(document.dir).toBe(locale.dir)
				expect(document.titles).toEqual([expected.title])
				expect(document.h1).toEqual([expected.heading])
				expect(document.descriptions).toEqual([expected.description])
			})
		}
	}
})

test.describe('every page in a browser', () => {
	// One test per locale walking all pages keeps the browser work to one page object each.
	test.describe.configure({ timeout: 120_000 })
	for (const locale of ENABLED_LOCALES) {
		test(`hydrates every ${locale.code} page without console errors`, async ({ page }) => {
			for (const pageCase of PAGE_CASES) {
				const url = localizePath(pageCase.path, locale.code)
				const response = await gotoHydrated(page, url)
				expect(response?.status(), `status of ${url}`).toBe(200)
				expect(new URL(page.url()).pathname, `${url} stays put`).toBe(url)
				await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang)
				await expect(page.locator('html')).toHaveAttribute('dir', locale.dir)
				await expect(page).toHaveTitle(pageCase.text(locale.code).title)
				await expect(page.locator('h1')).toHaveText(pageCase.text(locale.code).heading)
			}
		})
	}
})
