/**
 * A new order's first delivery day follows the one cut-off of decision 012 as data: the
 * schedule_rules row in force and the closed_dates table, read when the page, the order API or
 * the payment asks (server/schedule/schedule-data.ts orderStartTerms). A newer row with another
 * cut-off hour and notice, and a closed date, move the customise and checkout steps' earliest
 * day and hint, the order API's refusal and a late payment's start all at once.
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { localeContext, type RequestServices, servicesContext } from '../../../app/context.ts'
import { i18nFor } from '../../../app/i18n/catalogues.server.ts'
import * as CheckoutPage from '../../../app/routes/checkout.tsx'
import * as CustomisePage from '../../../app/routes/customise-meal-plan.tsx'
import { fillText, formatCalendarDate } from '../../../domain/text-template.ts'
import { CHECKOUT_MESSAGES } from '../../../content/checkout-messages.ts'
import { INITIAL_SCHEDULE_RULES } from '../../../content/schedule-rules.ts'
import { addDays, type Cutoff, earliestStartDate, uaeClock } from '../../../domain/delivery-schedule.ts'
import { getLocale, localizePath } from '../../../domain/locale.ts'
import { cutoffOf } from '../../../domain/schedule/rules.ts'
import { closedDates, orders, scheduleRules } from '../../../server/db/schema.ts'
import { CARDS, createCheckoutTestApp, orderBody, type OrderJson, postOrder, returnToShop, thankYou, tokenize } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { planOfOrder } from '../support/plans.ts'
import { freezeDate } from '../support/frozen-date.ts'

// The file's dates and the server's are worked out at one instant: no run straddles the cut-off or midnight (support/frozen-date.ts).
freezeDate()

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const settings = { origin: 'https://kcal.example', company: {} }

/** A page's loader run in-process as React Router runs it, on the test database. */
function args(path: string) {
	const context = new RouterContextProvider()
	context.set(servicesContext, { db, checkout: app.checkout, logger: pino({ level: 'silent' }), settings, clientIp: '203.0.113.7', customer: null } as unknown as RequestServices)
	context.set(localeContext, i18nFor('en'))
	const url = new URL(localizePath(path, 'en'), 'https://kcal.example')
	return { request: new Request(url), context, url, params: {} } as never
}

const query = 'plan=international&size=regular&days=6'
const customise = (extra = '&weeks=1') => CustomisePage.loader(args(`/meal-plans/customise-meal-plan/?${query}${extra}`))
const day = (isoDate: string) => formatCalendarDate(isoDate, getLocale('en').language)

type ApiError = { error: { fields?: Record<string, string> } }

describe("a new order's first delivery day follows the schedule terms in force", () => {
	test('a newer row and a closed date move the earliest day, the hint, the refusal and a late payment alike', async () => {
		const now = new Date()
		const seeded = cutoffOf(INITIAL_SCHEDULE_RULES)
		const before = await customise()
		expect(before.startHint).toContain('12:00')
		expect(before.choice.start).toBe(earliestStartDate(now, 6, [], seeded, null))

		// Midnight cut-off: every hour of the day is after it, so five days' notice whatever the clock says.
		const newer: Cutoff = { hour: 0, daysAheadBefore: 5, daysAheadAfter: 5 }
		await db.insert(scheduleRules).values({
			...INITIAL_SCHEDULE_RULES,
			effectiveFrom: addDays(uaeClock(now).date, -1),
			cutoffHour: newer.hour,
			daysAheadBefore: newer.daysAheadBefore,
			daysAheadAfter: newer.daysAheadAfter,
		})
		const closed = earliestStartDate(now, 6, [], newer, null)
		const earliest = earliestStartDate(now, 6, [closed], newer, null)
		// Two holidays: the first day the new notice allows, and the same weekday a week after the earliest.
		const laterClosed = addDays(earliest, 7)
		await db.insert(closedDates).values([
			{ date: closed, note: 'Test holiday' },
			{ date: laterClosed, note: 'Test holiday' },
		])
		const oldEarliest = earliestStartDate(now, 6, [], seeded, null)
		expect(earliest > closed && closed > oldEarliest).toBe(true)

		// The customise step: earliest day, the days offered and hint from the new row; the closed date neither offered nor taken.
		const after = await customise()
		expect(after.choice.start).toBe(earliest)
		expect(after.startDays[0]?.value).toBe(earliest)
		expect(after.startDays.map((option) => option.value)).not.toContain(laterClosed)
		expect(after.startHint).toContain('00:00')
		expect(after.startHint).not.toContain('12:00')
		expect(after.startHint).toContain(day(earliest))
		expect(after.deliveryDays.map((delivery) => delivery.date)).not.toContain(closed)
		expect((await customise(`&weeks=2&start=${earliest}`)).deliveryDays.map((delivery) => delivery.date)).not.toContain(laterClosed)
		const onClosed = await customise(`&weeks=1&start=${closed}`)
		expect(onClosed.startError).not.toBeNull()
		expect(onClosed.choice.start).toBe(earliest)
		// The checkout's first step says the same.
		const details = (await CheckoutPage.loader(args(`/meal-plans/checkout/?${query}&weeks=1`))) as { startHint: string; startDays: { value: string }[] }
		expect(details.startDays[0]?.value).toBe(earliest)
		expect(details.startDays.map((option) => option.value)).not.toContain(laterClosed)
		expect(details.startHint).toContain('00:00')
		expect(details.startHint).toContain(day(earliest))

		// The order API refuses a day the seeded terms allowed and the closed date; it takes the new earliest.
		const body = await orderBody(app.request)
		const tooEarly = await postOrder(app.request, { ...body, start_date: oldEarliest })
		expect(tooEarly.status).toBe(400)
		expect(((await tooEarly.json()) as ApiError).error.fields).toEqual({ start_date: fillText(CHECKOUT_MESSAGES.en.startDate['too-early'], { date: day(earliest) }) })
		expect((await postOrder(app.request, { ...body, start_date: closed })).status).toBe(400)
		const closedDay = await postOrder(app.request, { ...body, start_date: laterClosed })
		expect(closedDay.status).toBe(400)
		expect(((await closedDay.json()) as ApiError).error.fields).toEqual({ start_date: CHECKOUT_MESSAGES.en.startDate['not-a-delivery-day'] })
		const created = await postOrder(app.request, { ...body, start_date: earliest })
		expect(created.status).toBe(201)
		const order = ((await created.json()) as { data: OrderJson }).data

		// Paid late: the order's day has come too close since it was made (set here as an order made days ago).
		await db.update(orders).set({ startDate: oldEarliest }).where(eq(orders.publicId, order.id))
		expect(await returnToShop(app.request, await tokenize(app.request, order.id, CARDS.paid))).toBe(thankYou(order.id))
		await app.idle()
		const { order: paid, days } = await planOfOrder(db, order.id)
		expect(paid?.status).toBe('paid')
		expect(paid?.startDate).toBe(earliest)
		expect(days[0]?.date).toBe(earliest)
		expect(days.map((delivery) => delivery.date)).not.toContain(closed)
		expect(days.map((delivery) => delivery.date)).not.toContain(laterClosed)
	})
})
