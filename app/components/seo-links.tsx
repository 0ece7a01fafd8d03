import { useLocation, useMatches } from 'react-router'
import { LOCALES, localizePath, splitLocalePath } from '../../domain/locale.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { openGraphTags } from '../utils/meta.ts'
import { isPrivatePage, pageIdOfRoute } from '../private-pages.ts'
import { useRootData } from '../utils/root-data.ts'

/**
 * Canonical link, hreflang alternates (three locales plus x-default), the
 * Open Graph tags that depend on the address (the page's own title and
 * description come from its `meta`) and the robots directive for the current
 * page. Error pages, private pages and pages whose loader says `noindex` get
 * `noindex` and neither a canonical nor Open Graph tags.
 */
export function SeoLinks() {
	const root = useRootData()
	const { locale, t } = useTranslation()
	const { pathname } = useLocation()
	const matches = useMatches()
	const { path } = splitLocalePath(pathname)
	const deepest = matches.at(-1)
	const pageId = deepest ? pageIdOfRoute(deepest.id) : null
	// Every page route has a loader; no data on the deepest match means an error boundary is showing.
	const pageData = deepest?.loaderData
	const failed = pageData === undefined
	// A loader may keep one answer of an indexable route out of search results (utils/meta.ts).
	const noindex = typeof pageData === 'object' && pageData !== null && 'noindex' in pageData && pageData.noindex === true
	const indexable = Boolean(root?.allowIndexing && pageId !== null && !isPrivatePage(pageId) && !failed && !noindex)
	if (!root || !indexable) return <meta name="robots" content="noindex" />
	const enabled = LOCALES.filter((entry) => entry.enabled)
	const openGraph = openGraphTags({
		origin: root.origin,
		url: root.origin + pathname,
		locale,
		alternateLocales: enabled.filter((entry) => entry.code !== locale.code),
		siteName: t('meta.siteName'),
		imageAlt: t('meta.ogImageAlt'),
	})
	return (
		<>
			<link rel="canonical" href={root.origin + pathname} />
			{openGraph.map((tag) =>
				'property' in tag ? (
					<meta key={`${tag.property}:${tag.content}`} property={tag.property} content={tag.content} />
				) : (
					<meta key={tag.name} name={tag.name} content={tag.content} />
				),
			)}
			{enabled.map((alternate) => (
				<link
					key={alternate.code}
					rel="alternate"
					hrefLang={alternate.htmlLang}
					href={root.origin + localizePath(path, alternate.code)}
				/>
			))}
			<link rel="alternate" hrefLang="x-default" href={root.origin + path} />
		</>
	)
}
