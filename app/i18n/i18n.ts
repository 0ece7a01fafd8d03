/**
 * i18next set-up shared by the server (a fresh instance per request) and the
 * browser (one instance for the page's locale).
 */
import i18next, { type i18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, getLocale, type LocaleCode } from '../../domain/locale.ts'
import type { Messages } from './messages/en.ts'

declare module 'i18next' {
	interface CustomTypeOptions {
		resources: { translation: Messages }
	}
}

export const FALLBACK_LANGUAGE = getLocale(DEFAULT_LOCALE).language

export function createI18n(locale: LocaleCode, resources: Resource): i18n {
	const instance = i18next.createInstance()
	void instance.use(initReactI18next).init({
		lng: getLocale(locale).language,
		fallbackLng: FALLBACK_LANGUAGE,
		load: 'currentOnly',
		resources,
		initAsync: false,
		// React escapes output already.
		interpolation: { escapeValue: false },
		react: { useSuspense: false },
	})
	return instance
}
