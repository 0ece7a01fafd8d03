/**
 * The first load of the pages issue 21's blocking-time budget is about (home, plan page, sample
 * menu) carries only code those pages use. Rolldown's merging of small shared pieces
 * (vite.config.ts, decision 005) once put the card payment form with its input masks on the plan
 * and sample-menu pages and the calendar's forms on the home page; nothing in the pages'
 * behaviour shows that, only their weight and hydration time; so did splitting the customise and
 * order-confirmation routes into components (+8.5 KB on the home page, nineteenth session). Each library is recognised by a
 * string its code must contain, not by a chunk name, which only lists the routes sharing it.
 */
import { ENABLED_LOCALES, localizePath } from './support/locales.ts'
import { expect, test } from './support/fixtures.ts'
import { get } from './support/html.ts'

const PAGES = ['/', '/meal-plans/international/', '/meal-plans/success-international-sample-menu/']

const NOT_ON_FIRST_LOAD = [
	{ what: 'the card payment form', marker: 'cardPayment.number' },
	{ what: 'the saved card form', marker: 'cardPayment.securityCode' },
	{ what: 'the form fields', marker: 'gap-1.5`,label:' },
	{ what: 'the input masks (Maskito)', marker: 'historyUndo' },
	{ what: 'the Headless UI menus and comboboxes', marker: 'data-headlessui-state' },
	{ what: "the calendar's day forms", marker: 'from-this-day' },
	{ what: "the customise step's consultation fields", marker: 'proposedLanguage' },
	{ what: "the order confirmation's tax invoice", marker: 'tax-invoice-totals' },
]

/** The modules a page's HTML names (React Router lists the route's whole module graph), not the route manifest's file. */
function moduleUrls(html: string): string[] {
	return [...new Set(html.match(/\/assets\/[\w.~-]+\.js/g) ?? [])].filter((url) => !/\/assets\/manifest-/.test(url))
}

for (const locale of ENABLED_LOCALES) {
	for (const path of PAGES) {
		const url = localizePath(path, locale.code)
		test(`${url} loads none of the other pages' libraries first`, async ({ request }) => {
			const response = await get(request, url)
			expect(response.status()).toBe(200)
			const modules = moduleUrls(await response.text())
			expect(modules.some((module) => /\/assets\/framework-/.test(module)), 'the page names its modules').toBe(true)
			const code = await Promise.all(modules.map(async (module) => ({ module, text: await (await request.get(module)).text() })))
			for (const { what, marker } of NOT_ON_FIRST_LOAD) {
				const carriers = code.filter(({ text }) => text.includes(marker)).map(({ module }) => module)
				expect(carriers, `${what} on the first load of ${url}`).toEqual([])
			}
		})
	}
}
