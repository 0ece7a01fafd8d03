/**
 * How far ahead a plan can be booked is counted from its earliest start (docs/subscriptions.md,
 * "A new order's first delivery day"): a first delivery day at most MAX_DAYS_AHEAD (60) days after
 * the earliest one. A plan made and published in the console whose first weekly menu begins about
 * three months ahead (a launch) is booked from that Monday — the customise and checkout date fields
 * run from it to 60 days later, the price and order APIs take it — where a window counted from
 * today refused every date. A day past the window is refused naming the latest day, in three
 * languages; a seeded plan's window is its earliest start plus 60 days.
 */
import { describe, expect, test } from 'vitest'
import { loader as checkoutLoader } from '../../../app/routes/checkout.tsx'
import { loader as customiseLoader } from '../../../app/routes/customise-meal-plan.tsx'
import { CHECKOUT_MESSAGES } from '../../../content/checkout-messages.ts'
import { CUSTOMISE } from '../../../content/pages/customise.ts'
import { INITIAL_SCHEDULE_RULES } from '../../../content/schedule-rules.ts'
import { addDays, earliestStartDate, MAX_DAYS_AHEAD, uaeClock } from '../../../domain/delivery-schedule.ts'
import { getLocale, LOCALE_CODES, type LocaleCode } from '../../../domain/locale.ts'
import { cutoffOf } from '../../../domain/schedule/rules.ts'
import { fillText, formatCalendarDate } from '../../../domain/text-template.ts'
import { createCheckoutTestApp, postOrder } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { checkoutPageArgs } from '../support/loader-args.ts'
import { mondayOnOrAfter, orderOfPlan, priceOf, publishPlanFrom } from '../support/launched-plan.ts'
import { waitForOutboxAfterAll } from '../support/smtp.ts'
import { freezeDate } from '../support/frozen-date.ts'

// The file's dates and the server's are worked out at one instant: no run straddles the cut-off or midnight (support/frozen-date.ts).
freezeDate()

const { db } = await createTestDatabase()
waitForOutboxAfterAll(db)
const { request, checkout } = createCheckoutTestApp(db)

const SLUG = 'launching-later'
const today = uaeClock(new Date()).date
/** The Monday on or after 90 days from today: the plan's first published week, well past 60 days ahead. */
const launchMonday = mondayOnOrAfter(addDays(today, 90))
const lastOfWindow = addDays(launchMonday, MAX_DAYS_AHEAD)
const usualEarliest = earliestStartDate(new Date(), 6, [], cutoffOf(INITIAL_SCHEDULE_RULES), null)
const day = (isoDate: string, locale: LocaleCode = 'en') => formatCalendarDate(isoDate, getLocale(locale).language)

// Made as staff make a plan (docs/console.md "New plans and sizes"), its first week moved to the launch Monday and published.
await publishPlanFrom(db, request, SLUG, {
	'name-en': 'Launching Later',
	'summary-en': 'A plan whose kitchen starts cooking in three months.',
	'name-ar-ae': 'الإطلاق اللاحق',
	'summary-ar-ae': 'خطة يبدأ مطبخها الطهي بعد ثلاثة أشهر.',
	'name-ru-ae': 'Поздний запуск',
	'summary-ru-ae': 'План, кухня которого начнёт готовить через три месяца.',
}, launchMonday)

const pageArgs = (locale: LocaleCode, path: string) => checkoutPageArgs({ db, checkout, clientIp: '203.0.113.45' }, locale, path)
const customise = (slug: string, extra = '', locale: LocaleCode = 'en') => customiseLoader(pageArgs(locale, `/meal-plans/customise-meal-plan/?plan=${slug}&size=regular&days=6&weeks=1${extra}`))
const tooLate = (locale: LocaleCode, latest: string) => fillText(CHECKOUT_MESSAGES[locale].startDate['too-late'], { latest: day(latest, locale) })

const price = (body: Record<string, unknown>, locale: LocaleCode = 'en') => priceOf(request, body, locale)

const launchOrder = (startDate: string) => orderOfPlan(request, SLUG, startDate)

type ApiError = { error: { code: string; fields?: Record<string, string> } }

describe('a plan whose first weekly menu is three months ahead can be booked', () => {
	test('customise and checkout: the days offered run from the launch Monday to 60 days after it; no error', async () => {
		for (const locale of LOCALE_CODES) {
			const first = await customise(SLUG, '', locale)
			expect([first.startDays[0]?.value, first.startDays.at(-1)?.value], locale).toEqual([launchMonday, lastOfWindow])
			expect(first.choice.start).toBe(launchMonday)
			expect(first.startError).toBeNull()
			const chosen = await customise(SLUG, `&start=${addDays(launchMonday, 14)}`, locale)
			expect(chosen.startError).toBeNull()
			expect(chosen.choice.start).toBe(addDays(launchMonday, 14))
		}
		const details = (await checkoutLoader(pageArgs('en', `/meal-plans/checkout/?plan=${SLUG}&size=regular&days=6&weeks=1`))) as { startDays: { value: string }[] }
		expect([details.startDays[0]?.value, details.startDays.at(-1)?.value]).toEqual([launchMonday, lastOfWindow])
	})

	test('the price API and the order API take the launch Monday (refused as too late before)', async () => {
		expect((await price({ plan: SLUG, start_date: launchMonday })).status).toBe(200)
		const made = await postOrder(request, await launchOrder(launchMonday))
		expect(made.status).toBe(201)
	})

	test('a day past the window is refused naming the latest day, in three languages (customise step, price and order APIs)', async () => {
		const past = addDays(lastOfWindow, 1)
		for (const locale of LOCALE_CODES) {
			const refused = await postOrder(request, await launchOrder(past), { locale })
			expect(refused.status).toBe(400)
			expect(((await refused.json()) as ApiError).error.fields).toEqual({ start_date: tooLate(locale, lastOfWindow) })
			const priced = await price({ plan: SLUG, start_date: past }, locale)
			expect(((await priced.json()) as ApiError).error.fields).toEqual({ start_date: tooLate(locale, lastOfWindow) })
			const page = await customise(SLUG, `&start=${past}`, locale)
			expect(page.startError).toBe(fillText(CUSTOMISE[locale].startErrors['too-late'], { latest: day(lastOfWindow, locale) }))
			expect(page.choice.start).toBe(launchMonday)
		}
	})

	test('a seeded plan’s window is its earliest start plus 60 days', async () => {
		const seeded = await customise('international')
		// The last day offered is the window's last, or the day before it when that one is a Sunday (no delivery on a 6-day plan).
		expect(seeded.startDays[0]?.value).toBe(usualEarliest)
		expect([addDays(usualEarliest, MAX_DAYS_AHEAD), addDays(usualEarliest, MAX_DAYS_AHEAD - 1)]).toContain(seeded.startDays.at(-1)?.value)
		const refused = await price({ plan: 'international', start_date: addDays(today, 90) })
		expect(((await refused.json()) as ApiError).error.fields).toEqual({ start_date: tooLate('en', addDays(usualEarliest, MAX_DAYS_AHEAD)) })
	})
})
