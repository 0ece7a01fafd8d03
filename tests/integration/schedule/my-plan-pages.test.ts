/**
 * "My plan" on real rows (issue 17 items 2–5): a customer pays a plan through the sandbox, and
 * the pages' loaders and actions run in-process as React Router would run them — the calendar
 * shows the paid days, pausing two days moves the last delivery two delivery days on, resuming
 * one brings it back one, a day's address or slot changes from that day on, a dish is swapped
 * for an alternative of the day's menu; a change past the cut-off, a stale page and another
 * customer's day are refused with a sentence in the page's language and nothing changes.
 */
import { and, asc, eq } from 'drizzle-orm'
import pino from 'pino'
import { RouterContextProvider } from 'react-router'
import { beforeAll, describe, expect, test } from 'vitest'
import { localeContext, type RequestServices, servicesContext } from '../../../app/context.ts'
import { i18nFor } from '../../../app/i18n/catalogues.server.ts'
import * as DayPage from '../../../app/routes/my-plan-day.tsx'
import * as PlanPage from '../../../app/routes/my-plan.tsx'
import { MY_PLAN } from '../../../content/pages/my-plan.ts'
import { addDays, deliveryDaysAfter, uaeClock } from '../../../domain/delivery-schedule.ts'
import { type LocaleCode, localizePath } from '../../../domain/locale.ts'
import { createSessionStore } from '../../../server/auth/sessions.ts'
import type { Area } from '../../../server/db/queries/delivery.ts'
import { deliveries, deliveryMeals, orders } from '../../../server/db/schema.ts'
import { mealOptionsForDelivery } from '../../../server/menus/delivery-meals.ts'
import { createCheckoutTestApp, ORIGIN } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { payPlan, planOfOrder, signedInCustomer } from '../support/plans.ts'
import { insertSubscription } from '../support/subscriptions.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const sessions = createSessionStore(db)
/** The e-mails the pages handed to the outbox after their change was committed. */
const dispatched: number[] = []

type Person = Awaited<ReturnType<typeof signedInCustomer>>

async function args(locale: LocaleCode, person: Person | null, path: string, form?: Record<string, string>) {
	const token = person?.auth.Authorization?.slice('Bearer '.length)
	const services = {
		db,
		logger: pino({ level: 'silent' }),
		settings: { origin: ORIGIN },
		customer: token ? await sessions.authenticate(token) : null,
		accounts: { outbox: { dispatch: (ids: number[]) => dispatched.push(...ids) } },
	} as unknown as RequestServices
	const context = new RouterContextProvider()
	context.set(servicesContext, services)
	context.set(localeContext, i18nFor(locale))
	const url = new URL(localizePath(path, locale), ORIGIN)
	const request = new Request(url, {
		method: form ? 'POST' : 'GET',
		headers: { 'Sec-Fetch-Site': 'same-origin', ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
		...(form ? { body: new URLSearchParams(form).toString() } : {}),
	})
	return { request, context, url, params: {} } as never
}

type Loaded<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>
const loadPlan = async (person: Person, path: string, locale: LocaleCode = 'en') => (await PlanPage.loader(await args(locale, person, path))) as Loaded<typeof PlanPage.loader>
const loadDay = async (person: Person, dayId: string, locale: LocaleCode = 'en', query = '') =>
	(await DayPage.loader(await args(locale, person, `/account/plan/day/?day=${dayId}${query}`))) as Loaded<typeof DayPage.loader>

/** What an action answered: a redirect's address, or a refusal's status and sentence. */
async function post(action: (args: never) => Promise<unknown>, a: never) {
	const answer = (await action(a).catch((thrown: unknown) => thrown)) as Response | { data: { message: string }; init: { status: number } }
	if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('Location'), message: null }
	return { status: answer.init.status, location: null, message: answer.data.message }
}

let layla: Person
let omar: Person
let plan: Awaited<ReturnType<typeof planOfOrder>>
beforeAll(async () => {
	layla = await signedInCustomer(db, 'Layla')
	omar = await signedInCustomer(db, 'Omar')
	plan = await planOfOrder(db, (await payPlan(app, { auth: layla.auth, weeks: 1 })).id)
})

const liveDays = async () =>
	(await db.select().from(deliveries).where(eq(deliveries.subscriptionId, plan.subscription!.id)).orderBy(asc(deliveries.date), asc(deliveries.id))).filter(
		(day) => day.state !== 'frozen',
	)

