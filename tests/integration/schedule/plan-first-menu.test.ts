/**
 * A new order never starts before its plan's first published weekly menu (docs/subscriptions.md,
 * "The first delivery day"): a plan made and published in the console whose first week begins in
 * about ten days is offered from that Monday — the plan page and the customise step say so in three
 * languages, the customise and checkout date fields start there — and every check refuses an earlier
 * day with a localized field error: the price API, the order API, the checkout form posted by a
 * stale page. A payment of an order that names an earlier day starts on that Monday, and a renewal
 * never adds a day before it. A seeded plan, whose first week is long past, is offered and checked
 * exactly as before.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { action as checkoutAction, loader as checkoutLoader } from '../../../app/routes/checkout.tsx'
import { loader as customiseLoader } from '../../../app/routes/customise-meal-plan.tsx'
import { loader as mealPlanLoader } from '../../../app/routes/meal-plan.tsx'
import { CHECKOUT_MESSAGES } from '../../../content/checkout-messages.ts'
import { INITIAL_SCHEDULE_RULES } from '../../../content/schedule-rules.ts'
import { addDays, deliveryDaysAfter, earliestStartDate, uaeClock } from '../../../domain/delivery-schedule.ts'
import { getLocale, LOCALE_CODES, type LocaleCode } from '../../../domain/locale.ts'
import { cutoffOf } from '../../../domain/schedule/rules.ts'
import { fillText, formatCalendarDate } from '../../../domain/text-template.ts'
import { orders } from '../../../server/db/schema.ts'
import { plannedRenewalDates } from '../../../server/schedule/renewal.ts'
import { CARDS, checkoutDetailsForm, createCheckoutTestApp, orderBody, type OrderJson, postOrder, returnToShop, thankYou, tokenize } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { checkoutPageArgs, loaderArgs } from '../support/loader-args.ts'
import { planOfOrder } from '../support/plans.ts'
import { mondayOnOrAfter, orderOfPlan, priceOf, publishPlanFrom } from '../support/launched-plan.ts'
import { waitForOutboxAfterAll } from '../support/smtp.ts'
import { freezeDate } from '../support/frozen-date.ts'

// The file's dates and the server's are worked out at one instant: no run straddles the cut-off or midnight (support/frozen-date.ts).
freezeDate()

const { db } = await createTestDatabase()
waitForOutboxAfterAll(db)
const app = createCheckoutTestApp(db)
const { request, checkout } = app

const SLUG = 'first-menu-later'
const today = uaeClock(new Date()).date
/** The Monday on or after ten days from today: the plan's first published week. */
const menuMonday = mondayOnOrAfter(addDays(today, 10))
/** What the cut-off alone allows for a 6-day plan: the seeded plans' earliest start. */
const usualEarliest = earliestStartDate(new Date(), 6, [], cutoffOf(INITIAL_SCHEDULE_RULES), null)
const day = (isoDate: string, locale: LocaleCode = 'en') => formatCalendarDate(isoDate, getLocale(locale).language)
const beforeMenu = (locale: LocaleCode) => fillText(CHECKOUT_MESSAGES[locale].startDate['before-first-menu'], { date: day(menuMonday, locale) })

// The plan as staff make it (docs/console.md "New plans and sizes"): created hidden with a draft
// week, the kitchen moves that week to a later Monday and publishes it, then the plan is published.
await publishPlanFrom(db, request, SLUG, {
	'name-en': 'Later Start',
	'summary-en': 'A plan whose kitchen starts cooking in a week or two.',
	'name-ar-ae': 'البداية اللاحقة',
	'summary-ar-ae': 'خطة يبدأ مطبخها الطهي بعد أسبوع أو أسبوعين.',
	'name-ru-ae': 'Поздний старт',
	'summary-ru-ae': 'План, кухня которого начнёт готовить через неделю-две.',
}, menuMonday)

const pageArgs = (locale: LocaleCode, path: string, init?: RequestInit) => checkoutPageArgs({ db, checkout, clientIp: '203.0.113.44' }, locale, path, init)
const customise = (slug: string, extra = '', locale: LocaleCode = 'en') => customiseLoader(pageArgs(locale, `/meal-plans/customise-meal-plan/?plan=${slug}&size=regular&days=6&weeks=1${extra}`))

const price = (body: Record<string, unknown>, locale: LocaleCode = 'en') => priceOf(request, body, locale)

const laterPlanOrder = (startDate: string) => orderOfPlan(request, SLUG, startDate)

type ApiError = { error: { code: string; fields?: Record<string, string> } }

