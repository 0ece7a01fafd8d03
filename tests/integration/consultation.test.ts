/**
 * The free nutritionist consultation end to end, against the seeded catalogue: the customise
 * step offers the open days and times and summarises the choice without changing the price; the
 * order API stores a booking on the order and refuses, on the `consultation` field and in the
 * request's language, one that is malformed or whose slot is no longer open; the checkout page
 * shows it, carries it in hidden fields and its action makes the order with it. Days come from
 * the clock, so nothing depends on the calendar.
 */
import { eq } from 'drizzle-orm'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import Checkout, { action as checkoutAction, loader as checkoutLoader } from '../../app/routes/checkout.tsx'
import CustomiseMealPlan, { loader as customiseLoader } from '../../app/routes/customise-meal-plan.tsx'
import { pageElement } from '../../app/test-support/render-page.tsx'
import { CHECKOUT_MESSAGES } from '../../content/checkout-messages.ts'
import { CONSULTATION_OFFER } from '../../content/consultations.ts'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { consultationDates, consultationTimes } from '../../domain/consultation.ts'
import { addDays } from '../../domain/delivery-schedule.ts'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import { orders } from '../../server/db/schema.ts'
import { createTestDatabase } from './support/database.ts'
import { checkoutDetailsForm, createCheckoutTestApp, type OrderJson, orderBody, postOrder, quotedTotal } from './support/checkout.ts'
import { checkoutPageArgs, TEST_ORIGIN } from './support/loader-args.ts'
import { freezeDate } from './support/frozen-date.ts'

// `open` is read once here and compared with the pages' lists later: Dubai's midnight falling between
// them shifted the list by a day (support/frozen-date.ts).
freezeDate()

const { db } = await createTestDatabase()
const { request, checkout } = createCheckoutTestApp(db)

type ApiError = { error: { code: string; fields?: Record<string, string> } }

const open = consultationDates(new Date(), CONSULTATION_OFFER)
// A few days into the list, so a test running across midnight in Dubai still finds it open.
const day = open[3]!
// The same weekday a week before the first open day: a consultation day that has passed.
const passed = addDays(open[0]!, -7)

const booking = (overrides: Record<string, unknown> = {}) => ({ type: 'video', location_id: 1, language_id: 1, date: day, time: '14:00', ...overrides })

const pageArgs = (locale: LocaleCode, path: string, init?: RequestInit) => checkoutPageArgs({ db, checkout, clientIp: '203.0.113.7' }, locale, path, init)

const customise = (query: string, locale: LocaleCode = 'en') => customiseLoader(pageArgs(locale, `/meal-plans/customise-meal-plan/?${query}`))

/** A page's HTML as the server sends it (before the script runs). */
function serverHtml(Component: unknown, locale: LocaleCode, path: string, data: unknown) {
	// Without React's markers between adjacent texts, so sentences read as they show.
	return renderToString(pageElement(Component, locale, new URL(localizePath(path, locale), TEST_ORIGIN), data)).replaceAll('<!-- -->', '')
}

async function storedOrder(publicId: string) {
	const [row] = await db.select().from(orders).where(eq(orders.publicId, publicId))
	return row!
}

