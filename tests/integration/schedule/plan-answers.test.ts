/**
 * GET /client/api/v1/subscriptions/{id} keeps its answer per plan version (issue 17's budget,
 * server/schedule/plan-answers.ts). What must hold whatever is kept: every change — pause,
 * resume, a slot, an address, a dish, a renewal, a cancellation, and writes by other code (the
 * console, the kitchen) straight to the tables — is in the very next read, which always equals
 * the plan as built fresh; another customer never gets a kept answer (404 as before, with or
 * without If-None-Match); the ETag is strong, differs per encoding and answers 304 while nothing
 * changed; the date and the catalogue's names are part of what is kept.
 */
import { promisify } from 'node:util'
import { zstdDecompress } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '../../../domain/delivery-schedule.ts'
import { areaTranslations, deliveries, deliveryMeals, subscriptions } from '../../../server/db/schema.ts'
import { createPlanAnswers, MAX_AGE_MS } from '../../../server/schedule/plan-answers.ts'
import { findCustomerSubscription } from '../../../server/schedule/subscription-view.ts'
import { mealOptionsForDelivery } from '../../../server/menus/delivery-meals.ts'
import { CARDS, createCheckoutTestApp, newKey, type OrderJson, returnToShop, tokenize } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { freezeDateInEachTest } from '../support/frozen-date.ts'
import { payPlan, signedInCustomer } from '../support/plans.ts'

// A read and the next (or the plan built fresh) compare the first changeable day and each day's
// `changeable`: Dubai's noon cut-off or midnight falling between them changed both.
freezeDateInEachTest()

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const unzstd = promisify(zstdDecompress)

type Day = { id: string; date: string; state: string; changeable: boolean; updated_at: string; address: { area_id: number; area_timing_id: number; area_name: string; building_name: string }; meals: { meal: string; course: number; dish: string | null; chosen_by: string }[] }
type View = { id: string; status: string; paid_days: number; days_left: number; first_changeable_date: string; last_delivery_date: string; deliveries: Day[] }
type Customer = { auth: Record<string, string>; customerId: number; planId: string }

const ZSTD = { 'Accept-Encoding': 'gzip, deflate, br, zstd' }

function read(who: Customer, planId = who.planId, headers: Record<string, string> = {}) {
	return app.request(`/client/api/v1/subscriptions/${planId}`, { headers: { ...who.auth, ...headers } })
}

function send(method: string, path: string, who: Customer, body: unknown) {
	return app.request(`/client/api/v1${path}`, { method, headers: { 'Content-Type': 'application/json', ...who.auth }, body: JSON.stringify(body) })
}

/** The plan as the API answers it now (compressed, as the app asks), decoded. */
async function answered(who: Customer): Promise<View> {
	const response = await read(who, who.planId, ZSTD)
	expect(response.status).toBe(200)
	expect(response.headers.get('Content-Encoding')).toBe('zstd')
	return (JSON.parse((await unzstd(new Uint8Array(await response.arrayBuffer()))).toString()) as { data: View }).data
}

/** The plan built fresh from the tables, without anything kept. */
async function builtFresh(who: Customer): Promise<View> {
	const view = await findCustomerSubscription(db, who.customerId, who.planId, 'en', new Date())
	return JSON.parse(JSON.stringify(view)) as View
}

/** The next read equals the plan built fresh, and `check` holds of it. */
async function nextReadShows(who: Customer, check: (view: View) => void) {
	const view = await answered(who)
	expect(view).toEqual(await builtFresh(who))
	check(view)
	return view
}

async function customerWithPlan(name: string, weeks = 2): Promise<Customer> {
	const { auth, customer } = await signedInCustomer(db, name)
	await payPlan(app, { auth, weeks })
	const list = (await (await app.request('/client/api/v1/subscriptions', { headers: auth })).json()) as { data: { id: string }[] }
	return { auth, customerId: customer.id, planId: list.data[0]!.id }
}

