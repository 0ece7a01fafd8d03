/**
 * Renewing a running plan (issue 17 item 6): POST /client/api/v1/subscriptions/{id}/renewals
 * prices the weeks at today's price (no cool-bag deposit while the customer holds our bag) and
 * makes an order with subscription_id set; paying it appends its days after the plan's last
 * live day and raises paid_days in the same transaction, once however many answers arrive;
 * another customer's plan is 404; the reminder e-mail goes out once per end date.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { localeContext, type RequestServices, servicesContext } from '../../../app/context.ts'
import { i18nFor } from '../../../app/i18n/catalogues.server.ts'
import { RENEWAL_MESSAGES } from '../../../content/renewal-messages.ts'
import { INITIAL_SCHEDULE_RULES } from '../../../content/schedule-rules.ts'
import { addDays, earliestStartDate, uaeClock, weekdayOf } from '../../../domain/delivery-schedule.ts'
import { type LocaleCode, localizePath } from '../../../domain/locale.ts'
import type { OrderDeliveryAddress } from '../../../domain/order.ts'
import { cutoffOf } from '../../../domain/schedule/rules.ts'
import { createSessionStore } from '../../../server/auth/sessions.ts'
import { bagMovements, customers, deliveries, orders, outbox, plans, subscriptions } from '../../../server/db/schema.ts'
import { checkoutPageFor } from '../support/checkout-page.ts'
import { createTestDatabase } from '../support/database.ts'
import { CARDS, createCheckoutTestApp, newKey, ORIGIN, orderBody, postOrder, returnToShop, thankYou, tokenize, type OrderJson } from '../support/checkout.ts'
import { internationalPlan } from '../support/subscriptions.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const { request, checkout } = app
const sessions = createSessionStore(db)

async function signedInCustomer(email: string) {
	const [customer] = await db
		.insert(customers)
		.values({ email, firstName: 'Layla', lastName: 'Haddad', mobileNumber: '+971501234567', passwordHash: 'scrypt$unused' })
		.returning()
	const { token } = await sessions.create(customer!.id, { remember: false })
	return { customer: customer!, auth: { Authorization: `Bearer ${token}` } }
}

/**
 * A customer's running plan as payment leaves it, written into the tables: their first order
 * (made through the API, marked paid), its bag, and a 6-day subscription whose `days` are given.
 */
async function runningPlan(email: string, days: readonly string[]) {
	const { customer, auth } = await signedInCustomer(email)
	const made = await postOrder(request, await orderBody(request, { email }), { headers: auth })
	expect(made.status).toBe(201)
	const { id: orderPublicId } = ((await made.json()) as { data: OrderJson }).data
	const [order] = await db
		.update(orders)
		.set({ status: 'paid', paidAt: new Date(), invoiceNumber: Math.floor(Math.random() * 1e9) })
		.where(eq(orders.publicId, orderPublicId))
		.returning()
	await db.insert(bagMovements).values({ customerKey: order!.customerKey, orderId: order!.id, kind: 'delivered' })
	const { planId, variantId } = await internationalPlan(db)
	const subscription = await db.transaction(async (tx) => {
		const [row] = await tx
			.insert(subscriptions)
			.values({
				customerId: customer.id,
				customerKey: order!.customerKey,
				planId,
				planVariantId: variantId,
				size: 'regular',
				daysPerWeek: 6,
				paidDays: days.length,
				rules: INITIAL_SCHEDULE_RULES,
				finishBy: addDays(days.at(-1)!, 60),
			})
			.returning()
		await tx.insert(deliveries).values(
			days.map((date) => ({ subscriptionId: row!.id, orderId: order!.id, date, address: order!.deliveryAddress as OrderDeliveryAddress, areaTimingId: order!.areaTimingId })),
		)
		await tx.update(orders).set({ subscriptionId: row!.id }).where(eq(orders.id, order!.id))
		return row!
	})
	return { customer, auth, order: order!, subscription }
}

/** Six-day-a-week delivery days (no Sundays) from `from`, `count` of them. */
function sixDayDates(from: string, count: number) {
	const dates: string[] = []
	for (let day = from; dates.length < count; day = addDays(day, 1)) if (weekdayOf(day) !== 0) dates.push(day)
	return dates
}

