/**
 * Renewing and cancelling a paid plan (issue 17, items 6 and 7), in the three languages: the
 * customer who saved their card at the first payment renews from My plan for one more week, paying
 * with that card (only its CVV), and the last delivery moves a week on; then they cancel the
 * remaining days and see, before confirming, the refund with its arithmetic (days × the price of
 * a day as paid − the fee = the refund, one part per order that paid days), then the refund's
 * state as the payment provider answered and each refund's tax credit note.
 */
import { CANCELLATION_TEXTS } from '../../content/cancellation-messages.ts'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { MY_PLAN } from '../../content/pages/my-plan.ts'
import { RENEWAL_MESSAGES } from '../../content/renewal-messages.ts'
import { fillText, formatCount } from '../../domain/text-template.ts'
import { expect, test } from './support/fixtures.ts'
import { checkoutWords, customer, detailsTotal, expectPaidOrder, PAGE_LOAD } from './support/checkout.ts'
import { buyPlan, openMyPlan, payWithSavedCard, planFigure, planIdOf, signUp } from './support/my-plan.ts'
import { localeByCode } from './support/locales.ts'

/** Each language's journey signs up from its own client address (sign-ups are limited per address). */
const CLIENT_ADDRESS = { en: '198.51.100.51', 'ar-ae': '198.51.100.52', 'ru-ae': '198.51.100.53' } as const

/** The quote the API gives for the same plan (POST …/cancellation?preview=1): the figures the page must show. */
type QuotePart = { order_number: string; days: number; day_price: number; gross: number; fee_percent: number; fee: number; refund: number; vat: number }
type Quote = { days: number; refund: number; parts: QuotePart[] }

