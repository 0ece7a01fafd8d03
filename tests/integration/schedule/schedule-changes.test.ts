/**
 * The schedule's services (issue 17 items 3 and 4): pausing and resuming days, and one day's (or
 * every later day's) address or slot. Two customers throughout — neither reaches the other's plan
 * or days — and bursts of parallel requests: one of several pauses of the same day wins, and
 * many pauses at once never go past the plan's limit. The database's deferred check (no paid day
 * lost) holds after every change.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '../../../domain/delivery-schedule.ts'
import type { Area } from '../../../server/db/queries/delivery.ts'
import { customers, deliveries, outbox, subscriptions } from '../../../server/db/schema.ts'
import { SCHEDULE_EMAILS } from '../../../content/emails/schedule-emails.ts'
import { changeDeliveryAddressOrSlot } from '../../../server/schedule/change-delivery.ts'
import { freezeDays, unfreezeDays } from '../../../server/schedule/pause-days.ts'
import { createTestDatabase } from '../support/database.ts'
import { createCheckoutTestApp } from '../support/checkout.ts'
import { payPlan, planOfOrder, signedInCustomer } from '../support/plans.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)

type Plan = { customer: { id: number }; subscription: typeof subscriptions.$inferSelect; days: (typeof deliveries.$inferSelect)[] }

async function daysOf(subscriptionId: number) {
	return db.select().from(deliveries).where(eq(deliveries.subscriptionId, subscriptionId)).orderBy(asc(deliveries.date), asc(deliveries.id))
}

async function livingCount(subscriptionId: number) {
	const [row] = await db
		.select({ count: sql<number>`count(*)::int` })
		.from(deliveries)
		.where(and(eq(deliveries.subscriptionId, subscriptionId), ne(deliveries.state, 'frozen')))
	return row!.count
}

const now = () => new Date()

let layla: Plan
let omar: Plan
let dubai: Area[]
beforeAll(async () => {
	const first = await signedInCustomer(db, 'Layla')
	const second = await signedInCustomer(db, 'Omar')
	const plan = async (customer: typeof first) => {
		const { subscription, days } = await planOfOrder(db, (await payPlan(app, { auth: customer.auth, weeks: 2 })).id)
		return { customer: customer.customer, subscription: subscription!, days }
	}
	layla = await plan(first)
	omar = await plan(second)
	const response = await app.request('/client/api/v1/cities/1/areas')
	dubai = ((await response.json()) as { data: Area[] }).data.filter((area) => area.timings.length > 0)
})

const request = (plan: Plan, dates: string[], at = now()) => ({
	subscriptionId: plan.subscription.publicId,
	customerId: plan.customer.id,
	selection: { dates },
	now: at,
})

describe('pause and resume', () => {
	test('a paused day stays as paused and one day is added after the last; resuming gives it back and takes that day away', async () => {
		const before = await daysOf(layla.subscription.id)
		const day = before[2]!.date
		const last = before.at(-1)!.date
		const paused = await freezeDays(db, request(layla, [day]))
		expect(paused).toMatchObject({ status: 'changed', paused: [day] })
		const added = paused.status === 'changed' ? paused.added : []
		expect(added).toHaveLength(1)
		expect(added[0]! > last).toBe(true)

		const during = await daysOf(layla.subscription.id)
		expect(during).toHaveLength(before.length + 1)
		expect(during.find((row) => row.date === day)?.state).toBe('frozen')
		expect(during.at(-1)).toMatchObject({ date: added[0], state: 'scheduled', address: before.at(-1)!.address, areaTimingId: before.at(-1)!.areaTimingId })
		expect(await livingCount(layla.subscription.id)).toBe(layla.subscription.paidDays)

		expect(await unfreezeDays(db, request(layla, [day]))).toMatchObject({ status: 'changed', resumed: [day], removed: added })
		const after = await daysOf(layla.subscription.id)
		expect(after.map((row) => [row.date, row.state])).toEqual(before.map((row) => [row.date, row.state]))
	})

	test('a range pauses every scheduled day within it', async () => {
		const days = await daysOf(layla.subscription.id)
		const from = days[3]!.date
		const to = days[5]!.date
		const paused = await freezeDays(db, { ...request(layla, []), selection: { from, to } })
		expect(paused).toMatchObject({ status: 'changed', paused: [days[3]!.date, days[4]!.date, days[5]!.date] })
		expect(await unfreezeDays(db, { ...request(layla, []), selection: { from, to } })).toMatchObject({ status: 'changed' })
		expect(await livingCount(layla.subscription.id)).toBe(layla.subscription.paidDays)
	})

	test("another customer's plan answers not-found, exactly like an unknown one, and nothing changes", async () => {
		const theirs = await daysOf(omar.subscription.id)
		const asLayla = { subscriptionId: omar.subscription.publicId, customerId: layla.customer.id, selection: { dates: [theirs[1]!.date] }, now: now() }
		expect(await freezeDays(db, asLayla)).toEqual({ status: 'not-found' })
		expect(await unfreezeDays(db, asLayla)).toEqual({ status: 'not-found' })
		expect(await freezeDays(db, { ...asLayla, subscriptionId: crypto.randomUUID() })).toEqual({ status: 'not-found' })
		expect((await daysOf(omar.subscription.id)).map((row) => row.state)).toEqual(theirs.map((row) => row.state))
	})

	test('a day past the cut-off is refused on the server, with the first day that can still change', async () => {
		const first = layla.days[0]!.date
		// At 13:00 (UAE) the day before the first delivery: the kitchen has it.
		const late = new Date(`${addDays(first, -1)}T13:00:00+04:00`)
		expect(await freezeDays(db, request(layla, [first], late))).toEqual({
			status: 'refused',
			problem: { code: 'too-late', date: first, firstChangeableDate: addDays(first, 2) },
		})
	})

	test('two tabs pausing the same day at once: exactly one wins, the others are told it is paused already', async () => {
		const day = (await daysOf(omar.subscription.id))[4]!.date
		const results = await Promise.all(Array.from({ length: 6 }, () => freezeDays(db, request(omar, [day]))))
		expect(results.filter((result) => result.status === 'changed')).toHaveLength(1)
		expect(results.filter((result) => result.status === 'refused' && result.problem.code === 'already-paused')).toHaveLength(5)
		const rows = await daysOf(omar.subscription.id)
		expect(rows.filter((row) => row.state === 'frozen').map((row) => row.date)).toEqual([day])
		expect(rows).toHaveLength(omar.subscription.paidDays + 1)
		await unfreezeDays(db, request(omar, [day]))
	})

	test('many pauses at once never go past the limit of paused days', async () => {
		await db.update(subscriptions).set({ rules: { ...omar.subscription.rules, maxFrozenDays: 3 } }).where(eq(subscriptions.id, omar.subscription.id))
		const days = (await daysOf(omar.subscription.id)).slice(1, 9).map((row) => row.date)
		const results = await Promise.all(days.map((day) => freezeDays(db, request(omar, [day]))))
		expect(results.filter((result) => result.status === 'changed')).toHaveLength(3)
		for (const result of results.filter((one) => one.status === 'refused')) {
			expect(result).toMatchObject({ problem: { code: 'over-limit', maxFrozenDays: 3, remaining: 0 } })
		}
		const rows = await daysOf(omar.subscription.id)
		expect(rows.filter((row) => row.state === 'frozen')).toHaveLength(3)
		expect(await livingCount(omar.subscription.id)).toBe(omar.subscription.paidDays)
		// The limit also says how many are left: none now. Asked of a day the burst left scheduled
		// (which three won is the race's choice; a day already paused gets another answer).
		const stillScheduled = days.find((day) => rows.some((row) => row.date === day && row.state === 'scheduled'))!
		const more = await freezeDays(db, request(omar, [stillScheduled]))
		expect(more.status === 'refused' && more.problem.code === 'over-limit' ? more.problem.remaining : null).toBe(0)
	})
})

describe('e-mails', () => {
	test('a pause, a resume and an address change each queue one e-mail in the customer’s language, with the change', async () => {
		const { customer, auth } = await signedInCustomer(db, 'Nadia')
		await db.update(customers).set({ locale: 'ar-ae' }).where(eq(customers.id, customer.id))
		const { subscription, days } = await planOfOrder(db, (await payPlan(app, { auth })).id)
		const plan = { customer, subscription: subscription!, days }
		const mails = async () => db.select().from(outbox).where(eq(outbox.to, customer.email!)).orderBy(asc(outbox.id))
		const before = (await mails()).length
		expect(await freezeDays(db, request(plan, [days[1]!.date]))).toMatchObject({ status: 'changed', mailIds: [expect.any(Number)] })
		expect(await unfreezeDays(db, request(plan, [days[1]!.date]))).toMatchObject({ status: 'changed', mailIds: [expect.any(Number)] })
		await changeDeliveryAddressOrSlot(db, { deliveryId: days[2]!.publicId, customerId: customer.id, change: { areaTimingId: days[2]!.areaTimingId }, fromThisDateOn: true, locale: 'en', now: now() })
		const queued = (await mails()).slice(before)
		expect(queued.map((mail) => mail.subject)).toEqual([SCHEDULE_EMAILS['ar-ae'].paused.subject, SCHEDULE_EMAILS['ar-ae'].resumed.subject, SCHEDULE_EMAILS['ar-ae'].moved.subject])
		// A refused change queues nothing.
		await freezeDays(db, request(plan, ['2030-01-01']))
		expect(await mails()).toHaveLength(before + 3)
	})
})

describe("one day's address or slot", () => {
	test('a new address for one day changes that day only; "from this date on" changes it and every later day', async () => {
		const rows = await daysOf(layla.subscription.id)
		const area = dubai.find((one) => one.id !== rows[0]!.address.area_id) ?? dubai[0]!
		const address = {
			type: 'Work' as const,
			city_id: 1,
			area_id: area.id,
			area_timing_id: area.timings[0]!.id,
			flat_number: '7',
			building_name: 'Office Tower',
			street: '',
			landmark: '',
			notes: '',
			custom_delivery_instructions: 'Reception desk',
		}
		const one = await changeDeliveryAddressOrSlot(db, {
			deliveryId: rows[6]!.publicId,
			customerId: layla.customer.id,
			change: { address },
			fromThisDateOn: false,
			locale: 'en',
			now: now(),
		})
		expect(one).toMatchObject({ status: 'changed', dates: [rows[6]!.date], address: { area_id: area.id, area_name: area.name, building_name: 'Office Tower', slot: area.timings[0]!.slot } })
		const after = await daysOf(layla.subscription.id)
		expect(after[6]).toMatchObject({ areaTimingId: area.timings[0]!.id, address: { building_name: 'Office Tower' } })
		expect(after[5]!.address).toEqual(rows[5]!.address)
		expect(after[7]!.address).toEqual(rows[7]!.address)

		const from = await changeDeliveryAddressOrSlot(db, {
			deliveryId: rows[8]!.publicId,
			customerId: layla.customer.id,
			change: { address },
			fromThisDateOn: true,
			locale: 'en',
			now: now(),
		})
		expect(from.status === 'changed' && from.dates).toEqual(rows.slice(8).map((row) => row.date))
		const later = await daysOf(layla.subscription.id)
		for (const row of later.slice(8)) expect(row.address.building_name).toBe('Office Tower')
		expect(later[7]!.address).toEqual(rows[7]!.address)
	})

	test("a slot alone must run in the day's area; a closed slot is a field error", async () => {
		const rows = await daysOf(layla.subscription.id)
		const day = rows[1]!
		const own = dubai.find((area) => area.id === day.address.area_id)!
		const other = dubai.find((area) => area.id !== day.address.area_id)!
		const slot = own.timings.at(-1)!
		expect(
			await changeDeliveryAddressOrSlot(db, { deliveryId: day.publicId, customerId: layla.customer.id, change: { areaTimingId: slot.id }, fromThisDateOn: false, locale: 'en', now: now() }),
		).toMatchObject({ status: 'changed', address: { area_timing_id: slot.id, slot: slot.slot, building_name: day.address.building_name } })
		expect(
			await changeDeliveryAddressOrSlot(db, { deliveryId: day.publicId, customerId: layla.customer.id, change: { areaTimingId: other.timings[0]!.id }, fromThisDateOn: false, locale: 'ar-ae', now: now() }),
		).toMatchObject({ status: 'invalid', fields: { area_timing_id: expect.stringMatching(/[\u0600-\u06FF]/) } })
	})

	test("another customer's day answers not-found; a day changed since it was shown is a conflict; a day past the cut-off is refused", async () => {
		const theirs = (await daysOf(omar.subscription.id))[0]!
		const slot = { areaTimingId: theirs.areaTimingId }
		expect(await changeDeliveryAddressOrSlot(db, { deliveryId: theirs.publicId, customerId: layla.customer.id, change: slot, fromThisDateOn: true, locale: 'en', now: now() })).toEqual({
			status: 'not-found',
		})
		expect((await daysOf(omar.subscription.id))[0]).toEqual(theirs)

		const mine = (await daysOf(layla.subscription.id))[2]!
		const stale = new Date(mine.updatedAt.getTime() - 60_000)
		expect(
			await changeDeliveryAddressOrSlot(db, { deliveryId: mine.publicId, customerId: layla.customer.id, change: { areaTimingId: mine.areaTimingId }, fromThisDateOn: false, seenUpdatedAt: stale, locale: 'en', now: now() }),
		).toEqual({ status: 'conflict' })
		const late = new Date(`${mine.date}T08:00:00+04:00`)
		expect(
			await changeDeliveryAddressOrSlot(db, { deliveryId: mine.publicId, customerId: layla.customer.id, change: { areaTimingId: mine.areaTimingId }, fromThisDateOn: false, locale: 'en', now: late }),
		).toMatchObject({ status: 'refused', problem: { code: 'too-late' } })
	})
})
