/**
 * axe (WCAG 2.1 A and AA rules) on the home page, a plan page, a live and an
 * ended campaign and the 404 page in every locale, at a phone and a desktop
 * size and in dark mode: no serious or critical violation.
 */
import { expect, gotoHydrated, NOT_FOUND_RESOURCE, test } from './support/fixtures.ts'
import { ENABLED_LOCALES, localizePath } from './support/locales.ts'
import { expectNoSeriousAxeViolations } from './support/page-checks.ts'
import { AUDITED_PAGES } from './support/pages.ts'

const VIEWPORTS = [
	{ name: 'phone', viewport: { width: 390, height: 844 }, colorScheme: 'light' },
	{ name: 'desktop', viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
	// Dark mode follows the device's setting; every page must keep its contrast there too.
	{ name: 'phone, dark mode', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
] as const

for (const { name, viewport, colorScheme } of VIEWPORTS) {
	test.describe(`axe at ${name} size`, () => {
		test.use({ viewport, colorScheme })

		for (const audited of AUDITED_PAGES) {
			test.describe(audited.name, () => {
				// The browser logs the 404 status of the error page's own document.
				if (audited.status === 404) test.use({ allowedConsoleErrors: [NOT_FOUND_RESOURCE] })

				for (const locale of ENABLED_LOCALES) {
					const url = localizePath(audited.path, locale.code)
					test(`${url}`, async ({ page }) => {
						const response = await gotoHydrated(page, url)
						expect(response?.status()).toBe(audited.status)
						await expectNoSeriousAxeViolations(page)
					})
				}
			})
		}
	})
}
