/**
 * The campaign pages in every locale: a live offer (/campaign/kmp_2499/) puts its code in the
 * order draft in session storage as an automatic code started by the campaign, and its button
 * carries the plan and code, also before JavaScript; an ended one (/campaign/ny25/) says so, asks
 * not to be indexed and leaves the draft as it was. axe on both, light and dark.
 */
import type { Page } from '@playwright/test'
import { CAMPAIGN_CODES } from '../../content/discount-codes.ts'
import { CAMPAIGN_PAGES } from '../../content/pages/campaigns.ts'
import { lastValidDay } from '../../domain/discount-codes.ts'
import { formatAed } from '../../domain/money.ts'
import { formatCalendarDate } from '../../domain/text-template.ts'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { describeDocument, get } from './support/html.ts'
import { ENABLED_LOCALES, localizePath, t } from './support/locales.ts'
import { blockScripts, expectNoSeriousAxeViolations } from './support/page-checks.ts'

const ORDER_DRAFT_KEY = 'kcal.orderDraft'
const LIVE_CODE = CAMPAIGN_CODES.kmp_2499.code

const storedDraft = (page: Page) =>
	page.evaluate((key) => {
		const raw = window.sessionStorage.getItem(key)
		return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>)
	}, ORDER_DRAFT_KEY)

for (const locale of ENABLED_LOCALES) {
	const at = (path: string) => localizePath(path, locale.code)
	const copy = CAMPAIGN_PAGES[locale.code]
	const endedOn = formatCalendarDate(lastValidDay(CAMPAIGN_CODES.ny25.validUntil as Date), locale.language)

	test.describe(`campaigns (${locale.code})`, () => {
		test('a live offer: priced, its code in the draft as automatic, the button carries plan and code', async ({ page }) => {
			await gotoHydrated(page, at('/campaign/kmp_2499/'))
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale.code, 'pages.campaignKmp2499.heading'))
			const offer = page.getByRole('region', { name: copy.offer.heading })
			// The price table's AED 2,940 less the code's AED 441, in the page's language.
			await expect(offer).toContainText(formatAed(249_900, locale.language, { minimumFractionDigits: 0 }))
			await expect(offer).toContainText(LIVE_CODE)

			await expect.poll(() => storedDraft(page)).toMatchObject({
				discount_code: [LIVE_CODE],
				automatic_public_discount_codes: [LIVE_CODE],
				initiator_type: 'Campaign',
			})

			const cta = offer.getByRole('link', { name: copy.campaigns.kmp_2499.cta })
			const href = new URL((await cta.getAttribute('href')) ?? '', 'http://localhost')
			expect(href.pathname).toBe(at('/meal-plans/customise-meal-plan/'))
			expect(Object.fromEntries(href.searchParams)).toMatchObject({ plan: 'international', code: LIVE_CODE })

			// The fine print opens natively, with the one-code rule in it.
			await page.getByText(copy.finePrint.combine.question).click()
			await expect(page.getByText(copy.finePrint.combine.answer)).toBeVisible()
			await expectNoSeriousAxeViolations(page)
		})

		test('an ended offer: says when it ended, points to the live offers and leaves the draft alone', async ({ page }) => {
			await gotoHydrated(page, at('/campaign/kmp_2499/'))
			await expect.poll(() => storedDraft(page)).toMatchObject({ discount_code: [LIVE_CODE] })
			const before = await storedDraft(page)

			await gotoHydrated(page, at('/campaign/ny25/'))
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale.code, 'pages.campaignNy25.heading'))
			await expect(page.getByText(copy.unavailable.ended.replace('{{date}}', endedOn))).toBeVisible()
			const current = page.getByRole('region', { name: copy.unavailable.currentHeading })
			await expect(current.getByRole('link', { name: t(locale.code, 'pages.campaignKmp2499.title'), exact: true })).toHaveAttribute('href', at('/campaign/kmp_2499/'))
			await expect(current.getByRole('link', { name: copy.unavailable.allPlans })).toHaveAttribute('href', at('/meal-plans/'))
			await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
			await expect(page.getByText(CAMPAIGN_CODES.ny25.code, { exact: true })).toHaveCount(0)
			expect(await storedDraft(page)).toEqual(before)
			await expectNoSeriousAxeViolations(page)
		})

		test('an ended offer on a first visit writes no draft at all, and answers noindex', async ({ page, request }) => {
			await gotoHydrated(page, at('/campaign/ramadan25/'))
			await expect(page.getByText(copy.unavailable.endedBadge, { exact: true })).toBeVisible()
			expect(await storedDraft(page)).toBeNull()
			const response = await get(request, at('/campaign/ramadan25/'))
			expect(response.status()).toBe(200)
			expect(response.headers()['x-robots-tag']).toBe('noindex')
		})
	})
}

test.describe('without JavaScript', () => {
	test('the live offer’s button is a plain link with the plan and code', async ({ page }) => {
		await blockScripts(page)
		await page.goto('/ar-ae/campaign/kmp_2499/')
		const cta = page.getByRole('link', { name: CAMPAIGN_PAGES['ar-ae'].campaigns.kmp_2499.cta }).first()
		await expect(cta).toHaveAttribute('href', `/ar-ae/meal-plans/customise-meal-plan/?plan=international&size=regular&days=7&weeks=4&code=${LIVE_CODE}`)
	})
})

test.describe('in dark mode', () => {
	test.use({ colorScheme: 'dark', viewport: { width: 390, height: 844 } })

	for (const path of ['/ar-ae/campaign/kmp_2499_app/', '/ru-ae/campaign/eoy24/']) {
		test(`${path} passes axe`, async ({ page }) => {
			await gotoHydrated(page, path)
			await expectNoSeriousAxeViolations(page)
		})
	}
})

test('the server HTML of a live campaign carries its Offer in AED; an ended one carries none', async ({ request }) => {
	const live = await (await get(request, '/campaign/kmp_2499/')).text()
	const offer = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(live)?.[1] ?? '{}')
	expect(offer).toMatchObject({ '@type': 'Offer', price: '2499.00', priceCurrency: 'AED' })
	expect(describeDocument(live).robots).toEqual([])
	const ended = await (await get(request, '/campaign/kmp_kcalfit24/')).text()
	expect(ended).not.toContain('application/ld+json')
	expect(describeDocument(ended).robots).toContain('noindex')
})
