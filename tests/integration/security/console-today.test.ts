/**
 * The console's Today page (issue 19, item 7): every role opens it, only owners and managers see
 * money (revenue and refunded amounts are not even read for the others); and the figures against
 * a known day at a fixed clock — paid orders and revenue of the UAE's calendar day (not UTC's),
 * refunds, active plans, paused days today and this week, tomorrow's meals equal to the kitchen's
 * own production sheet, and the funnel the server records.
 */
import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { TODAY_MESSAGES } from '../../../content/console-messages/today.ts'
import { can, STAFF_ROLES, type StaffRole } from '../../../domain/console-permissions.ts'
import { readProductionSheet } from '../../../server/console/kitchen/production-data.ts'
import { readTodayFigures } from '../../../server/console/today/today-figures.ts'
import { customers, leads, orders, refunds, subscriptions } from '../../../server/db/schema.ts'
import { createCheckoutTestApp, createOrder } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { payPlan, signedInCustomer } from '../support/plans.ts'
import { consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'
import { insertSubscription } from '../support/subscriptions.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const cookies = {} as Record<StaffRole, string>

// Wednesday 13 March 2030, 14:00 in the UAE; its week runs Monday 11 to Sunday 17.
const NOW = new Date('2030-03-13T10:00:00Z')
const uae = (local: string) => new Date(`${local}+04:00`)

const rowOf = async (publicId: string) => (await db.select().from(orders).where(eq(orders.publicId, publicId)))[0]!

let todaysPaid: typeof orders.$inferSelect

beforeAll(async () => {
	for (const role of STAFF_ROLES) cookies[role] = await consoleCookie(db, (await enrolledStaff(db, role)).id)

	// Paid at 00:30 UAE time on the day (20:30 UTC the evening before): today's.
	todaysPaid = await rowOf((await payPlan(app)).id)
	await db.update(orders).set({ createdAt: uae('2030-03-13T00:10'), paidAt: uae('2030-03-13T00:30') }).where(eq(orders.id, todaysPaid.id))
	// Paid a minute before midnight the day before: yesterday's, though the same UTC date as today's morning.
	const yesterdays = await rowOf((await payPlan(app)).id)
	await db.update(orders).set({ createdAt: uae('2030-03-12T23:00'), paidAt: uae('2030-03-12T23:59') }).where(eq(orders.id, yesterdays.id))
	// Made today, never paid (no payment started); and one made yesterday.
	const unpaid = await rowOf((await createOrder(app.request)).id)
	await db.update(orders).set({ createdAt: uae('2030-03-13T09:00') }).where(eq(orders.id, unpaid.id))
	const old = await rowOf((await createOrder(app.request)).id)
	await db.update(orders).set({ createdAt: uae('2030-03-12T09:00') }).where(eq(orders.id, old.id))

	// A refund of AED 1 on today's order, recorded today.
	const refunded = await app.request(`/console/orders/${todaysPaid.id}/refund/`, consoleForm(cookies.manager, { amount: '1', note: 'Goodwill' }))
	expect(refunded.status).toBe(303)
	await db.update(refunds).set({ createdAt: uae('2030-03-13T11:00') }).where(eq(refunds.orderId, todaysPaid.id))

	// A plan paused today and on Friday (this week), and next Tuesday (not this week), delivering tomorrow.
	const { customer } = await signedInCustomer(db)
	await db.update(customers).set({ createdAt: uae('2030-03-13T08:00') }).where(eq(customers.id, customer.id))
	const days = [
		{ date: '2030-03-13', state: 'frozen' as const },
		{ date: '2030-03-14' },
		{ date: '2030-03-15', state: 'frozen' as const },
		{ date: '2030-03-16' },
		{ date: '2030-03-18' },
		{ date: '2030-03-19', state: 'frozen' as const },
		{ date: '2030-03-20' },
	]
	await insertSubscription(db, { customerId: customer.id, orderId: unpaid.id, days })

	const lead = { name: 'Lead', phone: '+971501234567', email: 'lead@example.com', goal: 'lose', locale: 'en' }
	await db.insert(leads).values([
		{ ...lead, createdAt: uae('2030-03-13T07:00') },
		{ ...lead, createdAt: uae('2030-03-12T23:59') },
	])
})

describe('the figures of one UAE day', () => {
	test("orders, revenue (gross, VAT, deposits, net), refunds, plans, paused days, tomorrow's meals and the funnel", async () => {
		const figures = await readTodayFigures(db, { now: NOW, locale: 'en', money: true })
		const deposit = todaysPaid.price.bag_deposit
		expect(figures.day).toMatchObject({ date: '2030-03-13', tomorrow: '2030-03-14', weekStart: '2030-03-11', weekEnd: '2030-03-17' })
		expect(figures.orders).toEqual({ paid: 1 })
		expect(figures.revenue).toEqual({ grossFils: todaysPaid.totalFils, vatFils: todaysPaid.vatFils, depositFils: deposit, netFils: todaysPaid.totalFils - todaysPaid.vatFils - deposit })
		const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, todaysPaid.id))
		expect(figures.refunds).toEqual({ count: 1, pending: refund!.state === 'pending' ? 1 : 0, amountFils: 100, vatFils: refund!.vatFils })
		// The two paid through the checkout and the one written here.
		expect(figures.activePlans).toBe(await db.$count(subscriptions, inArray(subscriptions.status, ['active'])))
		expect(figures.activePlans).toBe(3)
		expect(figures.pausedDays).toEqual({ today: 1, thisWeek: 2 })
		const sheet = await readProductionSheet(db, '2030-03-14', 'en', NOW)
		expect(figures.tomorrow).toEqual({ deliveries: 1, meals: sheet.meals, final: true })
		expect(figures.funnel).toEqual({ leads: 1, accounts: 1, ordersMade: 2, ordersAtPayment: 1, ordersPaid: 1 })
	})

	test('without the money permission, no amount is read', async () => {
		const figures = await readTodayFigures(db, { now: NOW, locale: 'ar', money: false })
		expect(figures.revenue).toBeNull()
		expect(figures.refunds).toMatchObject({ count: 1, amountFils: null, vatFils: null })
		expect(figures.orders).toEqual({ paid: 1 })
	})
})

describe('every role opens Today; only owners and managers see money', () => {
	for (const role of STAFF_ROLES) {
		const money = can(role, 'today.money')
		test(`${role}: ${money ? 'counts and money' : 'counts only'}`, async () => {
			const response = await app.request('/console/today/', { headers: { Cookie: cookies[role] } })
			expect(response.status).toBe(200)
			const page = await response.text()
			expect(page).toContain(TODAY_MESSAGES.en.activePlans)
			expect(page).toContain(TODAY_MESSAGES.en.funnel.ordersMade)
			expect(page.includes(TODAY_MESSAGES.en.net)).toBe(money)
			expect(page.includes('AED')).toBe(money)
			// The production sheet's link only for those who may open it.
			expect(page.includes('/console/kitchen/?date=')).toBe(can(role, 'production.view'))
		})
	}

	test('the page in Arabic', async () => {
		const arabic = await consoleCookie(db, (await enrolledStaff(db, 'manager', { locale: 'ar' })).id)
		const page = await (await app.request('/console/today/', { headers: { Cookie: arabic } })).text()
		expect(page).toContain('dir="rtl"')
		expect(page).toContain(TODAY_MESSAGES.ar.net)
	})

	test('no session: the sign-in page', async () => {
		const response = await app.request('/console/today/')
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/console/sign-in/')
	})
})
