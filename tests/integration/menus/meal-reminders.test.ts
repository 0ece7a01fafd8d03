/**
 * The weekly meal-choice reminder on real rows: on Friday 4 December 2026 (the day before Monday
 * 7 December's cut-off) each running plan with a delivery day that week gets one e-mail in its
 * account's language, however many runs race; an account that turned reminders off on the account
 * page, a guest's plan and a plan paused all that week get none.
 */
import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { beforeAll, expect, test } from 'vitest'
import { localeContext, type RequestServices, servicesContext } from '../../../app/context.ts'
import { i18nFor } from '../../../app/i18n/catalogues.server.ts'
import { action as accountAction } from '../../../app/routes/account.tsx'
import { customers, orders, outbox, subscriptions } from '../../../server/db/schema.ts'
import { createCheckoutTestApp, createOrder, ORIGIN } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { insertSubscription, type TestDay } from '../support/subscriptions.ts'

const { db } = await createTestDatabase()
const { request, checkout } = createCheckoutTestApp(db)

/** Friday 4 December 2026, 09:00 in the UAE, when the daily job runs. */
const FRIDAY = new Date('2026-12-04T05:00:00Z')
const WEEK: TestDay[] = ['2026-12-07', '2026-12-08', '2026-12-09'].map((date) => ({ date }))

let orderId: number

async function planFor(email: string | null, days: readonly TestDay[], locale = 'en') {
	let customerId: number | null = null
	if (email) {
		const [row] = await db.insert(customers).values({ email, firstName: 'Mariam', lastName: 'Saeed', passwordHash: 'scrypt$unused', locale }).returning({ id: customers.id })
		customerId = row!.id
	}
	const subscription = await insertSubscription(db, { customerId, orderId, days })
	return { customerId, subscription }
}

/** The account page's reminder form, posted by the signed-in customer. */
async function postSetting(customerId: number, on: boolean) {
	const services = { db, settings: { origin: ORIGIN }, customer: { id: customerId } } as unknown as RequestServices
	const context = new RouterContextProvider()
	context.set(servicesContext, services)
	context.set(localeContext, i18nFor('en'))
	const url = new URL('/account/', ORIGIN)
	const body = new URLSearchParams({ intent: 'meal-reminders', ...(on ? { meal_reminders: 'on' } : {}) }).toString()
	const post = new Request(url, { method: 'POST', headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' }, body })
	const thrown = await (accountAction({ request: post, context, url, params: {} } as never) as Promise<unknown>).catch((error: unknown) => error)
	expect((thrown as Response).headers.get('Location')).toBe('/account/?done=meal-reminders#delivery')
}

const mailsTo = (email: string) => db.select().from(outbox).where(eq(outbox.to, email))

beforeAll(async () => {
	const order = await createOrder(request, { email: 'reminders@example.com' })
	const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, order.id))
	orderId = row!.id
})

test('one e-mail per plan and week, in the account’s language, however many runs race', async () => {
	const english = await planFor('choose@example.com', WEEK)
	await planFor('arabic@example.com', WEEK, 'ar-ae')
	await planFor(null, WEEK)
	// Every day of that week paused: nothing to choose.
	await planFor('paused@example.com', [{ date: '2026-12-07', state: 'frozen' }, { date: '2026-12-14' }])

	const runs = await Promise.all(Array.from({ length: 5 }, () => checkout.mealReminders.sendDue(FRIDAY)))
	expect(runs.reduce((sum, queued) => sum + queued, 0)).toBe(2)
	expect(await checkout.mealReminders.sendDue(FRIDAY)).toBe(0)

	const [mail, ...more] = await mailsTo('choose@example.com')
	expect(more).toEqual([])
	expect(mail?.subject).toBe('Swap dishes for the week from Monday, 7 December 2026')
	expect(mail?.text).toContain('Changes to Monday, 7 December 2026 close at 12:00 on Saturday, 5 December 2026')
	expect(mail?.text).toContain(`${ORIGIN}/account/plan/`)
	expect(mail?.text).toContain(`${ORIGIN}/account/#meal-reminders`)
	const [arabic] = await mailsTo('arabic@example.com')
	expect(arabic?.subject).toContain('بدّل الأطباق')
	expect(arabic?.text).toContain(`${ORIGIN}/ar-ae/account/plan/`)
	expect(await mailsTo('paused@example.com')).toEqual([])
	const [claimed] = await db.select({ week: subscriptions.mealRemindedWeek }).from(subscriptions).where(eq(subscriptions.id, english.subscription.id))
	expect(claimed?.week).toBe('2026-12-07')
})

test('no reminder on another day of the week', async () => {
	await planFor('thursday@example.com', [{ date: '2026-12-14' }, { date: '2026-12-15' }])
	expect(await checkout.mealReminders.sendDue(new Date('2026-12-10T05:00:00Z'))).toBe(0)
	expect(await mailsTo('thursday@example.com')).toEqual([])
})

test('turned off on the account page: no reminder until turned on again', async () => {
	const { customerId } = await planFor('no-thanks@example.com', [{ date: '2026-12-14' }, { date: '2026-12-21' }])
	await postSetting(customerId!, false)
	const nextFriday = new Date('2026-12-11T05:00:00Z')
	await checkout.mealReminders.sendDue(nextFriday)
	expect(await mailsTo('no-thanks@example.com')).toEqual([])

	await postSetting(customerId!, true)
	const [customer] = await db.select({ on: customers.mealReminders }).from(customers).where(eq(customers.id, customerId!))
	expect(customer?.on).toBe(true)
	expect(await checkout.mealReminders.sendDue(new Date('2026-12-18T05:00:00Z'))).toBeGreaterThanOrEqual(1)
	expect(await mailsTo('no-thanks@example.com')).toHaveLength(1)
})
