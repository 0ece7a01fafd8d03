import { describe, expect, test } from 'vitest'
import {
	cardNumberPattern,
	detectCardBrand,
	expiryFromGatewayFormat,
	expiryToGatewayFormat,
	formatCardNumber,
	normalizeCardDigits,
	parseExpiry,
	passesLuhn,
	securityCodeLengths,
	validateCard,
	validateCardNumber,
	validateExpiry,
	validateHolderName,
	validateSecurityCode,
} from './card-number.ts'

// The gateway's sandbox cards (reference/domain-facts.md §3): plain success, then 3-D Secure challenge.
const SANDBOX_CARDS = [
	['4005550000000001', 'Visa'],
	['5123456789012346', 'Mastercard'],
	['345678901234564', 'American Express'],
	['4557012345678902', 'Visa'],
	['5313581000123430', 'Mastercard'],
	['374200000000004', 'American Express'],
] as const

// 15 May 2026, local time: the current month is May 2026.
const TODAY = new Date(2026, 4, 15)

describe('detectCardBrand', () => {
	test.each(SANDBOX_CARDS)('%s is %s', (number, brand) => {
		expect(detectCardBrand(number)?.name).toBe(brand)
	})

	test('knows the brand from the first digits, and not before they decide it', () => {
		expect(detectCardBrand('4005')?.name).toBe('Visa')
		expect(detectCardBrand('4005 55')?.name).toBe('Visa')
		expect(detectCardBrand('51')?.name).toBe('Mastercard')
		expect(detectCardBrand('2221')?.name).toBe('Mastercard')
		expect(detectCardBrand('34')?.name).toBe('American Express')
		// "4" is also Elo and Maestro, "3" also JCB and Diners Club.
		expect(detectCardBrand('4')).toBeUndefined()
		expect(detectCardBrand('3')).toBeUndefined()
		expect(detectCardBrand('')).toBeUndefined()
		expect(detectCardBrand('0000')).toBeUndefined()
		expect(detectCardBrand('4x05')).toBeUndefined()
	})

	test('gives the grouping, lengths and security code size of the brand', () => {
		expect(detectCardBrand('4005')).toEqual({ type: 'visa', name: 'Visa', gaps: [4, 8, 12], lengths: [16, 18, 19], codeSize: 3 })
		expect(detectCardBrand('5123')).toMatchObject({ type: 'mastercard', gaps: [4, 8, 12], lengths: [16], codeSize: 3 })
		expect(detectCardBrand('3456')).toMatchObject({ type: 'american-express', gaps: [4, 10], lengths: [15], codeSize: 4 })
	})
})

describe('normalizeCardDigits', () => {
	test('drops spaces and dashes and reads Arabic-Indic digits', () => {
		expect(normalizeCardDigits('4005 5500-0000 0001')).toBe('4005550000000001')
		expect(normalizeCardDigits('٤٠٠٥ ۵۵۰۰')).toBe('40055500')
		expect(normalizeCardDigits('40a5')).toBe('40a5')
	})
})

describe('formatting', () => {
	test('groups the digits where the brand prints its spaces', () => {
		expect(formatCardNumber('4005550000000001')).toBe('4005 5500 0000 0001')
		expect(formatCardNumber('345678901234564')).toBe('3456 789012 34564')
		expect(formatCardNumber('3456 7890 1234 564')).toBe('3456 789012 34564')
		expect(formatCardNumber('40055')).toBe('4005 5')
		expect(formatCardNumber('')).toBe('')
	})

	test('the mask pattern holds the longest number of the brand', () => {
		expect(cardNumberPattern(detectCardBrand('5123'))).toBe('#### #### #### ####')
		expect(cardNumberPattern(detectCardBrand('34'))).toBe('#### ###### #####')
		expect(cardNumberPattern(detectCardBrand('4005'))).toBe('#### #### #### #######')
		expect(cardNumberPattern(undefined).replaceAll(' ', '')).toHaveLength(19)
	})
})

describe('passesLuhn', () => {
	test.each(SANDBOX_CARDS)('%s passes', (number) => {
		expect(passesLuhn(number)).toBe(true)
	})

	test('catches a mistyped or swapped digit', () => {
		expect(passesLuhn('4005550000000002')).toBe(false)
		expect(passesLuhn('5123456789012364')).toBe(false)
		expect(passesLuhn('')).toBe(false)
		expect(passesLuhn('4005 5500 0000 0001')).toBe(false)
	})
})

describe('validateCardNumber', () => {
	test.each(SANDBOX_CARDS)('accepts %s', (number) => {
		expect(validateCardNumber(number)).toBeUndefined()
		expect(validateCardNumber(formatCardNumber(number))).toBeUndefined()
	})

	test('says what is wrong', () => {
		expect(validateCardNumber('')).toBe('missing')
		expect(validateCardNumber('  ')).toBe('missing')
		expect(validateCardNumber('4005 55OO 0000 0001')).toBe('invalid')
		expect(validateCardNumber('0000 0000 0000 0000')).toBe('invalid')
		expect(validateCardNumber('4005 5500')).toBe('length')
		expect(validateCardNumber('5123 4567 8901 2346 0')).toBe('length')
		expect(validateCardNumber('3456 789012 3456')).toBe('length')
		expect(validateCardNumber('4005 5500 0000 0001 0000')).toBe('length')
		expect(validateCardNumber('4005 5500 0000 0002')).toBe('luhn')
		expect(validateCardNumber('3456 789012 34565')).toBe('luhn')
	})
})

