/**
 * The body assessment's form: its fields, its steps and its validation. The route's action
 * parses the posted form with Zod (`parseAssessmentForm`); the browser checks one step at a time
 * with `fieldError`, which applies the same rules (domain/body-assessment.ts) and messages, so
 * the two can never disagree (the test holds them side by side).
 *
 * The browser imports only the plain parts of this module; Zod stays in the server bundle.
 */
import { z } from 'zod'
import {
	ACTIVITY_LEVELS,
	type AssessmentInput,
	GOALS,
	LIMITS,
	type Measurement,
	readMeasurement,
	SEXES,
} from '../../domain/body-assessment.ts'
import type { Translate } from '../i18n/translate.ts'

export const ASSESSMENT_FIELDS = ['sex', 'age', 'heightCm', 'weightKg', 'activity', 'goal'] as const
export type AssessmentField = (typeof ASSESSMENT_FIELDS)[number]

/** What was typed, as text, to put back into the form after a failed submit. */
export type AssessmentValues = Record<AssessmentField, string>
/** Translated messages of the fields that failed. */
export type AssessmentErrors = Partial<Record<AssessmentField, string>>

/** One fieldset each; with JavaScript they are shown one at a time. */
export const ASSESSMENT_STEPS = [
	{ id: 'about', fields: ['sex', 'age'] },
	{ id: 'body', fields: ['heightCm', 'weightKg'] },
	{ id: 'lifestyle', fields: ['activity', 'goal'] },
] as const satisfies ReadonlyArray<{ id: string; fields: readonly AssessmentField[] }>

export const EMPTY_VALUES: AssessmentValues = { sex: '', age: '', heightCm: '', weightKg: '', activity: '', goal: '' }

const CHOICES = { sex: SEXES, activity: ACTIVITY_LEVELS, goal: GOALS } as const

const isMeasurement = (field: AssessmentField): field is Measurement => field in LIMITS

/** A field's message, the limits filled in for the numbers. */
export function errorMessage(field: AssessmentField, t: Translate): string {
	return isMeasurement(field)
		? t(`assessment.errors.${field}`, { min: LIMITS[field].min, max: LIMITS[field].max })
		: t(`assessment.errors.${field}`)
}

/** The message for a field's text, or undefined when it is acceptable. */
export function fieldError(field: AssessmentField, text: string, t: Translate): string | undefined {
	const valid = isMeasurement(field)
		? readMeasurement(field, text) !== null
		: (CHOICES[field] as readonly string[]).includes(text)
	return valid ? undefined : errorMessage(field, t)
}

// Long enough for any valid answer, short enough that a hostile post is not echoed back in full.
const MAX_ECHOED_LENGTH = 20

/** The posted text of every field ('' for a missing one or a file). */
export function valuesOf(formData: FormData): AssessmentValues {
	const values = { ...EMPTY_VALUES }
	for (const field of ASSESSMENT_FIELDS) {
		const value = formData.get(field)
		values[field] = typeof value === 'string' ? value.slice(0, MAX_ECHOED_LENGTH) : ''
	}
	return values
}

function assessmentSchema(t: Translate) {
	const choice = <const T extends readonly [string, ...string[]]>(field: AssessmentField, options: T) =>
		z.enum(options, { error: () => errorMessage(field, t) })
	const measurement = (field: Measurement) =>
		z.string({ error: () => errorMessage(field, t) }).transform((text, context) => {
			const value = readMeasurement(field, text)
			if (value !== null) return value
			context.issues.push({ code: 'custom', message: errorMessage(field, t), input: text })
			return z.NEVER
		})
	return z.object({
		sex: choice('sex', SEXES),
		age: measurement('age'),
		heightCm: measurement('heightCm'),
		weightKg: measurement('weightKg'),
		activity: choice('activity', ACTIVITY_LEVELS),
		goal: choice('goal', GOALS),
	}) satisfies z.ZodType<AssessmentInput>
}

export type ParsedAssessmentForm =
	| { ok: true; input: AssessmentInput; values: AssessmentValues }
	| { ok: false; errors: AssessmentErrors; values: AssessmentValues }

/** The action's validation: the posted form into the assessment's input, or a message per failed field. */
export function parseAssessmentForm(formData: FormData, t: Translate): ParsedAssessmentForm {
	const values = valuesOf(formData)
	const raw = Object.fromEntries(ASSESSMENT_FIELDS.map((field) => [field, formData.get(field) ?? undefined]))
	const parsed = assessmentSchema(t).safeParse(raw)
	if (parsed.success) return { ok: true, input: parsed.data, values }
	const errors: AssessmentErrors = {}
	for (const issue of parsed.error.issues) {
		const field = issue.path[0] as AssessmentField
		errors[field] ??= issue.message
	}
	return { ok: false, errors, values }
}
