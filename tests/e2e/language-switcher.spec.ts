/**
 * The language switcher in a real browser: it keeps the page, switches
 * language and direction, and choosing English is never undone by the
 * first-visit redirect, even for a browser that asks for Arabic.
 */
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { type LocaleCode, localeByCode, localizePath, t } from './support/locales.ts'

/** Clicks the switcher's link to `target` on the current page (current locale `from`). */
async function switchLanguage(page: Page, from: LocaleCode, target: LocaleCode) {
	const switcher = page.getByRole('navigation', { name: t(from, 'nav.language') })
	const link = switcher.getByRole('link', { name: localeByCode(target).longName, exact: true })
	await expect(link).toHaveText(new RegExp(`^${localeByCode(target).shortName}`))
	await Promise.all([page.waitForEvent('load'), link.click()])
}

async function expectPage(page: Page, locale: LocaleCode, path: string, headingKey: string) {
	const entry = localeByCode(locale)
	await expect(page).toHaveURL(localizePath(path, locale))
	await expect(page.locator('html')).toHaveAttribute('lang', entry.htmlLang)
	await expect(page.locator('html')).toHaveAttribute('dir', entry.dir)
	await expect(page.locator('h1')).toHaveText(t(locale, headingKey))
	const current = page.getByRole('navigation', { name: t(locale, 'nav.language') }).locator('a[aria-current="true"]')
	await expect(current).toHaveAttribute('hreflang', entry.htmlLang)
}

async function localeCookie(page: Page) {
	return (await page.context().cookies()).find((cookie) => cookie.name === 'locale')?.value
}

test.describe('language switcher', () => {
	test('AR on /faqs/ opens /ar-ae/faqs/ right to left, and RU keeps the page too', async ({ page }) => {
		await gotoHydrated(page, '/faqs/')
		await expectPage(page, 'en', '/faqs/', 'pages.faqs.heading')

		await switchLanguage(page, 'en', 'ar-ae')
		await expectPage(page, 'ar-ae', '/faqs/', 'pages.faqs.heading')
		expect(await localeCookie(page)).toBe('ar-ae')

		await switchLanguage(page, 'ar-ae', 'ru-ae')
		await expectPage(page, 'ru-ae', '/faqs/', 'pages.faqs.heading')
		expect(await localeCookie(page)).toBe('ru-ae')
	})

	test('the query string survives a switch', async ({ page }) => {
		await gotoHydrated(page, '/meal-plans/?diet=vegetarian')
		await switchLanguage(page, 'en', 'ru-ae')
		await expect(page).toHaveURL('/ru-ae/meal-plans/?diet=vegetarian')
	})

	test.describe('for a browser that asks for Arabic', () => {
		// The context's locale is what Chromium puts in Accept-Language (extraHTTPHeaders cannot override it).
		test.use({ locale: 'ar' })

		test('a first visit to / lands on /ar-ae/', async ({ page }) => {
			const response = await gotoHydrated(page, '/')
			expect(await response?.request().headerValue('accept-language')).toMatch(/^ar\b/)
			await expectPage(page, 'ar-ae', '/', 'pages.home.heading')
			expect(await localeCookie(page)).toBe('ar-ae')
		})

		test('EN on /ar-ae/faqs/ lands on /faqs/ and stays there', async ({ page }) => {
			const response = await gotoHydrated(page, '/ar-ae/faqs/')
			expect(await response?.request().headerValue('accept-language')).toMatch(/^ar\b/)
			await switchLanguage(page, 'ar-ae', 'en')
			await expectPage(page, 'en', '/faqs/', 'pages.faqs.heading')
			expect(await localeCookie(page)).toBe('en')
			// Reloading, or coming back later, keeps English.
			await page.reload()
			await expectPage(page, 'en', '/faqs/', 'pages.faqs.heading')
		})

		test('EN on /ar-ae/ lands on / and is not sent back to Arabic', async ({ page }) => {
			await gotoHydrated(page, '/ar-ae/')
			expect(await localeCookie(page)).toBe('ar-ae')
			await switchLanguage(page, 'ar-ae', 'en')
			await expectPage(page, 'en', '/', 'pages.home.heading')
			expect(await localeCookie(page)).toBe('en')
			// A later first visit to / follows the remembered choice, not Accept-Language.
			await gotoHydrated(page, '/')
			await expectPage(page, 'en', '/', 'pages.home.heading')
		})
	})
})