describe('expiry', () => {
	test('parses MM/YY into a month and a four-digit year', () => {
		expect(parseExpiry('05/30')).toEqual({ month: 5, year: 2030 })
		expect(parseExpiry('0530')).toEqual({ month: 5, year: 2030 })
		expect(parseExpiry('١٢/٢٧')).toEqual({ month: 12, year: 2027 })
		expect(parseExpiry('13/30')).toBeUndefined()
		expect(parseExpiry('00/30')).toBeUndefined()
		expect(parseExpiry('5/30')).toBeUndefined()
		expect(parseExpiry('05/2030')).toBeUndefined()
	})

	test('the gateway gets YYMM', () => {
		expect(expiryToGatewayFormat({ month: 5, year: 2030 })).toBe('3005')
		expect(expiryToGatewayFormat({ month: 12, year: 2027 })).toBe('2712')
		expect(expiryToGatewayFormat({ month: 1, year: 2105 })).toBe('0501')
	})

	test('a saved card’s YYMM from the gateway reads MM/YY', () => {
		expect(expiryFromGatewayFormat('3005')).toBe('05/30')
		expect(expiryFromGatewayFormat('2712')).toBe('12/27')
		expect(expiryFromGatewayFormat(expiryToGatewayFormat({ month: 1, year: 2031 }))).toBe('01/31')
		for (const odd of [null, '', '05/30', '3013', '3000', '300']) expect(expiryFromGatewayFormat(odd)).toBeNull()
	})

	test('the current month is still valid, the month before is not', () => {
		expect(validateExpiry('05/26', TODAY)).toBeUndefined()
		expect(validateExpiry('05/26', new Date(2026, 4, 31, 23, 59))).toBeUndefined()
		expect(validateExpiry('04/26', TODAY)).toBe('past')
		expect(validateExpiry('12/25', TODAY)).toBe('past')
		expect(validateExpiry('05/30', TODAY)).toBeUndefined()
	})

	test('at most 20 years ahead', () => {
		expect(validateExpiry('05/46', TODAY)).toBeUndefined()
		expect(validateExpiry('06/46', TODAY)).toBe('tooFar')
		expect(validateExpiry('01/99', TODAY)).toBe('tooFar')
	})

	test('a missing or impossible date', () => {
		expect(validateExpiry('', TODAY)).toBe('missing')
		expect(validateExpiry('13/30', TODAY)).toBe('invalid')
		expect(validateExpiry('00/30', TODAY)).toBe('invalid')
		expect(validateExpiry('05/3', TODAY)).toBe('invalid')
	})
})

describe('security code', () => {
	const visa = detectCardBrand('4005550000000001')
	const amex = detectCardBrand('345678901234564')

	test('three digits, four for American Express', () => {
		expect(validateSecurityCode('123', visa)).toBeUndefined()
		expect(validateSecurityCode('1234', visa)).toBe('length')
		expect(validateSecurityCode('12', visa)).toBe('length')
		expect(validateSecurityCode('1234', amex)).toBeUndefined()
		expect(validateSecurityCode('123', amex)).toBe('length')
		expect(validateSecurityCode('12a', visa)).toBe('length')
		expect(validateSecurityCode('', visa)).toBe('missing')
	})

	test('three or four while the brand is not known yet', () => {
		expect(securityCodeLengths(undefined)).toEqual([3, 4])
		expect(validateSecurityCode('123', undefined)).toBeUndefined()
		expect(validateSecurityCode('1234', undefined)).toBeUndefined()
		expect(validateSecurityCode('12345', undefined)).toBe('length')
	})
})

test('the name on the card is required and fits the gateway', () => {
	expect(validateHolderName('  ')).toBe('missing')
	expect(validateHolderName('Aisha Al Mansoori')).toBeUndefined()
	expect(validateHolderName('A'.repeat(51))).toBe('tooLong')
})

describe('validateCard', () => {
	test('gives the gateway its field names and formats', () => {
		const result = validateCard({ holderName: ' Aisha Al Mansoori ', number: '3456 789012 34564', expiry: '05/30', securityCode: '1234' }, TODAY)
		expect(result).toEqual({
			ok: true,
			fields: { card_holder_name: 'Aisha Al Mansoori', card_number: '345678901234564', expiry_date: '3005', card_security_code: '1234' },
		})
	})

	test('lists an error for each field that needs fixing, and only those', () => {
		const result = validateCard({ holderName: 'Aisha', number: '4005 5500 0000 0001', expiry: '04/26', securityCode: '' }, TODAY)
		expect(result).toEqual({ ok: false, errors: { expiry: 'past', securityCode: 'missing' } })
	})

	test('the security code is checked against the brand of the number', () => {
		const result = validateCard({ holderName: 'Aisha', number: '4005 5500 0000 0001', expiry: '05/30', securityCode: '1234' }, TODAY)
		expect(result).toEqual({ ok: false, errors: { securityCode: 'length' } })
	})
})
