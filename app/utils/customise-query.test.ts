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
		})
	})

	test('falls back to the draft’s defaults for anything missing or unreadable', () => {
		const choice = readCustomiseQuery(new URLSearchParams('size=huge&days=4&weeks=3&addon=-2&allergy=chocolate&referral=%3Cscript%3E'))
		expect(choice).toMatchObject({ plan: null, size: 'regular', daysPerWeek: 6, weeks: 8, addon: null, code: null, start: null, allergies: [], referral: null })
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
