/**
 * Issue 19's operations figures for `npm run bench`: a day with 1,000 active subscriptions
 * written straight into the bench server's database (the same tables payment writes, decision
 * 012), and an owner signed in to the console, so the production sheet and the manifest of that
 * day can be measured as the kitchen and dispatch open them.
 *
 * The data set: 1,000 orders and plans of the seeded plans' first variants, each delivering on
 * the day and the next, spread over every area timing; one in ten declares an allergy (milk or
 * eggs), one in ten swapped a meal of the day, one in twenty holds a bag (a deposit paid), one in
 * twenty paused the day (its paid day moved to the end).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { generate } from 'otplib'
import { INITIAL_SCHEDULE_RULES } from '../content/schedule-rules.ts'
import { addDays } from '../domain/delivery-schedule.ts'
import type { OrderDeliveryAddress, OrderPriceSnapshot } from '../domain/order.ts'
import { COMMAND_LINE_LINK_HOURS, completeEnrolment, createStaffMember, openEnrolment } from '../server/console/staff-accounts.ts'
import { createStaffSessions, STAFF_COOKIE } from '../server/console/staff-sessions.ts'
import { totpSecretBox } from '../server/console/totp-secrets.ts'
import { loadInstallationSecrets } from '../server/secrets/installation-secrets.ts'
import { createDatabase } from '../server/db/client.ts'
import { areaTimings, bagMovements, deliveries, deliveryMeals, orders, planVariants, subscriptions, weeklyMenuItems, weeklyMenus } from '../server/db/schema.ts'

export const OPERATIONS_PLANS = 1_000

/** The bench server's database (its embedded PostgreSQL, password in its data folder). */
function databaseOf(dataDir: string, dbPort: number) {
	const password = readFileSync(join(dataDir, '.db-password'), 'utf8').trim()
	return createDatabase(`postgres://postgres:${password}@127.0.0.1:${dbPort}/kcal`)
}

