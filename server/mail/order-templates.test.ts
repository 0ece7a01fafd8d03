import { describe, expect, test } from 'vitest'
import { localeContentProblems } from '../../content/pages/locale-shape.ts'
import { ORDER_EMAILS } from '../../content/emails/order-emails.ts'
import { getLocale, LOCALE_CODES, type LocaleCode } from '../../domain/locale.ts'
import { formatAed } from '../../domain/money.ts'
import { PAYMENT_LINK_DAYS } from '../orders/checkout.ts'
import { SAMPLE_ORDER_PRICE } from '../../domain/order.fixture.ts'
import { priceBeforeCard } from '../../domain/order-price.ts'
import { cardDiscountNote } from '../pricing/price-service.ts'
import { sampleOrderRow } from '../orders/order-row.fixture.ts'
import { orderConfirmation, type OrderMailOrder, orderPageUrl, paymentLinkUrl, paymentReminder } from './order-templates.ts'

const ORIGIN = 'https://kcal.example'
const company = { supportPhone: '+97145550100', supportWhatsapp: '+971505550100', siteUrl: ORIGIN, isExample: false }
const TOKEN = '3f0c9a52-7d1e-4b8a-9c6f-1e2d3c4b5a69.t2x1k0.abc_DEF-123'
/** A 6-day, 4-week plan from Monday 9 February 2026, as order-mails.ts reads its days. */
const days = { first: '2026-02-09', last: '2026-03-07' }

function order(overrides: Partial<OrderMailOrder> = {}): OrderMailOrder {
	const sample = sampleOrderRow()
	return sampleOrderRow({
		daysPerWeek: 6,
		// A Sunday: a 6-day plan starts on the Monday after.
		startDate: '2026-02-08',
		deliveryAddress: { ...sample.deliveryAddress, street: 'Al Marsa Street', notes: '' },
		...overrides,
	})
}

const confirmation = (overrides: Partial<OrderMailOrder> = {}, sandbox = false) => {
	const row = order(overrides)
	return orderConfirmation(row, { company, orderUrl: orderPageUrl(ORIGIN, row, TOKEN), sandbox, days })
}
const reminder = (overrides: Partial<OrderMailOrder> = {}) => {
	const row = order(overrides)
	return paymentReminder(row, { company, paymentUrl: paymentLinkUrl(ORIGIN, row, TOKEN), days })
}

test('the words of both e-mails have the same shape and placeholders in every language', () => {
	expect(localeContentProblems(ORDER_EMAILS)).toEqual([])
})

test('the copy promises the payment link’s real lifetime', () => {
	expect(PAYMENT_LINK_DAYS).toBe(7)
	expect(ORDER_EMAILS.en.reminder.linkValidity).toContain('7 days')
	expect(ORDER_EMAILS.en.confirmation.linkValidity).toContain('7 days')
})

