import { describe, expect, test } from 'vitest'
import { fillText, formatCalendarDate, formatCount, formatFullDate, formatShortDate, listParts, pluralText, templateParts } from './text-template.ts'

test('templateParts splits copy into text and placeholders, in order', () => {
	expect(templateParts('Plus costs {{difference}} more on {{ plan }}.')).toEqual([
		{ text: 'Plus costs ' },
		{ name: 'difference' },
		{ text: ' more on ' },
		{ name: 'plan' },
		{ text: '.' },
	])
	expect(templateParts('{{amount}}')).toEqual([{ name: 'amount' }])
	expect(templateParts('No placeholders')).toEqual([{ text: 'No placeholders' }])
})

test('fillText fills what it knows and leaves the rest visible', () => {
	expect(fillText('{{count}} days a week, {{missing}}', { count: 5 })).toBe('5 days a week, {{missing}}')
})

describe('pluralText', () => {
	const russian = { one: '{{count}} день', few: '{{count}} дня', many: '{{count}} дней', other: '{{count}} дня' }
	const arabic = { zero: '{{count}} يوم', one: 'يوم واحد', two: 'يومان', few: '{{count}} أيام', many: '{{count}} يومًا', other: '{{count}} يوم' }

	test('picks the language’s form for the count', () => {
		expect([5, 21, 24, 48].map((count) => pluralText(russian, count, 'ru-AE'))).toEqual(['5 дней', '21 день', '24 дня', '48 дней'])
		expect([7, 14, 56].map((count) => pluralText(arabic, count, 'ar-AE'))).toEqual(['7 أيام', '14 يومًا', '56 يومًا'])
		expect(pluralText({ one: '{{count}} day', other: '{{count}} days' }, 1, 'en-GB')).toBe('1 day')
	})

	test('falls back to the other form and writes Latin digits', () => {
		expect(pluralText({ other: '{{count}} days' }, 1_000, 'ar-AE')).toBe('1,000 days')
	})
})

test('formatCount groups digits the language’s way, always in Latin digits', () => {
	expect(formatCount(1_450, 'en-GB')).toBe('1,450')
	expect(formatCount(1_450, 'ar-AE')).toBe('1,450')
	expect(formatCount(1_450, 'ru-AE')).toBe('1\u00a0450')
	expect(formatCount(45.5, 'ru-AE')).toBe('45,5')
})

test('listParts joins items the language’s way and keeps each item’s key', () => {
	const items = [
		{ key: 'wellness', text: 'Wellness' },
		{ key: 'weight-loss', text: 'Weight loss' },
		{ key: 'vegetarian', text: 'Vegetarian' },
	]
	expect(listParts(items, 'en-GB')).toEqual([
		{ key: 'wellness', text: 'Wellness' },
		{ text: ', ' },
		{ key: 'weight-loss', text: 'Weight loss' },
		{ text: ' and ' },
		{ key: 'vegetarian', text: 'Vegetarian' },
	])
	const russian = listParts(items, 'ru-AE')
	expect(russian.filter((part) => 'key' in part).map((part) => ('key' in part ? part.key : ''))).toEqual(['wellness', 'weight-loss', 'vegetarian'])
	expect(russian.map((part) => part.text).join('')).toBe('Wellness, Weight loss и Vegetarian')
	expect(listParts([], 'en-GB')).toEqual([])
})

test('formatCalendarDate writes a day in the language’s long form with Latin digits, in any time zone', () => {
	expect(formatCalendarDate('2025-01-31', 'en-GB')).toBe('31 January 2025')
	expect(formatCalendarDate('2025-01-31', 'ru-AE')).toBe('31 января 2025')
	expect(formatCalendarDate('2025-01-31', 'ar-AE')).toMatch(/^31 يناير 2025$/)
})

test('a date that ends a sentence is followed by one full stop in every language (Russian drops the year’s “г.”)', () => {
	for (const tag of ['en-GB', 'ar-AE', 'ru-AE']) {
		for (const date of [formatCalendarDate('2026-11-30', tag), formatFullDate('2026-11-30', tag)]) {
			expect(fillText('Until {{date}}.', { date })).not.toMatch(/\.\.$/)
			expect(date).toMatch(/2026$/)
		}
	}
	expect(formatFullDate('2026-02-09', 'ru-AE')).toBe('понедельник, 9 февраля 2026')
	expect(formatFullDate('2026-02-09', 'en-GB')).toBe('Monday, 9 February 2026')
})

test('formatShortDate names the weekday and keeps Latin digits in every language', () => {
	expect(formatShortDate('2026-11-30', 'en-GB')).toBe('Mon 30 Nov')
	expect(formatShortDate('2026-11-30', 'ar-AE')).toBe('الاثنين، 30 نوفمبر')
	expect(formatShortDate('2026-11-30', 'ru-AE')).toBe('пн, 30 нояб.')
})
