// @vitest-environment happy-dom
/**
 * The catalogue pages (home, the four plan collections, a plan, a sample menu, cheap meal plans)
 * as the server renders them before hydration, in every language, with the catalogue built from
 * content/ in place of the database queries: one h1, headings in order, and the facts and links
 * each page promises. tests/integration/catalogue-pages.test.ts runs the loaders on real data.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { PLAN_SEEDS } from '../../content/plans.ts'
import { CAMPAIGN_CODES } from '../../content/discount-codes.ts'
import { getLocale, LOCALE_CODES, localizePath } from '../../domain/locale.ts'
import { formatDiscountValue } from '../utils/discount-terms.ts'
import { setMockMenuFrom } from '../test-support/schedule-terms-mock.ts'
import { addDays, uaeClock, weekdayOf } from '../../domain/delivery-schedule.ts'
import { formatCalendarDate } from '../../domain/text-template.ts'
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
import CheapMealPlans, { loader as cheapMealPlansLoader } from './cheap-meal-plans.tsx'
import Home, { loader as homeLoader } from './home.tsx'
import MealPlan, { loader as mealPlanLoader } from './meal-plan.tsx'
import PlanCollection, { loader as planCollectionLoader } from './plan-collection.tsx'
import SampleMenu, { loader as sampleMenuLoader } from './sample-menu.tsx'

vi.mock('../utils/schedule-terms.server.ts', () => import('../test-support/schedule-terms-mock.ts'))

vi.mock('../../server/db/queries/plans.ts', async () => (await import('../test-support/catalogue-queries-mock.ts')).planQueries)
vi.mock('../../server/db/queries/catalogue.ts', async () => (await import('../test-support/catalogue-queries-mock.ts')).catalogueQueries)
// The live campaigns of the plans page's current offers, as the seed writes the codes.
vi.mock('../../server/db/queries/discount-codes.ts', () => import('../test-support/discount-codes-mock.ts'))
// No photo uploaded yet: the pages' designed layout without one (photos have their own tests).
vi.mock('../../server/catalogue/plan-page-data.ts', () => ({ cachedPlanPhoto: async () => null }))
// No plan of the fixture is withdrawn from sale (the 410 page: tests/integration/catalogue/console-withdraw-plan.test.ts).
vi.mock('../../server/db/queries/withdrawn-plans.ts', () => ({ findWithdrawnPlanName: async () => null }))
vi.mock('../../server/db/queries/sample-menus.ts', async () => (await import('../test-support/catalogue-queries-mock.ts')).sampleMenuQueries)

const config = loadConfig({})

type Page = PageModule
const PAGES = {
	home: { Component: Home, loader: homeLoader },
	collection: { Component: PlanCollection, loader: planCollectionLoader },
	plan: { Component: MealPlan, loader: mealPlanLoader },
	sampleMenu: { Component: SampleMenu, loader: sampleMenuLoader },
	cheap: { Component: CheapMealPlans, loader: cheapMealPlansLoader },
} as unknown as Record<string, Page>

function jsonLd(doc: Document) {
	return JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')
}

beforeEach(() => {
	vi.clearAllMocks()
})

describe.each(LOCALE_CODES)('%s', (locale) => {
	const popular = PLAN_SEEDS.filter((plan) => plan.tags.includes('popular'))

	test('home: promise, popular plans with prices, dishes, assessment, app, questions and trust', async () => {
		const { doc, t, at } = await renderPage(PAGES.home as Page, locale, '/')
		expectSoundOutline(doc, t('pages.home.heading'))
		const links = hrefs(doc)
		for (const plan of popular) expect(links).toContain(at(`/meal-plans/${plan.slug}/`))
		expect(links).toEqual(expect.arrayContaining([at('/body-assessment/'), at('/app/'), at('/faqs/'), at('/terms/'), '/app-store/', '/play-store/']))
		expect(links).toContain(at('/meal-plans/success-international-sample-menu/'))
		expect(doc.querySelectorAll('#popular-plans li h3')).toHaveLength(popular.length)
		expect(doc.querySelectorAll('#menu li h3')).toHaveLength(6)
		expect(doc.querySelectorAll('#questions details')).toHaveLength(4)
		expect(textOf(doc.body)).toContain(config.company.trn)
		expect(textOf(doc.body)).toContain(config.company.legalName)
		expect(textOf(doc.querySelector('#trust'))).not.toContain('{{')
		// The shipped example company is not presented as a real VAT-registered one.
		expect(textOf(doc.querySelector('#trust [role="note"]'))).toBe(t('exampleDetails.page'))
	})

	test.each([
		['mealPlans', '/meal-plans/', PLAN_SEEDS.length],
		['popularMealPlans', '/meal-plans/popular-meal-plans/', popular.length],
		['weightLossMealPlans', '/meal-plans/weight-loss-meal-plans/', 3],
		['dietSpecificMealPlans', '/meal-plans/diet-specific-meal-plans/', PLAN_SEEDS.filter((plan) => plan.tags.includes('diet-specific')).length],
	] as const)('%s: its plans as cards and the links between collections', async (id, path, count) => {
		const { data, doc, t, at } = await renderPage(PAGES.collection as Page, locale, path)
		expect(data.meta.title).toBe(t('meta.titleTemplate', { title: t(`pages.${id}.title`) }))
		expect(data.meta.description).toBe(t(`pages.${id}.intro`))
		expectSoundOutline(doc, t(`pages.${id}.heading`))
		expect(doc.querySelectorAll('main li h2, body li h2')).toHaveLength(count)
		expect(doc.querySelector('nav a[aria-current="page"]')?.getAttribute('href')).toBe(at(path))
		expect(doc.querySelectorAll('nav a')).toHaveLength(4)
	})

	test('the plans page lists the current offers: each live campaign linking to its page, what it takes off, its conditions and code', async () => {
		const { doc, t, at } = await renderPage(PAGES.collection as Page, locale, '/meal-plans/')
		const section = doc.getElementById('current-offers')
		expect(section?.querySelector('h2')?.textContent).toBe(t('offers.heading'))
		const links = [...(section?.querySelectorAll('li h3 a') ?? [])].map((link) => link.getAttribute('href'))
		expect(links).toEqual([at('/campaign/kmp_2499/'), at('/campaign/kmp_2499_app/')])
		const text = textOf(section!)
		expect(text).toContain(t('pages.campaignKmp2499.title'))
		expect(text).toContain(t('offers.value', { value: formatDiscountValue(CAMPAIGN_CODES.kmp_2499, getLocale(locale).language) }).replace(/[\s\u00a0]+/g, ' '))
		expect(text).toContain('KMP2499APP')
		// The ended campaigns are not offered.
		expect(links).not.toContain(at('/campaign/ny25/'))
	})

	test('plan page: calories by size, the price table, the deposit, the sample menu and the customise link', async () => {
		const { data, doc, t, at } = await renderPage(PAGES.plan as Page, locale, '/meal-plans/international/', { params: { '*': 'international/' } })
		const name = PLAN_SEEDS[0]?.text[locale].name ?? ''
		expect(data.meta.description).toBe(PLAN_SEEDS[0]?.text[locale].summary)
		expectSoundOutline(doc, t('mealPlan.title', { plan: name }))
		const tables = doc.querySelectorAll('table')
		// Calories of both sizes, then a price table per size: the chosen size's shown, the other's
		// in the HTML but hidden until its tab (a link before hydration) is chosen.
		expect(tables).toHaveLength(3)
		expect(tables[0]?.querySelectorAll('tbody tr')).toHaveLength(2)
		expect(tables[1]?.querySelectorAll('tbody tr')).toHaveLength(4)
		expect(tables[1]?.querySelectorAll('tbody td')).toHaveLength(12)
		expect(tables[1]?.closest('[hidden]')).toBeNull()
		expect(tables[2]?.closest('[hidden]')).not.toBeNull()
		const customise = at('/meal-plans/customise-meal-plan/?plan=international&size=regular')
		expect(hrefs(doc).filter((href) => href === customise)).toHaveLength(2)
		expect(hrefs(doc)).toContain(at('/meal-plans/success-international-sample-menu/'))
		expect(doc.querySelector('a[aria-current="true"]')?.getAttribute('href')).toBe(`${at('/meal-plans/international/')}?size=regular#tab-regular`)
		const graph = jsonLd(doc)['@graph']
		expect(graph[0]).toMatchObject({
			'@type': 'Product',
			name,
			url: `${TEST_ORIGIN}${at('/meal-plans/international/')}`,
			offers: { '@type': 'AggregateOffer', priceCurrency: 'AED', lowPrice: '99.00', highPrice: '155.00', offerCount: 24 },
		})
		expect(graph[1]['@type']).toBe('BreadcrumbList')
		expect(graph[1].itemListElement).toHaveLength(3)
	})

	test('plan page: a plan whose first weekly menu begins later than the usual notice says from which day it starts', async () => {
		// A Monday three to four weeks ahead, never one of the mocked closed days.
		let monday = addDays(uaeClock(new Date()).date, 21)
		while (weekdayOf(monday) !== 1) monday = addDays(monday, 1)
		setMockMenuFrom(monday)
		try {
			const { doc } = await renderPage(PAGES.plan as Page, locale, '/meal-plans/international/', { params: { '*': 'international/' } })
			const note = doc.querySelector('[data-plan-start]')
			expect(textOf(note!)).toContain(formatCalendarDate(monday, getLocale(locale).language))
			// In the hero, before the customise link.
			expect(note?.closest('main > *')?.querySelector(`a[href*="customise-meal-plan"]`)).not.toBeNull()
		} finally {
			setMockMenuFrom(null)
		}
		const usual = await renderPage(PAGES.plan as Page, locale, '/meal-plans/international/', { params: { '*': 'international/' } })
		expect(usual.doc.querySelector('[data-plan-start]')).toBeNull()
	})

	test('plan page: ?size=plus shows the Plus table and customises Plus; a plan without a menu links none', async () => {
		const plus = await renderPage(PAGES.plan as Page, locale, '/meal-plans/international/?size=plus', { params: { '*': 'international/' } })
		expect(hrefs(plus.doc)).toContain(plus.at('/meal-plans/customise-meal-plan/?plan=international&size=plus'))
		// 7 days × 8 weeks of International Plus: 155 × 79 % → AED 122 a day.
		const shownPrices = [...plus.doc.querySelectorAll('table')].filter((table) => !table.closest('[hidden]'))
		expect(shownPrices).toHaveLength(2)
		expect(textOf(shownPrices[1])).toContain('122')
		const weightLoss = await renderPage(PAGES.plan as Page, locale, '/meal-plans/weight-loss/?size=huge', { params: { '*': 'weight-loss/' } })
		expect(hrefs(weightLoss.doc)).toContain(weightLoss.at('/meal-plans/customise-meal-plan/?plan=weight-loss&size=regular'))
		expect(hrefs(weightLoss.doc).some((href) => href?.includes('sample-menu'))).toBe(false)
	})

	test('plan page: an unknown plan is a 404, and so is a deeper path under a plan (the catch-all takes any depth)', async () => {
		for (const path of ['no-such-plan/', 'international/plus/', 'a/b/c/']) {
			const url = new URL(localizePath(`/meal-plans/${path}`, locale), TEST_ORIGIN)
			await expect(mealPlanLoader({ context: loaderContext(locale), url, params: { '*': path } } as never), path).rejects.toMatchObject({ init: { status: 404 } })
		}
	})

	test('sample menu: seven day tabs (links before hydration) with every panel in the HTML, dishes with macros and allergens', async () => {
		const { doc, t, at } = await renderPage(PAGES.sampleMenu as Page, locale, '/meal-plans/success-international-sample-menu/')
		expectSoundOutline(doc, t('sampleMenu.heading', { diet: t('diets.international') }))
		const menuPath = at('/meal-plans/success-international-sample-menu/')
		const dayLinks = [...doc.querySelectorAll('#week ul[aria-label] a')]
		expect(dayLinks.map((link) => link.getAttribute('href'))).toEqual([1, 2, 3, 4, 5, 6, 7].map((day) => `${menuPath}?day=${day}#tab-day-${day}`))
		expect(dayLinks[0]?.getAttribute('aria-current')).toBe('true')
		const panels = dayPanels(doc)
		expect(panels).toHaveLength(7)
		expect(panels.filter((panel) => panel.hasAttribute('hidden'))).toHaveLength(6)
		// Four dishes a day, each a card with its name as a heading.
		expect(panels.flatMap((panel) => [...panel.querySelectorAll('li h3')])).toHaveLength(28)
		expect(textOf(panels[0])).toContain(t('allergens.gluten'))
		expect(textOf(panels[0])).toContain(t('mealSlots.breakfast'))
		expect(hrefs(doc)).toEqual(
			expect.arrayContaining([at('/meal-plans/customise-meal-plan/?plan=international&size=regular'), at('/meal-plans/international/')]),
		)
		// The nine other diets' menus.
		expect(doc.querySelectorAll('#more-menus a')).toHaveLength(9)
	})

	test('sample menu: ?day=3 shows Wednesday; a day the menu lacks shows the first', async () => {
		const third = await renderPage(PAGES.sampleMenu as Page, locale, '/meal-plans/success-international-sample-menu/?day=3')
		const shown = dayPanels(third.doc).map((panel) => !panel.hasAttribute('hidden'))
		expect(shown).toEqual([false, false, true, false, false, false, false])
		expect(third.doc.querySelector('#week a[aria-current="true"]')?.getAttribute('href')).toMatch(/\?day=3#tab-day-3$/)
		const unknown = await renderPage(PAGES.sampleMenu as Page, locale, '/meal-plans/success-international-sample-menu/?day=9')
		expect(unknown.doc.querySelector('#week a[aria-current="true"]')?.getAttribute('href')).toMatch(/\?day=1#tab-day-1$/)
	})

	test('cheap meal plans: the lowest price from the data, every plan ranked, and the savings worked out', async () => {
		const { data, doc, t, at } = await renderPage(PAGES.cheap as Page, locale, '/cheap-meal-plans/')
		expect(data.meta.title).toBe(t('meta.titleTemplate', { title: t('pages.cheapMealPlans.title') }))
		expectSoundOutline(doc, t('pages.cheapMealPlans.heading'))
		// Wellness Regular, 7 days a week for 8 weeks: 115 × 79 % → AED 91 a day, 56 days.
		expect(textOf(doc.querySelector('#lowest'))).toContain('91')
		expect(hrefs(doc)).toContain(at('/meal-plans/customise-meal-plan/?plan=wellness&size=regular'))
		const rows = doc.querySelectorAll('#every-plan tbody tr')
		expect(rows).toHaveLength(PLAN_SEEDS.length)
		expect(rows[0]?.querySelector('a')?.getAttribute('href')).toBe(at('/meal-plans/wellness/'))
		const changes = textOf(doc.querySelector('#days-and-weeks'))
		for (const percent of ['6', '15', '21']) expect(changes).toMatch(new RegExp(`${percent}\\s?%`))
		expect(textOf(doc.body)).not.toContain('{{')
	})
})

/** The sample menu's day panels: the siblings of its row of day tabs. */
function dayPanels(doc: Document) {
	const tabRow = doc.querySelector('#week ul[aria-label]')
	return [...(tabRow?.parentElement?.children ?? [])].filter((element) => element !== tabRow)
}
