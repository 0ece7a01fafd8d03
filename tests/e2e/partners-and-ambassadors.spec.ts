/**
 * Partner, ambassador and funnel pages in every locale: an ambassador's invitation puts the
 * referral code in the order draft (session storage) and carries it in its links, the Samsung
 * offer puts its code in the draft as an automatic one, a company's enquiry lands on the contact
 * form with its topic chosen, an unknown or malformed ambassador is the
 * localized 404, the links that carry codes work without JavaScript, the served HTML of every one of
 * these pages passes the Nu HTML Checker, and axe finds nothing serious on any of them, in light
 * mode at a phone size and in dark mode on a desktop.
 */
import type { Page } from '@playwright/test'
import { PARTNER_CODES } from '../../content/discount-codes.ts'
import { AMBASSADOR_PAGE } from '../../content/pages/ambassador-sign-up.ts'
import { PARTNER_IN_HEALTH } from '../../content/pages/partner-in-health.ts'
import { SAMSUNG_OFFER } from '../../content/pages/partner-in-health-samsung.ts'
import type { OrderDraft } from '../../domain/order-draft.ts'
import { expect, gotoHydrated, NOT_FOUND_RESOURCE, test } from './support/fixtures.ts'
import { get } from './support/html.ts'
import { ENABLED_LOCALES, localizePath, t } from './support/locales.ts'
import { expectNoSeriousAxeViolations } from './support/page-checks.ts'
import { AMBASSADOR } from './support/pages.ts'
import { formatMessages, validateDocuments } from './support/vnu.ts'

const ORDER_DRAFT_KEY = 'kcal.orderDraft'
const SAMSUNG_CODE = PARTNER_CODES.samsung.code

/** The stored order draft, once a write has happened (the pages write after hydration). */
async function storedDraft(page: Page): Promise<OrderDraft> {
	await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), ORDER_DRAFT_KEY)).not.toBeNull()
	return JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), ORDER_DRAFT_KEY)) ?? 'null') as OrderDraft
}

/** The path and query of a link, without the origin. */
const target = (href: string | null) => {
	const url = new URL(href ?? '', 'http://localhost')
	return url.pathname + url.search
}

const AUDITED = [
	'/partner-in-health/',
	'/partner-in-health/samsung/',
	`/ambassador-sign-up/${AMBASSADOR.handle}/`,
	'/get-started/',
	'/get-started/ru/',
	'/metabolic-lp/',
]

