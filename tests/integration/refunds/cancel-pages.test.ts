/**
 * The account's cancel page and the tax credit note (issue 17, area D), rendered as the server
 * renders them, on a plan paid in the card sandbox: the arithmetic before confirming (works as a
 * plain form: the action answers 303), the refunds afterwards with their state as the gateway
 * said, the credit note's figures in three languages, and nothing of another customer's plan.
 */
import { describe, expect, test } from 'vitest'
import CancelPlan, { action as cancelAction, loader as cancelLoader } from '../../../app/routes/cancel-plan.tsx'
import CreditNote, { loader as creditNoteLoader } from '../../../app/routes/credit-note.tsx'
import { renderToString } from 'react-dom/server'
import { loaderContext, pageElement, TEST_ORIGIN } from '../../../app/test-support/render-page.tsx'
import { CANCELLATION_TEXTS } from '../../../content/cancellation-messages.ts'
import { getLocale, type LocaleCode, localizePath } from '../../../domain/locale.ts'
import { formatAed } from '../../../domain/money.ts'
import { invoiceNumber, orderNumber } from '../../../domain/order.ts'
import { formatList } from '../../../domain/text-list.ts'
import { formatCalendarDate } from '../../../domain/text-template.ts'
import { CARDS, createCheckoutTestApp, newKey, type OrderJson, returnToShop, thankYou, tokenize } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { payPlan, planOfOrder, signedInCustomer } from '../support/plans.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)

async function paidPlan() {
	const { customer, auth } = await signedInCustomer(db)
	const order = await payPlan(app, { auth, weeks: 1 })
	const plan = await planOfOrder(db, order.id)
	return { customer, order: plan.order!, subscription: plan.subscription! }
}

type Customer = { id: number; email: string | null; locale: string }

/** The page as the server renders it (node, no DOM here: the app's modules need file URLs), and its text without tags. */
function render(Component: unknown, locale: LocaleCode, url: URL, data: unknown) {
	const html = renderToString(pageElement(Component, locale, url, data))
	const text = html
		.replace(/<[^>]+>/g, ' ')
		.replaceAll('&amp;', '&')
		.replaceAll('&#x27;', "'")
		.replaceAll('&quot;', '"')
		.replace(/[\s\u00a0\u2066\u2069]+/g, ' ')
	return { html, text }
}
const squeeze = (value: string) => value.replace(/[\s\u00a0\u2066\u2069]+/g, ' ')

function contextFor(locale: LocaleCode, customer: Customer | null) {
	return loaderContext(locale, { services: { db, checkout: app.checkout, customer: customer as never } })
}

async function load<T>(loader: (args: never) => Promise<T>, locale: LocaleCode, path: string, customer: Customer | null) {
	const url = new URL(localizePath(path, locale), TEST_ORIGIN)
	const data = await loader({ context: contextFor(locale, customer), url, params: {}, request: new Request(url) } as never)
	return { url, data }
}

/** What a loader threw: a redirect's target or a 404's status. */
async function refusal(loader: (args: never) => Promise<unknown>, locale: LocaleCode, path: string, customer: Customer | null) {
	const error = await load(loader, locale, path, customer).then(
		() => null,
		(reason: unknown) => reason,
	)
	if (error instanceof Response) return { status: error.status, location: error.headers.get('Location') }
	return { status: (error as { init?: { status?: number } } | null)?.init?.status }
}

function post(locale: LocaleCode, customer: Customer, fields: Record<string, string>) {
	const url = new URL(localizePath('/account/plan/cancel/', locale), TEST_ORIGIN)
	const request = new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: TEST_ORIGIN }, body: new URLSearchParams(fields) })
	return cancelAction({ context: contextFor(locale, customer), url, params: {}, request } as never)
}

