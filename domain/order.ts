/**
 * An order once the customer has given their details: its states, the numbers customers and
 * support read, and the lines of its tax invoice (domain-facts §1). Amounts are integer fils,
 * VAT included, as the server priced them (domain/order-price.ts).
 */
import type { OrderPrice } from './order-price.ts'
import { vatContainedFils, VAT_PERCENT } from './order-price.ts'

/**
 * draft: the details are saved, no payment has started (or the customer came back from one).
 * pending_payment: an attempt is under way at a gateway. paid: a verified answer or a status
 * check confirmed the money. failed: the last attempt was declined; another method can be tried.
 * cancelled: left unpaid for too long, or given up.
 */
export const ORDER_STATUSES = ['draft', 'pending_payment', 'paid', 'failed', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Whether the customer may start (another) payment for an order in this state. */
export const canStartPayment = (status: OrderStatus) => status === 'draft' || status === 'failed' || status === 'pending_payment'

export type OrderDeliveryAddress = {
	type: 'Home' | 'Work' | 'Other'
	city_id: number
	city_name: string
	area_id: number
	area_name: string
	area_timing_id: number
	slot: string
	flat_number: string
	building_name: string
	street: string
	landmark: string
	notes: string
	custom_delivery_instructions: string
	latitude: number | null
	longitude: number | null
}

/** A nutritionist consultation booked with a plan (spec §3 consultation_data). */
export type OrderConsultation = {
	type: string
	location_id: number
	language_id: number
	/** YYYY-MM-DD and HH:MM, UAE time. */
	date: string
	time: string
}

/** The price as it was when the order was made; `discounts_error` plays no part once ordered. */
export type OrderPriceSnapshot = Omit<OrderPrice, 'discounts_error'>

/**
 * How long after its payment an order's page still greets the customer with "Thank you": the
 * payment step lands there (and may wait a while for the bank). Later, opened from the account or
 * an e-mail, the same page shows the order under a plain heading.
 */
export const JUST_PAID_MS = 30 * 60 * 1000

export const isJustPaid = (paidAt: Date, now: Date) => now.getTime() - paidAt.getTime() < JUST_PAID_MS

/** What customers and support call an order: KC- and at least six digits. */
export const orderNumber = (id: number) => `KC-${String(id).padStart(6, '0')}`

/** Tax invoices are numbered in one sequence without a prefix per year, so numbers never repeat. */
export const invoiceNumber = (sequence: number) => `INV-${String(sequence).padStart(7, '0')}`

export type InvoiceLine = {
	kind: 'plan' | 'addon' | 'deposit'
	/** Delivery days for food, 1 for the deposit. */
	quantity: number
	/** Price of one unit, VAT included, before the discount. */
	unitPriceFils: number
	discountFils: number
	/** What the line costs after the discount, VAT included. */
	grossFils: number
	vatRatePercent: number
	vatFils: number
}

/**
 * The lines of the tax invoice. The discount belongs to the plan (codes never apply to
 * add-ons). The bag deposit is refundable, so it is listed at 0 % as outside the scope of VAT.
 * The VAT of the lines is split so that it adds up exactly to the VAT of the order.
 */
export function invoiceLines(price: OrderPriceSnapshot): InvoiceLine[] {
	const days = price.number_of_days
	const discount = price.discounts.reduce((sum, entry) => sum + entry.amount, 0)
	const planGross = price.plan_total - discount
	const addonVat = price.addons_total > 0 ? vatContainedFils(price.addons_total) : 0
	const lines: InvoiceLine[] = [
		{
			kind: 'plan',
			quantity: days,
			unitPriceFils: price.plan_total / days,
			discountFils: discount,
			grossFils: planGross,
			vatRatePercent: VAT_PERCENT,
			vatFils: price.vat - addonVat,
		},
	]
	if (price.addons_total > 0) {
		lines.push({
			kind: 'addon',
			quantity: days,
			unitPriceFils: price.addons_total / days,
			discountFils: 0,
			grossFils: price.addons_total,
			vatRatePercent: VAT_PERCENT,
			vatFils: addonVat,
		})
	}
	if (price.bag_deposit > 0) {
		lines.push({
			kind: 'deposit',
			quantity: 1,
			unitPriceFils: price.bag_deposit,
			discountFils: 0,
			grossFils: price.bag_deposit,
			vatRatePercent: 0,
			vatFils: 0,
		})
	}
	return lines
}
