import { describe, expect, test } from 'vitest'
import { INITIAL_SCHEDULE_RULES } from '../../content/schedule-rules.ts'
import { deliveryDates } from '../delivery-schedule.ts'
import { daysOnPreferredWeekdays, daysToChange } from './day-changes.ts'
import { freezeDays, pauseAllowance, unfreezeDays } from './freeze.ts'
import { firstSchedule, type PlanSchedule, type ScheduleDay } from './plan-days.ts'

// 2026-11-30 is a Monday; at 10:00 on 2026-11-27 (UAE) the first changeable day is 2026-11-29.
const uae = (localDateTime: string) => new Date(`${localDateTime}+04:00`)
const NOW = uae('2026-11-27T10:00')
const rules = { ...INITIAL_SCHEDULE_RULES, maxFrozenDays: 4, finishWithinDays: 60 }

/** A 6-day plan of `weeks` weeks from Monday 2026-11-30, with the states given by date. */
function plan(weeks: 1 | 2 = 1, states: Record<string, ScheduleDay['state']> = {}, overrides: Partial<PlanSchedule> = {}): PlanSchedule {
	const { dates, finishBy } = firstSchedule({ startDate: '2026-11-30', daysPerWeek: 6, weeks }, [], rules)
	return { status: 'active', daysPerWeek: 6, rules, finishBy, days: dates.map((date, index) => ({ id: index + 1, date, state: states[date] ?? 'scheduled' })), ...overrides }
}

describe('firstSchedule', () => {
	test("an order's days skip closed dates and the plan must finish finishWithinDays after its last planned day", () => {
		const { dates, finishBy } = firstSchedule({ startDate: '2026-11-30', daysPerWeek: 5, weeks: 1 }, ['2026-12-02'], rules)
		expect(dates).toEqual(['2026-11-30', '2026-12-01', '2026-12-03', '2026-12-04', '2026-12-07'])
		expect(finishBy).toBe('2027-02-05')
	})
})

