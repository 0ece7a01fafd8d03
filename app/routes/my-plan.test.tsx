// @vitest-environment happy-dom
/**
 * "My plan" (/account/plan/) and a delivery day's page (/account/plan/day/) as the server renders
 * them, in every language, from the read model's answer (mocked here; the integration test reads
 * real rows): the month view (seven columns from Monday, today marked in words, every delivery
 * day's state in words and linked to its page), the list (date, state, time, address, dishes with
 * kcal), the plan's figures and the cut-off; a day's dishes with their figures; a guest is sent
 * to log in and back; another customer's day is a 404.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { MY_PLAN } from '../../content/pages/my-plan.ts'
import { SAMPLE_MENU } from '../../content/pages/sample-menu.ts'
import { LOCALE_CODES, localizePath } from '../../domain/locale.ts'
import { expectSoundOutline, loaderContext, renderPage, TEST_ORIGIN, textOf } from '../test-support/render-page.tsx'
import type * as SubscriptionViewModule from '../../server/schedule/subscription-view.ts'
import { AREAS, DAY_OPTIONS, dayOn, NOW, PLAN_ID, SAVED_ADDRESS, SUMMARY, VIEW } from './my-plan.fixture.ts'
import * as MyPlanDayPage from './my-plan-day.tsx'
import * as MyPlanPage from './my-plan.tsx'

const read = vi.hoisted(() => ({ plans: [] as unknown[], view: null as unknown, delivery: null as unknown }))

// The reads are mocked; the pure helpers (dayTotals, dishesOfDay) are the real ones.
vi.mock('../../server/schedule/subscription-view.ts', async (importOriginal) => ({
	...(await importOriginal<typeof SubscriptionViewModule>()),
	listCustomerSubscriptions: async () => read.plans,
	findCustomerSubscription: async () => read.view,
	findCustomerDelivery: async () => read.delivery,
}))
vi.mock('../../server/schedule/schedule-data.ts', () => ({ closedDatesFrom: async () => [] }))
vi.mock('../../server/accounts/addresses.ts', () => ({ listAddresses: async () => [SAVED_ADDRESS], findAddress: async () => SAVED_ADDRESS }))
vi.mock('../../server/db/queries/delivery.ts', () => ({ listAreas: async () => AREAS }))
vi.mock('../../server/menus/delivery-meals.ts', () => ({ mealOptionsForDelivery: async () => DAY_OPTIONS }))

const signedIn = { services: { customer: { id: 7, firstName: 'Layla' } as never } }
const planPage = { Component: MyPlanPage.default, loader: MyPlanPage.loader }
const dayPage = { Component: MyPlanDayPage.default, loader: MyPlanDayPage.loader }

beforeAll(() => {
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(NOW)
	read.plans = [SUMMARY]
	read.view = VIEW
})
afterAll(() => {
	vi.useRealTimers()
})

describe.each(LOCALE_CODES)('%s', (locale) => {
	const text = MY_PLAN[locale]

	test('the month view: Monday first, today marked, each delivery day’s state in words and linked to its page', async () => {
		const { doc, t } = await renderPage(planPage, locale, `/account/plan/?plan=${PLAN_ID}`, signedIn)
		expectSoundOutline(doc, t('pages.myPlan.heading'))
		const table = doc.querySelector('table')!
		expect([...table.querySelectorAll('thead th')].map((th) => textOf(th))).toEqual(SAMPLE_MENU[locale].days.map((day) => day.narrow))
		const rows = [...table.querySelectorAll('tbody tr')]
		// December 2026 starts on a Tuesday: five weeks of seven cells.
		expect(rows.map((row) => row.querySelectorAll('td').length)).toEqual([7, 7, 7, 7, 7])
		expect(textOf(rows[0]!.querySelector('td'))).toBe('')

		const today = table.querySelector('td[aria-current="date"]')!
		expect(textOf(today)).toContain(text.month.today)
		expect(today.querySelector('a')?.getAttribute('href')).toBe(localizePath(`/account/plan/day/?day=${dayOn('2026-12-01').id}`, locale))

		const link = (date: string) => table.querySelector(`a[href="${localizePath(`/account/plan/day/?day=${dayOn(date).id}`, locale)}"]`)
		// What a sighted customer reads (the day's number, then its state in a word, hidden from screen readers) and
		// what a screen reader hears (the link's visually hidden name).
		const seen = (date: string) => [...(link(date)?.querySelectorAll('[aria-hidden="true"]') ?? [])].map((span) => textOf(span)).join('')
		const heard = (date: string) => textOf(link(date)?.querySelector('.sr-only') ?? null)
		expect(link('2026-12-03')?.hasAttribute('aria-label')).toBe(false)
		expect(seen('2026-12-03')).toMatch(new RegExp(`^\\p{Nd}${text.shortStates.frozen}$`, 'u'))
		expect(heard('2026-12-03')).toContain(text.states.frozen)
		expect(heard('2026-12-03')).toContain('2026')
		expect(seen('2026-12-04')).toContain(text.shortStates.scheduled)
		// Before the cut-off passed, a day says so to screen readers too.
		expect(heard('2026-12-02')).toContain(text.locked)
		expect(heard('2026-12-04')).not.toContain(text.locked)
		// Sunday 6 December is not a delivery day: a number, no link.
		expect(table.querySelectorAll('tbody a')).toHaveLength(VIEW.deliveries.length - 1)
		// Plain links (one ClientLinks opens them in the app) that React Router still discovers, as a Link's.
		expect(link('2026-12-04')?.getAttribute('data-discover')).toBe('true')
	})

	test('the plan at a glance: days left, last delivery, paused days used and allowed, the cut-off', async () => {
		const { doc } = await renderPage(planPage, locale, '/account/plan/', signedIn)
		const facts = Object.fromEntries([...doc.querySelectorAll('dl > div')].map((pair) => [textOf(pair.querySelector('dt')), textOf(pair.querySelector('dd'))]))
		expect(facts[text.summary.daysLeft]).toBe('5')
		expect(facts[text.summary.lastDelivery]).toMatch(/7/)
		expect(facts[text.summary.paused]).toBe(text.summary.pausedValue.replace('{{used}}', '1').replace('{{allowed}}', '30'))
		expect(textOf(doc.querySelector('#summary-heading'))).toBe('International')
		expect(textOf(doc.body)).toContain('12:00')
		expect(textOf(doc.body)).toContain(text.firstChangeable.split('{{')[0]!.trim())
	})

	test('the list: the next days’ date, state, time, address and dishes with kcal, with their pages', async () => {
		const { doc } = await renderPage(planPage, locale, `/account/plan/?plan=${PLAN_ID}&month=2026-11&view=list`, signedIn)
		expect(doc.querySelector('table')).toBeNull()
		expect(textOf(doc.querySelector('#calendar-heading'))).toBe(text.list.heading)
		const items = [...doc.querySelectorAll('ol > li')]
		// The six days from today (Tuesday 1 December) on, whatever month was asked: Monday 30 November is past.
		expect(items.map((item) => item.querySelector('time')?.getAttribute('datetime'))).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-07'])
		// No more to show; the way back to the month view opens the month asked for.
		expect(doc.querySelector(`a[href*="days="]`)).toBeNull()
		expect(doc.querySelector(`nav[aria-label="${text.views.label}"] a:not([aria-current])`)?.getAttribute('href')).toBe(localizePath(`/account/plan/?plan=${PLAN_ID}&month=2026-11`, locale))
		const friday = items.find((item) => item.querySelector('time')?.getAttribute('datetime') === '2026-12-04')!
		expect(textOf(friday)).toContain(text.states.scheduled)
		expect(textOf(friday)).toContain('Marina Heights')
		expect(textOf(friday)).toContain('08:00–12:00')
		expect(textOf(friday)).toContain('Chicken and rice')
		expect(textOf(friday)).toContain('600 kcal')
		expect(friday.querySelector('a')?.getAttribute('href')).toBe(localizePath(`/account/plan/day/?day=${dayOn('2026-12-04').id}`, locale))
		// Every day's link reads the same; its name says which day it opens.
		expect(friday.querySelector('a')?.getAttribute('aria-label')).toMatch(new RegExp(`^${text.list.details}: .*2026`))
		const view = doc.querySelector(`nav[aria-label="${text.views.label}"] [aria-current="page"]`)
		expect(textOf(view)).toBe(text.views.list)
	})
})

describe('a long plan’s list', () => {
	// Nine more weeks of Monday-to-Saturday days after the fixture's: 61 days from today on.
	const later = Array.from({ length: 63 }, (_, index) => new Date(Date.UTC(2026, 11, 8 + index)).toISOString().slice(0, 10))
		.filter((date) => new Date(`${date}T00:00:00Z`).getUTCDay() !== 0)
		.map((date, index) => ({ ...dayOn('2026-12-07'), id: `00000000-0000-4000-8000-1${String(index).padStart(11, '0')}`, date }))
	const long = { ...(VIEW as object), deliveries: [...VIEW.deliveries, ...later] }
	const upcoming = long.deliveries.filter((day) => day.date >= '2026-12-01')
	const listed = (doc: Document) => [...doc.querySelectorAll('ol > li')].map((item) => item.getAttribute('id'))
	const more = (doc: Document) => doc.querySelector<HTMLAnchorElement>('ol ~ a')

	beforeAll(() => {
		read.view = long
	})
	afterAll(() => {
		read.view = VIEW
	})

	test.each(LOCALE_CODES)('%s: a week of days, then “Show more days”, a link that asks the server for a week more', async (locale) => {
		const { doc } = await renderPage(planPage, locale, `/account/plan/?plan=${PLAN_ID}&view=list`, signedIn)
		expect(listed(doc)).toEqual(upcoming.slice(0, 7).map((day) => `day-${day.id}`))
		expect(textOf(more(doc))).toBe(MY_PLAN[locale].list.more)
		// Opened at the first day it adds, with or without JavaScript.
		expect(more(doc)?.getAttribute('href')).toBe(localizePath(`/account/plan/?plan=${PLAN_ID}&view=list&days=14#day-${upcoming[7]!.id}`, locale))
	})

	test('the longer list is the server’s page: every step up to the plan’s last day, then no link', async () => {
		const second = await renderPage(planPage, 'en', `/account/plan/?plan=${PLAN_ID}&view=list&days=14`, signedIn)
		expect(listed(second.doc)).toEqual(upcoming.slice(0, 14).map((day) => `day-${day.id}`))
		expect(more(second.doc)?.getAttribute('href')).toBe(`/account/plan/?plan=${PLAN_ID}&view=list&days=21#day-${upcoming[14]!.id}`)
		const all = await renderPage(planPage, 'en', `/account/plan/?plan=${PLAN_ID}&view=list&days=70`, signedIn)
		expect(listed(all.doc)).toHaveLength(upcoming.length)
		expect(more(all.doc)).toBeNull()
		// A length that is not a week's multiple is rounded up to one; junk is the first week.
		for (const [asked, length] of [
			['10', 14],
			['abc', 7],
			['-7', 7],
		] as const) {
			const { doc } = await renderPage(planPage, 'en', `/account/plan/?plan=${PLAN_ID}&view=list&days=${asked}`, signedIn)
			expect(listed(doc), asked).toHaveLength(length)
		}
	})
})

test('a finished plan’s list: no day left, and where its earlier days are', async () => {
	read.view = { ...(VIEW as object), status: 'finished', deliveries: VIEW.deliveries.filter((day) => day.date < '2026-12-01') }
	try {
		const { doc } = await renderPage(planPage, 'ru-ae', `/account/plan/?plan=${PLAN_ID}&view=list`, signedIn)
		expect(doc.querySelectorAll('ol > li')).toHaveLength(0)
		expect(textOf(doc.body)).toContain(MY_PLAN['ru-ae'].list.empty)
	} finally {
		read.view = VIEW
	}
})

test('a running plan: pause or resume a range from the first day that can change, renew and cancel links', async () => {
	const { doc } = await renderPage(planPage, 'en', `/account/plan/?plan=${PLAN_ID}`, signedIn)
	const form = doc.querySelector('#pause-range-heading')!.closest('section')!.querySelector('form')!
	expect(form.getAttribute('method')).toBe('post')
	const first = form.querySelector<HTMLInputElement>('input[name="first_day"]')!
	expect([first.type, first.min, first.max]).toEqual(['date', '2026-12-03', '2026-12-07'])
	expect([...form.querySelectorAll('button[name="intent"]')].map((button) => button.getAttribute('value'))).toEqual(['pause-range', 'resume-range'])
	expect(doc.querySelector(`a[href="/account/plan/renew/?plan=${PLAN_ID}"]`)).not.toBeNull()
	expect(doc.querySelector(`a[href="/account/plan/cancel/?plan=${PLAN_ID}"]`)).not.toBeNull()
})

test('a cancelled plan: no cut-off, pause allowance or finish-by date to act on, no renew or cancel links', async () => {
	read.view = { ...(VIEW as object), status: 'cancelled' }
	try {
		const { doc } = await renderPage(planPage, 'en', `/account/plan/?plan=${PLAN_ID}`, signedIn)
		const text = MY_PLAN.en
		const labels = [...doc.querySelectorAll('dl > div > dt')].map((term) => textOf(term))
		expect(labels).toContain(text.summary.daysLeft)
		expect(labels).not.toContain(text.summary.paused)
		expect(labels).not.toContain(text.summary.finishBy)
		expect(textOf(doc.body)).not.toContain('12:00')
		expect(doc.querySelector(`a[href="/account/plan/cancel/?plan=${PLAN_ID}"]`)).toBeNull()
		expect(doc.querySelector('#pause-range-heading')).toBeNull()
	} finally {
		read.view = VIEW
	}
})

test('after a change the page says what was done, with the plan’s new last day', async () => {
	const { doc } = await renderPage(planPage, 'en', `/account/plan/?plan=${PLAN_ID}&done=paused&dates=2026-12-03`, signedIn)
	expect(textOf(doc.querySelector('[role="status"]'))).toBe('Paused: 3 December 2026. Your plan now ends on 7 December 2026.')
	const junk = await renderPage(planPage, 'en', `/account/plan/?plan=${PLAN_ID}&done=paused&dates=yesterday`, signedIn)
	expect(junk.doc.querySelector('[role="status"]')).toBeNull()
})

test('months: the way to the plan’s other months, never past its first or last; an unknown month opens this one', async () => {
	const { doc } = await renderPage(planPage, 'en', `/account/plan/?plan=${PLAN_ID}&month=2026-12`, signedIn)
	const months = doc.querySelector(`nav[aria-label="${MY_PLAN.en.month.label}"]`)!
	expect(textOf(months.querySelector('h2'))).toBe('December 2026')
	expect(months.querySelector('a')?.getAttribute('href')).toBe(`/account/plan/?plan=${PLAN_ID}&month=2026-11`)
	expect(months.querySelectorAll('a')).toHaveLength(1)
	const november = await renderPage(planPage, 'en', `/account/plan/?plan=${PLAN_ID}&month=2026-11`, signedIn)
	expect(textOf(november.doc.querySelector('#calendar-heading'))).toBe('November 2026')
	const unknown = await renderPage(planPage, 'ru-ae', `/account/plan/?month=2031-01`, signedIn)
	expect(textOf(unknown.doc.querySelector('#calendar-heading'))).toBe('декабрь 2026 г.')
})

test('no plan yet: a sentence and the way to the plans', async () => {
	read.plans = []
	read.view = null
	try {
		const { doc } = await renderPage(planPage, 'ar-ae', '/account/plan/', signedIn)
		expect(textOf(doc.body)).toContain(MY_PLAN['ar-ae'].empty.text)
		expect(doc.querySelector('a[href="/ar-ae/meal-plans/"]')).not.toBeNull()
		expect(doc.querySelector('table')).toBeNull()
	} finally {
		read.plans = [SUMMARY]
		read.view = VIEW
	}
})

test('a guest is sent to log in and brought back to the same page', async () => {
	for (const [path, page] of [
		['/account/plan/?view=list', planPage],
		['/account/plan/day/?day=abc', dayPage],
	] as const) {
		const context = loaderContext('ar-ae', { services: { customer: null } })
		const url = new URL(localizePath(path, 'ar-ae'), TEST_ORIGIN)
		const thrown = (await Promise.resolve(page.loader({ context, url, params: {}, request: new Request(url) } as never)).catch((error: unknown) => error)) as Response
		expect(thrown.status).toBe(302)
		expect(thrown.headers.get('Location')).toBe(`/ar-ae/log-in/?redirectTo=${encodeURIComponent(localizePath(path, 'ar-ae'))}`)
	}
})

describe('a delivery day', () => {
	test.each(LOCALE_CODES)('%s: its dishes with kcal, protein, carbohydrate and fat for the plan’s size, its time and address', async (locale) => {
		read.delivery = { subscription: VIEW, delivery: dayOn('2026-12-04') }
		const { doc } = await renderPage(dayPage, locale, `/account/plan/day/?day=${dayOn('2026-12-04').id}`, signedIn)
		const labels = SAMPLE_MENU[locale].nutrition
		expectSoundOutline(doc, textOf(doc.querySelector('h1')))
		expect(textOf(doc.querySelector('h1'))).toMatch(/4/)
		const meals = [...doc.querySelectorAll('#meals-heading ~ ul > li')]
		expect(meals).toHaveLength(2)
		const lunch = meals[1]!
		expect(textOf(lunch.querySelector('h3'))).not.toBe('')
		expect(textOf(lunch)).toContain('Chicken and rice')
		const figures = Object.fromEntries([...lunch.querySelectorAll('dl > div')].map((pair) => [textOf(pair.querySelector('dt')), textOf(pair.querySelector('dd'))]))
		expect(figures).toEqual({
			[labels.calories]: '600 kcal',
			[labels.protein]: labels.grams.replace('{{value}}', '45'),
			[labels.carbs]: labels.grams.replace('{{value}}', '60'),
			[labels.fat]: labels.grams.replace('{{value}}', '15'),
		})
		expect(textOf(doc.body)).toContain('08:00–12:00')
		expect(textOf(doc.body)).toContain('Marina Heights')
		expect(doc.querySelector(`a[href="${localizePath(`/account/plan/?plan=${PLAN_ID}&month=2026-12`, locale)}"]`)).not.toBeNull()
	})

	test('a paused day and a day past the cut-off say so, with the first day that can still change', async () => {
		read.delivery = { subscription: VIEW, delivery: dayOn('2026-12-03') }
		const paused = await renderPage(dayPage, 'en', `/account/plan/day/?day=${dayOn('2026-12-03').id}`, signedIn)
		expect(textOf(paused.doc.body)).toContain(MY_PLAN.en.day.paused)
		read.delivery = { subscription: VIEW, delivery: dayOn('2026-12-02') }
		const locked = await renderPage(dayPage, 'en', `/account/plan/day/?day=${dayOn('2026-12-02').id}`, signedIn)
		expect(textOf(locked.doc.body)).toContain('You can change days from Thursday, 3 December 2026.')
	})

	test('before the cut-off: swap a dish (the current one chosen, one left out for an allergy and why), another address or time, pause', async () => {
		read.delivery = { subscription: VIEW, delivery: dayOn('2026-12-04') }
		const { doc } = await renderPage(dayPage, 'en', `/account/plan/day/?day=${dayOn('2026-12-04').id}`, signedIn)
		const forms = [...doc.querySelectorAll('form')]
		expect(forms.map((form) => form.getAttribute('method'))).toEqual(['post', 'post', 'post'])
		expect(forms.map((form) => form.querySelector<HTMLInputElement>('input[name="intent"]')?.value)).toEqual(['swap', 'move', 'pause'])
		const lunch = [...doc.querySelectorAll<HTMLInputElement>('input[name="meal_lunch_1"]')]
		expect(lunch.map((input) => [input.value, input.checked])).toEqual([
			['chicken-rice', true],
			['beef-stew', false],
		])
		expect(textOf(doc.querySelector('#swap-heading')?.closest('section'))).toContain('Not offered: contains fish, which you asked us to leave out.')
		const where = doc.querySelector<HTMLSelectElement>('select[name="where"]')!
		expect([...where.options].map((option) => option.value)).toEqual(['slot:7', 'slot:8', 'address:41:7', 'address:41:8'])
		expect(where.value).toBe('slot:7')
		expect([...doc.querySelectorAll<HTMLInputElement>('input[name="scope"]')].map((input) => [input.value, input.checked])).toEqual([
			['this-day', true],
			['from-this-day', false],
		])
		expect(doc.querySelector<HTMLInputElement>('input[name="seen"]')?.value).toBe(dayOn('2026-12-04').updated_at)
		expect(textOf(doc.querySelector('#pause-heading')?.closest('section'))).toContain('You can pause 29 more days.')
	})

	test('a paused day offers to resume it; a day past the cut-off offers nothing to change', async () => {
		read.delivery = { subscription: VIEW, delivery: dayOn('2026-12-03') }
		const paused = await renderPage(dayPage, 'ar-ae', `/account/plan/day/?day=${dayOn('2026-12-03').id}`, signedIn)
		expect([...paused.doc.querySelectorAll<HTMLInputElement>('input[name="intent"]')].map((input) => input.value)).toEqual(['resume'])
		expect(textOf(paused.doc.querySelector('form button'))).toBe(MY_PLAN['ar-ae'].pause.resumeThisDay)
		read.delivery = { subscription: VIEW, delivery: dayOn('2026-12-02') }
		const locked = await renderPage(dayPage, 'ar-ae', `/account/plan/day/?day=${dayOn('2026-12-02').id}`, signedIn)
		expect(locked.doc.querySelectorAll('form')).toHaveLength(0)
	})

	test('another customer’s day, or none, is a 404 with a sentence', async () => {
		read.delivery = null
		const thrown = (await renderPage(dayPage, 'ru-ae', '/account/plan/day/?day=x', signedIn).catch((error: unknown) => error)) as { data: { message: string }; init: { status: number } }
		expect(thrown.init.status).toBe(404)
		expect(thrown.data.message).toBe(MY_PLAN['ru-ae'].problems.notFound)
	})
})
