/**
 * The kitchen's and dispatch's console sections (issue 19 items 3–4; docs/console.md) in a browser
 * against the production build: a customer buys a plan with the sandbox card; the kitchen opens the
 * production sheet of the plan's first day, and the PDF it prints has the page's counts and the
 * customer's label; dispatch downloads tomorrow's manifest as CSV and is refused a later day's
 * addresses, whose CSV (with the customer's stop) a manager downloads.
 */
import { readFile } from 'node:fs/promises'
import { DISPATCH_MESSAGES } from '../../content/console-messages/dispatch.ts'
import { KITCHEN_MESSAGES } from '../../content/console-messages/kitchen.ts'
import { addDays, uaeClock } from '../../domain/delivery-schedule.ts'
import { MANIFEST_CSV_COLUMNS } from '../../domain/dispatch/manifest.ts'
import { pdfText } from '../integration/support/pdf-text.ts'
import { expect, test } from './support/fixtures.ts'
import { checkoutWords, customer, PAGE_LOAD } from './support/checkout.ts'
import { invitedStaff, signedInConsole } from './support/console.ts'
import { localeByCode } from './support/locales.ts'
import { buyPlan, openMyPlan, planIdOf, signUp } from './support/my-plan.ts'

test('the kitchen prints the sheet of a plan’s first day (the PDF has the page’s counts); dispatch downloads the manifest CSV', async ({ browser, baseURL, page }) => {
	// A checkout, three console sign-ins and two PDFs: more than a slow test's 90 s on a busy machine.
	test.setTimeout(300_000)
	const locale = localeByCode('en')
	const words = checkoutWords(locale)
	// A name no other spec's customer has: the sheet and the manifest show every plan of the day.
	const person = customer('console-kitchen', { email: `console.kitchen.${Date.now()}@example.com`, firstName: 'Noor', lastName: 'Kitchenson' })
	await signUp(page, person, '198.51.100.72')
	await buyPlan(page, words, locale, person)
	await openMyPlan(page, words, locale)
	// The list view's first row is the plan's first day (no need to page through every month).
	await page.goto(words.at(`/account/plan/?${new URLSearchParams({ plan: await planIdOf(page, locale), view: 'list' })}`))
	const firstDay = (await page.locator('ol > li time').first().getAttribute('datetime', PAGE_LOAD))!

	const target = { browser, baseURL: baseURL! }
	const k = KITCHEN_MESSAGES.en
	const kitchen = await invitedStaff(target, 'kitchen')
	const kitchenSession = await signedInConsole(target, kitchen)
	const sheetPage = kitchenSession.page
	await sheetPage.goto(`/console/kitchen/?date=${firstDay}`)
	// The heading names the day with its weekday; its <time> holds the date itself.
	await expect(sheetPage.getByRole('heading', { level: 1 }).locator('time')).toHaveAttribute('datetime', firstDay)
	await expect(sheetPage.locator('.labels')).toContainText(`${person.firstName} ${person.lastName}`)
	// What the page counts, dish by dish: name, regular, plus, total.
	const rows = await sheetPage.locator('table').first().locator('tbody tr').all()
	const counts = await Promise.all(rows.map(async (row) => (await row.locator('th, td').allInnerTexts()).slice(1)))
	expect(counts.length).toBeGreaterThan(0)

	const pdfResponse = await sheetPage.request.get(`/console/kitchen/pdf/?date=${firstDay}`)
	expect(pdfResponse.headers()['content-type']).toBe('application/pdf')
	const lines = pdfText(Buffer.from(await pdfResponse.body()))
	expect(lines).toContain(k.provisional)
	for (const [dish, regular, plus, total] of counts) {
		const at = lines.indexOf(dish!)
		expect(at, dish).toBeGreaterThan(-1)
		expect(lines.slice(at + 1, at + 4)).toEqual([regular, plus, total])
	}
	const labels = pdfText(Buffer.from(await (await sheetPage.request.get(`/console/kitchen/labels/?date=${firstDay}`)).body())).join('\n')
	expect(labels).toContain(`${person.firstName} ${person.lastName}`)
	await kitchenSession.context.close()

	const d = DISPATCH_MESSAGES.en
	const tomorrow = addDays(uaeClock(new Date()).date, 1)
	const dispatcher = await invitedStaff(target, 'dispatch')
	const dispatchSession = await signedInConsole(target, dispatcher)
	await dispatchSession.page.goto(`/console/dispatch/?date=${tomorrow}`)
	const [csv] = await Promise.all([dispatchSession.page.waitForEvent('download'), dispatchSession.page.getByRole('link', { name: d.csv }).click()])
	expect(csv.suggestedFilename()).toBe(`manifest-${tomorrow}.csv`)
	const text = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '')
	expect(text.split('\r\n')[0]).toBe(MANIFEST_CSV_COLUMNS.map((column) => `"${column}"`).join(','))
	// The plan's first day is at least two days ahead: not dispatch's to see.
	if (firstDay > tomorrow) {
		const refused = await dispatchSession.page.goto(`/console/dispatch/?date=${firstDay}`)
		expect(refused!.status()).toBe(403)
		await expect(dispatchSession.page.getByText(d.outsideDates)).toBeVisible()
		await expect(dispatchSession.page.getByText(person.lastName)).toHaveCount(0)
	}
	await dispatchSession.context.close()

	const manager = await invitedStaff(target, 'manager')
	const managerSession = await signedInConsole(target, manager)
	const managerCsv = await managerSession.page.request.get(`/console/dispatch/csv/?date=${firstDay}`)
	const managerText = await managerCsv.text()
	expect(managerText).toContain(`"${person.firstName} ${person.lastName}"`)
	await managerSession.page.goto(`/console/dispatch/?date=${firstDay}`)
	await expect(managerSession.page.getByText(`${person.firstName} ${person.lastName}`)).toBeVisible(PAGE_LOAD)
	await managerSession.context.close()
})
