/**
 * The catalogue as data (issue 18, item 2; docs/console.md "The catalogue"): content/ seeds an
 * empty database once and never overwrites it; prices change in the console (now or from a date)
 * with history, never altering a placed order; a retired size keeps old orders valid; only
 * owners and managers may do it; and a change reaches a second instance through LISTEN/NOTIFY.
 */
import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import type { StaffRole } from '../../../domain/console-permissions.ts'
import { findVariantPrice, getCachedPlan } from '../../../server/db/queries/plans.ts'
import { orders, planVariants, staffAuditLog } from '../../../server/db/schema.ts'
import { seedDatabase } from '../../../server/db/seed.ts'
import { createCheckoutTestApp, orderBody, postOrder } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { waitForOutboxAfterAll } from '../support/smtp.ts'
import { consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'
import { otherInstance } from '../support/other-instance.ts'

const { db, url } = await createTestDatabase()
waitForOutboxAfterAll(db)
const { request } = createCheckoutTestApp(db)

const CODE = 'international-regular'
const PRICE_PATH = `/console/catalogue/prices/${CODE}/`
const cookieOf = async (role: StaffRole) => consoleCookie(db, (await enrolledStaff(db, role)).id)
const currentPrices = async () => {
	const page = await request(PRICE_PATH, { headers: { Cookie: await cookieOf('owner') } })
	const html = await page.text()
	return Object.fromEntries([...html.matchAll(/name="(price-\d-\d)"[^>]*value="(\d+)"/g)].map((match) => [match[1]!, match[2]!]))
}

/** Every row of the catalogue tables content/ seeds, as text: equal means nothing was rewritten. */
async function catalogueRows() {
	const { rows } = await db.execute<{ tables: string }>(sql`
		select concat_ws('|',
			(select string_agg(t::text, ',' order by t.id) from plans t),
			(select string_agg(t::text, ',' order by t.plan_id, t.locale) from plan_translations t),
			(select string_agg(t::text, ',' order by t.id) from plan_variants t),
			(select string_agg(t::text, ',' order by t.variant_id, t.days_per_week, t.weeks) from plan_prices t),
			(select string_agg(t::text, ',' order by t.id) from addons t),
			(select string_agg(t::text, ',' order by t.id) from addon_variants t),
			(select string_agg(t::text, ',' order by t.code) from catalogue_fees t),
			(select string_agg(t::text, ',' order by t.id) from discount_codes t),
			(select string_agg(t::text, ',' order by t.id) from ambassadors t)
		) as tables`)
	return rows[0]!.tables
}

test('a seeded database is not overwritten at the next start', async () => {
	// What staff did in the data: a price, a plan's name, a code switched off, an add-on's price, the deposit.
	await db.execute(sql`update plan_prices set price_per_day_fils = price_per_day_fils + 700 where days_per_week = 5 and weeks = 1`)
	await db.execute(sql`update plan_translations set name = name || ' (new)' where locale = 'en'`)
	await db.execute(sql`update discount_codes set is_active = false, value = 1`)
	await db.execute(sql`update addon_variants set price_per_day_fils = price_per_day_fils + 100`)
	await db.execute(sql`update catalogue_fees set amount_fils = amount_fils + 500`)
	await db.execute(sql`update ambassadors set display_name = display_name || ' (renamed)'`)
	const edited = await catalogueRows()

	await seedDatabase(db)
	await Promise.all([seedDatabase(db), seedDatabase(db)])

	expect(await catalogueRows()).toBe(edited)
})

test('only owners and managers open and change prices; the others are refused on the server', async () => {
	for (const role of ['kitchen', 'dispatch', 'support'] as const) {
		const cookie = await cookieOf(role)
		expect((await request('/console/catalogue/', { headers: { Cookie: cookie } })).status, role).toBe(403)
		expect((await request(PRICE_PATH, { headers: { Cookie: cookie } })).status, role).toBe(403)
		expect((await request(PRICE_PATH, consoleForm(cookie, { 'price-5-1': '1' }))).status, role).toBe(403)
		expect((await request(`${PRICE_PATH}retire/`, consoleForm(cookie, {}))).status, role).toBe(403)
	}
	for (const role of ['owner', 'manager'] as const) expect((await request(PRICE_PATH, { headers: { Cookie: await cookieOf(role) } })).status, role).toBe(200)
	expect((await request(PRICE_PATH)).status).toBe(303)
	const [row] = await db.select({ archivedAt: planVariants.archivedAt }).from(planVariants).where(eq(planVariants.code, CODE))
	expect(row?.archivedAt).toBeNull()
})

test('bad values are field errors (400), never 500, and change nothing', async () => {
	const cookie = await cookieOf('manager')
	const form = { ...(await currentPrices()), 'price-6-8': '12.5', 'price-7-8': '-3', from: '2020-01-01' }
	const response = await request(PRICE_PATH, consoleForm(cookie, form))
	expect(response.status).toBe(400)
	const html = await response.text()
	expect(html.match(/aria-invalid="true"/g)).toHaveLength(3)
	expect((await request(PRICE_PATH, consoleForm(cookie, await currentPrices()))).status).toBe(400)
	const audits = await db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'catalogue.price-change'))
	expect(audits).toHaveLength(0)
})

