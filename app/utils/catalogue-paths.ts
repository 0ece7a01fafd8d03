/**
 * Prefix-free addresses of the catalogue's pages, in one place so the plan cards, the plan and
 * sample-menu pages and /cheap-meal-plans/ cannot disagree (LocaleLink adds the locale prefix).
 */
import { DIETS, type DietKey } from '../../content/diets.ts'
import type { PlanTag } from '../../content/plans.ts'
import type { DaysPerWeek, PlanSize, Weeks } from '../../domain/plan-pricing.ts'

export const MEAL_PLANS_PATH = '/meal-plans/'

export const planPath = (slug: string) => `/meal-plans/${slug}/`

/** The collection page of a tag; `null` is every plan (/meal-plans/). */
export const COLLECTION_PATHS: Readonly<Record<PlanTag, string>> = {
	popular: '/meal-plans/popular-meal-plans/',
	'diet-specific': '/meal-plans/diet-specific-meal-plans/',
	'weight-loss': '/meal-plans/weight-loss-meal-plans/',
}

/** A diet's sample menu, `/meal-plans/{sampleMenuSlug}-sample-menu/`; null for a diet without one. */
export function sampleMenuPath(diet: DietKey | null): string | null {
	const entry = DIETS.find((candidate) => candidate.key === diet)
	return entry ? `/meal-plans/${entry.sampleMenuSlug}-sample-menu/` : null
}

/** What else a link to the customise step may choose in advance: a campaign's whole offer. */
export type CustomisePreselection = { daysPerWeek?: DaysPerWeek; weeks?: Weeks; code?: string }

/**
 * The customise step with the plan and size chosen in advance, and optionally the days a week,
 * weeks and a discount code: the query contract of docs/architecture.md ("Body assessment",
 * "Campaigns and discount codes"), which the customise page reads. A plain link, so it works
 * before (and without) JavaScript.
 */
export function customisePlanPath(slug: string, size: PlanSize, preselection: CustomisePreselection = {}): string {
	const query = new URLSearchParams({ plan: slug, size })
	if (preselection.daysPerWeek) query.set('days', String(preselection.daysPerWeek))
	if (preselection.weeks) query.set('weeks', String(preselection.weeks))
	if (preselection.code) query.set('code', preselection.code)
	return `/meal-plans/customise-meal-plan/?${query.toString()}`
}
