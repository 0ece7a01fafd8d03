/**
 * The catalogue's add-ons, delivery areas and closed days in the console (issue 18, item 2;
 * docs/console.md "Add-ons, delivery areas and closed days"): only owners and managers, field
 * errors for bad values, every change audited; a new area with a slot is offered at checkout at
 * once; a retired area keeps the orders and deliveries that have it; an add-on's new price never
 * alters a placed order; a day is closed only when no plan delivers on it.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import type { StaffRole } from '../../../domain/console-permissions.ts'
import { addDays, startDateProblem, uaeClock } from '../../../domain/delivery-schedule.ts'
import { cutoffOf } from '../../../domain/schedule/rules.ts'
import { INITIAL_SCHEDULE_RULES } from '../../../content/schedule-rules.ts'
import type { Area } from '../../../server/db/queries/delivery.ts'
import { addonVariants, addons, areaTimings, areas, closedDates, deliveries, orders, staffAuditLog } from '../../../server/db/schema.ts'
import { addClosedDay } from '../../../server/console/catalogue/places-data.ts'
import { freezeDays, unfreezeDays } from '../../../server/schedule/pause-days.ts'
import { holdClosedDates, orderStartTerms } from '../../../server/schedule/schedule-data.ts'
import { createCheckoutTestApp, orderBody, postOrder } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { payPlan, planOfOrder, signedInCustomer } from '../support/plans.ts'
import { waitForOutboxAfterAll } from '../support/smtp.ts'
import { consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'

const { db } = await createTestDatabase()
waitForOutboxAfterAll(db)
const app = createCheckoutTestApp(db)
const { request } = app

const staffOf = async (role: StaffRole) => enrolledStaff(db, role)
const cookieOf = async (role: StaffRole) => consoleCookie(db, (await staffOf(role)).id)
const audits = (action: string) => db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action))
const dubaiAreas = async () => ((await (await request('/client/api/v1/cities/1/areas')).json()) as { data: Area[] }).data
const today = () => uaeClock(new Date()).date

const NEW_AREA = {
	city: '1',
	slug: 'console-test-oasis',
	'name-en': 'Console Test Oasis',
	'name-ar-ae': 'واحة الاختبار',
	'name-ru-ae': 'Тестовый оазис',
	'slot-morning': 'on',
}

async function extraSnack() {
	const [addon] = await db.select().from(addons).where(eq(addons.slug, 'extra-snack'))
	const [variant] = await db.select().from(addonVariants).where(eq(addonVariants.code, 'extra-snack-1'))
	return { addon: addon!, variant: variant! }
}

const choiceForm = (price: string, extra: Record<string, string> = {}) => ({
	'name-en': 'One snack a day',
	'name-ar-ae': 'وجبة خفيفة واحدة يوميًا',
	'name-ru-ae': 'Один перекус в день',
	price,
	...extra,
})

async function pricedWithAddon(addonVariant: number) {
	const response = await request('/client/api/v1/price', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ plan: 'international', size: 'regular', days_per_week: 6, number_of_weeks: 1, discount_code: [], addon_variant: addonVariant }),
	})
	return { status: response.status, body: (await response.json()) as { data?: { total: number } } }
}

describe('who may', () => {
	const paths = ['/console/catalogue/addons/', '/console/catalogue/addons/extra-snack/', '/console/catalogue/areas/', '/console/catalogue/areas/new/', '/console/catalogue/closed-days/']
	const posts: [string, Record<string, string>][] = [
		['/console/catalogue/addons/extra-snack/', { 'name-en': 'x' }],
		['/console/catalogue/addons/extra-snack/choices/extra-snack-1/', choiceForm('1')],
		['/console/catalogue/addons/extra-snack/choices/extra-snack-1/retire/', {}],
		['/console/catalogue/addons/extra-snack/retire/', {}],
		['/console/catalogue/addons/extra-snack/restore/', {}],
		['/console/catalogue/areas/new/', NEW_AREA],
		['/console/catalogue/areas/1/', NEW_AREA],
		['/console/catalogue/areas/1/retire/', {}],
		['/console/catalogue/areas/1/restore/', {}],
		['/console/catalogue/closed-days/', { date: '2099-01-01', note: 'x' }],
		['/console/catalogue/closed-days/2099-01-01/remove/', {}],
	]

	test('kitchen, dispatch and support are refused every page and every change on the server; nothing changes', async () => {
		for (const role of ['kitchen', 'dispatch', 'support'] as const) {
			const cookie = await cookieOf(role)
			for (const path of paths) expect((await request(path, { headers: { Cookie: cookie } })).status, `${role} GET ${path}`).toBe(403)
			for (const [path, fields] of posts) expect((await request(path, consoleForm(cookie, fields))).status, `${role} POST ${path}`).toBe(403)
		}
		for (const path of paths) expect((await request(path)).status, `signed out ${path}`).toBe(303)
		const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(staffAuditLog).where(sql`${staffAuditLog.action} like 'catalogue.%'`)) as [{ count: number }]
		expect(count).toBe(0)
		expect(await db.select().from(areas).where(eq(areas.slug, NEW_AREA.slug))).toHaveLength(0)
		expect(await db.select().from(closedDates)).toHaveLength(0)
	})

	test('owners and managers open every page', async () => {
		for (const role of ['owner', 'manager'] as const) {
			const cookie = await cookieOf(role)
			for (const path of [...paths, '/console/catalogue/areas/1/']) expect((await request(path, { headers: { Cookie: cookie } })).status, `${role} ${path}`).toBe(200)
		}
	})
})

describe('validation', () => {
	test('bad values are field errors (400), never 500, and change nothing', async () => {
		const cookie = await cookieOf('manager')
		const badArea = await request('/console/catalogue/areas/new/', consoleForm(cookie, { city: '99', slug: 'Not A Slug', 'name-en': '', 'name-ar-ae': 'x'.repeat(81), 'name-ru-ae': 'ok' }))
		expect(badArea.status).toBe(400)
		// Emirate, slug, two names and the slots.
		expect((await badArea.text()).match(/aria-invalid="true"/g)).toHaveLength(4)

		const badChoice = await request('/console/catalogue/addons/extra-snack/choices/extra-snack-1/', consoleForm(cookie, choiceForm('0', { from: '2020-01-01' })))
		expect(badChoice.status).toBe(400)
		expect((await badChoice.text()).match(/aria-invalid="true"/g)).toHaveLength(2)
		const { variant } = await extraSnack()
		const unchanged = await request('/console/catalogue/addons/extra-snack/choices/extra-snack-1/', consoleForm(cookie, choiceForm((variant.pricePerDayFils / 100).toFixed(2))))
		expect(unchanged.status).toBe(400)
		expect(await unchanged.text()).toContain('Nothing was changed.')

		for (const fields of [{ date: today(), note: 'Too late' }, { date: '2026-02-31', note: 'No such day' }, { date: addDays(today(), 30), note: '' }]) {
			expect((await request('/console/catalogue/closed-days/', consoleForm(cookie, fields))).status, JSON.stringify(fields)).toBe(400)
		}
		expect((await request('/console/catalogue/areas/abc/', { headers: { Cookie: cookie } })).status).toBe(404)
		expect((await request('/console/catalogue/addons/no-such-addon/', { headers: { Cookie: cookie } })).status).toBe(404)
		expect(await db.select().from(closedDates)).toHaveLength(0)
		const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(staffAuditLog).where(sql`${staffAuditLog.action} like 'catalogue.%'`)) as [{ count: number }]
		expect(count).toBe(0)
	})
})

describe('delivery areas', () => {
	test('a new area with a slot is offered at checkout at once, audited; its slug cannot be taken twice', async () => {
		const cookie = await cookieOf('manager')
		expect((await dubaiAreas()).some((area) => area.name === NEW_AREA['name-en'])).toBe(false)
		const created = await request('/console/catalogue/areas/new/', consoleForm(cookie, NEW_AREA))
		expect(created.status).toBe(303)
		const offered = (await dubaiAreas()).find((area) => area.name === NEW_AREA['name-en'])
		expect(offered?.timings.map((timing) => timing.slot)).toEqual(['morning'])
		const [audit] = await audits('catalogue.area-create')
		expect(audit?.subject).toBe(`area:${offered!.id}`)

		const again = await request('/console/catalogue/areas/new/', consoleForm(cookie, NEW_AREA))
		expect(again.status).toBe(400)
		expect(await again.text()).toContain('Another area already has this slug.')
	})

	test('renaming and choosing the slots shows at once; a retired area leaves checkout but keeps its orders and deliveries valid', async () => {
		const cookie = await cookieOf('owner')
		const area = (await dubaiAreas()).find((candidate) => candidate.name === NEW_AREA['name-en'])!
		// An order to the new area, paid: its plan's days go there.
		const body = await orderBody(request, { email: 'oasis@example.com' })
		body.delivery_address = { ...body.delivery_address, area_id: area.id, area_timing_id: area.timings[0]!.id }
		const placed = await postOrder(request, { ...body, expected_total: body.expected_total })
		expect(placed.status).toBe(201)
		const [order] = await db.select().from(orders).orderBy(desc(orders.id)).limit(1)
		expect(order?.areaTimingId).toBe(area.timings[0]!.id)

		const renamed = await request(`/console/catalogue/areas/${area.id}/`, consoleForm(cookie, { ...NEW_AREA, 'name-en': 'Console Test Oasis East', 'slot-evening': 'on' }))
		expect(renamed.status).toBe(303)
		const after = (await dubaiAreas()).find((candidate) => candidate.id === area.id)
		expect(after?.name).toBe('Console Test Oasis East')
		expect(after?.timings.map((timing) => timing.slot)).toEqual(['morning', 'evening'])
		expect(await audits('catalogue.area-edit')).toHaveLength(1)

		expect((await request(`/console/catalogue/areas/${area.id}/retire/`, consoleForm(cookie, {}))).status).toBe(303)
		expect((await dubaiAreas()).some((candidate) => candidate.id === area.id)).toBe(false)
		// Nothing is deleted: the order, its slot row and the area stay, and the console still names them.
		const [kept] = await db.select({ active: areas.isActive, timing: areaTimings.id }).from(areas).innerJoin(areaTimings, eq(areaTimings.areaId, areas.id)).where(and(eq(areas.id, area.id), eq(areaTimings.slot, 'morning')))
		expect(kept).toEqual({ active: false, timing: area.timings[0]!.id })
		const orderPage = await request(`/console/orders/${order!.id}/`, { headers: { Cookie: cookie } })
		expect(orderPage.status).toBe(200)
		// A new order to the retired area is refused, with a field error.
		const refused = await postOrder(request, { ...body, email: 'oasis2@example.com' })
		expect(refused.status).toBe(400)
		// The seed at the next start leaves it retired.
		const { seedDatabase } = await import('../../../server/db/seed.ts')
		await seedDatabase(db)
		expect((await db.select({ active: areas.isActive }).from(areas).where(eq(areas.id, area.id)))[0]?.active).toBe(false)

		expect((await request(`/console/catalogue/areas/${area.id}/restore/`, consoleForm(cookie, {}))).status).toBe(303)
		expect((await dubaiAreas()).some((candidate) => candidate.id === area.id)).toBe(true)
		expect((await audits('catalogue.area-retire')).length + (await audits('catalogue.area-restore')).length).toBe(2)
	})
})

describe('add-ons', () => {
	test('a new price is charged at once and audited; a placed order keeps its price; a later price waits for its date', async () => {
		const { variant } = await extraSnack()
		const before = await pricedWithAddon(variant.id)
		expect(before.status).toBe(200)
		const body = await orderBody(request, { email: 'addon@example.com' })
		const placed = await postOrder(request, { ...body, addon_variant: variant.id, expected_total: before.body.data!.total })
		expect(placed.status).toBe(201)
		const [order] = await db.select({ id: orders.id, total: orders.totalFils, price: orders.price }).from(orders).orderBy(desc(orders.id)).limit(1)

		const cookie = await cookieOf('manager')
		const newPrice = variant.pricePerDayFils + 250
		const changed = await request('/console/catalogue/addons/extra-snack/choices/extra-snack-1/', consoleForm(cookie, choiceForm((newPrice / 100).toFixed(2))))
		expect(changed.status).toBe(303)
		const after = await pricedWithAddon(variant.id)
		// Six days of one week, 2.50 AED more each.
		expect(after.body.data!.total - before.body.data!.total).toBe(6 * 250)
		const [kept] = await db.select({ id: orders.id, total: orders.totalFils, price: orders.price }).from(orders).where(eq(orders.id, order!.id))
		expect(kept).toEqual(order)
		const [audit] = await audits('catalogue.addon-choice-edit')
		expect(audit).toMatchObject({ subject: 'addon-variant:extra-snack-1', after: expect.objectContaining({ pricePerDayFils: newPrice }) })

		const later = addDays(today(), 10)
		expect((await request('/console/catalogue/addons/extra-snack/choices/extra-snack-1/', consoleForm(cookie, choiceForm('99.00', { from: later })))).status).toBe(303)
		expect((await pricedWithAddon(variant.id)).body.data!.total).toBe(after.body.data!.total)
		const page = await (await request('/console/catalogue/addons/extra-snack/', { headers: { Cookie: cookie } })).text()
		expect(page).toContain(`Scheduled: 99 AED from ${later}`)
	})

	test('the words change in the catalogue; a retired choice is refused for new orders and kept for old ones; a retired add-on leaves the catalogue', async () => {
		const cookie = await cookieOf('owner')
		const words = {
			'name-en': 'Extra snack, renamed',
			'name-ar-ae': 'وجبة خفيفة إضافية',
			'name-ru-ae': 'Дополнительный перекус',
			'description-en': 'One more snack.',
			'description-ar-ae': 'وجبة خفيفة أخرى.',
			'description-ru-ae': 'Ещё один перекус.',
		}
		expect((await request('/console/catalogue/addons/extra-snack/', consoleForm(cookie, words))).status).toBe(303)
		const plan = (await (await request('/client/api/v1/plans/international')).json()) as { data: { addons: { name: string }[] } }
		expect(JSON.stringify(plan.data.addons)).toContain('Extra snack, renamed')

		const { variant } = await extraSnack()
		expect((await request('/console/catalogue/addons/extra-snack/choices/extra-snack-1/retire/', consoleForm(cookie, {}))).status).toBe(303)
		expect((await pricedWithAddon(variant.id)).status).toBe(400)
		expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.addonVariantId, variant.id))).toHaveLength(1)

		expect((await request('/console/catalogue/addons/extra-snack/retire/', consoleForm(cookie, {}))).status).toBe(303)
		const afterRetire = (await (await request('/client/api/v1/plans/international')).json()) as { data: { addons: { name: string }[] } }
		expect(JSON.stringify(afterRetire.data.addons)).not.toContain('Extra snack')
		expect((await request('/console/catalogue/addons/extra-snack/restore/', consoleForm(cookie, {}))).status).toBe(303)
		expect(await audits('catalogue.addon-edit')).toHaveLength(1)
		expect(await audits('catalogue.addon-choice-retire')).toHaveLength(1)
	})
})

describe('closed days', () => {
	let customer: Awaited<ReturnType<typeof signedInCustomer>>
	let plan: Awaited<ReturnType<typeof planOfOrder>>
	beforeAll(async () => {
		customer = await signedInCustomer(db, 'Closed')
		plan = await planOfOrder(db, (await payPlan(app, { auth: customer.auth, weeks: 2 })).id)
	})

	test('a day a plan still delivers on is refused with that plan listed; once paused, the day closes and nothing else moves', async () => {
		const cookie = await cookieOf('manager')
		const day = plan.days[3]!.date
		const before = await db.select().from(deliveries).where(eq(deliveries.subscriptionId, plan.subscription!.id)).orderBy(asc(deliveries.id))

		const refused = await request('/console/catalogue/closed-days/', consoleForm(cookie, { date: day, note: 'Eid al-Fitr' }))
		expect(refused.status).toBe(409)
		const html = await refused.text()
		expect(html).toContain(plan.order!.email)
		expect(html).toContain(`/console/orders/${plan.order!.id}/`)
		expect(await db.select().from(closedDates)).toHaveLength(0)
		expect(await db.select().from(deliveries).where(eq(deliveries.subscriptionId, plan.subscription!.id)).orderBy(asc(deliveries.id))).toEqual(before)

		const paused = await freezeDays(db, { subscriptionId: plan.subscription!.publicId, customerId: customer.customer.id, selection: { dates: [day] }, now: new Date() })
		expect(paused.status).toBe('changed')
		const closed = await request('/console/catalogue/closed-days/', consoleForm(cookie, { date: day, note: 'Eid al-Fitr' }))
		expect(closed.status).toBe(303)
		expect(await db.select().from(closedDates)).toEqual([{ date: day, note: 'Eid al-Fitr' }])
		expect(await audits('catalogue.closed-day-add')).toHaveLength(1)

		// The paused day cannot be resumed onto the closed day; a new order cannot start on it.
		const resumed = await unfreezeDays(db, { subscriptionId: plan.subscription!.publicId, customerId: customer.customer.id, selection: { dates: [day] }, now: new Date() })
		expect(resumed).toMatchObject({ status: 'refused', problem: { code: 'not-a-delivery-day', date: day } })
		const terms = await orderStartTerms(db, new Date(), plan.subscription!.planId)
		expect(terms.closedDates).toContain(day)
		expect(startDateProblem(day, new Date(), 7, terms.closedDates, cutoffOf(INITIAL_SCHEDULE_RULES), terms.menuFrom)).toBe('not-a-delivery-day')

		// Twice is a field error; opening it again is audited and lets it be booked again.
		expect((await request('/console/catalogue/closed-days/', consoleForm(cookie, { date: day, note: 'Again' }))).status).toBe(400)
		expect((await request(`/console/catalogue/closed-days/${day}/remove/`, consoleForm(cookie, {}))).status).toBe(303)
		expect(await db.select().from(closedDates)).toHaveLength(0)
		expect(await audits('catalogue.closed-day-remove')).toHaveLength(1)
	})

	test('closing a day waits for a transaction that is scheduling days by the old list, then sees its deliveries', async () => {
		const staff = await staffOf('owner')
		const signedIn = { id: staff.id, email: staff.email, name: 'Owner', role: 'owner', locale: 'en' } as unknown as Parameters<typeof addClosedDay>[1]
		const day = addDays(plan.days.at(-1)!.date, 40)
		let release: () => void = () => {}
		const released = new Promise<void>((resolve) => (release = resolve))
		let scheduled: () => void = () => {}
		const inserted = new Promise<void>((resolve) => (scheduled = resolve))
		// A payment's transaction: it holds the closed dates, reads them (no closed day yet) and writes a day on `day`.
		const writer = db.transaction(async (tx) => {
			await holdClosedDates(tx)
			const [template] = await tx.select().from(deliveries).where(eq(deliveries.subscriptionId, plan.subscription!.id)).limit(1)
			const { id: _id, publicId: _publicId, ...row } = template!
			await tx.insert(deliveries).values({ ...row, date: day, state: 'scheduled' })
			await tx.execute(sql`update subscriptions set paid_days = paid_days + 1 where id = ${plan.subscription!.id}`)
			scheduled()
			await released
		})
		await inserted
		const closing = addClosedDay(db, signedIn, { date: day, note: 'Race' }, new Date())
		// The close waits for the writer's lock (seen in pg_locks, not guessed by a delay); then the writer commits.
		for (let waiting = 0; waiting === 0; ) {
			const { rows } = await db.execute<{ count: number }>(sql`select count(*)::int as count from pg_locks where locktype = 'advisory' and not granted`)
			waiting = rows[0]!.count
		}
		release()
		await writer
		const outcome = await closing
		expect(outcome.kind).toBe('deliveries')
		expect(await db.select().from(closedDates).where(eq(closedDates.date, day))).toHaveLength(0)
	})
})
