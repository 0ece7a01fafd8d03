// @vitest-environment happy-dom
/**
 * The partner, ambassador and funnel pages (/partner-in-health/, its Samsung offer, an ambassador's
 * invitation, /get-started/, /get-started/ru/ and /metabolic-lp/) as the server renders them, in
 * every language, with the catalogue, the ambassador and the partner offer built from content/ in
 * place of the database: their titles, one h1 and headings in order, and the links that carry codes. The
 * ambassador lookup itself runs on a real database in tests/integration/ambassadors.test.ts.
 */
import { describe, expect, test, vi } from 'vitest'
import { AMBASSADOR_SEEDS } from '../../content/ambassadors.ts'
import { PARTNER_CODES } from '../../content/discount-codes.ts'
import { GET_STARTED_RU, RUSSIAN_VERSION_LINK } from '../../content/pages/get-started.ts'
import { PARTNER_IN_HEALTH } from '../../content/pages/partner-in-health.ts'
import { PLAN_SEEDS } from '../../content/plans.ts'
import { LOCALE_CODES, type LocaleCode, localizePath } from '../../domain/locale.ts'
import { loadConfig } from '../../server/config.ts'
import {
	expectSoundOutline,
	hrefs,
	loaderContext,
	type PageModule,
	renderPage,
	TEST_ORIGIN,
	textOf,
} from '../test-support/render-page.tsx'
import type { Ambassador } from '../../server/db/queries/ambassadors.ts'
import type { PartnerOffer } from '../../server/db/queries/partner-offers.ts'
import AmbassadorSignUp, { loader as ambassadorLoader } from './ambassador-sign-up.tsx'
import GetStarted, { loader as getStartedLoader } from './get-started.tsx'
import MetabolicLp, { loader as metabolicLoader } from './metabolic-lp.tsx'
import PartnerInHealthSamsung, { loader as samsungLoader } from './partner-in-health-samsung.tsx'
import PartnerInHealth, { loader as partnerLoader } from './partner-in-health.tsx'

vi.mock('../../server/db/queries/plans.ts', async () => {
	const fixture = await import('./catalogue-pages.fixture.ts')
	return { listActivePlans: async (_db: unknown, locale: LocaleCode) => fixture.planSummaries(locale) }
})

/** The seeded ambassadors, with the welcome code of content/discount-codes.ts, as the query returns them. */
vi.mock('../../server/db/queries/ambassadors.ts', async () => {
	const { AMBASSADOR_SEEDS: seeds } = await import('../../content/ambassadors.ts')
	const { DISCOUNT_CODE_SEEDS: codes } = await import('../../content/discount-codes.ts')
	return {
		findActiveAmbassador: async (_db: unknown, handle: string): Promise<Ambassador | null> => {
			const seed = seeds.find((candidate) => candidate.handle === handle.toLowerCase() && candidate.isActive)
			if (!seed) return null
			const code = codes.find((candidate) => candidate.code === seed.welcomeDiscountCode)
			return { handle: seed.handle, displayName: seed.displayName, referralCode: seed.referralCode, welcomeDiscount: code ?? null }
		},
	}
})

/** The seeded partner offers, with their codes of content/discount-codes.ts, as the query returns them. */
vi.mock('../../server/db/queries/partner-offers.ts', async () => {
	const { PARTNER_OFFER_SEEDS: seeds } = await import('../../content/partner-offers.ts')
	const { DISCOUNT_CODE_SEEDS: codes } = await import('../../content/discount-codes.ts')
	const { offeredCode } = await import('../../domain/partner-offers.ts')
	return {
		findPartnerOffer: async (_db: unknown, slug: string, locale: LocaleCode): Promise<PartnerOffer | null> => {
			const seed = seeds.find((candidate) => candidate.slug === slug)
			const code = codes.find((candidate) => candidate.code === seed?.code)
			if (!seed || !code) return null
			return { slug, partnerName: seed.partnerName, headline: seed.headline[locale], code: offeredCode({ ...seed, archivedAt: null }, code) }
		},
	}
})

const ENV = { SUPPORT_EMAIL: 'care@kcal.example' }
const config = loadConfig(ENV)
const AMBASSADOR = AMBASSADOR_SEEDS[0] as (typeof AMBASSADOR_SEEDS)[number]

