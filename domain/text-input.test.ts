import { describe, expect, test } from 'vitest'
import { findUnacceptableText, isAcceptableText, MAX_BODY_DEPTH, withoutInvisibleControls } from './text-input.ts'

describe('isAcceptableText', () => {
	test.each([
		['Sara Khan'],
		['سارة خان'],
		['Сара\tХан\r\nвторая строка'],
		['\u202Bمرحبا\u202C and \u200F marks'],
		['emoji 🥗 and Zoë'],
		[''],
	])('accepts %j', (text) => expect(isAcceptableText(text)).toBe(true))

	test.each([
		['a\u0000b'],
		['\u0007bell'],
		['escape \u001B[31m'],
		['del\u007F'],
		['c1\u0085'],
		['lone high \uD800 surrogate'],
		['lone low \uDC00'],
		['reversed pair \uDC00\uD800'],
	])('refuses %j', (text) => expect(isAcceptableText(text)).toBe(false))
})

describe('findUnacceptableText', () => {
	test('names the first bad field by its path, keys included', () => {
		expect(findUnacceptableText({ name: 'ok', address: { notes: ['fine', 'bad\u0000'] } })).toEqual({ kind: 'text', path: 'address.notes.1' })
		expect(findUnacceptableText({ 'bad\uD800key': 1 })).toEqual({ kind: 'text', path: '?' })
		expect(findUnacceptableText({ name: 'ok', list: [1, true, null, 'x'] })).toBeNull()
	})

	test('refuses nesting deeper than the limit without recursing', () => {
		let deep: unknown = 'x'
		for (let level = 0; level < 100_000; level += 1) deep = [deep]
		expect(findUnacceptableText(deep)).toEqual({ kind: 'depth' })
		let allowed: unknown = 'x'
		for (let level = 0; level < MAX_BODY_DEPTH; level += 1) allowed = { a: allowed }
		expect(findUnacceptableText(allowed)).toBeNull()
	})
})

describe('withoutInvisibleControls', () => {
	test.each([
		['an override', 'Sara\u202EnahK', 'SaranahK'],
		['every embedding and override', '\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee', 'abcde'],
		['every isolate', '\u2066a\u2067b\u2068c\u2069', 'abc'],
		['a zero-width space and a byte-order mark', '\uFEFFFlat\u200B 12', 'Flat 12'],
	])('removes %s', (_, typed, kept) => expect(withoutInvisibleControls(typed)).toBe(kept))

	test.each([
		['a Persian name with a zero-width non-joiner', 'می\u200Cخواهم'],
		['an emoji sequence with a zero-width joiner', '👩\u200D🍳'],
		['right-to-left and left-to-right marks', 'شقة 12\u200F \u200Eflat\u061C'],
		['Arabic, Cyrillic and tabs', 'سارة\tСара'],
		['nothing', ''],
	])('keeps %s', (_, typed) => expect(withoutInvisibleControls(typed)).toBe(typed))
})
