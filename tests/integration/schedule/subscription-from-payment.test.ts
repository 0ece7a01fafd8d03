/**
 * Payment turns an order into a plan (issue 17 item 1, decision 012): in the transaction that
 * marks the order paid, a subscription with one delivery row per day (closed dates skipped), the
 * order's address and slot, and the schedule terms in force; a start gives orders paid before
 * this its plan once; the database refuses a lost or doubled day whatever the code does.
 */
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { INITIAL_SCHEDULE_RULES } from '../../../content/schedule-rules.ts'
import { addDays, deliveryDates } from '../../../domain/delivery-schedule.ts'
import { seedDatabase } from '../../../server/db/seed.ts'
import { closedDates, deliveries, orders, scheduleRules } from '../../../server/db/schema.ts'
import { backfillSubscriptions } from '../../../server/schedule/backfill-subscriptions.ts'
import { createTestDatabase } from '../support/database.ts'
import { createCheckoutTestApp } from '../support/checkout.ts'
import { insertTestOrder } from '../support/payment-service.ts'
import { payPlan, planOfOrder, signedInCustomer } from '../support/plans.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)

describe('payment makes the plan', () => {
	test('a paid guest order has a subscription with one scheduled day per delivery day, its address and slot, and the terms in force', async () => {
		const paid = await payPlan(app, { email: 'Sara.Ali+plan@Example.com', weeks: 2 })
		const { order, subscription, days } = await planOfOrder(db, paid.id)
		expect(order).toMatchObject({ status: 'paid' })
		expect(subscription).toMatchObject({
			customerId: null,
			customerKey: 'sara.ali@example.com',
			planId: order!.planId,
			planVariantId: order!.planVariantId,
			size: 'regular',
			daysPerWeek: 6,
			status: 'active',
			paidDays: 12,
			rules: INITIAL_SCHEDULE_RULES,
		})
		const expected = deliveryDates(order!.startDate, 6, 2)
		expect(days.map((day) => day.date)).toEqual(expected)
		expect(subscription!.finishBy).toBe(addDays(expected.at(-1)!, INITIAL_SCHEDULE_RULES.finishWithinDays))
		for (const day of days) {
			expect(day).toMatchObject({ state: 'scheduled', orderId: order!.id, areaTimingId: order!.areaTimingId, address: order!.deliveryAddress })
		}
	})

	test("a signed-in customer's order gives the plan to their account", async () => {
		const { customer, auth } = await signedInCustomer(db)
		const { subscription } = await planOfOrder(db, (await payPlan(app, { auth })).id)
		expect(subscription?.customerId).toBe(customer.id)
	})

	test('a closed date is skipped and its day added at the end; terms added later apply to plans paid after them', async () => {
		const probe = await payPlan(app)
		const { order } = await planOfOrder(db, probe.id)
		const closed = deliveryDates(order!.startDate, 6, 1)[1]!
		await db.insert(closedDates).values({ date: closed, note: 'Test holiday' })
		await db.insert(scheduleRules).values({ ...INITIAL_SCHEDULE_RULES, effectiveFrom: addDays(new Date().toISOString().slice(0, 10), -1), maxFrozenDays: 7 })

		const { subscription, days, order: second } = await planOfOrder(db, (await payPlan(app)).id)
		expect(days.map((day) => day.date)).toEqual(deliveryDates(second!.startDate, 6, 1, [closed]))
		expect(days.map((day) => day.date)).not.toContain(closed)
		expect(days).toHaveLength(6)
		expect(subscription!.rules.maxFrozenDays).toBe(7)
		// A plan paid before keeps the terms it was sold under.
		expect((await planOfOrder(db, probe.id)).subscription!.rules.maxFrozenDays).toBe(INITIAL_SCHEDULE_RULES.maxFrozenDays)
		await db.delete(closedDates)
	})
})

describe('the database keeps every paid day', () => {
	test('a day paused without its replacement is refused at commit, and nothing of the transaction stays', async () => {
		const { subscription, days } = await planOfOrder(db, (await payPlan(app)).id)
		const error = await db
			.transaction(async (tx) => {
				await tx.update(deliveries).set({ state: 'frozen' }).where(eq(deliveries.id, days[2]!.id))
			})
			.catch((caught: unknown) => caught)
		expect(String((error as { cause?: unknown }).cause ?? error)).toMatch(/has 5 delivery days, paid for 6/)
		const [still] = await db.select().from(deliveries).where(eq(deliveries.id, days[2]!.id))
		expect(still?.state).toBe('scheduled')

		// A day deleted is refused the same way; a second live delivery on one date is refused at once.
		await expect(db.delete(deliveries).where(eq(deliveries.id, days[0]!.id))).rejects.toThrow()
		await expect(
			db.insert(deliveries).values({ subscriptionId: subscription!.id, orderId: days[0]!.orderId, date: days[0]!.date, address: days[0]!.address, areaTimingId: days[0]!.areaTimingId }),
		).rejects.toThrow()
	})
})

describe('start-up', () => {
	test('orders paid before plans existed get theirs once; a second start creates nothing', async () => {
		const startDate = addDays(new Date().toISOString().slice(0, 10), 5)
		const paidAt = new Date()
		const [number] = await db.execute<{ n: number }>(sql`select nextval('invoice_numbers')::int as n`).then((result) => result.rows)
		const old = await insertTestOrder(db, { status: 'paid', paidAt, invoiceNumber: number!.n, startDate, daysPerWeek: 5, weeks: 1, customerKey: 'omar@example.com' })
		expect(old.subscriptionId).toBeNull()

		expect(await backfillSubscriptions(db)).toBe(1)
		expect(await backfillSubscriptions(db)).toBe(0)
		const [order] = await db.select().from(orders).where(eq(orders.id, old.id))
		const { subscription, days } = await planOfOrder(db, order!.publicId)
		expect(subscription).toMatchObject({ customerKey: 'omar@example.com', daysPerWeek: 5, paidDays: 5 })
		expect(days.map((day) => day.date)).toEqual(deliveryDates(startDate, 5, 1))
		// Unpaid orders are not plans.
		const draft = await insertTestOrder(db)
		expect(await backfillSubscriptions(db)).toBe(0)
		expect((await db.select().from(orders).where(eq(orders.id, draft.id)))[0]?.subscriptionId).toBeNull()
	})

	test('the schedule terms are seeded once, never overwritten by a later start', async () => {
		const rows = await db.select().from(scheduleRules).orderBy(scheduleRules.effectiveFrom)
		expect(rows[0]).toMatchObject(INITIAL_SCHEDULE_RULES)
		await db.update(scheduleRules).set({ maxFrozenDays: 12 }).where(eq(scheduleRules.id, rows[0]!.id))
		await seedDatabase(db)
		const after = await db.select().from(scheduleRules).orderBy(scheduleRules.effectiveFrom)
		expect(after).toHaveLength(rows.length)
		expect(after[0]?.maxFrozenDays).toBe(12)
	})
})