type Page = PageModule
const PAGES = {
	partner: { Component: PartnerInHealth, loader: partnerLoader },
	samsung: { Component: PartnerInHealthSamsung, loader: samsungLoader },
	ambassador: { Component: AmbassadorSignUp, loader: ambassadorLoader },
	getStarted: { Component: GetStarted, loader: getStartedLoader },
	metabolic: { Component: MetabolicLp, loader: metabolicLoader },
} as unknown as Record<string, Page>

describe.each(LOCALE_CODES)('%s', (locale) => {
	test('Partner in Health: the programme, the Samsung offer with its figure, and the enquiry', async () => {
		const { data, doc, t, at } = await renderPage(PAGES.partner as Page, locale, '/partner-in-health/', { env: ENV })
		expect(data.meta.title).toBe(t('meta.titleTemplate', { title: t('pages.partnerInHealth.title') }))
		expectSoundOutline(doc, t('pages.partnerInHealth.heading'))
		expect(hrefs(doc)).toEqual(expect.arrayContaining(['#enquiry', '#redeem', at('/partner-in-health/samsung/'), at('/contact/?topic=other')]))
		expect(hrefs(doc)).toContain(`mailto:care@kcal.example?subject=${encodeURIComponent(PARTNER_IN_HEALTH[locale].enquiry.emailSubject)}`)
		expect(textOf(doc.querySelector('#partners'))).toMatch(/20\s?\u200e?%/)
	})

	test('Samsung: the live offer from the code’s data, and a button that carries the code', async () => {
		const { doc, t, at } = await renderPage(PAGES.samsung as Page, locale, '/partner-in-health/samsung/', { env: ENV })
		expectSoundOutline(doc, t('pages.partnerInHealthSamsung.heading'))
		const code = PARTNER_CODES.samsung.code
		expect(hrefs(doc).filter((href) => href === at(`/meal-plans/customise-meal-plan/?code=${code}`))).toHaveLength(2)
		const offer = doc.querySelector('#offer')
		expect(textOf(offer)).toContain(code)
		expect(textOf(offer)).toMatch(/20\s?\u200e?%/)
		// Minimum weeks and one use per customer, in the page's language.
		expect(offer?.querySelectorAll('li')).toHaveLength(3)
		expect(doc.querySelector('[dir="ltr"]')?.textContent).toBe(code)
	})

	test('an ambassador’s invitation: name, welcome discount, referral code and links that carry it', async () => {
		const { data, doc, t, at } = await renderPage(PAGES.ambassador as Page, locale, `/ambassador-sign-up/${AMBASSADOR.handle}/`, {
			env: ENV,
			params: { name: AMBASSADOR.handle },
		})
		const name = AMBASSADOR.displayName
		expect(data.meta.title).toBe(t('meta.titleTemplate', { title: t('pages.ambassadorSignUp.title', { name }) }))
		expect(data.meta.description).toBe(t('pages.ambassadorSignUp.intro', { name }))
		expectSoundOutline(doc, t('pages.ambassadorSignUp.heading', { name }))
		const links = hrefs(doc)
		expect(links).toContain(at(`/sign-up/?referral=${AMBASSADOR.referralCode}`))
		expect(links).toContain(at(`/meal-plans/customise-meal-plan/?referral=${AMBASSADOR.referralCode}`))
		expect(links).toContain(at('/contact/?topic=ambassador'))
		expect(textOf(doc.querySelector('#gift'))).toContain(AMBASSADOR.referralCode)
		expect(textOf(doc.querySelector('#gift'))).toMatch(/15\s?\u200e?%/)
	})

	test('the ambassador is found whatever the case of the address; unknown and malformed handles are a 404', async () => {
		const upper = AMBASSADOR.handle.toUpperCase()
		const { data } = await renderPage(PAGES.ambassador as Page, locale, `/ambassador-sign-up/${upper}/`, { env: ENV, params: { name: upper } })
		expect(data).toMatchObject({ referralCode: AMBASSADOR.referralCode })
		for (const name of ['nobody-here', '-x-']) {
			const url = new URL(localizePath(`/ambassador-sign-up/${name}/`, locale), TEST_ORIGIN)
			await expect(ambassadorLoader({ context: loaderContext(locale, { env: ENV }), url, params: { name }, request: new Request(url) } as never)).rejects.toMatchObject({
				init: { status: 404 },
			})
		}
	})

	test('/get-started/: its own header, main and footer, goals with "from" prices, and the company', async () => {
		const { data, doc, t, at } = await renderPage(PAGES.getStarted as Page, locale, '/get-started/', { env: ENV })
		expect(data.meta.title).toBe(t('meta.titleTemplate', { title: t('pages.getStarted.title') }))
		expectSoundOutline(doc, t('pages.getStarted.heading'))
		expect(doc.querySelectorAll('header, main#main, footer')).toHaveLength(3)
		expect(hrefs(doc)).toEqual(
			expect.arrayContaining([
				'#goal',
				at('/body-assessment/'),
				at('/meal-plans/weight-loss-meal-plans/'),
				at('/meal-plans/popular-meal-plans/'),
				at('/meal-plans/athlete/'),
				at('/terms/'),
				at('/privacy-policy/'),
			]),
		)
		expect(hrefs(doc)).toContain('https://wa.me/971505550100')
		// Three goals priced from the catalogue, "not sure" without a price.
		expect(doc.querySelectorAll('#goal li')).toHaveLength(4)
		expect(doc.querySelectorAll('#goal li bdi')).toHaveLength(3)
		expect(textOf(doc.querySelector('footer'))).toContain(config.company.trn)
		expect(textOf(doc.body)).not.toContain(RUSSIAN_VERSION_LINK)
	})

	test('/get-started/ru/: the Russian speakers’ copy in the page’s language, linking to the Russian page', async () => {
		const { doc, t } = await renderPage(PAGES.getStarted as Page, locale, '/get-started/ru/', { env: ENV })
		expectSoundOutline(doc, t('pages.getStartedRu.heading'))
		// Inside the Russian layout: the layout has the header and footer.
		expect(doc.querySelector('main, footer')).toBeNull()
		expect(textOf(doc.querySelector('#support-heading'))).toBe(GET_STARTED_RU[locale].support.heading)
		const russianLink = doc.querySelector('a[hreflang="ru-AE"]')
		if (locale === 'ru-ae') expect(russianLink).toBeNull()
		else {
			expect(russianLink?.getAttribute('href')).toBe('/ru-ae/get-started/ru/')
			expect(russianLink?.getAttribute('lang')).toBe('ru-AE')
		}
	})

	test('/metabolic-lp/: the formula and factors from the assessment’s rules, the worked example and the lead form', async () => {
		const { doc, t } = await renderPage(PAGES.metabolic as Page, locale, '/metabolic-lp/?utm_source=meta&utm_campaign=metabolism', { env: ENV })
		expectSoundOutline(doc, t('pages.metabolicLp.heading'))
		const formulas = [...doc.querySelectorAll('#bmr dd')].map(textOf)
		expect(formulas).toHaveLength(2)
		expect(formulas[0]).toMatch(/10 × .+ \+ 6[.,]25 × .+ − 5 × .+ − 161$/)
		expect(formulas[1]).toMatch(/\+ 5$/)
		expect([...doc.querySelectorAll('#tdee td')].map(textOf)).toEqual(['× 1.2', '× 1.375', '× 1.55', '× 1.725', '× 1.9'].map((factor) => (locale === 'ru-ae' ? factor.replace('.', ',') : factor)))
		expect(textOf(doc.querySelector('#example'))).toMatch(/1[,\u00a0\u202f ]?420.*1[,\u00a0\u202f ]?953.*1[,\u00a0\u202f ]?453/)
		const form = doc.querySelector('#talk form')
		expect(form?.getAttribute('method')).toBe('post')
		expect(form?.querySelector('input[name="sourcePath"]')?.getAttribute('value')).toBe('/metabolic-lp/')
		expect(form?.querySelector('input[name="utmSource"]')?.getAttribute('value')).toBe('meta')
	})
})

test('the plans the funnel prices its goals from exist in the catalogue', () => {
	const slugs = PLAN_SEEDS.map((plan) => plan.slug)
	expect(slugs).toContain('athlete')
	expect(PLAN_SEEDS.some((plan) => plan.tags.includes('weight-loss'))).toBe(true)
	expect(PLAN_SEEDS.some((plan) => plan.tags.includes('popular'))).toBe(true)
})
