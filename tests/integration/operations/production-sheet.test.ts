/**
 * The kitchen's production sheet (issue 19 item 3) on real rows: counts per dish and size
 * against a schedule with a frozen day, a cancelled day, a customer's swap and declared
 * allergies (a default replaced, a meal with no safe dish); provisional before the cut-off and
 * final after it, when the day's defaults are fixed so a menu edit no longer moves the counts;
 * and the PDFs carry the same numbers.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { readProductionSheet } from '../../../server/console/kitchen/production-data.ts'
import { labelsPdf, productionSheetPdf } from '../../../server/console/kitchen/sheet-pdf.ts'
import { deliveryMeals, weeklyMenuItems } from '../../../server/db/schema.ts'
import { createTestDatabase } from '../support/database.ts'
import { insertCustomerPlan, insertOperationsMenu, SHEET_DATE } from '../support/operations.ts'
import { pdfText } from '../support/pdf-text.ts'

const { db } = await createTestDatabase()

/** Sunday 6 December 2026 in the UAE: 09:00 is before the noon cut-off for Tuesday the 8th, 13:00 after it. */
const BEFORE_CUTOFF = new Date('2026-12-06T05:00:00Z')
const AFTER_CUTOFF = new Date('2026-12-06T09:00:00Z')

let dish: (code: string) => number
let menuId: number
const sheetDeliveryIds: number[] = []

beforeAll(async () => {
	;({ id: dish, menuId } = await insertOperationsMenu(db))
	const plans = [
		await insertCustomerPlan(db, { name: 'Amal Regular', days: [{ date: SHEET_DATE }, { date: '2026-12-09' }] }),
		await insertCustomerPlan(db, { name: 'Bilal Milk', size: 'plus', allergies: ['milk'], days: [{ date: SHEET_DATE }] }),
		await insertCustomerPlan(db, { name: 'Chen Swapper', days: [{ date: SHEET_DATE, meals: { lunch: { dishId: dish('ops-chickpea-bowl'), chosenBy: 'customer' } } }] }),
		await insertCustomerPlan(db, { name: 'Dana Frozen', days: [{ date: SHEET_DATE, state: 'frozen' }, { date: '2026-12-10' }] }),
		await insertCustomerPlan(db, { name: 'Eli Eggs', size: 'plus', allergies: ['eggs', 'milk'], days: [{ date: SHEET_DATE }] }),
		await insertCustomerPlan(db, { name: 'Farah Cancelled', days: [{ date: '2026-12-02' }, { date: SHEET_DATE, state: 'cancelled' }] }),
	]
	for (const { plan } of plans) for (const day of plan.days) if (day.date === SHEET_DATE && day.state !== 'frozen' && day.state !== 'cancelled') sheetDeliveryIds.push(day.id)
})

const countsOf = (sheet: Awaited<ReturnType<typeof readProductionSheet>>) =>
	Object.fromEntries(sheet.counts.map((count) => [count.dish.code, { regular: count.regular, plus: count.plus, total: count.total }]))

const EXPECTED_COUNTS = {
	// Amal and Chen (regular), Bilal (plus); Eli avoids eggs and gets none.
	'ops-omelette': { regular: 2, plus: 1, total: 3 },
	// Amal only: Bilal and Eli avoid milk, Chen swapped.
	'ops-paneer-bowl': { regular: 1, plus: 0, total: 1 },
	// Chen's swap; Bilal's and Eli's replaced default.
	'ops-chickpea-bowl': { regular: 1, plus: 2, total: 3 },
	'ops-grilled-fish': { regular: 2, plus: 2, total: 4 },
}