/** Writes the day's 1,000 plans and signs an owner in; resolves to the console cookie. */
export async function seedOperationsDay(dataDir: string, dbPort: number, date: string): Promise<{ cookie: string }> {
	const { db, pool } = databaseOf(dataDir, dbPort)
	try {
		const variants = await db.select().from(planVariants)
		const timings = await db.select().from(areaTimings).where(eq(areaTimings.isActive, true))
		// A swap must name a dish of the day's menu: the first alternative of any published menu item of the plan.
		const alternatives = await db
			.select({ planId: weeklyMenus.planId, meal: weeklyMenuItems.meal, course: weeklyMenuItems.course, dishId: weeklyMenuItems.dishId })
			.from(weeklyMenuItems)
			.innerJoin(weeklyMenus, eq(weeklyMenus.id, weeklyMenuItems.menuId))
			.where(eq(weeklyMenuItems.isDefault, false))
		const now = new Date()
		await db.transaction(async (tx) => {
			const orderRows = await tx
				.insert(orders)
				.values(
					Array.from({ length: OPERATIONS_PLANS }, (_, index) => {
						const variant = variants[index % variants.length]!
						const timing = timings[index % timings.length]!
						const address: OrderDeliveryAddress = {
							type: 'Home',
							city_id: 1,
							city_name: 'Dubai',
							area_id: timing.areaId,
							area_name: '',
							area_timing_id: timing.id,
							slot: timing.slot,
							flat_number: String(100 + index),
							building_name: `Bench Tower ${index % 40}`,
							street: 'Bench Street',
							landmark: '',
							notes: '',
							custom_delivery_instructions: index % 7 === 0 ? 'Leave with the concierge' : '',
							latitude: 25 + (index % 100) / 1000,
							longitude: 55 + (index % 100) / 1000,
						}
						const email = `bench-ops-${index}@example.com`
						return {
							status: 'paid',
							paidAt: now,
							invoiceNumber: 900_000 + index,
							locale: 'en',
							email,
							customerKey: email,
							firstName: `Bench${index}`,
							lastName: 'Customer',
							mobileNumber: `+97150${String(1_000_000 + index)}`,
							planId: variant.planId,
							planVariantId: variant.id,
							planSlug: 'bench',
							planName: 'Bench',
							size: variant.size,
							daysPerWeek: 7,
							weeks: 1,
							startDate: date,
							deliveryAddress: address,
							areaTimingId: timing.id,
							price: { total: 100_000, bag_deposit: index % 20 === 0 ? 10_000 : 0 } as OrderPriceSnapshot,
							totalFils: 100_000,
							vatFils: 4_762,
						}
					}),
				)
				.returning({ id: orders.id, planId: orders.planId, planVariantId: orders.planVariantId, size: orders.size, address: orders.deliveryAddress, areaTimingId: orders.areaTimingId, customerKey: orders.customerKey })
			const plans = await tx
				.insert(subscriptions)
				.values(
					orderRows.map((order, index) => ({
						customerKey: order.customerKey,
						planId: order.planId,
						planVariantId: order.planVariantId,
						size: order.size,
						daysPerWeek: 7,
						allergies: index % 10 === 3 ? ['milk'] : index % 10 === 7 ? ['eggs'] : [],
						paidDays: 2,
						rules: INITIAL_SCHEDULE_RULES,
						finishBy: addDays(date, 30),
					})),
				)
				.returning({ id: subscriptions.id })
			const days = await tx
				.insert(deliveries)
				.values(
					orderRows.flatMap((order, index) => {
						const paused = index % 20 === 11
						const day = (at: string, state: string) => ({ subscriptionId: plans[index]!.id, orderId: order.id, date: at, state, address: order.address, areaTimingId: order.areaTimingId })
						return paused ? [day(date, 'frozen'), day(addDays(date, 1), 'scheduled'), day(addDays(date, 2), 'scheduled')] : [day(date, 'scheduled'), day(addDays(date, 1), 'scheduled')]
					}),
				)
				.returning({ id: deliveries.id, subscriptionId: deliveries.subscriptionId, date: deliveries.date, state: deliveries.state })
			const swaps = days.flatMap((day, index) => {
				if (day.date !== date || day.state !== 'scheduled' || index % 10 !== 5) return []
				const orderIndex = plans.findIndex((plan) => plan.id === day.subscriptionId)
				const swap = alternatives.find((item) => item.planId === orderRows[orderIndex]!.planId)
				return swap ? [{ deliveryId: day.id, meal: swap.meal, course: swap.course, dishId: swap.dishId, chosenBy: 'customer' }] : []
			})
			if (swaps.length > 0) await tx.insert(deliveryMeals).values(swaps)
			const bags = orderRows.filter((_, index) => index % 20 === 0).map((order) => ({ customerKey: order.customerKey, orderId: order.id, kind: 'delivered' }))
			if (bags.length > 0) await tx.insert(bagMovements).values(bags)
		})

		// An owner, enrolled with a code computed here, as `npm run staff:create` and the enrolment page make one.
		const created = await db.transaction((tx) =>
			createStaffMember(tx, { email: `bench-owner-${Date.now()}@example.com`, name: 'Bench Owner', role: 'owner', locale: 'en' }, 'command-line', { now, linkHours: COMMAND_LINE_LINK_HOURS }),
		)
		if (!created) throw new Error('could not make the bench owner')
		// Sealed with the key the bench server made for its installation (it runs without SIGNING_SECRET).
		const totpSecrets = totpSecretBox(await loadInstallationSecrets(db, { signingSecrets: undefined, paymentsMode: 'sandbox' }))
		const open = await openEnrolment({ db, totpSecrets }, created.token, now)
		if (!open) throw new Error('the bench owner’s enrolment link does not open')
		const code = await generate({ secret: open.secret, epoch: Math.floor(now.getTime() / 1000) })
		const enrolled = await completeEnrolment({ db, totpSecrets }, created.token, { password: 'copper-harbour-violet-58', code }, now)
		if (enrolled.status !== 'enrolled') throw new Error(`bench owner enrolment: ${enrolled.status}`)
		const token = await createStaffSessions(db, () => new Date()).create(created.id, 'bench')
		return { cookie: `${STAFF_COOKIE}=${token}` }
	} finally {
		await pool.end()
	}
}
