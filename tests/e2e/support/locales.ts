/**
 * The locales under test and the message catalogues the pages are rendered
 * from, so expected texts come from the same source as the app's.
 */
import { SERVER_CATALOGUES } from '../../../app/i18n/catalogues.server.ts'
import { type LocaleCode, type LocaleEntry, LOCALES, localizePath } from '../../../domain/locale.ts'

export { localizePath }
export type { LocaleCode, LocaleEntry }

export const ENABLED_LOCALES: readonly LocaleEntry[] = LOCALES.filter((locale) => locale.enabled)

export function localeByCode(code: LocaleCode): LocaleEntry {
	const locale = ENABLED_LOCALES.find((candidate) => candidate.code === code)
	if (!locale) throw new Error(`Locale ${code} is not enabled`)
	return locale
}

/**
 * A message of the locale's catalogue with `{{name}}` placeholders filled,
 * as i18next renders it (interpolation escaping is off in the app).
 */
export function t(locale: LocaleCode, key: string, values: Record<string, string> = {}): string {
	let node: unknown = SERVER_CATALOGUES[locale]
	for (const part of key.split('.')) {
		node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined
	}
	if (typeof node !== 'string') throw new Error(`No message ${key} in the ${locale} catalogue`)
	return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
		const value = values[name]
		if (value === undefined) throw new Error(`Message ${key} needs a value for {{${name}}}`)
		return value
	})
}

/** The document title of a page whose own title is `title`: '{title} | kcal'. */
export function pageTitle(locale: LocaleCode, title: string): string {
	return t(locale, 'meta.titleTemplate', { title })
}

/** `Name (code)` for test titles. */
export const localeLabel = (locale: LocaleEntry) => locale.code
