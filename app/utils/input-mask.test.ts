import { describe, expect, it } from 'vitest'
import { applyMask, isDigitsOnlyPattern, MASKS, maskOptions, unmask } from './input-mask.ts'

describe('maskOptions', () => {
	it('turns tokens into character classes and keeps every other character as a literal', () => {
		expect(maskOptions('+971 #@*').mask).toEqual(['+', '9', '7', '1', ' ', /\d/, /\p{L}/u, /[\p{L}\d]/u])
	})
})

describe('applyMask', () => {
	it.each([
		['0501234567', MASKS.uaeMobile, '050 123 4567'],
		['501234567', MASKS.uaeMobile, '050 123 4567'],
		['050 123 4567', MASKS.uaeMobile, '050 123 4567'],
		['1234', MASKS.cardExpiry, '12/34'],
		['12/34', MASKS.cardExpiry, '12/34'],
		['123', MASKS.cardExpiry, '12/3'],
		['1234567', MASKS.otp, '123456'],
		['501234567', '+971 ## ### ####', '+971 50 123 4567'],
		['', MASKS.otp, ''],
	])('applyMask(%j, %j) is %j', (value, pattern, expected) => {
		expect(applyMask(value, pattern)).toBe(expected)
	})

	it('drops characters a token does not accept', () => {
		expect(applyMask('12a3', MASKS.cardExpiry)).toBe('12/3')
		expect(applyMask('abc', '@@-##')).toBe('ab')
	})

	it('counts Arabic and Cyrillic letters as letters', () => {
		expect(applyMask('مرحبا', '@@-@@@')).toBe('مر-حبا')
		expect(applyMask('жа1', '**-*')).toBe('жа-1')
	})

	it('reads Arabic-Indic digits as digits', () => {
		expect(applyMask('١٢٣٤٥٦', MASKS.otp)).toBe('123456')
		expect(applyMask('۱۲۳۴', MASKS.cardExpiry)).toBe('12/34')
	})
})

describe('unmask', () => {
	it('keeps only what was typed into token positions', () => {
		expect(unmask('12/34', MASKS.cardExpiry)).toBe('1234')
		expect(unmask('050 123 4567', MASKS.uaeMobile)).toBe('01234567')
		expect(unmask('+971 50 123 4567', '+971 ## ### ####')).toBe('501234567')
	})

	it('accepts unmasked and partial input', () => {
		expect(unmask('0501234567', MASKS.uaeMobile)).toBe('01234567')
		expect(unmask('050 1', MASKS.uaeMobile)).toBe('01')
		expect(unmask('', MASKS.otp)).toBe('')
	})
})

describe('isDigitsOnlyPattern', () => {
	it.each([
		[MASKS.otp, true],
		[MASKS.uaeMobile, true],
		['+971 ## ### ####', true],
		['@@-##', false],
		['**', false],
		['---', false],
	])('isDigitsOnlyPattern(%j) is %s', (pattern, expected) => {
		expect(isDigitsOnlyPattern(pattern)).toBe(expected)
	})
})
