// @vitest-environment happy-dom
/**
 * The cookie banner as the server renders it (a plain form that works without JavaScript, in the
 * page's language) and once hydrated (answers with fetch, closes, reopens from "Cookie settings").
 */
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { openConsentSettings } from './banner-state.ts'
import { ConsentBanner } from './consent-banner.tsx'
import { CookieSettingsControl } from './cookie-settings-control.tsx'

const PAGE = '/meal-plans/?size=plus'

function page(locale: LocaleCode, pending: boolean) {
	const path = localizePath('/meal-plans/', locale)
	const Stub = createRoutesStub([
		{
			path,
			Component: () => (
				<>
					<main id="main" tabIndex={-1} />
					<footer>
						<CookieSettingsControl className="link" />
					</footer>
					<ConsentBanner pending={pending} />
				</>
			),
		},
	])
	return (
		<I18nProvider i18n={i18nFor(locale)}>
			<Stub initialEntries={[localizePath(PAGE, locale)]} />
		</I18nProvider>
	)
}

const serverDocument = (locale: LocaleCode, pending: boolean) =>
	new DOMParser().parseFromString(`<!doctype html><html><body>${renderToString(page(locale, pending))}</body></html>`, 'text/html')

const clearCookie = () => {
	document.cookie = 'kcal_consent=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/'
}

beforeEach(clearCookie)
afterEach(() => {
	cleanup()
	clearCookie()
	vi.unstubAllGlobals()
})

describe('before JavaScript', () => {
	test.each(['en', 'ar-ae', 'ru-ae'] as const)('%s: a labelled region whose form posts the answer to /consent and comes back to the page', (locale) => {
		const { t } = i18nFor(locale)
		const doc = serverDocument(locale, true)
		const region = doc.querySelector('section[aria-labelledby]')
		expect(doc.getElementById(region?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(t('consent.heading'))
		expect(region?.textContent).toContain(t('consent.intro'))
		expect(region?.querySelector('a')?.getAttribute('href')).toBe(localizePath('/privacy-policy/#cookies', locale))

		const form = region?.querySelector('form')
		expect(form?.getAttribute('method')).toBe('post')
		expect(form?.getAttribute('action')).toBe('/consent')
		expect(form?.querySelector<HTMLInputElement>('input[type="hidden"][name="redirectTo"]')?.value).toBe(localizePath(PAGE, locale))
		const buttons = [...(form?.querySelectorAll('button[type="submit"]') ?? [])].map((button) => [button.getAttribute('name'), button.getAttribute('value'), button.textContent])
		expect(buttons).toEqual([
			['consent', 'accept-all', t('consent.acceptAll')],
			['consent', 'reject-all', t('consent.rejectAll')],
			['consent', 'save', t('consent.save')],
		])
		// Accept and reject look the same: no nudge.
		const [accept, reject] = form?.querySelectorAll('button') ?? []
		expect(accept?.className).toBe(reject?.className)

		// "Choose" is a closed <details> holding two labelled, unticked boxes with their explanation.
		expect(form?.querySelector('details')?.hasAttribute('open')).toBe(false)
		expect(form?.querySelector('summary')?.textContent).toBe(t('consent.choose'))
		for (const purpose of ['analytics', 'marketing'] as const) {
			const box = form?.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${purpose}"]`)
			expect(box?.value).toBe('granted')
			expect(box?.hasAttribute('checked')).toBe(false)
			expect(doc.querySelector(`label[for="${box?.id}"]`)?.textContent).toBe(t(`consent.${purpose}`))
			expect(doc.getElementById(box?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(t(`consent.${purpose}Hint`))
		}
	})

	test('nothing is rendered for a visitor who answered (or a crawler)', () => {
		expect(serverDocument('en', false).querySelector('section')).toBeNull()
	})

	test('the footer control is a link to the choice on the privacy policy', () => {
		const link = serverDocument('ar-ae', false).querySelector('footer a')
		expect(link?.getAttribute('href')).toBe('/ar-ae/privacy-policy/#cookie-settings')
		expect(link?.textContent).toBe(i18nFor('ar-ae').t('consent.settings'))
	})
})

describe('with JavaScript', () => {
	test('"Reject all" is saved with fetch, the banner closes and the page keeps the focus', async () => {
		const fetchMock = vi.fn(async () => new Response(null, { status: 204 }))
		vi.stubGlobal('fetch', fetchMock)
		const user = userEvent.setup()
		render(page('en', true))
		const region = screen.getByRole('region', { name: 'Cookies on kcal' })
		await user.click(within(region).getByRole('button', { name: 'Reject all' }))
		expect(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)).toBe('consent=save')
		expect(screen.queryByRole('region')).toBeNull()
		expect(document.activeElement?.id).toBe('main')
	})

	test('"Choose" and "Save" store exactly the ticked purposes', async () => {
		const fetchMock = vi.fn(async () => new Response(null, { status: 204 }))
		vi.stubGlobal('fetch', fetchMock)
		const user = userEvent.setup()
		render(page('ru-ae', true))
		const { t } = i18nFor('ru-ae')
		await user.click(screen.getByText(t('consent.choose')))
		await user.click(screen.getByRole('checkbox', { name: t('consent.marketing') }))
		await user.click(screen.getByRole('button', { name: t('consent.save') }))
		expect(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)).toBe('consent=save&marketing=granted')
		expect(screen.queryByRole('region')).toBeNull()
	})

	test('"Cookie settings" reopens it with the choices unfolded and ticked as saved; Close gives the focus back', async () => {
		document.cookie = 'kcal_consent=1.gd; Path=/'
		const user = userEvent.setup()
		render(page('en', false))
		expect(screen.queryByRole('region')).toBeNull()
		const settings = screen.getByRole('button', { name: 'Cookie settings' })
		await user.click(settings)
		const region = screen.getByRole('region', { name: 'Cookies on kcal' })
		expect(document.activeElement?.textContent).toBe('Cookies on kcal')
		expect(region.querySelector('details')?.open).toBe(true)
		expect(within(region).getByRole('checkbox', { name: 'Analytics' })).toHaveProperty('checked', true)
		expect(within(region).getByRole('checkbox', { name: 'Marketing' })).toHaveProperty('checked', false)
		await user.click(within(region).getByRole('button', { name: 'Close' }))
		expect(screen.queryByRole('region')).toBeNull()
		expect(document.activeElement).toBe(settings)
	})

	test('a first-time banner has no Close button: it is answered, not dismissed', () => {
		render(page('en', true))
		expect(within(screen.getByRole('region')).queryByRole('button', { name: 'Close' })).toBeNull()
		act(() => openConsentSettings())
		expect(within(screen.getByRole('region')).getByRole('button', { name: 'Close' })).toBeTruthy()
	})
})
