/**
 * The e-mails about an order, to the customer in the order's language, right to left in
 * Arabic: the confirmation of a paid order and the reminder for one left unpaid. Each is plain
 * text plus simple HTML with inline styles, laid out like the contact acknowledgement
 * (templates.ts). Everything the customer typed (names, the address) is escaped in the HTML;
 * subjects carry only our own words and the order number.
 */
import { i18nFor } from '../../app/i18n/catalogues.server.ts'
import { formatFullDate } from '../../domain/text-template.ts'
import { consultationWords } from '../../content/consultations.ts'
import { DELIVERY_SLOT_NAMES } from '../../content/delivery-areas.ts'
import { paidWithTabbyWords } from '../../content/paid-with-tabby.ts'
import { ORDER_EMAILS } from '../../content/emails/order-emails.ts'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { isDeliverySlot, SLOT_WINDOWS } from '../../domain/delivery-schedule.ts'
import { getLocale, isLocaleCode, type LocaleCode, type LocaleEntry, localizePath } from '../../domain/locale.ts'
import { formatAed } from '../../domain/money.ts'
import { invoiceNumber, orderNumber } from '../../domain/order.ts'
import { priceBeforeCard } from '../../domain/order-price.ts'
import { formatPhone, whatsappUrl } from '../../domain/phone-display.ts'
import { isDaysPerWeek, isPlanSize, isWeeks } from '../../domain/plan-pricing.ts'
import { inSentence, joinParts } from '../../domain/text-list.ts'
import { landmarkShown } from '../../domain/order-draft.ts'
import type { OrderRow } from '../orders/order-service.ts'
import type { PaidMethod } from '../orders/paid-method.ts'
import { cardDiscountNote } from '../pricing/price-service.ts'
import { THANK_YOU_PATH } from '../payments/routes.ts'
import type { OutgoingMail } from './mailer.ts'
import { escapeHtml, EXAMPLE_NOTE_STYLE, exampleContactsNote, fill, isolateLtr, layout, type MailCompany, plainLink, siteName } from './templates.ts'

/** What the e-mails say about an order. */
export type OrderMailOrder = Pick<
	OrderRow,
	| 'id'
	| 'publicId'
	| 'locale'
	| 'email'
	| 'firstName'
	| 'planName'
	| 'size'
	| 'daysPerWeek'
	| 'weeks'
	| 'addonName'
	| 'price'
	| 'startDate'
	| 'deliveryAddress'
	| 'consultation'
	| 'totalFils'
	| 'vatFils'
	| 'invoiceNumber'
>

/** Where a payment link opens (app/routes/dashboard-payment.tsx). */
export const PAYMENT_LINK_PATH = '/dashboard/payment/'

/** The order's language; an order always has one of ours, English should the column ever hold another. */
export const orderLocale = (order: Pick<OrderRow, 'locale'>): LocaleCode => (isLocaleCode(order.locale) ? order.locale : 'en')

/** The confirmation page with its tax invoice, opened by a payment-link token instead of the browser's cookie. */
export function orderPageUrl(publicOrigin: string, order: Pick<OrderRow, 'publicId' | 'locale'>, token: string) {
	return `${publicOrigin}${localizePath(THANK_YOU_PATH, orderLocale(order))}?${new URLSearchParams({ order: order.publicId, token })}`
}

/** The page that hands the holder of the link to the order's payment step. */
export function paymentLinkUrl(publicOrigin: string, order: Pick<OrderRow, 'locale'>, token: string) {
	return `${publicOrigin}${localizePath(PAYMENT_LINK_PATH, orderLocale(order))}?${new URLSearchParams({ token })}`
}

const GREEN = '#15803d'

