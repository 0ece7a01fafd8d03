import { describe, expect, test } from 'vitest'
import { loadConfig } from '../config.ts'
import { appDownloadRedirect, caseRedirectTarget, findRedirect, redirectTable } from './redirects.ts'

const rules = redirectTable(loadConfig({}).externalLinks)

test('internal redirects keep the locale and the query', () => {
	expect(findRedirect(rules, '/login', '')).toEqual({ status: 301, location: '/log-in/' })
	expect(findRedirect(rules, '/ar-ae/login/', '?next=1')).toEqual({ status: 301, location: '/ar-ae/log-in/?next=1' })
})

test('external redirects go to the configured address, temporarily', () => {
	const links = loadConfig({ BLOG_URL: 'https://blog.example/' }).externalLinks
	expect(findRedirect(redirectTable(links), '/ru-ae/blog/', '')).toEqual({ status: 302, location: 'https://blog.example/' })
})

test('paths without a rule are not redirected', () => {
	expect(findRedirect(rules, '/faqs/', '')).toBeNull()
})

describe('/download-app/', () => {
	const links = { appStore: 'https://apps.example/kcal', playStore: 'https://play.example/kcal' }
	const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1'
	const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
	const ANDROID = 'Mozilla/5.0 (Linux; Android 15; SM-S928B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36'
	const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36'
	const IPAD_AS_DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15'

	test('iPhones and iPads go to the App Store, Android phones to Google Play', () => {
		expect(appDownloadRedirect(links, '/download-app/', '', IPHONE)).toEqual({ status: 302, location: links.appStore })
		expect(appDownloadRedirect(links, '/ar-ae/download-app', '?utm_source=sms', IPAD)).toEqual({ status: 302, location: links.appStore })
		expect(appDownloadRedirect(links, '/ru-ae/download-app/', '', ANDROID)).toEqual({ status: 302, location: links.playStore })
	})

	test('everyone else gets the app page of their language, query kept', () => {
		expect(appDownloadRedirect(links, '/download-app/', '', DESKTOP)).toEqual({ status: 302, location: '/app/' })
		expect(appDownloadRedirect(links, '/ar-ae/download-app/', '?utm_source=qr', IPAD_AS_DESKTOP)).toEqual({
			status: 302,
			location: '/ar-ae/app/?utm_source=qr',
		})
		expect(appDownloadRedirect(links, '/ru-ae/download-app/', '', undefined)).toEqual({ status: 302, location: '/ru-ae/app/' })
	})

	test('other paths are left alone, and the table has no fixed rule for it', () => {
		expect(appDownloadRedirect(links, '/app/', '', IPHONE)).toBeNull()
		expect(appDownloadRedirect(links, '/download-app/extra/', '', IPHONE)).toBeNull()
		expect(findRedirect(rules, '/download-app/', '')).toBeNull()
	})
})

describe('a page’s address in another case', () => {
	test('goes to the page’s own spelling in one hop, trailing slash added, query kept byte for byte', () => {
		expect(caseRedirectTarget('/FAQS/', '')).toBe('/faqs/')
		expect(caseRedirectTarget('/About-Us', '?utm_source=Mail')).toBe('/about-us/?utm_source=Mail')
		expect(caseRedirectTarget('/AR-AE/faqs/', '')).toBe('/ar-ae/faqs/')
		expect(caseRedirectTarget('/Ru-Ae/Meal-Plans/Checkout/', '?order=AbC&token=XyZ')).toBe('/ru-ae/meal-plans/checkout/?order=AbC&token=XyZ')
		expect(caseRedirectTarget('/AR-AE', '')).toBe('/ar-ae/')
		expect(caseRedirectTarget('/Campaign/KMP_2499/', '')).toBe('/campaign/kmp_2499/')
	})

	test('keeps parameters as typed: a plan slug or an ambassador handle is the page’s to judge', () => {
		expect(caseRedirectTarget('/Meal-Plans/Vegetarian/', '')).toBe('/meal-plans/Vegetarian/')
		// The plan pages' catch-all keeps every segment after it as typed (before: a 301 to /meal-plans/*/).
		expect(caseRedirectTarget('/Meal-Plans/International/Plus/', '')).toBe('/meal-plans/International/Plus/')
		expect(caseRedirectTarget('/meal-plans/nope/', '')).toBeNull()
		expect(caseRedirectTarget('/meal-plans/a/B/c/', '')).toBeNull()
		expect(caseRedirectTarget('/ambassador-sign-up/Sara.K/', '')).toBeNull()
		expect(caseRedirectTarget('/Ambassador-Sign-Up/Sara.K/', '')).toBe('/ambassador-sign-up/Sara.K/')
	})

	test('leaves alone the right spelling, paths that name no page, the API, build files and data requests', () => {
		for (const path of ['/', '/faqs/', '/faqs', '/ar-ae/', '/ar-ae', '/meal-plans/vegetarian/']) expect(caseRedirectTarget(path, '')).toBeNull()
		for (const path of ['/NOPE/', '/AR-AE/nope/', '/Client/Api/v1/Plans', '/client/api/v1/PLANS', '/_build/assets/Entry-AbC.js', '/FAQS.data', '/Meal-Plans/x.data', '/Favicon.ico']) {
			expect(caseRedirectTarget(path, '')).toBeNull()
		}
	})

	test('asked again for a path (its answer is remembered), each request keeps its own query', () => {
		expect(caseRedirectTarget('/Our-Story/', '?a=1')).toBe(caseRedirectTarget('/Our-Story/', '?a=1'))
		expect(caseRedirectTarget('/FAQS/', '?first')).toBe('/faqs/?first')
		expect(caseRedirectTarget('/FAQS/', '?second')).toBe('/faqs/?second')
		expect(caseRedirectTarget('/faqs/', '?third')).toBeNull()
	})
})
