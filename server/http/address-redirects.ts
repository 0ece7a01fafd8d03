/**
 * Where a GET or HEAD for an address goes before any page renders: /download-app/ to the visitor's
 * store, the redirect table, the trailing slash, a page's address in another case, and a first visit
 * to an unprefixed page to the visitor's language (redirects.ts, page-rules.ts). Null: no redirect.
 *
 * All but the store and the visitor's language depend on the address alone, and every cached page's request
 * asked them again (the locale prefix matched three times, the redirect table searched, the path rules run,
 * five headers read for a language check the address ruled out): that part, and whether the address may be
 * redirected to a language at all, is kept per address string (remember-per-string.ts). A request for a
 * known address costs one lookup, and the language check only where it can apply.
 */
import type { Context } from 'hono'
import { rawCookieValue } from '../../app/utils/cookie-value.ts'
import type { Config } from '../config.ts'
import { isPagePath, LOCALE_COOKIE, localeRedirectTarget, mayRedirectLanguage, trailingSlashTarget } from './page-rules.ts'
import { appDownloadRedirect, caseRedirectTarget, findRedirect, isAppDownloadPath, type RedirectRule, redirectTable } from './redirects.ts'
import { rememberPerString } from './remember-per-string.ts'
import { requestUrl } from './request-url.ts'

// 'language': a page a first visit may be sent from to the visitor's language (the visitor decides); 'stay': no redirect.
type AddressRule = 'app download' | { status: RedirectRule['status']; location: string } | 'language' | 'stay'

export function addressRedirects(config: Pick<Config, 'externalLinks' | 'LOCALE_REDIRECT'>): (c: Context) => Response | null {
	const redirects = redirectTable(config.externalLinks)
	const ruleOf = rememberPerString((href): AddressRule => {
		const { pathname, search } = new URL(href)
		if (isAppDownloadPath(pathname)) return 'app download'
		const rule = findRedirect(redirects, pathname, search)
		if (rule) return rule
		const slashed = trailingSlashTarget(pathname, search)
		if (slashed) return { status: 301, location: slashed }
		const respelled = caseRedirectTarget(pathname, search)
		if (respelled) return { status: 301, location: respelled }
		return isPagePath(pathname) && mayRedirectLanguage(pathname, config.LOCALE_REDIRECT) ? 'language' : 'stay'
	})

	return (c) => {
		const rule = ruleOf(c.req.url)
		if (rule === 'stay') return null
		if (typeof rule === 'object') return c.redirect(rule.location, rule.status)
		const url = requestUrl(c)
		if (rule === 'app download') {
			const download = appDownloadRedirect(config.externalLinks, url.pathname, url.search, c.req.header('User-Agent'))!
			c.header('Vary', 'User-Agent')
			return c.redirect(download.location, download.status)
		}
		const languageTarget = localeRedirectTarget(
			{
				pathname: url.pathname,
				search: url.search,
				userAgent: c.req.header('User-Agent'),
				acceptLanguage: c.req.header('Accept-Language'),
				cookieLocale: rawCookieValue(c.req.header('Cookie'), LOCALE_COOKIE),
				fromOwnSite: isFromOwnSite(c.req.header('Sec-Fetch-Site'), c.req.header('Referer'), url.origin),
			},
			config.LOCALE_REDIRECT,
		)
		if (!languageTarget) return null
		c.header('Vary', 'Cookie, Accept-Language')
		c.header('Cache-Control', 'private, no-store')
		return c.redirect(languageTarget, 302)
	}
}

function isFromOwnSite(fetchSite: string | undefined, referer: string | undefined, origin: string) {
	if (fetchSite) return fetchSite === 'same-origin'
	if (!referer) return false
	try {
		return new URL(referer).origin === origin
	} catch {
		return false
	}
}
