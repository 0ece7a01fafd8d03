// @vitest-environment happy-dom
/**
 * /sign-up/ as the server renders it, in every language: the form that works without
 * JavaScript (labels, hints, errors tied to their fields, what was typed kept), the ambassador's
 * code and the visit's attribution in hidden fields, `?redirectTo=` only for a path of this site,
 * and a visitor already signed in sent to the account page.
 */
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, test } from 'vitest'
import { SIGN_UP_PAGE } from '../../content/pages/sign-up.ts'
import { LOCALE_CODES, type LocaleCode, localizePath } from '../../domain/locale.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { expectSoundOutline, loaderContext, TEST_NONCE, TEST_ORIGIN, textOf } from '../test-support/render-page.tsx'
import { DocumentContext } from '../utils/document-context.ts'
import SignUp, { loader, type SignUpState } from './sign-up.tsx'

type Visit = { query?: string; signedIn?: boolean }

function load(locale: LocaleCode, { query = '', signedIn = false }: Visit = {}) {
	const context = loaderContext(locale, { services: { customer: signedIn ? ({ id: 1, firstName: 'Sara' } as never) : null } })
	const url = new URL(localizePath(`/sign-up/${query}`, locale), TEST_ORIGIN)
	return { url, data: () => loader({ context, url, params: {}, request: new Request(url) } as never) }
}

/** The page with its loader's data and, after a refused post, the action's. */
async function render(locale: LocaleCode, visit: Visit = {}, actionData?: SignUpState) {
	const { url, data: loadData } = load(locale, visit)
	const data = await loadData()
	const Stub = createRoutesStub([{ id: 'page', path: url.pathname, Component: SignUp as never, loader: () => data, action: () => actionData }])
	const html = renderToString(
		<DocumentContext value={{ nonce: TEST_NONCE, css: '' }}>
			<I18nProvider i18n={i18nFor(locale)}>
				<Stub initialEntries={[url.pathname + url.search]} hydrationData={{ loaderData: { page: data }, ...(actionData ? { actionData: { page: actionData } } : {}) }} />
			</I18nProvider>
		</DocumentContext>,
	)
	return { data, doc: new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html'), t: i18nFor(locale).t }
}

/** What `run` throws (the loader's redirect), or null. */
function thrownBy(run: () => unknown): unknown {
	try {
		run()
	} catch (error) {
		return error
	}
	return null
}

const control = (doc: Document, name: string) => doc.querySelector<HTMLInputElement>(`[name="${name}"]`)
const labelOf = (doc: Document, name: string) => textOf(doc.querySelector(`label[for="${control(doc, name)?.id}"]`))
const hidden = (doc: Document) => Object.fromEntries([...doc.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]))

describe.each(LOCALE_CODES)('%s', (locale) => {
	test('a labelled form that posts to the page, with one h1 and headings in order', async () => {
		const { data, doc, t } = await render(locale)
		const content = SIGN_UP_PAGE[locale]
		expect(data.meta.title).toBe(t('meta.titleTemplate', { title: t('pages.signUp.title') }))
		expectSoundOutline(doc, t('pages.signUp.heading'))

		const form = doc.querySelector('form')
		expect(form?.getAttribute('method')).toBe('post')
		expect(form?.hasAttribute('novalidate')).toBe(true)
		expect(labelOf(doc, 'first_name')).toContain(content.firstName)
		expect(labelOf(doc, 'last_name')).toContain(content.lastName)
		expect(labelOf(doc, 'email')).toContain(content.email)
		expect(labelOf(doc, 'mobile_number')).toContain(content.mobile)
		expect(labelOf(doc, 'password')).toContain(content.password)
		expect(control(doc, 'first_name')?.getAttribute('autocomplete')).toBe('given-name')
		// Addresses and numbers stay left to right in Arabic.
		expect(control(doc, 'email')?.getAttribute('dir')).toBe('ltr')
		expect(control(doc, 'mobile_number')?.getAttribute('dir')).toBe('ltr')
		const password = control(doc, 'password')
		expect(password?.type).toBe('password')
		expect(password?.getAttribute('autocomplete')).toBe('new-password')
		// The rule is said before the first try, tied to the field.
		const hint = doc.getElementById(password?.getAttribute('aria-describedby') ?? '')
		expect(textOf(hint)).toContain('10')
		// Show/hide and the meter come with the scripts; the server's page is a plain form (they are there, hidden).
		expect(doc.querySelector('button[aria-controls]')?.hasAttribute('hidden')).toBe(true)

		const terms = control(doc, 'terms')
		expect(terms?.type).toBe('checkbox')
		const termsLinks = [...doc.querySelectorAll(`label[for="${terms?.id}"] a`)].map((link) => link.getAttribute('href'))
		expect(termsLinks).toEqual([localizePath('/terms/', locale), localizePath('/privacy-policy/', locale)])
		expect(doc.querySelector(`a[href="${localizePath('/log-in/', locale)}"]`)).not.toBeNull()
		expect(textOf(doc.body)).not.toContain('{{')
	})
})

