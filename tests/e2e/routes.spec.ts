/**
 * Every page of the route table in every enabled locale: status, language,
 * direction, exact title, one <h1> and the meta description, read from the
 * server's HTML; then every page once in a real browser, at a desktop size: it
 * must hydrate without a console error and keep the server's document, the
 * pages axe audits (a11y.spec.ts) get axe's desktop check, and the same visit
 * then measures the page at two phone widths, which it must not scroll past
 * sideways (issue 20; phone-widths.spec.ts has the checkout and the account).
 * One navigation serves all three checks: they each used to load every page.
 */
import { ENABLED_LOCALES, localizePath } from './support/locales.ts'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { describeDocument, get } from './support/html.ts'
import { expectNoSeriousAxeViolations } from './support/page-checks.ts'
import { AUDITED_PAGES, PAGE_CASES, pageUrl } from './support/pages.ts'
import { expectFitsPhones } from './support/phone-widths.ts'

// A page about one order needs an order first, the account a customer: checkout.spec.ts and accounts.spec.ts go there.
const SHOWN_PAGES = PAGE_CASES.filter((pageCase) => !pageCase.needsOrder && !pageCase.needsSignIn)

test.describe('every page in every locale (server HTML)', () => {
	for (const locale of ENABLED_LOCALES) {
		for (const pageCase of SHOWN_PAGES) {
			const url = pageUrl(pageCase, locale.code)
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

// The audited pages that answer 200 are in the walk; a11y.spec.ts audits the rest (the 404 page) itself.
const AXE_AT_DESKTOP = new Set<string>(AUDITED_PAGES.filter((audited) => audited.status === 200).map((audited) => audited.path))
const unwalked = [...AXE_AT_DESKTOP].filter((path) => !SHOWN_PAGES.some((pageCase) => pageCase.path === path))
if (unwalked.length > 0) throw new Error(`audited pages missing from the walk: ${unwalked.join(', ')}`)

const DESKTOP = { width: 1280, height: 800 }

test.describe('every page in a browser', () => {
	test.use({ viewport: DESKTOP })
	// A few pages per test: one browser page walks them, and the workers share the chunks.
	const CHUNK = 10
	for (const locale of ENABLED_LOCALES) {
		for (let start = 0; start < SHOWN_PAGES.length; start += CHUNK) {
			const chunk = SHOWN_PAGES.slice(start, start + CHUNK)
			const urls = chunk.map((pageCase) => pageUrl(pageCase, locale.code))
			test(`${urls[0]} … ${urls.at(-1)} hydrate without console errors, pass axe where audited and fit a phone`, async ({ page }) => {
				// Ten hydrated pages measured at two widths: a limit for a hung page, not a speed goal.
				test.setTimeout(180_000)
				for (const [index, pageCase] of chunk.entries()) {
					const url = urls[index] as string
					await page.setViewportSize(DESKTOP)
					const response = await gotoHydrated(page, url)
					expect.soft(response?.status(), `status of ${url}`).toBe(200)
					expect.soft(new URL(page.url()).pathname, `${url} stays put`).toBe(localizePath(pageCase.path, locale.code))
					// After hydration the browser's document must still be the server's.
					await expect.soft(page.locator('html'), url).toHaveAttribute('lang', locale.htmlLang)
					await expect.soft(page.locator('html'), url).toHaveAttribute('dir', locale.dir)
					await expect.soft(page, url).toHaveTitle(pageCase.text(locale.code).title)
					await expect.soft(page.locator('h1'), url).toHaveText(pageCase.text(locale.code).heading)
					if (AXE_AT_DESKTOP.has(pageCase.path)) await expectNoSeriousAxeViolations(page)
					await expectFitsPhones(page, url)
				}
			})
		}
	}
})
