/**
 * The locale table and the pure rules around it: which URL prefix means which
 * language, and how a browser's Accept-Language header picks one.
 */

export const LOCALE_CODES = ['en', 'ar-ae', 'ru-ae'] as const
export type LocaleCode = (typeof LOCALE_CODES)[number]

export type LocaleEntry = {
	code: LocaleCode
	/** BCP 47 tag used for `<html lang>`, hreflang and Intl. */
	language: 'en-GB' | 'ar-AE' | 'ru-AE'
	/** Value of `<html lang>`: plain `en` for English as DESIGN §4 asks. */
	htmlLang: 'en' | 'ar-AE' | 'ru-AE'
	shortName: 'EN' | 'AR' | 'RU'
	/** The language's name written in that language, for the switcher. */
	longName: string
	dir: 'ltr' | 'rtl'
	/** URL prefix without slashes; empty for the default locale. */
	prefix: '' | 'ar-ae' | 'ru-ae'
	enabled: boolean
}

export const DEFAULT_LOCALE: LocaleCode = 'en'

export const LOCALES: readonly LocaleEntry[] = [
	{ code: 'en', language: 'en-GB', htmlLang: 'en', shortName: 'EN', longName: 'English', dir: 'ltr', prefix: '', enabled: true },
	{ code: 'ar-ae', language: 'ar-AE', htmlLang: 'ar-AE', shortName: 'AR', longName: 'العربية', dir: 'rtl', prefix: 'ar-ae', enabled: true },
	{ code: 'ru-ae', language: 'ru-AE', htmlLang: 'ru-AE', shortName: 'RU', longName: 'Русский', dir: 'ltr', prefix: 'ru-ae', enabled: true },
]

export function isLocaleCode(value: unknown): value is LocaleCode {
	return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value)
}

export function getLocale(code: LocaleCode): LocaleEntry {
	const entry = LOCALES.find((locale) => locale.code === code)
	if (!entry) throw new Error(`Locale ${code} is not in the locale table`)
	return entry
}

/**
 * Splits a pathname into its locale and the path without the prefix.
 * `/ar-ae/faqs/` → { locale: 'ar-ae', path: '/faqs/' }; `/faqs/` → English.
 */
export function splitLocalePath(pathname: string): { locale: LocaleCode; path: string } {
	const match = /^\/(ar-ae|ru-ae)(\/.*)?$/.exec(pathname)
	if (!match) return { locale: DEFAULT_LOCALE, path: pathname }
	return { locale: match[1] as LocaleCode, path: match[2] ?? '/' }
}

/** The same page under another locale: `localizePath('/faqs/', 'ru-ae')` → `/ru-ae/faqs/`. */
export function localizePath(path: string, locale: LocaleCode): string {
	const { prefix } = getLocale(locale)
	const clean = path.startsWith('/') ? path : `/${path}`
	return prefix ? `/${prefix}${clean}` : clean
}

/**
 * Picks the best supported locale from an Accept-Language header, or null
 * when the visitor asks for nothing we have. English matches `en`, Arabic
 * any `ar-*`, Russian any `ru-*`; q-values order the candidates.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): LocaleCode | null {
	if (!acceptLanguage) return null
	const ranked = acceptLanguage
		.split(',')
		.slice(0, 20)
		.map((part, index) => {
			const [tag = '', ...params] = part.trim().split(';')
			const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
			const quality = q ? Number.parseFloat(q.slice(2)) : 1
			return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index }
		})
		.filter((candidate) => candidate.tag && candidate.quality > 0)
		.sort((a, b) => b.quality - a.quality || a.index - b.index)
	for (const { tag } of ranked) {
		const base = tag.split('-')[0]
		if (base === 'en') return 'en'
		if (base === 'ar') return 'ar-ae'
		if (base === 'ru') return 'ru-ae'
	}
	return null
}

/** `build` for each locale, made the first time that locale asks and kept (schemas with their messages). */
export function oncePerLocale<T>(build: (locale: LocaleCode) => T): (locale: LocaleCode) => T {
	const built = new Map<LocaleCode, T>()
	return (locale) => {
		let value = built.get(locale)
		if (value === undefined) {
			value = build(locale)
			built.set(locale, value)
		}
		return value
	}
}
