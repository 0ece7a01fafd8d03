/**
 * The checkout as a customer goes through it: the delivery-details step, the card form of the
 * payment step and the sandbox gateway's test cards. Every label comes from the same content
 * the pages are rendered from, so the helpers work in each locale.
 */
import { expect, type Page } from '@playwright/test'
import { CHECKOUT_MESSAGES } from '../../../content/checkout-messages.ts'
import { CHECKOUT } from '../../../content/pages/checkout.ts'
import { THANK_YOU } from '../../../content/pages/thank-you.ts'
import { formatAed } from '../../../domain/money.ts'
import { VAT_PERCENT } from '../../../domain/order-price.ts'
import { formatCount } from '../../../domain/text-template.ts'
import { type LocaleEntry, localizePath, t } from './locales.ts'

export const CHECKOUT_PATH = '/meal-plans/checkout/'
export const THANK_YOU_PATH = '/meal-plans/thank-you/'

/** The sandbox gateway's test cards (server/payments/sandbox/aps-sandbox-cards.ts); all expire 05/30 with CVV 123. */
export const TEST_CARDS = {
	pays: '4005550000000001',
	threeDSecure: '4557012345678902',
	insufficientFunds: '4000000000000002',
} as const

/**
 * Tabby's sandbox buyers (server/payments/sandbox/tabby-sandbox.ts). Our sandbox approves any
 * e-mail but otp.rejected@tabby.ai, so journeys that pay take their own address: a second paid
 * order of one e-mail and mobile would hold the first one's cool bag and pay no deposit.
 */
export const TABBY_BUYER = { email: 'otp.success@tabby.ai', mobile: '0500000001', otp: '8888' } as const

export type Customer = {
	firstName: string
	lastName: string
	email: string
	mobile: string
	flat: string
	building: string
	street: string
}

export const CUSTOMER: Customer = {
	firstName: 'Sara',
	lastName: 'Khan',
	email: 'sara.khan@example.com',
	mobile: '050 123 4567',
	flat: '1204',
	building: 'Marina Heights',
	street: 'Al Marsa Street',
}

/**
 * A page a click or a post leads to, on a busy machine: more than the default five seconds. Every
 * wait that spans a trip through the payment gateway (our server, the sandbox, our server again)
 * takes it.
 */
export const PAGE_LOAD = { timeout: 30_000 } as const

/** A fresh address per test: the orders of parallel tests are easy to tell apart in the database. */
export const customer = (label: string, overrides: Partial<Customer> = {}): Customer => ({
	...CUSTOMER,
	email: `sara.${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}@example.com`,
	...overrides,
})

/** The words a checkout test needs in one locale, read from the app's own content. */
export function checkoutWords(locale: LocaleEntry) {
	const page = CHECKOUT[locale.code]
	return {
		page,
		messages: CHECKOUT_MESSAGES[locale.code],
		thankYou: THANK_YOU[locale.code],
		text: (key: string, values?: Record<string, string>) => t(locale.code, key, values),
		aed: (fils: number) => formatAed(fils, locale.language),
		at: (path: string) => localizePath(path, locale.code),
	}
}

export type CheckoutWords = ReturnType<typeof checkoutWords>

/** Step 1's fields, found by their visible labels. */
export function detailsFields(page: Page, words: CheckoutWords) {
	const textbox = (name: string) => page.getByRole('textbox', { name, exact: true })
	const content = words.page
	return {
		firstName: textbox(content.firstName),
		lastName: textbox(content.lastName),
		email: textbox(content.email),
		mobile: textbox(content.mobile),
		city: page.getByRole('combobox', { name: content.city, exact: true }),
		area: page.getByRole('combobox', { name: content.area, exact: true }),
		flat: textbox(content.flat),
		building: textbox(content.building),
		street: textbox(content.street),
		landmark: textbox(content.landmark),
		/** The first delivery: the start day ticked in its group of days (app/components/start-date-picker.tsx). */
		startDate: page.getByRole('group', { name: content.startLabel, exact: true }).getByRole('radio', { checked: true }),
		terms: page.getByRole('checkbox', { name: content.terms, exact: true }),
		continue: page.getByRole('button', { name: content.continue, exact: true }),
	}
}

/**
 * Fills step 1 as a customer would, leaving the prefilled emirate (Dubai) and slot, and ticking the
 * second day offered for the first delivery. Not the earliest: the earliest moves a day at the
 * kitchen's noon cut-off and at midnight in Dubai, so a journey that showed the page a moment
 * before either and sent it after was refused "too early" (CI, 08:00 UTC). The second day is still
 * open after one such move, so no journey depends on the time of day it runs at.
 */
