/**
 * Pausing and resuming days of a plan that a renewal extended: the plan's days were paid by two
 * orders at two prices (the first with a discount code, the renewal at today's full price), and a
 * cancellation refunds each remaining day at the price its own order paid for it. A pause must
 * not move a day from one order to the other: the day it adds at the end belongs to the order of
 * the day it replaces, and resuming takes back a day of that same order.
 */
import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { deliveries, orders } from '../../../server/db/schema.ts'
import { freezeDays, unfreezeDays } from '../../../server/schedule/pause-days.ts'
import { CARDS, createCheckoutTestApp, newKey, orderBody, type OrderJson, postOrder, returnToShop, thankYou, tokenize } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { planOfOrder, signedInCustomer } from '../support/plans.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const { request } = app

async function pay(orderId: string, auth: Record<string, string>) {
	expect(await returnToShop(request, await tokenize(request, orderId, CARDS.paid, { headers: auth }))).toBe(thankYou(orderId))
	await app.idle()
}

/** Two weeks bought with WELCOME15, paid: the customer, their session and the plan. */
async function discountedPlan() {
	const { customer, email, auth } = await signedInCustomer(db)
	const body = await orderBody(request, { email, weeks: 2 })
	const priced = await request('/client/api/v1/price', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ plan: 'international', size: 'regular', days_per_week: 6, number_of_weeks: 2, discount_code: ['WELCOME15'] }),
	})
	const { total } = ((await priced.json()) as { data: { total: number } }).data
	const made = await postOrder(request, { ...body, discount_code: ['WELCOME15'], expected_total: total }, { headers: auth })
	expect(made.status).toBe(201)
	const order = ((await made.json()) as { data: OrderJson }).data
	await pay(order.id, auth)
	const { subscription, order: row } = await planOfOrder(db, order.id)
	return { customer, auth, subscription: subscription!, first: row! }
}

/** One more week of the plan at today's price, paid; its order, whose days cost more than the discounted ones. */
async function renewal(plan: Awaited<ReturnType<typeof discountedPlan>>) {
	const made = await request(`/client/api/v1/subscriptions/${plan.subscription.publicId}/renewals?locale=en`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey(), ...plan.auth },
		body: JSON.stringify({ weeks: 1 }),
	})
	expect(made.status).toBe(201)
	const order = ((await made.json()) as { data: OrderJson }).data
	await pay(order.id, plan.auth)
	const [row] = await db.select().from(orders).where(eq(orders.publicId, order.id))
	const dayPrice = (paid: typeof row) => Math.floor(paid!.price.discounted / paid!.price.number_of_days)
	expect(dayPrice(plan.first)).toBeLessThan(dayPrice(row))
	return row!
}

const change = (plan: Awaited<ReturnType<typeof discountedPlan>>, dates: string[]) => ({
	subscriptionId: plan.subscription.publicId,
	customerId: plan.customer.id,
	selection: { dates },
	now: new Date(),
})

const daysOf = (subscriptionId: number) =>
	db.select().from(deliveries).where(eq(deliveries.subscriptionId, subscriptionId)).orderBy(asc(deliveries.date), asc(deliveries.id))

/** How many days each order holds that still deliver or have been delivered. */
async function liveDaysPerOrder(subscriptionId: number) {
	const counts = new Map<number, number>()
	for (const day of await daysOf(subscriptionId)) if (day.state !== 'frozen' && day.state !== 'cancelled') counts.set(day.orderId, (counts.get(day.orderId) ?? 0) + 1)
	return counts
}

describe('a plan extended by a renewal', () => {
	test("pausing days of the first order keeps them the first order's: a cancellation refunds them at its price", async () => {
		const plan = await discountedPlan()
		const second = await renewal(plan)
		const { subscription, first } = plan
		const firstDays = first.price.number_of_days
		const secondDays = second.price.number_of_days
		const paused = (await daysOf(subscription.id))
			.filter((day) => day.orderId === first.id)
			.slice(-2)
			.map((day) => day.date)
		expect((await freezeDays(db, change(plan, paused))).status).toBe('changed')
		expect(await liveDaysPerOrder(subscription.id)).toEqual(new Map([[first.id, firstDays], [second.id, secondDays]]))

		// Time passes: the first order's days still scheduled and the renewal's first two are delivered.
		const scheduled = (await daysOf(subscription.id)).filter((day) => day.state === 'scheduled')
		for (const day of scheduled.slice(0, firstDays - 2 + 2)) await db.update(deliveries).set({ state: 'delivered' }).where(eq(deliveries.id, day.id))

		const cancelled = await app.checkout.cancellations.cancel(plan.customer.id, subscription.publicId)
		if (cancelled.kind !== 'cancelled') throw new Error(`not cancelled: ${cancelled.kind}`)
		// The two days paused from the first order go back at its price; the renewal's four left at its own.
		expect(cancelled.quote.parts.map((part) => [part.orderId, part.days])).toEqual([
			[first.id, 2],
			[second.id, secondDays - 2],
		])
	})

	test("resuming a day paused before the renewal takes back the day its pause added, not one of the renewal's", async () => {
		const plan = await discountedPlan()
		const { subscription, first } = plan
		const day = (await daysOf(subscription.id)).at(-1)!.date
		expect((await freezeDays(db, change(plan, [day]))).status).toBe('changed')
		// Renewed after the pause: the day the pause added is no longer the plan's last.
		const second = await renewal(plan)
		const before = new Map([[first.id, first.price.number_of_days], [second.id, second.price.number_of_days]])
		expect(await liveDaysPerOrder(subscription.id)).toEqual(before)

		expect((await unfreezeDays(db, change(plan, [day]))).status).toBe('changed')
		expect(await liveDaysPerOrder(subscription.id)).toEqual(before)
		const [resumed] = await db.select().from(deliveries).where(and(eq(deliveries.subscriptionId, subscription.id), eq(deliveries.date, day)))
		expect(resumed).toMatchObject({ state: 'scheduled', orderId: first.id })
	})
})
