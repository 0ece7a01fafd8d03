/**
 * The nutritionist consultation a customer can book with a plan (spec §3 consultation_data):
 * which types, places and languages exist, and which days and times can still be booked at an
 * instant. The offer itself (content/consultations.ts) is data handed in, and so is the clock:
 * these rules never read the time themselves.
 *
 * Times are UAE wall-clock times (UTC+4 all year, no daylight saving), written HH:MM, on days
 * written YYYY-MM-DD, as domain/delivery-schedule.ts counts them.
 */
import { addDays, isIsoDate, uaeClock, weekdayOf } from './delivery-schedule.ts'

export type ConsultationTypeRule = {
	id: string
	/** Held at one of the offer's locations (in person); otherwise a call, and no place is chosen. */
	atLocation: boolean
}

export type ConsultationOffer = {
	types: readonly ConsultationTypeRule[]
	/** Where in-person consultations are held; ids are stored on orders, never reuse one. */
	locations: readonly { id: number }[]
	/** The location an order names when no place is chosen (spec §3: location_id defaults to 1). */
	defaultLocationId: number
	languageIds: readonly number[]
	defaultLanguageId: number
	/** The weekdays with consultations, 0 = Sunday … 6 = Saturday. */
	weekdays: readonly number[]
	/** The first consultation starts at `opens`; the last one ends at `closes`. */
	opens: string
	closes: string
	/** How long one consultation lasts, which is also how often one can start. */
	slotMinutes: number
	/** The first bookable day is today + `leadDays` (UAE calendar)… */
	leadDays: number
	/** …and the last one today + `daysAhead`. */
	daysAhead: number
}

/** A booked consultation as orders store it (domain/order.ts OrderConsultation). */
export type ConsultationBooking = {
	type: string
	location_id: number
	language_id: number
	/** YYYY-MM-DD, UAE calendar. */
	date: string
	/** HH:MM, UAE time. */
	time: string
}

/**
 * Why a booking cannot be taken: an unknown type, place or language, a date or time that is no
 * date or no time of the offer, or a slot that is not (or no longer) open at the instant asked.
 */
export type ConsultationProblem = 'type' | 'location' | 'language' | 'date' | 'time' | 'unavailable'

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

const minutesOf = (time: string) => {
	const match = CLOCK_TIME.exec(time)
	return match ? Number(match[1]) * 60 + Number(match[2]) : null
}
const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

export const isClockTime = (value: unknown): value is string => typeof value === 'string' && CLOCK_TIME.test(value)

export function consultationType(offer: ConsultationOffer, type: unknown): ConsultationTypeRule | null {
	return offer.types.find((candidate) => candidate.id === type) ?? null
}

/** Every start time of a consultation day: from `opens`, every `slotMinutes`, the last one ending by `closes`. */
export function consultationTimes(offer: ConsultationOffer): string[] {
	const opens = minutesOf(offer.opens)
	const closes = minutesOf(offer.closes)
	if (opens === null || closes === null || offer.slotMinutes <= 0) return []
	const times: string[] = []
	for (let start = opens; start + offer.slotMinutes <= closes; start += offer.slotMinutes) times.push(clockOf(start))
	return times
}

/** The UAE day and minute of the day at an instant (the UAE's offset is whole hours, so minutes are UTC's). */
function uaeNow(now: Date) {
	const { date, hour } = uaeClock(now)
	return { date, minutes: hour * 60 + now.getUTCMinutes() }
}

/** Whether the day is inside the booking window at `now` and a consultation day; times aside. */
function isBookableDay(isoDate: string, now: Date, offer: ConsultationOffer) {
	const today = uaeNow(now).date
	return (
		isoDate >= addDays(today, offer.leadDays) && isoDate <= addDays(today, offer.daysAhead) && offer.weekdays.includes(weekdayOf(isoDate))
	)
}

/**
 * The times still open on a day at `now`: none on a day outside the window or without
 * consultations, and never one that has begun (the window normally keeps today out anyway).
 */
export function consultationTimesOn(isoDate: string, now: Date, offer: ConsultationOffer): string[] {
	if (!isIsoDate(isoDate) || !isBookableDay(isoDate, now, offer)) return []
	const { date: today, minutes } = uaeNow(now)
	const times = consultationTimes(offer)
	return isoDate > today ? times : times.filter((time) => (minutesOf(time) ?? 0) > minutes)
}

/** The days that still have an open time at `now`, earliest first. */
export function consultationDates(now: Date, offer: ConsultationOffer): string[] {
	const today = uaeNow(now).date
	const dates: string[] = []
	for (let ahead = Math.max(offer.leadDays, 0); ahead <= offer.daysAhead; ahead += 1) {
		const day = addDays(today, ahead)
		if (consultationTimesOn(day, now, offer).length > 0) dates.push(day)
	}
	return dates
}

/** Whether one slot can be booked at `now`. */
export function isConsultationSlotOpen(isoDate: string, time: string, now: Date, offer: ConsultationOffer): boolean {
	return consultationTimesOn(isoDate, now, offer).includes(time)
}

/**
 * What is wrong with a booking whatever the time: the type, place and language must be the
 * offer's, the date a real date on a consultation weekday, the time one of the day's start
 * times. A call needs no place: its location is the default one, whatever was sent.
 */
export function consultationShapeProblem(booking: ConsultationBooking, offer: ConsultationOffer): ConsultationProblem | null {
	const type = consultationType(offer, booking.type)
	if (!type) return 'type'
	if (type.atLocation && !offer.locations.some((location) => location.id === booking.location_id)) return 'location'
	if (!offer.languageIds.includes(booking.language_id)) return 'language'
	if (!isIsoDate(booking.date) || !offer.weekdays.includes(weekdayOf(booking.date))) return 'date'
	if (!consultationTimes(offer).includes(booking.time)) return 'time'
	return null
}

/** What is wrong with a booking at `now`, or null when it can be taken. */
export function consultationProblem(booking: ConsultationBooking, now: Date, offer: ConsultationOffer): ConsultationProblem | null {
	return consultationShapeProblem(booking, offer) ?? (isConsultationSlotOpen(booking.date, booking.time, now, offer) ? null : 'unavailable')
}

/** The booking as an order keeps it: a call names the default location, as the spec's draft does. */
export function normalizeConsultation<Booking extends ConsultationBooking>(booking: Booking, offer: ConsultationOffer): Booking {
	return consultationType(offer, booking.type)?.atLocation ? booking : { ...booking, location_id: offer.defaultLocationId }
}
