/**
 * The first load of the pages issue 21's budgets are about carries only code those pages use: every
 * module in a file the page's HTML names (the client entry, the route modules and what React Router
 * preloads for them) is one the client entry, the root or the page's routes import statically.
 * Rolldown's merging of small shared pieces (decision 005) once put the card payment form with its
 * input masks on the plan and sample-menu pages, the calendar's forms on the home page, and the
 * customise step's fields and the tax documents there too (+8.5 KB, nineteenth session); nothing in
 * the pages' behaviour shows that, only their weight and hydration time. The build writes which module
 * went into which file and what each module imports (scripts/client-module-graph.ts), so the test names
 * the module that came along and the file that brought it.
 */
import { readFileSync } from 'node:fs'
import { CATALOGUE_SOURCE_NAMES } from '../../app/i18n/catalogue-modules.ts'
import { CLIENT_MODULE_GRAPH_FILE, type ClientModuleGraph, modulesLoadedButNotImported } from '../../scripts/client-module-graph.ts'
import { ENABLED_LOCALES, localizePath } from './support/locales.ts'
import { expect, test } from './support/fixtures.ts'
import { get } from './support/html.ts'

const PAGES = [
	'/',
	'/meal-plans/international/',
	'/meal-plans/success-international-sample-menu/',
	'/meal-plans/popular-meal-plans/',
	'/meal-plans/checkout/?plan=international&weeks=2',
]

/** The script files a page's HTML names (React Router lists the route's whole module graph), not the route manifest's file. */
function scriptFiles(html: string): string[] {
	return [...new Set(html.match(/\/assets\/[\w.~-]+\.js/g) ?? [])].filter((url) => !/\/assets\/manifest-/.test(url)).map((url) => url.slice(1))
}

const graph = (): ClientModuleGraph => JSON.parse(readFileSync(`build/${CLIENT_MODULE_GRAPH_FILE}`, 'utf8'))

for (const locale of ENABLED_LOCALES) {
	for (const path of PAGES) {
		const url = localizePath(path, locale.code)
		test(`${url} loads only modules it imports`, async ({ request }) => {
			const response = await get(request, url)
			expect(response.status()).toBe(200)
			const files = scriptFiles(await response.text())
			expect(files.some((file) => /^assets\/framework-/.test(file)), 'the page names its modules').toBe(true)
			// The server preloads the page's message catalogue, which the client entry imports dynamically.
			const catalogue = `app/i18n/messages/${CATALOGUE_SOURCE_NAMES[locale.code]}.ts`
			const notImported = modulesLoadedButNotImported(graph(), files, [catalogue]).map(({ file, module }) => `${module} (in ${file})`)
			expect(notImported, `modules on the first load of ${url} that neither the root nor its routes import`).toEqual([])
		})
	}
}
