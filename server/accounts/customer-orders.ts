/**
 * The orders a customer made while signed in (orders.customer_id), newest first, for the
 * account page and GET /orders. An order is named by its public id; one that is not the
 * customer's is simply not found. The tax invoice is the thank-you page's
 * (/meal-plans/thank-you/?order=<id>), which shows it to the signed-in owner.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { LocaleCode } from '../../domain/locale.ts'
import { invoiceNumber, orderNumber } from '../../domain/order.ts'
import type { Database } from '../db/client.ts'
import { orders, planTranslations } from '../db/schema.ts'
import type { OrderRow } from '../orders/order-service.ts'

/** How many orders the list goes back; an account with more is a business customer for support. */
export const ORDER_LIST_LIMIT = 100

const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function listCustomerOrders(db: Database, customerId: number): Promise<OrderRow[]> {
	return db
		.select()
		.from(orders)
		.where(eq(orders.customerId, customerId))
		.orderBy(desc(orders.createdAt), desc(orders.id))
		.limit(ORDER_LIST_LIMIT)
}

/**
 * The plans' names in the page's language, by plan id. An order keeps its plan's name in the
 * language it was made in (what its invoice says); a list read in another language names them in
 * that one, falling back to the order's own name for a plan without the translation.
 */
export async function planNamesIn(db: Database, planIds: readonly number[], locale: LocaleCode): Promise<Map<number, string>> {
	if (planIds.length === 0) return new Map()
	const rows = await db
		.select({ planId: planTranslations.planId, name: planTranslations.name })
		.from(planTranslations)
		.where(and(inArray(planTranslations.planId, [...new Set(planIds)]), eq(planTranslations.locale, locale)))
	return new Map(rows.map((row) => [row.planId, row.name]))
}

export async function findCustomerOrder(db: Database, customerId: number, publicId: string): Promise<OrderRow | null> {
	if (!PUBLIC_ID.test(publicId)) return null
	const [row] = await db
		.select()
		.from(orders)
		.where(and(eq(orders.customerId, customerId), eq(orders.publicId, publicId.toLowerCase())))
		.limit(1)
	return row ?? null
}

/** An order in the account's list: what it was, when, how much and where it stands. */
export function customerOrderSummary(order: OrderRow) {
	return {
		id: order.publicId,
		number: orderNumber(order.id),
		status: order.status,
		created_at: order.createdAt.toISOString(),
		paid_at: order.paidAt?.toISOString() ?? null,
		invoice_number: order.invoiceNumber !== null ? invoiceNumber(order.invoiceNumber) : null,
		currency: 'AED',
		total: order.totalFils,
		vat: order.vatFils,
		plan: { slug: order.planSlug, name: order.planName, size: order.size },
		addon: order.addonName,
		days_per_week: order.daysPerWeek,
		number_of_weeks: order.weeks,
		start_date: order.startDate,
	}
}

/** One order in full: the summary with its price breakdown and delivery address. */
export function customerOrderDetail(order: OrderRow) {
	return {
		...customerOrderSummary(order),
		price: order.price,
		allergies: order.allergies,
		allergy_notes: order.allergyNotes,
		delivery_address: order.deliveryAddress,
		discount_codes: order.discountCodes,
	}
}
