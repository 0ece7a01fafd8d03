/**
 * The drivers' manifest and dispatch's two reports (issue 19 item 4) on real rows: the stops of
 * a date with address, pin, phone, instructions and bags; the CSV; a bag collected releases its
 * deposit refund once even when tapped ten times at once; a failed delivery is a failed day on
 * the customer's calendar and stays a paid day.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { collectBag, markDeliveryFailed } from '../../../server/console/dispatch/dispatch-actions.ts'
import { readManifest } from '../../../server/console/dispatch/manifest-data.ts'
import type { SignedInStaff } from '../../../server/console/staff-sessions.ts'
import { bagMovements, deliveries, payments, refunds, staffAuditLog } from '../../../server/db/schema.ts'
import { manifestCsv } from '../../../domain/dispatch/manifest.ts'
import { createTestDatabase } from '../support/database.ts'
import { insertCustomerPlan, SHEET_DATE } from '../support/operations.ts'
import { enrolledStaff } from '../support/staff.ts'

const { db } = await createTestDatabase()

/** Tuesday 8 December 2026, 18:00 in the UAE: the day's deliveries have been out. */
const ON_THE_DAY = new Date('2026-12-08T14:00:00Z')
const DEPOSIT = 10_000

let driver: SignedInStaff
let plans: Record<string, Awaited<ReturnType<typeof insertCustomerPlan>>>

const dayOf = (name: string, date = SHEET_DATE) => plans[name]!.plan.days.find((day) => day.date === date)!

beforeAll(async () => {
	const staff = await enrolledStaff(db, 'dispatch')
	driver = { id: staff.id, email: staff.email, name: 'Driver', role: 'dispatch', locale: 'en', sessionId: 'test' }
	plans = {
		// First day of a plan with a deposit: a bag goes out; later days follow.
		starter: await insertCustomerPlan(db, { name: 'Sara Starter', depositFils: DEPOSIT, days: [{ date: SHEET_DATE }, { date: '2026-12-09' }] }),
		// Last day of a plan with a bag: it comes back.
		finisher: await insertCustomerPlan(db, {
			name: 'Omar Finisher',
			depositFils: DEPOSIT,
			days: [{ date: '2026-12-07', state: 'delivered' }, { date: SHEET_DATE }],
			address: { custom_delivery_instructions: '=HYPERLINK("http://evil.example","call")', latitude: null, longitude: null },
		}),
		// Nobody home today.
		absent: await insertCustomerPlan(db, { name: 'Nadia Absent', days: [{ date: SHEET_DATE }, { date: '2026-12-09' }] }),
		paused: await insertCustomerPlan(db, { name: 'Paul Paused', days: [{ date: SHEET_DATE, state: 'frozen' }, { date: '2026-12-09' }] }),
	}
})

describe('the manifest of a date', () => {
	test('lists each live delivery with its address, pin, phone, instructions and bags', async () => {
		const stops = await readManifest(db, SHEET_DATE, 'en')
		const byName = Object.fromEntries(stops.map((stop) => [stop.customerName, stop]))
		expect(Object.keys(byName).toSorted()).toEqual(['Nadia Absent', 'Omar Finisher', 'Sara Starter'])
		expect(byName['Sara Starter']).toMatchObject({ bagsToDeliver: 1, bagsToCollect: 0, building: 'Marina Heights', flat: '1204', latitude: 25.08, state: 'scheduled' })
		expect(byName['Sara Starter']!.phone).toMatch(/^\+9715/)
		expect(byName['Omar Finisher']).toMatchObject({ bagsToDeliver: 0, bagsToCollect: 1, latitude: null })
		expect(byName['Nadia Absent']).toMatchObject({ bagsToDeliver: 0, bagsToCollect: 0, instructions: 'Call on arrival' })
		expect(byName['Nadia Absent']!.emirate).not.toBe('')
		expect(byName['Nadia Absent']!.area).not.toBe('')
	})

	test('the CSV has a row per stop and no cell a spreadsheet would run', async () => {
		const csv = manifestCsv(SHEET_DATE, await readManifest(db, SHEET_DATE, 'en'))
		const rows = csv.trimEnd().split('\r\n')
		expect(rows).toHaveLength(4)
		expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""call"")"`)
		expect(csv).not.toMatch(/(^|,)"[=+@-](?!\d)/m)
	})
})

