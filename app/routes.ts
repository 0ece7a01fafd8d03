import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'
import { LOCALES } from '../domain/locale.ts'
import { type LayoutName, PAGE_ROUTES, routeId } from './route-table.ts'

const LAYOUT_FILES: Record<Exclude<LayoutName, 'none'>, string> = {
	default: 'routes/layouts/default.tsx',
	assessment: 'routes/layouts/assessment.tsx',
	lp: 'routes/layouts/lp.tsx',
	'russian-layout': 'routes/layouts/russian.tsx',
}

/**
 * One locale's copy of the whole site, grouped under its layouts. Every address is matched
 * case-sensitively (React Router's default is not): `/AR-AE/faqs/` or `/FAQS/` is no page, so a
 * form post or data request there is a 404, and a visit gets a 301 to the page's own spelling
 * from the HTTP layer (server/http/redirects.ts).
 */
function localeRoutes(locale: string) {
	const pagesOf = (layoutName: LayoutName) =>
		PAGE_ROUTES.filter((page) => page.layout === layoutName).map((page) =>
			page.path === ''
				? // The home page's path is the locale's prefix (prefix() below), which must match in its case too.
					{ ...index(page.file, { id: routeId(locale, page) }), caseSensitive: true }
				: route(page.path, page.file, { id: routeId(locale, page), caseSensitive: true }),
		)
	const layouts = (Object.keys(LAYOUT_FILES) as Array<keyof typeof LAYOUT_FILES>).map((name) =>
		layout(LAYOUT_FILES[name], { id: routeId(locale, `layout:${name}`) }, [
			...pagesOf(name),
			// Anything else under this locale is a localized 404 inside the site chrome.
			...(name === 'default' ? [route('*', 'routes/not-found.tsx', { id: routeId(locale, 'not-found'), caseSensitive: true })] : []),
		]),
	)
	return [...layouts, ...pagesOf('none')]
}

export default LOCALES.filter((locale) => locale.enabled).flatMap((locale) =>
	locale.prefix ? prefix(locale.prefix, localeRoutes(locale.code)) : localeRoutes(locale.code),
) satisfies RouteConfig
