/**
 * The weekly delivery preferences reach running plans (issue 17 item 4): saving them moves every
 * delivery day still before its cut-off on a weekday with a preference to that address and slot;
 * days past the cut-off and other weekdays keep theirs.
 */
import { asc, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { addDays, weekdayOf } from '../../../domain/delivery-schedule.ts'
import { preferredWeekdays, saveDeliveryPreferences } from '../../../server/accounts/delivery-preferences.ts'
import type { Area } from '../../../server/db/queries/delivery.ts'
import { customerAddresses, deliveries, subscriptions } from '../../../server/db/schema.ts'
import { createTestDatabase } from '../support/database.ts'
import { createCheckoutTestApp } from '../support/checkout.ts'
import { payPlan, planOfOrder, signedInCustomer } from '../support/plans.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)

describe('weekly delivery preferences', () => {
	test("saving them moves the plan's changeable days on those weekdays, and only those", async () => {
		const { customer, auth } = await signedInCustomer(db, 'Huda')
		const { subscription, days } = await planOfOrder(db, (await payPlan(app, { auth, weeks: 2 })).id)
		const areas = ((await (await app.request('/client/api/v1/cities/1/areas')).json()) as { data: Area[] }).data.filter((area) => area.timings.length > 0)
		const area = areas.find((one) => one.id !== days[0]!.address.area_id)!
		const [office] = await db
			.insert(customerAddresses)
			.values({ customerId: customer.id, type: 'Work', cityId: 1, areaId: area.id, areaTimingId: area.timings[0]!.id, flatNumber: '3', buildingName: 'Office Park' })
			.returning()
		// Past noon two days before the plan's second day: that day is the kitchen's already, the same weekday a week later is not.
		const kitchens = days[1]!.date
		const now = new Date(`${addDays(kitchens, -2)}T13:00:00+04:00`)
		const weekday = weekdayOf(kitchens)
		const saved = await saveDeliveryPreferences(db, customer.id, { client_delivery_preferences: [{ weekday, address_id: office!.id, area_timing_id: area.timings[0]!.id }] }, 'en', now)
		expect(saved.status).toBe('saved')

		const after = await db.select().from(deliveries).where(eq(deliveries.subscriptionId, subscription!.id)).orderBy(asc(deliveries.date))
		for (const [index, day] of after.entries()) {
			const moved = weekdayOf(day.date) === weekday && day.date > kitchens
			expect(day.address.building_name, day.date).toBe(moved ? 'Office Park' : days[index]!.address.building_name)
			if (moved) expect(day).toMatchObject({ areaTimingId: area.timings[0]!.id, address: { area_id: area.id, area_name: area.name, slot: area.timings[0]!.slot } })
		}
		// One day moved (a week later); the day on that weekday past its cut-off did not.
		expect(after.filter((day) => day.address.building_name === 'Office Park').map((day) => day.date)).toEqual([addDays(kitchens, 7)])
		expect(after.find((day) => day.date === kitchens)?.address.building_name).toBe(days[1]!.address.building_name)
	})
})

describe('the weekdays the account offers for preferences', () => {
	test("1 … the running plan's days a week, Sunday written 0; every weekday without a running plan", async () => {
		const { customer, auth } = await signedInCustomer(db, 'Omar')
		// Before: all seven weekdays whatever the plan, so a 5-day plan was offered its weekend.
		expect(await preferredWeekdays(db, customer.id)).toEqual([1, 2, 3, 4, 5, 6, 0])
		const { subscription } = await planOfOrder(db, (await payPlan(app, { auth })).id)
		expect(await preferredWeekdays(db, customer.id)).toEqual([1, 2, 3, 4, 5, 6])
		await db.update(subscriptions).set({ daysPerWeek: 5 }).where(eq(subscriptions.id, subscription!.id))
		expect(await preferredWeekdays(db, customer.id)).toEqual([1, 2, 3, 4, 5])
		// A plan that has ended no longer counts.
		await db.update(subscriptions).set({ status: 'finished' }).where(eq(subscriptions.id, subscription!.id))
		expect(await preferredWeekdays(db, customer.id)).toEqual([1, 2, 3, 4, 5, 6, 0])
	})
})
