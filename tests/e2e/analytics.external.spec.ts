/**
 * The analytics bus end to end, on the server with the third-party scripts switched on: a visitor
 * accepts all cookies, buys a plan with the sandbox card, and the tag manager's data layer gets
 * the `purchase` with the order's value in AED, the currency and the order number, and the
 * buyer's e-mail and phone only as SHA-256 hashes (spec §5), never as typed.
 *
 * No request reaches a vendor: every other host is answered here with an empty script, so the
 * site's own sink (app/analytics/vendors/) fills `window.dataLayer` and nothing reads it.
 */
import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import { normalizeEmail, normalizePhone } from '../../domain/hashing.ts'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { CHECKOUT_PATH, checkoutWords, continueToPayment, customer, detailsTotal, expectPaidOrder, fillDeliveryDetails, payByCard, TEST_CARDS } from './support/checkout.ts'
import { localeByCode, t } from './support/locales.ts'

const en = localeByCode('en')
const words = checkoutWords(en)
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

type DataLayerEntry = Record<string, unknown>

async function answerVendorsWithEmptyScripts(page: Page, siteOrigin: string) {
	await page.route(
		(url) => url.origin !== siteOrigin,
		(route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
	)
}

const dataLayer = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? [])) as DataLayerEntry[])

test('the purchase reaches the tag manager with its value in AED and only hashed contact details', async ({ page, baseURL }) => {
	// A whole purchase through the card form, as the checkout journeys are.
	test.slow()
	await answerVendorsWithEmptyScripts(page, new URL(baseURL ?? '').origin)
	await gotoHydrated(page, '/')
	await page.getByRole('button', { name: t('en', 'consent.acceptAll'), exact: true }).click()
	await expect(page.getByRole('button', { name: t('en', 'consent.acceptAll'), exact: true })).toHaveCount(0)

	const buyer = customer('analytics-purchase')
	await gotoHydrated(page, words.at(`${CHECKOUT_PATH}?plan=international&weeks=2`))
	const totalFils = await detailsTotal(page)
	await fillDeliveryDetails(page, words, buyer)
	await continueToPayment(page, words)
	// The details step was shown in this document: its begin_checkout is in the same data layer.
	await expect
		.poll(async () => (await dataLayer(page)).find((entry) => entry.event === 'begin_checkout'))
		.toMatchObject({ value: totalFils / 100, currency: 'AED', plan: 'international' })
	await payByCard(page, words, TEST_CARDS.pays, totalFils)
	const orderNumber = await expectPaidOrder(page, words, en, totalFils)

	// The bus loads its enrichment when the page is idle, then hands the event to the sink.
	await expect.poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'purchase')).toHaveLength(1)
	const entries = await dataLayer(page)
	const purchase = entries.find((entry) => entry.event === 'purchase')
	expect(purchase).toMatchObject({
		value: totalFils / 100,
		currency: 'AED',
		order: orderNumber,
		email: sha256(normalizeEmail(buyer.email)),
		// 050 123 4567 as the order stores it: +971 50 123 4567.
		phone: sha256(normalizePhone('+971 50 123 4567')),
	})
	expect(purchase?.email).toMatch(/^[0-9a-f]{64}$/)
	expect(purchase?.phone).toMatch(/^[0-9a-f]{64}$/)
	const everything = JSON.stringify(entries)
	expect(everything).not.toContain(buyer.email)
	expect(everything).not.toContain('123 4567')
	expect(everything).not.toContain('501234567')

	// Counted once: a reload of the thank-you page does not buy again.
	await page.reload()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.text('pages.thankYou.heading'))
	await expect.poll(async () => (await dataLayer(page)).some((entry) => entry.event === 'page_view')).toBe(true)
	expect((await dataLayer(page)).filter((entry) => entry.event === 'purchase')).toHaveLength(0)
})
