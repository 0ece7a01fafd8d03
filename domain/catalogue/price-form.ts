/**
 * The console's price form (issue 18, item 2): a size's price per delivery day for each
 * days-per-week × weeks choice, in whole dirhams as the site shows them, in force from a date (UAE
 * time) or at once. Pure: the server reads the form with it and re-renders its field errors.
 */
import { uaeMidnight } from '../delivery-schedule.ts'
import { DAYS_PER_WEEK_OPTIONS, type DaysPerWeek, WEEK_OPTIONS, type Weeks } from '../plan-pricing.ts'

export const PRICE_CHOICES = DAYS_PER_WEEK_OPTIONS.flatMap((daysPerWeek) => WEEK_OPTIONS.map((weeks) => ({ daysPerWeek, weeks })))

/** The form field of one choice's price. */
export const priceField = (daysPerWeek: DaysPerWeek, weeks: Weeks) => `price-${daysPerWeek}-${weeks}`

/** A day's price in dirhams: whole, positive, and below what no plan would ever cost. */
export const MAX_DIRHAMS_PER_DAY = 10_000
const WHOLE_DIRHAMS = /^\d{1,5}$/

export type PriceFormProblem = 'price' | 'from' | 'past' | 'unchanged'

export type PriceChange = { daysPerWeek: DaysPerWeek; weeks: Weeks; pricePerDayFils: number }

export type PriceFormResult =
	| { ok: true; changes: PriceChange[]; effectiveFrom: Date }
	| { ok: false; errors: Partial<Record<string, PriceFormProblem>> }

/**
 * Reads the form against the prices in force: only changed cells become changes. An empty date is
 * "now"; a date must be today (UAE) or later, since a price in force in the past would claim
 * orders already priced otherwise.
 */
export function readPriceForm(form: Record<string, string>, current: ReadonlyMap<string, number>, now: Date): PriceFormResult {
	const errors: Partial<Record<string, PriceFormProblem>> = {}
	const changes: PriceChange[] = []
	for (const { daysPerWeek, weeks } of PRICE_CHOICES) {
		const name = priceField(daysPerWeek, weeks)
		const text = (form[name] ?? '').trim()
		const dirhams = WHOLE_DIRHAMS.test(text) ? Number(text) : NaN
		if (!(dirhams >= 1 && dirhams <= MAX_DIRHAMS_PER_DAY)) {
			errors[name] = 'price'
			continue
		}
		const fils = dirhams * 100
		if (current.get(name) !== fils) changes.push({ daysPerWeek, weeks, pricePerDayFils: fils })
	}
	const fromText = (form.from ?? '').trim()
	let effectiveFrom = now
	if (fromText !== '') {
		const at = uaeMidnight(fromText)
		if (!at) errors.from = 'from'
		else if (at.getTime() + 24 * 3_600_000 <= now.getTime()) errors.from = 'past'
		else effectiveFrom = at.getTime() < now.getTime() ? now : at
	}
	if (Object.keys(errors).length > 0) return { ok: false, errors }
	if (changes.length === 0) return { ok: false, errors: { form: 'unchanged' } }
	return { ok: true, changes, effectiveFrom }
}
