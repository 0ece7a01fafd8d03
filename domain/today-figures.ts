/**
 * The console's Today page (issue 19 item 7), its pure part: which instants "today" covers (the
 * UAE's calendar day, Asia/Dubai: UTC+4 all year, no daylight saving), its Monday-to-Sunday week,
 * and what a day's paid orders add up to.
 */
import { addDays, uaeClock, weekdayOf } from './delivery-schedule.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export type UaeDay = {
	date: string
	/** [start, end): midnight to midnight in the UAE, as instants. */
	start: Date
	end: Date
	tomorrow: string
	/** The week's Monday and Sunday (the menus' weeks start on Monday). */
	weekStart: string
	weekEnd: string
}

export function uaeDay(now: Date): UaeDay {
	const date = uaeClock(now).date
	const start = new Date(`${date}T00:00:00+04:00`)
	const weekStart = addDays(date, -((weekdayOf(date) + 6) % 7))
	return { date, start, end: new Date(start.getTime() + DAY_MS), tomorrow: addDays(date, 1), weekStart, weekEnd: addDays(weekStart, 6) }
}

export type Revenue = {
	/** What customers paid, VAT and cool-bag deposits included. */
	grossFils: number
	vatFils: number
	/** Refundable deposits: money held, not revenue (outside VAT, docs/payments.md). */
	depositFils: number
	/** Gross less VAT and deposits: what the food and add-ons earned. */
	netFils: number
}

export function revenueOf({ grossFils, vatFils, depositFils }: Omit<Revenue, 'netFils'>): Revenue {
	return { grossFils, vatFils, depositFils, netFils: grossFils - vatFils - depositFils }
}
