/**
 * A delivery day's address or slot changed on a customer's behalf in the console (issue 19,
 * item 7), through the real HTTP layer: every role × the page and the change; the customer's own
 * function and choices (server/schedule/change-delivery.ts, delivery-choices.ts): one day or
 * "from this date on", the cut-off for support, a manager's override (from tomorrow, never
 * today), the audit row with the reason in the change's transaction, the customer's e-mail; bad
 * choices; a burst of ten posts of one page (one change).
 */
import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { CUSTOMERS_MESSAGES } from '../../../content/console-messages/customers.ts'
import { can, type Permission, STAFF_ROLES, type StaffRole } from '../../../domain/console-permissions.ts'
import { addDays, uaeClock } from '../../../domain/delivery-schedule.ts'
import { createAddress } from '../../../server/accounts/addresses.ts'
import { type Area, listAreas } from '../../../server/db/queries/delivery.ts'
import { deliveries, orders, outbox, staffAuditLog } from '../../../server/db/schema.ts'
import { createCheckoutTestApp, createOrder } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { signedInCustomer } from '../support/plans.ts'
import { consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'
import { insertSubscription } from '../support/subscriptions.ts'
import { freezeDate } from '../support/frozen-date.ts'

// The file's dates and the server's are worked out at one instant: no run straddles the cut-off or midnight (support/frozen-date.ts).
freezeDate()

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const get = (path: string, cookie: string) => app.request(path, { headers: { Cookie: cookie } })
const post = (path: string, cookie: string, fields: Record<string, string>) => app.request(path, consoleForm(cookie, fields))

const cookies = {} as Record<StaffRole, string>
let dubai: Area[] = []

beforeAll(async () => {
	for (const role of STAFF_ROLES) cookies[role] = await consoleCookie(db, (await enrolledStaff(db, role)).id)
	dubai = ((await listAreas(db, 1, 'en')) ?? []).filter((area) => area.timings.length > 1)
})

/** A customer's plan delivering today, tomorrow (past the cut-off) and on days 5–9 (before it). */
async function planWithDays() {
	const { customer } = await signedInCustomer(db)
	const made = await createOrder(app.request)
	const [order] = await db.select({ id: orders.id, areaTimingId: orders.areaTimingId, address: orders.deliveryAddress }).from(orders).where(eq(orders.publicId, made.id))
	const today = uaeClock(new Date()).date
	const dates = [0, 1, 5, 6, 7, 8, 9].map((ahead) => addDays(today, ahead))
	const plan = await insertSubscription(db, { customerId: customer.id, orderId: order!.id, days: dates.map((date) => ({ date })) })
	const area = dubai.find((one) => one.id === order!.address.area_id)!
	// Another slot of the day's own area.
	const otherSlot = area.timings.find((timing) => timing.id !== order!.areaTimingId)!
	const day = (index: number) => plan.days[index]!
	return { customerId: customer.id, plan, dates, day, otherSlot, ownSlot: order!.areaTimingId, path: (index: number) => `/console/customers/${customer.id}/days/${day(index).publicId}/` }
}

const daysOf = (subscriptionId: number) =>
	db.select({ date: deliveries.date, areaTimingId: deliveries.areaTimingId, address: deliveries.address }).from(deliveries).where(eq(deliveries.subscriptionId, subscriptionId)).orderBy(asc(deliveries.date))

const auditOf = (customerId: number) =>
	db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'customer.change-delivery'), eq(staffAuditLog.subject, `customer:${customerId}`))).orderBy(asc(staffAuditLog.id))

describe('every role × the delivery-day page and its change is checked on the server', () => {
	type Action = { permission: Permission; send: (cookie: string) => Promise<Response> }
	const ACTIONS: Record<string, Action> = {
		"open a customer's delivery day": {
			permission: 'customers.support',
			send: async (cookie) => {
				const plan = await planWithDays()
				return get(plan.path(3), cookie)
			},
		},
		"change a day's slot": {
			permission: 'customers.support',
			send: async (cookie) => {
				const plan = await planWithDays()
				return post(plan.path(3), cookie, { where: `slot:${plan.otherSlot.id}`, scope: 'day', reason: 'Role test' })
			},
		},
	}
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
})

