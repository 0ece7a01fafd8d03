// @vitest-environment happy-dom
/**
 * /meal-plans/thank-you/ as the server renders it, with a fake checkout in place of the orders
 * and payments tables: who may see an order, the confirmation and tax invoice of a paid one in
 * every language, the waiting page, the way back to checkout after a failure, and a cancelled order.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { THANK_YOU } from '../../content/pages/thank-you.ts'
import { LOCALE_CODES, type LocaleCode, localizePath } from '../../domain/locale.ts'
import { formatAed } from '../../domain/money.ts'
import { SAMPLE_ORDER_PRICE } from '../../domain/order.fixture.ts'
import { loadConfig } from '../../server/config.ts'
import type { Checkout } from '../../server/orders/checkout.ts'
import type { OrderRow } from '../../server/orders/order-service.ts'
import { SAMPLE_ORDER_ID, sampleOrderRow } from '../../server/orders/order-row.fixture.ts'
import { expectSoundOutline, loaderContext, renderLoaded, TEST_ORIGIN, textOf } from '../test-support/render-page.tsx'
import ThankYou, { headers, loader } from './thank-you.tsx'

const PUBLIC_ID = SAMPLE_ORDER_ID
const ACCESS = 'order-access-token'
const LINK = 'payment-link-token'
const company = loadConfig({}).company

const price = SAMPLE_ORDER_PRICE
const orderRow = sampleOrderRow


function fakeCheckout(order: OrderRow | null, mode: 'sandbox' | 'live' = 'sandbox') {
	return {
		providers: { mode },
		findOrder: async (publicId: string) => (order && publicId === order.publicId ? order : null),
		canSeeOrder: (row: OrderRow, cookie: string | undefined) => cookie === ACCESS && row.publicId === PUBLIC_ID,
		readPaymentLinkToken: (token: string | null) => (token === LINK ? { ok: true, payload: PUBLIC_ID } : { ok: false, reason: 'tampered' }),
	} as unknown as Checkout
}

/** The one query the page makes itself (the last failed attempt), answered with `rows`. */
function fakeDb(rows: unknown[]) {
	// The failed attempts end with limit(); any other query (the invoice's credit notes) finds none.
	const chain = {
		select: () => chain,
		from: () => chain,
		where: () => chain,
		orderBy: () => chain,
		limit: async () => rows,
		then: (resolve: (value: unknown[]) => void) => resolve([]),
	}
	return chain
}

type Visit = { order?: OrderRow | null; cookie?: string; query?: string; mode?: 'sandbox' | 'live'; failedAttempts?: unknown[] }

async function load(locale: LocaleCode, { order = orderRow(), cookie = `lang=en; order_access=${ACCESS}`, query = `?order=${PUBLIC_ID}`, mode, failedAttempts = [] }: Visit = {}) {
	const context = loaderContext(locale, { services: { checkout: fakeCheckout(order, mode), db: fakeDb(failedAttempts) as never } })
	const url = new URL(localizePath(`/meal-plans/thank-you/${query}`, locale), TEST_ORIGIN)
	// Not a Request: happy-dom's drops Cookie, a header pages may not set; the loader reads only the headers.
	const request = { url: url.href, headers: new Headers(cookie ? { Cookie: cookie } : {}) }
	const data = await loader({ context, url, params: {}, request } as never)
	return { url, data }
}

/** What the loader threw: the 404's status or a redirect's target. */
async function thrown(locale: LocaleCode, visit: Visit) {
	const error: unknown = await load(locale, visit).then(
		() => null,
		(reason: unknown) => reason,
	)
	if (error instanceof Response) return { status: error.status, location: error.headers.get('Location') }
	const init = (error as { init?: ResponseInit } | null)?.init
	return { status: init?.status ?? null, location: null }
}

async function render(locale: LocaleCode, visit: Visit = {}) {
	const { url, data } = await load(locale, visit)
	return { data, ...renderLoaded(ThankYou, locale, url, data) }
}

