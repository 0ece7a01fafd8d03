/**
 * Paid plans for the schedule's tests: signed-in customers (a session as the API takes it), an
 * order of theirs paid through the payment sandbox, and the subscription and days payment made.
 */
import { asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { createSessionStore } from '../../../server/auth/sessions.ts'
import type { Database } from '../../../server/db/client.ts'
import { customers, deliveries, orders, subscriptions } from '../../../server/db/schema.ts'
import { CARDS, type CheckoutTestApp, orderBody, type OrderJson, postOrder, returnToShop, thankYou, tokenize } from './checkout.ts'

let customerCount = 0

/** A new customer with a session: `auth` is the Bearer header the API takes. */
export async function signedInCustomer(db: Database, name = 'Layla') {
	customerCount += 1
	const email = `${name.toLowerCase()}.${customerCount}.${Date.now()}@example.com`
	const [customer] = await db
		.insert(customers)
		.values({ email, firstName: name, lastName: 'Haddad', mobileNumber: '+971501234567', passwordHash: 'scrypt$unused' })
		.returning()
	const { token } = await createSessionStore(db).create(customer!.id, { remember: false })
	return { customer: customer!, email, auth: { Authorization: `Bearer ${token}` } as Record<string, string> }
}

/** Orders a plan (as `auth`'s customer, or a guest) and pays it by card in the sandbox; the order's row. */
export async function payPlan(app: CheckoutTestApp, options: { auth?: Record<string, string>; email?: string; weeks?: number; referralCode?: string } = {}) {
	const body = await orderBody(app.request, { email: options.email, weeks: options.weeks })
	const response = await postOrder(app.request, options.referralCode ? { ...body, referral_code: options.referralCode } : body, { headers: options.auth ?? {} })
	expect(response.status).toBe(201)
	const order = ((await response.json()) as { data: OrderJson }).data
	expect(await returnToShop(app.request, await tokenize(app.request, order.id, CARDS.paid))).toBe(thankYou(order.id))
	await app.idle()
	return order
}

/** The subscription an order's payment made (or extended), with its days in date order. */
export async function planOfOrder(db: Database, orderPublicId: string) {
	const [order] = await db.select().from(orders).where(eq(orders.publicId, orderPublicId))
	if (!order?.subscriptionId) return { order, subscription: undefined, days: [] }
	const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, order.subscriptionId))
	const days = await db.select().from(deliveries).where(eq(deliveries.subscriptionId, order.subscriptionId)).orderBy(asc(deliveries.date), asc(deliveries.id))
	return { order, subscription, days }
}
