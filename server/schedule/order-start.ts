/**
 * The check of a new order's first delivery day, as the order API, the checkout form and the
 * price API make it: the terms in force now and the plan's first menu (orderStartTerms), the one
 * rule (startDateProblem in domain/delivery-schedule.ts), and the refusal as the field error in the
 * request's language.
 */
import { CHECKOUT_MESSAGES } from '../../content/checkout-messages.ts'
import { earliestStartDate, latestStartDate, startDateProblem } from '../../domain/delivery-schedule.ts'
import { getLocale, type LocaleCode } from '../../domain/locale.ts'
import type { DaysPerWeek } from '../../domain/plan-pricing.ts'
import { fillText, formatCalendarDate } from '../../domain/text-template.ts'
import type { Executor } from '../db/client.ts'
import { orderStartTerms } from './schedule-data.ts'

/** Why `startDate` cannot begin a new order of this plan at `now`, as the field's message; null when it can. */
export async function orderStartProblem(
	ex: Executor,
	startDate: unknown,
	now: Date,
	plan: { planId: number; daysPerWeek: DaysPerWeek },
	locale: LocaleCode,
): Promise<string | null> {
	const { closedDates, cutoff, menuFrom } = await orderStartTerms(ex, now, plan.planId)
	const problem = startDateProblem(startDate, now, plan.daysPerWeek, closedDates, cutoff, menuFrom)
	if (problem === null) return null
	// The first menu's refusal names the plan's start, which no later visit moves; a day too far ahead, the latest that can be chosen.
	const { language } = getLocale(locale)
	const earliest = earliestStartDate(now, plan.daysPerWeek, closedDates, cutoff, menuFrom)
	const latest = latestStartDate(now, plan.daysPerWeek, closedDates, cutoff, menuFrom)
	return fillText(CHECKOUT_MESSAGES[locale].startDate[problem], { date: formatCalendarDate(earliest, language), latest: formatCalendarDate(latest, language) })
}