describe('freezeDays', () => {
	test("a paused day moves to the end: the plan's next delivery day after its last one", () => {
		const outcome = freezeDays(plan(), { dates: ['2026-12-01'] }, { now: NOW, closedDates: [] })
		expect(outcome).toEqual({ ok: true, freeze: [{ id: 2, date: '2026-12-01', state: 'scheduled' }], append: ['2026-12-07'] })
	})

	test('the added days follow the weekdays (no Sunday for a 6-day plan) and skip closed dates', () => {
		const outcome = freezeDays(plan(), { dates: ['2026-12-01', '2026-12-02'] }, { now: NOW, closedDates: ['2026-12-08'] })
		expect(outcome).toMatchObject({ ok: true, append: ['2026-12-07', '2026-12-09'] })
	})

	test('a range pauses the scheduled days within it, and the days go after the last day of any state', () => {
		const paused = plan(1, { '2026-12-05': 'frozen' })
		const withReplacement = { ...paused, days: [...paused.days, { id: 9, date: '2026-12-07', state: 'scheduled' as const }] }
		const outcome = freezeDays(withReplacement, { from: '2026-12-02', to: '2026-12-06' }, { now: NOW, closedDates: [] })
		// 2026-12-05 is paused already and 2026-12-06 is a Sunday: three days move, after 2026-12-07.
		expect(outcome).toMatchObject({ ok: true, append: ['2026-12-08', '2026-12-09', '2026-12-10'] })
		if (outcome.ok) expect(outcome.freeze.map((day) => day.date)).toEqual(['2026-12-02', '2026-12-03', '2026-12-04'])
	})

	test('a day before the cut-off is too late, and the problem names the first day that can still change', () => {
		expect(freezeDays(plan(), { dates: ['2026-11-30'] }, { now: uae('2026-11-28T12:00'), closedDates: [] })).toEqual({
			ok: false,
			problem: { code: 'too-late', date: '2026-11-30', firstChangeableDate: '2026-12-01' },
		})
		// Just before noon the same day is still in time (two days ahead).
		expect(freezeDays(plan(), { dates: ['2026-11-30'] }, { now: uae('2026-11-28T11:59'), closedDates: [] }).ok).toBe(true)
	})

	test("a manager's override of the cut-off reaches tomorrow, never today (being cooked or delivered)", () => {
		const at = uae('2026-11-29T15:00')
		expect(freezeDays(plan(), { dates: ['2026-11-30'] }, { now: at, closedDates: [] })).toMatchObject({ ok: false, problem: { code: 'too-late' } })
		expect(freezeDays(plan(), { dates: ['2026-11-30'] }, { now: at, closedDates: [], overrideCutoff: true }).ok).toBe(true)
		expect(freezeDays(plan(), { dates: ['2026-11-30'] }, { now: uae('2026-11-30T08:00'), closedDates: [], overrideCutoff: true })).toEqual({
			ok: false,
			problem: { code: 'too-late', date: '2026-11-30', firstChangeableDate: '2026-12-01' },
		})
		const paused = plan(1, { '2026-11-30': 'frozen' })
		const withReplacement = { ...paused, days: [...paused.days, { id: 9, date: '2026-12-07', state: 'scheduled' as const }] }
		expect(unfreezeDays(withReplacement, { dates: ['2026-11-30'] }, { now: at, overrideCutoff: true }).ok).toBe(true)
	})

	test('a day already paused, a date the plan does not deliver on, and an empty choice are refused', () => {
		const context = { now: NOW, closedDates: [] }
		expect(freezeDays(plan(1, { '2026-12-01': 'frozen' }), { dates: ['2026-12-01'] }, context)).toMatchObject({ problem: { code: 'already-paused', date: '2026-12-01' } })
		expect(freezeDays(plan(), { dates: ['2026-12-06'] }, context)).toMatchObject({ problem: { code: 'not-a-delivery-day', date: '2026-12-06' } })
		expect(freezeDays(plan(), { dates: [] }, context)).toMatchObject({ problem: { code: 'no-days' } })
		expect(freezeDays(plan(), { from: '2026-12-06', to: '2026-12-06' }, context)).toMatchObject({ problem: { code: 'no-days' } })
	})

	test('no more than maxFrozenDays in all: the problem says how many can still be paused', () => {
		const twoPaused = plan(2, { '2026-12-01': 'frozen', '2026-12-02': 'frozen' })
		const outcome = freezeDays(twoPaused, { dates: ['2026-12-03', '2026-12-04', '2026-12-05'] }, { now: NOW, closedDates: [] })
		expect(outcome).toEqual({ ok: false, problem: { code: 'over-limit', maxFrozenDays: 4, remaining: 2 } })
		expect(freezeDays(twoPaused, { dates: ['2026-12-03', '2026-12-04'] }, { now: NOW, closedDates: [] }).ok).toBe(true)
	})

	test('a moved day may not fall after finishBy: the problem says how many still fit', () => {
		const tight = plan(1, {}, { finishBy: '2026-12-08' })
		expect(freezeDays(tight, { dates: ['2026-12-01', '2026-12-02', '2026-12-03'] }, { now: NOW, closedDates: [] })).toEqual({
			ok: false,
			problem: { code: 'past-finish-date', finishBy: '2026-12-08', remaining: 2 },
		})
		expect(pauseAllowance(tight, [])).toEqual({ frozen: 0, byLimit: 4, movable: 2 })
	})

	test('a cancelled or finished plan cannot be paused', () => {
		expect(freezeDays(plan(1, {}, { status: 'cancelled' }), { dates: ['2026-12-01'] }, { now: NOW, closedDates: [] })).toMatchObject({ problem: { code: 'plan-not-active' } })
	})
})

