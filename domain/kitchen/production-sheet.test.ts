import { describe, expect, test } from 'vitest'
import { productionSheet, type SheetDelivery, type SheetDish, sheetStatus } from './production-sheet.ts'

const dish = (id: number, meal: SheetDish['meal'], name: string): SheetDish => ({ id, code: `d${id}`, name, meal, allergens: [] })
const OMELETTE = dish(1, 'breakfast', 'Omelette')
const BOWL = dish(2, 'lunch', 'Bowl')
const SALAD = dish(3, 'lunch', 'Salad')

const delivery = (overrides: Partial<SheetDelivery>): SheetDelivery => ({
	code: 'KC-000001',
	customerName: 'A',
	size: 'regular',
	allergies: [],
	allergyNotes: '',
	emirate: 'Dubai',
	area: 'Marina',
	slot: 'morning',
	meals: [],
	...overrides,
})

describe('productionSheet', () => {
	test('counts dishes per size in the day’s meal order, and lists allergy cases and meals with no safe dish', () => {
		const sheet = productionSheet('2026-12-08', 'provisional', [
			delivery({ customerName: 'Zed', meals: [{ meal: 'lunch', course: 1, dish: BOWL, replacedDefault: null }, { meal: 'breakfast', course: 1, dish: OMELETTE, replacedDefault: null }] }),
			delivery({ customerName: 'Amy', size: 'plus', allergies: ['milk'], meals: [{ meal: 'lunch', course: 1, dish: SALAD, replacedDefault: BOWL }, { meal: 'breakfast', course: 1, dish: null, replacedDefault: null }] }),
		])
		expect(sheet.counts.map((count) => [count.dish.name, count.regular, count.plus, count.total])).toEqual([
			['Omelette', 1, 0, 1],
			['Bowl', 1, 0, 1],
			['Salad', 0, 1, 1],
		])
		expect(sheet.meals).toBe(3)
		expect(sheet.allergyCases).toEqual([
			expect.objectContaining({ customerName: 'Amy', replaced: [{ meal: 'lunch', course: 1, instead: SALAD, of: BOWL }], unresolved: [{ meal: 'breakfast', course: 1 }] }),
		])
		// Labels in loading order; each label's meals in the order of the day.
		expect(sheet.labels.map((label) => label.customerName)).toEqual(['Amy', 'Zed'])
		expect(sheet.labels[1]!.meals.map((meal) => meal.meal)).toEqual(['breakfast', 'lunch'])
	})

	test('labels go by slot first, then emirate, area and name', () => {
		const sheet = productionSheet('2026-12-08', 'final', [
			delivery({ customerName: 'Evening', slot: 'evening' }),
			delivery({ customerName: 'B', area: 'Jumeirah', slot: 'morning' }),
			delivery({ customerName: 'A', area: 'Marina', slot: 'morning' }),
			delivery({ customerName: 'Early', slot: 'early-morning', emirate: 'Sharjah' }),
		])
		expect(sheet.labels.map((label) => label.customerName)).toEqual(['Early', 'B', 'A', 'Evening'])
	})
})

describe('sheetStatus', () => {
	const cutoff = { hour: 12, daysAheadBefore: 2, daysAheadAfter: 3 }
	test('final once the cut-off passed for every plan of the day', () => {
		expect(sheetStatus('2026-12-08', new Date('2026-12-06T07:59:00Z'), [cutoff])).toBe('provisional')
		expect(sheetStatus('2026-12-08', new Date('2026-12-06T08:00:00Z'), [cutoff])).toBe('final')
		// A plan sold with a longer notice is already final; one with the shorter one decides.
		expect(sheetStatus('2026-12-08', new Date('2026-12-06T08:00:00Z'), [cutoff, { hour: 12, daysAheadBefore: 1, daysAheadAfter: 2 }])).toBe('provisional')
	})
})
