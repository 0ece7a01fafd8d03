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
 *
 * Even a third of the table is some ninety routes, flattened, ranked and tried (a regular expression
 * compiled for each) three or four times per render: a third of a megabyte of garbage and several
 * per cent of an uncached home page's CPU (docs/benchmarks.md, sixteenth session, area A). So a path
 * that matches a page is served from a cut of just the routes its matches and its parent paths'
 * matches name, found once per path in its locale's cut and remembered (bounded; paths that need the
 * same routes share a cut): matching a subset that holds the winning routes finds the same routes,
 * in the same ranking.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '../domain/locale.ts'
import { rememberPerString } from './http/remember-per-string.ts'

type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }

/** How many request paths are remembered with their cut: the site's pages in three locales, with room to spare. */
const PATH_CUTS_KEPT = 2000

/**
 * Which build serves a request path: the routes of its matches (a page's path), its locale's cut
 * (a path no route matches), or the whole build (the route manifest requests).
 */
export function localeBuilds(build: ServerBuild): (pathname: string) => ServerBuild {
	const localeCutOf = localeCuts(build)
	const trees = new WeakMap<ServerBuild, RouteObject[]>()
	const treeOf = (cut: ServerBuild) => trees.get(cut) ?? trees.set(cut, routeTree(Object.values(cut.routes).filter((route) => route !== undefined))).get(cut)!
	// Paths that need the same routes (a plan page per slug, a path and its data request) share one cut,
	// and so one request handler: a crawler trying many slugs adds a remembered path, not a handler.
	const cutsByRoutes = new Map<string, ServerBuild>()
	return rememberPerString((pathname) => {
		const localeCut = localeCutOf(pathname)
		if (localeCut === build) return build
		const needed = routesNeededBy(treeOf(localeCut), pathname)
		if (!needed) return localeCut
		const key = [...needed].sort().join(' ')
		return cutsByRoutes.get(key) ?? cutsByRoutes.set(key, cutTo(build, (id) => needed.has(id))).get(key)!
	}, PATH_CUTS_KEPT)
}

/**
 * The ids of the routes React Router matches for a request path and, for the page's partial
 * manifest, for each of its parent paths (its getPartialManifest); null when the path itself matches none.
 */
function routesNeededBy(tree: RouteObject[], pathname: string): Set<string> | null {
	// A data request is matched as its page (React Router's getNormalizedPath).
	const routed = pathname.endsWith('/_.data') ? pathname.slice(0, -'_.data'.length) : pathname.replace(/\.data$/, '')
	const own = matchRoutes(tree, routed)
	if (!own) return null
	const needed = new Set<string>(['root', ...own.map((match) => match.route.id as string)])
	const segments = routed.split('/').filter(Boolean)
	for (let depth = segments.length - 1; depth >= 0; depth--) {
		for (const match of matchRoutes(tree, `/${segments.slice(0, depth).join('/')}`) ?? []) needed.add(match.route.id as string)
	}
	return needed
}

/** Each locale's third of the table, by request path, or the whole build for the route manifest requests. */
function localeCuts(build: ServerBuild): (pathname: string) => ServerBuild {
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
