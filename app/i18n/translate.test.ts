import { describe, expect, test } from 'vitest'
import ar from './messages/ar.ts'
import en, { type Messages } from './messages/en.ts'
import ru from './messages/ru.ts'
import { createTranslator, type MessageKey } from './translate.ts'

describe('createTranslator', () => {
	test('looks up dotted keys and interpolates values', () => {
		const t = createTranslator('en-GB', en)
		expect(t('nav.menu')).toBe('Menu')
		expect(t('errors.notFound', { path: '/x/' })).toBe('Page not found: /x/')
		expect(t('footer.copyright', { year: 2026 })).toBe('© 2026 kcal. All rights reserved.')
	})

	test('reads the page language and leaves unknown placeholders visible', () => {
		expect(createTranslator('ru-AE', ru)('errors.goBackHome')).toBe('Вернуться на главную')
		expect(createTranslator('ar-AE', ar)('errors.goBackHome')).toBe('العودة إلى الصفحة الرئيسية')
		expect(createTranslator('en-GB', en)('errors.notFound')).toBe('Page not found: {{path}}')
	})

	test('falls back to English, then to the key itself', () => {
		const partial = { ...ru, nav: { ...ru.nav, menu: undefined } } as unknown as Messages
		expect(createTranslator('ru-AE', partial, en)('nav.menu')).toBe('Menu')
		expect(createTranslator('ru-AE', partial)('nav.menu')).toBe('nav.menu')
	})

	test('chooses plural forms by the language rules', () => {
		const withPlurals = {
			...en,
			meals: { count_one: '{{count}} meal', count_few: '{{count}} meals (few)', count_other: '{{count}} meals' },
		} as unknown as Messages
		const key = 'meals.count' as MessageKey
		expect(createTranslator('en-GB', withPlurals)(key, { count: 1 })).toBe('1 meal')
		expect(createTranslator('en-GB', withPlurals)(key, { count: 5 })).toBe('5 meals')
		// Russian: 3 is "few", 5 is "many" (absent here, so "other").
		expect(createTranslator('ru-AE', withPlurals)(key, { count: 3 })).toBe('3 meals (few)')
		expect(createTranslator('ru-AE', withPlurals)(key, { count: 5 })).toBe('5 meals')
	})

	test('answers the same when asked again: found, fallen back, missing, plural, other values', () => {
		const partial = { ...ru, nav: { ...ru.nav, menu: undefined } } as unknown as Messages
		const t = createTranslator('ru-AE', partial, en)
		for (let round = 0; round < 2; round++) {
			expect(t('nav.menu')).toBe('Menu')
			expect(t('nav.nothing' as MessageKey)).toBe('nav.nothing')
			expect(t('footer.copyright', { year: 2026 + round })).toBe(createTranslator('ru-AE', ru)('footer.copyright', { year: 2026 + round }))
		}
	})
})
