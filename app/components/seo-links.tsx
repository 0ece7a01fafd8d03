import { useLocation, useMatches } from 'react-router'
import { LOCALES, localizePath, splitLocalePath } from '../../domain/locale.ts'
import { useRootData } from '../utils/root-data.ts'
import { matchPageRoute } from '../route-table.ts'

/**
 * Canonical link, hreflang alternates (three locales plus x-default) and the
 * robots directive for the current page. Error pages and private pages get
 * `noindex` and no canonical.
 */
export function SeoLinks() {
	const root = useRootData()
	const { pathname } = useLocation()
	const matches = useMatches()
	const { path } = splitLocalePath(pathname)
	const page = matchPageRoute(path)
	// Every page route has a loader; no data on the deepest match means an error boundary is showing.
	const failed = matches.at(-1)?.loaderData === undefined
	const indexable = Boolean(root?.allowIndexing && page?.route.indexable && !failed)
	if (!root || !indexable) return <meta name="robots" content="noindex" />
	return (
		<>
			<link rel="canonical" href={root.origin + pathname} />
			{LOCALES.filter((locale) => locale.enabled).map((locale) => (
				<link
					key={locale.code}
					rel="alternate"
					hrefLang={locale.htmlLang}
					href={root.origin + localizePath(path, locale.code)}
				/>
			))}
			<link rel="alternate" hrefLang="x-default" href={root.origin + path} />
		</>
	)
}
