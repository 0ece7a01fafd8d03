/**
 * The console's new plan and new size forms (issue 18, item 2), and what a plan still needs before
 * it is offered. Pure: the server reads the forms with these and re-renders their field errors.
 *
 * A new plan takes its slug (its address, for good), meals a day, the diet it follows, the
 * collections it is listed in, its texts in the three languages (the plan-text form's rules) and
 * its first size(s): Regular and/or Plus, each with its calories a day (the calories form's rules)
 * and its list price per day in whole dirhams — the price of 5 days a week for 1 week, from which
 * every other price follows (domain/plan-pricing.ts).
 */
import { DIETS, type DietKey } from '../../content/diets.ts'
import type { PlanTag } from '../../content/plans.ts'
import { LOCALE_CODES } from '../locale.ts'
import { isPlanSlug } from '../plan-catalogue.ts'
import { PLAN_SIZES, type PlanSize } from '../plan-pricing.ts'
import { type KcalFormProblem, type KcalRange, readKcalRange } from './kcal-form.ts'
import { type PlanTextProblem, type PlanTexts, readPlanTextForm } from './plan-text-form.ts'
import { MAX_DIRHAMS_PER_DAY } from './price-form.ts'

/** The collections a plan can be listed in (each has its page under /meal-plans/). */
export const PLAN_TAGS = ['popular', 'diet-specific', 'weight-loss'] as const satisfies readonly PlanTag[]

/** Meals a day a plan can bring (`plans_meals_per_day`). */
export const MEALS_PER_DAY = { min: 1, max: 6 } as const

export type NewPlanSize = KcalRange & { size: PlanSize; listPricePerDayFils: number }

export type NewPlan = {
	slug: string
	mealsPerDay: number
	diet: DietKey
	tags: PlanTag[]
	texts: PlanTexts
	sizes: NewPlanSize[]
}

export type NewPlanProblem = PlanTextProblem | KcalFormProblem | 'slug' | 'slug-taken' | 'meals' | 'diet' | 'tags' | 'price' | 'no-size' | 'size-taken'

export type NewPlanFormResult = { ok: true; value: NewPlan } | { ok: false; errors: Partial<Record<string, NewPlanProblem>> }

/** A size's fields are named `<size>-kcal-min`, `<size>-kcal-max`, `<size>-price`; its box "sell this size" is `size-<size>`. */
export const sizePrefix = (size: PlanSize) => `${size}-`

const WHOLE = /^\d{1,5}$/
const EMPTY_TEXTS = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, { name: '', summary: '', description: '' }])) as PlanTexts

function readListPrice(text: string | undefined): number | null {
	const trimmed = (text ?? '').trim()
	const dirhams = WHOLE.test(trimmed) ? Number(trimmed) : NaN
	return dirhams >= 1 && dirhams <= MAX_DIRHAMS_PER_DAY ? dirhams * 100 : null
}

/** One size's calories and list price, from the fields named with `prefix`. */
export function readSizeFields(form: Record<string, string>, size: PlanSize, prefix = sizePrefix(size)): { ok: true; value: NewPlanSize } | { ok: false; errors: Partial<Record<string, NewPlanProblem>> } {
	const kcal = readKcalRange(form, prefix)
	const listPricePerDayFils = readListPrice(form[`${prefix}price`])
	const errors: Partial<Record<string, NewPlanProblem>> = kcal.ok ? {} : { ...kcal.errors }
	if (listPricePerDayFils === null) errors[`${prefix}price`] = 'price'
	if (!kcal.ok || listPricePerDayFils === null) return { ok: false, errors }
	return { ok: true, value: { size, ...kcal.value, listPricePerDayFils } }
}

/**
 * Reads the new plan form. `tags` are the ticked collections (a form posts one value per box);
 * `isPageAddress(slug)` says whether /meal-plans/<slug>/ is already another page of the site
 * (the checkout, a collection, a sample menu), which a plan could never be reached at.
 */
export function readNewPlanForm(form: Record<string, string>, tags: readonly string[], isPageAddress: (slug: string) => boolean): NewPlanFormResult {
	const errors: Partial<Record<string, NewPlanProblem>> = {}
	const slug = (form.slug ?? '').trim()
	if (!isPlanSlug(slug)) errors.slug = 'slug'
	else if (slug === 'new' || isPageAddress(slug)) errors.slug = 'slug-taken'

	const mealsText = (form['meals-per-day'] ?? '').trim()
	const mealsPerDay = /^\d$/.test(mealsText) ? Number(mealsText) : NaN
	if (!(mealsPerDay >= MEALS_PER_DAY.min && mealsPerDay <= MEALS_PER_DAY.max)) errors['meals-per-day'] = 'meals'

	const diet = DIETS.find((candidate) => candidate.key === form.diet)?.key
	if (!diet) errors.diet = 'diet'

	const known = new Set<string>(PLAN_TAGS)
	if (tags.some((tag) => !known.has(tag))) errors.tags = 'tags'
	const chosenTags = PLAN_TAGS.filter((tag) => tags.includes(tag))

	const texts = readPlanTextForm(form, EMPTY_TEXTS)
	if (!texts.ok) Object.assign(errors, texts.errors)

	const sizes: NewPlanSize[] = []
	for (const size of PLAN_SIZES) {
		if (form[`size-${size}`] !== 'on') continue
		const read = readSizeFields(form, size)
		if (read.ok) sizes.push(read.value)
		else Object.assign(errors, read.errors)
	}
	if (!PLAN_SIZES.some((size) => form[`size-${size}`] === 'on')) errors[`size-${PLAN_SIZES[0]}`] = 'no-size'

	if (Object.keys(errors).length > 0 || !diet || !texts.ok) return { ok: false, errors }
	return { ok: true, value: { slug, mealsPerDay, diet, tags: chosenTags, texts: texts.texts, sizes } }
}

/** What a plan has that decides whether it may be offered. */
export type PlanReadiness = {
	/** Languages whose name, tagline and description are all written. */
	textsIn: readonly string[]
	/** Sizes offered (not retired) with a price table. */
	pricedSizes: number
	diet: string | null
	/** Whether the plan has a published weekly menu (decision 012: menus are the plan's). */
	publishedMenu: boolean
}

export type MissingForSale = 'texts' | 'size' | 'diet' | 'menu'

/**
 * What a plan lacks before it may be offered, in the order the console lists it: its texts in
 * every language (the site has no fallback between languages), one priced size at least, a diet,
 * and a published weekly menu (its customers' delivery days and its sample menu show that menu).
 */
export function missingForSale(plan: PlanReadiness): MissingForSale[] {
	const missing: MissingForSale[] = []
	if (!LOCALE_CODES.every((locale) => plan.textsIn.includes(locale))) missing.push('texts')
	if (plan.pricedSizes === 0) missing.push('size')
	if (plan.diet === null) missing.push('diet')
	if (!plan.publishedMenu) missing.push('menu')
	return missing
}