for (const locale of ENABLED_LOCALES) {
	const at = (path: string) => localizePath(path, locale.code)

	test.describe(`partners and ambassadors (${locale.code})`, () => {
		test('an ambassador’s invitation puts the referral code in the order draft', async ({ page }) => {
			const content = AMBASSADOR_PAGE[locale.code]
			// The address is matched without regard to case.
			const response = await gotoHydrated(page, at(`/ambassador-sign-up/${AMBASSADOR.handle.toUpperCase()}/`))
			expect(response?.status()).toBe(200)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale.code, 'pages.ambassadorSignUp.heading', { name: AMBASSADOR.displayName }))
			const draft = await storedDraft(page)
			expect(draft).toMatchObject({ referral_code: AMBASSADOR.referralCode, initiator_type: 'Ambassador' })
			await expect(page.getByText(AMBASSADOR.referralCode, { exact: true })).toBeVisible()

			const signUp = page.getByRole('link', { name: content.cta.signUp }).first()
			expect(target(await signUp.getAttribute('href'))).toBe(at(`/sign-up/?referral=${AMBASSADOR.referralCode}`))
			await signUp.click()
			await expect(page).toHaveURL((url) => url.pathname === at('/sign-up/') && url.searchParams.get('referral') === AMBASSADOR.referralCode)
			// The draft outlives the page that wrote it.
			expect((await storedDraft(page)).referral_code).toBe(AMBASSADOR.referralCode)
		})

		test('the Samsung offer puts its code in the order draft as an automatic one', async ({ page }) => {
			const content = SAMSUNG_OFFER[locale.code]
			await gotoHydrated(page, at('/partner-in-health/samsung/'))
			const draft = await storedDraft(page)
			expect(draft).toMatchObject({
				discount_code: [SAMSUNG_CODE],
				automatic_public_discount_codes: [SAMSUNG_CODE],
				initiator_type: 'Partner',
			})
			const start = page.getByRole('link', { name: content.hero.cta }).first()
			expect(target(await start.getAttribute('href'))).toBe(at(`/meal-plans/customise-meal-plan/?code=${SAMSUNG_CODE}`))
		})

		test('a company’s enquiry opens the contact form with its topic chosen', async ({ page }) => {
			await gotoHydrated(page, at('/partner-in-health/'))
			await page.getByRole('link', { name: PARTNER_IN_HEALTH[locale.code].enquiry.contact }).click()
			await expect(page).toHaveURL((url) => url.pathname === at('/contact/') && url.searchParams.get('topic') === 'other')
			await expect(page.getByRole('combobox', { name: t(locale.code, 'forms.topic'), exact: true })).toHaveValue('other')
		})

		test.describe('an unknown ambassador', () => {
			test.use({ allowedConsoleErrors: [NOT_FOUND_RESOURCE] })

			test('is the localized 404, and writes nothing to the draft', async ({ page }) => {
				for (const handle of ['nobody-by-this-name', '-x-']) {
					const url = at(`/ambassador-sign-up/${handle}/`)
					const response = await gotoHydrated(page, url)
					expect(response?.status(), url).toBe(404)
					await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale.code, 'errors.notFoundTitle'))
					expect(await page.evaluate((key) => sessionStorage.getItem(key), ORDER_DRAFT_KEY)).toBeNull()
				}
			})
		})
	})

	test.describe(`partner and ambassador links without JavaScript (${locale.code})`, () => {
		test.use({ javaScriptEnabled: false })

		test('carry the codes in their addresses', async ({ page }) => {
			await page.goto(at(`/ambassador-sign-up/${AMBASSADOR.handle}/`))
			await page.getByRole('link', { name: AMBASSADOR_PAGE[locale.code].cta.plans }).first().click()
			await expect(page).toHaveURL(
				(url) => url.pathname === at('/meal-plans/customise-meal-plan/') && url.searchParams.get('referral') === AMBASSADOR.referralCode,
			)

			await page.goto(at('/partner-in-health/samsung/'))
			await page.getByRole('link', { name: SAMSUNG_OFFER[locale.code].hero.cta }).first().click()
			await expect(page).toHaveURL(
				(url) => url.pathname === at('/meal-plans/customise-meal-plan/') && url.searchParams.get('code') === SAMSUNG_CODE,
			)
		})
	})
}

for (const { name, viewport, colorScheme } of [
	{ name: 'phone', viewport: { width: 390, height: 844 }, colorScheme: 'light' },
	{ name: 'desktop, dark mode', viewport: { width: 1280, height: 800 }, colorScheme: 'dark' },
] as const) {
	test.describe(`axe on partner, ambassador and funnel pages (${name})`, () => {
		test.use({ viewport, colorScheme })
		for (const locale of ENABLED_LOCALES) {
			test(`${locale.code}`, async ({ page }) => {
				test.setTimeout(90_000)
				for (const path of AUDITED) {
					const url = localizePath(path, locale.code)
					const response = await gotoHydrated(page, url)
					expect(response?.status(), url).toBe(200)
					await expectNoSeriousAxeViolations(page)
				}
			})
		}
	})
}

test('the served HTML of every partner, ambassador and funnel page is valid', async ({ request }) => {
	test.setTimeout(90_000)
	const urls = ENABLED_LOCALES.flatMap((locale) => AUDITED.map((path) => localizePath(path, locale.code)))
	const documents = await Promise.all(
		urls.map(async (url) => {
			const response = await get(request, url)
			expect(response.status(), url).toBe(200)
			return { name: url, html: await response.text() }
		}),
	)
	// One Java run for all of them.
	const results = await validateDocuments(documents)
	for (const url of urls) {
		const errors = (results.get(url) ?? []).filter((message) => message.type === 'error' || message.type === 'non-document-error')
		expect.soft(formatMessages(errors), `vnu errors in ${url}`).toEqual([])
	}
	expect(results.size).toBe(urls.length)
})
