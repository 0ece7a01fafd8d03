import { describe, expect, test } from 'vitest'
import { PLAN_SEEDS } from '../content/plans.ts'
import {
	ACTIVITY_FACTORS,
	ACTIVITY_LEVELS,
	assess,
	type AssessmentInput,
	basalMetabolicRate,
	bmiClassOf,
	bodyMassIndex,
	formatAssessmentNumber,
	GOALS,
	parseDecimalInput,
	PLAN_RULES,
	readMeasurement,
	suggestedPlan,
} from './body-assessment.ts'

/** The worked example of domain-facts.md §2. */
const WORKED_EXAMPLE: AssessmentInput = { sex: 'female', age: 30, weightKg: 70, heightCm: 165, activity: 'light', goal: 'lose' }

describe('the worked example (woman, 30 y, 70 kg, 165 cm, lightly active, losing weight)', () => {
	test('gives BMR 1,420, daily need 1,953, target 1,453 and BMI 25.7 (overweight)', () => {
		expect(assess(WORKED_EXAMPLE)).toEqual({
			bmi: 25.7,
			bmiClass: 'overweight',
			bmr: 1420,
			tdee: 1953,
			target: 1453,
			adjustment: -500,
			floorApplied: false,
			floor: 1200,
			plan: { slug: 'weight-loss', size: 'regular' },
		})
	})

	test('uses Mifflin–St Jeor exactly: 10W + 6.25H − 5A − 161', () => {
		expect(basalMetabolicRate(WORKED_EXAMPLE)).toBe(1420.25)
		expect(basalMetabolicRate({ ...WORKED_EXAMPLE, sex: 'male' })).toBe(1586.25)
	})
})

describe('calorie target', () => {
	const man: AssessmentInput = { sex: 'male', age: 30, weightKg: 80, heightCm: 180, activity: 'moderate', goal: 'maintain' }

	test('the activity factors are 1.2, 1.375, 1.55, 1.725 and 1.9', () => {
		expect(ACTIVITY_LEVELS.map((level) => ACTIVITY_FACTORS[level])).toEqual([1.2, 1.375, 1.55, 1.725, 1.9])
		// BMR 1,780 for this man.
		expect(ACTIVITY_LEVELS.map((activity) => assess({ ...man, activity }).tdee)).toEqual([2136, 2448, 2759, 3071, 3382])
	})

	test('maintaining is the daily need, gaining adds 300 kcal, losing takes 500 off', () => {
		expect(assess(man)).toMatchObject({ bmr: 1780, tdee: 2759, target: 2759, adjustment: 0 })
		expect(assess({ ...man, goal: 'gain' })).toMatchObject({ target: 3059, adjustment: 300 })
		expect(assess({ ...man, goal: 'lose' })).toMatchObject({ target: 2259, adjustment: -500, floorApplied: false })
	})

	test('never goes below 1,200 kcal for women', () => {
		// BMR 926.5 → daily need 1,112: even maintaining would be under the floor.
		const woman: AssessmentInput = { sex: 'female', age: 60, weightKg: 45, heightCm: 150, activity: 'sedentary', goal: 'lose' }
		expect(assess(woman)).toMatchObject({ tdee: 1112, target: 1200, floor: 1200, floorApplied: true })
		expect(assess({ ...woman, goal: 'maintain' })).toMatchObject({ target: 1200, floorApplied: true })
		expect(assess({ ...woman, goal: 'gain' })).toMatchObject({ target: 1412, floorApplied: false })
	})

	test('never goes below 1,500 kcal for men', () => {
		// BMR 1,205 → daily need 1,446.
		const small: AssessmentInput = { sex: 'male', age: 70, weightKg: 55, heightCm: 160, activity: 'sedentary', goal: 'lose' }
		expect(assess(small)).toMatchObject({ tdee: 1446, target: 1500, floor: 1500, floorApplied: true })
		// The same body as a woman is floored at 1,200 instead: BMR 1,039 → 1,247 − 500 = 747.
		expect(assess({ ...small, sex: 'female' })).toMatchObject({ target: 1200, floorApplied: true })
	})

	test('a target exactly on the floor is not flagged as raised', () => {
		// BMR 1,416.25 × 1.2 = 1,699.5 → 1,700 − 500 = 1,200.
		const woman: AssessmentInput = { sex: 'female', age: 30, weightKg: 70, heightCm: 165, activity: 'sedentary', goal: 'lose' }
		expect(basalMetabolicRate({ ...woman, weightKg: 69.6 })).toBeCloseTo(1416.25)
		expect(assess({ ...woman, weightKg: 69.6 })).toMatchObject({ tdee: 1700, target: 1200, floorApplied: false })
	})
})

