import type { Resource } from 'i18next'
import { DEFAULT_LOCALE, getLocale, type LocaleCode } from '../../domain/locale.ts'
import type { Messages } from './messages/en.ts'

const LOADERS: Record<LocaleCode, () => Promise<{ default: Messages }>> = {
	en: () => import('./messages/en.ts'),
	'ar-ae': () => import('./messages/ar.ts'),
	'ru-ae': () => import('./messages/ru.ts'),
}

/**
 * Loads only the page's catalogue (each is its own chunk). When it cannot be
 * loaded the page falls back to English rather than showing raw keys.
 */
export async function loadClientResources(locale: LocaleCode): Promise<Resource> {
	try {
		const messages = await LOADERS[locale]()
		return { [getLocale(locale).language]: { translation: messages.default } }
	} catch (error) {
		console.error('Failed locale loading', locale, error)
		if (locale === DEFAULT_LOCALE) throw error
		const fallback = await LOADERS[DEFAULT_LOCALE]()
		return { [getLocale(DEFAULT_LOCALE).language]: { translation: fallback.default } }
	}
}
