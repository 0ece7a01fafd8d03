import { expect, test } from 'vitest'
import { LOCALE_CODES } from '../../domain/locale.ts'
import { localeContentProblems } from './locale-shape.ts'
import { MY_PLAN, MY_PLAN_DONE } from './my-plan.ts'

test('"My plan" reads the same in the three languages, with no empty or stand-in texts', () => {
	expect(localeContentProblems(MY_PLAN, { plurals: ['cutoff', 'pause.remaining'] })).toEqual([])
})

test('every change the pages report has its sentence', () => {
	for (const locale of LOCALE_CODES) expect(Object.keys(MY_PLAN[locale].done).sort()).toEqual([...MY_PLAN_DONE].sort())
})
