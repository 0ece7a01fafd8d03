import { expect, test } from 'vitest'
import { getLocale } from '../../domain/locale.ts'
import { indexablePaths, parseSitemapPath, renderLocaleSitemap, renderRobotsTxt, renderSitemapIndex } from './sitemap.ts'

test('lists public pages and plans, never private pages or parameter routes', () => {
	const paths = indexablePaths(['international'])
	expect(paths).toContain('/')
	expect(paths).toContain('/terms/mea/')
	expect(paths).toContain('/meal-plans/success-diabetic-sample-menu/')
	expect(paths).toContain('/meal-plans/international/')
	for (const hidden of ['/account/', '/log-in/', '/meal-plans/checkout/', '/dashboard/payment/', '/user-deletion/']) {
		expect(paths).not.toContain(hidden)
	}
	expect(paths.some((path) => path.includes(':'))).toBe(false)
})

test('lists a campaign page only while its offer runs; the lead form always', () => {
	const paths = indexablePaths([], ['kmp_2499'])
	expect(paths).toContain('/campaign/kmp_2499/')
	expect(paths).toContain('/campaign/lead_form/')
	for (const ended of ['/campaign/ny25/', '/campaign/kmp_2499_app/', '/campaign/ramadan25/']) expect(paths).not.toContain(ended)
	expect(indexablePaths([]).filter((path) => path.startsWith('/campaign/'))).toEqual(['/campaign/lead_form/'])
})

test('answers the index and per-language sitemaps with or without a locale prefix', () => {
	expect(parseSitemapPath('/sitemap.xml')).toEqual({ kind: 'index' })
	expect(parseSitemapPath('/ru-ae/sitemap.xml')).toEqual({ kind: 'index' })
	expect(parseSitemapPath('/en-GB-sitemap.xml')).toEqual({ kind: 'locale', locale: getLocale('en') })
	expect(parseSitemapPath('/ar-ae/ar-AE-sitemap.xml')).toEqual({ kind: 'locale', locale: getLocale('ar-ae') })
	expect(parseSitemapPath('/fr-FR-sitemap.xml')).toBeNull()
})

test('every URL carries its hreflang alternates and x-default', () => {
	const xml = renderLocaleSitemap('https://kcal.example', getLocale('ar-ae'), ['/faqs/'])
	expect(xml).toContain('<loc>https://kcal.example/ar-ae/faqs/</loc>')
	expect(xml).toContain('hreflang="en" href="https://kcal.example/faqs/"')
	expect(xml).toContain('hreflang="ar-AE" href="https://kcal.example/ar-ae/faqs/"')
	expect(xml).toContain('hreflang="ru-AE" href="https://kcal.example/ru-ae/faqs/"')
	expect(xml).toContain('hreflang="x-default" href="https://kcal.example/faqs/"')
})

test('the index points at the three language sitemaps', () => {
	const xml = renderSitemapIndex('https://kcal.example')
	expect(xml.match(/<sitemap>/g)).toHaveLength(3)
	expect(xml).toContain('https://kcal.example/ru-AE-sitemap.xml')
})

test('robots.txt names the sitemap and closes everything when indexing is off', () => {
	expect(renderRobotsTxt('https://kcal.example', true)).toContain('Sitemap: https://kcal.example/sitemap.xml')
	expect(renderRobotsTxt('https://kcal.example', false)).toContain('Disallow: /\n')
})
