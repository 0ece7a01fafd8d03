/**
 * The page's language and its message lookup, provided to every component.
 * The server creates one translator per locale; the browser one for the page.
 */
import { createContext, type ReactNode, useContext } from 'react'
import type { I18n } from './translate.ts'

const I18nContext = createContext<I18n | null>(null)

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
	return <I18nContext value={i18n}>{children}</I18nContext>
}

export function useTranslation(): I18n {
	const i18n = useContext(I18nContext)
	if (!i18n) throw new Error('useTranslation needs an I18nProvider (set up in entry.server and entry.client)')
	return i18n
}
