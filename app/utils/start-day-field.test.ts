import { describe, expect, test } from 'vitest'
import { ANOTHER_START_DAY, chosenStartDay, laterStartDayName, startDayOptions, withChosenStartDay } from './start-day-field.ts'

const reader = (query: string) => {
	const params = new URLSearchParams(query)
	return (name: string) => params.get(name)
}

describe('chosenStartDay', () => {
	test('a radio’s date is the day; "another day" takes the list’s', () => {
		expect(chosenStartDay(reader('start=2026-12-01&start_later=2026-12-20'), 'start')).toBe('2026-12-01')
		expect(chosenStartDay(reader(`start=${ANOTHER_START_DAY}&start_later=2026-12-20`), 'start')).toBe('2026-12-20')
		expect(laterStartDayName('start_date')).toBe('start_date_later')
	})

	test('nothing chosen, or "another day" without a list, is no day', () => {
		expect(chosenStartDay(reader(''), 'start')).toBeNull()
		expect(chosenStartDay(reader(`start=${ANOTHER_START_DAY}`), 'start')).toBeNull()
	})
})

describe('withChosenStartDay', () => {
	const clean = (query: string) => withChosenStartDay(new URLSearchParams(query), 'start').toString()

	test('one field with the day, where the radio was, whichever was ticked', () => {
		expect(clean(`plan=international&start=${ANOTHER_START_DAY}&start_later=2026-12-20&weeks=2`)).toBe('plan=international&start=2026-12-20&weeks=2')
		expect(clean('plan=international&start=2026-12-01&start_later=2026-12-20&weeks=2')).toBe('plan=international&start=2026-12-01&weeks=2')
	})

	test('no day chosen: neither field', () => {
		expect(clean(`plan=international&start=${ANOTHER_START_DAY}`)).toBe('plan=international')
		expect(clean('plan=international&start_later=2026-12-20')).toBe('plan=international')
	})
})

test('startDayOptions writes each day with its weekday in the page’s language, Latin digits', () => {
	expect(startDayOptions(['2026-11-29'], 'en-GB')).toEqual([{ value: '2026-11-29', label: 'Sun 29 Nov' }])
	expect(startDayOptions(['2026-11-29'], 'ru-AE')[0]?.label).toBe('вс, 29 нояб.')
	expect(startDayOptions(['2026-11-29'], 'ar-AE')[0]?.label).toBe('الأحد، 29 نوفمبر')
})
