import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'
import { LOCALES } from '../domain/locale.ts'
import { type LayoutName, PAGE_ROUTES, routeId } from './route-table.ts'

const LAYOUT_FILES: Record<Exclude<LayoutName, 'none'>, string> = {
	default: 'routes/layouts/default.tsx',
	assessment: 'routes/layouts/assessment.tsx',
	lp: 'routes/layouts/lp.tsx',
	'russian-layout': 'routes/layouts/russian.tsx',
}

/** One locale's copy of the whole site, grouped under its layouts. */
function localeRoutes(locale: string) {
	const pagesOf = (layoutName: LayoutName) =>
		PAGE_ROUTES.filter((page) => page.layout === layoutName).map((page) =>
			page.path === ''
				? index(page.file, { id: routeId(locale, page) })
				: route(page.path, page.file, { id: routeId(locale, page) }),
		)
	const layouts = (Object.keys(LAYOUT_FILES) as Array<keyof typeof LAYOUT_FILES>).map((name) =>
		layout(LAYOUT_FILES[name], { id: routeId(locale, `layout:${name}`) }, [
			...pagesOf(name),
			// Anything else under this locale is a localized 404 inside the site chrome.
			...(name === 'default' ? [route('*', 'routes/not-found.tsx', { id: routeId(locale, 'not-found') })] : []),
		]),
	)
	return [...layouts, ...pagesOf('none')]
}

export default LOCALES.filter((locale) => locale.enabled).flatMap((locale) =>
	locale.prefix ? prefix(locale.prefix, localeRoutes(locale.code)) : localeRoutes(locale.code),
) satisfies RouteConfig
