// @vitest-environment happy-dom
/**
 * The cookie banner as the server renders it: a plain form that works without JavaScript, in the
 * page's language. Once its code runs: consent-banner.test.tsx.
 */
import { prerender } from 'react-dom/static'
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { loadConsentBanner } from './consent-banner-slot.tsx'
import { BANNER_TEST_PAGE, bannerTestPage } from './consent-banner.fixture.tsx'

const PAGE = BANNER_TEST_PAGE
const page = bannerTestPage

/** The HTML the server sends, the lazily loaded banner included (the server waits for it). */
async function serverDocument(locale: LocaleCode, pending: boolean) {
	const { prelude } = await prerender(page(locale, pending))
	const html = (await new Response(prelude).text()).replaceAll('<!-- -->', '')
	return new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html')
}

// The banner's code waits for the visitor to reach for it; here every render may load it.
beforeAll(loadConsentBanner)

const clearCookie = () => {
	document.cookie = 'kcal_consent=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/'
}

beforeEach(clearCookie)
afterEach(clearCookie)

describe('before JavaScript', () => {
	test.each(['en', 'ar-ae', 'ru-ae'] as const)('%s: a labelled region whose form posts the answer to /consent and comes back to the page', async (locale) => {
		const { t } = i18nFor(locale)
		const doc = await serverDocument(locale, true)
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

	test('nothing is rendered for a visitor who answered (or a crawler)', async () => {
		expect((await serverDocument('en', false)).querySelector('section')).toBeNull()
	})

	test('the footer control is a button whose form leads to the choice on the privacy policy', async () => {
		const form = (await serverDocument('ar-ae', false)).querySelector('footer form')
		expect(form?.getAttribute('action')).toBe('/ar-ae/privacy-policy/#cookie-settings')
		expect(form?.getAttribute('method')).toBe('get')
		expect(form?.querySelector('button[type="submit"]')?.textContent).toBe(i18nFor('ar-ae').t('consent.settings'))
	})
})