// The sample order was paid at 19:30 UTC on 31 January 2025: the page is opened minutes later,
// as the payment step leaves the customer there (domain/order.ts isJustPaid), unless a test says otherwise.
const JUST_AFTER_PAYMENT = new Date('2025-01-31T19:35:00Z')
beforeAll(() => {
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(JUST_AFTER_PAYMENT)
})
afterAll(() => vi.useRealTimers())

describe.each(LOCALE_CODES)('%s: a paid order opened later, from the account or an e-mail', (locale) => {
	const content = THANK_YOU[locale]
	test('no "thank you": the order under a plain heading, with its status, payment date, plan and a link to its invoice', async () => {
		vi.setSystemTime(new Date('2025-02-03T08:00:00Z'))
		try {
			const { doc, t, data } = await render(locale)
			const heading = content.orderView.heading.replace('{{number}}', 'KC-000042')
			expectSoundOutline(doc, heading)
			expect((data as { meta: { title: string } }).meta.title).toContain(heading)
			const page = textOf(doc.body)
			expect(page).not.toContain(t('pages.thankYou.heading'))
			const intro = textOf(doc.querySelector('main') ?? doc.body)
			for (const word of [content.orderView.status, content.orderView.paid, content.orderView.paidOn, content.orderView.plan]) expect(intro).toContain(word)
			expect(doc.querySelector('time[datetime="2025-01-31"]')).not.toBeNull()
			expect(doc.querySelector(`a[href="#tax-invoice"]`)?.textContent).toBe(content.orderView.invoiceLink)
			// The invoice is still there.
			expect(doc.getElementById('tax-invoice')).not.toBeNull()
		} finally {
			vi.setSystemTime(JUST_AFTER_PAYMENT)
		}
	})
})

describe('an order paid with Tabby', () => {
	test.each([
		['en', 'Paid with Tabby: 4 interest-free payments of AED 779.75'],
		['ar-ae', 'تم الدفع عبر Tabby: أربع دفعات بلا فوائد، قيمة كلٍّ منها'],
		['ru-ae', 'Оплачено через Tabby: 4 платежа без процентов по'],
	] as const)('%s: says so, with its instalments, under the heading and on the invoice', async (locale, sentence) => {
		// The sample order's AED 3,119.00 in four instalments of AED 779.75 (domain/tabby-instalments.ts).
		const { doc } = await render(locale, { failedAttempts: [{ method: 'tabby' }] })
		const intro = textOf(doc.querySelector('h1')?.parentElement)
		expect(intro).toContain(sentence)
		expect(textOf(doc.getElementById('tax-invoice'))).toContain(sentence)
		const language = { en: 'en-GB', 'ar-ae': 'ar-AE', 'ru-ae': 'ru-AE' }[locale] as 'en-GB' | 'ar-AE' | 'ru-AE'
		expect(intro).toContain(formatAed(77_975, language).replace(/\s+/g, ' '))
	})

	test('a card payment says nothing of Tabby', async () => {
		const { doc } = await render('en', { failedAttempts: [{ method: 'card' }] })
		expect(textOf(doc.body)).not.toContain('Tabby')
	})
})

