/**
 * The payment step of an order, shared by the checkout (the browser that made the order) and
 * /dashboard/payment/ (whoever holds a signed payment link): what the page shows, and the Tabby
 * action. The card form's fields are signed here; the card data itself goes to the gateway.
 */
import { data, redirectDocument, type RouterContextProvider } from 'react-router'
import { CHECKOUT_MESSAGES, type PaymentFailure, type TabbyRejection } from '../../content/checkout-messages.ts'
import { CHECKOUT } from '../../content/pages/checkout.ts'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { expiryFromGatewayFormat } from '../../domain/card-number.ts'
import { deliveryDates, feasibleStartDate, SLOT_WINDOWS, isDeliverySlot } from '../../domain/delivery-schedule.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { orderNumber } from '../../domain/order.ts'
import { priceBeforeCard } from '../../domain/order-price.ts'
import { cardDiscountNote, cardDiscountRefusalText, cardDiscountTakenText, cardOnlyText } from '../../server/pricing/price-service.ts'
import { orderPriceWithCard } from '../../server/orders/card-discount.ts'
import { isDaysPerWeek, isWeeks } from '../../domain/plan-pricing.ts'
import { inSentence, joinParts } from '../../domain/text-list.ts'
import { DELIVERY_SLOT_NAMES } from '../../content/delivery-areas.ts'
import { ALLERGENS } from '../../content/sample-menus/types.ts'
import { ORDER_ACCESS_COOKIE } from '../../server/orders/order-access.ts'
import type { OrderRow } from '../../server/orders/order-service.ts'
import { PAYMENT_IN_PROGRESS, pageFor } from '../../server/payments/routes.ts'
import { orderStartTerms } from '../../server/schedule/schedule-data.ts'
import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../server/db/client.ts'
import { savedCards } from '../../server/db/schema.ts'
import { localeContext, servicesContext } from '../context.ts'
import { rawCookieValue } from './cookie-value.ts'
import { planOverlapNotice } from './plan-overlap.server.ts'
import { formatCalendarDate, fillText } from '../../domain/text-template.ts'

const isFailure = (value: string | null): value is PaymentFailure => value !== null && Object.hasOwn(CHECKOUT_MESSAGES.en.failures, value)
const isTabbyRejection = (value: string | null): value is TabbyRejection => value !== null && Object.hasOwn(CHECKOUT_MESSAGES.en.tabby, value)

/**
 * The order named by `?order=` if the visitor may see it: the signed-in customer whose order it
 * is, the browser that made it (its order-access cookie) or the holder of its payment link
 * (`token`); null otherwise.
 */
export async function visibleOrder(
	context: Readonly<RouterContextProvider>,
	request: Pick<Request, 'headers'>,
	publicId: string | null,
	token: string | null = null,
) {
	const { checkout, customer } = context.get(servicesContext)
	const order = publicId ? await checkout.findOrder(publicId) : null
	if (!order) return null
	if (customer && order.customerId === customer.id) return order
	if (checkout.canSeeOrder(order, cookieValue(request.headers.get('Cookie'), ORDER_ACCESS_COOKIE))) return order
	const link = token ? checkout.readPaymentLinkToken(token) : null
	return link?.ok && link.payload === order.publicId ? order : null
}

/** The order this browser made or was sent to pay last (its access cookie), or null. */
export async function browserOrder(context: Readonly<RouterContextProvider>, request: Pick<Request, 'headers'>) {
	const { checkout } = context.get(servicesContext)
	const publicId = checkout.orderOfAccessCookie(cookieValue(request.headers.get('Cookie'), ORDER_ACCESS_COOKIE))
	return publicId ? checkout.findOrder(publicId) : null
}

function cookieValue(header: string | null, name: string): string | undefined {
	const value = rawCookieValue(header, name)
	if (value === undefined) return undefined
	try {
		return decodeURIComponent(value)
	} catch {
		return value
	}
}

/** The Set-Cookie value that lets this browser come back to its order (checkout, thank-you). */
export function orderAccessCookie(context: Readonly<RouterContextProvider>, order: OrderRow) {
	return context.get(servicesContext).checkout.orderAccessCookie(order)
}

/** "6 days a week, 4 weeks", as the customise step says it. */
export function scheduleText(locale: LocaleCode, daysPerWeek: number, weeks: number) {
	const words = CUSTOMISE[locale]
	const days = isDaysPerWeek(daysPerWeek) ? words.days[daysPerWeek].label : String(daysPerWeek)
	return fillText(words.schedule, { days, weeks: isWeeks(weeks) ? words.weeks[weeks] : String(weeks) })
}

