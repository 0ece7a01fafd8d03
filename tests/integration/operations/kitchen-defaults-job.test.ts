/**
 * The `fix-kitchen-defaults` job (issue 19's leftover): at the cut-off the day's default meals are
 * fixed without anyone opening the production sheet — before, they were fixed only by the first
 * read of the sheet after it. Before the cut-off it writes nothing; run at the same moment as the
 * kitchen's own reads (and as a second tick) every default is stored once.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { fixFinalSheets, readProductionSheet } from '../../../server/console/kitchen/production-data.ts'
import { deliveryMeals } from '../../../server/db/schema.ts'
import { fixKitchenDefaultsJob } from '../../../server/jobs/fix-kitchen-defaults.ts'
import { createTestDatabase } from '../support/database.ts'
import { insertCustomerPlan, insertOperationsMenu, SHEET_DATE } from '../support/operations.ts'

const { db } = await createTestDatabase()

/** Sunday 6 December 2026 in the UAE: 09:00 is before the noon cut-off for Tuesday the 8th, 12:00 exactly the cut-off's tick. */
const BEFORE_CUTOFF = new Date('2026-12-06T05:00:00Z')
const AT_CUTOFF = new Date('2026-12-06T08:00:00Z')

const sheetDeliveryIds: number[] = []

beforeAll(async () => {
	const { id: dish } = await insertOperationsMenu(db)
	const plans = [
		await insertCustomerPlan(db, { name: 'Job Amal', days: [{ date: SHEET_DATE }] }),
		await insertCustomerPlan(db, { name: 'Job Bilal', size: 'plus', allergies: ['milk'], days: [{ date: SHEET_DATE }] }),
		await insertCustomerPlan(db, { name: 'Job Chen', days: [{ date: SHEET_DATE, meals: { lunch: { dishId: dish('ops-chickpea-bowl'), chosenBy: 'customer' } } }] }),
	]
	for (const { plan } of plans) for (const day of plan.days) if (day.date === SHEET_DATE) sheetDeliveryIds.push(day.id)
})

const fixedDefaults = () =>
	db
		.select()
		.from(deliveryMeals)
		.where(and(inArray(deliveryMeals.deliveryId, sheetDeliveryIds), eq(deliveryMeals.chosenBy, 'default')))

describe('the kitchen defaults job', () => {
	test('runs every hour on the hour (each cut-off is a whole UAE hour)', () => {
		expect(fixKitchenDefaultsJob(db)).toMatchObject({ name: 'fix-kitchen-defaults', schedule: '0 * * * *' })
	})

	test('before the cut-off it fixes nothing; at the cut-off it fixes the day without anyone reading the sheet', async () => {
		await fixKitchenDefaultsJob(db, () => BEFORE_CUTOFF).run({}, { id: 'test', retryCount: 0, signal: new AbortController().signal })
		expect(await fixedDefaults()).toHaveLength(0)

		const result = await fixFinalSheets(db, AT_CUTOFF)
		expect(result.finalDates).toBeGreaterThanOrEqual(1)
		const fixed = await fixedDefaults()
		// Every meal nobody chose: the three plans' meals less Chen's own lunch.
		const sheet = await readProductionSheet(db, SHEET_DATE, 'en', AT_CUTOFF)
		expect(sheet.status).toBe('final')
		expect(fixed).toHaveLength(sheet.meals - 1)
	})

	test('the job twice and five reads of the sheet at once: each default stored once', async () => {
		const before = (await fixedDefaults()).length
		await Promise.all([
			fixFinalSheets(db, AT_CUTOFF),
			fixFinalSheets(db, AT_CUTOFF),
			...Array.from({ length: 5 }, () => readProductionSheet(db, SHEET_DATE, 'en', AT_CUTOFF)),
		])
		const after = await fixedDefaults()
		expect(after).toHaveLength(before)
		expect(new Set(after.map((row) => `${row.deliveryId}:${row.meal}:${row.course}`)).size).toBe(after.length)
	})
})
