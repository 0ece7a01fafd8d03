import { matchRoutes, type ServerBuild } from 'react-router'
import { expect, test } from 'vitest'
import { PAGE_ROUTES } from '../app/route-table.ts'
import routes from '../app/routes.ts'
import { LOCALES } from '../domain/locale.ts'
import { localeBuilds, routeTree } from './locale-builds.ts'

type ConfigEntry = { id?: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: ConfigEntry[] }

// The manifest React Router's build makes of app/routes.ts: every route once, by id, with its parent.
function manifestOf(entries: readonly ConfigEntry[], parentId: string) {
	const manifest: Record<string, { id: string; parentId: string; path?: string; index?: boolean; caseSensitive?: boolean }> = {}
	for (const entry of entries) {
		const id = entry.id as string
		manifest[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive }
		Object.assign(manifest, manifestOf(entry.children ?? [], id))
	}
	return manifest
}
const manifest = { root: { id: 'root', path: '' }, ...manifestOf(routes as ConfigEntry[], 'root') }
const build = { routes: manifest, assets: { routes: manifest }, routeDiscovery: { mode: 'lazy' } } as unknown as ServerBuild
const buildFor = localeBuilds(build)

const trees = new Map<ServerBuild['routes'], ReturnType<typeof routeTree>>()
const treeOf = (entries: ServerBuild['routes']) => trees.get(entries) ?? trees.set(entries, routeTree(Object.values(entries) as never)).get(entries)!
const idsOf = (entries: ServerBuild['routes'], path: string) => matchRoutes(treeOf(entries), path)?.map((match) => match.route.id) ?? null

// Every page of every locale (with a value for each parameter), pages that do not exist, other spellings.
const pagePaths = LOCALES.flatMap(({ prefix }) =>
	PAGE_ROUTES.map((page) => `/${[prefix, page.path.replace(/:[\w]+/g, 'international').replace(/\*$/, 'a/b')].filter(Boolean).join('/')}/`),
)
const otherPaths = ['/', '/ar-ae', '/ru-ae', '/ar-ae/', '/no-such/', '/ar-ae/no-such/', '/ru-ae/a/b/c', '/AR-AE/faqs/', '/Ar-ae/', '/ar-aex/', '/ar-ae-faqs/', '/FAQS/', '/__manifest', '/ar-ae.data', '/ar-ae/faqs/_.data']
// The partial manifest also matches each parent path of the URL (react-router's getPartialManifest).
const parents = (path: string) => path.split('/').filter(Boolean).map((_, index, segments) => `/${segments.slice(0, index).join('/')}`)

test('a request matches the same routes in its locale build as in the whole table, and so do its parent paths', () => {
	expect(pagePaths.length).toBeGreaterThan(100)
	// Each path once per build.
	const checked = new Map<ServerBuild, Set<string>>()
	for (const path of [...pagePaths, ...otherPaths]) {
		// A data request is matched without its `.data` (`/ar-ae/faqs/_.data` is `/ar-ae/faqs/`).
		const routed = path.replace(/_?\.data$/, '')
		const cut = buildFor(path)
		const seen = checked.get(cut) ?? checked.set(cut, new Set()).get(cut)!
		for (const matched of new Set([routed, ...parents(routed)])) {
			if (seen.has(matched)) continue
			seen.add(matched)
			expect({ path, matched, ids: idsOf(cut.routes, matched) }).toEqual({ path, matched, ids: idsOf(build.routes, matched) })
		}
	}
})

test('each locale build holds a third of the table, its assets manifest the same routes; the route manifest requests get the whole build', () => {
	const arabic = buildFor('/ar-ae/faqs/')
	expect(Object.keys(arabic.routes).length).toBeLessThan(Object.keys(build.routes).length / 2)
	expect(Object.keys(arabic.assets.routes)).toEqual(Object.keys(arabic.routes))
	expect(Object.keys(buildFor('/faqs/').routes).every((id) => id === 'root' || id.startsWith('en:'))).toBe(true)
	expect(buildFor('/__manifest')).toBe(build)
})

test("a path gets a cut of only the routes it and its parent paths match, made once per path", () => {
	const home = buildFor('/ar-ae/')
	expect(Object.keys(home.routes).length).toBeLessThan(6)
	expect(Object.keys(home.assets.routes)).toEqual(Object.keys(home.routes))
	expect(buildFor('/ar-ae/')).toBe(home)
	// The data request of a page is served from the page's own cut's routes.
	expect(Object.keys(buildFor('/ar-ae/faqs/_.data').routes)).toEqual(Object.keys(buildFor('/ar-ae/faqs/').routes))
	// A path of no page is matched by its locale's not-found route, as in the whole table (first test).
	expect(Object.keys(buildFor('/ar-ae/no-such/a/b/').routes).length).toBeLessThan(10)
})

test('paths that need the same routes share one cut', () => {
	expect(buildFor('/ar-ae/faqs/_.data')).toBe(buildFor('/ar-ae/faqs/'))
	const plans = ['/meal-plans/international/', '/meal-plans/arabic/'].map(buildFor)
	expect(plans[0]).toBe(plans[1])
	expect(Object.keys(plans[0]!.routes)).toContain('en:mealPlan')
})
