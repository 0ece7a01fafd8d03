/**
 * Pausing (code: freeze) and resuming (unfreeze) delivery days. A paused day keeps its row as
 * `frozen` and the plan gains a scheduled day after its last one, on the plan's weekdays and
 * skipping closed dates, so the customer never loses a paid day (the database checks the count at
 * commit). Resuming gives the day back and takes the plan's last scheduled day away again.
 * Each function answers the changes to make, or the one problem that stops them.
 */
import { addDays, deliveryDaysAfter, firstChangeableDate, uaeClock } from '../delivery-schedule.ts'
import type { PlanSchedule, ScheduleDay } from './plan-days.ts'
import { cutoffOf } from './rules.ts'

/** Why a change cannot be made; the numbers let the message say what is still possible. */
export type ScheduleProblem =
	| { code: 'plan-not-active' }
	| { code: 'no-days' }
	| { code: 'not-a-delivery-day'; date: string }
	| { code: 'too-late'; date: string; firstChangeableDate: string }
	| { code: 'already-paused'; date: string }
	| { code: 'not-paused'; date: string }
	/** More days than `rules.maxFrozenDays` would be paused; `remaining` can still be. */
	| { code: 'over-limit'; maxFrozenDays: number; remaining: number }
	/** A moved day would fall after `finishBy`; `remaining` more days can still be paused. */
	| { code: 'past-finish-date'; finishBy: string; remaining: number }

export type ScheduleOutcome<Change> = ({ ok: true } & Change) | { ok: false; problem: ScheduleProblem }

/** What the customer gives: single dates, or a range whose delivery days are meant. */
export type DaySelection = { dates: readonly string[] } | { from: string; to: string }

export type ChangeContext = {
	now: Date
	closedDates: readonly string[]
	/**
	 * A manager changing a day after the cut-off, with a reason (the console, issue 19): any day
	 * from tomorrow (UAE) on, never today's or an earlier one, which are being cooked or delivered.
	 */
	overrideCutoff?: boolean
}

const problem = (value: ScheduleProblem) => ({ ok: false as const, problem: value })

/** The first day that can still be changed for this plan at `now` (decision 012's one cut-off). */
export const firstChangeableDay = (schedule: PlanSchedule, now: Date, { overrideCutoff = false }: Pick<ChangeContext, 'overrideCutoff'> = {}) =>
	overrideCutoff ? addDays(uaeClock(now).date, 1) : firstChangeableDate(now, cutoffOf(schedule.rules))

/** The chosen dates, sorted and once each; a range means the plan's days (in `states`) within it. */
export function selectedDates(schedule: PlanSchedule, selection: DaySelection, states: readonly ScheduleDay['state'][]): string[] {
	const dates =
		'dates' in selection
			? selection.dates
			: schedule.days.filter((day) => states.includes(day.state) && day.date >= selection.from && day.date <= selection.to).map((day) => day.date)
	return [...new Set(dates)].sort()
}

const lastDateOf = (schedule: PlanSchedule) => schedule.days.reduce((last, day) => (day.date > last ? day.date : last), '')

/** How many more days can be paused: the lower of what the limit and the finish date allow. */
export function pauseAllowance(schedule: PlanSchedule, closedDates: readonly string[]) {
	const frozen = schedule.days.filter((day) => day.state === 'frozen').length
	const byLimit = Math.max(0, schedule.rules.maxFrozenDays - frozen)
	// Each paused day adds one after the last: count the plan's days left between it and finishBy.
	const movable = deliveryDaysAfter(lastDateOf(schedule), schedule.daysPerWeek, byLimit, closedDates).filter((date) => date <= schedule.finishBy).length
	return { frozen, byLimit, movable }
}

/**
 * Pauses the chosen days: each must be a scheduled day on or after the cut-off; together they
 * must stay within `rules.maxFrozenDays` and their replacements within `finishBy`.
 */
export function freezeDays(
	schedule: PlanSchedule,
	selection: DaySelection,
	{ now, closedDates, overrideCutoff }: ChangeContext,
): ScheduleOutcome<{ freeze: ScheduleDay[]; append: string[] }> {
	if (schedule.status !== 'active') return problem({ code: 'plan-not-active' })
	const dates = selectedDates(schedule, selection, ['scheduled'])
	if (dates.length === 0) return problem({ code: 'no-days' })
	const firstChangeable = firstChangeableDay(schedule, now, { overrideCutoff })
	const freeze: ScheduleDay[] = []
	for (const date of dates) {
		const onDate = schedule.days.filter((day) => day.date === date)
		const scheduled = onDate.find((day) => day.state === 'scheduled')
		if (!scheduled) {
			if (onDate.some((day) => day.state === 'frozen')) return problem({ code: 'already-paused', date })
			return problem({ code: 'not-a-delivery-day', date })
		}
		if (date < firstChangeable) return problem({ code: 'too-late', date, firstChangeableDate: firstChangeable })
		freeze.push(scheduled)
	}
	const allowance = pauseAllowance(schedule, closedDates)
	if (freeze.length > allowance.byLimit) return problem({ code: 'over-limit', maxFrozenDays: schedule.rules.maxFrozenDays, remaining: allowance.byLimit })
	if (freeze.length > allowance.movable) return problem({ code: 'past-finish-date', finishBy: schedule.finishBy, remaining: allowance.movable })
	const append = deliveryDaysAfter(lastDateOf(schedule), schedule.daysPerWeek, freeze.length, closedDates)
	return { ok: true, freeze, append }
}

/**
 * Resumes the chosen paused days (on or after the cut-off): each comes back as scheduled and, for
 * each, the last scheduled day of the same order goes away — the day its pause had added. Never a
 * day of another order (a renewal paid after the pause has the plan's last days): every order
 * keeps as many days as it paid for, which a cancellation refunds at that order's price.
 */
export function unfreezeDays(
	schedule: PlanSchedule,
	selection: DaySelection,
	{ now, overrideCutoff }: Pick<ChangeContext, 'now' | 'overrideCutoff'>,
): ScheduleOutcome<{ unfreeze: ScheduleDay[]; remove: ScheduleDay[] }> {
	if (schedule.status !== 'active') return problem({ code: 'plan-not-active' })
	const dates = selectedDates(schedule, selection, ['frozen'])
	if (dates.length === 0) return problem({ code: 'no-days' })
	const firstChangeable = firstChangeableDay(schedule, now, { overrideCutoff })
	const unfreeze: ScheduleDay[] = []
	for (const date of dates) {
		const onDate = schedule.days.filter((day) => day.date === date)
		const frozen = onDate.find((day) => day.state === 'frozen')
		if (!frozen) return problem(onDate.length > 0 ? { code: 'not-paused', date } : { code: 'not-a-delivery-day', date })
		if (date < firstChangeable) return problem({ code: 'too-late', date, firstChangeableDate: firstChangeable })
		unfreeze.push(frozen)
	}
	const latestFirst = schedule.days.filter((day) => day.state === 'scheduled').sort((a, b) => (a.date < b.date ? 1 : -1))
	const remove: ScheduleDay[] = []
	for (const day of unfreeze) {
		const last = latestFirst.find((candidate) => candidate.orderId === day.orderId && !remove.includes(candidate))
		if (last) remove.push(last)
	}
	// The days to take away are their orders' last; one the kitchen already plans for cannot go.
	const tooLate = remove.find((day) => day.date < firstChangeable)
	if (tooLate || remove.length < unfreeze.length) return problem({ code: 'too-late', date: tooLate?.date ?? dates[0]!, firstChangeableDate: firstChangeable })
	return { ok: true, unfreeze, remove }
}
