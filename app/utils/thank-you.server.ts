/**
 * The order confirmation's data (routes/thank-you.tsx), read fresh on every request: what the
 * customer may see of the order in the address, in the page's language.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import { type RouterContextProvider, redirect } from 'react-router'
import { CANCELLATION_TEXTS } from '../../content/cancellation-messages.ts'
import { consultationWords, isConsultationType } from '../../content/consultations.ts'
import { DELIVERY_SLOT_NAMES } from '../../content/delivery-areas.ts'
import { paidWithTabbyWords } from '../../content/paid-with-tabby.ts'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { MOBILE_APP } from '../../content/pages/mobile-app.ts'
import { SUPPORT_CONTACTS_TEXT } from '../../content/pages/support-contacts.ts'
import { THANK_YOU } from '../../content/pages/thank-you.ts'
import { ALLERGENS, type Allergen } from '../../content/sample-menus/types.ts'
import { creditNoteNumber } from '../../domain/credit-note.ts'
import { addDays, deliveryDates, isDeliverySlot, SLOT_WINDOWS, uaeClock } from '../../domain/delivery-schedule.ts'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import { formatAed } from '../../domain/money.ts'
import { invoiceLines, invoiceNumber, isJustPaid, orderNumber } from '../../domain/order.ts'
import { hasLandmark } from '../../domain/order-draft.ts'
import { VAT_PERCENT } from '../../domain/order-price.ts'
import { formatPhone } from '../../domain/phone-display.ts'
import { isDaysPerWeek, isPlanSize, isWeeks } from '../../domain/plan-pricing.ts'
import { fillText, formatCalendarDate, formatCount, formatShortDate, pluralText } from '../../domain/text-template.ts'
import { inSentence, joinParts } from '../../domain/text-list.ts'
import type { Database } from '../../server/db/client.ts'
import { payments } from '../../server/db/schema.ts'
import type { OrderRow } from '../../server/orders/order-service.ts'
import { paidMethodOf } from '../../server/orders/paid-method.ts'
import { CHECKOUT_PATH } from '../../server/payments/routes.ts'
import { cardDiscountRefusalText } from '../../server/pricing/price-service.ts'
import { creditNotePath, creditNotesOfOrder } from '../../server/refunds/refund-views.ts'
import { localeContext, servicesContext } from '../context.ts'
import { visibleOrder } from './checkout-payment.server.ts'
import { customiseQueryOf } from './customise-query.ts'
import { pageMeta, pageText, unmatchedRoute } from './page.server.ts'


const TABBY_REASONS = ['not_available', 'order_amount_too_high', 'order_amount_too_low'] as const

/**
 * What the page shows for the order in `url` (module comment of routes/thank-you.tsx): the paid
 * order's confirmation and invoice, the waiting page or the cancelled one; the way back to
 * checkout (a redirect) for a failed or draft order, and the ordinary 404 for anyone the order
 * is not visible to.
 */