describe('BMI and its WHO class', () => {
	test('is kg/m² with one decimal', () => {
		expect(bodyMassIndex(70, 165)).toBe(25.7)
		expect(bodyMassIndex(80, 180)).toBe(24.7)
		expect(bodyMassIndex(45, 150)).toBe(20)
	})

	test.each([
		[10, 'underweight'],
		[18.4, 'underweight'],
		[18.5, 'normal'],
		[24.9, 'normal'],
		[25, 'overweight'],
		[29.9, 'overweight'],
		[30, 'obese1'],
		[34.9, 'obese1'],
		[35, 'obese2'],
		[39.9, 'obese2'],
		[40, 'obese3'],
		[80, 'obese3'],
	] as const)('%s is %s', (bmi, expected) => {
		expect(bmiClassOf(bmi)).toBe(expected)
	})

	test('classes the value as shown, so a BMI printed as 25.0 is never called normal', () => {
		expect(bmiClassOf(24.96)).toBe('overweight')
		expect(bmiClassOf(18.49)).toBe('normal')
		expect(bmiClassOf(24.94)).toBe('normal')
	})
})

describe('suggested plan', () => {
	test('follows the goal, and training hard while maintaining means the athlete plan', () => {
		for (const activity of ACTIVITY_LEVELS) expect(suggestedPlan('lose', activity, 1500).slug).toBe('weight-loss')
		for (const activity of ACTIVITY_LEVELS) expect(suggestedPlan('gain', activity, 2500).slug).toBe('athlete')
		expect(suggestedPlan('maintain', 'sedentary', 2000).slug).toBe('international')
		expect(suggestedPlan('maintain', 'light', 2000).slug).toBe('international')
		expect(suggestedPlan('maintain', 'moderate', 2000).slug).toBe('international')
		expect(suggestedPlan('maintain', 'heavy', 2000).slug).toBe('athlete')
		expect(suggestedPlan('maintain', 'veryHeavy', 2000).slug).toBe('athlete')
	})

	test('is Plus above 1,900 kcal and Regular up to it', () => {
		expect(suggestedPlan('maintain', 'light', 1900).size).toBe('regular')
		expect(suggestedPlan('maintain', 'light', 1901).size).toBe('plus')
		expect(assess({ sex: 'male', age: 30, weightKg: 80, heightCm: 180, activity: 'moderate', goal: 'maintain' }).plan).toEqual({
			slug: 'international',
			size: 'plus',
		})
	})

	test('every goal has a rule and every suggested plan is in the catalogue', () => {
		for (const goal of GOALS) for (const activity of ACTIVITY_LEVELS) expect(() => suggestedPlan(goal, activity, 2000)).not.toThrow()
		const slugs = new Set(PLAN_SEEDS.map((plan) => plan.slug))
		for (const rule of PLAN_RULES) expect(slugs.has(rule.plan), rule.plan).toBe(true)
	})
})

describe('input limits', () => {
	test.each([
		['age', '16', 16],
		['age', '100', 100],
		['age', '15', null],
		['age', '101', null],
		['age', '30.5', null],
		['age', '30.0', 30],
		['heightCm', '120', 120],
		['heightCm', '230', 230],
		['heightCm', '119.9', null],
		['heightCm', '230.1', null],
		['heightCm', '165.5', 165.5],
		['weightKg', '35', 35],
		['weightKg', '300', 300],
		['weightKg', '34.9', null],
		['weightKg', '300.5', null],
		['weightKg', '', null],
		['weightKg', '   ', null],
	] as const)('%s %j → %s', (field, text, expected) => {
		expect(readMeasurement(field, text)).toBe(expected)
	})

	test('reads numbers as people type them, in any of our languages', () => {
		expect(parseDecimalInput(' 70 ')).toBe(70)
		expect(parseDecimalInput('70,5')).toBe(70.5)
		expect(parseDecimalInput('٧٠٫٥')).toBe(70.5)
		expect(parseDecimalInput('۱۶۵')).toBe(165)
		expect(parseDecimalInput('٣٠')).toBe(30)
	})

	test.each(['abc', '70kg', '1e2', '-40', '+40', '0x40', '7 0', '70.', '.5', '1,2,3', 'Infinity', '12345'])('rejects %j', (text) => {
		expect(parseDecimalInput(text)).toBeNaN()
	})
})

test('numbers are printed with Latin digits in every language', () => {
	expect(formatAssessmentNumber(1453, 'en-GB')).toBe('1,453')
	expect(formatAssessmentNumber(1453, 'ar-AE')).toBe('1,453')
	expect(formatAssessmentNumber(1453, 'ru-AE')).toBe('1\u00A0453')
	expect(formatAssessmentNumber(25.7, 'en-GB', 1)).toBe('25.7')
	expect(formatAssessmentNumber(25.7, 'ar-AE', 1)).toBe('25.7')
	expect(formatAssessmentNumber(25.7, 'ru-AE', 1)).toBe('25,7')
	expect(formatAssessmentNumber(20, 'en-GB', 1)).toBe('20.0')
})
