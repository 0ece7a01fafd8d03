/**
 * Withdrawing a plan from sale, and bringing it back (issue 18 item 2; docs/console.md
 * "Withdrawing a plan from sale"): only owners and managers, after a confirmation step that gives
 * the running plans' figures; ten presses at once withdraw once (one audit row); new orders,
 * lists, the sitemap and the price API stop offering it, on another instance too (NOTIFY); its old
 * page answers 410 with its name in three languages (a plan never offered stays 404); running
 * plans keep every day untouched and can still be read, but renewing is refused with a sentence
 * pointing to the plans, and no renewal reminder goes out; publishing brings it all back.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { localeContext, type RequestServices, servicesContext } from '../../../app/context.ts'
import { i18nFor } from '../../../app/i18n/catalogues.server.ts'
import { loader as mealPlanLoader } from '../../../app/routes/meal-plan.tsx'
import { loader as myPlanLoader } from '../../../app/routes/my-plan.tsx'
import { action as renewAction, loader as renewLoader } from '../../../app/routes/renew-plan.tsx'
import { MY_PLAN } from '../../../content/pages/my-plan.ts'
import { RENEWAL_MESSAGES } from '../../../content/renewal-messages.ts'
import { INITIAL_SCHEDULE_RULES } from '../../../content/schedule-rules.ts'
import type { StaffRole } from '../../../domain/console-permissions.ts'
import { addDays, earliestStartDate, uaeClock, weekdayOf } from '../../../domain/delivery-schedule.ts'
import { type LocaleCode, localizePath } from '../../../domain/locale.ts'
import type { OrderDeliveryAddress } from '../../../domain/order.ts'
import { cutoffOf } from '../../../domain/schedule/rules.ts'
import { createSessionStore } from '../../../server/auth/sessions.ts'
import { listActivePlanSlugs, listActivePlans } from '../../../server/db/queries/plans.ts'
import { customers, deliveries, orders, outbox, plans, staffAuditLog, subscriptions } from '../../../server/db/schema.ts'
import { createCheckoutTestApp, newKey, ORIGIN, orderBody, postOrder, type OrderJson } from '../support/checkout.ts'
import { changeCatalogue } from '../support/catalogue-change.ts'
import { createTestDatabase } from '../support/database.ts'
import { loaderArgs } from '../support/loader-args.ts'
import { waitForOutboxAfterAll } from '../support/smtp.ts'
import { consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'
import { internationalPlan } from '../support/subscriptions.ts'
import { otherInstance } from '../support/other-instance.ts'

const { db, url } = await createTestDatabase()
waitForOutboxAfterAll(db)
const { request, checkout } = createCheckoutTestApp(db)
const sessions = createSessionStore(db)

const SLUG = 'international'
const NAMES: Record<LocaleCode, string> = { en: 'International', 'ar-ae': 'المطبخ العالمي', 'ru-ae': 'Интернациональный' }
const cookieOf = async (role: StaffRole, locale: 'en' | 'ar' = 'en') => consoleCookie(db, (await enrolledStaff(db, role, { locale })).id)
const audits = (action: string) => db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action))
const planRow = async () => (await db.select().from(plans).where(eq(plans.slug, SLUG)))[0]!

const other = otherInstance(url)
beforeAll(() => other.ready)
afterAll(() => other.stop())
/** The same API served by the second instance (its own kept plan answers, dropped by its own NOTIFY listener). */
const otherApp = createCheckoutTestApp(other.db)