test('a price change shows at once, is audited and kept in the history, and never alters a placed order', async () => {
	const body = await orderBody(request)
	const placed = await postOrder(request, body)
	expect(placed.status).toBe(201)
	const [{ id: orderId }] = await db.select({ id: orders.id }).from(orders).orderBy(desc(orders.id)).limit(1) as [{ id: number }]
	const [before] = await db.select({ total: orders.totalFils, price: orders.price }).from(orders).where(eq(orders.id, orderId))
	const old = await findVariantPrice(db, { variantCode: CODE, daysPerWeek: 6, weeks: 1 })

	const cookie = await cookieOf('manager')
	const prices = await currentPrices()
	const response = await request(PRICE_PATH, consoleForm(cookie, { ...prices, 'price-6-1': String(old!.pricePerDayFils / 100 + 9) }))
	expect(response.status).toBe(303)

	expect((await findVariantPrice(db, { variantCode: CODE, daysPerWeek: 6, weeks: 1 }))?.pricePerDayFils).toBe(old!.pricePerDayFils + 900)
	const [after] = await db.select({ total: orders.totalFils, price: orders.price }).from(orders).where(eq(orders.id, orderId))
	expect(after).toEqual(before)
	const [audit] = await db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'catalogue.price-change'))
	expect(audit?.subject).toBe(`plan-variant:${CODE}`)
	expect(await (await request(PRICE_PATH, { headers: { Cookie: cookie } })).text()).toContain(String(old!.pricePerDayFils / 100 + 9))
})

test('a price scheduled from a later date leaves today\'s price in force and is listed as scheduled', async () => {
	const cookie = await cookieOf('owner')
	const prices = await currentPrices()
	const today = await findVariantPrice(db, { variantCode: CODE, daysPerWeek: 7, weeks: 8 })
	const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
	const response = await request(PRICE_PATH, consoleForm(cookie, { ...prices, 'price-7-8': '999', from: later }))
	expect(response.status).toBe(303)
	expect(await findVariantPrice(db, { variantCode: CODE, daysPerWeek: 7, weeks: 8 })).toEqual(today)
	const page = await (await request(PRICE_PATH, { headers: { Cookie: cookie } })).text()
	expect(page).toContain(later)
	expect(page).toContain('>999<')
})

test('a retired size leaves the public catalogue, keeps old orders valid, and the next start still works', async () => {
	const placed = await postOrder(request, await orderBody(request, { email: 'retired@example.com' }))
	expect(placed.status).toBe(201)
	const [{ id: orderId }] = await db.select({ id: orders.id }).from(orders).orderBy(desc(orders.id)).limit(1) as [{ id: number }]
	const response = await request(`${PRICE_PATH}retire/`, consoleForm(await cookieOf('manager'), {}))
	expect(response.status).toBe(303)

	expect((await getCachedPlan(db, 'international', 'en'))?.variants.map((variant) => variant.code)).not.toContain(CODE)
	const [order] = await db.select({ variantCode: planVariants.code, status: orders.status }).from(orders).innerJoin(planVariants, eq(planVariants.id, orders.planVariantId)).where(eq(orders.id, orderId))
	expect(order?.variantCode).toBe(CODE)
	await seedDatabase(db)
	const [variant] = await db.select({ archivedAt: planVariants.archivedAt }).from(planVariants).where(eq(planVariants.code, CODE))
	expect(variant?.archivedAt).not.toBeNull()
	// A retired size's prices cannot be changed.
	expect((await request(PRICE_PATH, consoleForm(await cookieOf('owner'), { 'price-5-1': '100' }))).status).toBe(400)
})

test('a change made through one instance reaches another on the same database through LISTEN/NOTIFY', async () => {
	const other = otherInstance(url)
	afterAll(() => other.stop())
	await other.ready
	const choice = { variantCode: 'international-plus', daysPerWeek: 5 as const, weeks: 1 as const }
	const seen = await findVariantPrice(other.db, choice)
	expect(seen).not.toBeNull()

	const cookie = await cookieOf('owner')
	const page = await (await request('/console/catalogue/prices/international-plus/', { headers: { Cookie: cookie } })).text()
	const prices = Object.fromEntries([...page.matchAll(/name="(price-\d-\d)"[^>]*value="(\d+)"/g)].map((match) => [match[1]!, match[2]!]))
	expect((await request('/console/catalogue/prices/international-plus/', consoleForm(cookie, { ...prices, 'price-5-1': String(seen!.pricePerDayFils / 100 + 3) }))).status).toBe(303)

	// Within the other instance's 30 s cache: only the notification can have dropped it.
	await expect.poll(async () => (await findVariantPrice(other.db, choice))?.pricePerDayFils, { timeout: 10_000 }).toBe(seen!.pricePerDayFils + 300)
})
