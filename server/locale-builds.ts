/**
 * The server build cut to one locale's routes, for server/app.ts.
 *
 * The route table holds the whole site once per locale (app/routes.ts), and React Router walks the
 * whole table several times for every page it renders: matching the request, matching it again for
 * the loaders, building and ranking a fresh router for the render, and matching each parent path
 * of the URL for the page's partial manifest (it also compiles a regular expression for every
 * route it tries). A URL of one locale only ever matches that locale's routes, whose paths carry
 * its prefix case-sensitively, so each locale's pages are served from a build with a third of the
 * table. The root, and whatever `/` matches, stay in every cut: the partial manifest matches `/`
 * too. The matches, and so the page, are the same as with the whole table (locale-builds.test.ts).
 */
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '../domain/locale.ts'

type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }

/** Which build serves a request path: its locale's, or the whole one (the route manifest requests). */
export function localeBuilds(build: ServerBuild): (pathname: string) => ServerBuild {
	const everywhere = new Set(matchRoutes(routeTree(Object.values(build.routes).filter((route) => route !== undefined)), '/')?.map((match) => match.route.id as string))
	everywhere.add('root')
	const cuts = new Map<LocaleCode, ServerBuild>(
		LOCALES.filter((locale) => locale.enabled).map((locale) => [locale.code, cutTo(build, (id) => everywhere.has(id) || id.startsWith(`${locale.code}:`))]),
	)
	const prefixed = LOCALES.filter((locale) => locale.enabled && locale.prefix)
	// React Router's own default when the build names none (its getManifestPath; the built config has only `mode`).
	const manifestPath = `${build.basename ?? '/'}/${build.routeDiscovery.manifestPath || '/__manifest'}`.replace(/\/{2,}/g, '/')
	return (pathname) => {
		if (pathname === manifestPath) return build
		// The prefix as React Router matches it: case-sensitively, followed by a segment's end
		// (`/ar-ae/…`, `/ar-ae`, or `/ar-ae.data`, the home page's data).
		const locale = prefixed.find(({ prefix }) => pathname.startsWith(prefix, 1) && '/.'.includes(pathname[prefix.length + 1] ?? '/'))
		return cuts.get(locale?.code ?? DEFAULT_LOCALE) ?? build
	}
}

function cutTo(build: ServerBuild, keep: (id: string) => boolean): ServerBuild {
	const pick = <Value>(routes: Record<string, Value>) => Object.fromEntries(Object.entries(routes).filter(([id]) => keep(id)))
	return { ...build, routes: pick(build.routes), assets: { ...build.assets, routes: pick(build.assets.routes) } }
}

/** The nested route objects of a flat route manifest, in its order (the order matching ranks ties by). */
export function routeTree(entries: readonly RouteEntry[], parentId?: string): RouteObject[] {
	return entries
		.filter((entry) => entry.parentId === parentId)
		.map((entry) => {
			const children = routeTree(entries, entry.id)
			const route = { id: entry.id, path: entry.path, caseSensitive: entry.caseSensitive }
			return (entry.index ? { ...route, index: true } : { ...route, children }) as RouteObject
		})
}
