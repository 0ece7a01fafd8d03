import { describe, expect, test } from 'vitest'
import { matchPageRoute } from '../../app/route-table.ts'
import { isPagePath, localeCookieUpdate, mayNameFile, localeRedirectTarget, mayUseSharedPageCache, pageRouteOf, trailingSlashTarget } from './page-rules.ts'

const CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

describe('trailing slash', () => {
	test.each([
		['/faqs', '', '/faqs/'],
		['/faqs', '?utm_source=x', '/faqs/?utm_source=x'],
		['/ar-ae', '', '/ar-ae/'],
		['/ru-ae/terms/mea', '', '/ru-ae/terms/mea/'],
		['/meal-plans/anything', '', '/meal-plans/anything/'],
		['/ambassador-sign-up/sara', '', '/ambassador-sign-up/sara/'],
	])('%s%s → %s', (path, search, target) => {
		expect(trailingSlashTarget(path, search)).toBe(target)
	})

	test.each(['/faqs/', '/nope', '/sitemap.xml', '/assets/app.css', '/client/api/v1/locales', '/faqs/_.data'])(
		'%s is left alone',
		(path) => {
			expect(trailingSlashTarget(path, '')).toBeNull()
		},
	)

	test('files, the API and data requests are not pages', () => {
		expect(isPagePath('/robots.txt')).toBe(false)
		expect(isPagePath('/client/api/v1/x')).toBe(false)
		expect(isPagePath('/meal-plans/')).toBe(true)
	})
})

describe('first-visit language redirect', () => {
	const visit = (overrides: Partial<Parameters<typeof localeRedirectTarget>[0]> = {}) => ({
		pathname: '/',
		search: '',
		userAgent: CHROME,
		acceptLanguage: undefined,
		cookieLocale: undefined,
		fromOwnSite: false,
		...overrides,
	})

	test('follows Accept-Language when there is no cookie', () => {
		expect(localeRedirectTarget(visit({ acceptLanguage: 'ar-AE,ar;q=0.9' }), 'root')).toBe('/ar-ae/')
		expect(localeRedirectTarget(visit({ acceptLanguage: 'ru', search: '?utm_source=ig' }), 'root')).toBe(
			'/ru-ae/?utm_source=ig',
		)
		expect(localeRedirectTarget(visit({ acceptLanguage: 'en-GB' }), 'root')).toBeNull()
	})

	test('the cookie wins over the browser language', () => {
		expect(localeRedirectTarget(visit({ acceptLanguage: 'ar', cookieLocale: 'ru-ae' }), 'root')).toBe('/ru-ae/')
		expect(localeRedirectTarget(visit({ acceptLanguage: 'ar', cookieLocale: 'en' }), 'root')).toBeNull()
	})

	test('a garbage cookie is ignored', () => {
		expect(localeRedirectTarget(visit({ acceptLanguage: 'ar', cookieLocale: '<script>' }), 'root')).toBe('/ar-ae/')
		expect(localeRedirectTarget(visit({ cookieLocale: '../../etc' }), 'root')).toBeNull()
	})

	test('never redirects crawlers or clicks inside the site', () => {
		expect(localeRedirectTarget(visit({ acceptLanguage: 'ar', userAgent: GOOGLEBOT }), 'root')).toBeNull()
		expect(localeRedirectTarget(visit({ acceptLanguage: 'ar', fromOwnSite: true }), 'root')).toBeNull()
	})

	test('scope decides which paths are redirected', () => {
		const faqs = visit({ pathname: '/faqs/', acceptLanguage: 'ar' })
		expect(localeRedirectTarget(faqs, 'root')).toBeNull()
		expect(localeRedirectTarget(faqs, 'all')).toBe('/ar-ae/faqs/')
		expect(localeRedirectTarget(visit({ pathname: '/nope/', acceptLanguage: 'ar' }), 'all')).toBeNull()
		expect(localeRedirectTarget(visit({ acceptLanguage: 'ar' }), 'off')).toBeNull()
		expect(localeRedirectTarget(visit({ pathname: '/ar-ae/', acceptLanguage: 'ru' }), 'all')).toBeNull()
	})
})