describe("a day's address or slot changed on the customer's behalf", () => {
	test('support moves one day to another slot with a reason: that day only, audited with the reason, the customer e-mailed, the page says so', async () => {
		const plan = await planWithDays()
		const page = await (await get(plan.path(3), cookies.support)).text()
		expect(page).toContain(`value="slot:${plan.otherSlot.id}"`)
		// Support cannot override the cut-off: the page does not offer it.
		expect(page).not.toContain('name="override"')
		const before = await daysOf(plan.plan.id)
		const mails = await db.$count(outbox)
		const response = await post(plan.path(3), cookies.support, { where: `slot:${plan.otherSlot.id}`, scope: 'day', reason: 'Asked by phone: at work that day' })
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe(`/console/customers/${plan.customerId}/?done=moved&dates=${plan.dates[3]}`)
		const after = await daysOf(plan.plan.id)
		expect(after[3]).toMatchObject({ areaTimingId: plan.otherSlot.id, address: { slot: plan.otherSlot.slot, building_name: before[3]!.address.building_name } })
		expect(after.filter((_, index) => index !== 3)).toEqual(before.filter((_, index) => index !== 3))
		const [audit] = await auditOf(plan.customerId)
		expect(audit).toMatchObject({
			before: { areaTimingId: plan.ownSlot },
			after: { dates: [plan.dates[3]], areaTimingId: plan.otherSlot.id, reason: 'Asked by phone: at work that day', fromThisDateOn: false, overrideCutoff: false },
		})
		expect(await db.$count(outbox)).toBe(mails + 1)
		const notice = await (await get(response.headers.get('Location')!, cookies.support)).text()
		expect(notice).toContain('Delivery changed for')
	})

	test('"from this date on" to one of the customer\'s saved addresses: that day and every later one, earlier days untouched', async () => {
		const plan = await planWithDays()
		const area = dubai.find((one) => one.id !== plan.otherSlot.id && one.timings.every((timing) => timing.id !== plan.ownSlot))!
		const saved = await createAddress(
			db,
			plan.customerId,
			{ type: 'Work', city_id: 1, area_id: area.id, area_timing_id: area.timings[0]!.id, flat_number: '7', building_name: 'Office Tower', landmark: 'N/A' },
			'en',
		)
		if (saved.status !== 'saved') throw new Error(`address not saved: ${saved.status}`)
		const choice = `address:${saved.address.id}:${area.timings[1]!.id}`
		expect(await (await get(plan.path(4), cookies.manager)).text()).toContain(`value="${choice}"`)
		const response = await post(plan.path(4), cookies.manager, { where: choice, scope: 'from-this-date-on', reason: 'Moved offices' })
		expect(response.status).toBe(303)
		const after = await daysOf(plan.plan.id)
		expect(after.slice(4).map((day) => [day.areaTimingId, day.address.building_name])).toEqual(after.slice(4).map(() => [area.timings[1]!.id, 'Office Tower']))
		expect(after.slice(0, 4).every((day) => day.address.building_name !== 'Office Tower')).toBe(true)
		const [audit] = await auditOf(plan.customerId)
		expect(audit?.after).toMatchObject({ dates: plan.dates.slice(4), choice, fromThisDateOn: true })
		// The audit log outlives the account: it names the slot and the saved address's id, never the address.
		expect(JSON.stringify(audit)).not.toContain('Office Tower')
	})

	test('the cut-off holds for support (and its override is refused); a manager overrides it with a reason for tomorrow, never for today', async () => {
		const plan = await planWithDays()
		const change = { where: `slot:${plan.otherSlot.id}`, scope: 'day', reason: 'Ill, kitchen told' }
		const late = await post(plan.path(1), cookies.support, change)
		expect(late.status).toBe(409)
		expect(await late.text()).toContain('is past the cut-off')
		const sneaky = await post(plan.path(1), cookies.support, { ...change, override: '1' })
		expect(sneaky.status).toBe(400)
		expect(await sneaky.text()).toContain(CUSTOMERS_MESSAGES.en.days.errors.override)
		expect((await daysOf(plan.plan.id))[1]!.areaTimingId).toBe(plan.ownSlot)

		expect(await (await get(plan.path(1), cookies.manager)).text()).toContain('name="override"')
		const overridden = await post(plan.path(1), cookies.manager, { ...change, override: '1' })
		expect(overridden.status).toBe(303)
		expect((await daysOf(plan.plan.id))[1]!.areaTimingId).toBe(plan.otherSlot.id)
		const [audit] = await auditOf(plan.customerId)
		expect(audit?.after).toMatchObject({ overrideCutoff: true, reason: 'Ill, kitchen told', dates: [plan.dates[1]] })

		const today = await post(plan.path(0), cookies.manager, { ...change, override: '1' })
		expect(today.status).toBe(409)
		expect((await daysOf(plan.plan.id))[0]!.areaTimingId).toBe(plan.ownSlot)
		expect(await auditOf(plan.customerId)).toHaveLength(1)
	})

	test('no reason, no choice, a slot of another area, another customer\'s address or day: refused, nothing changed', async () => {
		const plan = await planWithDays()
		const other = await planWithDays()
		const foreignArea = dubai.find((area) => area.timings.every((timing) => timing.id !== plan.ownSlot))!
		const theirs = await createAddress(
			db,
			other.customerId,
			{ type: 'Home', city_id: 1, area_id: foreignArea.id, area_timing_id: foreignArea.timings[0]!.id, flat_number: '1', building_name: 'Their Tower', landmark: 'N/A' },
			'en',
		)
		if (theirs.status !== 'saved') throw new Error('address not saved')
		const answers = [
			await post(plan.path(3), cookies.manager, { where: `slot:${plan.otherSlot.id}`, scope: 'day', reason: '  ' }),
			await post(plan.path(3), cookies.manager, { where: 'somewhere', scope: 'day', reason: 'x' }),
			await post(plan.path(3), cookies.manager, { where: `slot:${foreignArea.timings[0]!.id}`, scope: 'day', reason: 'x' }),
			await post(plan.path(3), cookies.manager, { where: `address:${theirs.address.id}:${foreignArea.timings[0]!.id}`, scope: 'day', reason: 'x' }),
		]
		expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400])
		expect(await answers[2]!.text()).toContain(CUSTOMERS_MESSAGES.en.delivery.errors['slot-closed'].replace("'", '&#x27;'))
		// Another customer's day under this customer's address in the console: not found.
		const wrongDay = await post(`/console/customers/${plan.customerId}/days/${other.day(3).publicId}/`, cookies.manager, { where: `slot:${other.otherSlot.id}`, scope: 'day', reason: 'x' })
		expect(wrongDay.status).toBe(404)
		expect((await daysOf(plan.plan.id))[3]!.areaTimingId).toBe(plan.ownSlot)
		expect((await daysOf(other.plan.id))[3]!.areaTimingId).toBe(other.ownSlot)
		expect(await auditOf(plan.customerId)).toHaveLength(0)
	})

	test('ten posts of the same page at once (its version of the day): one change, one audit row, one e-mail; the rest are told it changed meanwhile', async () => {
		const plan = await planWithDays()
		const page = await (await get(plan.path(5), cookies.support)).text()
		const seen = /name="seen" value="([^"]+)"/.exec(page)![1]!
		const mails = await db.$count(outbox)
		const answers = await Promise.all(
			Array.from({ length: 10 }, () => post(plan.path(5), cookies.support, { where: `slot:${plan.otherSlot.id}`, scope: 'from-this-date-on', reason: 'burst', seen })),
		)
		expect(answers.filter((answer) => answer.status === 303)).toHaveLength(1)
		expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9)
		expect(await auditOf(plan.customerId)).toHaveLength(1)
		expect(await db.$count(outbox)).toBe(mails + 1)
	})

	test('the page in Arabic names the form in Arabic', async () => {
		const arabic = await consoleCookie(db, (await enrolledStaff(db, 'support', { locale: 'ar' })).id)
		const plan = await planWithDays()
		const page = await (await get(plan.path(3), arabic)).text()
		expect(page).toContain('dir="rtl"')
		expect(page).toContain(CUSTOMERS_MESSAGES.ar.delivery.submit)
	})
})