export async function fillDeliveryDetails(page: Page, words: CheckoutWords, person: Customer) {
	const fields = detailsFields(page, words)
	await page.getByRole('group', { name: words.page.startLabel, exact: true }).getByRole('radio').nth(1).check()
	await fields.firstName.fill(person.firstName)
	await fields.lastName.fill(person.lastName)
	await fields.email.fill(person.email)
	await fields.mobile.fill(person.mobile)
	// The first area of the list; every seeded area offers the morning slot.
	await fields.area.selectOption({ index: 1 })
	await fields.flat.fill(person.flat)
	await fields.building.fill(person.building)
	await fields.street.fill(person.street)
	await fields.terms.check()
	return fields
}

/** The step-2 address the order shows: the order id from the URL. */
export async function continueToPayment(page: Page, words: CheckoutWords) {
	await detailsFields(page, words).continue.click()
	// The order is made and the payment step loaded: on a busy machine, more than the default five seconds.
	await expect(page).toHaveURL(/[?&]order=[0-9a-f-]{36}(?:&account=[a-z-]+)?$/, PAGE_LOAD)
	await expect(page.getByRole('heading', { name: words.page.methodsLegend })).toBeVisible(PAGE_LOAD)
	return page.url()
}

/** The card form of step 2, by its localized labels. */
export function cardFields(page: Page, words: CheckoutWords) {
	const textbox = (key: string) => page.getByRole('textbox', { name: words.text(key), exact: true })
	return {
		holderName: textbox('cardPayment.holderName'),
		number: textbox('cardPayment.number'),
		expiry: textbox('cardPayment.expiry'),
		securityCode: textbox('cardPayment.securityCode'),
	}
}

/** The pay button, named with the amount the customer was shown on step 1. */
export const payButton = (page: Page, words: CheckoutWords, totalFils: number) =>
	page.getByRole('button', { name: words.text('cardPayment.payAmount', { amount: words.aed(totalFils) }), exact: true })

/** Types a test card (expiry 05/30, CVV 123) and pays; the browser leaves for the gateway. */
export async function payByCard(page: Page, words: CheckoutWords, cardNumber: string, totalFils: number) {
	const card = cardFields(page, words)
	await card.holderName.fill('Sara Khan')
	await card.number.fill(cardNumber)
	// The expiry mask wants keystrokes: MMYY becomes MM/YY.
	await card.expiry.pressSequentially('0530')
	await expect(card.expiry).toHaveValue('05/30')
	await card.securityCode.fill('123')
	const pay = payButton(page, words, totalFils)
	// Enabled once the page has hydrated: the gateway's expiry_date is set by the script.
	await expect(pay).toBeEnabled()
	await pay.click()
}

/** Step 1's total (hidden `expected_total`): what the order must charge. */
export async function detailsTotal(page: Page) {
	return Number(await page.locator('input[name="expected_total"]').inputValue())
}

/**
 * The thank-you page of a paid order: its number, the tax invoice with its VAT lines and the
 * total the customer was shown on step 1, and the sandbox's test-mode note. Returns the number.
 */
export async function expectPaidOrder(page: Page, words: CheckoutWords, locale: LocaleEntry, totalFils: number) {
	// Through the gateway and back: on a busy machine, more than the default five seconds.
	await expect(page).toHaveURL(new RegExp(`${escapeRegExp(words.at(THANK_YOU_PATH))}\\?order=[0-9a-f-]{36}$`), PAGE_LOAD)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.text('pages.thankYou.heading'))
	await expect(page.locator('html')).toHaveAttribute('dir', locale.dir)
	await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang)
	const number = page.getByText(words.thankYou.orderNumber, { exact: false }).first().locator('strong')
	await expect(number).toHaveText(/^KC-\d{6,}$/)
	const invoice = page.locator('#tax-invoice')
	await expect(invoice.getByRole('heading', { level: 2 })).toContainText('Tax Invoice')
	await expect(invoice.getByRole('heading', { level: 2 })).toContainText('فاتورة ضريبية')
	await expect(invoice).toContainText(await number.innerText())
	const vatName = words.thankYou.invoice.vatTotal.replace('{{rate}}', formatCount(VAT_PERCENT, locale.language))
	// Each total's label followed by its amount, whatever the layout around them; the total is what step 1 showed.
	await expect(invoice).toContainText(new RegExp(`${escapeRegExp(vatName)}\\s*\\D{0,6}\\d`))
	await expect(invoice).toContainText(new RegExp(`${escapeRegExp(words.thankYou.invoice.total)}\\s*${looseSpaces(words.aed(totalFils))}`))
	await expect(page.getByRole('note').filter({ hasText: words.thankYou.sandboxNotice })).toBeVisible()
	return (await number.innerText()).trim()
}

/** A pattern for a formatted amount, whichever space (plain, no-break, narrow) separates its parts. */
const looseSpaces = (text: string) => escapeRegExp(text).replace(/\s+/g, '\\s')

export function escapeRegExp(value: string) {
	return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
