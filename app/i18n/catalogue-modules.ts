import type { LocaleCode } from '../../domain/locale.ts'

/**
 * Where the browser build put each locale's message catalogue chunk, e.g. `{ 'ru-ae': '/assets/ru-….js' }`.
 * The client build writes it to build/client/message-catalogues.json (vite.config.ts) and the server
 * reads it at start-up, so a page can preload its catalogue with the rest of its modules: the
 * browser would otherwise ask for it only once entry.client has run, one round trip later.
 */
export type CatalogueModules = Partial<Record<LocaleCode, string>>

export const CATALOGUE_MODULES_FILE = 'message-catalogues.json'

/** The catalogue source file of each locale (app/i18n/messages/<name>.ts). */
export const CATALOGUE_SOURCE_NAMES: Record<LocaleCode, string> = { en: 'en', 'ar-ae': 'ar', 'ru-ae': 'ru' }
