/**
 * "My plan" journeys (issue 17) start the same way: a customer signs up, buys a plan through the
 * checkout and opens My plan from the account's navigation. These helpers do that with the
 * checkout helpers (./checkout.ts), in any of the three languages.
 */
import { expect, type Page } from '@playwright/test'
import { ACCOUNT } from '../../../content/pages/account.ts'
import { MY_PLAN } from '../../../content/pages/my-plan.ts'
import { gotoHydrated } from './fixtures.ts'
import {
	CHECKOUT_PATH,
	type CheckoutWords,
	continueToPayment,
	type Customer,
	detailsTotal,
	expectPaidOrder,
	fillDeliveryDetails,
	PAGE_LOAD,
	payButton,
	payByCard,
	TEST_CARDS,
} from './checkout.ts'
import type { LocaleEntry } from './locales.ts'

export const ONE_WEEK = `${CHECKOUT_PATH}?plan=international&weeks=1`

/**
 * Signs the customer up through the API (the sign-up page has its own journeys, accounts.spec.ts),
 * from `clientAddress`: sign-ups are limited per client address, so each journey takes its own.
 */
export async function signUp(page: Page, person: Customer, clientAddress: string) {
	const registered = await page.request.post('/client/api/v1/register?locale=en', {
		headers: { 'X-Forwarded-For': clientAddress },
		data: { first_name: person.firstName, last_name: person.lastName, email: person.email, mobile_number: person.mobile, password: 'Saffron-garden-2026', terms: true },
	})
	expect(registered.status()).toBe(201)
}

/** Buys `path`'s plan with the test card that pays, saving the card when asked; returns the total paid. */
export async function buyPlan(page: Page, words: CheckoutWords, locale: LocaleEntry, person: Customer, options: { path?: string; saveCard?: boolean } = {}) {
	await gotoHydrated(page, words.at(options.path ?? ONE_WEEK))
	const total = await detailsTotal(page)
	await fillDeliveryDetails(page, words, person)
	await continueToPayment(page, words)
	if (options.saveCard) await page.getByRole('checkbox', { name: words.text('cardPayment.saveCard') }).check()
	await payByCard(page, words, TEST_CARDS.pays, total)
	await expectPaidOrder(page, words, locale, total)
	return total
}

/** On the payment step, pays with the card saved earlier: only its CVV is asked. */
export async function payWithSavedCard(page: Page, words: CheckoutWords, totalFils: number) {
	const saved = page.getByRole('region', { name: words.page.savedCardHeading })
	await expect(saved).toContainText('0001', PAGE_LOAD)
	await saved.getByRole('textbox', { name: words.text('cardPayment.securityCode') }).fill('123')
	await saved.locator(payButton(page, words, totalFils)).click()
}

/** Opens My plan from the account's navigation, as a customer finds it. */
export async function openMyPlan(page: Page, words: CheckoutWords, locale: LocaleEntry) {
	await gotoHydrated(page, words.at('/account/'))
	await page.getByRole('link', { name: ACCOUNT[locale.code].nav.plan, exact: true }).first().click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.text('pages.myPlan.heading'), PAGE_LOAD)
	await expect(page.locator('html')).toHaveAttribute('dir', locale.dir)
}

/** A figure of the plan's summary ("Last delivery", "Paused days"…), by its label. */
export const planFigure = (page: Page, label: string) => page.locator('dl > div').filter({ hasText: label }).locator('dd')

/** The list view's delivery days (the next week of them), after switching to it. */
export async function openDayList(page: Page, locale: LocaleEntry) {
	await page.getByRole('link', { name: MY_PLAN[locale.code].views.list, exact: true }).click()
	await expect(page.locator('#calendar-heading')).toHaveText(MY_PLAN[locale.code].list.heading, PAGE_LOAD)
	const days = page.locator('ol > li')
	await expect(days.first()).toContainText(MY_PLAN[locale.code].states.scheduled, PAGE_LOAD)
	return days
}

/**
 * Saves another delivery address in the customer's address book through the API (the address
 * book's page has its own journeys, accounts.spec.ts): a flat in Dubai's first area, at its first
 * slot. Returns the building's name, which the address is known by on the plan's pages.
 */
export async function saveAnotherAddress(page: Page, building: string) {
	const areas = await page.request.get('/client/api/v1/cities/1/areas?locale=en')
	expect(areas.status()).toBe(200)
	const [area] = ((await areas.json()) as { data: Array<{ id: number; timings: Array<{ id: number }> }> }).data
	const saved = await page.request.post('/client/api/v1/addresses?locale=en', {
		// The API takes changes only from the site's own pages.
		headers: { Origin: new URL(page.url()).origin },
		data: { city_id: 1, area_id: area!.id, area_timing_id: area!.timings[0]!.id, flat_number: '705', building_name: building, street: 'Al Sufouh Road' },
	})
	expect(saved.status()).toBe(201)
	return building
}

/** The plan's id, as its renewal link names it. */
export async function planIdOf(page: Page, locale: LocaleEntry) {
	const href = await page.getByRole('link', { name: MY_PLAN[locale.code].summary.renew, exact: true }).getAttribute('href')
	return new URL(href!, 'http://localhost').searchParams.get('plan')!
}

export type ListedDay = { date: string; href: string; text: string }

/**
 * Every delivery day of the plan from today on as the list view shows it: a step of days at first
 * (a week: app/routes/my-plan.tsx LIST_STEP), then "Show more days" until the plan has no more,
 * each click adding at most a step and opening the page at the first day it added — each day's
 * date, the link to its page and what the list says of it (state, time, address, dishes).
 */
export async function listedDays(page: Page, words: CheckoutWords, locale: LocaleEntry, planId: string): Promise<ListedDay[]> {
	const text = MY_PLAN[locale.code]
	await gotoHydrated(page, words.at(`/account/plan/?${new URLSearchParams({ plan: planId, view: 'list' })}`))
	const rows = page.locator('ol > li')
	await expect(rows.first()).toBeVisible(PAGE_LOAD)
	const more = page.getByRole('link', { name: text.list.more, exact: true })
	const step = await rows.count()
	for (let shown = step; (await more.count()) > 0; ) {
		expect(shown % step, 'while more days follow, the list shows whole steps').toBe(0)
		await more.click()
		await expect(rows.nth(shown)).toBeInViewport(PAGE_LOAD)
		const grown = await rows.count()
		expect(grown - shown).toBeLessThanOrEqual(step)
		shown = grown
	}
	const days: ListedDay[] = []
	for (const row of await rows.all()) {
		days.push({
			date: (await row.locator('time').getAttribute('datetime'))!,
			href: (await row.getByRole('link', { name: text.list.details }).getAttribute('href'))!,
			text: await row.innerText(),
		})
	}
	return days
}
