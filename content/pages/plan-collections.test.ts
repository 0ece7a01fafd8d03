import { expect, test } from 'vitest'
import { PAGE_ROUTES } from '../../app/route-table.ts'
import { localeContentProblems } from './locale-shape.ts'
import { PLAN_COLLECTION_IDS, PLAN_COLLECTIONS } from './plan-collections.ts'

test('the three languages have the same sections and lists, and no empty or stand-in texts', () => {
	expect(localeContentProblems(PLAN_COLLECTIONS)).toEqual([])
})

test('every collection is a page served by the shared collection module', () => {
	for (const id of PLAN_COLLECTION_IDS) {
		expect(PAGE_ROUTES.find((route) => route.id === id)?.file, id).toBe('routes/plan-collection.tsx')
	}
})
