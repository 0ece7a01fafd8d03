// @vitest-environment happy-dom
/**
 * The six content pages (about us, FAQs, app, Hydra, kcal-fit, account deletion) as the server
 * renders them, in every language: their loader's title and description, one h1, headings in
 * order, and what each page must link to.
 */
import { describe, expect, test, vi } from 'vitest'
import { LOCALE_CODES, type LocaleCode } from '../../domain/locale.ts'
import { loadConfig } from '../../server/config.ts'
import { expectSoundOutline, hrefs, type PageModule, renderPage, TEST_NONCE } from '../test-support/render-page.tsx'
import type { PageKey } from '../utils/page.server.ts'
import AboutUs, { loader as aboutUsLoader } from './about-us.tsx'
import Faqs, { loader as faqsLoader } from './faqs.tsx'
import Hydra, { loader as hydraLoader } from './hydra.tsx'
import KcalFit, { loader as kcalFitLoader } from './kcal-fit.tsx'
import MobileApp, { loader as mobileAppLoader } from './mobile-app.tsx'
import UserDeletion, { loader as userDeletionLoader } from './user-deletion.tsx'

vi.mock('../utils/schedule-terms.server.ts', () => import('../test-support/schedule-terms-mock.ts'))

const ENV = { SUPPORT_EMAIL: 'care@kcal.example' }
const config = loadConfig(ENV)

// Route modules are typed for their own route; the stub takes them as plain components.
type Page = PageModule & { key: PageKey; path: string }

const PAGES: Page[] = [
	{ key: 'aboutUs', path: '/about-us/', Component: AboutUs as never, loader: aboutUsLoader as never },
	{ key: 'faqs', path: '/faqs/', Component: Faqs as never, loader: faqsLoader as never },
	{ key: 'app', path: '/app/', Component: MobileApp as never, loader: mobileAppLoader as never },
	{ key: 'hydra', path: '/hydra/', Component: Hydra as never, loader: hydraLoader as never },
	{ key: 'kcalFit', path: '/kcal-fit/', Component: KcalFit as never, loader: kcalFitLoader as never },
	{ key: 'userDeletion', path: '/user-deletion/', Component: UserDeletion as never, loader: userDeletionLoader as never },
]

/** The page rendered as the server does, with the support address configured. */
const render = (page: Page, locale: LocaleCode) => renderPage(page, locale, page.path, { env: ENV })

describe.each(LOCALE_CODES)('%s', (locale) => {
	test.each(PAGES.map((page) => [page.key, page] as const))('%s: its messages, one h1 and headings in order', async (_, page) => {
		const { data, doc, t } = await render(page, locale)
		expect(data.meta.title).toBe(t('meta.titleTemplate', { title: t(`pages.${page.key}.title`) }))
		expect(data.meta.description).toBe(t(`pages.${page.key}.intro`))

		expectSoundOutline(doc, t(`pages.${page.key}.heading`))
	})
})

test('the FAQ page carries FAQPage data with the nonce and every question', async () => {
	const { doc } = await render(PAGES[1] as Page, 'ar-ae')
	const script = doc.querySelector('script[type="application/ld+json"]')
	expect(script?.getAttribute('nonce')).toBe(TEST_NONCE)
	const data = JSON.parse(script?.textContent ?? '{}')
	expect(data['@type']).toBe('FAQPage')
	expect(data.mainEntity).toHaveLength(doc.querySelectorAll('details').length)
	expect(hrefs(doc)).toContain('tel:+97145550100')
})

test('the app page links to both stores through the redirects', async () => {
	const { doc } = await render(PAGES[2] as Page, 'ru-ae')
	const names = [...doc.querySelectorAll('a[href="/app-store/"], a[href="/play-store/"]')].map((link) => link.textContent?.replace(/\s+/g, ' ').trim())
	expect(names).toEqual(['Загрузите в App Store', 'Доступно в Google Play', 'Загрузите в App Store', 'Доступно в Google Play'])
	expect(doc.querySelectorAll('img')).toHaveLength(0)
})

test('Hydra sends people to the customisation page, kcal-fit to its plan and the assessment', async () => {
	expect(hrefs((await render(PAGES[3] as Page, 'ar-ae')).doc)).toContain('/ar-ae/meal-plans/customise-meal-plan/')
	const kcalFitLinks = hrefs((await render(PAGES[4] as Page, 'en')).doc)
	expect(kcalFitLinks).toContain('/meal-plans/kcal-fit/')
	expect(kcalFitLinks).toContain('/body-assessment/')
})

test('account deletion is asked for from the account or by e-mail to the configured address, with no form', async () => {
	const { doc } = await render(PAGES[5] as Page, 'en')
	expect(doc.querySelector('form')).toBeNull()
	expect(hrefs(doc)).toContain('/log-in/?redirectTo=/user-deletion/')
	expect(hrefs(doc)).toContain('mailto:care@kcal.example?subject=Please%20delete%20my%20kcal%20account')
})

test('about us shows the company details from configuration and both calls to action', async () => {
	const { doc } = await render(PAGES[0] as Page, 'en')
	expect(doc.body.textContent).toContain(config.company.legalName)
	expect(doc.body.textContent).toContain(config.company.trn)
	expect(hrefs(doc)).toEqual(expect.arrayContaining(['/meal-plans/', '/body-assessment/', 'https://wa.me/971505550100']))
})
