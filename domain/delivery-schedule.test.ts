import { describe, expect, test } from 'vitest'
import {
	addDays,
	deliveryDates,
	earliestStartDate,
	feasibleStartDate,
	type Cutoff,
	isIsoDate,
	latestStartDate,
	startDateChoices,
	startDateProblem,
	startsAtFirstMenu,
	uaeClock,
	uaeDateTime,
	weekdayOf,
} from './delivery-schedule.ts'

// The seeded terms (content/schedule-rules.ts): the cut-off is 12:00, two days ahead before it, three after.
const NOON: Cutoff = { hour: 12, daysAheadBefore: 2, daysAheadAfter: 3 }

// 2026-11-23 is a Monday.
const uae = (localDateTime: string) => new Date(`${localDateTime}+04:00`)

describe('dates', () => {
	test('reads only real calendar dates', () => {
		expect(isIsoDate('2026-11-23')).toBe(true)
		expect(isIsoDate('2026-02-30')).toBe(false)
		expect(isIsoDate('2026-11-23T00:00')).toBe(false)
		expect(isIsoDate(20261123)).toBe(false)
	})

	test('adds days across months and years, and names weekdays', () => {
		expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
		expect(weekdayOf('2026-11-23')).toBe(1)
		expect(weekdayOf('2026-11-29')).toBe(0)
	})

	test('the UAE day and hour do not depend on the machine', () => {
		// 21:30 UTC is already 01:30 the next day in Dubai.
		expect(uaeClock(new Date('2026-11-23T21:30:00Z'))).toEqual({ date: '2026-11-24', hour: 1 })
	})

	test("an instant as the UAE's clock reads it, to the minute or the second", () => {
		expect(uaeDateTime(new Date('2026-11-23T21:30:45Z'))).toBe('2026-11-24 01:30')
		expect(uaeDateTime(new Date('2026-11-23T21:30:45Z'), true)).toBe('2026-11-24 01:30:45')
	})
})

describe('earliestStartDate', () => {
	test('before the 12:00 cut-off the plan can start the day after tomorrow', () => {
		expect(earliestStartDate(uae('2026-11-23T11:59'), 6, [], NOON, null)).toBe('2026-11-25')
	})

	test('from 12:00 it starts a day later', () => {
		expect(earliestStartDate(uae('2026-11-23T12:00'), 6, [], NOON, null)).toBe('2026-11-26')
	})

	test('moves to the plan’s next delivery day', () => {
		// Friday morning: Sunday is two days ahead; a 6-day plan starts on Monday, a 7-day one on Sunday.
		expect(earliestStartDate(uae('2026-11-27T09:00'), 6, [], NOON, null)).toBe('2026-11-30')
		expect(earliestStartDate(uae('2026-11-27T09:00'), 7, [], NOON, null)).toBe('2026-11-29')
		// Thursday afternoon: Sunday again, then Monday for a 5-day plan.
		expect(earliestStartDate(uae('2026-11-26T13:00'), 5, [], NOON, null)).toBe('2026-11-30')
	})

	test('skips days the kitchen is closed', () => {
		expect(earliestStartDate(uae('2026-11-30T10:00'), 6, ['2026-12-02', '2026-12-03'], NOON, null)).toBe('2026-12-04')
	})
})

describe('startDateProblem', () => {
	const now = uae('2026-11-23T10:00')

	test('accepts a delivery day between the earliest date and 60 days after it', () => {
		expect(startDateProblem('2026-11-25', now, 6, [], NOON, null)).toBeNull()
		expect(startDateProblem('2027-01-21', now, 6, [], NOON, null)).toBeNull()
		// The earliest is Wednesday 25 November: 60 days later is Sunday 24 January.
		expect(latestStartDate(now, 6, [], NOON, null)).toBe('2027-01-24')
		expect(startDateProblem('2027-01-23', now, 6, [], NOON, null)).toBeNull()
	})

	test('says why a date cannot be used', () => {
		expect(startDateProblem('not a date', now, 6, [], NOON, null)).toBe('invalid')
		expect(startDateProblem('2026-11-24', now, 6, [], NOON, null)).toBe('too-early')
		expect(startDateProblem('2026-11-29', now, 6, [], NOON, null)).toBe('not-a-delivery-day')
		expect(startDateProblem('2026-11-28', now, 5, [], NOON, null)).toBe('not-a-delivery-day')
		expect(startDateProblem('2027-01-25', now, 6, [], NOON, null)).toBe('too-late')
		expect(startDateProblem('2026-12-02', now, 6, ['2026-12-02'], NOON, null)).toBe('not-a-delivery-day')
	})
})