const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`
const SMALL = 'font-size:13px;color:#4b5563;'

const button = (label: string, href: string) =>
	`<p style="margin:24px 0 8px;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;background:${GREEN};color:#ffffff;border-radius:8px;font-weight:700;text-decoration:none;">${escapeHtml(label)}</a></p>`

/** One row of the details table: the value is HTML already (escaped, or a number kept left to right). */
type Row = { label: string; text: string; html: string }

function detailsTable(rows: readonly Row[], dir: 'ltr' | 'rtl') {
	const align = dir === 'rtl' ? 'right' : 'left'
	const side = dir === 'rtl' ? 'left' : 'right'
	const cells = rows
		.map(
			(row) =>
				`<tr><th scope="row" style="padding:6px 0;padding-${side}:16px;text-align:${align};vertical-align:top;color:#4b5563;font-weight:400;white-space:nowrap;">${escapeHtml(row.label)}</th><td style="padding:6px 0;vertical-align:top;">${row.html}</td></tr>`,
		)
		.join('')
	return `<table style="border-collapse:collapse;margin:0 0 16px;width:100%;">${cells}</table>`
}

/** The first and last delivery days of an order (YYYY-MM-DD): its plan's days once paid, or as they would fall. */
export type OrderDeliverySpan = { first: string; last: string }

/** The words and formats of one order's language, and the pieces both e-mails share. */
function orderWords(order: OrderMailOrder, company: MailCompany, span: OrderDeliverySpan) {
	const code = orderLocale(order)
	const locale = getLocale(code)
	const rtl = locale.dir === 'rtl'
	const words = ORDER_EMAILS[code]
	const customise = CUSTOMISE[code]
	/** Left-to-right bits (numbers, times, addresses of the site): isolated in text, marked in HTML. */
	const ltrText = (value: string) => (rtl ? isolateLtr(value) : value)
	const ltrHtml = (value: string) => `<span dir="ltr">${escapeHtml(value)}</span>`
	const link = (value: string, href: string) =>
		`<a href="${escapeHtml(href)}" dir="ltr" style="color:${GREEN};font-weight:700;white-space:nowrap;">${escapeHtml(value)}</a>`
	const size = isPlanSize(order.size) ? i18nFor(code).t(`catalogue.sizes.${order.size}`) : order.size
	const schedule = fill(customise.schedule, {
		days: isDaysPerWeek(order.daysPerWeek) ? customise.days[order.daysPerWeek].label : String(order.daysPerWeek),
		weeks: isWeeks(order.weeks) ? customise.weeks[order.weeks] : String(order.weeks),
	})
	const number = orderNumber(order.id)
	const phone = formatPhone(company.supportPhone)
	const whatsapp = formatPhone(company.supportWhatsapp)
	const site = siteName(company.siteUrl)
	const exampleNote = exampleContactsNote(company, code)
	/** Our numbers in a sentence, and under it, while they are the shipped examples, that they are. */
	const contacts = (template: string) => ({
		text: [fill(template, { phone: ltrText(phone), whatsapp: ltrText(whatsapp) }), ...(exampleNote ? [exampleNote] : [])].join('\n\n'),
		html:
			paragraph(fill(escapeHtml(template), { phone: link(phone, `tel:${company.supportPhone}`), whatsapp: link(whatsapp, whatsappUrl(company.supportWhatsapp)) })) +
			(exampleNote ? paragraph(escapeHtml(exampleNote), EXAMPLE_NOTE_STYLE) : ''),
	})
	/** Why the e-mail came, in small print after a rule. */
	const siteNote = (template: string) => ({
		text: `—\n${fill(template, { site: plainLink(site, locale.dir) })}`,
		html: paragraph(fill(escapeHtml(template), { site: link(site, company.siteUrl) }), `margin-top:32px;${SMALL}`),
	})
	const signOff = (copy: { signOff: string; team: string }) => ({
		text: `${copy.signOff}\n${copy.team}`,
		html: paragraph(`${escapeHtml(copy.signOff)}<br>${escapeHtml(copy.team)}`),
	})
	const plain = (label: string, value: string): Row => ({ label, text: value, html: escapeHtml(value) })
	const amount = (fils: number) => formatAed(fils, locale.language)
	/** "AED 441.00 off with the code KMP2499": each code the order was priced with, the code kept left to right. */
	const discounts = order.price.discounts.map(
		(discount): Row => ({
			label: words.labels.discount,
			text: fill(words.discountValue, { amount: amount(discount.amount), code: ltrText(discount.code) }),
			html: fill(escapeHtml(words.discountValue), { amount: escapeHtml(amount(discount.amount)), code: ltrHtml(discount.code) }),
		}),
	)
	return {
		code,
		locale,
		words,
		rows: {
			number: { label: words.labels.orderNumber, text: ltrText(number), html: ltrHtml(number) } satisfies Row,
			plan: (template: string) => plain(words.labels.plan, fill(template, { plan: order.planName, size: inSentence(size, locale.language) })),
			schedule: plain(words.labels.schedule, schedule),
			addon: order.addonName ? [plain(words.labels.addon, order.addonName)] : [],
			firstDelivery: plain(words.labels.firstDelivery, formatDay(span.first, locale)),
			lastDelivery: plain(words.labels.lastDelivery, formatDay(span.last, locale)),
			discounts,
		},
		ltrText,
		ltrHtml,
		contacts,
		siteNote,
		signOff,
		amount,
	}
}

/** "Monday, 9 February 2026", "الاثنين، 9 فبراير 2026", "понедельник, 9 февраля 2026": a calendar day, Latin digits. */
const formatDay = (isoDate: string, locale: LocaleEntry) => formatFullDate(isoDate, locale.language)

/** Both parts of an e-mail from its blocks, in order. */
function assemble(locale: LocaleEntry, title: string, blocks: ReadonlyArray<{ text: string; html: string }>) {
	return { text: blocks.map((block) => block.text).join('\n\n'), html: layout({ lang: locale.htmlLang, dir: locale.dir, title, body: blocks.map((block) => block.html).join('\n') }) }
}

const rowsBlock = (rows: readonly Row[], dir: 'ltr' | 'rtl') => ({
	text: rows.map((row) => `${row.label}:${row.text.includes('\n') ? '\n' : ' '}${row.text}`).join('\n'),
	html: detailsTable(rows, dir),
})

const textBlock = (text: string, style = '') => ({ text, html: paragraph(escapeHtml(text), style) })

export type OrderConfirmationOptions = {
	company: MailCompany
	/** orderPageUrl(): the confirmation page with the tax invoice. */
	orderUrl: string
	/** Paid in the payment sandbox: the e-mail says no real money was taken. */
	sandbox: boolean
	/** How it was paid: Tabby gets a line with its instalments. */
	paidWith?: PaidMethod | null
	/** The plan's first and last delivery days as the payment made them (server/orders/order-mails.ts orderDeliverySpan). */
	days: OrderDeliverySpan
	/**
	 * The plan is in the customer's account: the absolute, localized address of My plan, and whether
	 * the account was made at checkout with this order. Null for a guest's plan, which only customer
	 * care can change.
	 */
	myPlan?: { url: string; newAccount: boolean } | null
}

/** "Paid with Tabby: 4 interest-free payments of …" (content/paid-with-tabby.ts). */
function tabbyRow({ code, words, amount }: ReturnType<typeof orderWords>, totalFils: number): Row {
	const { template, fils } = paidWithTabbyWords(code, totalFils)
	const amounts = Object.entries(fils).map(([name, value]) => [name, amount(value)] as const)
	return {
		label: words.labels.payment,
		text: fill(template, Object.fromEntries(amounts)),
		html: fill(escapeHtml(template), Object.fromEntries(amounts.map(([name, value]) => [name, escapeHtml(value)]))),
	}
}

/** The confirmation of a paid order: what was bought, when and where it comes, what was paid. */
export function orderConfirmation(order: OrderMailOrder, { company, orderUrl, sandbox, paidWith = null, myPlan = null, days }: OrderConfirmationOptions): OutgoingMail {
	const shared = orderWords(order, company, days)
	const { code, locale, words, rows, ltrText, ltrHtml } = shared
	const copy = words.confirmation
	const number = orderNumber(order.id)
	const subject = fill(copy.subject, { number })
	const address = order.deliveryAddress
	const addressLines = [
		joinParts([address.flat_number, address.building_name], locale),
		address.street.trim(),
		joinParts([address.area_name, address.city_name], locale),
		// The landmark is stored as "N/A" when the customer left it empty (spec §3): not a line of the address.
		landmarkShown(address.landmark).trim(),
	].filter((line) => line !== '')
	const slot = isDeliverySlot(address.slot) ? address.slot : null
	const window = slot ? SLOT_WINDOWS[slot] : null
	const total = shared.amount(order.totalFils)
	const vat = shared.amount(order.vatFils)
	/** "Video call in English, Tuesday, 1 December 2026, 14:00": the time kept left to right. */
	const consultationRow = (consultation: NonNullable<OrderMailOrder['consultation']>): Row => {
		const { template, values } = consultationWords(consultation, code, formatDay(consultation.date, locale), { capitalized: true })
		return {
			label: words.labels.consultation,
			text: fill(template, { ...values, time: ltrText(values.time) }),
			html: fill(escapeHtml(template), {
				type: escapeHtml(values.type),
				language: escapeHtml(values.language),
				date: escapeHtml(values.date),
				time: ltrHtml(values.time),
			}),
		}
	}

	const details: Row[] = [
		rows.number,
		rows.plan(copy.planValue),
		...rows.addon,
		rows.schedule,
		rows.firstDelivery,
		rows.lastDelivery,
		...(slot && window
			? [
					{
						label: words.labels.deliveryTime,
						text: fill(copy.deliveryTime, { slot: DELIVERY_SLOT_NAMES[slot][code], window: ltrText(`${window.from}–${window.to}`) }),
						html: fill(escapeHtml(copy.deliveryTime), { slot: escapeHtml(DELIVERY_SLOT_NAMES[slot][code]), window: ltrHtml(`${window.from}–${window.to}`) }),
					},
				]
			: []),
		{ label: words.labels.address, text: addressLines.join('\n'), html: addressLines.map(escapeHtml).join('<br>') },
		...(order.consultation ? [consultationRow(order.consultation)] : []),
		...rows.discounts,
		{ label: words.labels.totalPaid, text: fill(copy.totalValue, { total, vat }), html: fill(escapeHtml(copy.totalValue), { total: escapeHtml(total), vat: escapeHtml(vat) }) },
		...(paidWith === 'tabby' ? [tabbyRow(shared, order.totalFils)] : []),
		...(order.invoiceNumber === null
			? []
			: [{ label: words.labels.invoice, text: ltrText(invoiceNumber(order.invoiceNumber)), html: ltrHtml(invoiceNumber(order.invoiceNumber)) }]),
	]

	const { text, html } = assemble(locale, subject, [
		...(sandbox
			? [
					{
						text: `[${copy.sandbox}]`,
						html: paragraph(escapeHtml(copy.sandbox), 'padding:8px 12px;border:2px dashed #d97706;background:#fffbeb;color:#78350f;font-weight:700;'),
					},
				]
			: []),
		textBlock(fill(copy.greeting, { name: order.firstName })),
		textBlock(copy.intro),
		rowsBlock(details, locale.dir),
		{ text: `${copy.button}:\n${orderUrl}`, html: button(copy.button, orderUrl) },
		textBlock(copy.linkValidity, SMALL),
		// Changes are the customer's own in My plan; a guest's plan is in no account, so customer care makes them.
		...(myPlan
			? [
					{
						text: `${copy.manage}\n${plainLink(myPlan.url, locale.dir)}`,
						html: paragraph(`${escapeHtml(copy.manage)} <a href="${escapeHtml(myPlan.url)}" style="color:${GREEN};font-weight:700;">${escapeHtml(copy.myPlanLink)}</a>`),
					},
					...(myPlan.newAccount ? [textBlock(copy.newAccount)] : []),
					shared.contacts(copy.questions),
				]
			: [shared.contacts(copy.changes)]),
		shared.signOff(copy),
		shared.siteNote(copy.why),
	])
	return { to: order.email, subject, text, html }
}

export type PaymentReminderOptions = {
	company: MailCompany
	/** paymentLinkUrl(): the order's payment step, without logging in. */
	paymentUrl: string
	/** The days the plan would deliver on from its start date, closed dates skipped (orderDeliverySpan). */
	days: OrderDeliverySpan
}

/**
 * The one reminder for an order left unpaid: the link back to its payment, and that nothing was
 * charged. The order as its payment step shows it: a card-only code is not taken off before the
 * card is known (a failed attempt with one of its cards leaves the order priced with it), and the
 * sentence under the price says what it takes off and when.
 */
export function paymentReminder(unpaid: OrderMailOrder, { company, paymentUrl, days }: PaymentReminderOptions): OutgoingMail {
	const price = priceBeforeCard(unpaid.price)
	const order = { ...unpaid, price, totalFils: price.total }
	const shared = orderWords(order, company, days)
	const { code, locale, words, rows } = shared
	const copy = words.reminder
	const total = shared.amount(order.totalFils)
	const cardNote = cardDiscountNote(price, code)
	const details: Row[] = [
		rows.number,
		rows.plan(copy.planValue),
		...rows.addon,
		rows.schedule,
		rows.firstDelivery,
		rows.lastDelivery,
		...rows.discounts,
		{ label: words.labels.total, text: fill(copy.totalValue, { total }), html: fill(escapeHtml(copy.totalValue), { total: escapeHtml(total) }) },
	]
	const { text, html } = assemble(locale, copy.subject, [
		textBlock(fill(copy.greeting, { name: order.firstName })),
		textBlock(copy.intro),
		rowsBlock(details, locale.dir),
		...(cardNote ? [textBlock(cardNote)] : []),
		{ text: `${copy.button}:\n${paymentUrl}`, html: button(copy.button, paymentUrl) },
		textBlock(copy.linkValidity, SMALL),
		textBlock(copy.notCharged),
		shared.contacts(copy.help),
		shared.signOff(copy),
		shared.siteNote(copy.notYou),
	])
	return { to: order.email, subject: copy.subject, text, html }
}
