/**
 * axe (WCAG 2.1 A and AA rules) on the home page, a plan page, a live and an
 * ended campaign and the 404 page in every locale, at a phone and a desktop
 * size and in dark mode: no serious or critical violation. The desktop check of
 * the pages that answer 200 runs in the walk over every page (routes.spec.ts),
 * in the visit that checks their hydration; the 404 page's runs here.
 */
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, NOT_FOUND_RESOURCE, test } from './support/fixtures.ts'
import { ENABLED_LOCALES, localizePath } from './support/locales.ts'
import { expectNoSeriousAxeViolations } from './support/page-checks.ts'
import { AUDITED_PAGES } from './support/pages.ts'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'))

for (const audited of AUDITED_PAGES) {
	test.describe(audited.name, () => {
		// The browser logs the 404 status of the error page's own document.
		if (audited.status === 404) test.use({ allowedConsoleErrors: [NOT_FOUND_RESOURCE] })

		for (const locale of ENABLED_LOCALES) {
			const url = localizePath(audited.path, locale.code)
			test(`${url} at phone size, light then dark mode`, async ({ page }) => {
				// Two axe runs: a limit for a hung page on a loaded machine, not a speed goal.
				test.slow()
				await page.setViewportSize(PHONE)
				await page.emulateMedia({ colorScheme: 'light' })
				const response = await gotoHydrated(page, url)
				expect(response?.status()).toBe(audited.status)
				expect(await isDark(page)).toBe(false)
				await expectNoSeriousAxeViolations(page)
				// Dark mode follows the device's setting, live (app-shell.spec.ts): every page must keep its contrast there too.
				await page.emulateMedia({ colorScheme: 'dark' })
				await expect.poll(() => isDark(page)).toBe(true)
				await expectNoSeriousAxeViolations(page)
			})

			if (audited.status !== 200)
				test(`${url} at desktop size`, async ({ page }) => {
					await page.setViewportSize(DESKTOP)
					const response = await gotoHydrated(page, url)
					expect(response?.status()).toBe(audited.status)
					await expectNoSeriousAxeViolations(page)
				})
		}
	})
}