/** A signed-in customer's running plan of the international plan, paid by an order made through the API, with these days. */
async function runningPlan(email: string, days: readonly string[]) {
	const [customer] = await db.insert(customers).values({ email, firstName: 'Layla', lastName: 'Haddad', mobileNumber: '+971501234567', passwordHash: 'scrypt$unused' }).returning()
	const { token } = await sessions.create(customer!.id, { remember: false })
	const auth = { Authorization: `Bearer ${token}` }
	const made = await postOrder(request, await orderBody(request, { email }), { headers: auth })
	expect(made.status).toBe(201)
	const { id } = ((await made.json()) as { data: OrderJson }).data
	const [order] = await db.update(orders).set({ status: 'paid', paidAt: new Date(), invoiceNumber: Math.floor(Math.random() * 1e9) }).where(eq(orders.publicId, id)).returning()
	const { planId, variantId } = await internationalPlan(db)
	const subscription = await db.transaction(async (tx) => {
		const [row] = await tx
			.insert(subscriptions)
			.values({ customerId: customer!.id, customerKey: order!.customerKey, planId, planVariantId: variantId, size: 'regular', daysPerWeek: 6, paidDays: days.length, rules: INITIAL_SCHEDULE_RULES, finishBy: addDays(days.at(-1)!, 60) })
			.returning()
		await tx.insert(deliveries).values(days.map((date) => ({ subscriptionId: row!.id, orderId: order!.id, date, address: order!.deliveryAddress as OrderDeliveryAddress, areaTimingId: order!.areaTimingId })))
		await tx.update(orders).set({ subscriptionId: row!.id }).where(eq(orders.id, order!.id))
		return row!
	})
	return { customer: customer!, auth, subscription }
}

const sixDayDates = (from: string, count: number) => {
	const dates: string[] = []
	for (let day = from; dates.length < count; day = addDays(day, 1)) if (weekdayOf(day) !== 0) dates.push(day)
	return dates
}

const today = uaeClock(new Date()).date
const start = addDays(earliestStartDate(new Date(), 6, [], cutoffOf(INITIAL_SCHEDULE_RULES), null), 7)
const LONG_DAYS = sixDayDates(start, 6)
// Ends within the renewal reminder's window (5 days).
const ENDING_DAYS = [addDays(today, 1), addDays(today, 2), addDays(today, 3)]
let running: Awaited<ReturnType<typeof runningPlan>>
let ending: Awaited<ReturnType<typeof runningPlan>>
/** A new order's body, made while the plan is on sale (a customer who opened checkout before the withdrawal). */
let lateOrder: Awaited<ReturnType<typeof orderBody>>

const daysOf = (subscriptionIds: number[]) =>
	db
		.select({ id: deliveries.id, date: deliveries.date, state: deliveries.state, updatedAt: deliveries.updatedAt, orderId: deliveries.orderId })
		.from(deliveries)
		.where(inArray(deliveries.subscriptionId, subscriptionIds))
		.orderBy(asc(deliveries.id))