/**
 * The card a signed-in customer may pay this order with: their last saved card, of the gateway
 * we use (Payfort, i.e. APS) and still active (spec §4), when saved cards are on. A lookup that
 * fails is a convenience lost, not a payment step lost: it is logged and the card form stays.
 */
async function savedCardFor(context: Readonly<RouterContextProvider>, order: OrderRow) {
	const { checkout, customer, db, logger } = context.get(servicesContext)
	if (!checkout.providers.savedCards || !customer || order.customerId !== customer.id) return null
	const card = await lastUsableCard(db, customer.id).catch((error: unknown) => {
		logger.warn({ err: error, order: order.publicId }, 'Saved card lookup failed; the payment step goes on without it')
		return undefined
	})
	const form = card ? checkout.payments.cardForm(order, card.token) : null
	if (!card || !form) return null
	const { locale } = context.get(localeContext)
	// Its leading digits are known before paying: an order's card-only code can be priced for it now.
	const digits = /^\d{6,8}/.exec(card.cardNumber)?.[0]
	const withCard = digits && order.price.card_discount ? await orderPriceWithCard(db, order, digits, new Date()) : null
	const discountNote = withCard ? cardDiscountTakenText(withCard, locale.code) : null
	return {
		masked: card.cardNumber,
		label: savedCardLabel(locale.code, card),
		form,
		/** What this card would be charged when the order's card-only code is taken off for it; null: the order's total. */
		total: withCard && discountNote ? withCard.total : null,
		discountNote,
	}
}

/** "Visa ending in 0001, expires 05/30": the expiry as people read it (the gateway stores YYMM). */
function savedCardLabel(locale: LocaleCode, card: { cardType: string | null; cardNumber: string; expiry: string | null }) {
	const content = CHECKOUT[locale]
	const expiry = expiryFromGatewayFormat(card.expiry)
	const values = { type: card.cardType ?? '', last4: `\u2066${card.cardNumber.slice(-4)}\u2069`, expiry: `\u2066${expiry}\u2069` }
	return fillText(expiry ? content.savedCardWithExpiry : content.savedCard, values)
}

async function lastUsableCard(db: Database, customerId: number) {
	const [card] = await db
		.select()
		.from(savedCards)
		.where(and(eq(savedCards.customerId, customerId), eq(savedCards.gateway, 'Payfort'), eq(savedCards.status, 'Active')))
		.orderBy(desc(savedCards.createdAt), desc(savedCards.id))
		.limit(1)
	return card
}