let layla: Customer
let omar: Customer
beforeAll(async () => {
	layla = await customerWithPlan('Layla')
	omar = await customerWithPlan('Omar')
})

describe('every change is in the next read', () => {
	test('pause, resume, a slot, an address from a date on, a dish: each read right after equals the plan built fresh', async () => {
		const before = await answered(layla)
		// Read twice: the second one is the kept answer.
		expect(await answered(layla)).toEqual(before)
		const day = before.deliveries.filter((one) => one.changeable && one.state === 'scheduled')[1]!

		expect((await send('POST', `/subscriptions/${layla.planId}/freeze`, layla, { dates: [day.date] })).status).toBe(200)
		const paused = await nextReadShows(layla, (view) => expect(view.deliveries.find((one) => one.id === day.id)?.state).toBe('frozen'))
		expect(paused.last_delivery_date > before.last_delivery_date).toBe(true)

		expect((await send('POST', `/subscriptions/${layla.planId}/unfreeze`, layla, { dates: [day.date] })).status).toBe(200)
		await nextReadShows(layla, (view) => expect(view.last_delivery_date).toBe(before.last_delivery_date))

		const areas = (await (await app.request('/client/api/v1/cities/1/areas')).json()) as { data: { id: number; timings: { id: number; slot: string }[] }[] }
		const own = areas.data.find((area) => area.id === day.address.area_id)!
		const slot = own.timings.find((timing) => timing.id !== day.address.area_timing_id) ?? own.timings[0]!
		expect((await send('PATCH', `/deliveries/${day.id}`, layla, { area_timing_id: slot.id })).status).toBe(200)
		await nextReadShows(layla, (view) => expect(view.deliveries.find((one) => one.id === day.id)?.address.area_timing_id).toBe(slot.id))

		const other = areas.data.find((area) => area.id !== day.address.area_id && area.timings.length > 0)!
		const address = { type: 'Work', city_id: 1, area_id: other.id, area_timing_id: other.timings[0]!.id, flat_number: '4', building_name: 'Cached Tower' }
		expect((await send('PATCH', `/deliveries/${day.id}`, layla, { address, from_this_date_on: true })).status).toBe(200)
		await nextReadShows(layla, (view) => expect(view.deliveries.filter((one) => one.date >= day.date && one.state === 'scheduled').every((one) => one.address.building_name === 'Cached Tower')).toBe(true))

		const options = await mealOptionsForDelivery(db, { deliveryId: day.id, chooser: { kind: 'customer', customerId: layla.customerId }, locale: 'en', now: new Date() })
		const option = options!.options.find((meal) => meal.offered.length > 1)!
		const alternative = option.offered.find((dish) => dish.code !== option.standard?.code)!
		expect((await send('PATCH', `/deliveries/${day.id}`, layla, { meals: [{ meal: option.meal, course: option.course, dish: alternative.code }] })).status).toBe(200)
		await nextReadShows(layla, (view) =>
			expect(view.deliveries.find((one) => one.id === day.id)?.meals).toContainEqual({ meal: option.meal, course: option.course, dish: alternative.code, chosen_by: 'customer' }),
		)
	})

	test('a renewal paid, then a cancellation: each read right after equals the plan built fresh', async () => {
		const nadia = await customerWithPlan('Nadia', 1)
		const before = await answered(nadia)
		const made = await app.request(`/client/api/v1/subscriptions/${nadia.planId}/renewals?locale=en`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey(), ...nadia.auth },
			body: JSON.stringify({ weeks: 1 }),
		})
		expect(made.status).toBe(201)
		const order = ((await made.json()) as { data: OrderJson }).data
		await returnToShop(app.request, await tokenize(app.request, order.id, CARDS.paid, { headers: nadia.auth }))
		await app.idle()
		await nextReadShows(nadia, (view) => {
			expect(view.paid_days).toBe(before.paid_days * 2)
			expect(view.last_delivery_date > before.last_delivery_date).toBe(true)
		})

		const preview = await send('POST', `/subscriptions/${nadia.planId}/cancellation?preview=1`, nadia, {})
		const { quote } = ((await preview.json()) as { data: { quote: { refund: number } } }).data
		expect((await send('POST', `/subscriptions/${nadia.planId}/cancellation`, nadia, { expected_refund: quote.refund })).status).toBe(200)
		await nextReadShows(nadia, (view) => {
			expect(view.status).toBe('cancelled')
			expect(view.days_left).toBe(0)
		})
	})

	test('writes by other code straight to the tables (a day delivered, the kitchen fixing a day’s dishes, allergies) are in the next read', async () => {
		const before = await answered(omar)
		const first = before.deliveries[0]!
		await db.update(deliveries).set({ state: 'delivered' }).where(eq(deliveries.publicId, first.id))
		await nextReadShows(omar, (view) => expect(view.deliveries[0]!.state).toBe('delivered'))

		const second = before.deliveries[1]!
		const meal = second.meals.find((one) => one.dish !== null)!
		const [row] = await db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.publicId, second.id))
		const [dish] = await db.execute<{ id: number }>(sql`select id from dishes where code = ${meal.dish}`).then((result) => result.rows)
		await db.insert(deliveryMeals).values({ deliveryId: row!.id, meal: meal.meal, course: meal.course, dishId: dish!.id, chosenBy: 'default' })
		await nextReadShows(omar, (view) => expect(view.deliveries[1]!.meals).toContainEqual({ ...meal, chosen_by: 'default' }))

		await db.update(subscriptions).set({ allergies: ['gluten'] }).where(eq(subscriptions.publicId, omar.planId))
		await nextReadShows(omar, () => {})
		await db.update(subscriptions).set({ allergies: [] }).where(eq(subscriptions.publicId, omar.planId))
	})

	test('reads racing a pause: the read after it shows it, however many kept answers were being made meanwhile', async () => {
		const before = await answered(layla)
		const day = before.deliveries.filter((one) => one.changeable && one.state === 'scheduled').at(-1)!
		const [paused] = await Promise.all([
			send('POST', `/subscriptions/${layla.planId}/freeze`, layla, { dates: [day.date] }),
			...Array.from({ length: 20 }, () => read(layla, layla.planId, ZSTD)),
		])
		expect(paused.status).toBe(200)
		await nextReadShows(layla, (view) => expect(view.deliveries.find((one) => one.id === day.id)?.state).toBe('frozen'))
		expect((await send('POST', `/subscriptions/${layla.planId}/unfreeze`, layla, { dates: [day.date] })).status).toBe(200)
	})
})

