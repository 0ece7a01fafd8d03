// @vitest-environment happy-dom
/**
 * /reset-password/ and /reset-password/otp/ as the server renders them (before and without
 * JavaScript) in the three languages: plain POST forms, the fields a phone and a password manager
 * need, the neutral "code sent" note, and a failed post that keeps what was typed except passwords.
 */
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, test } from 'vitest'
import { RESET_PASSWORD } from '../../content/pages/reset-password.ts'
import { LOCALE_CODES, type LocaleCode, localizePath } from '../../domain/locale.ts'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { DocumentContext } from '../utils/document-context.ts'
import { expectSoundOutline, loaderContext, TEST_NONCE, TEST_ORIGIN, textOf } from '../test-support/render-page.tsx'
import ResetPasswordOtp, { headers as otpHeaders, loader as otpLoader } from './reset-password-otp.tsx'
import ResetPassword, { loader as requestLoader } from './reset-password.tsx'

type Loader = (args: never) => unknown

/** The page at `pathAndQuery` in `locale`, with `actionData` standing for a failed post made before hydration. */
function render(Component: unknown, loader: Loader, locale: LocaleCode, pathAndQuery: string, actionData?: unknown) {
	const url = new URL(localizePath(pathAndQuery, locale), TEST_ORIGIN)
	const data = loader({ context: loaderContext(locale), url, params: {}, request: new Request(url) } as never) as { heading: string }
	const Stub = createRoutesStub([{ id: 'page', path: url.pathname, Component: Component as never, loader: () => data, action: () => null }])
	const hydrationData = { loaderData: { page: data }, ...(actionData ? { actionData: { page: actionData } } : {}) }
	const html = renderToString(
		<DocumentContext value={{ nonce: TEST_NONCE, css: '' }}>
			<I18nProvider i18n={i18nFor(locale)}>
				<Stub initialEntries={[url.pathname + url.search]} hydrationData={hydrationData} />
			</I18nProvider>
		</DocumentContext>,
	)
	const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html')
	return { doc, data, t: i18nFor(locale).t, at: (path: string) => localizePath(path, locale) }
}

const input = (doc: Document, name: string) => doc.querySelector<HTMLInputElement>(`form input[name="${name}"]`)

describe('/reset-password/', () => {
	test.each(LOCALE_CODES)('in %s: an e-mail form posted to the page itself, filled in from ?email=', (locale) => {
		const { doc, data, t, at } = render(ResetPassword, requestLoader as Loader, locale, '/reset-password/?email=layla%40example.com')
		expectSoundOutline(doc, data.heading)
		const form = doc.querySelector('form')!
		expect(form.getAttribute('method')).toBe('post')
		const email = input(doc, 'email')!
		expect(email.getAttribute('type')).toBe('email')
		expect(email.getAttribute('autocomplete')).toBe('username')
		expect(email.getAttribute('dir')).toBe('ltr')
		expect(email.getAttribute('value')).toBe('layla@example.com')
		expect(doc.querySelector(`label[for="${email.id}"]`)?.textContent).toContain(t('forms.email'))
		expect(textOf(form.querySelector('button[type="submit"]'))).toBe(t('passwordReset.sendCode'))
		const links = [...doc.querySelectorAll('a')].map((link) => link.getAttribute('href'))
		expect(links).toContain(at('/log-in/'))
		expect(links).toContain(`${at('/reset-password/otp/')}?email=layla%40example.com`)
	})

	test('a failed post shows the message, marks the field and keeps the address', () => {
		const failed = { status: 'failed', values: { email: 'layla@' }, errors: { email: 'Enter an e-mail address like name@example.com.' } }
		const { doc } = render(ResetPassword, requestLoader as Loader, 'en', '/reset-password/', failed)
		const email = input(doc, 'email')!
		expect(email.getAttribute('value')).toBe('layla@')
		expect(email.getAttribute('aria-invalid')).toBe('true')
		expect(textOf(doc.querySelector('[role="region"]'))).toContain('Enter an e-mail address like name@example.com.')
	})
})

