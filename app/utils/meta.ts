import type { MetaDescriptor } from 'react-router'
import type { LocaleEntry } from '../../domain/locale.ts'

/** The site's share image (public/og-image.png, made by scripts/og-image.html): one for every page and language. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const

/**
 * Title and description from a loader's `meta`, also as the Open Graph title and description;
 * nothing when the loader failed. The address-dependent Open Graph tags (og:url, og:locale,
 * og:image) come from `openGraphTags`, which the root's SeoLinks renders for every page.
 */
export function metaFrom(data: { meta: { title: string; description: string } } | undefined): MetaDescriptor[] {
	if (!data) return []
	const { title, description } = data.meta
	return [
		{ title },
		{ name: 'description', content: description },
		{ property: 'og:title', content: title },
		{ property: 'og:description', content: description },
	]
}

/**
 * The answer of a page whose route is indexable but whose content today is not worth finding (a
 * campaign whose offer has ended): its loader returns `noindex: true`, which SeoLinks turns into
 * the robots meta tag, and these headers, which its `headers` export passes on.
 */
export const NOINDEX_HEADERS = { 'X-Robots-Tag': 'noindex' } as const

/** `en-GB` → `en_GB`: Open Graph writes locales with an underscore. */
export const openGraphLocale = (locale: Pick<LocaleEntry, 'language'>) => locale.language.replace('-', '_')

export type OpenGraphTag = { property: string; content: string } | { name: string; content: string }

/**
 * The Open Graph tags that depend on the page's address and language: its canonical URL, type,
 * locale and the other languages it exists in, the site's name and the share image (absolute,
 * as crawlers require).
 */
export function openGraphTags(options: {
	origin: string
	/** The page's canonical URL. */
	url: string
	locale: Pick<LocaleEntry, 'language'>
	alternateLocales: readonly Pick<LocaleEntry, 'language'>[]
	siteName: string
	imageAlt: string
}): OpenGraphTag[] {
	return [
		{ property: 'og:type', content: 'website' },
		{ property: 'og:url', content: options.url },
		{ property: 'og:site_name', content: options.siteName },
		{ property: 'og:locale', content: openGraphLocale(options.locale) },
		...options.alternateLocales.map((alternate) => ({ property: 'og:locale:alternate', content: openGraphLocale(alternate) })),
		{ property: 'og:image', content: options.origin + OG_IMAGE.path },
		{ property: 'og:image:type', content: OG_IMAGE.type },
		{ property: 'og:image:width', content: String(OG_IMAGE.width) },
		{ property: 'og:image:height', content: String(OG_IMAGE.height) },
		{ property: 'og:image:alt', content: options.imageAlt },
		{ name: 'twitter:card', content: 'summary_large_image' },
	]
}
