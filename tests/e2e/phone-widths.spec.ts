/**
 * No page scrolls sideways on a phone (issue 20): at 360 and 390 px wide, the checkout's two steps,
 * the thank-you page with its tax invoice and the account's pages of a customer with a paid plan are
 * no wider than the screen, in the three languages, and a delivery slot's select shows the slot's
 * whole time. One navigation per page: the page is measured at both widths by resizing the window,
 * no screenshots. Every page of the route table is measured in the walk over every page
 * (routes.spec.ts), in the same visit as its other checks.
 */
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { CHECKOUT_PATH, checkoutWords, continueToPayment, customer, detailsTotal, expectPaidOrder, fillDeliveryDetails, payByCard, TEST_CARDS, THANK_YOU_PATH } from './support/checkout.ts'
import { ENABLED_LOCALES, localeByCode, localizePath } from './support/locales.ts'
import { expectFitsPhones, PHONE_HEIGHT, PHONE_WIDTHS } from './support/phone-widths.ts'

/**
 * The selects that choose a delivery slot (the account's delivery days, a day's "deliver elsewhere")
 * show the slot's whole time on a 360 px phone: the text of the chosen option, up to the end of its
 * hours, fits in the select beside its arrow. A select still on "no preference" is given its first
 * slot (in the page only; nothing is sent).
 */
async function cutSlotTimes(page: Page) {
	await page.setViewportSize({ width: PHONE_WIDTHS[0], height: PHONE_HEIGHT })
	return page.evaluate(() => {
		const HOURS = /\d{1,2}:\d{2}\D{1,3}\d{1,2}:\d{2}/
		const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
		return [...document.querySelectorAll('select')].flatMap((select) => {
			if (![...select.options].some((option) => HOURS.test(option.text))) return []
			if (!HOURS.test(select.selectedOptions[0]?.text ?? '')) select.selectedIndex = [...select.options].findIndex((option) => HOURS.test(option.text))
			const text = select.selectedOptions[0]?.text ?? ''
			const hours = HOURS.exec(text) as RegExpExecArray
			const style = getComputedStyle(select)
			context.font = style.font
			const needed = context.measureText(text.slice(0, hours.index + hours[0].length)).width
			// The arrow takes about 1.5em beside the padding.
			const room = select.clientWidth - Number.parseFloat(style.paddingInlineStart) - Number.parseFloat(style.paddingInlineEnd) - 1.5 * Number.parseFloat(style.fontSize)
			return needed <= room ? [] : [`${select.name}: "${text}" needs ${Math.round(needed)} px to its hours, has ${Math.round(room)}`]
		})
	})
}

test('the checkout’s steps, the tax invoice and a customer’s account pages fit a phone’s width', async ({ page }) => {
	test.setTimeout(180_000)
	await page.setViewportSize({ width: PHONE_WIDTHS[0], height: PHONE_HEIGHT })
	const words = checkoutWords(localeByCode('en'))
	const person = customer('phone-widths', { email: `phone.widths.${Date.now()}@example.com` })
	const registered = await page.request.post('/client/api/v1/register?locale=en', {
		headers: { 'X-Forwarded-For': '198.51.100.61' },
		data: { first_name: person.firstName, last_name: person.lastName, email: person.email, mobile_number: person.mobile, password: 'Saffron-garden-2026', terms: true },
	})
	expect(registered.status()).toBe(201)

	await gotoHydrated(page, `${CHECKOUT_PATH}?plan=international&weeks=1`)
	const total = await detailsTotal(page)
	await fillDeliveryDetails(page, words, person)
	await expectFitsPhones(page, 'the filled details step')
	const order = new URL(await continueToPayment(page, words)).search
	for (const locale of ENABLED_LOCALES) {
		const url = localizePath(CHECKOUT_PATH, locale.code) + order
		await gotoHydrated(page, url)
		await expectFitsPhones(page, url)
	}
	await gotoHydrated(page, CHECKOUT_PATH + order)
	await payByCard(page, words, TEST_CARDS.pays, total)
	await expectPaidOrder(page, words, localeByCode('en'), total)
	const paidOrder = new URL(page.url()).search

	// The plan's own addresses, as its pages link to them: its first delivery day, renewing, cancelling.
	await gotoHydrated(page, '/account/plan/?view=list')
	const href = (selector: string) => page.locator(selector).first().getAttribute('href')
	const linked = await Promise.all([href('ol > li a[href*="/account/plan/day/"]'), href('a[href*="/account/plan/renew/"]'), href('a[href*="/account/plan/cancel/"]')])
	expect(linked.every(Boolean), `the plan's links: ${linked.join(', ')}`).toBe(true)
	const accountPages = [THANK_YOU_PATH + paidOrder, '/account/', '/account/plan/', '/account/plan/?view=list', ...(linked as string[])]
	for (const locale of ENABLED_LOCALES) {
		for (const path of accountPages) {
			const [pathname, query = ''] = path.split('?')
			const url = localizePath(pathname as string, locale.code) + (query ? `?${query}` : '')
			const response = await gotoHydrated(page, url)
			expect.soft(response?.status(), `status of ${url}`).toBe(200)
			await expectFitsPhones(page, url)
			expect.soft(await cutSlotTimes(page), `${url}: a slot's time is cut off`).toEqual([])
		}
	}
})