describe('the database moves a plan’s version with any writer', () => {
	const versionOf = async (planId: string) => (await db.select({ version: subscriptions.version }).from(subscriptions).where(eq(subscriptions.publicId, planId)))[0]!.version

	test('once per statement that changes its days or meals, once per change of its row, never for an update that changes nothing', async () => {
		const start = await versionOf(omar.planId)
		const [plan] = await db.select().from(subscriptions).where(eq(subscriptions.publicId, omar.planId))
		// Every day at once: one statement, one step.
		await db.update(deliveries).set({ updatedAt: new Date() }).where(eq(deliveries.subscriptionId, plan!.id))
		expect(await versionOf(omar.planId)).toBe(start + 1)
		await db.update(subscriptions).set({ status: plan!.status }).where(eq(subscriptions.id, plan!.id))
		expect(await versionOf(omar.planId)).toBe(start + 1)
		await db.update(subscriptions).set({ allergyNotes: 'sesame, a little' }).where(eq(subscriptions.id, plan!.id))
		expect(await versionOf(omar.planId)).toBe(start + 2)
		// The day whose dishes the kitchen fixed above.
		const [day] = await db
			.select({ id: deliveryMeals.deliveryId })
			.from(deliveryMeals)
			.innerJoin(deliveries, eq(deliveries.id, deliveryMeals.deliveryId))
			.where(eq(deliveries.subscriptionId, plan!.id))
			.limit(1)
		await db.update(deliveryMeals).set({ updatedAt: new Date() }).where(eq(deliveryMeals.deliveryId, day!.id))
		expect(await versionOf(omar.planId)).toBe(start + 3)
		await db.delete(deliveryMeals).where(eq(deliveryMeals.deliveryId, day!.id))
		expect(await versionOf(omar.planId)).toBe(start + 4)
		// Another plan's writes leave this one alone.
		await db.update(deliveries).set({ updatedAt: new Date() }).where(eq(deliveries.subscriptionId, (await db.select().from(subscriptions).where(eq(subscriptions.publicId, layla.planId)))[0]!.id))
		expect(await versionOf(omar.planId)).toBe(start + 4)
	})

	test('a write rolled back leaves the version and the answer as they were', async () => {
		const before = await answered(omar)
		const version = await versionOf(omar.planId)
		await expect(
			db.transaction(async (tx) => {
				await tx.update(deliveries).set({ state: 'failed' }).where(eq(deliveries.publicId, before.deliveries[2]!.id))
				throw new Error('rolled back')
			}),
		).rejects.toThrow('rolled back')
		expect(await versionOf(omar.planId)).toBe(version)
		expect(await answered(omar)).toEqual(before)
	})
})

