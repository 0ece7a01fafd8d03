/**
 * A returning customer pays with a saved card (issue 5): signed in, they tick "save this card" at
 * their first payment; their next order offers that card, asks only its CVV, and is paid.
 */
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import {
	CHECKOUT_PATH,
	checkoutWords,
	continueToPayment,
	customer,
	detailsTotal,
	expectPaidOrder,
	fillDeliveryDetails,
	payButton,
	payByCard,
	TEST_CARDS,
} from './support/checkout.ts'
import { localeByCode } from './support/locales.ts'

const TWO_WEEKS = `${CHECKOUT_PATH}?plan=international&weeks=2`
/** content/plans.ts COOL_BAG_DEPOSIT, in fils. */
const BAG_DEPOSIT = 10_000

for (const code of ['en', 'ar-ae'] as const) {
	const locale = localeByCode(code)
	const words = checkoutWords(locale)

	test(`${code}: a returning customer pays with the card saved at their first order`, async ({ page }) => {
		// Two whole checkouts: more than the default 30 s on a loaded machine (a limit, not a speed goal).
		test.slow()
		const person = customer(`saved-card-${code}`, { email: `saved.card.${code}.${Date.now()}@example.com` })
		// Signed in through the API: the account pages have their own journeys (accounts.spec.ts).
		const registered = await page.request.post('/client/api/v1/register?locale=en', {
			// Its own client address: the accounts journeys use up the sign-ups of 127.0.0.1.
			headers: { 'X-Forwarded-For': code === 'en' ? '198.51.100.21' : '198.51.100.22' },
			data: {
				first_name: person.firstName,
				last_name: person.lastName,
				email: person.email,
				mobile_number: person.mobile,
				password: 'Saffron-garden-2026',
				terms: true,
			},
		})
		expect(registered.status()).toBe(201)

		await gotoHydrated(page, words.at(TWO_WEEKS))
		const total = await detailsTotal(page)
		await fillDeliveryDetails(page, words, person)
		await continueToPayment(page, words)
		await page.getByRole('checkbox', { name: words.text('cardPayment.saveCard') }).check()
		await payByCard(page, words, TEST_CARDS.pays, total)
		await expectPaidOrder(page, words, locale, total)

		// The next order: the saved card comes first, and only its CVV is asked. The customer holds
		// the cool bag of the first order now, so no second deposit (docs/payments.md).
		await gotoHydrated(page, words.at(TWO_WEEKS))
		const nextTotal = await detailsTotal(page)
		expect(nextTotal).toBe(total - BAG_DEPOSIT)
		await fillDeliveryDetails(page, words, person)
		await continueToPayment(page, words)
		const saved = page.getByRole('region', { name: words.page.savedCardHeading })
		await expect(saved).toContainText('0001')
		await expect(page.getByRole('heading', { name: words.page.otherCard })).toBeVisible()
		// Without the CVV the form says so in the page's language and stays.
		await saved.getByRole('button').click()
		await expect(saved).toContainText(words.text('error_messages.enter_cvv'))
		await saved.getByRole('textbox', { name: words.text('cardPayment.securityCode') }).fill('123')
		await saved.locator(payButton(page, words, nextTotal)).click()
		await expectPaidOrder(page, words, locale, nextTotal)
	})
}
