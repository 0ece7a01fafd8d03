// @vitest-environment happy-dom
/**
 * The header's account corner as the server renders it: "Log in" for a guest; for a signed-in
 * visitor (the root loader's `customer`) their first name opening "My account" and a log-out
 * form that posts to the log-in page's action and works without JavaScript.
 */
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { textOf } from '../test-support/render-page.tsx'
import { SiteHeader } from './site-header.tsx'

function renderHeader(locale: LocaleCode, customer: { firstName: string } | null) {
	const path = localizePath('/faqs/', locale)
	const root = { customer }
	const Stub = createRoutesStub([{ id: 'root', path, Component: SiteHeader, loader: () => root }])
	const html = renderToString(
		<I18nProvider i18n={i18nFor(locale)}>
			<Stub initialEntries={[path]} hydrationData={{ loaderData: { root } }} />
		</I18nProvider>,
	)
	return new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html')
}

test('a guest gets the "Log in" link and no account menu', () => {
	const doc = renderHeader('en', null)
	expect([...doc.querySelectorAll('a[href="/log-in/"]')].map(textOf)).toEqual(['Log in', 'Log in'])
	expect(doc.querySelector('a[href="/account/"]')).toBeNull()
	expect(doc.querySelector('form')).toBeNull()
})

test('a signed-in visitor gets their first name, "My account" and a log-out form, in the page’s language', () => {
	const { t } = i18nFor('ar-ae')
	const doc = renderHeader('ar-ae', { firstName: 'مريم' })
	expect(doc.querySelector('a[href="/ar-ae/log-in/"]')).toBeNull()
	const summary = doc.querySelector('details summary[aria-label]')
	expect(summary?.getAttribute('aria-label')).toBe(t('auth.accountMenu', { name: 'مريم' }))
	expect(textOf(summary)).toBe('مريم')
	expect([...doc.querySelectorAll('a[href="/ar-ae/account/"]')].map(textOf)).toEqual([t('auth.myAccount'), `${t('auth.myAccount')} · مريم`])

	const forms = [...doc.querySelectorAll('form')]
	expect(forms).toHaveLength(2)
	for (const form of forms) {
		expect(form.getAttribute('method')).toBe('post')
		expect(form.getAttribute('action')).toBe('/ar-ae/log-in/')
		expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="intent"]')?.value).toBe('log-out')
		expect(textOf(form.querySelector('button[type="submit"]'))).toBe(t('auth.logOut'))
	}
})
