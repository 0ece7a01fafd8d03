/**
 * The parts rendered once (decision 013): a page with them spliced in from the store is the same
 * bytes as the page rendered whole, for a guest and a signed-in customer, in every language, on
 * the home page, a plan list and a plan page; and no kept part holds anything of the visitor
 * (name, nonce, variant). React Router's stub stands in for the server's router: root data, the
 * site's default layout (header, main, footer) and the page with its loader's data.
 */
import { renderToString } from 'react-dom/server'
import { createRoutesStub, Outlet } from 'react-router'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { LOCALE_CODES, type LocaleCode, localizePath } from '../../domain/locale.ts'
import { PAGE_ROUTES } from '../route-table.ts'
import { RenderedSectionsContext } from '../components/rendered-once.tsx'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import DefaultLayout from '../routes/layouts/default.tsx'
import Home, { loader as homeLoader } from '../routes/home.tsx'
import MealPlan, { loader as mealPlanLoader } from '../routes/meal-plan.tsx'
import PlanCollection, { loader as planCollectionLoader } from '../routes/plan-collection.tsx'
import { loaderContext, TEST_ORIGIN } from '../test-support/render-page.tsx'
import { DocumentContext } from './document-context.ts'
import { CRITICAL_CSS_PLACEHOLDER, finishDocument } from './finish-document.server.ts'
import type { KeptPart } from './kept-parts.server.ts'
import { partKey, renderedSections, SectionStore } from './rendered-sections.server.ts'

vi.mock('./schedule-terms.server.ts', () => import('../test-support/schedule-terms-mock.ts'))
vi.mock('../../server/db/queries/plans.ts', async () => (await import('../test-support/catalogue-queries-mock.ts')).planQueries)
vi.mock('../../server/db/queries/catalogue.ts', async () => (await import('../test-support/catalogue-queries-mock.ts')).catalogueQueries)
vi.mock('../../server/db/queries/sample-menus.ts', async () => (await import('../test-support/catalogue-queries-mock.ts')).sampleMenuQueries)
vi.mock('../../server/db/queries/discount-codes.ts', () => import('../test-support/discount-codes-mock.ts'))
// No photo, no withdrawn plan: the pages as catalogue-pages.test.tsx renders them.
vi.mock('../../server/catalogue/plan-page-data.ts', () => ({ cachedPlanPhoto: async () => null }))
vi.mock('../../server/db/queries/withdrawn-plans.ts', () => ({ findWithdrawnPlanName: async () => null }))

const PAGES = [
	{ name: 'home', Component: Home, loader: homeLoader, path: '/', params: {} },
	{ name: 'plan list', Component: PlanCollection, loader: planCollectionLoader, path: '/meal-plans/popular-meal-plans/', params: {} },
	{ name: 'plan page', Component: MealPlan, loader: mealPlanLoader, path: '/meal-plans/international/', params: { '*': 'international/' } },
] as const

/** Two visitors of the same page: each with a session, a nonce and an experiment variant of their own. */
const VISITORS = [
	{ customer: null, nonce: 'nonce-of-the-guest', treatments: { landing_page_ww: 'lead_form', checkout_account: 'on' } },
	{ customer: { firstName: 'Zenobia' }, nonce: 'nonce-of-zenobia', treatments: { landing_page_ww: 'off', checkout_account: 'off' } },
] as const
type Visitor = (typeof VISITORS)[number]

async function loaded(page: (typeof PAGES)[number], locale: LocaleCode) {
	const url = new URL(localizePath(page.path, locale), TEST_ORIGIN)
	const data = await (page.loader as (args: never) => Promise<unknown>)({ context: loaderContext(locale), url, params: page.params, request: new Request(url) } as never)
	return { url, data }
}

/** The page as entry.server.tsx hands it to the finishing steps: UTF-8 bytes read as Latin-1. */
function renderDocument(page: { Component: unknown }, locale: LocaleCode, url: URL, data: unknown, visitor: Visitor, store?: SectionStore) {
	return renderSpliced(page, locale, url, data, visitor, store).html
}