export async function thankYouData({ request, url, context }: { request: Request; url: URL; context: Readonly<RouterContextProvider> }) {
	const { checkout, db, settings } = context.get(servicesContext)
	const { locale, t } = context.get(localeContext)
	const content = THANK_YOU[locale.code]
	const token = url.searchParams.get('token')
	const order = await visibleOrder(context, request, url.searchParams.get('order'), token)
	if (!order) throw unmatchedRoute(url, context)

	const number = orderNumber(order.id)
	const sandbox = checkout.providers.mode === 'sandbox'

	if (order.status === 'failed') throw redirect(await retryPath(db, order, locale.code, token), 302)

	if (order.status === 'cancelled') {
		const size = isPlanSize(order.size) ? order.size : undefined
		const choice = customiseQueryOf({
			plan: order.planSlug,
			size,
			daysPerWeek: isDaysPerWeek(order.daysPerWeek) ? order.daysPerWeek : undefined,
			weeks: isWeeks(order.weeks) ? order.weeks : undefined,
			addon: order.addonVariantId,
			allergies: order.allergies.filter(isAllergen),
			allergyNotes: order.allergyNotes,
			// The same consultation is proposed again; the customise step says if its time has gone.
			consultation: order.consultation && {
				type: isConsultationType(order.consultation.type) ? order.consultation.type : 'video',
				location: order.consultation.location_id,
				language: order.consultation.language_id,
				date: order.consultation.date,
				time: order.consultation.time,
			},
		})
		const { heading, text } = content.cancelled
		return {
			view: 'cancelled' as const,
			heading,
			intro: text,
			meta: pageMeta(context, heading, text),
			content,
			orderNumber: number,
			startAgainPath: `/meal-plans/customise-meal-plan/?${choice.toString()}`,
		}
	}

	// No payment started (or the customer came back from one): the payment step.
	if (order.status === 'draft') throw redirect(`${localizePath(CHECKOUT_PATH, locale.code)}?order=${order.publicId}`, 302)
	if (order.status !== 'paid') {
		// pending_payment: the gateway's answer is not final yet.
		const { heading, text } = content.confirming
		return { view: 'confirming' as const, heading, intro: text, meta: pageMeta(context, heading, text), content, orderNumber: number, sandbox }
	}

	if (order.invoiceNumber === null || order.paidAt === null) throw new Error(`Paid order ${number} has no invoice number or payment date`)
	const { daysPerWeek, weeks, size } = order
	if (!isDaysPerWeek(daysPerWeek) || !isWeeks(weeks) || !isPlanSize(size)) throw new Error(`Order ${number} has a choice no plan sells`)

	const language = locale.language
	const day = (isoDate: string) => formatCalendarDate(isoDate, language)
	const customise = CUSTOMISE[locale.code]
	const sizeName = t(`catalogue.sizes.${size}`)
	const dates = deliveryDates(order.startDate, daysPerWeek, weeks)
	const first = dates[0] ?? order.startDate
	const last = dates.at(-1) ?? order.startDate
	const address = order.deliveryAddress
	const slot = isDeliverySlot(address.slot) ? address.slot : null
	const slotWindow = slot ? SLOT_WINDOWS[slot] : null
	const allergies = order.allergies.filter(isAllergen).map((allergen) => t(`allergens.${allergen}`))
	const issued = uaeClock(order.paidAt).date

	const invoice = invoiceLines(order.price).map((line) => ({
		...line,
		description:
			line.kind === 'plan'
				? fillText(content.invoice.planLine, {
						plan: order.planName,
						size: inSentence(sizeName, language),
						days: customise.days[daysPerWeek].label,
						weeks: customise.weeks[weeks],
					})
				: line.kind === 'addon'
					? fillText(content.invoice.addonLine, { addon: order.addonName ?? '' })
					: content.invoice.depositLine,
		quantityText: line.kind === 'deposit' ? formatCount(line.quantity, language) : pluralText(content.invoice.days, line.quantity, language),
		// The deposit is not a supply: "out of scope", which a 0 % rate would misstate as zero-rated.
		vatRateText: line.kind === 'deposit' ? content.invoice.outOfScope : fillText(content.invoice.percent, { rate: formatCount(line.vatRatePercent, language) }),
	}))

	// "Thank you" only right after the payment; opened later (the account, an e-mail) it is just the order.
	const justPaid = isJustPaid(order.paidAt, new Date())
	const tabby = (await paidMethodOf(db, order.id)) === 'tabby' ? paidWithTabbyWords(locale.code, order.totalFils) : null
	const viewHeading = fillText(content.orderView.heading, { number })
	const heading = justPaid ? pageText(context, 'thankYou') : { heading: viewHeading, intro: content.orderView.intro, meta: pageMeta(context, viewHeading, content.orderView.intro) }
	return {
		view: 'paid' as const,
		...heading,
		justPaid,
		/** "Paid with Tabby: 4 interest-free payments of …", for an order paid with Tabby; null otherwise. */
		paidWithTabby: tabby && fillText(tabby.template, Object.fromEntries(Object.entries(tabby.fils).map(([name, fils]) => [name, formatAed(fils, language)]))),
		content,
		orderNumber: number,
		sandbox,
		summary: {
			plan: fillText(content.summary.planValue, { plan: order.planName, size: inSentence(sizeName, language) }),
			schedule: fillText(customise.schedule, { days: customise.days[daysPerWeek].label, weeks: customise.weeks[weeks] }),
			addon: order.addonName,
			first: { iso: first, text: day(first) },
			last: { iso: last, text: day(last) },
			address: [
				joinParts([address.flat_number, address.building_name], locale),
				address.street,
				joinParts([address.area_name, address.city_name], locale),
				hasLandmark(address.landmark) ? fillText(content.summary.landmark, { landmark: address.landmark }) : '',
				...[address.notes, address.custom_delivery_instructions]
					.filter((note) => note.trim() !== '')
					.map((notes) => fillText(content.summary.driverNotes, { notes })),
			].filter((line) => line.trim() !== ''),
			slot: slot && slotWindow ? { name: DELIVERY_SLOT_NAMES[slot][locale.code], window: `${slotWindow.from}–${slotWindow.to}` } : null,
			customer: { name: `${order.firstName} ${order.lastName}`, email: order.email, phone: formatPhone(order.mobileNumber) },
			allergies: [...allergies, order.allergyNotes.trim()].filter(Boolean),
			consultation: order.consultation
				? consultationWords(order.consultation, locale.code, formatShortDate(order.consultation.date, language), { capitalized: true })
				: null,
		},
		price: order.price,
		/** The card paying was not one of the card-only code's (or its limit was reached meanwhile): why it was not taken off. */
		cardRefusal: await cardDiscountRefusalText(db, order.price, locale.code),
		breakdown: customise.breakdown,
		invoice: {
			number: invoiceNumber(order.invoiceNumber),
			issued: { iso: issued, text: day(issued) },
			lines: invoice,
			totalFils: order.totalFils,
			vatFils: order.vatFils,
			vatPercent: formatCount(VAT_PERCENT, language),
			// Refunds correct the invoice with credit notes (server/refunds/): listed under it, each linked when
			// the order is an account's (the credit note page is the signed-in customer's).
			creditNotes: (await creditNotesOfOrder(db, order.id)).map((note) => ({
				text: fillText(content.invoice.creditNoteLine, {
					number: creditNoteNumber(note.creditNoteNumber),
					date: day(uaeClock(note.createdAt).date),
					amount: formatAed(note.amountFils, language),
					state: CANCELLATION_TEXTS[locale.code].creditNote[note.state === 'confirmed' ? 'confirmed' : 'pending'],
				}),
				href: order.customerId === null ? null : localizePath(creditNotePath(note.id), locale.code),
			})),
		},
		company: settings.company,
		firstDelivery:
			slotWindow === null
				? null
				: slotWindow.dayBefore
					? fillText(content.next.firstDeliveryEvening, { date: day(addDays(first, -1)), from: slotWindow.from, to: slotWindow.to, first: day(first) })
					: fillText(content.next.firstDelivery, { date: day(first), from: slotWindow.from, to: slotWindow.to }),
		stores: MOBILE_APP[locale.code].stores,
		supportText: SUPPORT_CONTACTS_TEXT[locale.code],
		// An order of an account is changed in My plan; a guest's plan is in no account.
		inAccount: order.customerId !== null,
	}
}

/** Checkout again, saying why the last attempt failed (and, for Tabby, why it said no). */
async function retryPath(db: Database, order: OrderRow, locale: LocaleCode, token: string | null) {
	const [attempt] = await db
		.select({ reason: payments.failureReason, code: payments.gatewayCode })
		.from(payments)
		.where(and(eq(payments.orderId, order.id), inArray(payments.status, ['failed', 'cancelled'])))
		.orderBy(desc(payments.updatedAt), desc(payments.id))
		.limit(1)
	const query = new URLSearchParams({ order: order.publicId, failed: attempt?.reason ?? 'declined' })
	const tabbyReason = TABBY_REASONS.find((reason) => reason === attempt?.code)
	if (attempt?.reason === 'tabby_rejected' && tabbyReason) query.set('tabby', tabbyReason)
	// A payment link's holder has no access cookie: the link goes along to the retry.
	if (token) query.set('token', token)
	return `${localizePath(CHECKOUT_PATH, locale)}?${query}`
}

const isAllergen = (value: string): value is Allergen => (ALLERGENS as readonly string[]).includes(value)

export type ThankYouData = Awaited<ReturnType<typeof thankYouData>>
export type PaidOrderData = Extract<ThankYouData, { view: 'paid' }>
