// @vitest-environment happy-dom
/**
 * The cookie banner once its code runs: answers with fetch, closes, reopens from "Cookie settings".
 * As the server renders it: consent-banner.server.test.tsx (a renderer of its own per file).
 */
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { openConsentSettings } from './banner-state.ts'
import { loadConsentBanner } from './consent-banner-slot.tsx'
import { bannerTestPage as page } from './consent-banner.fixture.tsx'


// The banner's code waits for the visitor to reach for it; here every render may load it.
beforeAll(loadConsentBanner)

const clearCookie = () => {
	document.cookie = 'kcal_consent=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/'
}

beforeEach(clearCookie)
afterEach(() => {
	cleanup()
	clearCookie()
	vi.unstubAllGlobals()
})

describe('with JavaScript', () => {
	test('"Reject all" is saved with fetch, the banner closes and the page keeps the focus', async () => {
		const fetchMock = vi.fn(async () => new Response(null, { status: 204 }))
		vi.stubGlobal('fetch', fetchMock)
		const user = userEvent.setup()
		render(page('en', true))
		const region = await screen.findByRole('region', { name: 'Cookies on kcal' })
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
		await user.click(await screen.findByText(t('consent.choose')))
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
		const region = await screen.findByRole('region', { name: 'Cookies on kcal' })
		expect(document.activeElement?.textContent).toBe('Cookies on kcal')
		expect(region.querySelector('details')?.open).toBe(true)
		expect(within(region).getByRole('checkbox', { name: 'Analytics' })).toHaveProperty('checked', true)
		expect(within(region).getByRole('checkbox', { name: 'Marketing' })).toHaveProperty('checked', false)
		await user.click(within(region).getByRole('button', { name: 'Close' }))
		expect(screen.queryByRole('region')).toBeNull()
		expect(document.activeElement).toBe(settings)
	})

	test('a first-time banner has no Close button: it is answered, not dismissed', async () => {
		render(page('en', true))
		expect(within(await screen.findByRole('region')).queryByRole('button', { name: 'Close' })).toBeNull()
		act(() => openConsentSettings())
		expect(within(screen.getByRole('region')).getByRole('button', { name: 'Close' })).toBeTruthy()
	})
})
