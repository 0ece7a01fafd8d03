/**
 * Redirects applied before routing. Internal targets are prefix-free page
 * paths and apply in every locale; external targets are full URLs from
 * configuration (DESIGN §4: client code never navigates off-site on its own).
 */
import { matchPageRoute } from '../../app/route-table.ts'
import { isLocaleCode, localizePath, splitLocalePath } from '../../domain/locale.ts'
import { rememberPerString } from './remember-per-string.ts'
import type { Config } from '../config.ts'

export type RedirectRule = { from: string; to: string; status: 301 | 302 | 307 | 308 }

export function redirectTable(links: Config['externalLinks']): RedirectRule[] {
	return [
		// External destinations: temporary, because the addresses are configuration.
		{ from: '/restaurants/', to: links.restaurants, status: 302 },
		// /download-app/ depends on the visitor's phone: see appDownloadRedirect below.
		{ from: '/app-store/', to: links.appStore, status: 302 },
		{ from: '/play-store/', to: links.playStore, status: 302 },
		{ from: '/blog/', to: links.blog, status: 302 },
		// Old and commonly guessed addresses of our own pages.
		{ from: '/meal-plan/', to: '/meal-plans/', status: 301 },
		{ from: '/plans/', to: '/meal-plans/', status: 301 },
		{ from: '/login/', to: '/log-in/', status: 301 },
		{ from: '/signup/', to: '/sign-up/', status: 301 },
		{ from: '/register/', to: '/sign-up/', status: 301 },
		{ from: '/about/', to: '/about-us/', status: 301 },
		{ from: '/faq/', to: '/faqs/', status: 301 },
		{ from: '/privacy/', to: '/privacy-policy/', status: 301 },
		{ from: '/checkout/', to: '/meal-plans/checkout/', status: 301 },
	]
}

/** The redirect for a request path, or null. Accepts the path with or without its trailing slash. */
export function findRedirect(rules: RedirectRule[], pathname: string, search: string) {
	const { locale, path } = splitLocalePath(pathname)
	const slashed = path.endsWith('/') ? path : `${path}/`
	const rule = rules.find((candidate) => candidate.from === slashed)
	if (!rule) return null
	const external = /^https?:\/\//.test(rule.to)
	return { status: rule.status, location: external ? rule.to : localizePath(rule.to, locale) + search }
}

export const APP_DOWNLOAD_PATH = '/download-app/'

/** /download-app/ in any locale, with or without its slash. */
export function isAppDownloadPath(pathname: string) {
	const { path } = splitLocalePath(pathname)
	return (path.endsWith('/') ? path : `${path}/`) === APP_DOWNLOAD_PATH
}

/**
 * /download-app/ (any locale, slash optional) sends iPhones and iPads to the App Store, Android
 * phones to Google Play and everyone else to the app page of their language, which shows both
 * stores. iPads that ask for the desktop site (iPadOS Safari's default) say "Macintosh" and so
 * get the app page too. The answer depends on the User-Agent: send it with `Vary: User-Agent`.
 */
export function appDownloadRedirect(
	links: Pick<Config['externalLinks'], 'appStore' | 'playStore'>,
	pathname: string,
	search: string,
	userAgent: string | undefined,
): { status: 302; location: string } | null {
	if (!isAppDownloadPath(pathname)) return null
	const { locale } = splitLocalePath(pathname)
	const agent = userAgent ?? ''
	if (/\b(iPhone|iPad|iPod)\b/.test(agent)) return { status: 302, location: links.appStore }
	if (/\bAndroid\b/i.test(agent)) return { status: 302, location: links.playStore }
	return { status: 302, location: localizePath('/app/', locale) + search }
}

/**
 * A page's address typed in another case (`/FAQS/`, `/About-Us`, `/AR-AE/faqs/`): a 301 to the
 * page's own spelling, trailing slash included, so there is one address per page (React Router
 * matches case-sensitively, app/routes.ts, so the other spelling would be a 404). Only the
 * locale prefix and the route's fixed segments are respelled: parameters (plan slugs, ambassador
 * handles) stay as typed for their pages to judge, and the query string is kept byte for byte
 * (tokens in it are case-sensitive). The API, build files and data requests are never pages.
 * Null when the path is already the page's spelling or names no page in any case.
 */
export function caseRedirectTarget(pathname: string, search: string): string | null {
	const target = respelledPagePath(pathname)
	return target === null ? null : target + search
}

// Asked for every page request: matching every route without case made and dropped some 4 KB of strings
// and objects each time (docs/benchmarks.md, fifteenth session, area P); the answer depends on the path alone.
const respelledPagePath = rememberPerString((pathname): string | null => {
	if (/^\/(client\/api|_build)\//i.test(pathname) || pathname.endsWith('.data')) return null
	const prefix = /^\/(ar-ae|ru-ae)(?=\/|$)/i.exec(pathname)
	const locale = prefix?.[1]?.toLowerCase()
	const path = prefix ? pathname.slice(prefix[0].length) || '/' : pathname
	const match = matchPageRoute(path, { ignoreCase: true })
	if (!match) return null
	const segments = path.split('/').filter(Boolean)
	const spelled = match.route.path
		.split('/')
		.filter(Boolean)
		.flatMap((part, index) => (part.startsWith(':') ? [segments[index]] : part === '*' ? segments.slice(index) : [part]))
	const target = localizePath(`/${spelled.map((part) => `${part}/`).join('')}`, isLocaleCode(locale) ? locale : 'en')
	// Only the case differs from a page's address when the slash-less forms agree: the trailing-slash rule's business.
	const trimmed = (value: string) => value.replace(/\/+$/, '')
	return trimmed(target) === trimmed(pathname) ? null : target
})
