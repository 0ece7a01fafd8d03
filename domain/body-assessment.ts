/**
 * The body assessment's arithmetic (docs: ../shared/reference/domain-facts.md §2): BMI and its
 * WHO class, Mifflin–St Jeor BMR, daily energy need, the calorie target for a goal and the plan
 * we suggest. Pure and framework-free: the route's action runs it on the server, the form's step
 * checks reuse the input rules in the browser.
 */
import { formatNumber, type LocaleTag } from './number-text.ts'

export const SEXES = ['female', 'male'] as const
export type Sex = (typeof SEXES)[number]

export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'heavy', 'veryHeavy'] as const
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number]

/** TDEE = BMR × factor: desk-bound, 1–3, 3–5, 6–7 training days a week, twice a day or a physical job. */
export const ACTIVITY_FACTORS: Readonly<Record<ActivityLevel, number>> = {
	sedentary: 1.2,
	light: 1.375,
	moderate: 1.55,
	heavy: 1.725,
	veryHeavy: 1.9,
}

export const GOALS = ['lose', 'maintain', 'gain'] as const
export type Goal = (typeof GOALS)[number]

/**
 * kcal a day added to the daily need for each goal. −500 is the usual ≈0.5 kg a week loss.
 * +300 is our choice for gain: enough for slow, mostly lean gain alongside training (about
 * 0.25 kg a week) without the fat gain a bigger surplus brings for most people.
 */
export const GOAL_ADJUSTMENT_KCAL: Readonly<Record<Goal, number>> = { lose: -500, maintain: 0, gain: 300 }

/** We never suggest less than this a day, whatever the goal: below it needs a doctor's supervision. */
export const CALORIE_FLOOR_KCAL: Readonly<Record<Sex, number>> = { female: 1200, male: 1500 }

export const PLAN_SIZES = ['regular', 'plus'] as const
export type PlanSize = (typeof PLAN_SIZES)[number]

/** Targets above this get the Plus size (bigger portions); at or below it, Regular. */
export const PLUS_SIZE_ABOVE_KCAL = 1900

/** Slugs of content/plans.ts that the assessment can suggest (a test checks they exist). */
export type SuggestedPlanSlug = 'weight-loss' | 'athlete' | 'international'

type PlanRule = { goal: Goal; activities?: readonly ActivityLevel[]; plan: SuggestedPlanSlug }

/**
 * Which plan to suggest, first matching rule wins. Losing weight always gets the weight-loss
 * plan (its portions are calorie-controlled); gaining, or keeping weight while training hard,
 * gets the athlete plan's extra protein; everyone else the balanced international plan.
 */
export const PLAN_RULES: readonly PlanRule[] = [
	{ goal: 'lose', plan: 'weight-loss' },
	{ goal: 'gain', plan: 'athlete' },
	{ goal: 'maintain', activities: ['heavy', 'veryHeavy'], plan: 'athlete' },
	{ goal: 'maintain', plan: 'international' },
]

export type Measurement = 'age' | 'heightCm' | 'weightKg'

/** What the form accepts. Age in whole years; height and weight may have decimals. */
export const LIMITS: Readonly<Record<Measurement, { min: number; max: number; integer: boolean }>> = {
	age: { min: 16, max: 100, integer: true },
	heightCm: { min: 120, max: 230, integer: false },
	weightKg: { min: 35, max: 300, integer: false },
}

export type AssessmentInput = {
	sex: Sex
	age: number
	heightCm: number
	weightKg: number
	activity: ActivityLevel
	goal: Goal
}

export const BMI_CLASSES = ['underweight', 'normal', 'overweight', 'obese1', 'obese2', 'obese3'] as const
export type BmiClass = (typeof BMI_CLASSES)[number]

/** Lower bound of each WHO adult class but the first. */
const BMI_CLASS_FROM: ReadonlyArray<[number, BmiClass]> = [
	[40, 'obese3'],
	[35, 'obese2'],
	[30, 'obese1'],
	[25, 'overweight'],
	[18.5, 'normal'],
]

export type Assessment = {
	/** kg/m², one decimal. */
	bmi: number
	bmiClass: BmiClass
	/** Whole kcal a day. */
	bmr: number
	tdee: number
	target: number
	/** The kcal added to the daily need (negative to lose weight). */
	adjustment: number
	/** True when the goal's target would have gone below the floor, which it became instead. */
	floorApplied: boolean
	floor: number
	plan: { slug: SuggestedPlanSlug; size: PlanSize }
}

const roundTo = (value: number, decimals: number) => {
	const scale = 10 ** decimals
	return Math.round(value * scale) / scale
}

