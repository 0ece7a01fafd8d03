import { describe, expect, test } from 'vitest'
import { CONSULTATION_OFFER, CONSULTATIONS, consultationSentence } from '../content/consultations.ts'
import { localeContentProblems } from '../content/pages/locale-shape.ts'
import {
	type ConsultationBooking,
	type ConsultationOffer,
	consultationDates,
	consultationProblem,
	consultationShapeProblem,
	consultationTimes,
	consultationTimesOn,
	isConsultationSlotOpen,
	normalizeConsultation,
} from './consultation.ts'
import { weekdayOf } from './delivery-schedule.ts'

const offer: ConsultationOffer = CONSULTATION_OFFER
/** An instant given in UAE time (UTC+4). */
const uae = (local: string) => new Date(`${local}+04:00`)
// Monday 30 November 2026, 09:00 in Dubai.
const MONDAY_MORNING = uae('2026-11-30T09:00:00')

const booking = (overrides: Partial<ConsultationBooking> = {}): ConsultationBooking => ({
	type: 'video',
	location_id: 1,
	language_id: 1,
	date: '2026-12-01',
	time: '14:00',
	...overrides,
})

describe('the offer', () => {
	test('is free, Monday to Friday (the UAE weekend is Saturday and Sunday), 10:00–18:00 every 30 minutes', () => {
		expect(CONSULTATION_OFFER.priceFils).toBe(0)
		expect(offer.weekdays).toEqual([1, 2, 3, 4, 5])
		const times = consultationTimes(offer)
		expect(times).toHaveLength(16)
		expect(times[0]).toBe('10:00')
		expect(times[1]).toBe('10:30')
		// The last one ends at closing time.
		expect(times.at(-1)).toBe('17:30')
	})

	test('hourly consultations start on the hour', () => {
		expect(consultationTimes({ ...offer, slotMinutes: 60 })).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'])
	})

	test('its names read alike in the three languages', () => {
		expect(localeContentProblems(CONSULTATIONS)).toEqual([])
	})

	test('a booking in words, in each language', () => {
		expect(consultationSentence(booking(), 'en', 'Tue 1 Dec')).toBe('video call in English, Tue 1 Dec, 14:00')
		expect(consultationSentence(booking({ type: 'in-person', language_id: 3 }), 'ru-ae', 'вт, 1 дек.')).toBe(
			'встреча на нашей кухне в Аль-Куозе на русском, вт, 1 дек., в 14:00',
		)
		expect(consultationSentence(booking({ type: 'phone', language_id: 2 }), 'ar-ae', 'الثلاثاء 1 ديسمبر')).toBe(
			'مكالمة هاتفية باللغة العربية، الثلاثاء 1 ديسمبر، الساعة 14:00',
		)
	})
})

describe('available days', () => {
	test('from the day after tomorrow up to 21 days ahead, weekdays only', () => {
		const dates = consultationDates(MONDAY_MORNING, offer)
		expect(dates[0]).toBe('2026-12-02')
		expect(dates.at(-1)).toBe('2026-12-21')
		expect(dates).toHaveLength(14)
		expect(dates.map(weekdayOf).every((weekday) => weekday >= 1 && weekday <= 5)).toBe(true)
		expect(dates).not.toContain('2026-12-05')
		expect(dates).not.toContain('2026-12-06')
	})

	test('after Wednesday the lead time runs into the weekend: the next Monday', () => {
		expect(consultationDates(uae('2026-12-03T16:00:00'), offer)[0]).toBe('2026-12-07')
	})

	test('the UAE’s calendar day counts, not UTC’s: 00:30 on Tuesday in Dubai is still Monday in UTC', () => {
		const tuesdayNight = new Date('2026-11-30T20:30:00Z')
		expect(consultationDates(tuesdayNight, offer)[0]).toBe('2026-12-03')
		expect(consultationTimesOn('2026-12-02', tuesdayNight, offer)).toEqual([])
	})

	test('tomorrow, a weekend day, a day beyond the window and a non-date have no times', () => {
		expect(consultationTimesOn('2026-12-01', MONDAY_MORNING, offer)).toEqual([])
		expect(consultationTimesOn('2026-12-05', MONDAY_MORNING, offer)).toEqual([])
		expect(consultationTimesOn('2026-12-22', MONDAY_MORNING, offer)).toEqual([])
		expect(consultationTimesOn('2026-02-30', MONDAY_MORNING, offer)).toEqual([])
		expect(consultationTimesOn('2026-12-02', MONDAY_MORNING, offer)).toEqual(consultationTimes(offer))
	})

	test('never a time that has begun, even with no lead time', () => {
		const sameDay = { ...offer, leadDays: 0 }
		const times = consultationTimesOn('2026-11-30', uae('2026-11-30T14:10:00'), sameDay)
		expect(times[0]).toBe('14:30')
		expect(times).not.toContain('14:00')
		expect(isConsultationSlotOpen('2026-11-30', '14:00', uae('2026-11-30T14:00:00'), sameDay)).toBe(false)
		// After the last start, the day is gone from the list.
		expect(consultationDates(uae('2026-11-30T17:45:00'), sameDay)[0]).toBe('2026-12-01')
		// And yesterday never comes back.
		expect(consultationTimesOn('2026-11-29', uae('2026-11-30T08:00:00'), sameDay)).toEqual([])
	})
})

describe('a booking', () => {
	const now = uae('2026-11-27T11:00:00')

	test('is taken when every part is the offer’s and the slot is open', () => {
		expect(consultationProblem(booking(), now, offer)).toBeNull()
		expect(consultationProblem(booking({ type: 'in-person', language_id: 3, time: '17:30' }), now, offer)).toBeNull()
	})

	test('names what is wrong with it', () => {
		expect(consultationProblem(booking({ type: 'sms' }), now, offer)).toBe('type')
		expect(consultationProblem(booking({ type: 'in-person', location_id: 9 }), now, offer)).toBe('location')
		expect(consultationProblem(booking({ language_id: 4 }), now, offer)).toBe('language')
		expect(consultationProblem(booking({ date: '1 Dec' }), now, offer)).toBe('date')
		expect(consultationProblem(booking({ date: '2026-12-05' }), now, offer)).toBe('date')
		expect(consultationProblem(booking({ time: '14:15' }), now, offer)).toBe('time')
		expect(consultationProblem(booking({ time: '18:00' }), now, offer)).toBe('time')
		expect(consultationProblem(booking({ time: '9:00' }), now, offer)).toBe('time')
	})

	test('a call needs no place: any location id is read as the default', () => {
		expect(consultationShapeProblem(booking({ type: 'phone', location_id: 9 }), offer)).toBeNull()
		expect(normalizeConsultation(booking({ type: 'phone', location_id: 9 }), offer).location_id).toBe(1)
		expect(normalizeConsultation(booking({ type: 'in-person' }), offer).location_id).toBe(1)
	})

	test('a slot that has come too close, or passed, is no longer available', () => {
		// Booked on Friday for Tuesday; paid on Monday afternoon: Tuesday is now tomorrow.
		expect(consultationProblem(booking(), uae('2026-11-30T15:00:00'), offer)).toBe('unavailable')
		expect(consultationProblem(booking(), uae('2026-12-01T15:00:00'), offer)).toBe('unavailable')
		expect(consultationProblem(booking({ date: '2026-12-28' }), now, offer)).toBe('unavailable')
	})
})
