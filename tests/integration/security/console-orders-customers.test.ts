/**
 * The console's orders and customers sections (issue 19, items 1–2) through the real HTTP layer:
 * every role × every action against the permissions table (support can pause days but not
 * refund); pausing and resuming a customer's days with a reason, through the customer's own rules
 * (the cut-off holds for support; a manager may override it, from tomorrow on); notes; the audit
 * row of each change; an unpaid order's payment link again and its cancellation.
 */
import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { CUSTOMERS_MESSAGES } from '../../../content/console-messages/customers.ts'
import { can, type Permission, STAFF_ROLES, type StaffRole } from '../../../domain/console-permissions.ts'
import { addDays, uaeClock } from '../../../domain/delivery-schedule.ts'
import { customerNotes, customers, deliveries, orders, outbox, staffAuditLog } from '../../../server/db/schema.ts'
import { createCheckoutTestApp, createOrder } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { payPlan, planOfOrder, signedInCustomer } from '../support/plans.ts'
import { consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'
import { insertSubscription } from '../support/subscriptions.ts'
import { freezeDate } from '../support/frozen-date.ts'

// The file's dates and the server's are worked out at one instant: no run straddles the cut-off or midnight (support/frozen-date.ts).
freezeDate()

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const get = (path: string, cookie: string) => app.request(path, { headers: { Cookie: cookie } })
const post = (path: string, cookie: string, fields: Record<string, string | string[]>) => {
	const body = new URLSearchParams()
	for (const [name, value] of Object.entries(fields)) for (const one of ([] as string[]).concat(value)) body.append(name, one)
	const init = consoleForm(cookie, {})
	return app.request(path, { ...init, body: body.toString() })
}

const cookies = {} as Record<StaffRole, string>
let paidOrderId = 0
let customerId = 0
let unpaidOrderIds: number[] = []

beforeAll(async () => {
	for (const role of STAFF_ROLES) cookies[role] = await consoleCookie(db, (await enrolledStaff(db, role)).id)
	const { customer, auth } = await signedInCustomer(db)
	customerId = customer.id
	const paid = await payPlan(app, { auth, weeks: 2 })
	paidOrderId = (await planOfOrder(db, paid.id)).order!.id
	unpaidOrderIds = []
	for (let index = 0; index < 12; index += 1) {
		const made = await createOrder(app.request)
		const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, made.id))
		unpaidOrderIds.push(row!.id)
	}
})

type Action = { permission: Permission; send: (cookie: string) => Response | Promise<Response> }
const ACTIONS: Record<string, Action> = {
	'search orders': { permission: 'orders.view', send: (cookie) => get('/console/orders/?q=example.com', cookie) },
	'open an order': { permission: 'orders.view', send: (cookie) => get(`/console/orders/${paidOrderId}/`, cookie) },
	'refund an order': { permission: 'orders.refund', send: (cookie) => post(`/console/orders/${paidOrderId}/refund/`, cookie, { amount: '1', note: 'role test' }) },
	'send a payment link again': { permission: 'orders.view', send: (cookie) => post(`/console/orders/${unpaidOrderIds.pop()}/payment-link/`, cookie, {}) },
	'search customers': { permission: 'customers.support', send: (cookie) => get('/console/customers/?q=layla', cookie) },
	'open a customer': { permission: 'customers.support', send: (cookie) => get(`/console/customers/${customerId}/`, cookie) },
	'add a note': { permission: 'customers.support', send: (cookie) => post(`/console/customers/${customerId}/notes/`, cookie, { text: 'Prefers calls after 6 pm' }) },
	'delete an account on request': {
		permission: 'customers.support',
		send: async (cookie) => {
			const { customer, email } = await signedInCustomer(db, 'Mona')
			return post(`/console/customers/${customer.id}/delete/`, cookie, { confirm: email, reason: 'Asked by phone' })
		},
	},
}

describe('every role × every orders and customers action is checked on the server', () => {
	for (const role of STAFF_ROLES) {
		for (const [name, action] of Object.entries(ACTIONS)) {
			const allowed = can(role, action.permission)
			test(`${role} ${allowed ? 'may' : 'may not'} ${name}`, async () => {
				const auditBefore = await db.$count(staffAuditLog)
				const response = await action.send(cookies[role])
				if (allowed) expect([200, 303]).toContain(response.status)
				else {
					expect(response.status).toBe(403)
					expect(await db.$count(staffAuditLog)).toBe(auditBefore)
				}
			})
		}
	}

	test('support can pause days but cannot refund: the refund posts nothing, the pause goes through', () => {
		expect(can('support', 'orders.refund')).toBe(false)
		expect(can('support', 'customers.support')).toBe(true)
	})
})