describe('order confirmation', () => {
	test('subjects name the order number in each language', () => {
		const subjects = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, confirmation({ locale }).subject]))
		expect(subjects).toEqual({
			en: 'Your kcal order KC-000042 is confirmed',
			'ar-ae': 'تم تأكيد طلبك KC-000042 من kcal',
			'ru-ae': 'Заказ KC-000042 в kcal подтверждён',
		})
	})

	test('goes to the customer with the order’s details, total, VAT and invoice number', () => {
		const mail = confirmation()
		expect(mail.to).toBe('layla@example.com')
		for (const part of [mail.text, mail.html]) {
			expect(part).toContain('KC-000042')
			expect(part).toContain('International, Regular')
			expect(part).toContain('6 days a week, 4 weeks')
			expect(part).toContain('Monday, 9 February 2026')
			expect(part).toContain('Early morning, ')
			expect(part).toContain('04:00')
			expect(part).toContain('08:00')
			expect(part).toContain('1204, Marina Heights')
			expect(part).toContain('Dubai Marina, Dubai')
			expect(part).toContain(formatAed(311_900, 'en-GB'))
			expect(part).toContain(formatAed(13_900, 'en-GB'))
			expect(part).toContain('INV-0000017')
			expect(part).toContain('+971 4 555 0100')
			expect(part).toContain('+971 50 555 0100')
			expect(part).not.toContain('N/A')
			expect(part).not.toContain('Test order')
		}
		expect(mail.html).toContain('View your order and tax invoice')
		expect(mail.html).toContain('href="https://wa.me/971505550100"')
	})

	test('links to the localized thank-you page with the order and its token', () => {
		const url = `${ORIGIN}/meal-plans/thank-you/?order=3f0c9a52-7d1e-4b8a-9c6f-1e2d3c4b5a69&token=${TOKEN}`
		expect(orderPageUrl(ORIGIN, order(), TOKEN)).toBe(url)
		const mail = confirmation()
		expect(mail.text).toContain(url)
		expect(mail.html).toContain(`href="${url.replace('&', '&amp;')}"`)
		expect(confirmation({ locale: 'ru-ae' }).html).toContain(`href="${ORIGIN}/ru-ae/meal-plans/thank-you/?order=`)
	})

	test('a plan in an account: changes are made in My plan (localized link), the phone is for questions', () => {
		for (const locale of LOCALE_CODES) {
			const row = order({ locale })
			const url = `${ORIGIN}${locale === 'en' ? '' : `/${locale}`}/account/plan/`
			const mail = orderConfirmation(row, { company, orderUrl: orderPageUrl(ORIGIN, row, TOKEN), sandbox: false, myPlan: { url, newAccount: false }, days })
			const words = ORDER_EMAILS[locale].confirmation
			expect(mail.text).toContain(`${words.manage}\n`)
			expect(mail.text).toContain(url)
			expect(mail.html).toContain(`href="${url}"`)
			expect(mail.html).toContain(words.myPlanLink)
			expect(mail.text).not.toContain(words.changes.slice(0, 20))
			expect(mail.text).not.toContain(words.newAccount)
			expect(mail.text).toContain('+971 50 555 0100')
		}
		expect(ORDER_EMAILS.en.confirmation.manage).toMatch(/pause delivery days, swap dishes, change a day’s address or delivery time, or cancel/)
	})

	test('an account made at checkout says how to log in; a guest’s plan is changed through customer care', () => {
		const row = order()
		const withAccount = orderConfirmation(row, { company, orderUrl: orderPageUrl(ORIGIN, row, TOKEN), sandbox: false, myPlan: { url: `${ORIGIN}/account/plan/`, newAccount: true }, days })
		expect(withAccount.text).toContain('log in with the password you chose at checkout, or set one with the link')
		const guest = confirmation()
		expect(guest.text).toContain('Call us on +971 4 555 0100')
		expect(guest.text).not.toContain('/account/plan/')
		expect(guest.text).not.toContain(ORDER_EMAILS.en.confirmation.manage)
	})

	test('in the sandbox it says that no real money was taken', () => {
		const mail = confirmation({}, true)
		expect(mail.text).toContain('Test order: no real money was taken.')
		expect(mail.html).toContain('Test order: no real money was taken.')
		expect(confirmation({ locale: 'ar-ae' }, true).text).toContain(ORDER_EMAILS['ar-ae'].confirmation.sandbox)
	})

	test('the evening slot says it comes the day before', () => {
		const mail = confirmation({ deliveryAddress: { ...order().deliveryAddress, slot: 'evening' } })
		expect(mail.text).toContain('Evening, the day before, 16:00–22:00')
	})

	test('Arabic reads right to left, with numbers kept left to right', () => {
		const mail = confirmation({ locale: 'ar-ae' })
		expect(mail.html).toContain('<html lang="ar-AE" dir="rtl">')
		expect(mail.html).toMatch(/<div dir="rtl" style="[^"]*text-align:right;/)
		expect(mail.html).toContain('<span dir="ltr">KC-000042</span>')
		expect(mail.html).toContain('عرض طلبك والفاتورة الضريبية')
		expect(mail.html).toContain(`href="${ORIGIN}/ar-ae/meal-plans/thank-you/?order=`)
		expect(mail.text).toContain('\u2066KC-000042\u2069')
		expect(mail.text).toContain('\u2066+971 4 555 0100\u2069')
		expect(confirmation().html).toContain('<html lang="en" dir="ltr">')
		expect(confirmation({ locale: 'ru-ae' }).html).toContain('<html lang="ru-AE" dir="ltr">')
	})

	test('an Arabic address is joined with the Arabic comma, each part in Latin letters isolated; a Russian size reads in lower case after the plan', () => {
		const address = { ...order().deliveryAddress, flat_number: '12', building_name: 'Marina Heights', area_name: 'البرشاء', city_name: 'دبي' }
		const arabic = confirmation({ locale: 'ar-ae', deliveryAddress: address }).text
		expect(arabic).toContain('\u206812\u2069، \u2068Marina Heights\u2069')
		expect(arabic).toContain('البرشاء، دبي')
		expect(arabic).not.toMatch(/[\u0600-\u06FF\u2069], /)
		expect(confirmation({ locale: 'ru-ae', planName: 'Интернациональный', size: 'regular' }).text).toContain('Интернациональный, размер Regular')
	})

	test('a booked consultation is listed in words, its time left to right; none without one', () => {
		const consultation = { type: 'video', location_id: 1, language_id: 1, date: '2026-12-01', time: '14:00' }
		const mail = confirmation({ consultation })
		expect(mail.text).toContain('Free nutritionist consultation: Video call in English, Tuesday, 1 December 2026, 14:00')
		expect(mail.html).toContain('Free nutritionist consultation')
		expect(mail.html).toContain('Video call in English, Tuesday, 1 December 2026, <span dir="ltr">14:00</span>')
		expect(confirmation().text).not.toContain('consultation')

		const arabic = confirmation({ locale: 'ar-ae', consultation: { ...consultation, type: 'in-person', language_id: 2 } })
		expect(arabic.text).toContain('استشارة مجانية مع أخصائي التغذية: لقاء حضوري في مطبخنا بالقوز باللغة العربية، ')
		expect(arabic.text).toContain('الساعة \u206614:00\u2069')
		expect(arabic.html).toContain('الساعة <span dir="ltr">14:00</span>')
		const russian = confirmation({ locale: 'ru-ae', consultation: { ...consultation, type: 'phone', language_id: 3 } })
		expect(russian.text).toContain('Бесплатная консультация нутрициолога: Звонок по телефону на русском, вторник, 1 декабря 2026, в 14:00')
	})

	test('names and addresses are text, never HTML', () => {
		const mail = confirmation({
			firstName: '<img src=x onerror=alert(1)>',
			planName: 'Keto "special" & <b>bold</b>',
			deliveryAddress: { ...order().deliveryAddress, building_name: '<script>steal()</script>', street: `O'Hare "Road"` },
		})
		expect(mail.html).not.toMatch(/<img|<script|<b>/)
		expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
		expect(mail.html).toContain('Keto &quot;special&quot; &amp; &lt;b&gt;bold&lt;/b&gt;')
		expect(mail.html).toContain('&lt;script&gt;steal()&lt;/script&gt;')
		expect(mail.html).toContain('O&#39;Hare &quot;Road&quot;')
		// The plain text keeps what was typed, and the subject carries none of it.
		expect(mail.text).toContain('Hello <img src=x onerror=alert(1)>,')
		expect(mail.subject).toBe('Your kcal order KC-000042 is confirmed')
	})
})

