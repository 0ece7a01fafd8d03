// @vitest-environment happy-dom
/**
 * The six content pages (about us, FAQs, app, Hydra, kcal-fit, account deletion) as the server
 * renders them, in every language: their loader's title and description, one h1, headings in
 * order, and what each page must link to.
 */
import { renderToString } from 'react-dom/server'
import { createRoutesStub, RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { LOCALE_CODES, type LocaleCode, localizePath } from '../../domain/locale.ts'
import { loadConfig } from '../../server/config.ts'
import { type RequestServices, localeContext, servicesContext } from '../context.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { DocumentContext } from '../utils/document-context.ts'
import type { PageKey } from '../utils/page.server.ts'
import AboutUs, { loader as aboutUsLoader } from './about-us.tsx'
import Faqs, { loader as faqsLoader } from './faqs.tsx'
import Hydra, { loader as hydraLoader } from './hydra.tsx'
import KcalFit, { loader as kcalFitLoader } from './kcal-fit.tsx'
import MobileApp, { loader as mobileAppLoader } from './mobile-app.tsx'
import UserDeletion, { loader as userDeletionLoader } from './user-deletion.tsx'

const NONCE = 'test-nonce-123'
const config = loadConfig({ SUPPORT_EMAIL: 'care@kcal.example' })

// Route modules are typed for their own route; the stub takes them as plain components.
type Page = { key: PageKey; path: string; Component: unknown; loader: (args: never) => unknown }

const PAGES: Page[] = [
	{ key: 'aboutUs', path: '/about-us/', Component: AboutUs as never, loader: aboutUsLoader as never },
	{ key: 'faqs', path: '/faqs/', Component: Faqs as never, loader: faqsLoader as never },
	{ key: 'app', path: '/app/', Component: MobileApp as never, loader: mobileAppLoader as never },
	{ key: 'hydra', path: '/hydra/', Component: Hydra as never, loader: hydraLoader as never },
	{ key: 'kcalFit', path: '/kcal-fit/', Component: KcalFit as never, loader: kcalFitLoader as never },
	{ key: 'userDeletion', path: '/user-deletion/', Component: UserDeletion as never, loader: userDeletionLoader as never },
]

function renderPage(page: Page, locale: LocaleCode) {
	const i18n = i18nFor(locale)
	const context = new RouterContextProvider()
	context.set(localeContext, i18n)
	context.set(servicesContext, { settings: { company: config.company } } as RequestServices)
	const data = page.loader({ context } as never) as { meta: { title: string; description: string } }
	const path = localizePath(page.path, locale)
	const Stub = createRoutesStub([{ id: 'page', path, Component: page.Component as never, loader: () => data }], context)
	const html = renderToString(
		<DocumentContext value={{ nonce: NONCE, css: '' }}>
			<I18nProvider i18n={i18n}>
				<Stub initialEntries={[path]} hydrationData={{ loaderData: { page: data } }} />
			</I18nProvider>
		</DocumentContext>,
	)
	const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html')
	return { data, doc, html, t: i18n.t }
}

describe.each(LOCALE_CODES)('%s', (locale) => {
	test.each(PAGES.map((page) => [page.key, page] as const))('%s: its messages, one h1 and headings in order', (_, page) => {
		const { data, doc, t } = renderPage(page, locale)
		expect(data.meta.title).toBe(t('meta.titleTemplate', { title: t(`pages.${page.key}.title`) }))
		expect(data.meta.description).toBe(t(`pages.${page.key}.intro`))

		const headings = [...doc.querySelectorAll('h1, h2, h3, h4, h5, h6')]
		const levels = headings.map((heading) => Number(heading.tagName.slice(1)))
		expect(levels.filter((level) => level === 1)).toHaveLength(1)
		expect(headings[0]?.textContent).toBe(t(`pages.${page.key}.heading`))
		levels.forEach((level, index) => {
			if (index > 0) expect(level, headings[index]?.textContent ?? '').toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1)
		})
		for (const heading of headings) expect(heading.textContent?.trim()).not.toBe('')
		// Every region is named by a heading that exists.
		for (const section of doc.querySelectorAll('section[aria-labelledby]')) {
			expect(doc.getElementById(section.getAttribute('aria-labelledby') ?? '')).not.toBeNull()
		}
	})
})

const hrefs = (doc: Document) => [...doc.querySelectorAll('a')].map((link) => link.getAttribute('href'))

test('the FAQ page carries FAQPage data with the nonce and every question', () => {
	const { doc } = renderPage(PAGES[1] as Page, 'ar-ae')
	const script = doc.querySelector('script[type="application/ld+json"]')
	expect(script?.getAttribute('nonce')).toBe(NONCE)
	const data = JSON.parse(script?.textContent ?? '{}')
	expect(data['@type']).toBe('FAQPage')
	expect(data.mainEntity).toHaveLength(doc.querySelectorAll('details').length)
	expect(hrefs(doc)).toContain('tel:+97145550100')
})

test('the app page links to both stores through the redirects', () => {
	const { doc } = renderPage(PAGES[2] as Page, 'ru-ae')
	const names = [...doc.querySelectorAll('a[href="/app-store/"], a[href="/play-store/"]')].map((link) => link.textContent?.replace(/\s+/g, ' ').trim())
	expect(names).toEqual(['Загрузите в App Store', 'Доступно в Google Play', 'Загрузите в App Store', 'Доступно в Google Play'])
	expect(doc.querySelectorAll('img')).toHaveLength(0)
})

test('Hydra sends people to the customisation page, kcal-fit to its plan and the assessment', () => {
	expect(hrefs(renderPage(PAGES[3] as Page, 'ar-ae').doc)).toContain('/ar-ae/meal-plans/customise-meal-plan/')
	const kcalFitLinks = hrefs(renderPage(PAGES[4] as Page, 'en').doc)
	expect(kcalFitLinks).toContain('/meal-plans/kcal-fit/')
	expect(kcalFitLinks).toContain('/body-assessment/')
})

test('account deletion is asked for from the account or by e-mail to the configured address, with no form', () => {
	const { doc } = renderPage(PAGES[5] as Page, 'en')
	expect(doc.querySelector('form')).toBeNull()
	expect(hrefs(doc)).toContain('/log-in/')
	expect(hrefs(doc)).toContain('mailto:care@kcal.example?subject=Please%20delete%20my%20kcal%20account')
})

test('about us shows the company details from configuration and both calls to action', () => {
	const { doc } = renderPage(PAGES[0] as Page, 'en')
	expect(doc.body.textContent).toContain(config.company.legalName)
	expect(doc.body.textContent).toContain(config.company.trn)
	expect(hrefs(doc)).toEqual(expect.arrayContaining(['/meal-plans/', '/body-assessment/', 'https://wa.me/971505550100']))
})