describe.each(LOCALE_CODES)('%s: a paid order', (locale) => {
	const content = THANK_YOU[locale]
	const language = { en: 'en-GB', 'ar-ae': 'ar-AE', 'ru-ae': 'ru-AE' }[locale] as 'en-GB' | 'ar-AE' | 'ru-AE'
	const aed = (fils: number) => formatAed(fils, language).replace(/\s+/g, ' ')

	test('the confirmation: order number, what was bought, deliveries, address and price', async () => {
		const { doc, t } = await render(locale)
		expectSoundOutline(doc, t('pages.thankYou.heading'))
		const page = textOf(doc.body)
		expect(page).toContain('KC-000042')
		// The order number is one left-to-right piece that never breaks at its hyphen, wherever it is shown.
		const numbers = [...doc.querySelectorAll('bdi')].filter((element) => element.textContent === 'KC-000042')
		expect(numbers.length).toBeGreaterThan(1)
		for (const number of numbers) expect([number.getAttribute('dir'), number.classList.contains('whitespace-nowrap')]).toEqual(['ltr', true])
		expect(textOf(doc.getElementById('order-summary')?.closest('section'))).toContain('International')
		expect(page).toContain('Protein shake')
		expect(page).toContain('Marina Heights')
		expect(page).toContain('Leave with the concierge')
		expect(page).toContain(t('allergens.peanuts'))
		// 7 days a week for 4 weeks from Monday 3 February: the last delivery is Sunday 2 March.
		expect(doc.querySelector('time[datetime="2025-02-03"]')).not.toBeNull()
		expect(doc.querySelector('time[datetime="2025-03-02"]')).not.toBeNull()
		expect(doc.querySelector('#price-breakdown-heading')).not.toBeNull()
		expect(page).toContain(content.sandboxNotice)
		expect(doc.querySelectorAll('a[href="/app-store/"], a[href="/play-store/"]')).toHaveLength(2)
		expect(doc.querySelector(`a[href="mailto:${company.supportEmail}"]`)).not.toBeNull()
	})

	test('the tax invoice: supplier and TRN, number, date, customer, lines and VAT', async () => {
		const { doc } = await render(locale)
		const invoice = doc.getElementById('tax-invoice')
		const text = textOf(invoice)
		expect(textOf(doc.getElementById('tax-invoice-heading'))).toMatch(/Tax Invoice/)
		expect(textOf(doc.getElementById('tax-invoice-heading'))).toMatch(/فاتورة ضريبية/)
		for (const value of [company.legalName, company.address, company.trn, 'INV-0000017', 'KC-000042', 'Layla Haddad', 'layla@example.com']) {
			expect(text).toContain(value)
		}
		// Issued on the UAE's calendar day of the payment.
		expect(invoice?.querySelector('time')?.getAttribute('datetime')).toBe('2025-01-31')

		const rows = [...(invoice?.querySelectorAll('tbody tr') ?? [])]
		expect(rows.map((row) => textOf(row.querySelector('th')))).toEqual([
			expect.stringContaining('International'),
			expect.stringContaining('Protein shake'),
			content.invoice.depositLine,
		])
		// Columns: quantity, unit price, discount, excl. VAT, rate, VAT, gross.
		const cells = rows.map((row) => [...row.querySelectorAll('td')].map(textOf))
		expect(cells[0]?.[1]).toBe(aed(10_500))
		expect(cells[0]?.[2]).toBe(aed(44_100))
		expect(cells[2]?.[4]).toBe(content.invoice.outOfScope)
		const vats = [11_900, 2_000, 0].map(aed)
		expect(cells.map((row) => row[5])).toEqual(vats)
		expect(cells.map((row) => row[6])).toEqual([249_900, 42_000, 20_000].map(aed))
		// The lines' VAT adds up to the order's, which the totals repeat.
		expect(11_900 + 2_000).toBe(price.vat)
		const totals = [...(invoice?.querySelectorAll('#tax-invoice-totals dd') ?? [])].map(textOf)
		expect(totals).toEqual([aed(price.total - price.vat), aed(price.vat), aed(price.total)])
	})

	test('while the company details are the shipped examples, the invoice says it is no valid tax document', async () => {
		const { doc, t } = await render(locale)
		const note = doc.querySelector('#tax-invoice [role="note"]')
		expect(textOf(note)).toBe(t('exampleDetails.document'))
	})

	test('nothing but the invoice is printed, and the print button waits for the script', async () => {
		const { doc } = await render(locale)
		expect(doc.getElementById('tax-invoice')?.className).not.toContain('print:hidden')
		expect(doc.getElementById('order-summary')?.closest('section')?.className).toContain('print:hidden')
		expect(doc.getElementById('next-steps')?.closest('section')?.className).toContain('print:hidden')
		// In the markup (its classes in the page's inline stylesheet), hidden until the script can print.
		const print = [...doc.querySelectorAll('button')].find((button) => textOf(button) === content.invoice.print)
		expect(print?.hasAttribute('hidden')).toBe(true)
	})
})