for (const code of ['en', 'ar-ae', 'ru-ae'] as const) {
	const locale = localeByCode(code)
	const words = checkoutWords(locale)
	const text = MY_PLAN[code]
	const cancelling = CANCELLATION_TEXTS[code]
	const count = (value: number) => formatCount(value, locale.language)

	test(`${code}: renew with the saved card, then cancel and see the refund, its state and its credit note`, async ({ page }) => {
		test.setTimeout(180_000)
		const person = customer(`my-plan-renew-${code}`, { email: `my.plan.renew.${code}.${Date.now()}@example.com` })
		await signUp(page, person, CLIENT_ADDRESS[code])
		await buyPlan(page, words, locale, person, { saveCard: true })
		await openMyPlan(page, words, locale)
		const planId = await planIdOf(page, locale)
		const lastBefore = await planFigure(page, text.summary.lastDelivery).innerText()

		// Renew: one more week, paid with the saved card.
		await page.getByRole('link', { name: text.summary.renew, exact: true }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.text('pages.renewPlan.heading'), PAGE_LOAD)
		await page.getByRole('radio', { name: CUSTOMISE[code].weeks['1'], exact: true }).check()
		await page.getByRole('button', { name: RENEWAL_MESSAGES[code].page.showPrice, exact: true }).click()
		await expect(page).toHaveURL(/[?&]weeks=1(?:&|$)/, PAGE_LOAD)
		// The address changes before the new price is on the page: read the total once the posted form says one week.
		await expect(page.locator('form[method="post"] input[name="weeks"]')).toHaveValue('1', PAGE_LOAD)
		const renewal = await detailsTotal(page)
		await page.getByRole('button', { name: RENEWAL_MESSAGES[code].page.toPayment, exact: true }).click()
		await expect(page).toHaveURL(/[?&]order=[0-9a-f-]{36}/, PAGE_LOAD)
		await payWithSavedCard(page, words, renewal)
		await expectPaidOrder(page, words, locale, renewal)

		await openMyPlan(page, words, locale)
		await expect(planFigure(page, text.summary.lastDelivery)).not.toHaveText(lastBefore)
		await expect(planFigure(page, text.summary.daysLeft)).toHaveText(count(12))

		// Cancel: the page shows the quote's arithmetic before anything is cancelled.
		await page.getByRole('link', { name: text.summary.cancel, exact: true }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(cancelling.page.title, PAGE_LOAD)
		const previewed = await page.request.post(`/client/api/v1/subscriptions/${planId}/cancellation?preview=1`, {
			headers: { Origin: new URL(page.url()).origin },
			data: {},
		})
		expect(previewed.status()).toBe(200)
		const quote = ((await previewed.json()) as { data: { quote: Quote } }).data.quote
		// The first week's days that are still before the cut-off and the renewal's week: one part per order.
		expect(quote.parts).toHaveLength(2)
		expect(quote.days).toBe(quote.parts[0]!.days + quote.parts[1]!.days)
		for (const part of quote.parts) {
			expect(part.gross).toBe(part.days * part.day_price)
			expect(part.refund).toBe(part.gross - part.fee)
			// Each order's days under a heading that names the order.
			const shown = page.getByRole('region', { name: fillText(cancelling.page.forOrder, { order: part.order_number }), exact: true })
			await expect(shown).toContainText(count(part.days))
			await expect(shown).toContainText(fillText(cancelling.page.multiplication, { days: count(part.days), price: words.aed(part.day_price) }))
			await expect(shown).toContainText(words.aed(part.gross))
			await expect(shown).toContainText(words.aed(part.refund))
			await expect(shown).toContainText(fillText(cancelling.page.vatIncluded, { vat: words.aed(part.vat) }))
		}
		expect(quote.refund).toBe(quote.parts[0]!.refund + quote.parts[1]!.refund)
		await expect(page.locator('dl > div').filter({ hasText: cancelling.page.totalRefund })).toContainText(words.aed(quote.refund))
		await expect(page.locator('input[name="expected_refund"]')).toHaveValue(String(quote.refund))

		await page.getByRole('button', { name: cancelling.page.confirm, exact: true }).click()
		await expect(page).toHaveURL(/[?&]done=1$/, PAGE_LOAD)
		await expect(page.getByText(cancelling.page.done, { exact: true })).toBeVisible()
		// The sandbox gateway answers at once: each refund says the provider confirmed it.
		const refunds = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /CN-\d+/ }) })
		await expect(refunds).toHaveCount(quote.parts.length)
		for (const [index, part] of quote.parts.entries()) {
			await expect(refunds.nth(index)).toContainText(fillText(cancelling.page.refundConfirmed, { amount: words.aed(part.refund) }))
		}

		// Each refund's tax credit note: its number, the invoice it corrects, the difference refunded and the refund's state.
		const notes = page.getByRole('link', { name: new RegExp(`^${cancelling.page.creditNoteLink.replace('{{number}}', 'CN-\\d+')}$`) })
		await expect(notes).toHaveCount(2)
		const hrefs = await Promise.all((await notes.all()).map((link) => link.getAttribute('href')))
		for (const [index, href] of hrefs.entries()) {
			await page.goto(href!)
			const note = page.getByRole('region', { name: /Tax Credit Note/ })
			await expect(page.getByRole('heading', { level: 1 })).toContainText(cancelling.creditNote.heading, PAGE_LOAD)
			await expect(note).toContainText('إشعار دائن ضريبي')
			await expect(note).toContainText(/CN-\d+/)
			await expect(note).toContainText(cancelling.creditNote.invoice)
			const difference = note.locator('dl > div').filter({ hasText: cancelling.creditNote.difference }).last().locator('dd')
			await expect(difference).toHaveText(words.aed(quote.parts[index]!.refund))
			await expect(note).toContainText(`${cancelling.creditNote.refundState}: ${cancelling.creditNote.confirmed}`)
		}

		// Every day was still before its cut-off: the plan is over, with nothing left to renew or cancel.
		await openMyPlan(page, words, locale)
		await expect(page.getByRole('link', { name: text.summary.cancel, exact: true })).toHaveCount(0)
	})
}
