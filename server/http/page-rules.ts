/**
 * Rules that run before a page is rendered: the forced trailing slash, the
 * first-visit language redirect, the `locale` cookie (DESIGN §4) and which
 * requests the shared page cache may answer.
 */
import { matchPageRoute, type PageRoute } from '../../app/route-table.ts'
import { isLocaleCode, type LocaleCode, localizePath, negotiateLocale, splitLocalePath } from '../../domain/locale.ts'
import { siteCookie } from '../../app/utils/cookie-value.ts'
import { isCrawlerAgent } from './crawler-agent.ts'
import { rememberPerString } from './remember-per-string.ts'

export const LOCALE_COOKIE = 'locale'
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/**
 * The page route a path names in any language, remembered per path (remember-per-string.ts): the page
 * handler asks for every request, and matching the route table made some 3 KB of objects each time.
 */
export const pageRouteOf = rememberPerString((pathname) => matchPageRoute(splitLocalePath(pathname).path)?.route ?? null)

/** Paths that are never pages: the API, build files and anything with a file extension. */
export function isPagePath(pathname: string) {
	if (pathname.startsWith('/client/api/') || pathname.startsWith('/_build/')) return false
	return !mayNameFile(pathname)
}

/**
 * Whether a path may name one of the browser build's files: every file there has an extension (and
 * there is no index.html), so a path whose last segment has no dot is no file, and the static handler
 * need not look for it on disk (two failed stat calls, with their exceptions, for every page request).
 */
export function mayNameFile(pathname: string) {
	return pathname.slice(pathname.lastIndexOf('/') + 1).includes('.')
}

/**
 * Where a configured page should be moved to, or null: the same path with
 * its trailing slash, and with repeated slashes collapsed so that a path like
 * `//faqs` can never turn into a protocol-relative Location (`//faqs/` would
 * send the browser to a host named "faqs"). Real files never get here (the
 * static handler answers them first), so a dot does not mean "file":
 * ambassador names may contain one. React Router's data requests (`.data`)
 * are not pages.
 */
export function trailingSlashTarget(pathname: string, search: string): string | null {
	if (pathname.startsWith('/client/api/') || pathname.startsWith('/_build/') || pathname.endsWith('.data')) return null
	const collapsed = pathname.replace(/\/{2,}/g, '/')
	const slashed = collapsed.endsWith('/') ? collapsed : `${collapsed}/`
	if (slashed === pathname) return null
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

type LanguageRedirectScope = 'root' | 'all' | 'off'

/** Whether the address alone allows a language redirect: an unprefixed page the scope (LOCALE_REDIRECT) covers. */
export function mayRedirectLanguage(pathname: string, scope: LanguageRedirectScope): boolean {
	if (scope === 'off') return false
	const { locale, path } = splitLocalePath(pathname)
	if (locale !== 'en') return false
	return scope === 'root' ? pathname === '/' : matchPageRoute(path) !== null
}

/**
 * A first visit to an unprefixed page goes to the visitor's language: the
 * `locale` cookie if valid, else Accept-Language. Crawlers and clicks inside
 * the site (including "English" in the switcher) are never redirected.
 */
export function localeRedirectTarget(request: VisitRequest, scope: LanguageRedirectScope): string | null {
	if (request.fromOwnSite || !mayRedirectLanguage(request.pathname, scope)) return null
	const { path } = splitLocalePath(request.pathname)
	if (isCrawlerAgent(request.userAgent)) return null
	const target: LocaleCode | null = isLocaleCode(request.cookieLocale)
		? request.cookieLocale
		: request.acceptLanguage
			? negotiatedLocale(request.acceptLanguage)
			: null
	if (!target || target === 'en') return null
	return localizePath(path, target) + request.search
}

// Asked on every first visit to an unprefixed page; browsers send few distinct strings (remember-per-string.ts).
const negotiatedLocale = rememberPerString(negotiateLocale)

/** Set-Cookie value that remembers the language of the page a person is reading, when it changed. */
export function localeCookieUpdate(pathname: string, cookieLocale: string | undefined, secure: boolean): string | null {
	const { locale } = splitLocalePath(pathname)
	if (cookieLocale === locale) return null
	return siteCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE, secure })
}

/**
 * Whether the shared page cache (page-cache.ts) may answer this request and keep its page for
 * others of the same variant key: a GET, without a session, of a page that says its answer is the
 * same for every such visitor (`shareable` in app/route-table.ts: not private, not per-visitor).
 */
export function mayUseSharedPageCache(request: { method: string; hasSession: boolean }, route: Pick<PageRoute, 'shareable'> | null | undefined): boolean {
	return request.method === 'GET' && !request.hasSession && route?.shareable === true
}
