import { expect, test } from 'vitest'
import { bagHolderOf } from './bag-holder.ts'

test('a bag holder is the e-mail as a mailbox and the mobile in E.164', () => {
	expect(bagHolderOf({ email: ' A.Lina+kcal@GoogleMail.com ', mobileNumber: '050 123 4567' })).toEqual({ customerKey: 'alina@gmail.com', mobileNumber: '+971501234567' })
	expect(bagHolderOf({ email: 'sara@example.com', mobileNumber: '+971501234567' })).toEqual({ customerKey: 'sara@example.com', mobileNumber: '+971501234567' })
})

test('without both halves nobody is recognised as holding a bag', () => {
	expect(bagHolderOf({ email: 'sara@example.com', mobileNumber: null })).toBeNull()
	expect(bagHolderOf({ email: 'sara@example.com', mobileNumber: '' })).toBeNull()
	expect(bagHolderOf({ email: null, mobileNumber: '+971501234567' })).toBeNull()
	expect(bagHolderOf({ email: '  ', mobileNumber: '+971501234567' })).toBeNull()
	// A landline or a foreign number is no customer's UAE mobile: no order carries one.
	expect(bagHolderOf({ email: 'sara@example.com', mobileNumber: '04 555 0100' })).toBeNull()
	expect(bagHolderOf({ email: 'sara@example.com', mobileNumber: '+44 7700 900123' })).toBeNull()
})