describe('payment reminder', () => {
	test('subjects in each language', () => {
		const subjects = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, reminder({ locale }).subject]))
		expect(subjects).toEqual({
			en: 'Your order is waiting: complete your payment',
			'ar-ae': 'طلبك بانتظارك: أكمل الدفع',
			'ru-ae': 'Ваш заказ ждёт: завершите оплату',
		} satisfies Record<LocaleCode, string>)
	})

	test('links to the localized payment page with the token, with the total and that nothing was charged', () => {
		const url = `${ORIGIN}/dashboard/payment/?token=${TOKEN}`
		expect(paymentLinkUrl(ORIGIN, order(), TOKEN)).toBe(url)
		const mail = reminder({ invoiceNumber: null })
		expect(mail.to).toBe('layla@example.com')
		expect(mail.text).toContain(url)
		expect(mail.html).toContain(`href="${url}"`)
		expect(mail.html).toContain('Complete your payment')
		for (const part of [mail.text, mail.html]) {
			expect(part).toContain('KC-000042')
			expect(part).toContain(formatAed(311_900, 'en-GB'))
			expect(part).toContain('Nothing has been charged yet')
			expect(part).toContain('The link is valid for 7 days.')
		}
		expect(reminder({ locale: 'ar-ae' }).html).toContain(`href="${ORIGIN}/ar-ae/dashboard/payment/?token=${TOKEN}"`)
		expect(reminder({ locale: 'ru-ae' }).text).toContain(`${ORIGIN}/ru-ae/dashboard/payment/?token=${TOKEN}`)
	})

	test('a card-only code is not taken off before the card is known, and a sentence says when it is, in each language', () => {
		// As a failed attempt with one of the code's bank cards leaves the order: priced with the code.
		const withCard = { ...SAMPLE_ORDER_PRICE, applicable_bins: ['400000'], card_discount: SAMPLE_ORDER_PRICE.discounts[0]! }
		const beforeCard = priceBeforeCard(withCard)
		expect(beforeCard.total).toBeGreaterThan(withCard.total)
		for (const locale of LOCALE_CODES) {
			const mail = reminder({ locale, price: withCard, totalFils: withCard.total })
			const note = cardDiscountNote(beforeCard, locale)!
			expect(note).toContain(formatAed(withCard.total, getLocale(locale).language))
			for (const part of [mail.text, mail.html]) expect(part, locale).toContain(formatAed(beforeCard.total, getLocale(locale).language))
			// No "Discount:" row: the code is not taken off yet.
			expect(mail.text, locale).not.toContain(`${ORDER_EMAILS[locale].labels.discount}:`)
			expect(mail.text, locale).toContain(note)
		}
		// Without a card-only code, no sentence.
		expect(reminder().text).not.toContain(cardDiscountNote({ ...withCard, discount_codes_applied: [] }, 'en')!)
	})

	test('Arabic reads right to left; names are escaped', () => {
		const mail = reminder({ locale: 'ar-ae', firstName: 'ليلى <i>' })
		expect(mail.html).toContain('<html lang="ar-AE" dir="rtl">')
		expect(mail.html).toContain('مرحبًا ليلى &lt;i&gt;،')
		expect(mail.html).not.toContain('<i>')
	})
})

