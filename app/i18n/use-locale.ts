import { useLocation } from 'react-router'
import { getLocale, type LocaleEntry, localizePath, splitLocalePath } from '../../domain/locale.ts'

/**
 * The page's locale comes from its URL prefix and nothing else, so it is
 * known everywhere, including inside error boundaries.
 */
export function useLocale(): LocaleEntry {
	const { pathname } = useLocation()
	return getLocale(splitLocalePath(pathname).locale)
}

/** Turns a prefix-free path into the current locale's path. */
export function useLocalizedPath(): (path: string) => string {
	const locale = useLocale()
	return (path) => localizePath(path, locale.code)
}