describe('the customise step', () => {
	test('the box ticked: every open day, the day’s times, and the page’s own language proposed', async () => {
		const data = await customise('plan=international&consult=1', 'ar-ae')
		expect(data.choice.consultation).toEqual({ type: 'video', location: 1, language: 2, date: null, time: null })
		expect(data.consultation.dates.map((option) => option.value)).toEqual(open)
		expect(data.consultation.dates.every((option) => /[\u0600-\u06FF]/.test(option.label))).toBe(true)
		expect(data.consultation.times).toEqual(consultationTimes(CONSULTATION_OFFER))
		expect(data.consultation.types.map((option) => option.value)).toEqual(['video', 'phone', 'in-person'])
		expect(data.consultation.languages.map((option) => option.label)).toEqual(['الإنجليزية', 'العربية', 'الروسية'])
		// Nothing to say before a day and time are chosen.
		expect(data.consultation.booking).toBeNull()
		expect(data.consultation.errors).toEqual({})
	})

	test('a chosen slot is summarised in words and costs nothing', async () => {
		const query = `plan=international&days=6&weeks=4&consult=1&consult_type=in-person&consult_location=1&consult_language=3&consult_date=${day}&consult_time=11:00`
		const data = await customise(query)
		expect(data.choice.consultation).toEqual({ type: 'in-person', location: 1, language: 3, date: day, time: '11:00' })
		expect(data.consultation.booking?.values).toMatchObject({ type: 'meeting at our Al Quoz kitchen', language: 'in Russian', time: '11:00' })
		expect(data.consultation.errors).toEqual({})
		const without = await customise('plan=international&days=6&weeks=4')
		expect(data.price.total).toBe(without.price.total)
		expect(without.choice.consultation).toBeNull()
	})

	test('a day that has passed or a time off the list is named, in the page’s language', async () => {
		const late = await customise(`plan=international&consult=1&consult_date=${passed}&consult_time=11:00`, 'ru-ae')
		expect(late.consultation.errors).toEqual({ date: CUSTOMISE['ru-ae'].consultation.errors.unavailable })
		expect(late.consultation.booking).toBeNull()
		const odd = await customise(`plan=international&consult=1&consult_date=${day}&consult_time=11:15`)
		expect(odd.consultation.errors).toEqual({ time: CUSTOMISE.en.consultation.errors.time })
		// The form's leftovers without the box count for nothing.
		expect((await customise(`plan=international&consult_type=phone&consult_date=${day}`)).choice.consultation).toBeNull()
	})

	test('the server’s page: the box and, before the script runs, every field; the summary keeps the time left to right', async () => {
		const path = `/meal-plans/customise-meal-plan/?plan=international&consult=1&consult_type=phone&consult_language=3&consult_date=${day}&consult_time=11:00`
		const html = serverHtml(CustomiseMealPlan, 'ru-ae', path, await customise(path.split('?')[1]!, 'ru-ae'))
		const text = CUSTOMISE['ru-ae'].consultation
		const box = (page: string) => page.match(/<input type="checkbox"[^>]*name="consult"[^>]*>/)?.[0] ?? ''
		expect(box(html)).toContain('checked=""')
		expect(box(html)).toContain('value="1"')
		expect(html).toContain(text.noScriptHint)
		for (const name of ['consult_type', 'consult_location', 'consult_language', 'consult_date', 'consult_time']) expect(html).toContain(`name="${name}"`)
		expect(html).toContain(`<option value="${day}" selected="">`)
		expect(html).toContain('Бесплатная консультация нутрициолога: звонок по телефону на русском, ')
		expect(html).toContain('<bdi dir="ltr">11:00</bdi>')

		const unticked = await customise('plan=international')
		const plain = serverHtml(CustomiseMealPlan, 'en', '/meal-plans/customise-meal-plan/?plan=international', unticked)
		expect(box(plain)).not.toContain('checked')
		expect(plain).toContain('name="consult_date"')
		expect(plain).not.toContain('Free nutritionist consultation:')
	})
})

describe('POST /client/api/v1/orders with a consultation', () => {
	test('the order keeps it, and the total is the plan’s alone', async () => {
		const body = { ...(await orderBody(request)), consultation: booking({ type: 'phone', language_id: 3, location_id: 9 }) }
		const response = await postOrder(request, body)
		expect(response.status).toBe(201)
		const { data } = (await response.json()) as { data: OrderJson }
		const row = await storedOrder(data.id)
		// A call names the default place.
		expect(row.consultation).toEqual({ type: 'phone', location_id: 1, language_id: 3, date: day, time: '14:00' })
		expect(row.totalFils).toBe((await quotedTotal(request, 1)).total)
	})

	test('without one the order has none', async () => {
		const response = await postOrder(request, await orderBody(request))
		expect(response.status).toBe(201)
		const { data } = (await response.json()) as { data: OrderJson }
		expect((await storedOrder(data.id)).consultation).toBeNull()
	})

	test('a slot that is no longer open is refused on the consultation field, in the request’s language', async () => {
		const body = await orderBody(request)
		for (const locale of ['en', 'ar-ae', 'ru-ae'] as const) {
			const response = await postOrder(request, { ...body, consultation: booking({ date: passed }) }, { locale })
			expect(response.status).toBe(400)
			const { error } = (await response.json()) as ApiError
			expect(error.fields).toEqual({ consultation: CHECKOUT_MESSAGES[locale].consultationUnavailable })
		}
		// Beyond the 21 days ahead.
		const far = addDays(open.at(-1)!, 7)
		const response = await postOrder(request, { ...body, consultation: booking({ date: far }) })
		expect(((await response.json()) as ApiError).error.fields).toEqual({ consultation: CHECKOUT_MESSAGES.en.consultationUnavailable })
	})

	test('a consultation of the wrong shape is a 400 on its field, never a 500', async () => {
		const body = await orderBody(request)
		for (const consultation of [booking({ type: 'sms' }), booking({ time: '07:00' }), booking({ language_id: 'ar' }), 'yes', 42, {}]) {
			const response = await postOrder(request, { ...body, consultation })
			expect(response.status, JSON.stringify(consultation)).toBe(400)
			expect(((await response.json()) as ApiError).error.fields).toEqual({ consultation: CHECKOUT_MESSAGES.en.fields.consultation })
		}
	})
})

