/**
 * Route tests render a page as the server would before hydration: the page's loader with a
 * request context (the locale's translator, services with the settings pages read), then the
 * component through React Router's stub inside the document and i18n providers, parsed into a
 * Document. Also the checks every page test makes of that document. For `// @vitest-environment
 * happy-dom` test files (DOMParser).
 */
import { renderToString } from 'react-dom/server'
import { createRoutesStub, RouterContextProvider } from 'react-router'
import { expect } from 'vitest'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import { loadConfig } from '../../server/config.ts'
import { localeContext, type RequestServices, servicesContext } from '../context.ts'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { DocumentContext } from '../utils/document-context.ts'

export const TEST_ORIGIN = 'https://kcal.example'
/** The CSP nonce the rendered pages carry. */
export const TEST_NONCE = 'test-nonce'

/** A page module: its default export and its loader. */
export type PageModule = { Component: unknown; loader: (args: never) => unknown }

export type RenderOptions = {
	params?: Record<string, string>
	/** Settings the server would read from the environment (e.g. SUPPORT_EMAIL). */
	env?: Record<string, string>
	/** Services a loader needs beyond the settings (a logger, say). */
	services?: Partial<RequestServices>
}

/** The context React Router hands a loader in `locale`. */
export function loaderContext(locale: LocaleCode, { env = {}, services = {} }: Pick<RenderOptions, 'env' | 'services'> = {}) {
	const config = loadConfig(env)
	const context = new RouterContextProvider()
	context.set(localeContext, i18nFor(locale))
	context.set(servicesContext, { db: {}, settings: { origin: TEST_ORIGIN, company: config.company }, ...services } as unknown as RequestServices)
	return context
}

/** The page with already loaded data at `url` (its path with the locale prefix and query), in its providers. */
export function pageElement(Component: unknown, locale: LocaleCode, url: URL, data: unknown) {
	const Stub = createRoutesStub([{ id: 'page', path: url.pathname, Component: Component as never, loader: () => data }])
	return (
		<DocumentContext value={{ nonce: TEST_NONCE, css: '' }}>
			<I18nProvider i18n={i18nFor(locale)}>
				<Stub initialEntries={[url.pathname + url.search]} hydrationData={{ loaderData: { page: data } }} />
			</I18nProvider>
		</DocumentContext>
	)
}

/** Renders already loaded data as the server would, parsed. */
export function renderLoaded(Component: unknown, locale: LocaleCode, url: URL, data: unknown) {
	const i18n = i18nFor(locale)
	const html = renderToString(pageElement(Component, locale, url, data))
	const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html')
	return { doc, html, t: i18n.t, at: (prefixFree: string) => localizePath(prefixFree, locale) }
}

/** Runs the page's loader for a prefix-free path (with its query) and renders the result. */
export async function renderPage(page: PageModule, locale: LocaleCode, pathAndQuery: string, options: RenderOptions = {}) {
	const context = loaderContext(locale, options)
	const url = new URL(localizePath(pathAndQuery, locale), TEST_ORIGIN)
	const data = (await page.loader({ context, url, params: options.params ?? {}, request: new Request(url) } as never)) as {
		meta: { title: string; description: string }
	}
	return { data, ...renderLoaded(page.Component, locale, url, data) }
}

export const hrefs = (doc: Document) => [...doc.querySelectorAll('a')].map((link) => link.getAttribute('href'))

/** An element's text with white space (no-break spaces too) collapsed. */
export const textOf = (element: Element | null | undefined) =>
	element?.textContent?.replace(/[\s\u00a0]+/g, ' ').trim() ?? ''

/**
 * One h1 with this text, no skipped heading level, no empty heading, every labelled region's
 * heading present, and no `{{placeholder}}` left unfilled.
 */
export function expectSoundOutline(doc: Document, h1: string) {
	const headings = [...doc.querySelectorAll('h1, h2, h3, h4, h5, h6')]
	const levels = headings.map((heading) => Number(heading.tagName.slice(1)))
	expect(levels.filter((level) => level === 1)).toHaveLength(1)
	expect(textOf(doc.querySelector('h1'))).toBe(h1)
	levels.forEach((level, index) => {
		if (index > 0) expect(level, textOf(headings[index])).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1)
	})
	for (const heading of headings) expect(textOf(heading)).not.toBe('')
	for (const section of doc.querySelectorAll('[aria-labelledby]')) {
		expect(doc.getElementById(section.getAttribute('aria-labelledby') ?? ''), section.outerHTML.slice(0, 80)).not.toBeNull()
	}
	expect(textOf(doc.body)).not.toContain('{{')
}