describe('words of each language', () => {
	test('Arabic: the page and the invoice speak Arabic, the supplier stays left-to-right', async () => {
		const { doc } = await render('ar-ae')
		const page = textOf(doc.body)
		for (const words of ['فاتورة ضريبية', 'رقم التسجيل الضريبي', 'ضريبة القيمة المضافة', 'رقم الطلب', 'الخطوات التالية']) expect(page).toContain(words)
		expect(doc.querySelector('#tax-invoice-heading span')?.getAttribute('lang')).toBe('ar')
		expect(doc.querySelector('#tax-invoice dd[lang="en"]')?.getAttribute('dir')).toBe('ltr')
	})

	test('Russian: the invoice is named in Russian as well', async () => {
		const { doc } = await render('ru-ae')
		expect(textOf(doc.getElementById('tax-invoice'))).toContain('Налоговый счёт-фактура')
		expect(textOf(doc.body)).toContain('Ставка НДС')
	})

	test('live payments carry no test-mode notice', async () => {
		const { doc } = await render('en', { mode: 'live' })
		expect(textOf(doc.body)).not.toContain(THANK_YOU.en.sandboxNotice)
	})

	test('a booked consultation is in the summary, its time left to right', async () => {
		const consultation = { type: 'video', location_id: 1, language_id: 1, date: '2026-12-01', time: '14:00' }
		const { doc } = await render('en', { order: orderRow({ consultation }) })
		const summary = textOf(doc.getElementById('order-summary')?.closest('section'))
		expect(summary).toContain('Free nutritionist consultation')
		expect(summary).toContain('Video call in English, Tue 1 Dec, 14:00')
		expect([...doc.querySelectorAll('dd span[dir="ltr"]')].map(textOf)).toContain('14:00')

		const arabic = await render('ar-ae', { order: orderRow({ consultation: { ...consultation, type: 'in-person', language_id: 3 } }) })
		expect(textOf(arabic.doc.getElementById('order-summary')?.closest('section'))).toContain('لقاء حضوري في مطبخنا بالقوز باللغة الروسية')
		expect(textOf((await render('en')).doc.body)).not.toContain('nutritionist consultation')
	})

	test('an account’s order points to My plan for changes; a guest’s to customer care', async () => {
		const guest = await render('ru-ae', { order: { ...orderRow(), customerId: null } })
		expect(guest.doc.body.textContent).toContain(THANK_YOU['ru-ae'].next.changes)
		const mine = await render('ru-ae', { order: { ...orderRow(), customerId: 7 } })
		const link = [...mine.doc.querySelectorAll('a')].find((anchor) => anchor.textContent === '«Мой план»')
		expect(link?.getAttribute('href')).toBe('/ru-ae/account/plan/')
		expect(mine.doc.body.textContent).not.toContain(THANK_YOU['ru-ae'].next.changes)
		expect(mine.doc.body.textContent).toContain('До крайнего срока изменений для каждого дня')
	})

	test('the evening slot brings the first meals the evening before', async () => {
		const order = orderRow()
		const { data } = await render('en', { order: { ...order, deliveryAddress: { ...order.deliveryAddress, slot: 'evening' } } })
		expect((data as { firstDelivery: string }).firstDelivery).toBe(
			'Your first meals arrive on the evening of 2 February 2025, between 16:00 and 22:00, ready for 3 February 2025.',
		)
	})
})

describe('who may see an order', () => {
	test('without the access cookie or a payment link: the ordinary 404', async () => {
		expect(await thrown('en', { cookie: '' })).toMatchObject({ status: 404 })
		expect(await thrown('ar-ae', { cookie: 'order_access=someone-else' })).toMatchObject({ status: 404 })
	})

	test('an unknown or missing order id: 404', async () => {
		expect(await thrown('en', { order: null })).toMatchObject({ status: 404 })
		expect(await thrown('en', { query: '' })).toMatchObject({ status: 404 })
	})

	test('a payment link for this order opens it without the cookie', async () => {
		const { data } = await load('en', { cookie: '', query: `?order=${PUBLIC_ID}&token=${LINK}` })
		expect(data).toMatchObject({ view: 'paid' })
		expect(await thrown('en', { cookie: '', query: `?order=${PUBLIC_ID}&token=forged` })).toMatchObject({ status: 404 })
	})

	test('never cached', () => {
		expect(headers({} as never)).toEqual({ 'Cache-Control': 'private, no-store' })
	})
})