function renewApi(subscriptionId: string, auth: Record<string, string>, { preview = false, locale = 'en' } = {}) {
	return request(`/client/api/v1/subscriptions/${subscriptionId}/renewals?locale=${locale}${preview ? '&preview=1' : ''}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey(), ...auth },
		body: JSON.stringify({ weeks: 2 }),
	})
}

/** The renewal step's loader and action arguments for a signed-in customer. */
function renewArgs(locale: LocaleCode, path: string, customer: { id: number }, init?: RequestInit) {
	const context = new RouterContextProvider()
	context.set(localeContext, i18nFor(locale))
	context.set(servicesContext, { db, checkout, customer, settings: { origin: ORIGIN } } as unknown as RequestServices)
	const at = new URL(localizePath(path, locale), ORIGIN)
	return { context, url: at, params: {}, request: new Request(at, init) } as never
}

/** The plan as the API answers it on `app`'s instance: is it marked withdrawn? */
async function readsWithdrawn(app: { request: typeof request }, plan: Awaited<ReturnType<typeof runningPlan>>, locale: LocaleCode = 'en') {
	const read = await app.request(`/client/api/v1/subscriptions/${plan.subscription.publicId}?locale=${locale}`, { headers: plan.auth })
	expect(read.status).toBe(200)
	return ((await read.json()) as { data: { plan: { withdrawn: boolean } } }).data.plan.withdrawn
}

/** What My plan's summary offers for the customer's running plan: its links and the sentence about a withdrawn plan. */
async function myPlanSummary(locale: LocaleCode, plan: Awaited<ReturnType<typeof runningPlan>>) {
	const page = await myPlanLoader(renewArgs(locale, `/account/plan/?plan=${plan.subscription.publicId}`, plan.customer))
	return page.plan!.summary
}

const planPage = (database: typeof db, locale: LocaleCode, slug = SLUG) => mealPlanLoader(loaderArgs(database, locale, `/meal-plans/${slug}/`, { '*': `${slug}/` }))

beforeAll(async () => {
	running = await runningPlan('running@example.com', LONG_DAYS)
	ending = await runningPlan('ending@example.com', ENDING_DAYS)
	lateOrder = await orderBody(request, { email: 'late@example.com' })
})

describe('before withdrawing', () => {
	test('My plan offers renewing; the API says the plan is not withdrawn, on both instances (each keeps that answer)', async () => {
		const summary = await myPlanSummary('en', running)
		expect(summary.links.map((link) => link.key)).toEqual(['renew', 'cancel'])
		expect(summary.withdrawn).toBeNull()
		expect(await readsWithdrawn({ request }, running)).toBe(false)
		expect(await readsWithdrawn(otherApp, running)).toBe(false)
		expect(await readsWithdrawn(otherApp, running, 'ar-ae')).toBe(false)
	})
})

describe('who may', () => {
	test('kitchen, dispatch and support are refused the confirmation step and the withdrawal on the server; a guest is sent to sign in; nothing changes', async () => {
		for (const role of ['kitchen', 'dispatch', 'support'] as const) {
			const cookie = await cookieOf(role)
			expect((await request(`/console/catalogue/plans/${SLUG}/withdraw/`, { headers: { Cookie: cookie } })).status, role).toBe(403)
			expect((await request(`/console/catalogue/plans/${SLUG}/withdraw/`, consoleForm(cookie, {}))).status, role).toBe(403)
		}
		expect((await request(`/console/catalogue/plans/${SLUG}/withdraw/`)).status).toBe(303)
		expect((await planRow()).isActive).toBe(true)
		expect(await audits('catalogue.plan-withdraw')).toHaveLength(0)
	})
})

describe('the confirmation step', () => {
	test('the offer page links it; it gives the running plans, their days to deliver and the last one, and what will happen', async () => {
		const cookie = await cookieOf('owner')
		const offer = await (await request(`/console/catalogue/plans/${SLUG}/offer/`, { headers: { Cookie: cookie } })).text()
		expect(offer).toContain(`href="/console/catalogue/plans/${SLUG}/withdraw/"`)
		const page = await request(`/console/catalogue/plans/${SLUG}/withdraw/`, { headers: { Cookie: cookie } })
		expect(page.status).toBe(200)
		const html = await page.text()
		const figure = (label: string) => new RegExp(`<dt>${label}</dt><dd[^>]*>(?:<bdi[^>]*>)?([^<]*)<`).exec(html)?.[1]
		expect(figure('Running plans of it')).toBe('2')
		expect(figure('Delivery days still to deliver \\(from today\\)')).toBe(String(LONG_DAYS.length + ENDING_DAYS.length))
		expect(figure('Last delivery day')).toBe(LONG_DAYS.at(-1))
		expect(html).toContain('Its customers cannot renew it')
		expect(html).toContain(`action="/console/catalogue/plans/${SLUG}/withdraw/"`)
		// Looking changes nothing.
		expect((await planRow()).isActive).toBe(true)
	})

	test('in formal Arabic for an Arabic-speaking manager', async () => {
		const html = await (await request(`/console/catalogue/plans/${SLUG}/withdraw/`, { headers: { Cookie: await cookieOf('manager', 'ar') } })).text()
		expect(html).toContain('dir="rtl"')
		expect(html).toContain('الخطط الجارية منها')
		expect(html).toContain('سحب من البيع')
	})
})

describe('withdrawing', () => {
	test('ten presses at once withdraw it once: one audit row with the figures, the others change nothing; running days untouched', async () => {
		const cookie = await cookieOf('manager')
		const before = await daysOf([running.subscription.id, ending.subscription.id])
		const versions = await db.select({ id: subscriptions.id, version: subscriptions.version }).from(subscriptions).orderBy(asc(subscriptions.id))
		// The second instance has the plan in its cached catalogue.
		expect((await listActivePlans(other.db, 'en')).map((row) => row.slug)).toContain(SLUG)

		const answers = await Promise.all(Array.from({ length: 10 }, () => request(`/console/catalogue/plans/${SLUG}/withdraw/`, consoleForm(cookie, {}))))
		expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(303))
		expect(answers.filter((answer) => answer.headers.get('location') === `/console/catalogue/plans/${SLUG}/offer/?done=withdrawn`)).toHaveLength(1)
		const rows = await audits('catalogue.plan-withdraw')
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ subject: `plan:${SLUG}`, before: { isActive: true }, after: { isActive: false, runningPlans: 2, daysToDeliver: 9, lastDate: LONG_DAYS.at(-1) } })
		const plan = await planRow()
		expect(plan.isActive).toBe(false)
		expect(plan.withdrawnAt).toBeInstanceOf(Date)

		// Running plans: every day as it was (state, date, order, updated_at), no plan's version moved.
		expect(await daysOf([running.subscription.id, ending.subscription.id])).toEqual(before)
		expect(await db.select({ id: subscriptions.id, version: subscriptions.version }).from(subscriptions).orderBy(asc(subscriptions.id))).toEqual(versions)

		const offer = await (await request(`/console/catalogue/plans/${SLUG}/offer/?done=withdrawn`, { headers: { Cookie: cookie } })).text()
		expect(offer).toContain('The plan is withdrawn from sale.')
		expect(offer).toMatch(/Withdrawn from sale on (<\/span><span>)?<bdi dir="ltr">\d{4}-\d{2}-\d{2} \d{2}:\d{2} GST<\/bdi>/)
		expect(offer).toContain('Withdrawn from sale</td>')
		expect(offer).toContain(`action="/console/catalogue/plans/${SLUG}/publish/"`)
		// A withdrawn plan has no confirmation step: there is nothing to withdraw.
		expect((await request(`/console/catalogue/plans/${SLUG}/withdraw/`, { headers: { Cookie: cookie } })).headers.get('location')).toBe(`/console/catalogue/plans/${SLUG}/offer/?done=none`)
	})

	test('publicly: no list, sitemap, price answer or new order offers it, on another instance too', async () => {
		await expect.poll(async () => (await listActivePlans(other.db, 'en')).map((row) => row.slug), { timeout: 10_000 }).not.toContain(SLUG)
		expect(await listActivePlanSlugs(other.db)).not.toContain(SLUG)
		const price = await request('/client/api/v1/price', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ plan: SLUG, size: 'regular', days_per_week: 6, number_of_weeks: 1 }),
		})
		expect(price.status).toBe(400)
		const order = await postOrder(request, lateOrder)
		expect(order.status).toBe(400)
		expect(((await order.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('plan')
		expect(await db.select().from(orders).where(eq(orders.email, 'late@example.com'))).toHaveLength(0)
	})

	test('its page answers 410 with its name in three languages, on another instance too; a plan never offered and an unknown slug stay 404', async () => {
		for (const database of [db, other.db]) {
			for (const locale of ['en', 'ar-ae', 'ru-ae'] as const) {
				const thrown = (await planPage(database, locale).catch((error: unknown) => error)) as { init: { status: number }; data: { message: string } }
				expect(thrown.init.status, locale).toBe(410)
				expect(thrown.data.message).toContain(NAMES[locale])
				expect(thrown.data.message).toBe(i18nFor(locale).t('mealPlan.withdrawn', { plan: NAMES[locale] }))
			}
		}
		await expect(planPage(db, 'en', 'no-such-plan')).rejects.toMatchObject({ init: { status: 404 } })
		// Hidden without ever being withdrawn (a new plan before publishing): 404 as before.
		await changeCatalogue(db, (tx) => tx.update(plans).set({ isActive: false }).where(eq(plans.slug, 'arabic')))
		await expect(planPage(db, 'ar-ae', 'arabic')).rejects.toMatchObject({ init: { status: 404 } })
		await changeCatalogue(db, (tx) => tx.update(plans).set({ isActive: true }).where(eq(plans.slug, 'arabic')))
	})

	test('a running plan is still read in full, but renewing it is refused with a sentence pointing to the plans (API and step, three languages)', async () => {
		const read = await request(`/client/api/v1/subscriptions/${running.subscription.publicId}`, { headers: running.auth })
		expect(read.status).toBe(200)
		const plan = (await read.json()) as { data: { deliveries?: unknown[]; days?: unknown[] } }
		expect(JSON.stringify(plan)).toContain(LONG_DAYS.at(-1))

		for (const locale of ['en', 'ar-ae', 'ru-ae'] as const) {
			for (const preview of [true, false]) {
				const answer = await renewApi(running.subscription.publicId, running.auth, { preview, locale })
				expect(answer.status, `${locale} preview=${preview}`).toBe(409)
				expect(await answer.json()).toEqual({ error: { code: 'plan_withdrawn', message: RENEWAL_MESSAGES[locale].refusals.withdrawn } })
			}
		}
		expect(await db.select().from(orders).where(eq(orders.subscriptionId, running.subscription.id))).toHaveLength(1)

		const shown = (await renewLoader(renewArgs('ar-ae', `/account/plan/renew/?plan=${running.subscription.publicId}`, running.customer))) as { view: string; message: string; seePlans: boolean }
		expect(shown).toMatchObject({ view: 'refused', message: RENEWAL_MESSAGES['ar-ae'].refusals.withdrawn, seePlans: true })
		const form = new URLSearchParams({ plan: running.subscription.publicId, weeks: '2', expected_total: '1', idempotency_key: newKey() })
		const init = { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN }, body: form.toString() }
		const posted = (await renewAction(renewArgs('ru-ae', '/account/plan/renew/', running.customer, init))) as { type: string; init: { status: number }; data: { message: string; seePlans: boolean } }
		expect(posted.init.status).toBe(409)
		expect(posted.data).toEqual({ message: RENEWAL_MESSAGES['ru-ae'].refusals.withdrawn, seePlans: true })
	})

	test('My plan offers no renewal but says, in three languages, that the plan is no longer sold and its days still come, with a link to the plans; cancelling stays', async () => {
		for (const locale of ['en', 'ar-ae', 'ru-ae'] as const) {
			const summary = await myPlanSummary(locale, running)
			expect(summary.links.map((link) => link.key), locale).toEqual(['cancel'])
			expect(summary.withdrawn).toEqual({ text: MY_PLAN[locale].summary.withdrawn, link: MY_PLAN[locale].summary.seePlans, href: '/meal-plans/' })
		}
	})

	test('the API says so at once on this instance and, through the catalogue NOTIFY, on the other, although both kept the answer from before', async () => {
		expect(await readsWithdrawn({ request }, running)).toBe(true)
		// Well within the kept answers' 30 s: the NOTIFY, not their age, drops them.
		await expect.poll(() => readsWithdrawn(otherApp, running), { timeout: 5_000 }).toBe(true)
		expect(await readsWithdrawn(otherApp, running, 'ar-ae')).toBe(true)
	})

	test('the renewal reminder is not sent for it (and nothing is claimed)', async () => {
		expect(await checkout.renewals.sendDueReminders()).toBe(0)
		expect(await db.select().from(outbox).where(eq(outbox.to, 'ending@example.com'))).toHaveLength(0)
		const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, ending.subscription.id))
		expect(row!.renewalRemindedFor).toBeNull()
	})
})

describe('bringing it back', () => {
	test('publishing offers it again everywhere: page, lists on another instance, renewals, and the reminder goes', async () => {
		const cookie = await cookieOf('owner')
		const published = await request(`/console/catalogue/plans/${SLUG}/publish/`, consoleForm(cookie, {}))
		expect(published.headers.get('location')).toBe(`/console/catalogue/plans/${SLUG}/offer/?done=published`)
		const plan = await planRow()
		expect(plan).toMatchObject({ isActive: true, withdrawnAt: null })
		expect((await planPage(db, 'ru-ae')).plan.name).toBe(NAMES['ru-ae'])
		await expect.poll(async () => (await listActivePlans(other.db, 'en')).map((row) => row.slug), { timeout: 10_000 }).toContain(SLUG)
		expect((await renewApi(running.subscription.publicId, running.auth, { preview: true })).status).toBe(200)
		expect((await myPlanSummary('en', running)).links.map((link) => link.key)).toEqual(['renew', 'cancel'])
		await expect.poll(() => readsWithdrawn(otherApp, running), { timeout: 5_000 }).toBe(false)
		expect(await checkout.renewals.sendDueReminders()).toBe(1)
		expect(await db.select().from(outbox).where(and(eq(outbox.to, 'ending@example.com')))).toHaveLength(1)
		const history = await (await request(`/console/catalogue/plans/${SLUG}/offer/`, { headers: { Cookie: cookie } })).text()
		expect(history).toContain('Withdrawn from sale</td>')
		expect(history).toContain('Published</td>')
	})
})