/** kg/m² rounded to one decimal, as it is shown. */
export function bodyMassIndex(weightKg: number, heightCm: number): number {
	const metres = heightCm / 100
	return roundTo(weightKg / (metres * metres), 1)
}

/**
 * The WHO adult class of a BMI. It takes the one-decimal value that is shown, so the class never
 * contradicts the number beside it (a raw 24.96 shows as 25.0 and is "overweight").
 */
export function bmiClassOf(bmi: number): BmiClass {
	const shown = roundTo(bmi, 1)
	for (const [from, bmiClass] of BMI_CLASS_FROM) if (shown >= from) return bmiClass
	return 'underweight'
}

/**
 * Mifflin–St Jeor (1990): BMR = 10 × weight (kg) + 6.25 × height (cm) − 5 × age (years) + 5 for
 * men or − 161 for women, in kcal a day. Named so that /metabolic-lp/ shows the very formula.
 */
export const MIFFLIN_ST_JEOR = {
	perKg: 10,
	perCm: 6.25,
	perYear: -5,
	constant: { male: 5, female: -161 },
} as const satisfies { perKg: number; perCm: number; perYear: number; constant: Record<Sex, number> }

/** Mifflin–St Jeor (1990), kcal a day, unrounded. */
export function basalMetabolicRate({ sex, age, heightCm, weightKg }: Pick<AssessmentInput, 'sex' | 'age' | 'heightCm' | 'weightKg'>) {
	const { perKg, perCm, perYear, constant } = MIFFLIN_ST_JEOR
	return perKg * weightKg + perCm * heightCm + perYear * age + constant[sex]
}

export function suggestedPlan(goal: Goal, activity: ActivityLevel, targetKcal: number): Assessment['plan'] {
	const rule = PLAN_RULES.find((candidate) => candidate.goal === goal && (!candidate.activities || candidate.activities.includes(activity)))
	// The rules end with a catch-all for every goal; this only guards a future edit of the table.
	if (!rule) throw new Error(`No plan rule for goal ${goal} and activity ${activity}`)
	return { slug: rule.plan, size: targetKcal > PLUS_SIZE_ABOVE_KCAL ? 'plus' : 'regular' }
}

/**
 * The whole assessment. The daily need is rounded first and the target derived from the rounded
 * figure, so the numbers a visitor reads add up (1,953 − 500 = 1,453).
 */
export function assess(input: AssessmentInput): Assessment {
	const bmrExact = basalMetabolicRate(input)
	const tdee = Math.round(bmrExact * ACTIVITY_FACTORS[input.activity])
	const adjustment = GOAL_ADJUSTMENT_KCAL[input.goal]
	const floor = CALORIE_FLOOR_KCAL[input.sex]
	const floorApplied = tdee + adjustment < floor
	const target = floorApplied ? floor : tdee + adjustment
	const bmi = bodyMassIndex(input.weightKg, input.heightCm)
	return {
		bmi,
		bmiClass: bmiClassOf(bmi),
		bmr: Math.round(bmrExact),
		tdee,
		target,
		adjustment,
		floorApplied,
		floor,
		plan: suggestedPlan(input.goal, input.activity, target),
	}
}

// Arabic-Indic (٠–٩) and Extended Arabic-Indic (۰–۹) digits, which Arabic keyboards type.
const NATIVE_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g
const PLAIN_DECIMAL = /^\d{1,4}(?:\.\d{1,3})?$/

/**
 * A number as people type it: Latin or Arabic digits, a point, a comma (Russian) or the Arabic
 * decimal separator (٫). NaN for anything else, including exponents, signs and units.
 */
export function parseDecimalInput(text: string): number {
	const normalized = text
		.trim()
		.replace(NATIVE_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
		.replace(/[,\u066B]/, '.')
	return PLAIN_DECIMAL.test(normalized) ? Number(normalized) : Number.NaN
}

/** The measurement a form field holds, or null when it is empty, not a number or outside LIMITS. */
export function readMeasurement(field: Measurement, text: string): number | null {
	const value = parseDecimalInput(text)
	const { min, max, integer } = LIMITS[field]
	if (Number.isNaN(value) || value < min || value > max || (integer && !Number.isInteger(value))) return null
	return value
}

/**
 * "1,453" / "1 453" / "25.7" / "25,7". Latin digits in Arabic too, as in prices (docs/components.md,
 * Price), pinned so the server and every browser print the same text.
 */
export function formatAssessmentNumber(value: number, localeTag: LocaleTag, decimals = 0): string {
	return formatNumber(value, localeTag, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
}
