import { describe, expect, test } from 'vitest'
import { getLocale, isLocaleCode, LOCALES, localizePath, negotiateLocale, oncePerLocale, splitLocalePath } from './locale.ts'

describe('locale table', () => {
	test('has English, Arabic (right-to-left) and Russian with the tags DESIGN §4 names', () => {
		expect(LOCALES.map((l) => [l.code, l.htmlLang, l.dir, l.prefix])).toEqual([
			['en', 'en', 'ltr', ''],
			['ar-ae', 'ar-AE', 'rtl', 'ar-ae'],
			['ru-ae', 'ru-AE', 'ltr', 'ru-ae'],
		])
		expect(getLocale('ar-ae').longName).toBe('العربية')
		expect(getLocale('ru-ae').longName).toBe('Русский')
	})

	test('recognises only known codes', () => {
		expect(isLocaleCode('ru-ae')).toBe(true)
		expect(isLocaleCode('fr-fr')).toBe(false)
		expect(isLocaleCode(undefined)).toBe(false)
		expect(isLocaleCode('<script>')).toBe(false)
	})
})

describe('splitLocalePath', () => {
	test.each([
		['/', 'en', '/'],
		['/faqs/', 'en', '/faqs/'],
		['/ar-ae/', 'ar-ae', '/'],
		['/ar-ae', 'ar-ae', '/'],
		['/ru-ae/meal-plans/checkout/', 'ru-ae', '/meal-plans/checkout/'],
		['/ar-aex/', 'en', '/ar-aex/'],
		['/fr-fr/faqs/', 'en', '/fr-fr/faqs/'],
	])('%s → %s %s', (pathname, locale, path) => {
		expect(splitLocalePath(pathname)).toEqual({ locale, path })
	})
})

test('localizePath puts the prefix in front of the page path', () => {
	expect(localizePath('/faqs/', 'en')).toBe('/faqs/')
	expect(localizePath('/faqs/', 'ar-ae')).toBe('/ar-ae/faqs/')
	expect(localizePath('/', 'ru-ae')).toBe('/ru-ae/')
	expect(localizePath('faqs/', 'ru-ae')).toBe('/ru-ae/faqs/')
})

describe('negotiateLocale', () => {
	test.each([
		[undefined, null],
		['', null],
		['ar-AE,ar;q=0.9,en;q=0.8', 'ar-ae'],
		['en-US,en;q=0.9', 'en'],
		['ru', 'ru-ae'],
		['de-DE,fr;q=0.9', null],
		['de-DE,ru;q=0.5,ar;q=0.7', 'ar-ae'],
		['ar;q=0,ru', 'ru-ae'],
		['*', null],
		['en;q=abc,ru;q=0.1', 'ru-ae'],
	])('%s → %s', (header, expected) => {
		expect(negotiateLocale(header)).toBe(expected)
	})

	test('ignores absurdly long headers past their first entries', () => {
		expect(negotiateLocale(`${'xx,'.repeat(5000)}ru`)).toBeNull()
	})
})

describe('oncePerLocale', () => {
	test('builds once per locale and hands back the same value after', () => {
		const built: string[] = []
		const schemaOf = oncePerLocale((locale) => {
			built.push(locale)
			return { locale }
		})
		const arabic = schemaOf('ar-ae')
		expect(schemaOf('ar-ae')).toBe(arabic)
		expect(schemaOf('en')).toEqual({ locale: 'en' })
		expect(built).toEqual(['ar-ae', 'en'])
	})
})