describe('startDateChoices', () => {
	// Monday 23 November, 10:00: the earliest start of a 6-day plan is Wednesday 25th, the latest Sunday 24 January.
	const now = uae('2026-11-23T10:00')

	test('lists the delivery days from the earliest start to the latest, none the server would refuse', () => {
		const days = startDateChoices(now, 6, ['2026-12-02'], NOON, null)
		expect(days.slice(0, 6)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01'])
		// No Sunday for a 6-day plan, no closed day.
		expect(days).not.toContain('2026-11-29')
		expect(days).not.toContain('2026-12-02')
		expect(days.at(-1)).toBe('2027-01-23')
		for (const day of days) expect(startDateProblem(day, now, 6, ['2026-12-02'], NOON, null)).toBeNull()
		// Every day of the window the server accepts is offered: 61 days, 9 Sundays and one closed day fewer.
		expect(days).toHaveLength(61 - 9 - 1)
	})

	test('a 5-day plan starts on weekdays only; a 7-day plan any day', () => {
		expect(startDateChoices(now, 5, [], NOON, null).slice(0, 4)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30'])
		expect(startDateChoices(now, 7, [], NOON, null).slice(0, 5)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'])
	})

	test('after the cut-off and before a plan’s first menu, the list starts later', () => {
		expect(startDateChoices(uae('2026-11-23T13:00'), 6, [], NOON, null)[0]).toBe('2026-11-26')
		expect(startDateChoices(now, 6, [], NOON, '2026-12-07')[0]).toBe('2026-12-07')
	})
})

describe("a plan's first published weekly menu", () => {
	// Monday 23 November, 10:00: the cut-off alone allows Wednesday 25th.
	const now = uae('2026-11-23T10:00')

	test('a first week after the cut-off’s earliest day is the earliest start', () => {
		expect(earliestStartDate(now, 6, [], NOON, '2026-12-07')).toBe('2026-12-07')
		expect(earliestStartDate(now, 5, [], NOON, '2026-12-07')).toBe('2026-12-07')
		expect(startsAtFirstMenu(now, NOON, '2026-12-07')).toBe(true)
		// Its Monday closed (a public holiday): the next delivery day.
		expect(earliestStartDate(now, 6, ['2026-12-07'], NOON, '2026-12-07')).toBe('2026-12-08')
	})

	test('a week already in force, or none at all, leaves the cut-off’s day (every seeded plan)', () => {
		expect(earliestStartDate(now, 6, [], NOON, '2026-01-05')).toBe('2026-11-25')
		expect(earliestStartDate(now, 6, [], NOON, '2026-11-23')).toBe('2026-11-25')
		expect(earliestStartDate(now, 6, [], NOON, null)).toBe('2026-11-25')
		expect(startsAtFirstMenu(now, NOON, '2026-11-23')).toBe(false)
		expect(startsAtFirstMenu(now, NOON, null)).toBe(false)
		expect(startDateProblem('2026-11-24', now, 6, [], NOON, '2026-01-05')).toBe('too-early')
		expect(startDateProblem('2026-11-25', now, 6, [], NOON, '2026-01-05')).toBeNull()
	})

	test('a week that begins on the cut-off’s own first day changes nothing: a refusal is still the notice’s', () => {
		// Saturday 28th, 10:00: the cut-off allows Monday 30th, the week's first day.
		const saturday = uae('2026-11-28T10:00')
		expect(startsAtFirstMenu(saturday, NOON, '2026-11-30')).toBe(false)
		expect(earliestStartDate(saturday, 6, [], NOON, '2026-11-30')).toBe('2026-11-30')
		expect(startDateProblem('2026-11-29', saturday, 7, [], NOON, '2026-11-30')).toBe('too-early')
	})

	test('any earlier day is refused as before the first menu, that Monday and later are taken', () => {
		expect(startDateProblem('2026-11-25', now, 6, [], NOON, '2026-12-07')).toBe('before-first-menu')
		expect(startDateProblem('2026-12-05', now, 6, [], NOON, '2026-12-07')).toBe('before-first-menu')
		// Too early for the kitchen as well: the first menu still decides the earliest day, so it is named.
		expect(startDateProblem('2026-11-24', now, 6, [], NOON, '2026-12-07')).toBe('before-first-menu')
		expect(startDateProblem('2026-12-07', now, 6, [], NOON, '2026-12-07')).toBeNull()
		expect(startDateProblem('2026-12-09', now, 6, [], NOON, '2026-12-07')).toBeNull()
		expect(startDateProblem('2026-12-13', now, 6, [], NOON, '2026-12-07')).toBe('not-a-delivery-day')
	})

	test('a first week more than 60 days ahead (a launch) is booked from its Monday for 60 days, not refused on every date', () => {
		// Monday 1 March 2027 is 98 days after the 23rd of November.
		expect(earliestStartDate(now, 6, [], NOON, '2027-03-01')).toBe('2027-03-01')
		expect(latestStartDate(now, 6, [], NOON, '2027-03-01')).toBe('2027-04-30')
		expect(startDateProblem('2027-03-01', now, 6, [], NOON, '2027-03-01')).toBeNull()
		expect(startDateProblem('2027-04-30', now, 6, [], NOON, '2027-03-01')).toBeNull()
		expect(startDateProblem('2027-05-01', now, 6, [], NOON, '2027-03-01')).toBe('too-late')
		expect(startDateProblem('2027-02-26', now, 6, [], NOON, '2027-03-01')).toBe('before-first-menu')
	})

	test('an order naming an earlier day (made before the rule, paid now) starts on that Monday', () => {
		expect(feasibleStartDate('2026-11-25', now, 6, [], NOON, '2026-12-07')).toBe('2026-12-07')
		expect(feasibleStartDate('2026-12-09', now, 6, [], NOON, '2026-12-07')).toBe('2026-12-09')
	})
})

describe('deliveryDates', () => {
	test('gives days per week × weeks dates on the plan’s weekdays', () => {
		const dates = deliveryDates('2026-11-30', 6, 8)
		expect(dates).toHaveLength(48)
		expect(dates.slice(0, 7)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-07'])
		expect(dates.every((date) => weekdayOf(date) !== 0)).toBe(true)
	})

	test('a 5-day plan runs Monday to Friday', () => {
		expect(deliveryDates('2026-11-30', 5, 1)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'])
	})

	test('a closed day moves to the end instead of being lost', () => {
		// UAE National Day.
		expect(deliveryDates('2026-11-30', 5, 1, ['2026-12-02'])).toEqual(['2026-11-30', '2026-12-01', '2026-12-03', '2026-12-04', '2026-12-07'])
	})

	test('a start date that is not a delivery day begins on the next one', () => {
		expect(deliveryDates('2026-11-29', 6, 1)[0]).toBe('2026-11-30')
	})
})

describe('feasibleStartDate', () => {
	test('a chosen date the kitchen can still make is kept', () => {
		expect(feasibleStartDate('2026-11-30', uae('2026-11-23T09:00'), 6, [], NOON, null)).toBe('2026-11-30')
	})
	test('a date that came too close (paid days later) moves to the earliest possible day', () => {
		expect(feasibleStartDate('2026-11-25', uae('2026-11-25T09:00'), 6, [], NOON, null)).toBe('2026-11-27')
		expect(feasibleStartDate('2026-11-25', uae('2026-11-25T09:00'), 5, [], NOON, null)).toBe('2026-11-27')
	})
	test('follows the cut-off and closed dates it is given (the schedule_rules row in force)', () => {
		const late: Cutoff = { hour: 9, daysAheadBefore: 4, daysAheadAfter: 5 }
		// 10:00 is after a 09:00 cut-off: five days ahead is Saturday 28th; the 28th is closed, so Monday 30th.
		expect(feasibleStartDate('2026-11-25', uae('2026-11-23T10:00'), 6, ['2026-11-28'], late, null)).toBe('2026-11-30')
		expect(startDateProblem('2026-11-27', uae('2026-11-23T10:00'), 6, [], late, null)).toBe('too-early')
		expect(startDateProblem('2026-11-28', uae('2026-11-23T10:00'), 6, [], late, null)).toBeNull()
	})
})