describe('the calendar shows what was paid', () => {
	test('six delivery days of the paid week, each linked to its page, with the plan at a glance', async () => {
		const dates = plan.days.map((day) => day.date)
		const loaded = await loadPlan(layla, '/account/plan/?view=list')
		expect(loaded.plan?.summary.name).toBe('International')
		const facts = Object.fromEntries(loaded.plan!.summary.facts.map((fact) => [fact.key, fact.value]))
		expect(facts.left).toBe('6')
		expect(facts.paused).toBe('0 of 30')
		const listed = loaded.plan!.calendar.days.map((day) => day.date)
		// The list's first step (a week of days from today on) holds the whole paid week, whatever months it spans.
		expect(listed).toEqual(dates)
		expect(loaded.plan!.calendar.more).toBeNull()
		// The seeded menu feeds every day: dishes with kcal.
		expect(loaded.plan!.calendar.days[0]!.meals.length).toBeGreaterThan(0)
		expect(loaded.plan!.calendar.days[0]!.meals.every((meal) => meal.dish && meal.kcal?.endsWith('kcal'))).toBe(true)
		// Omar has no plan: the empty page, never Layla's.
		expect((await loadPlan(omar, '/account/plan/')).plan).toBeNull()
		expect((await loadPlan(omar, `/account/plan/?plan=${plan.subscription!.publicId}`)).plan).toBeNull()
	})
})

describe('pausing and resuming', () => {
	test('pausing two days moves the last delivery two delivery days on; resuming one brings it back one', async () => {
		const before = await liveDays()
		const last = before.at(-1)!.date
		const [first, second] = [before[1]!.date, before[2]!.date]
		// Posted from /account/plan/ as the account's navigation opens it (no ?plan=): the running plan the page shows.
		const paused = await post(PlanPage.action, await args('en', layla, '/account/plan/', { intent: 'pause-range', first_day: first, last_day: second }))
		expect(paused.status).toBe(303)
		// One e-mail about the pause, handed to the outbox once committed.
		expect(dispatched).toHaveLength(1)
		expect(paused.location).toBe(`/account/plan/?plan=${plan.subscription!.publicId}&month=${first.slice(0, 7)}&done=paused&dates=${first}%2C${second}#done`)

		const newLast = deliveryDaysAfter(last, 6, 2).at(-1)!
		const after = await loadPlan(layla, new URL(paused.location!, ORIGIN).pathname + new URL(paused.location!, ORIGIN).search)
		expect(after.done).toMatch(new RegExp(`Your plan now ends on ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${newLast}T00:00:00Z`))}\\.$`))
		expect(Object.fromEntries(after.plan!.summary.facts.map((fact) => [fact.key, fact.value])).paused).toBe('2 of 30')
		expect((await liveDays()).at(-1)!.date).toBe(newLast)

		const pausedDay = (await db.select().from(deliveries).where(and(eq(deliveries.subscriptionId, plan.subscription!.id), eq(deliveries.date, first))))[0]!
		expect(pausedDay.state).toBe('frozen')
		const dayPage = await loadDay(layla, pausedDay.publicId, 'ru-ae')
		expect(dayPage.pause?.intent).toBe('resume')
		expect(dayPage.day.note).toBe(MY_PLAN['ru-ae'].day.paused)
		const resumed = await post(DayPage.action, await args('ru-ae', layla, `/account/plan/day/?day=${pausedDay.publicId}`, { intent: 'resume' }))
		expect(resumed.status).toBe(303)
		expect(dispatched).toHaveLength(2)
		expect(resumed.location).toBe(`/ru-ae/account/plan/day/?day=${pausedDay.publicId}&done=resumed&dates=${first}#done`)
		expect((await liveDays()).at(-1)!.date).toBe(deliveryDaysAfter(last, 6, 1).at(-1))
	})

	test('pausing the same day twice (two tabs): the second is told it is paused already, in its language', async () => {
		const day = (await liveDays())[3]!
		const path = `/account/plan/day/?day=${day.publicId}`
		expect((await post(DayPage.action, await args('en', layla, path, { intent: 'pause' }))).status).toBe(303)
		const again = await post(DayPage.action, await args('ar-ae', layla, path, { intent: 'pause' }))
		expect(again.status).toBe(409)
		// The refused one sent nothing.
		expect(dispatched).toHaveLength(3)
		expect(again.message).toMatch(/موقوف مؤقتًا بالفعل/)
	})

	test('a day past the cut-off is refused on the server with the first day that can still change', async () => {
		// Tomorrow: past the cut-off at any hour, and still (as today) when Dubai's midnight falls between this line and the post.
		const tomorrow = addDays(uaeClock(new Date()).date, 1)
		const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, plan.order!.id))
		const soon = await insertSubscription(db, { customerId: layla.customer.id, orderId: order!.id, days: [{ date: tomorrow }, { date: addDays(tomorrow, 20) }] })
		const refused = await post(DayPage.action, await args('en', layla, `/account/plan/day/?day=${soon.days[0]!.publicId}`, { intent: 'pause' }))
		expect(refused.status).toBe(409)
		expect(refused.message).toMatch(/^The cut-off for .+ has passed\. You can still change delivery days from .+ on\.$/)
		const [still] = await db.select().from(deliveries).where(eq(deliveries.id, soon.days[0]!.id))
		expect(still!.state).toBe('scheduled')
		expect((await loadDay(layla, soon.days[0]!.publicId)).pause).toBeNull()
	})

	test('a range with a first day after its last is refused, with a sentence', async () => {
		const days = await liveDays()
		const refused = await post(PlanPage.action, await args('en', layla, `/account/plan/?plan=${plan.subscription!.publicId}`, { intent: 'pause-range', first_day: days[4]!.date, last_day: days[3]!.date }))
		expect(refused).toMatchObject({ status: 400, message: MY_PLAN.en.problems.invalidDates })
	})
})

