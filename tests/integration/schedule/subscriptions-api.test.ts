/**
 * The plan's API (issue 17): GET /subscriptions(/{id}), POST …/freeze and …/unfreeze, PATCH
 * /deliveries/{id}, for two signed-in customers — neither reads nor changes the other's plan,
 * whose ids answer 404 like unknown ones — with field errors as 4xx in the request's language,
 * the cut-off and the limits as 409 sentences, and a parallel burst on one day.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { Area } from '../../../server/db/queries/delivery.ts'
import { subscriptionSchemas } from '../../../server/api/v1/openapi-subscriptions.ts'
import { mealOptionsForDelivery } from '../../../server/menus/delivery-meals.ts'
import { createTestDatabase } from '../support/database.ts'
import { createCheckoutTestApp } from '../support/checkout.ts'
import { payPlan, signedInCustomer } from '../support/plans.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)

type Json = Record<string, unknown>
type Meal = { meal: string; course: number; dish: string | null; chosen_by: string }
type Day = { id: string; date: string; state: string; changeable: boolean; updated_at: string; address: Json & { area_id: number; area_timing_id: number; slot: string; building_name: string }; meals: Meal[] }
type Dish = { name: string; description: string; allergens: string[]; nutrition: { kcal: number } | null }
type View = { id: string; status: string; paid_days: number; paused_days: number; max_paused_days: number; last_delivery_date: string; dishes: Record<string, Dish>; deliveries: Day[] }

function call(method: string, path: string, auth: Record<string, string>, body?: unknown, headers: Record<string, string> = {}) {
	return app.request(`/client/api/v1${path}`, {
		method,
		headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...auth, ...headers },
		...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
	})
}

async function json<T = Json>(response: Response) {
	return (await response.json()) as T
}

let layla: { auth: Record<string, string>; customerId: number; plan: View }
let omar: { auth: Record<string, string>; customerId: number; plan: View }
let dubai: Area[]

async function customerWithPlan(name: string) {
	const { auth, customer } = await signedInCustomer(db, name)
	await payPlan(app, { auth, weeks: 2 })
	const list = await json<{ data: { id: string }[] }>(await call('GET', '/subscriptions', auth))
	expect(list.data).toHaveLength(1)
	const plan = (await json<{ data: View }>(await call('GET', `/subscriptions/${list.data[0]!.id}`, auth))).data
	return { auth, customerId: customer.id, plan }
}

const viewOf = async (who: typeof layla) => (await json<{ data: View }>(await call('GET', `/subscriptions/${who.plan.id}`, who.auth))).data

beforeAll(async () => {
	layla = await customerWithPlan('Layla')
	omar = await customerWithPlan('Omar')
	dubai = (await json<{ data: Area[] }>(await app.request('/client/api/v1/cities/1/areas'))).data.filter((area) => area.timings.length > 0)
})

describe('reading plans', () => {
	test('each customer lists and reads only their own plan; the other’s id and an unknown one are 404; no session is 401', async () => {
		expect(layla.plan).toMatchObject({ status: 'active', paid_days: 12, paused_days: 0 })
		expect(layla.plan.deliveries).toHaveLength(12)
		const response = await call('GET', `/subscriptions/${layla.plan.id}`, layla.auth)
		expect(response.headers.get('Cache-Control')).toBe('private, no-cache')
		expect((await call('GET', `/subscriptions/${omar.plan.id}`, layla.auth)).status).toBe(404)
		expect((await call('GET', `/subscriptions/${crypto.randomUUID()}`, layla.auth)).status).toBe(404)
		expect((await call('GET', '/subscriptions/not-a-uuid', layla.auth)).status).toBe(404)
		expect((await call('GET', '/subscriptions', {})).status).toBe(401)
	})

	test('each dish is named once, in `dishes`; the days refer to it by the code a swap sends', async () => {
		const { dishes, deliveries } = layla.plan
		const referred = new Set(deliveries.flatMap((day) => day.meals.map((meal) => meal.dish)))
		expect(referred.size).toBeGreaterThan(0)
		// Every dish a day names is described, and nothing else is.
		expect(Object.keys(dishes).sort()).toEqual([...referred].filter((code) => code !== null).sort())
		for (const dish of Object.values(dishes)) expect(dish).toEqual({ name: expect.any(String), description: expect.any(String), allergens: expect.any(Array), nutrition: expect.objectContaining({ kcal: expect.any(Number) }) })
		// Twelve days of the seeded menu repeat dishes: the answer does not.
		expect(deliveries.flatMap((day) => day.meals).length).toBeGreaterThan(Object.keys(dishes).length)
		// No per-day copies of what the plan or the dishes already say, and exactly what the OpenAPI document describes.
		const { Delivery, Subscription } = subscriptionSchemas
		expect(Object.keys(deliveries[0]!).sort()).toEqual(['address', 'changeable', 'date', 'id', 'meals', 'slot_name', 'state', 'updated_at'])
		expect(Object.keys(deliveries[0]!).sort()).toEqual(Object.keys(Delivery.properties).sort())
		expect(Object.keys(deliveries[0]!.meals[0]!).sort()).toEqual(Object.keys(Delivery.properties.meals.items.properties).sort())
		expect(Object.keys(layla.plan).sort()).toEqual(Object.keys(Subscription.properties).sort())
		expect(Object.keys(Object.values(dishes)[0]!).sort()).toEqual(Object.keys(Subscription.properties.dishes.additionalProperties.properties).sort())
	})
})

describe('pause and resume', () => {
	test('pausing a day moves it to the end and says so; resuming gives it back', async () => {
		const day = layla.plan.deliveries[3]!
		const paused = await call('POST', `/subscriptions/${layla.plan.id}/freeze`, layla.auth, { dates: [day.date] })
		expect(paused.status).toBe(200)
		const body = await json<{ data: { message: string; subscription: View } }>(paused)
		expect(body.data.message).toMatch(/^Paused: /)
		expect(body.data.subscription).toMatchObject({ paused_days: 1 })
		expect(body.data.subscription.last_delivery_date > layla.plan.last_delivery_date).toBe(true)
		expect(body.data.subscription.deliveries.find((one) => one.date === day.date)?.state).toBe('frozen')

		const resumed = await call('POST', `/subscriptions/${layla.plan.id}/unfreeze?locale=ru-ae`, layla.auth, { from: day.date, to: day.date })
		expect(resumed.status).toBe(200)
		const after = await json<{ data: { message: string; subscription: View } }>(resumed)
		expect(after.data.message).toMatch(/^Снято с паузы: /)
		expect(after.data.subscription).toMatchObject({ paused_days: 0, last_delivery_date: layla.plan.last_delivery_date })
	})

	test('bad input is a 400 field error in the request’s language; another customer’s plan is 404 and unchanged', async () => {
		const bad = await call('POST', `/subscriptions/${layla.plan.id}/freeze?locale=ar-ae`, layla.auth, { dates: ['2026-02-30'] })
		expect(bad.status).toBe(400)
		expect(await json(bad)).toMatchObject({ error: { code: 'invalid_input', fields: { dates: expect.stringMatching(/[\u0600-\u06FF]/) } } })
		expect((await call('POST', `/subscriptions/${layla.plan.id}/freeze`, layla.auth, { from: '2026-12-10', to: '2026-12-01' })).status).toBe(400)
		expect((await call('POST', `/subscriptions/${layla.plan.id}/freeze`, layla.auth, '[1]')).status).toBe(400)
		expect((await call('POST', `/subscriptions/${layla.plan.id}/freeze`, layla.auth, 'dates=x', { 'Content-Type': 'text/plain' })).status).toBe(415)

		const theirs = omar.plan.deliveries[2]!.date
		expect((await call('POST', `/subscriptions/${omar.plan.id}/freeze`, layla.auth, { dates: [theirs] })).status).toBe(404)
		expect((await call('POST', `/subscriptions/not-a-uuid/unfreeze`, layla.auth, { dates: [theirs] })).status).toBe(404)
		expect((await viewOf(omar)).paused_days).toBe(0)
	})

	test('a date the plan does not deliver on is 422 (the cut-off and the limits: tests/integration/schedule/schedule-changes.test.ts)', async () => {
		const notADay = await call('POST', `/subscriptions/${layla.plan.id}/freeze`, layla.auth, { dates: ['2030-01-01'] })
		expect(notADay.status).toBe(422)
		expect(await json(notADay)).toMatchObject({ error: { code: 'not_a_delivery_day', message: expect.stringContaining('is not a delivery day of your plan') } })
	})

	test('two tabs pausing the same day at once: one 200, the others 409 with a clear sentence', async () => {
		const day = omar.plan.deliveries[5]!.date
		const responses = await Promise.all(Array.from({ length: 5 }, () => call('POST', `/subscriptions/${omar.plan.id}/freeze`, omar.auth, { dates: [day] })))
		expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409])
		const refused = await json<{ error: { code: string; message: string } }>(responses.find((response) => response.status === 409)!)
		expect(refused.error).toMatchObject({ code: 'already_paused', message: expect.stringContaining('is already paused') })
		expect((await viewOf(omar)).paused_days).toBe(1)
	})

	test('a cross-site request is refused before anything happens', async () => {
		const response = await call('POST', `/subscriptions/${layla.plan.id}/freeze`, layla.auth, { dates: [layla.plan.deliveries[1]!.date] }, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })
		expect(response.status).toBe(403)
		expect((await viewOf(layla)).paused_days).toBe(0)
	})
})

describe('PATCH /deliveries/{id}', () => {
	test('a slot for one day, then a new address from that date on', async () => {
		const day = layla.plan.deliveries[2]!
		const area = dubai.find((one) => one.id === day.address.area_id)!
		const slot = area.timings.at(-1)!
		const one = await call('PATCH', `/deliveries/${day.id}`, layla.auth, { area_timing_id: slot.id, updated_at: day.updated_at })
		expect(one.status).toBe(200)
		expect(await json(one)).toMatchObject({ data: { delivery: { id: day.id, address: { area_timing_id: slot.id, slot: slot.slot } } } })

		const other = dubai.find((one2) => one2.id !== day.address.area_id)!
		const address = { type: 'Work', city_id: 1, area_id: other.id, area_timing_id: other.timings[0]!.id, flat_number: '9', building_name: 'Gate Avenue' }
		const from = await call('PATCH', `/deliveries/${layla.plan.deliveries[6]!.id}?locale=ar-ae`, layla.auth, { address, from_this_date_on: true })
		expect(from.status).toBe(200)
		expect((await json<{ data: { message: string } }>(from)).data.message).toMatch(/[\u0600-\u06FF]/)
		const view = await viewOf(layla)
		expect(view.deliveries.slice(6).every((one2) => one2.address.building_name === 'Gate Avenue')).toBe(true)
		expect(view.deliveries[5]!.address.building_name).toBe('Marina Heights')
	})

	test('a stale updated_at is 409 changed_meanwhile; bad fields are 400; nothing to change is 400; another customer’s day is 404', async () => {
		const day = (await viewOf(layla)).deliveries[1]!
		const stale = new Date(Date.parse(day.updated_at) - 1_000).toISOString()
		const conflict = await call('PATCH', `/deliveries/${day.id}`, layla.auth, { area_timing_id: day.address.area_timing_id, updated_at: stale })
		expect(conflict.status).toBe(409)
		expect(await json(conflict)).toMatchObject({ error: { code: 'changed_meanwhile' } })
		const bad = await call('PATCH', `/deliveries/${day.id}`, layla.auth, { address: { city_id: 1 } })
		expect(bad.status).toBe(400)
		expect(Object.keys((await json<{ error: { fields: Json } }>(bad)).error.fields)).toEqual(expect.arrayContaining(['flat_number', 'building_name']))
		expect((await call('PATCH', `/deliveries/${day.id}`, layla.auth, {})).status).toBe(400)
		expect((await call('PATCH', `/deliveries/${day.id}`, layla.auth, { area_timing_id: 'x', from_this_date_on: 'yes' })).status).toBe(400)
		const theirs = omar.plan.deliveries[0]!
		expect((await call('PATCH', `/deliveries/${theirs.id}`, layla.auth, { area_timing_id: theirs.address.area_timing_id })).status).toBe(404)
		expect((await call('PATCH', `/deliveries/nope`, layla.auth, { area_timing_id: theirs.address.area_timing_id })).status).toBe(404)
	})

	test('a swapped dish comes back with its description in `dishes`, and the plan shows it at once (the menus are cached, the choices are not)', async () => {
		const before = await viewOf(layla)
		const day = before.deliveries.filter((one) => one.changeable && one.state === 'scheduled').at(-1)!
		const options = await mealOptionsForDelivery(db, { deliveryId: day.id, chooser: { kind: 'customer', customerId: layla.customerId }, locale: 'en', now: new Date() })
		const option = options!.options.find((meal) => meal.offered.length > 1)!
		const alternative = option.offered.find((dish) => dish.code !== option.standard?.code)!
		const swapped = await call('PATCH', `/deliveries/${day.id}`, layla.auth, { meals: [{ meal: option.meal, course: option.course, dish: alternative.code }] })
		expect(swapped.status).toBe(200)
		const { data } = await json<{ data: { delivery: Day; dishes: Record<string, Dish> } }>(swapped)
		expect(data.delivery.meals).toContainEqual({ meal: option.meal, course: option.course, dish: alternative.code, chosen_by: 'customer' })
		// The answer names exactly the day's dishes.
		expect(Object.keys(data.dishes).sort()).toEqual(data.delivery.meals.flatMap((meal) => meal.dish ?? []).sort())
		expect(data.dishes[alternative.code]).toMatchObject({ name: alternative.name, nutrition: { kcal: alternative.nutrition!.kcal } })
		const after = await viewOf(layla)
		expect(after.deliveries.find((one) => one.id === day.id)!.meals).toContainEqual({ meal: option.meal, course: option.course, dish: alternative.code, chosen_by: 'customer' })
		expect(after.dishes[alternative.code]?.name).toBe(alternative.name)
	})

	test('dishes go to the menus service: a dish not on the day’s menu is 422 with its sentence, and nothing else of the request is kept', async () => {
		const day = (await viewOf(layla)).deliveries[4]!
		const other = dubai.find((one) => one.id !== day.address.area_id)!
		const response = await call('PATCH', `/deliveries/${day.id}`, layla.auth, {
			area_timing_id: dubai.find((one) => one.id === day.address.area_id)!.timings[0]!.id,
			meals: [{ meal: 'lunch', dish: 'no-such-dish' }],
		})
		expect(response.status).toBe(422)
		expect(await json(response)).toMatchObject({ error: { code: 'dish_not_offered', message: expect.any(String) } })
		// The slot change of the same request was rolled back with it.
		expect((await viewOf(layla)).deliveries[4]).toEqual(day)
		expect(other.id).not.toBe(day.address.area_id)
	})
})

