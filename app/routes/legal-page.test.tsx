// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { createRoutesStub, RouterContextProvider } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import { TERMS } from '../../content/pages/terms.ts'
import { LEGAL_LAST_UPDATED } from '../../content/pages/legal.ts'
import { type CompanySettings, localeContext, servicesContext } from '../context.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { formatLegalDate } from '../utils/legal-page.server.ts'
import LegalPage, { loader } from './legal-page.tsx'

vi.mock('../utils/schedule-terms.server.ts', () => import('../test-support/schedule-terms-mock.ts'))

afterEach(cleanup)

const COMPANY: CompanySettings = {
	legalName: 'kcal Healthy Meals L.L.C.',
	trn: '100000000000003',
	address: 'Al Quoz Industrial Area 3, Dubai, United Arab Emirates',
	supportPhone: '+97145550100',
	supportWhatsapp: '+971505550100',
	supportEmail: 'hello@kcal.example',
}

async function renderLegalPage(path: string, locale: LocaleCode, company: Partial<CompanySettings> | undefined = COMPANY) {
	const i18n = i18nFor(locale)
	const context = new RouterContextProvider()
	context.set(localeContext, i18n)
	context.set(servicesContext, { settings: { origin: 'https://kcal.ae', company } } as never)
	const url = localizePath(path, locale)
	const loaderData = await loader({ url: new URL(url, 'https://kcal.ae'), context } as never)
	const Stub = createRoutesStub([{ id: 'legal', path: url, Component: LegalPage as never, loader: () => loaderData }], context)
	render(
		<I18nProvider i18n={i18n}>
			<Stub initialEntries={[url]} hydrationData={{ loaderData: { legal: loaderData } }} />
		</I18nProvider>,
	)
	return loaderData
}

describe('legal page', () => {
	test.each([
		['/terms/', 'en'],
		['/terms/mea/', 'ar-ae'],
		['/privacy-policy/', 'ru-ae'],
	] as const)('%s in %s: one h1, the date, contents linking to every numbered section', async (path, locale) => {
		const data = await renderLegalPage(path, locale)
		expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1)
		expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(data.heading)
		expect(document.querySelector('time')?.getAttribute('dateTime')).toBe(LEGAL_LAST_UPDATED)
		const contents = within(screen.getByRole('navigation'))
		const links = contents.getAllByRole('link')
		expect(links.map((link) => link.getAttribute('href'))).toEqual(data.document.sections.map((section) => `#${section.id}`))
		for (const [index, section] of data.document.sections.entries()) {
			const element = document.getElementById(section.id)
			expect(element?.tagName).toBe('SECTION')
			expect(within(element as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe(`${index + 1}. ${section.title}`)
			expect(element?.querySelectorAll(':scope > ol > li')).toHaveLength(section.clauses.length)
		}
	})

	test('fills the company details and links pages in the page’s language', async () => {
		await renderLegalPage('/terms/', 'ar-ae')
		const contact = await screen.findByRole('region', { name: `16. ${TERMS['ar-ae'].sections[15]?.title}` })
		expect(contact.textContent).toContain(COMPANY.legalName)
		expect(contact.textContent).toContain(COMPANY.address)
		expect(within(contact).getByRole('link', { name: COMPANY.supportEmail }).getAttribute('href')).toBe(`mailto:${COMPANY.supportEmail}`)
		expect(within(contact).getByRole('link', { name: 'صفحة تواصل معنا' }).getAttribute('href')).toBe('/ar-ae/contact/')
		expect(document.getElementById('about')?.textContent).toContain(COMPANY.trn)
		expect(document.body.textContent).not.toMatch(/\{\{|\]\(/)
	})

	test.each(['en', 'ar-ae', 'ru-ae'] as const)('%s: says the company details are examples while they are the shipped ones', async (locale) => {
		await renderLegalPage('/terms/', locale, { ...COMPANY, isExample: true })
		expect((await screen.findByRole('note')).textContent).toBe(i18nFor(locale).t('exampleDetails.page'))
		cleanup()
		await renderLegalPage('/terms/', locale, COMPANY)
		await screen.findAllByRole('heading', { level: 1 })
		expect(screen.queryByRole('note')).toBeNull()
	})

	test.each([
		['en', 'The upcoming closed days are 2 December 2026 and 3 December 2026.'],
		['ar-ae', 'أيام الإغلاق القادمة:'],
		['ru-ae', 'Ближайшие нерабочие дни:'],
	] as const)('%s: the delivery section lists the upcoming closed days in the page’s date format', async (locale, sentence) => {
		const data = await renderLegalPage('/terms/', locale)
		const delivery = document.getElementById('delivery')
		expect(delivery?.textContent).toContain(sentence)
		for (const date of ['2026-12-02', '2026-12-03']) expect(delivery?.textContent).toContain(formatLegalDate(date, locale))
		expect(data.placeholders.closedDays).toEqual({ kind: 'text', text: expect.stringContaining(formatLegalDate('2026-12-03', locale)) })
	})

	test('falls back to “kcal” and the contact page while the company details are missing', async () => {
		await renderLegalPage('/terms/', 'en', {})
		const about = await screen.findByRole('region', { name: '1. About these terms' })
		expect(about.textContent).toContain('between you and kcal (')
		expect(within(about).getByRole('link', { name: 'see our contact page' }).getAttribute('href')).toBe('/contact/')
		expect(about.textContent).toContain('shown on every tax invoice we issue')
		const complaints = document.getElementById('complaints') as HTMLElement
		expect(within(complaints).getByRole('link', { name: 'kcal.ae/contact/' }).getAttribute('href')).toBe('/contact/')
	})
})

describe('cookie settings on the privacy policy', () => {
	test('the cookies section ends with the consent form, which comes back to it after a plain post', async () => {
		await renderLegalPage('/privacy-policy/', 'ar-ae')
		const { t } = i18nFor('ar-ae')
		const settings = await waitForElement('cookie-settings')
		expect(settings.closest('section')?.id).toBe('cookies')
		const form = settings.querySelector('form')
		expect(form?.getAttribute('action')).toBe('/consent')
		expect(form?.querySelector<HTMLInputElement>('input[name="redirectTo"]')?.value).toBe('/ar-ae/privacy-policy/#cookie-settings')
		expect(within(settings).getByRole('checkbox', { name: t('consent.analytics') })).toBeTruthy()
		expect(within(settings).getByRole('checkbox', { name: t('consent.marketing') })).toBeTruthy()
		expect(within(settings).getByRole('button', { name: t('consent.save') })).toBeTruthy()
	})

	test('no other legal page has it', async () => {
		await renderLegalPage('/terms/', 'en')
		await screen.findAllByRole('heading', { level: 1 })
		expect(document.getElementById('cookie-settings')).toBeNull()
	})
})

async function waitForElement(id: string) {
	await screen.findAllByRole('heading', { level: 1 })
	const element = document.getElementById(id)
	if (!element) throw new Error(`No #${id} on the page`)
	return element
}