describe('the cancel page', () => {
	test('shows the arithmetic, cancels with a plain form post (303), then lists the refund with its credit note', async () => {
		const { customer, order, subscription } = await paidPlan()
		const path = `/account/plan/cancel/?plan=${subscription.publicId}`
		const dayPrice = Math.floor(order.price.discounted / order.price.number_of_days)
		const aed = (fils: number) => formatAed(fils, 'en-GB')

		const { url, data } = await load(cancelLoader, 'en', path, customer)
		const { html, text: page } = render(CancelPlan, 'en', url, data)
		expect(page).toContain(squeeze(`6 × ${aed(dayPrice)}`))
		expect(page).toContain(squeeze(aed(6 * dayPrice)))
		expect(page).toContain(CANCELLATION_TEXTS.en.page.deposit)
		expect(html).toMatch(/<form [^>]*method="post"/)
		expect(html).toContain(`name="expected_refund" value="${6 * dayPrice}"`)
		expect(html).toContain(`name="plan" value="${subscription.publicId}"`)

		const answer = (await post('en', customer, { plan: subscription.publicId, expected_refund: String(6 * dayPrice) })) as Response
		expect(answer.status).toBe(303)
		expect(answer.headers.get('Location')).toBe(`${path}&done=1`)

		const after = await load(cancelLoader, 'en', `${path}&done=1`, customer)
		expect(after.data).toMatchObject({ done: true, quote: null })
		const done = render(CancelPlan, 'en', after.url, after.data)
		expect(done.text).toContain(CANCELLATION_TEXTS.en.page.done)
		expect(done.text).toContain(squeeze(CANCELLATION_TEXTS.en.page.refundConfirmed.replace('{{amount}}', aed(6 * dayPrice))))
		expect(done.html).toMatch(/href="\/account\/credit-note\/\?refund=[0-9a-f-]{36}"/)
	})

	test('in Arabic and Russian: the page speaks the language; a refund confirmed on a stale amount is refused (409) with the new one', async () => {
		const { customer, subscription } = await paidPlan()
		for (const locale of ['ar-ae', 'ru-ae'] as const) {
			const { url, data } = await load(cancelLoader, locale, `/account/plan/cancel/?plan=${subscription.publicId}`, customer)
			const { html, text } = render(CancelPlan, locale, url, data)
			expect(text).toContain(CANCELLATION_TEXTS[locale].page.title)
			expect(text).toContain(CANCELLATION_TEXTS[locale].page.confirm)
			expect(html).toContain(`href="/${getLocale(locale).prefix}/account/plan/?plan=${subscription.publicId}"`)
		}
		const stale = await post('ar-ae', customer, { plan: subscription.publicId, expected_refund: '1' })
		expect(stale).toMatchObject({ data: { message: CANCELLATION_TEXTS['ar-ae'].page.quoteChanged }, init: { status: 409 } })
	})

	test('a renewed plan: each order\'s days under a visible heading, the total refund, the dates joined as the language joins a list', async () => {
		const { customer, auth } = await signedInCustomer(db)
		const first = await payPlan(app, { auth, weeks: 1 })
		const { subscription } = await planOfOrder(db, first.id)
		const renewed = await app.request(`/client/api/v1/subscriptions/${subscription!.publicId}/renewals?locale=en`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey(), ...auth },
			body: JSON.stringify({ weeks: 1 }),
		})
		expect(renewed.status).toBe(201)
		const renewal = ((await renewed.json()) as { data: OrderJson }).data
		expect(await returnToShop(app.request, await tokenize(app.request, renewal.id, CARDS.paid, { headers: auth }))).toBe(thankYou(renewal.id))
		await app.idle()
		const path = `/account/plan/cancel/?plan=${subscription!.publicId}`

		for (const locale of ['en', 'ar-ae', 'ru-ae'] as const) {
			const words = CANCELLATION_TEXTS[locale].page
			const language = getLocale(locale).language
			const { url, data } = await load(cancelLoader, locale, path, customer)
			const quote = (await app.checkout.cancellations.preview(customer.id, subscription!.publicId)) as { quote: { amountFils: number; parts: Array<{ orderId: number; dates: string[] }> } }
			expect(quote.quote.parts).toHaveLength(2)
			const { html, text } = render(CancelPlan, locale, url, data)
			// Which order paid which days is said on the page, not only to screen readers.
			for (const part of quote.quote.parts) expect(html).toMatch(new RegExp(`<h2[^>]*>${words.forOrder.replace('{{order}}', orderNumber(part.orderId))}</h2>`))
			// A description list holds its terms and descriptions only (no paragraphs inside: invalid HTML).
			for (const list of html.match(/<dl[\s>].*?<\/dl>/gs) ?? []) expect(list).not.toMatch(/<p[\s>]/)
			expect(text).toContain(squeeze(`${words.totalRefund} ${formatAed(quote.quote.amountFils, language)}`))
			const dates = quote.quote.parts[0]!.dates.map((date) => formatCalendarDate(date, language))
			expect(text).toContain(squeeze(formatList(dates, language)))
		}
	})

	test("not signed in: to log in and back; another customer's plan: not found", async () => {
		const { subscription } = await paidPlan()
		const { customer: stranger } = await signedInCustomer(db, 'Omar')
		const path = `/account/plan/cancel/?plan=${subscription.publicId}`
		expect(await refusal(cancelLoader, 'en', path, null)).toEqual({ status: 302, location: `/log-in/?redirectTo=${encodeURIComponent(path)}` })
		expect((await refusal(cancelLoader, 'en', path, stranger)).status).toBe(404)
		const refused = await post('en', stranger, { plan: subscription.publicId, expected_refund: '0' })
		expect(refused).toMatchObject({ init: { status: 404 } })
	})
})

describe('the tax credit note', () => {
	test('carries what UAE law asks, in the three languages, for its customer only', async () => {
		const { customer, order, subscription } = await paidPlan()
		const result = await app.checkout.cancellations.cancel(customer.id, subscription.publicId)
		if (result.kind !== 'cancelled') throw new Error(`expected a cancellation, got ${result.kind}`)
		const refund = result.refunds[0]!
		const path = `/account/credit-note/?refund=${refund.id}`

		const { url, data } = await load(creditNoteLoader, 'en', path, customer)
		expect(data.figures).toMatchObject({
			invoiceValueFils: order.price.discounted,
			correctedValueFils: order.price.discounted - refund.amountFils,
			differenceFils: refund.amountFils,
		})
		// The description names the cancelled days like the page does, never "…days: ." with the dates left out.
		expect(data.meta.description).toBe(data.reason)
		expect(data.reason).toMatch(/^Cancellation of 6 delivery days: \d.+\d\.$/)
		const { text } = render(CreditNote, 'en', url, data)
		expect(text).toContain('Tax Credit Note')
		expect(text).toContain('إشعار دائن ضريبي')
		expect(text).toMatch(/CN-\d{7}/)
		expect(text).toContain(invoiceNumber(order.invoiceNumber!))
		expect(text).toContain(CANCELLATION_TEXTS.en.creditNote.confirmed)

		for (const locale of ['ar-ae', 'ru-ae'] as const) {
			const other = await load(creditNoteLoader, locale, path, customer)
			expect(render(CreditNote, locale, other.url, other.data).text).toContain(CANCELLATION_TEXTS[locale].creditNote.correctedValue)
		}

		const { customer: stranger } = await signedInCustomer(db, 'Omar')
		expect((await refusal(creditNoteLoader, 'en', path, stranger)).status).toBe(404)
		expect((await refusal(creditNoteLoader, 'en', '/account/credit-note/?refund=nonsense', customer)).status).toBe(404)
	})
})
