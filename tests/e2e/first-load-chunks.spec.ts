/**
 * The first load of the pages issue 21's budgets are about carries only code those pages use: every
 * module in a file the page loads first (the client entry, the route modules and what React Router
 * preloads for them) is one the client entry, the root or the page's routes import statically.
 * Rolldown's merging of small shared pieces (decision 005) once put the card payment form with its
 * input masks on the plan and sample-menu pages, the calendar's forms on the home page, and the
 * customise step's fields and the tax documents there too (+8.5 KB, nineteenth session); nothing in
 * the pages' behaviour shows that, only their weight and hydration time. The build writes which module
 * went into which file and what each module imports (scripts/client-module-graph.ts), so the test names
 * the module that came along and the file that brought it. The guest pages, and a signed-in
 * customer's: the account, My plan's calendar and one of its days.
 */
import { readFileSync } from 'node:fs'
import type { APIResponse } from '@playwright/test'
import { CATALOGUE_SOURCE_NAMES } from '../../app/i18n/catalogue-modules.ts'
import { CLIENT_MODULE_GRAPH_FILE, type ClientModuleGraph, modulesLoadedButNotImported } from '../../scripts/client-module-graph.ts'
import { checkoutWords, customer } from './support/checkout.ts'
import { ENABLED_LOCALES, type LocaleCode, type LocaleEntry, localizePath } from './support/locales.ts'
import { expect, test } from './support/fixtures.ts'
import { get } from './support/html.ts'
import { buyPlan, signUp } from './support/my-plan.ts'

const PAGES = [
	'/',
	'/meal-plans/international/',
	'/meal-plans/success-international-sample-menu/',
	'/meal-plans/popular-meal-plans/',
	'/meal-plans/checkout/?plan=international&weeks=2',
]

const graph = (): ClientModuleGraph => JSON.parse(readFileSync(`build/${CLIENT_MODULE_GRAPH_FILE}`, 'utf8'))

/**
 * The script files a page loads first: the preloads its module script adds after the first paint
 * (React Router's whole module graph of the page's routes; decision 010,
 * app/utils/modules-after-paint.server.ts), with any chunk those import statically. Not every
 * `/assets/….js` the HTML names: React Router's partial route manifest in it also lists the routes of
 * the URL's parent paths with their modules (the home page's on every page, the account's and the
 * calendar's on a day's page), which load only when the customer goes there, and counting them as
 * the page's own routes would let their modules through.
 */
function firstLoadFiles(url: string, html: string, chunks: ClientModuleGraph['chunks']): string[] {
	const preloads = /for \(const \[index, href\] of (\[[^\]]*\])\.entries\(\)\)/.exec(html)?.[1]
	expect(preloads, `${url} preloads its modules after the first paint`).toBeTruthy()
	const files = new Set<string>()
	const pending = (JSON.parse(preloads!) as string[]).map((href) => href.slice(1))
	for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
		if (files.has(file)) continue
		files.add(file)
		pending.push(...(chunks[file]?.imports ?? []))
	}
	return [...files]
}

/** `url`'s page (its answer, `html`) loads only script files whose every module the client entry, the root or the page's routes import. */
function expectOnlyImportedModules(url: string, html: string, locale: LocaleEntry) {
	const built = graph()
	const files = firstLoadFiles(url, html, built.chunks)
	expect(files.some((file) => /^assets\/framework-/.test(file)), `${url} loads its modules`).toBe(true)
	// The server preloads the page's message catalogue, which the client entry imports dynamically.
	const catalogue = `app/i18n/messages/${CATALOGUE_SOURCE_NAMES[locale.code]}.ts`
	const notImported = modulesLoadedButNotImported(built, files, [catalogue]).map(({ file, module }) => `${module} (in ${file})`)
	expect.soft(notImported, `modules on the first load of ${url} that neither the root nor its routes import`).toEqual([])
}

async function pageHtml(url: string, response: APIResponse) {
	expect(response.status(), url).toBe(200)
	return response.text()
}

for (const locale of ENABLED_LOCALES) {
	for (const path of PAGES) {
		const url = localizePath(path, locale.code)
		test(`${url} loads only modules it imports`, async ({ request }) => {
			expectOnlyImportedModules(url, await pageHtml(url, await get(request, url)), locale)
		})
	}
}

/** Each language's customer signs up from its own client address (sign-ups are limited per address). */
const CLIENT_ADDRESS: Record<LocaleCode, string> = { en: '198.51.100.91', 'ar-ae': '198.51.100.92', 'ru-ae': '198.51.100.93' }

for (const locale of ENABLED_LOCALES) {
	const code = locale.code
	test(`${code}: a customer's account, My plan and a delivery day load only modules they import`, async ({ page }) => {
		test.setTimeout(120_000)
		// A customer with a paid plan, made as my-plan.spec.ts makes one: signed up, a week bought through the checkout.
		const person = customer(`first-load-${code}`, { email: `first.load.${code}.${Date.now()}@example.com` })
		await signUp(page, person, CLIENT_ADDRESS[code])
		await buyPlan(page, checkoutWords(locale), locale, person)

		// The page's request context carries the browser's session cookie.
		const account = localizePath('/account/', code)
		expectOnlyImportedModules(account, await pageHtml(account, await get(page.request, account)), locale)
		const plan = localizePath('/account/plan/', code)
		const planHtml = await pageHtml(plan, await get(page.request, plan))
		expectOnlyImportedModules(plan, planHtml, locale)
		// The calendar links each delivery day to its page.
		const day = planHtml.match(/href="([^"]*\/account\/plan\/day\/\?day=[^"]+)"/)?.[1]?.replaceAll('&amp;', '&')
		expect(day, 'the calendar links a delivery day').toBeTruthy()
		expectOnlyImportedModules(day!, await pageHtml(day!, await get(page.request, day!)), locale)
	})
}