function renew(subscriptionId: string, body: unknown, { auth = {} as Record<string, string>, key = newKey() as string | null, preview = false } = {}) {
	return request(`/client/api/v1/subscriptions/${subscriptionId}/renewals?locale=en${preview ? '&preview=1' : ''}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}), ...auth },
		body: JSON.stringify(body),
	})
}

async function todaysPrice(weeks: number) {
	const response = await request('/client/api/v1/price', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ plan: 'international', size: 'regular', days_per_week: 6, number_of_weeks: weeks }),
	})
	return ((await response.json()) as { data: { total: number; gross: number; bag_deposit: number } }).data
}

const liveDays = async (subscriptionId: number) =>
	(
		await db
			.select({ date: deliveries.date, orderId: deliveries.orderId })
			.from(deliveries)
			.where(and(eq(deliveries.subscriptionId, subscriptionId), inArray(deliveries.state, ['scheduled', 'delivered', 'failed'])))
			.orderBy(deliveries.date)
	)

const start = addDays(earliestStartDate(new Date(), 6, [], cutoffOf(INITIAL_SCHEDULE_RULES), null), 7)

describe('POST /subscriptions/{id}/renewals', () => {
	test('prices the weeks at today’s price for the plan’s size and days, without a second cool-bag deposit', async () => {
		const days = sixDayDates(start, 6)
		const { auth, subscription } = await runningPlan('quote@example.com', days)
		const today = await todaysPrice(4)
		const response = await renew(subscription.publicId, { weeks: 4 }, { auth, preview: true, key: null })
		expect(response.status).toBe(200)
		const { data } = (await response.json()) as { data: { price: { total: number; gross: number; bag_deposit: number; bag_deposit_waived: number }; delivery_dates: string[]; last_delivery_date: string } }
		expect(data.price.gross).toBe(today.gross)
		expect(data.price.bag_deposit).toBe(0)
		expect(data.price.bag_deposit_waived).toBe(today.bag_deposit)
		expect(data.price.total).toBe(today.total - today.bag_deposit)
		expect(data.last_delivery_date).toBe(days.at(-1))
		expect(data.delivery_dates).toEqual(sixDayDates(addDays(days.at(-1)!, 1), 24))
	})

	test('makes an order to pay, with subscription_id set; the same key gives it again', async () => {
		const { auth, subscription } = await runningPlan('order@example.com', sixDayDates(start, 6))
		const key = newKey()
		const first = await renew(subscription.publicId, { weeks: 1 }, { auth, key })
		expect(first.status).toBe(201)
		const order = ((await first.json()) as { data: OrderJson & { number_of_weeks: number; start_date: string } }).data
		expect(order).toMatchObject({ status: 'draft', number_of_weeks: 1 })
		const [row] = await db.select().from(orders).where(eq(orders.publicId, order.id))
		expect(row?.subscriptionId).toBe(subscription.id)
		const again = await renew(subscription.publicId, { weeks: 1 }, { auth, key })
		expect(again.status).toBe(200)
		expect(((await again.json()) as { data: OrderJson }).data.id).toBe(order.id)
		expect((await renew(subscription.publicId, { weeks: 2 }, { auth, key })).status).toBe(422)
	})

	test('20 parallel requests with one key make one order', async () => {
		const { auth, subscription } = await runningPlan('burst@example.com', sixDayDates(start, 6))
		const key = newKey()
		const answers = await Promise.all(Array.from({ length: 20 }, () => renew(subscription.publicId, { weeks: 2 }, { auth, key })))
		const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { data: OrderJson }).data.id))
		expect(new Set(ids).size).toBe(1)
		expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
		expect(await db.select().from(orders).where(and(eq(orders.subscriptionId, subscription.id), eq(orders.weeks, 2)))).toHaveLength(1)
	})

	test('refuses a price that moved, bad weeks, no key, no session, and a plan that is not running', async () => {
		const { auth, subscription } = await runningPlan('refused@example.com', sixDayDates(start, 6))
		const moved = await renew(subscription.publicId, { weeks: 1, expected_total: 100 }, { auth })
		expect(moved.status).toBe(409)
		expect(((await moved.json()) as { error: { code: string } }).error.code).toBe('price_changed')
		const weeks = await renew(subscription.publicId, { weeks: 3 }, { auth })
		expect(weeks.status).toBe(400)
		expect(((await weeks.json()) as { error: { fields: Record<string, string> } }).error.fields.weeks).toBe('Choose 1, 2, 4 or 8 weeks.')
		expect((await renew(subscription.publicId, { weeks: 1 }, { auth, key: null })).status).toBe(400)
		expect((await renew(subscription.publicId, { weeks: 1 })).status).toBe(401)
		await db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, subscription.id))
		const cancelled = await renew(subscription.publicId, { weeks: 1 }, { auth })
		expect(cancelled.status).toBe(409)
		expect(((await cancelled.json()) as { error: { code: string } }).error.code).toBe('plan_not_running')
	})

	test('another customer’s plan, like an unknown one, is 404', async () => {
		const { subscription } = await runningPlan('owner@example.com', sixDayDates(start, 6))
		const { auth: otherAuth } = await signedInCustomer('other@example.com')
		for (const preview of [false, true]) {
			const response = await renew(subscription.publicId, { weeks: 1 }, { auth: otherAuth, preview })
			expect(response.status).toBe(404)
			expect(((await response.json()) as { error: { code: string } }).error.code).toBe('subscription_not_found')
		}
		expect((await renew('00000000-0000-4000-8000-000000000000', { weeks: 1 }, { auth: otherAuth })).status).toBe(404)
		expect(await db.select().from(orders).where(eq(orders.subscriptionId, subscription.id))).toHaveLength(1)
	})
})

describe('paying a renewal', () => {
	test('appends its days after the last live day and raises paid_days, once for 10 parallel answers', async () => {
		const days = sixDayDates(start, 6)
		const { auth, subscription } = await runningPlan('pays@example.com', days)
		const made = await renew(subscription.publicId, { weeks: 1 }, { auth })
		const order = ((await made.json()) as { data: OrderJson }).data
		const answer = await tokenize(request, order.id, CARDS.paid, { headers: auth })
		// The same verified answer arrives ten times at once (return, retries, notifications).
		const locations = await Promise.all(Array.from({ length: 10 }, () => returnToShop(request, answer)))
		await app.idle()
		expect(new Set(locations)).toEqual(new Set([thankYou(order.id)]))

		const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id))
		expect(after?.paidDays).toBe(12)
		const live = await liveDays(subscription.id)
		expect(live.map((day) => day.date)).toEqual([...days, ...sixDayDates(addDays(days.at(-1)!, 1), 6)])
		const [paid] = await db.select().from(orders).where(eq(orders.publicId, order.id))
		expect(paid).toMatchObject({ status: 'paid', subscriptionId: subscription.id, startDate: live[6]!.date })
		expect(live.slice(6).every((day) => day.orderId === paid!.id)).toBe(true)
		expect(after!.finishBy).toBe(addDays(live.at(-1)!.date, INITIAL_SCHEDULE_RULES.finishWithinDays))
		// No second plan was made for the renewal.
		expect(await db.select().from(subscriptions).where(eq(subscriptions.customerId, after!.customerId!))).toHaveLength(1)
	})

	test('two renewals paid one after the other follow each other', async () => {
		const days = sixDayDates(start, 6)
		const { auth, subscription } = await runningPlan('twice@example.com', days)
		const orderIds: string[] = []
		for (const weeks of [1, 2]) {
			const made = await renew(subscription.publicId, { weeks }, { auth })
			orderIds.push(((await made.json()) as { data: OrderJson }).data.id)
		}
		for (const id of orderIds) expect(await returnToShop(request, await tokenize(request, id, CARDS.paid, { headers: auth }))).toBe(thankYou(id))
		await app.idle()
		const live = await liveDays(subscription.id)
		expect(live.map((day) => day.date)).toEqual(sixDayDates(start, 6 + 6 + 12))
		const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id))
		expect(after?.paidDays).toBe(24)
	})
})

describe('the renewal reminder', () => {
	test('goes out once per end date, with a signed link to the renewal step, however many runs race', async () => {
		const today = uaeClock(new Date()).date
		const days = [addDays(today, 1), addDays(today, 2), addDays(today, 3)]
		const { subscription, order } = await runningPlan('remind@example.com', days)
		// The customer bought in Arabic: the reminder is in Arabic.
		await db.update(orders).set({ locale: 'ar-ae' }).where(eq(orders.id, order.id))
		// A plan ending later than the reminder window is left alone for now.
		const later = await runningPlan('later@example.com', sixDayDates(addDays(today, 10), 3))

		const runs = await Promise.all(Array.from({ length: 5 }, () => checkout.renewals.sendDueReminders()))
		expect(runs.reduce((sum, queued) => sum + queued, 0)).toBe(1)
		expect(await checkout.renewals.sendDueReminders()).toBe(0)
		const mails = await db.select().from(outbox).where(eq(outbox.to, 'remind@example.com'))
		expect(mails).toHaveLength(1)
		expect(await db.select().from(outbox).where(eq(outbox.to, 'later@example.com'))).toHaveLength(0)
		const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id))
		expect(after?.renewalRemindedFor).toBe(days.at(-1))
		expect(later.subscription.renewalRemindedFor).toBeNull()

		const link = /https:\/\/kcal\.example\/ar-ae\/account\/plan\/renew\/\?plan=([0-9a-f-]+)&token=([\w.-]+)/.exec(mails[0]!.text)
		expect(link?.[1]).toBe(subscription.publicId)
		expect((await checkout.renewals.findByLink(subscription.publicId, link![2]!))?.id).toBe(subscription.id)
		// The link names this plan only.
		expect(await checkout.renewals.findByLink(later.subscription.publicId, link![2]!)).toBeNull()
		expect(mails[0]!.subject).toContain('جدّد خطتك')
		expect(mails[0]!.html).toContain('dir="rtl"')
		expect(mails[0]!.text).toContain('/ar-ae/account/plan/renew/')
	})
})

describe('a new plan over a running one', () => {
	test('the server finds the days on which two deliveries would arrive', async () => {
		const days = sixDayDates(start, 12)
		const { auth, customer, subscription } = await runningPlan('overlap@example.com', days)
		const made = await postOrder(request, await orderBody(request, { email: 'overlap@example.com' }), { headers: auth })
		const { id, overlap: answered } = ((await made.json()) as { data: OrderJson & { overlap: unknown } }).data
		// The API tells the app too: the owner gets the plan and the days.
		expect(answered).toEqual({ days: 6, subscription_id: subscription.publicId, renewable: true, dates: days.slice(0, 6) })
		const [order] = await db.select().from(orders).where(eq(orders.publicId, id))
		const overlap = await checkout.renewals.overlapOf(order!)
		expect(overlap?.subscription.publicId).toBe(subscription.publicId)
		expect(overlap?.dates).toEqual(days.slice(0, 6))

		// The payment step says so: the owner sees the plan and the days, and the way to renew it instead.
		const ownerStep = (await checkoutPageFor({ db, checkout }, id, 'en', { customer: { id: customer.id, email: customer.email!, firstName: customer.firstName, lastName: customer.lastName, locale: 'en', sessionId: 'test-session' } })) as { step: string; overlap: { body: string; renew: { path: string } } | null }
		expect(ownerStep.step).toBe('payment')
		expect(ownerStep.overlap?.body).toContain('two deliveries will arrive')
		expect(ownerStep.overlap?.body).toContain('International')
		expect(ownerStep.overlap?.renew.path).toBe(`/account/plan/renew/?plan=${subscription.publicId}`)
		// The cookie holder who is not the signed-in owner learns only how many days, and is asked to log in.
		const guestStep = (await checkoutPageFor({ db, checkout }, id, 'ru-ae')) as { overlap: { body: string; renew: { path: string } } | null }
		expect(guestStep.overlap?.body).toContain('6')
		expect(guestStep.overlap?.body).not.toContain('International')
		expect(guestStep.overlap?.renew.path).toMatch(/^\/log-in\/\?redirectTo=/)

		// A guest who types the owner's e-mail learns only how many days.
		const guest = await postOrder(request, await orderBody(request, { email: 'overlap@example.com' }))
		expect(((await guest.json()) as { data: { overlap: unknown } }).data.overlap).toEqual({ days: 6 })

		// Another customer's plan on the same days is none of this order's business.
		const stranger = await postOrder(request, await orderBody(request, { email: 'stranger@example.com' }))
		const strangerJson = ((await stranger.json()) as { data: OrderJson & { overlap: unknown } }).data
		expect(strangerJson.overlap).toBeNull()
		const [strangerOrder] = await db.select().from(orders).where(eq(orders.publicId, strangerJson.id))
		expect(await checkout.renewals.overlapOf(strangerOrder!)).toBeNull()
		expect(((await checkoutPageFor({ db, checkout }, strangerOrder!.publicId, 'en')) as { overlap: unknown }).overlap).toBeNull()
	})

	test('when the running plan was withdrawn from sale, only what is possible is offered: no renewal (nor a log-in to renew), a sentence why, paying for both (three languages, API)', async () => {
		type Notice = { body: string; renew: { path: string } | null; cannotRenew: string | null; keepOrder: string }
		const days = sixDayDates(start, 12)
		const { auth, customer, subscription } = await runningPlan('overlap-withdrawn@example.com', days)
		// The running plan is of another plan, which staff withdrew; the new order is an International one, still sold.
		const [arabic] = await db.update(plans).set({ isActive: false }).where(eq(plans.slug, 'arabic')).returning()
		await db.update(subscriptions).set({ planId: arabic!.id }).where(eq(subscriptions.id, subscription.id))
		try {
			const made = await postOrder(request, await orderBody(request, { email: 'overlap-withdrawn@example.com' }), { headers: auth })
			const { id, overlap: answered } = ((await made.json()) as { data: OrderJson & { overlap: unknown } }).data
			expect(answered).toEqual({ days: 6, subscription_id: subscription.publicId, renewable: false, dates: days.slice(0, 6) })
			const owner = { id: customer.id, email: customer.email!, firstName: customer.firstName, lastName: customer.lastName, locale: 'en' as const, sessionId: 'test-session' }
			for (const locale of ['en', 'ar-ae', 'ru-ae'] as const) {
				const text = RENEWAL_MESSAGES[locale].overlap
				const ownerStep = (await checkoutPageFor({ db, checkout }, id, locale, { customer: { ...owner, locale } })) as { overlap: Notice | null }
				expect(ownerStep.overlap, locale).toMatchObject({ heading: text.heading, renew: null, cannotRenew: text.cannotRenew, keepOrder: text.payForBoth })
				const guestStep = (await checkoutPageFor({ db, checkout }, id, locale)) as { overlap: Notice | null }
				expect(guestStep.overlap, locale).toMatchObject({ renew: null, cannotRenew: text.cannotRenew, keepOrder: text.payForBoth })
			}
		} finally {
			await db.update(plans).set({ isActive: true }).where(eq(plans.slug, 'arabic'))
		}
	})
})

describe('the renewal step (/account/plan/renew/)', () => {
	const page = () => import('../../../app/routes/renew-plan.tsx')
	function args(locale: LocaleCode, path: string, customer: { id: number } | null, init?: RequestInit) {
		const context = new RouterContextProvider()
		context.set(localeContext, i18nFor(locale))
		context.set(servicesContext, { db, checkout, customer, settings: { origin: ORIGIN } } as unknown as RequestServices)
		const url = new URL(localizePath(path, locale), ORIGIN)
		return { context, url, params: {}, request: new Request(url, init) } as never
	}
	const settle = async (run: () => Promise<unknown>) => {
		try {
			return await run()
		} catch (thrown) {
			return thrown
		}
	}

	test('shows the owner the price and the new days in their language, and the action sends them to pay', async () => {
		const days = sixDayDates(start, 6)
		const { customer, subscription } = await runningPlan('page@example.com', days)
		const { loader, action } = await page()
		const shown = (await loader(args('ar-ae', `/account/plan/renew/?plan=${subscription.publicId}&weeks=2`, customer))) as {
			view: string
			quote: { price: { total: number }; days: { count: string; first: string } }
			idempotencyKey: string
		}
		expect(shown.view).toBe('quote')
		expect(shown.quote.days.count).toBe('12')
		expect(shown.quote.days.first).toMatch(/[\u0600-\u06FF]/)

		const form = new URLSearchParams({ plan: subscription.publicId, weeks: '2', expected_total: String(shown.quote.price.total), idempotency_key: shown.idempotencyKey })
		const init = { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN }, body: form.toString() }
		const answer = (await settle(() => action(args('ar-ae', '/account/plan/renew/', customer, init)))) as Response
		expect(answer.status).toBe(303)
		const [made] = await db.select().from(orders).where(and(eq(orders.subscriptionId, subscription.id), eq(orders.weeks, 2)))
		expect(answer.headers.get('Location')).toBe(`/ar-ae/meal-plans/checkout/?order=${made!.publicId}`)
		expect(answer.headers.get('Set-Cookie')).toMatch(/^order_access=/)
		expect(made).toMatchObject({ status: 'draft', totalFils: shown.quote.price.total, locale: 'ar-ae' })
	})

	test('the reminder’s signed link opens it without logging in; another customer and a forged link see nothing', async () => {
		const { subscription } = await runningPlan('link@example.com', sixDayDates(start, 6))
		const { customer: other } = await signedInCustomer('nosy@example.com')
		const { loader } = await page()
		const token = checkout.renewals.renewalLinkToken(subscription.publicId, new Date(Date.now() + 86_400_000))
		const byLink = (await loader(args('en', `/account/plan/renew/?plan=${subscription.publicId}&token=${token}`, null))) as { view: string }
		expect(byLink.view).toBe('quote')
		const forged = (await loader(args('en', `/account/plan/renew/?plan=${subscription.publicId}&token=${token.slice(0, -2)}xx`, null))) as { view: string; message: string }
		expect(forged).toMatchObject({ view: 'sign-in', message: RENEWAL_MESSAGES.en.refusals.linkInvalid })
		const stranger = (await settle(() => loader(args('en', `/account/plan/renew/?plan=${subscription.publicId}`, other)))) as { init: { status: number } }
		expect(stranger.init.status).toBe(404)
		const guest = (await loader(args('en', `/account/plan/renew/?plan=${subscription.publicId}`, null))) as { view: string; message: null }
		expect(guest).toMatchObject({ view: 'sign-in', message: null })
	})
})
