/**
 * Rules that run before a page is rendered: the forced trailing slash, the
 * first-visit language redirect and the `locale` cookie (DESIGN §4).
 */
import { isbot } from 'isbot'
import { matchPageRoute } from '../../app/route-table.ts'
import { isLocaleCode, type LocaleCode, localizePath, negotiateLocale, splitLocalePath } from '../../domain/locale.ts'

export const LOCALE_COOKIE = 'locale'
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** Paths that are never pages: the API, build files and anything with a file extension. */
export function isPagePath(pathname: string) {
	if (pathname.startsWith('/client/api/') || pathname.startsWith('/_build/')) return false
	const last = pathname.slice(pathname.lastIndexOf('/') + 1)
	return !last.includes('.')
}

/** Where a configured page without its trailing slash should go, or null. */
export function trailingSlashTarget(pathname: string, search: string): string | null {
	if (pathname.endsWith('/') || !isPagePath(pathname)) return null
	const slashed = `${pathname}/`
	return matchPageRoute(splitLocalePath(slashed).path) ? slashed + search : null
}

type VisitRequest = {
	pathname: string
	search: string
	userAgent: string | undefined
	acceptLanguage: string | undefined
	cookieLocale: string | undefined
	/** Sec-Fetch-Site, or a same-origin Referer, tells a click inside the site from a first visit. */
	fromOwnSite: boolean
}

/**
 * A first visit to an unprefixed page goes to the visitor's language: the
 * `locale` cookie if valid, else Accept-Language. Crawlers and clicks inside
 * the site (including "English" in the switcher) are never redirected.
 */
export function localeRedirectTarget(request: VisitRequest, scope: 'root' | 'all' | 'off'): string | null {
	if (scope === 'off' || request.fromOwnSite || isbot(request.userAgent)) return null
	const { locale, path } = splitLocalePath(request.pathname)
	if (locale !== 'en') return null
	if (scope === 'root' ? request.pathname !== '/' : !matchPageRoute(path)) return null
	const target: LocaleCode | null = isLocaleCode(request.cookieLocale)
		? request.cookieLocale
		: negotiateLocale(request.acceptLanguage)
	if (!target || target === 'en') return null
	return localizePath(path, target) + request.search
}

/** Set-Cookie value that remembers the language of the page a person is reading, when it changed. */
export function localeCookieUpdate(pathname: string, cookieLocale: string | undefined, secure: boolean): string | null {
	const { locale } = splitLocalePath(pathname)
	if (cookieLocale === locale) return null
	return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`
}
