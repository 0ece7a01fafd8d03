/**
 * When food arrives: the delivery slots, the kitchen's order cut-off, the first possible start
 * date and the dates an order is delivered on. Dates are calendar days in the UAE (UTC+4 all
 * year, no daylight saving), written YYYY-MM-DD and computed in UTC so the machine's own time
 * zone never shifts them.
 */
import type { DaysPerWeek, Weeks } from './plan-pricing.ts'

export const DELIVERY_SLOTS = ['early-morning', 'morning', 'evening'] as const
export type DeliverySlot = (typeof DELIVERY_SLOTS)[number]

/**
 * Each slot's window in UAE time. The evening run brings the next day's food: for a delivery
 * day D it comes on the evening of D − 1.
 */
export const SLOT_WINDOWS: Readonly<Record<DeliverySlot, { from: string; to: string; dayBefore: boolean }>> = {
	'early-morning': { from: '04:00', to: '08:00', dayBefore: false },
	morning: { from: '08:00', to: '12:00', dayBefore: false },
	evening: { from: '16:00', to: '22:00', dayBefore: true },
}

export const isDeliverySlot = (value: unknown): value is DeliverySlot =>
	typeof value === 'string' && (DELIVERY_SLOTS as readonly string[]).includes(value)

/** The UAE has no daylight saving time: UTC+4 all year. */
export const UAE_OFFSET_MS = 4 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The kitchen buys and preps for a day two days ahead: an order paid before 12:00 UAE time can
 * start the day after tomorrow, a later one a day later. ORDER_CUTOFF is only the seed of the
 * `schedule_rules` table (content/schedule-rules.ts): every caller passes the cut-off of the row
 * in force (cutoffOf in domain/schedule/rules.ts), so changing the row changes every page.
 */
export type Cutoff = { readonly hour: number; readonly daysAheadBefore: number; readonly daysAheadAfter: number }
export const ORDER_CUTOFF: Cutoff = { hour: 12, daysAheadBefore: 2, daysAheadAfter: 3 }

/**
 * The weekdays (0 = Sunday … 6 = Saturday) each plan length delivers on. The UAE weekend is
 * Saturday and Sunday: a 5-day plan runs Monday to Friday, a 6-day plan adds Saturday, a 7-day
 * plan every day. This matches the preferred-days numbering of the order draft (1 … n, 7 as 0).
 */