describe("a customer's days changed on their behalf", () => {
	async function planWithDays() {
		const { customer } = await signedInCustomer(db)
		const made = await createOrder(app.request)
		const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, made.id))
		const today = uaeClock(new Date()).date
		// Tomorrow is past the cut-off (two or three days ahead); the days from day 5 on are not.
		const dates = [1, 5, 6, 7, 8, 9].map((ahead) => addDays(today, ahead))
		const plan = await insertSubscription(db, { customerId: customer.id, orderId: order!.id, days: dates.map((date) => ({ date })) })
		return { customerId: customer.id, plan, dates }
	}
	const stateOn = async (subscriptionId: number, date: string) =>
		(await db.select({ state: deliveries.state }).from(deliveries).where(and(eq(deliveries.subscriptionId, subscriptionId), eq(deliveries.date, date))).orderBy(asc(deliveries.id))).map((row) => row.state)

	test('support pauses a day after the cut-off with a reason: paused, a day added at the end, audited with the reason, the customer e-mailed', async () => {
		const { customerId: id, plan, dates } = await planWithDays()
		const mailsBefore = await db.$count(outbox)
		const response = await post(`/console/customers/${id}/days/`, cookies.support, { plan: plan.publicId, date: dates[2]!, reason: 'Travelling, asked by phone', action: 'pause' })
		expect(response.status).toBe(303)
		expect(await stateOn(plan.id, dates[2]!)).toEqual(['frozen'])
		expect(await db.$count(deliveries, eq(deliveries.subscriptionId, plan.id))).toBe(7)
		const [audit] = await db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'customer.pause-days'), eq(staffAuditLog.subject, `customer:${id}`)))
		expect(audit?.after).toMatchObject({ dates: [dates[2]], reason: 'Travelling, asked by phone', overrideCutoff: false })
		expect(await db.$count(outbox)).toBe(mailsBefore + 1)

		const resumed = await post(`/console/customers/${id}/days/`, cookies.support, { plan: plan.publicId, date: dates[2]!, reason: 'Back early', action: 'resume' })
		expect(resumed.status).toBe(303)
		expect(await stateOn(plan.id, dates[2]!)).toEqual(['scheduled'])
	})

	test('the cut-off holds for support (and its override is refused); a manager overrides it with a reason, never for today', async () => {
		const { customerId: id, plan, dates } = await planWithDays()
		const tomorrow = dates[0]!
		const late = await post(`/console/customers/${id}/days/`, cookies.support, { plan: plan.publicId, date: tomorrow, reason: 'Ill', action: 'pause' })
		expect(late.status).toBe(400)
		expect(await late.text()).toContain('is past the cut-off')
		const sneaky = await post(`/console/customers/${id}/days/`, cookies.support, { plan: plan.publicId, date: tomorrow, reason: 'Ill', override: '1', action: 'pause' })
		expect(sneaky.status).toBe(400)
		expect(await sneaky.text()).toContain(CUSTOMERS_MESSAGES.en.days.errors.override)
		expect(await stateOn(plan.id, tomorrow)).toEqual(['scheduled'])

		const overridden = await post(`/console/customers/${id}/days/`, cookies.manager, { plan: plan.publicId, date: tomorrow, reason: 'Ill, kitchen told', override: '1', action: 'pause' })
		expect(overridden.status).toBe(303)
		expect(await stateOn(plan.id, tomorrow)).toEqual(['frozen'])
		const [audit] = await db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'customer.pause-days'), eq(staffAuditLog.subject, `customer:${id}`)))
		expect(audit?.after).toMatchObject({ overrideCutoff: true, reason: 'Ill, kitchen told' })
	})

	test('no reason, no day, or another customer\'s plan: refused with 400, nothing changed', async () => {
		const { customerId: id, plan, dates } = await planWithDays()
		const other = await planWithDays()
		const answers = [
			await post(`/console/customers/${id}/days/`, cookies.manager, { plan: plan.publicId, date: dates[3]!, reason: ' ', action: 'pause' }),
			await post(`/console/customers/${id}/days/`, cookies.manager, { plan: plan.publicId, reason: 'x', action: 'pause' }),
			await post(`/console/customers/${id}/days/`, cookies.manager, { plan: other.plan.publicId, date: other.dates[3]!, reason: 'x', action: 'pause' }),
		]
		expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400])
		expect(await stateOn(plan.id, dates[3]!)).toEqual(['scheduled'])
		expect(await stateOn(other.plan.id, other.dates[3]!)).toEqual(['scheduled'])
	})

	test('ten pauses of the same day at once: one pauses it, one day is added', async () => {
		const { customerId: id, plan, dates } = await planWithDays()
		const answers = await Promise.all(
			Array.from({ length: 10 }, () => post(`/console/customers/${id}/days/`, cookies.support, { plan: plan.publicId, date: dates[4]!, reason: 'burst', action: 'pause' })),
		)
		expect(answers.filter((answer) => answer.status === 303)).toHaveLength(1)
		expect(await db.$count(deliveries, eq(deliveries.subscriptionId, plan.id))).toBe(7)
	})
})