/** The same, with where it holds the store's parts. */
function renderSpliced(page: { Component: unknown }, locale: LocaleCode, url: URL, data: unknown, visitor: Visitor, store?: SectionStore): { html: string; kept: KeptPart[] } {
	const root = { customer: visitor.customer, treatments: visitor.treatments, externalLinks: null, year: 2026, localeCode: locale }
	const Stub = createRoutesStub([
		{
			id: 'root',
			Component: Outlet,
			loader: () => root,
			children: [{ id: 'layout', Component: DefaultLayout, children: [{ id: 'page', path: url.pathname, Component: page.Component as never, loader: () => data }] }],
		},
	])
	const rendering = store ? renderedSections(store) : undefined
	const html = renderToString(
		<DocumentContext value={{ nonce: visitor.nonce, css: '' }}>
			<I18nProvider i18n={i18nFor(locale)}>
				<RenderedSectionsContext value={rendering?.sections ?? null}>
					<Stub initialEntries={[url.pathname + url.search]} hydrationData={{ loaderData: { root, page: data } }} />
				</RenderedSectionsContext>
			</I18nProvider>
		</DocumentContext>,
	)
	const bytes = Buffer.from(html).toString('latin1')
	return rendering ? rendering.splice(bytes, true) : { html: bytes, kept: [] }
}

beforeEach(() => {
	vi.clearAllMocks()
})

describe.each(LOCALE_CODES)('%s', (locale) => {
	test.each(PAGES)('$name: the same bytes whole, with its parts kept, and with them spliced in, for a guest and a customer', async (page) => {
		const { url, data } = await loaded(page, locale)
		const store = new SectionStore()
		for (const visitor of VISITORS) {
			const whole = renderDocument(page, locale, url, data, visitor)
			expect(whole).toContain('<footer')
			// The first visitor's render keeps the parts, the second's is spliced from what the first kept.
			expect(renderDocument(page, locale, url, data, visitor, store)).toBe(whole)
			expect(renderDocument(page, locale, url, data, visitor, store)).toBe(whole)
			expect(whole).not.toContain('data-kcal-section')
		}
		// The guest's header is kept too; the customer's, with their name, never.
		expect(store.size).toBe(page.name === 'home' ? 3 : 2)
	})

	test.each(PAGES)('$name: finished with its kept parts read once each, the same bytes as finished whole', async (page) => {
		const { url, data } = await loaded(page, locale)
		const store = new SectionStore()
		for (const visitor of [...VISITORS, ...VISITORS]) {
			const whole = finishDocument(inDocument(renderDocument(page, locale, url, data, visitor)), visitor.nonce)
			// The first render keeps the parts, the later ones splice them in; both say where they are.
			const { html, kept } = renderSpliced(page, locale, url, data, visitor, store)
			if (visitor.customer === null) expect(kept.length).toBeGreaterThan(0)
			for (const part of kept) expect(html.slice(part.start, part.end)).toBe(part.html)
			const shifted = kept.map((part) => ({ ...part, start: part.start + DOCUMENT_START.length, end: part.end + DOCUMENT_START.length }))
			expect(finishDocument(inDocument(html), visitor.nonce, { kept: shifted }).equals(whole)).toBe(true)
		}
	})
})

/** A rendered page in a document with the inline stylesheet's placeholder, as root.tsx renders it. */
const DOCUMENT_START = `<!DOCTYPE html><html><head><style id="site-css">${CRITICAL_CSS_PLACEHOLDER}</style></head><body>`
const inDocument = (html: string) => `${DOCUMENT_START}${html}</body></html>`

/** Every address whose page has the site's header (the default layout), with a value for each parameter. */
const HEADER_PATHS = PAGE_ROUTES.filter((route) => route.layout === 'default').map((route) => `/${route.path.replace(':name', 'someone').replace('*', 'international')}/`.replace('//', '/'))
const ANY_PAGE = { name: 'any page', Component: () => <p>The page</p>, loader: async () => null, params: {} } as const

