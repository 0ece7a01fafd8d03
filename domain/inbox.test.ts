import { expect, test } from 'vitest'
import { inboxSubject, readInboxFilter, readWeek, weekDays, weekOf } from './inbox.ts'

test('the filter is read forgivingly: unknown kinds are all kinds, the state defaults to new', () => {
	expect(readInboxFilter(new URLSearchParams(''))).toEqual({ kind: null, state: 'new' })
	expect(readInboxFilter(new URLSearchParams('kind=ambassador&state=handled'))).toEqual({ kind: 'ambassador', state: 'handled' })
	expect(readInboxFilter(new URLSearchParams('kind=letter&state=all'))).toEqual({ kind: null, state: 'all' })
	expect(readInboxFilter(new URLSearchParams('state=closed'))).toEqual({ kind: null, state: 'new' })
})

test('an item’s audit subject is the row it lives in', () => {
	expect(['lead', 'contact', 'ambassador', 'consultation'].map((kind) => inboxSubject(kind as never, 7))).toEqual(['lead:7', 'contact-message:7', 'contact-message:7', 'consultation:7'])
})

test('the calendar’s week runs Monday to Sunday', () => {
	// 2026-11-27 is a Friday; 2026-11-29 a Sunday; 2026-11-30 a Monday.
	expect(weekOf('2026-11-27')).toBe('2026-11-23')
	expect(weekOf('2026-11-29')).toBe('2026-11-23')
	expect(weekOf('2026-11-30')).toBe('2026-11-30')
	expect(readWeek('2026-02-30', '2026-11-27')).toBe('2026-11-23')
	expect(readWeek(null, '2026-11-30')).toBe('2026-11-30')
	expect(weekDays('2026-11-23')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'])
})
