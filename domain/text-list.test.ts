import { describe, expect, test } from 'vitest'
import { LOCALES } from './locale.ts'
import { formatList, inSentence, isolate, joinParts, partSeparator } from './text-list.ts'

const [english, arabic, russian] = LOCALES.map((locale) => ({ language: locale.language, dir: locale.dir })) as [
	{ language: string; dir: 'ltr' | 'rtl' },
	{ language: string; dir: 'ltr' | 'rtl' },
	{ language: string; dir: 'ltr' | 'rtl' },
]

describe('formatList', () => {
	test('joins with the language’s separators and conjunction', () => {
		expect(formatList(['gluten', 'eggs', 'fish'], 'en-GB')).toBe('gluten, eggs and fish')
		expect(formatList(['глютен', 'яйца', 'рыба'], 'ru-AE')).toBe('глютен, яйца и рыба')
		expect(formatList(['الغلوتين', 'البيض', 'الأسماك'], 'ar-AE')).not.toMatch(/, /)
		expect(formatList(['3', '4'], 'en-GB', 'or')).toBe('3 or 4')
		expect(formatList(['3', '4'], 'ru-AE', 'or')).toBe('3 или 4')
	})

	test('leaves empty items out', () => {
		expect(formatList(['a', ' ', 'b'], 'en-GB')).toBe('a and b')
	})
})

describe('joinParts', () => {
	test('an Arabic line takes the Arabic comma, never a Latin one', () => {
		const line = joinParts(['12', 'Marina Heights', 'البرشاء', 'دبي'], arabic)
		expect(line).not.toContain(', ')
		expect(line).toBe(`${isolate('12')}، ${isolate('Marina Heights')}، البرشاء، دبي`)
	})

	test('an English line isolates a part in Arabic script, so the parts keep their order', () => {
		expect(joinParts(['1203', 'برج الأميرة', 'Dubai Marina'], english)).toBe(`1203, ${isolate('برج الأميرة')}, Dubai Marina`)
		expect(joinParts(['12', 'Marina Heights', ' ', null, 'Dubai'], russian)).toBe('12, Marina Heights, Dubai')
	})

	test('uses the comma of the language', () => {
		expect(partSeparator('ar-AE')).toBe('، ')
		expect(partSeparator('en-GB')).toBe(', ')
		expect(partSeparator('ru-AE')).toBe(', ')
	})
})

test('inSentence writes a Russian label with a small letter inside a sentence, and leaves other languages alone', () => {
	expect(inSentence('Рано утром', 'ru-AE')).toBe('рано утром')
	expect(inSentence('Размер Regular', 'ru-AE')).toBe('размер Regular')
	expect(inSentence('НДС', 'ru-AE')).toBe('НДС')
	expect(inSentence('Early morning', 'en-GB')).toBe('Early morning')
	expect(inSentence('الحجم العادي', 'ar-AE')).toBe('الحجم العادي')
})