describe.each(LOCALE_CODES)('the header, %s', (locale) => {
	test('every page\'s address: the same bytes whole and spliced in, one kept header per address for guests, none for a customer or with a query', () => {
		const store = new SectionStore()
		for (const path of HEADER_PATHS) {
			for (const search of ['', '?view=list&utm_source=x']) {
				const url = new URL(localizePath(path, locale) + search, TEST_ORIGIN)
				for (const visitor of VISITORS) {
					const whole = renderDocument(ANY_PAGE, locale, url, null, visitor)
					expect(whole).toContain('<header')
					expect(renderDocument(ANY_PAGE, locale, url, null, visitor, store)).toBe(whole)
					expect(renderDocument(ANY_PAGE, locale, url, null, visitor, store)).toBe(whole)
				}
			}
		}
		const headers = [...store.values()].filter((html) => html.startsWith('<header'))
		expect(headers).toHaveLength(HEADER_PATHS.length)
		for (const html of headers) {
			for (const personal of ['Zenobia', 'nonce-of', 'lead_form', 'checkout_account', 'utm_source', 'view=list']) expect(html).not.toContain(personal)
		}
	})

	test('a kept header marks its own page in the navigation and links to its own address in the other languages', () => {
		const store = new SectionStore()
		const guest = VISITORS[0]
		for (const path of ['/faqs/', '/meal-plans/international/']) renderDocument(ANY_PAGE, locale, new URL(localizePath(path, locale), TEST_ORIGIN), null, guest, store)
		const [faqs, plan] = [...store.values()].filter((html) => html.startsWith('<header'))
		expect(faqs).toContain(`aria-current="page" href="${localizePath('/faqs/', locale)}"`)
		expect(faqs).not.toContain(`aria-current="page" href="${localizePath('/meal-plans/', locale)}"`)
		expect(plan).toContain(`aria-current="page" href="${localizePath('/meal-plans/', locale)}"`)
		for (const other of LOCALE_CODES) expect(plan).toContain(`href="${localizePath('/meal-plans/international/', other)}"`)
	})
})

test('no kept part holds anything of a visitor: name, nonce or variant', async () => {
	const store = new SectionStore()
	const visible: string[] = []
	for (const locale of LOCALE_CODES) {
		for (const page of PAGES) {
			const { url, data } = await loaded(page, locale)
			for (const visitor of VISITORS) visible.push(renderDocument(page, locale, url, data, visitor, store))
		}
	}
	// The customer's name is on their pages (the header), never in a kept part.
	expect(visible.some((html) => html.includes('Zenobia'))).toBe(true)
	// Per language: the home page's part, the footer, and the guest's header of each page's address.
	expect(store.size).toBe(LOCALE_CODES.length * (2 + PAGES.length))
	for (const html of store.values()) {
		for (const personal of ['Zenobia', 'nonce-of', 'lead_form', 'checkout_account', 'Log out']) expect(html).not.toContain(personal)
	}
})

test('a part is kept only from a render without errors, and the oldest of too many keys of a part is dropped, not another part\'s', () => {
	const store = new SectionStore()
	const page = (id: number, marks: 'start' | 'at') =>
		marks === 'start' ? `<p>a</p><template data-kcal-section-start="${id}"></template><b>part</b><template data-kcal-section-end="${id}"></template>` : `<template data-kcal-section-at="${id}"></template>`
	const failed = renderedSections(store)
	failed.sections.mark('part', 'en', 'failed')
	expect(failed.splice(page(0, 'start'), false).html).toBe('<p>a</p><b>part</b>')
	expect(store.size).toBe(0)

	const other = renderedSections(store)
	other.sections.mark('other part', 'en', 'its key')
	other.splice(page(0, 'start'), true)
	for (let index = 0; index < 65; index++) {
		const render = renderedSections(store)
		render.sections.mark('part', 'en', `key ${index}`)
		render.splice(page(0, 'start'), true)
	}
	expect(store.size).toBe(65)
	expect(store.get('part', partKey('en', 'key 0'))).toBeUndefined()
	expect(store.get('other part', partKey('en', 'its key'))).toBe('<b>part</b>')
	const hit = renderedSections(store)
	expect(hit.sections.mark('part', 'en', 'key 64').cached).toBe(true)
	expect(hit.splice(page(0, 'at'), true).html).toBe('<b>part</b>')
})

test('a part\'s key is its language and its inputs, made once per inputs object and language', () => {
	const inputs = { heading: 'خطط الوجبات', plans: [1, 2] }
	const key = partKey('ar', inputs)
	expect(key).toBe(`ar\u0000${JSON.stringify(inputs)}`)
	expect(partKey('ar', inputs)).toBe(key)
	expect(partKey('ru', inputs)).toBe(`ru\u0000${JSON.stringify(inputs)}`)
	// Equal data in another object (a loader that built it again) is the same key.
	expect(partKey('ar', structuredClone(inputs))).toBe(key)
	expect(partKey('en', '/meal-plans/')).toBe('en\u0000"/meal-plans/"')
})
