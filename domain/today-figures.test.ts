import { expect, test } from 'vitest'
import { revenueOf, uaeDay } from './today-figures.ts'

test("today is the UAE's calendar day: 20:00 UTC is already tomorrow in Dubai", () => {
	expect(uaeDay(new Date('2026-11-27T19:59:59Z'))).toMatchObject({ date: '2026-11-27', tomorrow: '2026-11-28' })
	const late = uaeDay(new Date('2026-11-27T20:00:00Z'))
	expect(late).toMatchObject({ date: '2026-11-28', start: new Date('2026-11-27T20:00:00Z'), end: new Date('2026-11-28T20:00:00Z') })
})

test('the week runs Monday to Sunday around today', () => {
	// 2026-11-27 is a Friday; 2026-11-30 a Monday; 2026-11-29 a Sunday.
	expect(uaeDay(new Date('2026-11-27T08:00:00Z'))).toMatchObject({ weekStart: '2026-11-23', weekEnd: '2026-11-29' })
	expect(uaeDay(new Date('2026-11-30T08:00:00Z'))).toMatchObject({ weekStart: '2026-11-30', weekEnd: '2026-12-06' })
	expect(uaeDay(new Date('2026-11-29T08:00:00Z'))).toMatchObject({ weekStart: '2026-11-23', weekEnd: '2026-11-29' })
})

test('net revenue is gross less VAT and the refundable deposits', () => {
	expect(revenueOf({ grossFils: 210_000, vatFils: 9_524, depositFils: 10_000 })).toEqual({ grossFils: 210_000, vatFils: 9_524, depositFils: 10_000, netFils: 190_476 })
})
