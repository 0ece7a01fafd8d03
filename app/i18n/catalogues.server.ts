import type { Resource } from 'i18next'
import { LOCALES } from '../../domain/locale.ts'
import ar from './messages/ar.ts'
import en from './messages/en.ts'
import ru from './messages/ru.ts'

const MESSAGES = { en, 'ar-ae': ar, 'ru-ae': ru } as const

/** Every catalogue, keyed by language tag: the server renders any locale. */
export const ALL_RESOURCES: Resource = Object.fromEntries(
	LOCALES.map((locale) => [locale.language, { translation: MESSAGES[locale.code] }]),
)
