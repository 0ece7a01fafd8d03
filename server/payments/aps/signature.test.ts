import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { apsSignature, verifyApsSignature } from './signature.ts'

// The example APS publishes with its signature documentation.
const documented = {
	access_code: 'SILgpo7pWbmzuURp2qri',
	amount: '1000',
	command: 'PURCHASE',
	currency: 'USD',
	customer_email: 'test@gmail.com',
	language: 'en',
	merchant_identifier: 'MxvOupuG',
	merchant_reference: 'Test010',
}

test('the documented example gives the documented digest', () => {
	const digest = apsSignature(documented, 'PASS', 'sha256')
	expect(digest).toBe('94c38afc7bdae0114fc8c740edf12416f22998241ce4b4ea70d5521233a2c882')
	expect(digest.toUpperCase()).toMatch(/^94C38AFC.*A2C882$/)
})

test('parameter order, numbers for strings and an existing signature change nothing', () => {
	const reversed = Object.fromEntries(Object.entries(documented).reverse())
	expect(apsSignature({ ...reversed, amount: 1000, signature: 'old' }, 'PASS', 'sha256')).toBe(apsSignature(documented, 'PASS', 'sha256'))
})

test('SHA-512 when the account is set to it', () => {
	expect(apsSignature(documented, 'PASS', 'sha512')).toBe(
		'01575815bbdb23a862855bf2087012e243215e6464b6239a422d9a85936adca90bf6c3227c180890ad13b00ddf3a248608053d7174cbe622f24bdf2d5f345638',
	)
})

test('the card fields leave the signature only on the merchant-page form', () => {
	const form = { ...documented, card_number: '4005550000000001', card_security_code: '123', expiry_date: '3005', card_holder_name: 'A B', remember_me: 'YES' }
	expect(apsSignature(form, 'PASS', 'sha256', { excludeCardFields: true })).toBe(apsSignature(documented, 'PASS', 'sha256'))
	expect(apsSignature(form, 'PASS', 'sha256')).not.toBe(apsSignature(documented, 'PASS', 'sha256'))
})

test("Apple Pay's nested values are written {key=value, key=value} in the order given", () => {
	const header = { apple_transactionId: 't1', apple_ephemeralPublicKey: 'k1', apple_publicKeyHash: 'h1' }
	const params = { apple_header: header, digital_wallet: 'APPLE_PAY' }
	const text = 'Papple_header={apple_transactionId=t1, apple_ephemeralPublicKey=k1, apple_publicKeyHash=h1}digital_wallet=APPLE_PAYP'
	expect(apsSignature(params, 'P', 'sha256')).toBe(createHash('sha256').update(text).digest('hex'))
})

test('verification accepts the right signature in either case and rejects anything else', () => {
	const signature = apsSignature(documented, 'PASS', 'sha256')
	expect(verifyApsSignature({ ...documented, signature }, 'PASS', 'sha256')).toBe(true)
	expect(verifyApsSignature({ ...documented, signature: signature.toUpperCase() }, 'PASS', 'sha256')).toBe(true)
	expect(verifyApsSignature({ ...documented, amount: '1001', signature }, 'PASS', 'sha256')).toBe(false)
	expect(verifyApsSignature({ ...documented, signature }, 'OTHER', 'sha256')).toBe(false)
	expect(verifyApsSignature({ ...documented, signature: signature.slice(1) }, 'PASS', 'sha256')).toBe(false)
	expect(verifyApsSignature(documented, 'PASS', 'sha256')).toBe(false)
})
