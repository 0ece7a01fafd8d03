import { expect, test } from 'vitest'
import { SAMPLE_MENUS } from '../sample-menus/index.ts'
import { HOME, HOME_SAMPLE_DISHES } from './home.ts'
import { localeContentProblems } from './locale-shape.ts'

test('the three languages have the same sections and lists, and no empty or stand-in texts', () => {
	expect(localeContentProblems(HOME)).toEqual([])
})

test('explains ordering in three steps: choose, customise, delivered', () => {
	expect(HOME.en.howItWorks.steps).toHaveLength(3)
})

test('every dish of the strip exists in its sample menu, one per diet', () => {
	for (const pick of HOME_SAMPLE_DISHES) {
		const menu = SAMPLE_MENUS.find((candidate) => candidate.diet === pick.diet)
		const dish = menu?.days.find((day) => day.day === pick.day)?.dishes.find((candidate) => candidate.slot === pick.slot)
		expect(dish, `${pick.diet} day ${pick.day} ${pick.slot}`).toBeDefined()
	}
	expect(new Set(HOME_SAMPLE_DISHES.map((pick) => pick.diet)).size).toBe(HOME_SAMPLE_DISHES.length)
})

test('the VAT text names the company from configuration', () => {
	for (const content of Object.values(HOME)) expect(content.trust.vat.text).toContain('{{legalName}}')
})