describe('a bag collected', () => {
	test('ten taps at once: one collection, one deposit refund (pending for the gateway), one audit row', async () => {
		const delivery = dayOf('finisher')
		const results = await Promise.all(Array.from({ length: 10 }, () => collectBag(db, { deliveryId: delivery.publicId, staff: driver, now: ON_THE_DAY })))
		expect(results.filter((result) => result.status === 'collected')).toHaveLength(1)
		expect(results.filter((result) => result.status === 'no-bag')).toHaveLength(9)

		const orderId = plans.finisher!.order.id
		expect(await db.select().from(bagMovements).where(eq(bagMovements.orderId, orderId))).toEqual([
			expect.objectContaining({ kind: 'delivered' }),
			expect.objectContaining({ kind: 'collected' }),
		])
		const given = await db.select().from(refunds).where(eq(refunds.orderId, orderId))
		expect(given).toEqual([expect.objectContaining({ reason: 'bag-deposit', amountFils: DEPOSIT, vatFils: 0, days: 0, state: 'pending' })])
		const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId))
		expect(payment!.refundedFils).toBe(DEPOSIT)
		expect(await db.$count(staffAuditLog, eq(staffAuditLog.action, 'dispatch.bag-collected'))).toBe(1)

		// The customer no longer holds a bag: the manifest has nothing more to collect.
		const stops = await readManifest(db, SHEET_DATE, 'en')
		expect(stops.find((stop) => stop.customerName === 'Omar Finisher')!.bagsToCollect).toBe(0)
	})

	test('from a customer holding no bag: refused, nothing written', async () => {
		const before = await db.$count(refunds)
		expect(await collectBag(db, { deliveryId: dayOf('absent').publicId, staff: driver, now: ON_THE_DAY })).toMatchObject({ status: 'no-bag' })
		expect(await db.$count(refunds)).toBe(before)
	})
})

describe('a delivery failed', () => {
	test('turns the day failed (still a paid day), audited; twice is refused', async () => {
		const delivery = dayOf('absent')
		expect(await markDeliveryFailed(db, { deliveryId: delivery.publicId, staff: driver, now: ON_THE_DAY })).toMatchObject({ status: 'failed' })
		const [row] = await db.select({ state: deliveries.state }).from(deliveries).where(eq(deliveries.id, delivery.id))
		expect(row!.state).toBe('failed')
		expect(await markDeliveryFailed(db, { deliveryId: delivery.publicId, staff: driver, now: ON_THE_DAY })).toMatchObject({ status: 'not-failable' })
		expect(await db.$count(staffAuditLog, eq(staffAuditLog.action, 'dispatch.delivery-failed'))).toBe(1)
	})

	test('a day that has not come cannot fail', async () => {
		const tomorrow = dayOf('starter', '2026-12-09')
		expect(await markDeliveryFailed(db, { deliveryId: tomorrow.publicId, staff: driver, now: ON_THE_DAY })).toMatchObject({ status: 'not-failable' })
	})

	test('dispatch finds no delivery outside its dates; a made-up id is not found either', async () => {
		const weekLater = new Date('2026-12-15T08:00:00Z')
		expect(await markDeliveryFailed(db, { deliveryId: dayOf('starter').publicId, staff: driver, now: weekLater })).toEqual({ status: 'not-found' })
		expect(await collectBag(db, { deliveryId: dayOf('starter').publicId, staff: driver, now: weekLater })).toEqual({ status: 'not-found' })
		expect(await markDeliveryFailed(db, { deliveryId: 'not-an-id', staff: driver, now: ON_THE_DAY })).toEqual({ status: 'not-found' })
	})
})
