import { describe, expect, test } from 'vitest'
import { customiseQueryOf, readCustomiseQuery } from './customise-query.ts'

describe('readCustomiseQuery', () => {
	test('reads a full choice', () => {
		const query = new URLSearchParams(
			'plan=international&size=plus&days=5&weeks=4&addon=12&code=kmp2499&start=2026-12-01&allergy=milk&allergy=eggs&notes=No+coriander&referral=sara-k',
		)
		expect(readCustomiseQuery(query)).toEqual({
			plan: 'international',
			size: 'plus',
			daysPerWeek: 5,
			weeks: 4,
			addon: 12,
			code: 'KMP2499',
			start: '2026-12-01',
			// In the allergen list's order, whatever the query's.
			allergies: ['eggs', 'milk'],
			allergyNotes: 'No coriander',
			referral: 'SARA-K',
			consultation: null,
		})
	})

	test('reads a booked consultation', () => {
		const query = new URLSearchParams('plan=international&consult=1&consult_type=in-person&consult_location=1&consult_language=3&consult_date=2026-12-01&consult_time=14:00')
		expect(readCustomiseQuery(query).consultation).toEqual({ type: 'in-person', location: 1, language: 3, date: '2026-12-01', time: '14:00' })
	})

	test('a consultation only with consult=1; its other fields alone are the form’s leftovers', () => {
		expect(readCustomiseQuery(new URLSearchParams('consult_type=phone&consult_date=2026-12-01')).consultation).toBeNull()
		expect(readCustomiseQuery(new URLSearchParams('consult=yes&consult_type=phone')).consultation).toBeNull()
	})

	test('an unreadable consultation type, place or language falls back to the defaults; date and time stay for the page to check', () => {
		const query = new URLSearchParams('consult=1&consult_type=sms&consult_location=7&consult_language=-1&consult_date=%20&consult_time=noon')
		expect(readCustomiseQuery(query).consultation).toEqual({ type: 'video', location: 1, language: 1, date: null, time: 'noon' })
		expect(readCustomiseQuery(new URLSearchParams('consult=1')).consultation).toEqual({ type: 'video', location: 1, language: 1, date: null, time: null })
	})

	test('falls back to the draft’s defaults for anything missing or unreadable', () => {
		const choice = readCustomiseQuery(new URLSearchParams('size=huge&days=4&weeks=3&addon=-2&allergy=chocolate&referral=%3Cscript%3E'))
		expect(choice).toMatchObject({ plan: null, size: 'regular', daysPerWeek: 6, weeks: 8, addon: null, code: null, start: null, allergies: [], referral: null })
	})

	test('"another day" of the start-day field is the day in its list; the link it makes names the day alone', () => {
		const choice = readCustomiseQuery(new URLSearchParams('plan=international&start=later&start_later=2026-12-20'))
		expect(choice.start).toBe('2026-12-20')
		expect(customiseQueryOf(choice).get('start')).toBe('2026-12-20')
		expect(customiseQueryOf(choice).has('start_later')).toBe(false)
	})

	test('cuts allergy notes to 300 characters', () => {
		expect(readCustomiseQuery(new URLSearchParams({ notes: 'x'.repeat(400) })).allergyNotes).toHaveLength(300)
	})
})

test('a choice survives the round trip through the URL', () => {
	const choice = readCustomiseQuery(new URLSearchParams('plan=keto-balanced&size=regular&days=7&weeks=2&code=WELCOME15&allergy=fish'))
	expect(readCustomiseQuery(customiseQueryOf(choice))).toEqual(choice)
	expect(customiseQueryOf({ plan: 'keto-balanced', start: 'not a date' }).toString()).toBe('plan=keto-balanced')
})

test('a consultation survives the round trip, written out in full', () => {
	const choice = readCustomiseQuery(new URLSearchParams('plan=international&consult=1&consult_type=phone&consult_language=2&consult_date=2026-12-02&consult_time=10:30'))
	const query = customiseQueryOf(choice)
	expect(query.toString()).toBe(
		'plan=international&size=regular&days=6&weeks=8&consult=1&consult_type=phone&consult_location=1&consult_language=2&consult_date=2026-12-02&consult_time=10%3A30',
	)
	expect(readCustomiseQuery(query)).toEqual(choice)
	// Not yet given a day or time: those stay out.
	expect(customiseQueryOf({ consultation: { type: 'video', location: 1, language: 1, date: null, time: null } }).toString()).toBe(
		'consult=1&consult_type=video&consult_location=1&consult_language=1',
	)
	expect(customiseQueryOf({ plan: 'international', consultation: null }).has('consult')).toBe(false)
})