describe('notes and unpaid orders', () => {
	test('a note is kept with who wrote it and audited; an empty one is a field error', async () => {
		expect((await post(`/console/customers/${customerId}/notes/`, cookies.support, { text: 'Allergic to sesame, confirmed by phone' })).status).toBe(303)
		const page = await (await get(`/console/customers/${customerId}/`, cookies.support)).text()
		expect(page).toContain('Allergic to sesame, confirmed by phone')
		expect(await db.$count(customerNotes, eq(customerNotes.customerId, customerId))).toBeGreaterThan(0)
		expect((await post(`/console/customers/${customerId}/notes/`, cookies.support, { text: '   ' })).status).toBe(400)
	})

	test('an unpaid order: its link e-mailed again, then cancelled (audited); a paid order is neither', async () => {
		const id = unpaidOrderIds.pop()!
		expect((await post(`/console/orders/${id}/payment-link/`, cookies.support, {})).status).toBe(303)
		expect((await post(`/console/orders/${id}/cancel/`, cookies.support, {})).status).toBe(303)
		expect((await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status).toBe('cancelled')
		expect(await db.$count(staffAuditLog, and(eq(staffAuditLog.action, 'order.cancel'), eq(staffAuditLog.subject, `order:${id}`)))).toBe(1)
		expect((await post(`/console/orders/${paidOrderId}/cancel/`, cookies.support, {})).status).toBe(409)
		expect((await post(`/console/orders/${id}/payment-link/`, cookies.support, {})).status).toBe(409)
	})

	test('an account deleted at the customer\'s request: the e-mail typed must match; its notes go with it; audited with the reason; a running plan blocks it', async () => {
		const { customer, email } = await signedInCustomer(db, 'Huda')
		await post(`/console/customers/${customer.id}/notes/`, cookies.support, { text: 'Wants everything deleted' })
		const wrong = await post(`/console/customers/${customer.id}/delete/`, cookies.support, { confirm: 'someone@example.com', reason: 'Phone call today' })
		expect(wrong.status).toBe(400)
		expect(await wrong.text()).toContain(CUSTOMERS_MESSAGES.en.deletion.errors.confirm.replace("'", '&#x27;'))
		const done = await post(`/console/customers/${customer.id}/delete/`, cookies.support, { confirm: email.toUpperCase(), reason: 'Phone call today' })
		expect(done.status).toBe(303)
		const [row] = await db.select().from(customers).where(eq(customers.id, customer.id))
		expect(row).toMatchObject({ email: null, firstName: 'Deleted' })
		expect(await db.$count(customerNotes, eq(customerNotes.customerId, customer.id))).toBe(0)
		const [audit] = await db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'customer.delete-account'), eq(staffAuditLog.subject, `customer:${customer.id}`)))
		expect(audit?.after).toEqual({ reason: 'Phone call today' })

		// The customer with a paid plan still running.
		const [owner] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId))
		const blocked = await post(`/console/customers/${customerId}/delete/`, cookies.manager, { confirm: owner!.email!, reason: 'Asked' })
		expect(blocked.status).toBe(409)
		expect((await db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId)))[0]?.email).toBe(owner!.email)
	})

	test('the search finds an order by its number, its e-mail and its phone', async () => {
		const [order] = await db.select().from(orders).where(eq(orders.id, paidOrderId))
		for (const q of [`KC-${String(paidOrderId).padStart(6, '0')}`, order!.email.toUpperCase(), `0${order!.mobileNumber.slice(4)}`]) {
			const page = await (await get(`/console/orders/?${new URLSearchParams({ q })}`, cookies.support)).text()
			expect(page).toContain(`/console/orders/${paidOrderId}/`)
		}
	})
})