describe('what both e-mails say about the order (issue 20, item 7)', () => {
	const both = (overrides: Partial<OrderMailOrder> = {}) => ({ confirmation: confirmation(overrides), reminder: reminder(overrides) })

	test('the add-on, the discount with its code and amount, and the last delivery day', () => {
		for (const [name, mail] of Object.entries(both())) {
			for (const part of [mail.text, mail.html]) {
				expect(part, name).toContain('Add-on')
				expect(part, name).toContain('Protein shake')
				expect(part, name).toContain('Discount')
				expect(part, name).toContain(`${formatAed(44_100, 'en-GB')} off with the code ${part === mail.html ? '<span dir="ltr">KMP2499</span>' : 'KMP2499'}`)
				expect(part, name).toContain('Last delivery')
				expect(part, name).toContain('Saturday, 7 March 2026')
				expect(part, name).toContain('Monday, 9 February 2026')
			}
		}
	})

	test('in Arabic and Russian, the code kept left to right', () => {
		const arabic = both({ locale: 'ar-ae' })
		for (const mail of Object.values(arabic)) {
			expect(mail.text).toContain('الإضافة: Protein shake')
			expect(mail.text).toContain(`الخصم: خصم ${formatAed(44_100, 'ar-AE')} بالرمز \u2066KMP2499\u2069`)
			expect(mail.html).toContain('<span dir="ltr">KMP2499</span>')
			expect(mail.text).toMatch(/آخر توصيل: السبت، 7 مارس 2026/)
		}
		for (const mail of Object.values(both({ locale: 'ru-ae' }))) {
			expect(mail.text).toContain('Дополнение: Protein shake')
			expect(mail.text).toContain(`Скидка: ${formatAed(44_100, 'ru-AE')} по промокоду KMP2499`)
			expect(mail.text).toContain('Последняя доставка: суббота, 7 марта 2026')
		}
	})

	test('an order without an add-on or a discount has neither line', () => {
		const plain = { addonName: null, price: { ...SAMPLE_ORDER_PRICE, discounts: [], discount_codes_applied: [] } }
		for (const mail of Object.values(both(plain))) {
			expect(mail.text).not.toContain('Add-on')
			expect(mail.text).not.toContain('Discount')
			expect(mail.text).toContain('Last delivery: Saturday, 7 March 2026')
		}
	})
})