describe('an order whose payment is not final', () => {
	test('pending_payment: "confirming with your bank", checking again every 5 seconds', async () => {
		const { doc, html, data } = await render('ru-ae', { order: orderRow({ status: 'pending_payment', invoiceNumber: null, paidAt: null }) })
		const content = THANK_YOU['ru-ae']
		expectSoundOutline(doc, content.confirming.heading)
		expect((data as { meta: { title: string } }).meta.title).toContain(content.confirming.heading)
		const page = textOf(doc.body)
		expect(page).toContain('KC-000042')
		expect(page).toContain(content.confirming.safeToClose)
		expect(doc.getElementById('tax-invoice')).toBeNull()
		// Without JavaScript the browser reloads the page itself.
		expect(html).toMatch(/<noscript><meta http-equiv="refresh" content="5"\/?><\/noscript>/)
	})

	test('draft (no payment started): the payment step', async () => {
		expect(await thrown('en', { order: orderRow({ status: 'draft', invoiceNumber: null, paidAt: null }) })).toEqual({
			status: 302,
			location: `/meal-plans/checkout/?order=${PUBLIC_ID}`,
		})
	})

	test('failed: back to the localized checkout with the last attempt’s reason', async () => {
		const failed = orderRow({ status: 'failed', invoiceNumber: null, paidAt: null })
		expect(await thrown('ar-ae', { order: failed, failedAttempts: [{ reason: 'insufficient_funds', code: '14016' }] })).toEqual({
			status: 302,
			location: `/ar-ae/meal-plans/checkout/?order=${PUBLIC_ID}&failed=insufficient_funds`,
		})
		expect(await thrown('en', { order: failed, failedAttempts: [{ reason: 'tabby_rejected', code: 'order_amount_too_high' }] })).toMatchObject({
			location: `/meal-plans/checkout/?order=${PUBLIC_ID}&failed=tabby_rejected&tabby=order_amount_too_high`,
		})
		// A payment link's holder keeps the link for the retry.
		expect(await thrown('ru-ae', { order: failed, cookie: '', query: `?order=${PUBLIC_ID}&token=${LINK}` })).toMatchObject({
			location: `/ru-ae/meal-plans/checkout/?order=${PUBLIC_ID}&failed=declined&token=${LINK}`,
		})
	})

	test('cancelled: a short note and a way to start again with the same choices', async () => {
		const { doc } = await render('ar-ae', { order: orderRow({ status: 'cancelled', invoiceNumber: null, paidAt: null }) })
		const content = THANK_YOU['ar-ae']
		expectSoundOutline(doc, content.cancelled.heading)
		const link = [...doc.querySelectorAll('a')].find((anchor) => textOf(anchor) === content.cancelled.startAgain)
		expect(link?.getAttribute('href')).toBe('/ar-ae/meal-plans/customise-meal-plan/?plan=international&size=regular&days=7&weeks=4&addon=3&allergy=peanuts')
	})

	test('cancelled with a consultation: starting again proposes it too', async () => {
		const consultation = { type: 'phone', location_id: 1, language_id: 2, date: '2026-12-01', time: '10:30' }
		const { doc } = await render('en', { order: orderRow({ status: 'cancelled', invoiceNumber: null, paidAt: null, consultation }) })
		const link = [...doc.querySelectorAll('a')].find((anchor) => textOf(anchor) === THANK_YOU.en.cancelled.startAgain)
		expect(link?.getAttribute('href')).toContain('&consult=1&consult_type=phone&consult_location=1&consult_language=2&consult_date=2026-12-01&consult_time=10%3A30')
	})
})
