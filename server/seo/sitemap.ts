/**
 * Sitemaps with hreflang alternates. `/sitemap.xml` is an index of one
 * sitemap per language (`/en-GB-sitemap.xml`, `/ar-AE-sitemap.xml`,
 * `/ru-AE-sitemap.xml`); every locale prefix serves the same files.
 */
import { isPatternPath, PAGE_ROUTES } from '../../app/route-table.ts'
import { campaignOfRoutePath, type CampaignSlug } from '../../content/campaigns.ts'
import { LOCALES, type LocaleEntry, localizePath, splitLocalePath } from '../../domain/locale.ts'

const escapeXml = (value: string) =>
	value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char)

const enabledLocales = () => LOCALES.filter((locale) => locale.enabled)

/**
 * Prefix-free paths of every page that belongs in a sitemap: the indexable routes, the plans, and
 * of the campaign pages only those whose offer is live (an ended one answers with `noindex`).
 */
export function indexablePaths(planSlugs: readonly string[], liveCampaigns: readonly CampaignSlug[] = []): string[] {
	const paths = PAGE_ROUTES.filter((route) => {
		if (!route.indexable || isPatternPath(route.path)) return false
		const campaign = campaignOfRoutePath(route.path)
		return campaign === null || liveCampaigns.includes(campaign)
	}).map((route) => (route.path ? `/${route.path}/` : '/'))
	return [...paths, ...planSlugs.map((slug) => `/meal-plans/${slug}/`)]
}

export type SitemapRequest = { kind: 'index' } | { kind: 'locale'; locale: LocaleEntry }

/** Which sitemap a request path asks for, with or without a locale prefix. */
export function parseSitemapPath(pathname: string): SitemapRequest | null {
	const { path } = splitLocalePath(pathname)
	if (path === '/sitemap.xml') return { kind: 'index' }
	const locale = enabledLocales().find((candidate) => path === `/${candidate.language}-sitemap.xml`)
	return locale ? { kind: 'locale', locale } : null
}

export function renderSitemapIndex(origin: string): string {
	const entries = enabledLocales()
		.map((locale) => `<sitemap><loc>${escapeXml(`${origin}/${locale.language}-sitemap.xml`)}</loc></sitemap>`)
		.join('')
	return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>\n`
}

export function renderLocaleSitemap(origin: string, locale: LocaleEntry, paths: readonly string[]): string {
	const urls = paths
		.map((path) => {
			const alternates = enabledLocales()
				.map(
					(alternate) =>
						`<xhtml:link rel="alternate" hreflang="${alternate.htmlLang}" href="${escapeXml(origin + localizePath(path, alternate.code))}"/>`,
				)
				.join('')
			const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`
			return `<url><loc>${escapeXml(origin + localizePath(path, locale.code))}</loc>${alternates}${fallback}</url>`
		})
		.join('\n')
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
}

export function renderRobotsTxt(origin: string, allowIndexing: boolean): string {
	const rules = allowIndexing ? ['Allow: /', 'Disallow: /client/api/'] : ['Disallow: /']
	return ['User-agent: *', ...rules, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