describe('unfreezeDays', () => {
	const paused = () => {
		const base = plan(1, { '2026-12-01': 'frozen', '2026-12-02': 'frozen' })
		return { ...base, days: [...base.days, { id: 7, date: '2026-12-07', state: 'scheduled' as const }, { id: 8, date: '2026-12-08', state: 'scheduled' as const }] }
	}

	test("a resumed day comes back and the plan's last scheduled day goes", () => {
		expect(unfreezeDays(paused(), { dates: ['2026-12-02'] }, { now: NOW })).toEqual({
			ok: true,
			unfreeze: [{ id: 3, date: '2026-12-02', state: 'frozen' }],
			remove: [{ id: 8, date: '2026-12-08', state: 'scheduled' }],
		})
		expect(unfreezeDays(paused(), { from: '2026-11-30', to: '2026-12-31' }, { now: NOW })).toMatchObject({ ok: true, remove: [{ id: 8 }, { id: 7 }] })
	})

	test('freezing then resuming the same days gives the plan its first dates back', () => {
		const start = plan()
		const frozen = freezeDays(start, { dates: ['2026-12-03'] }, { now: NOW, closedDates: [] })
		if (!frozen.ok) throw new Error('freeze refused')
		const after: PlanSchedule = {
			...start,
			days: [...start.days.map((day) => (day.id === frozen.freeze[0]!.id ? { ...day, state: 'frozen' as const } : day)), { id: 99, date: frozen.append[0]!, state: 'scheduled' }],
		}
		const resumed = unfreezeDays(after, { dates: ['2026-12-03'] }, { now: NOW })
		expect(resumed).toMatchObject({ ok: true, remove: [{ id: 99 }] })
		expect(deliveryDates('2026-11-30', 6, 1)).toContain('2026-12-03')
	})

	test("each resumed day takes back its own order's last day, not a renewal's after it", () => {
		const start = plan()
		// Order 1's 2026-12-03 was paused (its day added on 2026-12-07); a renewal (order 2) then added 2026-12-08 and 2026-12-09.
		const days = [
			...start.days.map((day) => ({ ...day, orderId: 1, state: day.date === '2026-12-03' ? ('frozen' as const) : day.state })),
			{ id: 7, date: '2026-12-07', state: 'scheduled' as const, orderId: 1 },
			{ id: 8, date: '2026-12-08', state: 'scheduled' as const, orderId: 2 },
			{ id: 9, date: '2026-12-09', state: 'scheduled' as const, orderId: 2 },
		]
		expect(unfreezeDays({ ...start, days }, { dates: ['2026-12-03'] }, { now: NOW })).toMatchObject({ ok: true, remove: [{ id: 7 }] })
	})

	test('a day that is not paused, or is before the cut-off, is refused', () => {
		expect(unfreezeDays(paused(), { dates: ['2026-12-03'] }, { now: NOW })).toMatchObject({ problem: { code: 'not-paused', date: '2026-12-03' } })
		expect(unfreezeDays(paused(), { dates: ['2026-12-06'] }, { now: NOW })).toMatchObject({ problem: { code: 'not-a-delivery-day' } })
		expect(unfreezeDays(paused(), { dates: ['2026-12-01'] }, { now: uae('2026-11-29T12:00') })).toMatchObject({
			problem: { code: 'too-late', date: '2026-12-01', firstChangeableDate: '2026-12-02' },
		})
	})

	test('the day to take away must still be changeable itself', () => {
		// Paused 2026-12-05; the plan's last scheduled day is 2026-12-04, already the kitchen's at this hour.
		const base = plan(1, { '2026-12-05': 'frozen' })
		expect(unfreezeDays(base, { dates: ['2026-12-05'] }, { now: uae('2026-12-02T12:00') })).toMatchObject({ problem: { code: 'too-late', date: '2026-12-04' } })
	})
})

describe('daysToChange (address or slot)', () => {
	test('one scheduled day on or after the cut-off, or it and every later scheduled or paused day', () => {
		const schedule = plan(1, { '2026-12-03': 'frozen' })
		const day = schedule.days[1]!
		expect(daysToChange(schedule, day, { fromThisDateOn: false, now: NOW })).toEqual({ ok: true, days: [day] })
		const from = daysToChange(schedule, day, { fromThisDateOn: true, now: NOW })
		expect(from.ok && from.days.map((one) => one.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'])
	})

	test('a day past the cut-off or not scheduled is refused', () => {
		const schedule = plan(1, { '2026-12-03': 'frozen' })
		expect(daysToChange(schedule, schedule.days[0]!, { fromThisDateOn: true, now: uae('2026-11-29T09:00') })).toMatchObject({ problem: { code: 'too-late' } })
		expect(daysToChange(schedule, schedule.days[3]!, { fromThisDateOn: false, now: NOW })).toMatchObject({ problem: { code: 'not-a-delivery-day' } })
	})

	test("a manager's override of the cut-off reaches tomorrow's address or slot, never today's", () => {
		const schedule = plan()
		const monday = schedule.days[0]!
		const sunday = uae('2026-11-29T15:00')
		expect(daysToChange(schedule, monday, { fromThisDateOn: false, now: sunday })).toMatchObject({ ok: false, problem: { code: 'too-late' } })
		expect(daysToChange(schedule, monday, { fromThisDateOn: false, now: sunday, overrideCutoff: true })).toEqual({ ok: true, days: [monday] })
		expect(daysToChange(schedule, monday, { fromThisDateOn: true, now: uae('2026-11-30T08:00'), overrideCutoff: true })).toEqual({
			ok: false,
			problem: { code: 'too-late', date: '2026-11-30', firstChangeableDate: '2026-12-01' },
		})
	})
})

describe('daysOnPreferredWeekdays', () => {
	test('scheduled and paused days on those weekdays from the cut-off on; none of a plan no longer active', () => {
		// Tuesdays (2) of a two-week plan; at 13:00 on 2026-11-29 the first changeable day is 2026-12-02.
		const schedule = plan(2, { '2026-12-08': 'frozen' })
		expect(daysOnPreferredWeekdays(schedule, new Set([2]), uae('2026-11-29T13:00')).map((day) => day.date)).toEqual(['2026-12-08'])
		expect(daysOnPreferredWeekdays(schedule, new Set([2]), NOW).map((day) => day.date)).toEqual(['2026-12-01', '2026-12-08'])
		expect(daysOnPreferredWeekdays({ ...schedule, status: 'finished' }, new Set([2]), NOW)).toEqual([])
	})
})
