import { expect, test } from 'vitest'
import { localeContentProblems } from './locale-shape.ts'
import { MY_PLAN } from './my-plan.ts'

test('"My plan" reads the same in the three languages, with no empty or stand-in texts', () => {
	expect(localeContentProblems(MY_PLAN, { plurals: ['cutoff', 'pause.remaining'] })).toEqual([])
})