describe('the production sheet of a date', () => {
	test('counts each dish per size over the live days only, with the allergy cases and one label per delivery', async () => {
		const sheet = await readProductionSheet(db, SHEET_DATE, 'en', BEFORE_CUTOFF)
		expect(sheet.status).toBe('provisional')
		expect(sheet.deliveries).toBe(4)
		expect(countsOf(sheet)).toEqual(EXPECTED_COUNTS)
		expect(sheet.meals).toBe(11)
		expect(sheet.labels.map((label) => label.customerName).toSorted()).toEqual(['Amal Regular', 'Bilal Milk', 'Chen Swapper', 'Eli Eggs'])

		const cases = Object.fromEntries(sheet.allergyCases.map((entry) => [entry.customerName, entry]))
		expect(Object.keys(cases)).toEqual(['Bilal Milk', 'Eli Eggs'])
		expect(cases['Bilal Milk']!.replaced.map((change) => [change.meal, change.of.code, change.instead.code])).toEqual([['lunch', 'ops-paneer-bowl', 'ops-chickpea-bowl']])
		expect(cases['Eli Eggs']!.unresolved).toEqual([{ meal: 'breakfast', course: 1 }])
		expect(cases['Eli Eggs']!.allergies).toEqual(['eggs', 'milk'])
		const eliLabel = sheet.labels.find((label) => label.customerName === 'Eli Eggs')!
		expect(eliLabel.code).toMatch(/^KC-\d{6}$/)
		expect(eliLabel.meals.map((meal) => [meal.meal, meal.dish?.code ?? null])).toEqual([
			['breakfast', null],
			['lunch', 'ops-chickpea-bowl'],
			['dinner', 'ops-grilled-fish'],
		])
	})

	test('is provisional before the cut-off and writes nothing; after it, final, with the defaults fixed so a menu edit moves nothing', async () => {
		const storedDefaults = () =>
			db
				.select()
				.from(deliveryMeals)
				.where(and(inArray(deliveryMeals.deliveryId, sheetDeliveryIds), eq(deliveryMeals.chosenBy, 'default')))
		await readProductionSheet(db, SHEET_DATE, 'en', BEFORE_CUTOFF)
		expect(await storedDefaults()).toHaveLength(0)

		const final = await readProductionSheet(db, SHEET_DATE, 'en', AFTER_CUTOFF)
		expect(final.status).toBe('final')
		expect(countsOf(final)).toEqual(EXPECTED_COUNTS)
		// Every meal nobody chose (10 of 11 cooked: Chen chose lunch) is now a stored default; Eli's empty breakfast is not.
		expect(await storedDefaults()).toHaveLength(10)

		// The kitchen's menu changes dinner after the cut-off: the fixed days keep their fish.
		await db.update(weeklyMenuItems).set({ isDefault: false }).where(and(eq(weeklyMenuItems.menuId, menuId), eq(weeklyMenuItems.meal, 'dinner')))
		await db
			.update(weeklyMenuItems)
			.set({ isDefault: true })
			.where(and(eq(weeklyMenuItems.menuId, menuId), eq(weeklyMenuItems.dishId, dish('ops-beef-stew'))))
		const again = await readProductionSheet(db, SHEET_DATE, 'en', AFTER_CUTOFF)
		expect(countsOf(again)).toEqual(EXPECTED_COUNTS)
		// Read twice after the cut-off: no row doubled.
		expect(await storedDefaults()).toHaveLength(10)
	})

	test('a day without deliveries is an empty sheet, final or not by the rules in force', async () => {
		const sheet = await readProductionSheet(db, '2026-12-11', 'en', BEFORE_CUTOFF)
		expect(sheet).toMatchObject({ deliveries: 0, meals: 0, counts: [], labels: [], status: 'provisional' })
		expect((await readProductionSheet(db, '2026-12-01', 'en', BEFORE_CUTOFF)).status).toBe('final')
	})
})

describe('the PDFs', () => {
	test('the sheet prints each dish with its counts per size, and the status', async () => {
		const sheet = await readProductionSheet(db, SHEET_DATE, 'en', AFTER_CUTOFF)
		const lines = pdfText(await productionSheetPdf(sheet, 'en', '2026-12-06 13:00'))
		expect(lines).toContain('Final')
		expect(lines).toContain(SHEET_DATE)
		for (const [code, count] of Object.entries(EXPECTED_COUNTS)) {
			const name = sheet.counts.find((entry) => entry.dish.code === code)!.dish.name
			const at = lines.indexOf(name)
			expect(at, name).toBeGreaterThan(-1)
			expect(lines.slice(at + 1, at + 4)).toEqual([String(count.regular), String(count.plus), String(count.total)])
		}
	})

	test('the sheet prints Arabic names and words (the embedded font has the glyphs)', async () => {
		const sheet = await readProductionSheet(db, SHEET_DATE, 'ar', AFTER_CUTOFF)
		const lines = pdfText(await productionSheetPdf(sheet, 'ar', '2026-12-06 13:00'))
		expect(lines.join('\n')).not.toContain('?')
		// A PDF holds glyphs in display order: an Arabic word's letters right to left.
		expect(lines).toContain([...'نهائي'].reverse().join(''))
		// And a line's Arabic words right to left too: "كشف الإنتاج" shows "الإنتاج" leftmost.
		expect(lines.some((line) => line.endsWith([...'كشف'].reverse().join('')) && line.includes(' '))).toBe(true)
	})

	test('the label sheet has one label per delivery, with its code and allergies', async () => {
		const sheet = await readProductionSheet(db, SHEET_DATE, 'en', AFTER_CUTOFF)
		const text = pdfText(await labelsPdf(sheet, 'en')).join('\n')
		for (const label of sheet.labels) {
			expect(text).toContain(label.customerName)
			expect(text).toContain(label.code)
		}
		expect(text).toContain('Allergies: eggs and milk')
	})
})
