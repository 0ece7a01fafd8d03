import { describe, expect, test } from 'vitest'
import { isSelfReferral } from './self-referral.ts'

const sara = { email: 'Sara.Khalil@gmail.com', phone: '+971501234567' }

describe('a self-referral', () => {
	test('the customer has the ambassador’s e-mail, as a mailbox (case, +tags, Gmail dots), or their mobile', () => {
		expect(isSelfReferral(sara, { emails: ['sarakhalil+kcal@googlemail.com'], phones: [] })).toBe(true)
		expect(isSelfReferral(sara, { emails: ['SARA.KHALIL@GMAIL.COM'], phones: [] })).toBe(true)
		expect(isSelfReferral(sara, { emails: ['friend@example.com'], phones: ['+971501234567'] })).toBe(true)
		// The signed-in account's e-mail counts as well as the order's.
		expect(isSelfReferral(sara, { emails: ['friend@example.com', 'sara.khalil@gmail.com'], phones: [null] })).toBe(true)
	})

	test('a friend, or an ambassador whose e-mail and phone nobody typed: not one', () => {
		expect(isSelfReferral(sara, { emails: ['friend@example.com'], phones: ['+971509999999'] })).toBe(false)
		expect(isSelfReferral({ email: null, phone: null }, { emails: ['sara.khalil@gmail.com'], phones: ['+971501234567'] })).toBe(false)
		expect(isSelfReferral({ email: null, phone: '+971501234567' }, { emails: [null, ''], phones: [null] })).toBe(false)
	})
})