describe('locale cookie', () => {
	test('is written when the page language differs from the remembered one', () => {
		expect(localeCookieUpdate('/ar-ae/faqs/', undefined, false)).toBe(
			'locale=ar-ae; Path=/; Max-Age=31536000; SameSite=Lax',
		)
		expect(localeCookieUpdate('/faqs/', 'ru-ae', true)).toBe('locale=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
	})

	test('is not rewritten when it already matches', () => {
		expect(localeCookieUpdate('/ru-ae/', 'ru-ae', false)).toBeNull()
	})
})

describe('slashes that must never leave the site', () => {
	test.each([
		['//faqs', '/faqs/'],
		['///about-us', '/about-us/'],
		['//terms//mea', '/terms/mea/'],
		['/ar-ae//faqs/', '/ar-ae/faqs/'],
	])('%s is moved to %s on this site', (path, target) => {
		expect(trailingSlashTarget(path, '')).toBe(target)
	})

	test('an unknown path with repeated slashes is not redirected at all', () => {
		expect(trailingSlashTarget('//evil.example', '')).toBeNull()
	})

	test('ambassador names with dots get their slash; data requests do not', () => {
		expect(trailingSlashTarget('/ambassador-sign-up/sara.k', '?x=1')).toBe('/ambassador-sign-up/sara.k/?x=1')
		expect(trailingSlashTarget('/meal-plans/_.data', '')).toBeNull()
	})
})

test('the page route of a path is the route table\'s, in every language, the same when asked again', () => {
	for (const path of ['/', '/faqs/', '/meal-plans/international/', '/account/plan/']) {
		const route = matchPageRoute(path)?.route
		expect(route, path).toBeDefined()
		expect(pageRouteOf(path)).toBe(route)
		expect(pageRouteOf(`/ar-ae${path}`)).toBe(route)
		expect(pageRouteOf(`/ru-ae${path}`)).toBe(route)
	}
	for (const path of ['/nope/', '/ar-ae/nope/', '/FAQS/', '//faqs/']) expect(pageRouteOf(path), path).toBeNull()
})

describe('the shared page cache', () => {
	const guest = { method: 'GET', hasSession: false }
	const routeOf = (path: string) => matchPageRoute(path)?.route

	test('answers a guest’s GET of a page that is the same for everyone', () => {
		for (const path of ['/', '/faqs/', '/meal-plans/international/', '/meal-plans/']) expect(mayUseSharedPageCache(guest, routeOf(path)), path).toBe(true)
	})

	test('never a page worked out from the visitor’s own rate limit or cookies, nor a private page', () => {
		for (const path of ['/meal-plans/customise-meal-plan/', '/campaign/lead_form/', '/metabolic-lp/', '/meal-plans/checkout/', '/account/', '/style-guide/']) {
			expect(mayUseSharedPageCache(guest, routeOf(path)), path).toBe(false)
		}
		expect(mayUseSharedPageCache(guest, undefined)).toBe(false)
	})

	test('never a signed-in visitor, nor anything but GET', () => {
		expect(mayUseSharedPageCache({ method: 'GET', hasSession: true }, routeOf('/faqs/'))).toBe(false)
		expect(mayUseSharedPageCache({ method: 'HEAD', hasSession: false }, routeOf('/faqs/'))).toBe(false)
		expect(mayUseSharedPageCache({ method: 'POST', hasSession: false }, routeOf('/faqs/'))).toBe(false)
	})
})

test('only a path whose last segment has a dot may name a file of the build: pages never look on disk', () => {
	for (const path of ['/assets/app-DKYl6Bvn.css', '/favicon.ico', '/site.webmanifest', '/meal-plans/international.data']) expect(mayNameFile(path), path).toBe(true)
	for (const path of ['/', '/faqs/', '/ar-ae/meal-plans/international/', '/assets/', '/faqs']) expect(mayNameFile(path), path).toBe(false)
})
