import { describe, expect, test } from 'vitest'
import { overlappingDates, RENEWAL_REMINDER_DAYS_BEFORE, renewalDates, renewalProblem, renewalReminderDue, renewedFinishBy } from './renewal.ts'

// 2026-11-23 is a Monday.
describe('renewalDates', () => {
	test('a week of a 5-day plan follows its last day on Monday to Friday', () => {
		// The plan ends on Wednesday 2026-12-02.
		expect(renewalDates({ lastLiveDate: '2026-12-02', earliestStart: '2026-11-25', daysPerWeek: 5, weeks: 1 })).toEqual([
			'2026-12-03',
			'2026-12-04',
			'2026-12-07',
			'2026-12-08',
			'2026-12-09',
		])
	})

	test('days per week × weeks days, on the plan weekdays only', () => {
		const dates = renewalDates({ lastLiveDate: '2026-11-28', earliestStart: '2026-11-25', daysPerWeek: 6, weeks: 4 })
		expect(dates).toHaveLength(24)
		expect(dates.every((date) => new Date(`${date}T00:00:00Z`).getUTCDay() !== 0)).toBe(true)
		expect(dates[0]).toBe('2026-11-30')
	})

	test('closed dates are skipped and made up at the end', () => {
		const dates = renewalDates({ lastLiveDate: '2026-11-30', earliestStart: '2026-11-25', daysPerWeek: 7, weeks: 1, closedDates: ['2026-12-02', '2026-12-03'] })
		expect(dates).toEqual(['2026-12-01', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09'])
	})

	test('a plan ending before the kitchen can cook again continues from the earliest start', () => {
		// Last day tomorrow, but an order paid now can start on Friday at the earliest.
		expect(renewalDates({ lastLiveDate: '2026-11-24', earliestStart: '2026-11-27', daysPerWeek: 5, weeks: 1 })[0]).toBe('2026-11-27')
		expect(renewalDates({ lastLiveDate: null, earliestStart: '2026-11-27', daysPerWeek: 5, weeks: 1 })[0]).toBe('2026-11-27')
	})

	test('never a day already live: every new day is after the last one', () => {
		for (const lastLiveDate of ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']) {
			const dates = renewalDates({ lastLiveDate, earliestStart: '2026-11-25', daysPerWeek: 6, weeks: 2 })
			expect(dates.every((date) => date > lastLiveDate)).toBe(true)
			expect(new Set(dates).size).toBe(12)
		}
	})
})

describe('renewedFinishBy', () => {
	test('the renewal last day gets the same grace, and the date never moves earlier', () => {
		expect(renewedFinishBy('2027-01-10', ['2026-12-03', '2026-12-31'], 60)).toBe('2027-03-01')
		expect(renewedFinishBy('2027-06-01', ['2026-12-03'], 60)).toBe('2027-06-01')
		expect(renewedFinishBy('2027-06-01', [], 60)).toBe('2027-06-01')
	})
})

describe('renewalProblem', () => {
	test('only a running plan can be renewed', () => {
		expect(renewalProblem({ status: 'active' }, { isActive: true })).toBeNull()
		expect(renewalProblem({ status: 'cancelled' }, { isActive: true })).toBe('not-running')
		expect(renewalProblem({ status: 'finished' }, { isActive: true })).toBe('not-running')
	})

	test('a running plan whose plan was withdrawn from sale is not renewed; an ended one is told it ended', () => {
		expect(renewalProblem({ status: 'active' }, { isActive: false })).toBe('withdrawn')
		expect(renewalProblem({ status: 'finished' }, { isActive: false })).toBe('not-running')
	})
})

describe('renewalReminderDue', () => {
	test(`from ${RENEWAL_REMINDER_DAYS_BEFORE} days before the last day until that day, once per end date`, () => {
		expect(renewalReminderDue('2026-12-10', '2026-12-04', null)).toBe(false)
		expect(renewalReminderDue('2026-12-10', '2026-12-05', null)).toBe(true)
		expect(renewalReminderDue('2026-12-10', '2026-12-10', null)).toBe(true)
		expect(renewalReminderDue('2026-12-10', '2026-12-11', null)).toBe(false)
		expect(renewalReminderDue('2026-12-10', '2026-12-06', '2026-12-10')).toBe(false)
		// Renewed since: the new end date is reminded again when it comes near.
		expect(renewalReminderDue('2027-01-07', '2027-01-03', '2026-12-10')).toBe(true)
	})
})

describe('overlappingDates', () => {
	test('the days of a new order that a running plan already delivers on', () => {
		expect(overlappingDates(['2026-12-01', '2026-12-02', '2026-12-03'], ['2026-11-30', '2026-12-02', '2026-12-03'])).toEqual(['2026-12-02', '2026-12-03'])
		expect(overlappingDates(['2026-12-01'], [])).toEqual([])
	})
})