describe('the checkout page', () => {
	const consultQuery = `consult=1&consult_type=video&consult_location=1&consult_language=2&consult_date=${day}&consult_time=16:30`
	const checkoutPath = (query: string) => `/meal-plans/checkout/?plan=international&size=regular&days=6&weeks=1&${query}`

	/** The details form as a browser posts it, with the consultation's hidden fields. */
	const details = (consultation: Record<string, string>, expectedTotal: number) =>
		checkoutDetailsForm(request, { expected_total: String(expectedTotal), ...consultation })
	const post = (locale: LocaleCode, form: URLSearchParams) =>
		checkoutAction(pageArgs(locale, checkoutPath(''), { method: 'POST', body: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }))

	test('shows the consultation and makes the order with it', async () => {
		const page = (await checkoutLoader(pageArgs('en', checkoutPath(consultQuery)))) as { consultation: unknown; choice: { consultation: unknown }; price: { total: number } }
		expect(page.choice.consultation).toEqual({ type: 'video', location: 1, language: 2, date: day, time: '16:30' })
		expect(page.consultation).toMatchObject({ booking: { values: { type: 'video call', language: 'in Arabic', time: '16:30' } }, problem: null })
		const html = serverHtml(Checkout, 'en', checkoutPath(consultQuery), page)
		for (const [name, value] of new URLSearchParams(consultQuery)) expect(html).toContain(`<input type="hidden" name="${name}" value="${value}"/>`)
		expect(html).toContain('Free nutritionist consultation: video call in Arabic, ')
		expect(html).toContain('<bdi dir="ltr">16:30</bdi>')

		const form = await details(Object.fromEntries(new URLSearchParams(consultQuery)), page.price.total)
		const redirect = await post('en', form).then(
			() => null,
			(thrown: unknown) => thrown as Response,
		)
		expect(redirect?.status).toBe(303)
		const publicId = new URL(redirect!.headers.get('Location')!, TEST_ORIGIN).searchParams.get('order')!
		expect((await storedOrder(publicId)).consultation).toEqual({ type: 'video', location_id: 1, language_id: 2, date: day, time: '16:30' })
	})

	test('a slot that closed: the summary says so before, and the action refuses it', async () => {
		const query = `consult=1&consult_type=video&consult_location=1&consult_language=1&consult_date=${passed}&consult_time=10:00`
		const page = (await checkoutLoader(pageArgs('ar-ae', checkoutPath(query)))) as { consultation: { problem: string | null }; price: { total: number } }
		expect(page.consultation.problem).toBe(CHECKOUT_MESSAGES['ar-ae'].consultationUnavailable)

		const answer = (await post('ar-ae', await details(Object.fromEntries(new URLSearchParams(query)), page.price.total))) as unknown as {
			data: { errors: Record<string, string> }
			init: { status: number }
		}
		expect(answer.init.status).toBe(400)
		expect(answer.data.errors).toEqual({ consultation: CHECKOUT_MESSAGES['ar-ae'].consultationUnavailable })
	})
})
