/**
 * The console's plan-text form (issue 18, item 2): a plan's name, tagline (the `summary` its card
 * and page intro show) and description, in each of the site's three languages. Every text is
 * required in every language, since the site has no fallback between languages, and kept to
 * lengths its cards and page were designed for. Pure: the server reads the form with it and
 * re-renders its field errors.
 */
import { LOCALE_CODES, type LocaleCode } from '../locale.ts'

export const PLAN_TEXT_FIELDS = ['name', 'summary', 'description'] as const
export type PlanTextField = (typeof PLAN_TEXT_FIELDS)[number]
export type PlanText = Record<PlanTextField, string>
export type PlanTexts = Record<LocaleCode, PlanText>

/** Characters each text may have: a name fits a card's title, a tagline two lines of a card. */
export const PLAN_TEXT_LIMITS: Record<PlanTextField, { min: number; max: number }> = {
	name: { min: 2, max: 40 },
	summary: { min: 20, max: 200 },
	description: { min: 80, max: 1_500 },
}

export type PlanTextProblem = 'required' | 'short' | 'long' | 'unchanged'

/** The form field of one text: `summary-ru-ae`. */
export const planTextField = (field: PlanTextField, locale: LocaleCode) => `${field}-${locale}`

export type PlanTextFormResult =
	| { ok: true; texts: PlanTexts; changed: LocaleCode[] }
	| { ok: false; errors: Partial<Record<string, PlanTextProblem>> }

/** Spaces at the ends and runs of white space inside are typing, not text (a description keeps its line breaks). */
function tidy(value: string, field: PlanTextField): string {
	const trimmed = value.replace(/\r\n?/g, '\n').trim()
	return field === 'description' ? trimmed.replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n') : trimmed.replace(/\s+/g, ' ')
}

/** Reads the form against the texts in force: an error per field, or the texts and the languages that changed. */
export function readPlanTextForm(form: Record<string, string>, current: PlanTexts): PlanTextFormResult {
	const errors: Partial<Record<string, PlanTextProblem>> = {}
	const texts = {} as PlanTexts
	for (const locale of LOCALE_CODES) {
		const text = {} as PlanText
		for (const field of PLAN_TEXT_FIELDS) {
			const name = planTextField(field, locale)
			const value = tidy(form[name] ?? '', field)
			const { min, max } = PLAN_TEXT_LIMITS[field]
			// Counted in code points, so an Arabic or emoji-free Russian text counts as it reads.
			const length = [...value].length
			if (length === 0) errors[name] = 'required'
			else if (length < min) errors[name] = 'short'
			else if (length > max) errors[name] = 'long'
			text[field] = value
		}
		texts[locale] = text
	}
	if (Object.keys(errors).length > 0) return { ok: false, errors }
	const changed = LOCALE_CODES.filter((locale) => PLAN_TEXT_FIELDS.some((field) => texts[locale][field] !== current[locale][field]))
	if (changed.length === 0) return { ok: false, errors: { form: 'unchanged' } }
	return { ok: true, texts, changed }
}
