// @vitest-environment happy-dom
/**
 * The footer's structure: each list of links sits under its own heading, which names its
 * navigation landmark ("Company" used to head the product links), in every language.
 */
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { textOf } from '../test-support/render-page.tsx'
import { SiteFooter } from './site-footer.tsx'

function renderFooter(locale: LocaleCode) {
	const path = localizePath('/faqs/', locale)
	const root = { year: 2026 }
	const Stub = createRoutesStub([{ id: 'root', path, Component: SiteFooter, loader: () => root }])
	const html = renderToString(
		<I18nProvider i18n={i18nFor(locale)}>
			<Stub initialEntries={[path]} hydrationData={{ loaderData: { root } }} />
		</I18nProvider>,
	)
	return new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html')
}

/** Each navigation's name (its heading) with the addresses of its links. */
function lists(doc: Document) {
	return [...doc.querySelectorAll('nav')].map((nav) => {
		const heading = doc.getElementById(nav.getAttribute('aria-labelledby') ?? '')
		// The heading is the list's own: inside the landmark it names, right before its list.
		expect(heading?.parentElement).toBe(nav)
		expect(heading?.nextElementSibling?.tagName).toBe('UL')
		// "Cookie settings" is a button whose form leads to the privacy policy without JavaScript.
		const addresses = [...nav.querySelectorAll('a, form')].map((link) => link.getAttribute(link.tagName === 'FORM' ? 'action' : 'href'))
		return { name: textOf(heading), links: addresses }
	})
}

test.each(['en', 'ar-ae', 'ru-ae'] as const)('%s: what we offer, the company and the information pages, each under its own heading', (locale) => {
	const { t } = i18nFor(locale)
	const at = (path: string) => localizePath(path, locale)
	expect(lists(renderFooter(locale))).toEqual([
		{ name: t('footer.offer'), links: ['/meal-plans/', '/body-assessment/', '/kcal-fit/', '/hydra/', '/app/'].map(at) },
		{ name: t('footer.company'), links: ['/about-us/', '/partner-in-health/', '/contact/'].map(at) },
		{ name: t('footer.information'), links: ['/faqs/', '/terms/', '/terms/mea/', '/privacy-policy/', '/user-deletion/', '/privacy-policy/#cookie-settings'].map(at) },
	])
})