describe('another customer', () => {
	test('never gets a kept answer: 404 with or without the owner’s ETag, before and after the owner read it; no session is 401', async () => {
		const owner = await read(layla, layla.planId, ZSTD)
		const tag = owner.headers.get('ETag')!
		for (const headers of [ZSTD, { ...ZSTD, 'If-None-Match': tag }, { 'If-None-Match': '*' }, {}] as Record<string, string>[]) {
			const response = await read(omar, layla.planId, headers)
			expect(response.status).toBe(404)
			expect(response.headers.get('ETag')).toBeNull()
			expect(await response.json()).toMatchObject({ error: { code: 'subscription_not_found' } })
		}
		expect((await app.request(`/client/api/v1/subscriptions/${layla.planId}`, { headers: { 'If-None-Match': tag } })).status).toBe(401)
		// Omar's own plan is his own answer, not the one kept for Layla.
		const his = await answered(omar)
		expect(his.id).toBe(omar.planId)
		expect(his).toEqual(await builtFresh(omar))
		// The plan's id in capitals is the same plan, for its owner only.
		expect((await read(layla, layla.planId.toUpperCase())).status).toBe(200)
		expect((await read(omar, layla.planId.toUpperCase())).status).toBe(404)
	})
})

describe('ETag and 304', () => {
	test('a strong ETag per encoding of the same JSON; private, revalidated each time; If-None-Match answers 304 until the plan changes', async () => {
		const zstd = await read(layla, layla.planId, ZSTD)
		const plain = await read(layla)
		expect(zstd.headers.get('Cache-Control')).toBe('private, no-cache')
		expect(zstd.headers.get('Vary')).toBe('Accept-Encoding')
		const plainTag = plain.headers.get('ETag')!
		expect(plainTag).toMatch(/^"[\w-]{27}"$/)
		expect(zstd.headers.get('ETag')).toBe(`${plainTag.slice(0, -1)}-zstd"`)
		expect(plain.headers.get('Content-Encoding')).toBeNull()
		const plainBody = await plain.text()
		expect((await unzstd(new Uint8Array(await zstd.arrayBuffer()))).toString()).toBe(plainBody)
		const brotli = await read(layla, layla.planId, { 'Accept-Encoding': 'br' })
		expect(brotli.headers.get('ETag')).toBe(`${plainTag.slice(0, -1)}-br"`)

		for (const ifNoneMatch of [plainTag, `W/${plainTag}`, `"nope", ${plainTag}`]) {
			const unchanged = await read(layla, layla.planId, { 'If-None-Match': ifNoneMatch })
			expect(unchanged.status).toBe(304)
			expect(await unchanged.text()).toBe('')
			expect(unchanged.headers.get('ETag')).toBe(plainTag)
			expect(unchanged.headers.get('Cache-Control')).toBe('private, no-cache')
		}
		const zstdTag = zstd.headers.get('ETag')!
		expect((await read(layla, layla.planId, { ...ZSTD, 'If-None-Match': zstdTag })).status).toBe(304)
		// Another encoding's tag names other bytes.
		expect((await read(layla, layla.planId, { 'If-None-Match': zstdTag })).status).toBe(200)

		const view = JSON.parse(plainBody) as { data: View }
		const day = view.data.deliveries.filter((one) => one.changeable && one.state === 'scheduled').at(-2)!
		expect((await send('POST', `/subscriptions/${layla.planId}/freeze`, layla, { dates: [day.date] })).status).toBe(200)
		const changed = await read(layla, layla.planId, { 'If-None-Match': plainTag })
		expect(changed.status).toBe(200)
		expect(changed.headers.get('ETag')).not.toBe(plainTag)
		const newTag = changed.headers.get('ETag')!
		expect((await read(layla, layla.planId, { 'If-None-Match': newTag })).status).toBe(304)
		expect((await send('POST', `/subscriptions/${layla.planId}/unfreeze`, layla, { dates: [day.date] })).status).toBe(200)
		expect((await read(layla, layla.planId, { 'If-None-Match': newTag })).status).toBe(200)
	})
})