export async function paymentStepData(context: Readonly<RouterContextProvider>, order: OrderRow, query: URLSearchParams) {
	const { db, checkout, customer } = context.get(servicesContext)
	const { locale } = context.get(localeContext)
	const messages = CHECKOUT_MESSAGES[locale.code]
	const failed = query.get('failed')
	const tabbyReason = query.get('tabby')
	// A start refused, or the order still at a gateway (a tab left on the 3-D Secure or Tabby page):
	// a young attempt is waited for, an older one is given up when the customer pays again.
	const open = failed === PAYMENT_IN_PROGRESS || order.status === 'pending_payment' ? await checkout.payments.openAttempt(order) : null
	// Waiting is not a failure: the page says so calmly and checks again by itself.
	const waiting = open?.young === true ? messages.paymentInProgress : null
	const failure = isTabbyRejection(tabbyReason) ? messages.tabby[tabbyReason] : isFailure(failed) ? messages.failures[failed] : null
	const methods = checkout.providers.methods
	// A payment link opened days later: the first delivery moves to the earliest day still possible.
	// The cut-off and closed dates of the terms in force now and the plan's first menu, as the payment itself will use them (settle-paid.ts).
	const now = new Date()
	const { closedDates, cutoff, menuFrom } = await orderStartTerms(db, now, order.planId)
	const startDate = isDaysPerWeek(order.daysPerWeek) ? feasibleStartDate(order.startDate, now, order.daysPerWeek, closedDates, cutoff, menuFrom) : order.startDate
	const dates =
		isDaysPerWeek(order.daysPerWeek) && isWeeks(order.weeks) ? deliveryDates(startDate, order.daysPerWeek, order.weeks, closedDates) : [startDate]
	const slot = order.deliveryAddress.slot
	const slotText = isDeliverySlot(slot)
		? // Isolated left to right (in Arabic "04:00–08:00" would otherwise read "08:00–04:00"), and
			// joined so a narrow screen never breaks the window at its dash.
			`${inSentence(DELIVERY_SLOT_NAMES[slot][locale.code], locale.language)} (\u2066${SLOT_WINDOWS[slot].from}\u2060–\u2060${SLOT_WINDOWS[slot].to}\u2069)`
		: slot
	const address = order.deliveryAddress
	// A card-only code is shown pending until a card is known: an attempt that took it off and failed leaves no discount promised.
	const price = priceBeforeCard(order.price)
	// A payment link opened days later: the code may have ended or been used up since. Priced for one
	// of its own cards, it says so now rather than after the payment.
	const ownBin = order.price.card_discount ? order.price.applicable_bins[0] : undefined
	const withOwnCard = ownBin ? await orderPriceWithCard(db, order, ownBin, now) : null
	const lapsed = withOwnCard?.card_discount_refusal ? withOwnCard : null
	const refused = lapsed ?? (order.price.card_discount_refusal === 'card-only' ? null : order.price)
	return {
		step: 'payment' as const,
		content: CHECKOUT[locale.code],
		breakdown: CUSTOMISE[locale.code].breakdown,
		sandbox: checkout.providers.mode === 'sandbox',
		order: {
			publicId: order.publicId,
			number: orderNumber(order.id),
			status: order.status,
			planName: order.planName,
			size: order.size,
			daysPerWeek: order.daysPerWeek,
			weeks: order.weeks,
			addonName: order.addonName,
			/** The allergens declared on the customise step (content/sample-menus/types.ts codes). */
			allergies: ALLERGENS.filter((allergen) => order.allergies.includes(allergen)),
			schedule: scheduleText(locale.code, order.daysPerWeek, order.weeks),
			price: { ...price, card_discount_note: lapsed ? null : cardDiscountNote(price, locale.code) },
			total: price.total,
			address: joinParts([address.flat_number, address.building_name, address.street, address.area_name, address.city_name], locale),
			/** The saved address for the order draft (spec §3 deliveryAddress), its slot named in the page's language. */
			deliveryAddress: address,
			slotName: isDeliverySlot(slot) ? DELIVERY_SLOT_NAMES[slot][locale.code] : slot,
			firstDelivery: fillText(CHECKOUT[locale.code].firstDelivery, {
				date: formatCalendarDate(dates[0] ?? startDate, locale.language),
				slot: slotText,
			}),
			startMoved: startDate !== order.startDate ? CHECKOUT[locale.code].startMoved : null,
		},
		failure,
		/** Beside Tabby and Apple Pay: the order's card-only code is not taken off when paying with them. */
		cardOnly: lapsed ? null : cardOnlyText(order.price, locale.code),
		/**
		 * Why the card-only code is not taken off: no longer available (ended, used up), or the last
		 * payment's card was not one of its own; the Tabby and Apple Pay case is `cardOnly`.
		 */
		cardRefusal: refused && (await cardDiscountRefusalText(db, refused, locale.code)),
		/** A young attempt is open: the page checks again by itself instead of offering the methods. */
		waiting,
		/** An older attempt is open: paying now gives it up, and it is never charged as well. */
		replacing: open && !open.young ? messages.paymentReplaced : null,
		card: methods.includes('card') ? checkout.payments.cardForm(order) : null,
		savedCard: methods.includes('card') ? await savedCardFor(context, order) : null,
		// A signed-in customer's own order: the card can be kept for next time.
		offerSaveCard: checkout.providers.savedCards && customer !== null && order.customerId === customer.id,
		tabby: methods.includes('tabby') ? checkout.tabbyPrescore(order) : null,
		applePay: methods.includes('apple_pay') && checkout.providers.applePay !== null,
		// A new key per page view: one click on "Continue with Tabby" opens one Tabby checkout.
		tabbyKey: crypto.randomUUID(),
		/** A running plan of this customer already delivers on some of these days: renew it instead, or get two deliveries. */
		overlap: await planOverlapNotice(context, order),
	}
}

/** "Continue with Tabby": opens a Tabby checkout and sends the customer there, or back with the reason. */
export async function tabbyAction(context: Readonly<RouterContextProvider>, order: OrderRow, form: FormData) {
	const { checkout } = context.get(servicesContext)
	const key = String(form.get('idempotency_key') ?? '')
	if (!/^[A-Za-z0-9_-]{16,128}$/.test(key)) throw data('A payment needs its idempotency key', { status: 400 })
	const next = await checkout.payments.startTabby(order, key)
	// The page makes a new key per view, so only a hand-made form sends another order's key.
	if (next.kind === 'key-reused') throw data('This idempotency key started another order’s payment', { status: 422 })
	// A document load, not a client navigation: Tabby's page (or the sandbox's, on our own origin) is no page of the app.
	return redirectDocument(pageFor(next), 303)
}
