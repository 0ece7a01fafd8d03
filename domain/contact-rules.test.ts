import { describe, expect, test } from 'vitest'
import { readEmail, readMessage, readName, readUaePhone } from './contact-rules.ts'

describe('readName', () => {
	test('keeps names in any script, with white space squashed', () => {
		expect(readName('  Sara   Khan ')).toBe('Sara Khan')
		expect(readName('محمد العلي')).toBe('محمد العلي')
		expect(readName('Анна\u00a0Петрова')).toBe('Анна Петрова')
		expect(readName("Zoë O'Brien-Smith")).toBe("Zoë O'Brien-Smith")
	})

	test('takes out invisible direction controls, keeping the joiners some scripts need', () => {
		expect(readName('Sara \u202Eflesym\u202C Khan')).toBe('Sara flesym Khan')
		expect(readName('\u2067سارة\u2069 \uFEFFخان\u200B')).toBe('سارة خان')
		expect(readName('نرگس\u200Cها')).toBe('نرگس\u200Cها')
		// Nothing but controls around one letter is one letter: too short.
		expect(readName('\u202EA\u202C')).toBeNull()
	})

	test('takes 2 to 80 characters, counted as people see them', () => {
		expect(readName('Al')).toBe('Al')
		expect(readName('A')).toBeNull()
		expect(readName(' A ')).toBeNull()
		expect(readName('a'.repeat(80))).toHaveLength(80)
		expect(readName('a'.repeat(81))).toBeNull()
		// Two letters outside the basic plane are two characters, not four UTF-16 units.
		expect(readName('𝒜𝒷')).toBe('𝒜𝒷')
	})

	test('needs a letter and refuses links and markup', () => {
		expect(readName('12345')).toBeNull()
		expect(readName('--')).toBeNull()
		expect(readName('Win big https://spam.example')).toBeNull()
		expect(readName('www.spam.example')).toBeNull()
		expect(readName('<b>Sara</b>')).toBeNull()
	})
})

describe('readEmail', () => {
	test('accepts ordinary addresses and lower-cases only the domain', () => {
		expect(readEmail(' Sara.Khan+kcal@Example.COM ')).toBe('Sara.Khan+kcal@example.com')
		expect(readEmail('a@b.ae')).toBe('a@b.ae')
		expect(readEmail('anna@почта.рф')).toBe('anna@почта.рф')
		expect(readEmail('user@mail.xn--mgbaam7a8h')).toBe('user@mail.xn--mgbaam7a8h')
	})

	test('refuses what cannot be an address', () => {
		for (const text of ['', 'sara', 'sara@', '@example.com', 'sara@example', 'sara@example.c', 'sa ra@example.com', 'sara@@example.com', 'sara@exa_mple.com', '.sara@example.com', 'sa..ra@example.com', 'sara.@example.com', 'sara@-example.com', '<sara@example.com>']) {
			expect(readEmail(text), text).toBeNull()
		}
	})

	test('refuses addresses longer than 254 characters or with a local part over 64', () => {
		expect(readEmail(`${'a'.repeat(64)}@example.com`)).not.toBeNull()
		expect(readEmail(`${'a'.repeat(65)}@example.com`)).toBeNull()
		expect(readEmail(`a@${'b'.repeat(250)}.com`)).toBeNull()
	})
})

describe('readUaePhone', () => {
	test('normalizes every usual way of writing a UAE mobile number to E.164', () => {
		for (const text of ['050 123 4567', '0501234567', '+971 50 123 4567', '+971501234567', '00971 50 123 4567', '971501234567', '50 123 4567', '(050) 123-4567', '+971 50 ١٢٣ ٤٥٦٧']) {
			expect(readUaePhone(text, 'mobile'), text).toBe('+971501234567')
		}
		expect(readUaePhone('058 765 4321', 'mobile')).toBe('+971587654321')
	})

	test('accepts landlines only where a landline will do', () => {
		expect(readUaePhone('04 555 0100', 'mobileOrLandline')).toBe('+97145550100')
		expect(readUaePhone('+971 4 555 0100', 'mobileOrLandline')).toBe('+97145550100')
		expect(readUaePhone('04 555 0100', 'mobile')).toBeNull()
		expect(readUaePhone('050 123 4567', 'mobileOrLandline')).toBe('+971501234567')
	})

	test('refuses toll-free, shared-cost, foreign and malformed numbers', () => {
		for (const kind of ['mobile', 'mobileOrLandline'] as const) {
			for (const text of ['800 123', '600 522222', '+44 20 7946 0958', '+7 912 345 6789', '057 123 4567', '050 123 45678', '050 123', 'call me', '', '0'.repeat(40)]) {
				expect(readUaePhone(text, kind), `${kind}: ${text}`).toBeNull()
			}
		}
	})
})

describe('readMessage', () => {
	test('takes 10 to 2,000 characters after trimming, keeping line breaks', () => {
		expect(readMessage('  Hello there  ')).toBe('Hello there')
		expect(readMessage('Line one\r\nline two')).toBe('Line one\nline two')
		expect(readMessage('Too short')).toBeNull()
		expect(readMessage(`          ${'a'.repeat(9)}     `)).toBeNull()
		expect(readMessage('a'.repeat(2000))).toHaveLength(2000)
		expect(readMessage('a'.repeat(2001))).toBeNull()
	})
})