describe('one day’s address, slot and dishes', () => {
	test('another slot from this day on changes this day and every later one; a page shown before that change is told to reload', async () => {
		const days = await liveDays()
		const day = days[4]!
		const areas = ((await (await app.request('/client/api/v1/cities/1/areas')).json()) as { data: Area[] }).data
		const other = areas.find((area) => area.id === day.address.area_id)!.timings.find((timing) => timing.id !== day.areaTimingId)
		expect(other).toBeDefined()
		const path = `/account/plan/day/?day=${day.publicId}`
		const moved = await post(DayPage.action, await args('en', layla, path, { intent: 'move', where: `slot:${other!.id}`, scope: 'from-this-day', seen: day.updatedAt.toISOString() }))
		expect(moved.status).toBe(303)
		expect(moved.location).toContain('done=moved-on')
		for (const later of (await liveDays()).filter((one) => one.date >= day.date && one.state === 'scheduled')) expect(later.areaTimingId).toBe(other!.id)
		expect((await liveDays()).find((one) => one.date < day.date && one.state === 'scheduled')?.areaTimingId).toBe(day.areaTimingId)

		const stale = await post(DayPage.action, await args('en', layla, path, { intent: 'move', where: `slot:${day.areaTimingId}`, scope: 'this-day', seen: day.updatedAt.toISOString() }))
		expect(stale.status).toBe(409)
		expect(stale.message).toMatch(/changed in another window/)
	})

	test('a dish is swapped for an alternative of the day’s menu, and the day’s page shows it', async () => {
		const day = (await liveDays())[5]!
		const options = await mealOptionsForDelivery(db, { deliveryId: day.publicId, chooser: { kind: 'customer', customerId: layla.customer.id }, locale: 'en', now: new Date() })
		const option = options!.options.find((meal) => meal.offered.length > 1)!
		const alternative = option.offered.find((dish) => dish.code !== option.standard?.code)!
		const loaded = await loadDay(layla, day.publicId)
		expect(loaded.swap.find((meal) => meal.name === `meal_${option.meal}_${option.course}`)?.choices.find((choice) => choice.checked)?.value).toBe(option.standard?.code)
		const swapped = await post(DayPage.action, await args('en', layla, `/account/plan/day/?day=${day.publicId}`, { intent: 'swap', [`meal_${option.meal}_${option.course}`]: alternative.code }))
		expect(swapped.status).toBe(303)
		const after = await loadDay(layla, day.publicId, 'en', '&done=swapped')
		expect(after.done).toBe(MY_PLAN.en.swapped)
		expect(after.day.meals.map((meal) => meal.dish?.name)).toContain(alternative.name)
		expect(await db.select().from(deliveryMeals).where(eq(deliveryMeals.deliveryId, day.id))).toEqual([expect.objectContaining({ dishId: alternative.id, chosenBy: 'customer' })])

		const offMenu = await post(DayPage.action, await args('en', layla, `/account/plan/day/?day=${day.publicId}`, { intent: 'swap', [`meal_${option.meal}_${option.course}`]: 'not-a-dish' }))
		expect(offMenu.status).toBe(409)
		expect(offMenu.message).toMatch(/not on the menu/)
	})

	test('another customer’s day: the page is a 404 and every form is refused, nothing changes', async () => {
		const day = (await liveDays())[5]!
		const page = await DayPage.loader(await args('en', omar, `/account/plan/day/?day=${day.publicId}`)).catch((thrown: unknown) => thrown)
		expect((page as { init: { status: number } }).init.status).toBe(404)
		const forms: Array<Record<string, string>> = [{ intent: 'pause' }, { intent: 'swap', meal_lunch_1: 'x' }, { intent: 'move', where: `slot:${day.areaTimingId}` }]
		for (const form of forms) {
			const answer = await post(DayPage.action, await args('en', omar, `/account/plan/day/?day=${day.publicId}`, form))
			expect(answer).toMatchObject({ status: 404, message: MY_PLAN.en.problems.notFound })
		}
		const guest = await post(DayPage.action, await args('en', null, `/account/plan/day/?day=${day.publicId}`, { intent: 'pause' }))
		expect(guest.status).toBe(302)
		expect((await db.select().from(deliveries).where(eq(deliveries.id, day.id)))[0]!.state).toBe('scheduled')
	})
})
