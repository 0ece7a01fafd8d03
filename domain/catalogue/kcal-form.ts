/**
 * The console's calories form of a plan size (issue 18, item 2): the daily kcal range the plan
 * pages and the order form show (`plan_variants.kcal_min`/`kcal_max`). Pure: the server reads the
 * form with it and re-renders its field errors.
 */

/** A day's calories a meal plan can sensibly promise: below is not a day's food, above is no plan we sell. */
export const KCAL_PER_DAY = { min: 800, max: 5_000 } as const
const WHOLE = /^\d{1,5}$/

export type KcalFormProblem = 'kcal' | 'kcal-order' | 'unchanged'
export type KcalRange = { kcalMin: number; kcalMax: number }
export type KcalFormResult = { ok: true; value: KcalRange } | { ok: false; errors: Partial<Record<string, KcalFormProblem>> }

function readKcal(text: string | undefined): number | null {
	const trimmed = (text ?? '').trim()
	const kcal = WHOLE.test(trimmed) ? Number(trimmed) : NaN
	return kcal >= KCAL_PER_DAY.min && kcal <= KCAL_PER_DAY.max ? kcal : null
}

/**
 * A size's range from two fields (`<prefix>kcal-min`, `<prefix>kcal-max`): whole numbers within
 * KCAL_PER_DAY, the upper end not below the lower. A new size's form reads its range with it too.
 */
export function readKcalRange(form: Record<string, string>, prefix = ''): KcalFormResult {
	const errors: Partial<Record<string, KcalFormProblem>> = {}
	const kcalMin = readKcal(form[`${prefix}kcal-min`])
	const kcalMax = readKcal(form[`${prefix}kcal-max`])
	if (kcalMin === null) errors[`${prefix}kcal-min`] = 'kcal'
	if (kcalMax === null) errors[`${prefix}kcal-max`] = 'kcal'
	else if (kcalMin !== null && kcalMax < kcalMin) errors[`${prefix}kcal-max`] = 'kcal-order'
	if (kcalMin === null || kcalMax === null || Object.keys(errors).length > 0) return { ok: false, errors }
	return { ok: true, value: { kcalMin, kcalMax } }
}

/** `kcal-min` and `kcal-max` of a size's page (readKcalRange); nothing changed is an error. */
export function readKcalForm(form: Record<string, string>, current: KcalRange): KcalFormResult {
	const result = readKcalRange(form)
	if (result.ok && result.value.kcalMin === current.kcalMin && result.value.kcalMax === current.kcalMax) return { ok: false, errors: { form: 'unchanged' } }
	return result
}
