import { DEFAULT_LOCALE, type LocaleCode } from '../../domain/locale.ts'
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
export async function loadClientMessages(locale: LocaleCode): Promise<Messages> {
	try {
		return (await LOADERS[locale]()).default
	} catch (error) {
		console.error('Failed locale loading', locale, error)
		if (locale === DEFAULT_LOCALE) throw error
		return (await LOADERS[DEFAULT_LOCALE]()).default
	}
}