test('an ambassador’s code is shown and posted; a malformed one is ignored', async () => {
	const { doc } = await render('en', { query: '?referral=layla10' })
	expect(hidden(doc).referral_code).toBe('LAYLA10')
	expect(textOf(doc.body)).toContain('You’re joining with the invitation code LAYLA10')
	expect(hidden((await render('en', { query: '?referral=%3Cscript%3E' })).doc)).not.toHaveProperty('referral_code')
})

test('`?redirectTo=` is kept only for a path of this site', async () => {
	const { doc } = await render('ru-ae', { query: '?redirectTo=/ru-ae/meal-plans/checkout/?order=1' })
	expect(hidden(doc).redirect_to).toBe('/ru-ae/meal-plans/checkout/?order=1')
	expect(doc.querySelector('a[href^="/ru-ae/log-in/?redirectTo="]')).not.toBeNull()
	for (const target of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '/a b']) {
		const { data } = await render('en', { query: `?redirectTo=${encodeURIComponent(target)}` })
		expect(data.redirectTo, target).toBeNull()
	}
})

test('a refused post shows every message tied to its field and keeps what was typed, except the password', async () => {
	const state: SignUpState = {
		values: { first_name: 'مريم', last_name: '', email: 'mariam@', mobile_number: '04 555 0100', terms: 'on' },
		errors: { last_name: 'أدخل اسم العائلة.', email: 'أدخل بريدًا إلكترونيًا.', password: 'كلمة المرور شائعة.' },
	}
	const { doc } = await render('ar-ae', {}, state)
	expect(control(doc, 'first_name')?.value).toBe('مريم')
	expect(control(doc, 'email')?.value).toBe('mariam@')
	expect(control(doc, 'mobile_number')?.value).toBe('04 555 0100')
	expect(control(doc, 'terms')?.checked).toBe(true)
	expect(control(doc, 'password')?.value).toBe('')
	for (const [name, message] of [
		['last_name', 'أدخل اسم العائلة.'],
		['email', 'أدخل بريدًا إلكترونيًا.'],
		['password', 'كلمة المرور شائعة.'],
	] as const) {
		const field = control(doc, name)
		expect(field?.getAttribute('aria-invalid'), name).toBe('true')
		const described = (field?.getAttribute('aria-describedby') ?? '').split(' ').map((id) => textOf(doc.getElementById(id)))
		expect(described, name).toContain(message)
	}
	expect(control(doc, 'first_name')?.hasAttribute('aria-invalid')).toBe(false)
	// The summary links to each field in error, in the form's order.
	const summary = [...doc.querySelectorAll('[role="region"] li a')].map((link) => link.getAttribute('href'))
	expect(summary).toEqual(['#sign-up-last_name', '#sign-up-email', '#sign-up-password'])
})

test('a visitor already signed in goes to the account page', async () => {
	const redirect = thrownBy(load('ar-ae', { signedIn: true }).data) as Response
	expect(redirect.status).toBe(302)
	expect(redirect.headers.get('Location')).toBe('/ar-ae/account/')
})