export const DELIVERY_WEEKDAYS: Readonly<Record<DaysPerWeek, readonly number[]>> = {
	5: [1, 2, 3, 4, 5],
	6: [1, 2, 3, 4, 5, 6],
	7: [0, 1, 2, 3, 4, 5, 6],
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar date in YYYY-MM-DD form (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
	if (typeof value !== 'string') return false
	const match = ISO_DATE.exec(value)
	if (!match) return false
	const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
	return date.toISOString().slice(0, 10) === value
}

const toDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`)
const toIso = (dayMs: number) => new Date(dayMs).toISOString().slice(0, 10)

export function addDays(isoDate: string, days: number): string {
	return toIso(toDay(isoDate) + days * DAY_MS)
}

export function weekdayOf(isoDate: string): number {
	return new Date(toDay(isoDate)).getUTCDay()
}

/** The calendar day and hour in the UAE at an instant. */
export function uaeClock(now: Date): { date: string; hour: number } {
	const local = new Date(now.getTime() + UAE_OFFSET_MS)
	return { date: local.toISOString().slice(0, 10), hour: local.getUTCHours() }
}

/** The UAE calendar date (YYYY-MM-DD) of an instant. */
export const uaeDateOf = (at: Date): string => uaeClock(at).date

/** An instant as the UAE's wall clock reads it, to the minute ("2026-11-29 05:35") or the second. */
export const uaeDateTime = (at: Date, withSeconds = false): string =>
	new Date(at.getTime() + UAE_OFFSET_MS)
		.toISOString()
		.slice(0, withSeconds ? 19 : 16)
		.replace('T', ' ')

/** A calendar date as the instant of midnight in the UAE (a change made "from" that day), or null for no such date. */
export function uaeMidnight(date: string): Date | null {
	if (!ISO_DATE.test(date)) return null
	const at = new Date(`${date}T00:00:00+04:00`)
	// 2026-02-31 parses to March: only a date that reads back the same is real.
	return Number.isNaN(at.getTime()) || uaeDateOf(at) !== date ? null : at
}

const deliversOn = (isoDate: string, daysPerWeek: DaysPerWeek, closed: ReadonlySet<string>) =>
	DELIVERY_WEEKDAYS[daysPerWeek].includes(weekdayOf(isoDate)) && !closed.has(isoDate)

/** The first delivery day on or after `isoDate`. */
function nextDeliveryDay(isoDate: string, daysPerWeek: DaysPerWeek, closed: ReadonlySet<string>): string {
	let day = isoDate
	// A week always holds a delivery day; closed dates (public holidays) are few.
	for (let step = 0; step < 60 && !deliversOn(day, daysPerWeek, closed); step += 1) day = addDays(day, 1)
	return day
}

/**
 * The earliest first delivery day of a new order of a plan, placed at `now`: the later of the
 * cut-off rule's first day and `menuFrom`, then moved to the plan's next delivery day.
 * `closedDates` are days the kitchen does not deliver (e.g. Eid). `menuFrom` is the Monday of the
 * plan's first published weekly menu: a day before it has no menu to cook from (a week repeats
 * only forwards, domain/menu/menu-of-date.ts), so a plan published before its first week begins
 * starts that Monday. Null for a plan with no published week at all (seeded plans without a
 * diet's menu), which starts by the cut-off alone, as before menus existed.
 */
export function earliestStartDate(now: Date, daysPerWeek: DaysPerWeek, closedDates: readonly string[], cutoff: Cutoff, menuFrom: string | null): string {
	return nextDeliveryDay(laterOf(firstChangeableDate(now, cutoff), menuFrom), daysPerWeek, new Set(closedDates))
}

const laterOf = (date: string, other: string | null) => (other !== null && other > date ? other : date)

/**
 * Whether the plan's first menu, not the cut-off, decides its earliest start at `now`: the pages
 * then say from which day the plan starts, and a day before it is refused as `before-first-menu`.
 */
export function startsAtFirstMenu(now: Date, cutoff: Cutoff, menuFrom: string | null): boolean {
	return menuFrom !== null && menuFrom > firstChangeableDate(now, cutoff)
}

/**
 * The one cut-off of decision 012: the first calendar day that can still be booked or changed
 * (frozen, moved, its meals or address changed) at `now`. Every earlier day is the kitchen's.
 */
export function firstChangeableDate(now: Date, cutoff: Cutoff): string {
	const { date, hour } = uaeClock(now)
	return addDays(date, hour < cutoff.hour ? cutoff.daysAheadBefore : cutoff.daysAheadAfter)
}

/** `before-first-menu`: earlier than the plan's first published weekly menu, which is later than the cut-off allows. */
export type StartDateProblem = 'invalid' | 'too-early' | 'before-first-menu' | 'not-a-delivery-day' | 'too-late'

/** How far ahead a plan can be booked: a first delivery day at most this many days after the earliest one. */
export const MAX_DAYS_AHEAD = 60

/**
 * The latest first delivery day a new order of a plan placed at `now` may choose: MAX_DAYS_AHEAD
 * days after its earliest (earliestStartDate, same arguments). Counted from the earliest start,
 * not from today: a plan published long before its first weekly menu begins (a launch) is booked
 * from that Monday on, for the same 60 days of choice as any plan, where a window from today left
 * it no day at all while its menu was more than 60 days ahead.
 */
export function latestStartDate(now: Date, daysPerWeek: DaysPerWeek, closedDates: readonly string[], cutoff: Cutoff, menuFrom: string | null): string {
	return addDays(earliestStartDate(now, daysPerWeek, closedDates, cutoff, menuFrom), MAX_DAYS_AHEAD)
}

/** Why a chosen start date of a new order of a plan cannot be used, or null when it can (`menuFrom` as earliestStartDate). */
export function startDateProblem(
	isoDate: unknown,
	now: Date,
	daysPerWeek: DaysPerWeek,
	closedDates: readonly string[],
	cutoff: Cutoff,
	menuFrom: string | null,
): StartDateProblem | null {
	if (!isIsoDate(isoDate)) return 'invalid'
	const earliest = earliestStartDate(now, daysPerWeek, closedDates, cutoff, menuFrom)
	if (isoDate < earliest) return startsAtFirstMenu(now, cutoff, menuFrom) ? 'before-first-menu' : 'too-early'
	if (isoDate > latestStartDate(now, daysPerWeek, closedDates, cutoff, menuFrom)) return 'too-late'
	return deliversOn(isoDate, daysPerWeek, new Set(closedDates)) ? null : 'not-a-delivery-day'
}

/**
 * Every day a new order of a plan placed at `now` may start on, earliest first: the days from
 * earliestStartDate to latestStartDate that startDateProblem accepts, so a page offers exactly
 * the days the server takes (same arguments as earliestStartDate).
 */
export function startDateChoices(now: Date, daysPerWeek: DaysPerWeek, closedDates: readonly string[], cutoff: Cutoff, menuFrom: string | null): string[] {
	const latest = latestStartDate(now, daysPerWeek, closedDates, cutoff, menuFrom)
	const days: string[] = []
	for (let day = earliestStartDate(now, daysPerWeek, closedDates, cutoff, menuFrom); day <= latest; day = addDays(day, 1)) {
		if (startDateProblem(day, now, daysPerWeek, closedDates, cutoff, menuFrom) === null) days.push(day)
	}
	return days
}

/**
 * Every delivery day of an order, from its start date: days_per_week × weeks days on the plan's
 * weekdays, skipping closed dates (a skipped day is added at the end, not lost).
 */
export function deliveryDates(
	startDate: string,
	daysPerWeek: DaysPerWeek,
	weeks: Weeks,
	closedDates: readonly string[] = [],
): string[] {
	return deliveryDaysAfter(addDays(startDate, -1), daysPerWeek, daysPerWeek * weeks, closedDates)
}

/**
 * The next `count` delivery days strictly after `isoDate`, on the plan's weekdays and skipping
 * closed dates: the days an order delivers on, and the days a paused plan moves to its end.
 */
export function deliveryDaysAfter(isoDate: string, daysPerWeek: DaysPerWeek, count: number, closedDates: readonly string[] = []): string[] {
	const closed = new Set(closedDates)
	const dates: string[] = []
	for (let day = nextDeliveryDay(addDays(isoDate, 1), daysPerWeek, closed); dates.length < count; day = addDays(day, 1)) {
		if (deliversOn(day, daysPerWeek, closed)) dates.push(day)
	}
	return dates
}

/**
 * The first delivery an order paid at `now` can really have: its chosen date, or the earliest
 * the kitchen can still make when that date has come too close (an order paid days after it was
 * made, from a payment link) or comes before the plan's first menu. Never earlier than chosen.
 */
export function feasibleStartDate(
	chosen: string,
	now: Date,
	daysPerWeek: DaysPerWeek,
	closedDates: readonly string[],
	cutoff: Cutoff,
	menuFrom: string | null,
): string {
	const earliest = earliestStartDate(now, daysPerWeek, closedDates, cutoff, menuFrom)
	return chosen < earliest ? earliest : chosen
}