describe('the plan page and the customise step offer the plan from its first menu', () => {
	test('the plan page says from which day the plan starts, in three languages; a seeded plan says nothing of it', async () => {
		for (const locale of LOCALE_CODES) {
			const page = await mealPlanLoader(loaderArgs(db, locale, `/meal-plans/${SLUG}/`, { '*': `${SLUG}/` }))
			expect(page.startNote, locale).toContain(day(menuMonday, locale))
			const seeded = await mealPlanLoader(loaderArgs(db, locale, '/meal-plans/international/', { '*': 'international/' }))
			expect(seeded.startNote, locale).toBeNull()
		}
	})

	test('customise and checkout: the date field starts on that Monday, the hint says why, an earlier day is refused', async () => {
		for (const locale of LOCALE_CODES) {
			const first = await customise(SLUG, '', locale)
			expect(first.choice.start).toBe(menuMonday)
			expect(first.startDays[0]?.value).toBe(menuMonday)
			expect(first.deliveryDays[0]?.date).toBe(menuMonday)
			expect(first.startHint).toContain(day(menuMonday, locale))
			expect(first.startError).toBeNull()
			const early = await customise(SLUG, `&start=${usualEarliest}`, locale)
			expect(early.startError).toContain(day(menuMonday, locale))
			expect(early.choice.start).toBe(menuMonday)
		}
		const details = (await checkoutLoader(pageArgs('en', `/meal-plans/checkout/?plan=${SLUG}&size=regular&days=6&weeks=1`))) as { startHint: string; startDays: { value: string }[] }
		expect(details.startDays[0]?.value).toBe(menuMonday)
		expect(details.startHint).toContain(day(menuMonday))
	})

	test('a seeded plan is offered from the cut-off as before', async () => {
		const seeded = await customise('international')
		expect(seeded.choice.start).toBe(usualEarliest)
		expect(seeded.startDays[0]?.value).toBe(usualEarliest)
		expect(seeded.startHint).toContain('12:00')
	})
})

describe('every check refuses a day before the first menu and takes that Monday', () => {
	test('the price API: an earlier start_date is a localized field error; that Monday and no date at all are priced', async () => {
		for (const start of [usualEarliest, addDays(menuMonday, -1)]) {
			for (const locale of LOCALE_CODES) {
				const refused = await price({ plan: SLUG, start_date: start }, locale)
				expect(refused.status).toBe(400)
				const body = (await refused.json()) as ApiError
				expect(body.error.code).toBe('invalid_input')
				expect(body.error.fields).toEqual({ start_date: beforeMenu(locale) })
			}
		}
		expect((await price({ plan: SLUG, start_date: menuMonday })).status).toBe(200)
		expect((await price({ plan: SLUG })).status).toBe(200)
		// The cut-off's own refusals are unchanged, and a seeded plan takes its usual earliest day.
		expect(((await (await price({ plan: 'international', start_date: addDays(today, 1) })).json()) as ApiError).error.fields).toEqual({
			start_date: fillText(CHECKOUT_MESSAGES.en.startDate['too-early'], { date: day(usualEarliest) }),
		})
		expect((await price({ plan: 'international', start_date: usualEarliest })).status).toBe(200)
		expect(((await (await price({ plan: SLUG, start_date: 'soon' })).json()) as ApiError).error.fields).toEqual({ start_date: CHECKOUT_MESSAGES.en.startDate.invalid })
	})

	test('the order API refuses an earlier day in the request’s language and makes the order from that Monday', async () => {
		for (const locale of LOCALE_CODES) {
			const refused = await postOrder(request, await laterPlanOrder(usualEarliest), { locale })
			expect(refused.status).toBe(400)
			expect(((await refused.json()) as ApiError).error.fields).toEqual({ start_date: beforeMenu(locale) })
		}
		expect((await postOrder(request, await laterPlanOrder(addDays(menuMonday, -1)))).status).toBe(400)
		expect((await postOrder(request, await laterPlanOrder(menuMonday))).status).toBe(201)
		// A seeded plan still starts on the cut-off's earliest day.
		expect((await postOrder(request, { ...(await orderBody(request)), start_date: usualEarliest })).status).toBe(201)
	})

	test('a stale checkout form posting an earlier day gets the field error on the page (400), never a 500', async () => {
		const quoted = (await (await price({ plan: SLUG })).json()) as { data: { total: number } }
		for (const locale of LOCALE_CODES) {
			const body = await checkoutDetailsForm(request, { plan: SLUG, start_date: usualEarliest, expected_total: String(quoted.data.total) })
			const path = `/meal-plans/checkout/?plan=${SLUG}&size=regular&days=6&weeks=1`
			const refusal = (await checkoutAction(
				pageArgs(locale, path, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' } }),
			)) as unknown as { data: { errors: Record<string, string> }; init: { status: number } }
			expect(refusal.init.status).toBe(400)
			expect(refusal.data.errors).toEqual({ start_date: beforeMenu(locale) })
		}
	})

	test('paying an order that names an earlier day (made before this rule) starts it on that Monday', async () => {
		const created = await postOrder(request, await laterPlanOrder(menuMonday))
		expect(created.status).toBe(201)
		const order = ((await created.json()) as { data: OrderJson }).data
		await db.update(orders).set({ startDate: usualEarliest }).where(eq(orders.publicId, order.id))
		expect(await returnToShop(request, await tokenize(request, order.id, CARDS.paid))).toBe(thankYou(order.id))
		await app.idle()
		const { order: paid, days } = await planOfOrder(db, order.id)
		expect(paid?.status).toBe('paid')
		expect(paid?.startDate).toBe(menuMonday)
		expect(days[0]?.date).toBe(menuMonday)
		expect(days).toHaveLength(6)

		// A renewal appends after the plan's last day, which follows its first menu; a plan with no live day left
		// (as if every day were cancelled) renews from that Monday too, never from the cut-off's earlier day.
		const { subscription } = await planOfOrder(db, order.id)
		expect((await plannedRenewalDates(db, subscription!, 1, new Date()))[0]).toBe(deliveryDaysAfter(days.at(-1)!.date, 6, 1)[0])
		expect((await plannedRenewalDates(db, { ...subscription!, id: -1 }, 1, new Date()))[0]).toBe(menuMonday)
	})
})
