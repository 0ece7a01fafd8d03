import { describe, expect, it } from 'vitest'
import { normalizeEmail, normalizePhone } from './hashing.ts'

describe('normalizeEmail', () => {
	it('trims and lower-cases', () => {
		expect(normalizeEmail('  Sara.Khan@Example.COM \n')).toBe('sara.khan@example.com')
	})

	it('keeps an empty address empty', () => {
		expect(normalizeEmail('   ')).toBe('')
	})
})

describe('normalizePhone', () => {
	it('keeps digits only', () => {
		expect(normalizePhone('+971 (50) 123-4567')).toBe('971501234567')
	})

	it('drops leading zeros, including an international 00 prefix', () => {
		expect(normalizePhone('050 123 4567')).toBe('501234567')
		expect(normalizePhone('00971501234567')).toBe('971501234567')
	})

	it('keeps zeros inside the number', () => {
		expect(normalizePhone('+971 50 000 0001')).toBe('971500000001')
	})

	it('gives nothing for a value without digits', () => {
		expect(normalizePhone(' - ')).toBe('')
	})
})
