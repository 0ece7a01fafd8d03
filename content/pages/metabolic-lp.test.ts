import { expect, test } from 'vitest'
import { assess } from '../../domain/body-assessment.ts'
import { localeContentProblems } from './locale-shape.ts'
import { METABOLIC_EXAMPLE, METABOLIC_LP } from './metabolic-lp.ts'

test('the three languages have the same sections and lists, and no empty or stand-in texts', () => {
	expect(localeContentProblems(METABOLIC_LP)).toEqual([])
})

test('every calorie figure is a placeholder the page fills from the body assessment’s rules', () => {
	for (const content of Object.values(METABOLIC_LP)) {
		expect(content.example.tdee).toMatch(/\{\{bmr\}\}.*\{\{factor\}\}.*\{\{tdee\}\}/)
		expect(content.target.floor).toMatch(/\{\{women\}\}.*\{\{men\}\}/)
		expect(JSON.stringify(content)).not.toMatch(/1[,. ]?[2-9]\d\d\b|\b500\b|\b300\b/)
	}
})

test('the worked example is the reference one: BMR 1,420, TDEE 1,953, target 1,453', () => {
	expect(assess(METABOLIC_EXAMPLE)).toMatchObject({ bmr: 1420, tdee: 1953, target: 1453 })
})