describe('/reset-password/otp/', () => {
	test.each(LOCALE_CODES)('in %s: the neutral note, the code field for phones and the new password twice', (locale) => {
		const { doc, data, t, at } = render(ResetPasswordOtp, otpLoader as Loader, locale, '/reset-password/otp/?email=layla%40example.com&sent=1')
		expectSoundOutline(doc, data.heading)
		const note = doc.querySelector('[role="status"]')!
		const [before, after] = RESET_PASSWORD[locale].otp.sent.split('{{email}}') as [string, string]
		expect(textOf(note)).toBe(textOf({ textContent: `${before}layla@example.com${after}` } as Element))
		expect(note.querySelector('bdi[dir="ltr"]')?.textContent).toBe('layla@example.com')

		const [codeForm, resendForm] = [...doc.querySelectorAll('form')]
		expect(codeForm?.getAttribute('method')).toBe('post')
		expect(input(doc, 'email')?.getAttribute('value')).toBe('layla@example.com')
		const code = input(doc, 'code')!
		expect(code.getAttribute('autocomplete')).toBe('one-time-code')
		expect(code.getAttribute('inputmode')).toBe('numeric')
		expect(code.getAttribute('dir')).toBe('ltr')
		expect(code.getAttribute('aria-describedby')).toBeTruthy()
		expect(doc.querySelector(`label[for="${code.id}"]`)?.textContent).toContain(t('passwordReset.code'))
		for (const name of ['password', 'password_confirmation']) {
			expect(input(doc, name)?.getAttribute('type')).toBe('password')
			expect(input(doc, name)?.getAttribute('autocomplete')).toBe('new-password')
		}
		expect(textOf(doc.body)).toContain(t('passwordReset.newPasswordHint', { min: 10 }))

		// "Send a new code" posts the address to the first step.
		expect(resendForm?.getAttribute('method')).toBe('post')
		expect(resendForm?.getAttribute('action')).toBe(at('/reset-password/'))
		expect(resendForm?.querySelector('input[name="email"]')?.getAttribute('value')).toBe('layla@example.com')
		expect(textOf(resendForm?.querySelector('button'))).toBe(t('passwordReset.sendNewCode'))
	})

	test('without ?sent=1 there is no note; without an address, a word on what to type', () => {
		expect(render(ResetPasswordOtp, otpLoader as Loader, 'en', '/reset-password/otp/?email=layla%40example.com').doc.querySelector('[role="status"]')).toBeNull()
		const { doc } = render(ResetPasswordOtp, otpLoader as Loader, 'en', '/reset-password/otp/?sent=1')
		expect(doc.querySelector('[role="status"]')).toBeNull()
		expect(textOf(doc.body)).toContain(RESET_PASSWORD.en.otp.enterEmail)
		expect(doc.querySelectorAll('form')).toHaveLength(1)
	})

	test('a code that does not work: said once above the form, the field marked, the code kept and the passwords not', () => {
		const message = 'This code doesn’t work.'
		const failed = { status: 'failed', values: { email: 'layla@example.com', code: '123456' }, errors: { code: message }, message }
		const { doc } = render(ResetPasswordOtp, otpLoader as Loader, 'en', '/reset-password/otp/?email=layla%40example.com&sent=1', failed)
		expect(doc.querySelector('[role="status"]')).toBeNull()
		expect(textOf(doc.querySelector('[role="region"] h2'))).toBe(message)
		expect(doc.querySelectorAll('[role="region"] li')).toHaveLength(0)
		expect(input(doc, 'code')?.getAttribute('aria-invalid')).toBe('true')
		expect(input(doc, 'code')?.getAttribute('value')).toBe('123456')
		expect(input(doc, 'password')?.getAttribute('value') ?? '').toBe('')
		expect(input(doc, 'password_confirmation')?.getAttribute('value') ?? '').toBe('')
	})

	test('keeps the address out of other sites’ Referer and out of caches', () => {
		const headers = otpHeaders({} as never) as Record<string, string>
		expect(headers['Referrer-Policy']).toBe('no-referrer')
		expect(headers['Cache-Control']).toBe('private, no-store')
	})
})
