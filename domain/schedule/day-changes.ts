/**
 * Which days an address or slot change applies to: one scheduled delivery day on or after the
 * cut-off, or ("from this date on") that day and every later day of the plan that is scheduled
 * or paused — a paused day resumed later then goes to the new address too, and the days a pause
 * adds at the end copy the last day's. Staff allowed to override the cut-off (the console) may
 * change days from tomorrow on.
 */
import { weekdayOf } from '../delivery-schedule.ts'
import type { PlanSchedule, ScheduleDay } from './plan-days.ts'
import { firstChangeableDay, type ScheduleOutcome } from './freeze.ts'

export function daysToChange(
	schedule: PlanSchedule,
	day: ScheduleDay,
	{ fromThisDateOn, now, overrideCutoff = false }: { fromThisDateOn: boolean; now: Date; overrideCutoff?: boolean },
): ScheduleOutcome<{ days: ScheduleDay[] }> {
	if (schedule.status !== 'active') return { ok: false, problem: { code: 'plan-not-active' } }
	if (day.state !== 'scheduled') return { ok: false, problem: { code: 'not-a-delivery-day', date: day.date } }
	// A manager's override (the console) reaches from tomorrow on, as for pausing (freeze.ts).
	const firstChangeable = firstChangeableDay(schedule, now, { overrideCutoff })
	if (day.date < firstChangeable) return { ok: false, problem: { code: 'too-late', date: day.date, firstChangeableDate: firstChangeable } }
	const days = fromThisDateOn
		? schedule.days.filter((other) => (other.state === 'scheduled' || other.state === 'frozen') && other.date >= day.date)
		: [day]
	return { ok: true, days }
}

/**
 * The days the weekly delivery preferences reach: every scheduled or paused day of an active plan
 * on or after the cut-off whose weekday (0 = Sunday … 6 = Saturday) has a preference. Days past
 * the cut-off are the kitchen's and keep their address.
 */
export function daysOnPreferredWeekdays(schedule: PlanSchedule, weekdays: ReadonlySet<number>, now: Date): ScheduleDay[] {
	if (schedule.status !== 'active') return []
	const firstChangeable = firstChangeableDay(schedule, now)
	return schedule.days.filter(
		(day) => (day.state === 'scheduled' || day.state === 'frozen') && day.date >= firstChangeable && weekdays.has(weekdayOf(day.date)),
	)
}