describe('what a kept answer depends on besides the plan', () => {
	test('the UAE date and the cut-off: the next day’s read counts from that day', async () => {
		const answers = createPlanAnswers(db)
		const now = new Date()
		const decode = async (at: Date) => {
			const answer = (await answers.answer(layla.customerId, layla.planId, 'en', at, undefined))!
			return (JSON.parse(Buffer.from(answer.body).toString()) as { data: View }).data
		}
		const today = await decode(now)
		const tomorrow = await decode(new Date(now.getTime() + 86_400_000))
		expect(tomorrow.first_changeable_date).toBe(addDays(today.first_changeable_date, 1))
		expect(tomorrow).toEqual(JSON.parse(JSON.stringify(await findCustomerSubscription(db, layla.customerId, layla.planId, 'en', new Date(now.getTime() + 86_400_000)))))
		expect((await answers.answer(omar.customerId, layla.planId, 'en', now, undefined))).toBeNull()
	})

	test('each language is kept apart; a renamed area shows within MAX_AGE_MS (as the menus), or at once after clear()', async () => {
		const answers = createPlanAnswers(db)
		const now = new Date()
		const decode = async (locale: 'en' | 'ar-ae', at: Date) => {
			const answer = (await answers.answer(layla.customerId, layla.planId, locale, at, 'zstd'))!
			return (JSON.parse((await unzstd(answer.body)).toString()) as { data: View }).data
		}
		const english = await decode('en', now)
		const arabic = await decode('ar-ae', now)
		expect(arabic.deliveries[0]!.address.area_name).not.toBe(english.deliveries[0]!.address.area_name)
		const areaId = english.deliveries[0]!.address.area_id
		const [name] = await db.select().from(areaTranslations).where(sql`${areaTranslations.areaId} = ${areaId} and ${areaTranslations.locale} = 'en'`)
		await db.update(areaTranslations).set({ name: 'Renamed Area' }).where(sql`${areaTranslations.areaId} = ${areaId} and ${areaTranslations.locale} = 'en'`)
		try {
			expect((await decode('en', new Date(now.getTime() + MAX_AGE_MS))).deliveries[0]!.address.area_name).toBe('Renamed Area')
			await db.update(areaTranslations).set({ name: name!.name }).where(sql`${areaTranslations.areaId} = ${areaId} and ${areaTranslations.locale} = 'en'`)
			answers.clear()
			expect((await decode('en', now)).deliveries[0]!.address.area_name).toBe(name!.name)
		} finally {
			await db.update(areaTranslations).set({ name: name!.name }).where(sql`${areaTranslations.areaId} = ${areaId} and ${areaTranslations.locale} = 'en'`)
		}
	})
})
