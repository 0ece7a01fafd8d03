// @vitest-environment happy-dom
/**
 * /log-in/ as the server renders it, in every language: a form that works without JavaScript,
 * "remember me", the way to a password reset and to sign-up, `?redirectTo=` carried along, the
 * refusal shown above the form with the e-mail kept and the password not, and a visitor already
 * signed in sent on.
 */
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, test } from 'vitest'
import { LOG_IN_PAGE } from '../../content/pages/log-in.ts'
import { LOCALE_CODES, type LocaleCode, localizePath } from '../../domain/locale.ts'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { expectSoundOutline, loaderContext, TEST_NONCE, TEST_ORIGIN, textOf } from '../test-support/render-page.tsx'
import { DocumentContext } from '../utils/document-context.ts'
import LogIn, { loader, type LogInState } from './log-in.tsx'

function load(locale: LocaleCode, query = '', signedIn = false) {
	const context = loaderContext(locale, { services: { customer: signedIn ? ({ id: 1, firstName: 'Sara' } as never) : null } })
	const url = new URL(localizePath(`/log-in/${query}`, locale), TEST_ORIGIN)
	return { url, run: () => loader({ context, url, params: {}, request: { url: url.href, headers: new Headers() } } as never) }
}

async function render(locale: LocaleCode, query = '', actionData?: LogInState) {
	const { url, run } = load(locale, query)
	const data = await run()
	const Stub = createRoutesStub([{ id: 'page', path: url.pathname, Component: LogIn as never, loader: () => data, action: () => actionData }])
	const html = renderToString(
		<DocumentContext value={{ nonce: TEST_NONCE, css: '' }}>
			<I18nProvider i18n={i18nFor(locale)}>
				<Stub initialEntries={[url.pathname + url.search]} hydrationData={{ loaderData: { page: data }, ...(actionData ? { actionData: { page: actionData } } : {}) }} />
			</I18nProvider>
		</DocumentContext>,
	)
	return { data, doc: new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html'), t: i18nFor(locale).t }
}

const control = (doc: Document, name: string) => doc.querySelector<HTMLInputElement>(`[name="${name}"]`)

describe.each(LOCALE_CODES)('%s', (locale) => {
	test('e-mail, password and "remember me", with the links to a reset and to sign-up', async () => {
		const { data, doc, t } = await render(locale)
		const content = LOG_IN_PAGE[locale]
		expect(data.meta.title).toBe(t('meta.titleTemplate', { title: t('pages.logIn.title') }))
		expectSoundOutline(doc, t('pages.logIn.heading'))
		expect(doc.querySelector('form')?.getAttribute('method')).toBe('post')
		expect(control(doc, 'email')?.getAttribute('autocomplete')).toBe('username')
		expect(control(doc, 'email')?.getAttribute('dir')).toBe('ltr')
		expect(control(doc, 'password')?.type).toBe('password')
		expect(control(doc, 'password')?.getAttribute('autocomplete')).toBe('current-password')
		const remember = control(doc, 'remember')
		expect(remember?.type).toBe('checkbox')
		expect(remember?.checked).toBe(false)
		expect(textOf(doc.querySelector(`label[for="${remember?.id}"]`))).toBe(content.remember)
		expect(textOf(doc.querySelector(`a[href="${localizePath('/reset-password/', locale)}"]`))).toBe(content.forgotPassword)
		expect(textOf(doc.querySelector(`a[href="${localizePath('/sign-up/', locale)}"]`))).toBe(content.createAccount)
	})
})

test('`?redirectTo=` goes along with the form and to sign-up; another site’s address does not', async () => {
	const { doc } = await render('ar-ae', '?redirectTo=/ar-ae/account/')
	expect(control(doc, 'redirect_to')?.value).toBe('/ar-ae/account/')
	expect(doc.querySelector('a[href="/ar-ae/sign-up/?redirectTo=%2Far-ae%2Faccount%2F"]')).not.toBeNull()
	expect(control((await render('en', '?redirectTo=//evil.example')).doc, 'redirect_to')).toBeNull()
})

test('a refusal is said above the form, which keeps the e-mail and "remember me" but not the password', async () => {
	const message = 'Неверный адрес эл. почты или пароль.'
	const { doc } = await render('ru-ae', '', { values: { email: 'sara@example.com', remember: 'on' }, errors: {}, message })
	const summary = doc.querySelector('[role="region"]')
	expect(textOf(summary)).toBe(message)
	expect(summary?.getAttribute('tabindex')).toBe('-1')
	expect(control(doc, 'email')?.value).toBe('sara@example.com')
	expect(control(doc, 'remember')?.checked).toBe(true)
	expect(control(doc, 'password')?.value).toBe('')
})

test('a visitor already signed in goes to `?redirectTo=` or the account page', () => {
	const target = (query: string) => {
		try {
			load('ru-ae', query, true).run()
		} catch (error) {
			return (error as Response).headers.get('Location')
		}
		return null
	}
	expect(target('')).toBe('/ru-ae/account/')
	expect(target('?redirectTo=/ru-ae/meal-plans/checkout/')).toBe('/ru-ae/meal-plans/checkout/')
	expect(target('?redirectTo=https://evil.example/')).toBe('/ru-ae/account/')
})
