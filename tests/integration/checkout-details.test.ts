/**
 * The checkout's details step (issue 20, item 7), through its loader and action against the seeded
 * catalogue: an error names the field that is actually missing (the area, not the delivery time
 * the customer can see ticked), a landmark left empty is stored as "N/A" and the page never shows
 * it pre-filled, and the order summary names the chosen add-on. In the three languages.
 */
import { and, eq } from 'drizzle-orm'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import Checkout, { action as checkoutAction, loader as checkoutLoader, shouldRevalidate } from '../../app/routes/checkout.tsx'
import { pageElement } from '../../app/test-support/render-page.tsx'
import { CHECKOUT_MESSAGES } from '../../content/checkout-messages.ts'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { addDays, weekdayOf } from '../../domain/delivery-schedule.ts'
import { getLocale, LOCALE_CODES, type LocaleCode, localizePath } from '../../domain/locale.ts'
import { fillText, formatCalendarDate, formatShortDate } from '../../domain/text-template.ts'
import { getCachedPlan } from '../../server/db/queries/plans.ts'
import { areas, areaTimings, areaTranslations, orders } from '../../server/db/schema.ts'
import { createTestDatabase } from './support/database.ts'
import { checkoutDetailsForm, createCheckoutTestApp, firstDubaiSlot } from './support/checkout.ts'
import { checkoutPageArgs, TEST_ORIGIN } from './support/loader-args.ts'
import { freezeDate } from './support/frozen-date.ts'

// The first days read by the test and by the loader and action are worked out at one instant (support/frozen-date.ts).
freezeDate()

const { db } = await createTestDatabase()
const { request, checkout } = createCheckoutTestApp(db)

// One Dubai area that gets only one slot, set before anything reads (and caches) the areas.
const [narrow] = await db
	.select({ id: areas.id })
	.from(areas)
	.where(eq(areas.cityId, 1))
	.orderBy(areas.sortOrder, areas.id)
	.offset(1)
	.limit(1)
const narrowTimings = await db.select().from(areaTimings).where(eq(areaTimings.areaId, narrow!.id))
const kept = narrowTimings.find((timing) => timing.slot !== 'morning') ?? narrowTimings[0]!
await db
	.update(areaTimings)
	.set({ isActive: false })
	.where(and(eq(areaTimings.areaId, narrow!.id), eq(areaTimings.slot, 'morning')))
const areaName = async (locale: LocaleCode) =>
	(await db.select({ name: areaTranslations.name }).from(areaTranslations).where(and(eq(areaTranslations.areaId, narrow!.id), eq(areaTranslations.locale, locale))))[0]!.name

const pageArgs = (locale: LocaleCode, path: string, init?: RequestInit) => checkoutPageArgs({ db, checkout, clientIp: '203.0.113.8' }, locale, path, init)

const CHECKOUT_PATH = '/meal-plans/checkout/?plan=international&size=regular&days=6&weeks=1'

type Refusal = { data: { errors: Record<string, string> }; init: { status: number } }

/** Posts the details form; the refusal's answer, or the stored order when it was made. */
async function post(locale: LocaleCode, fields: Record<string, string>) {
	const form = await checkoutDetailsForm(request, fields)
	for (const [name, value] of Object.entries(fields)) if (value === '\u0000drop') form.delete(name)
	try {
		return { refusal: (await checkoutAction(pageArgs(locale, CHECKOUT_PATH, { method: 'POST', body: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }))) as unknown as Refusal }
	} catch (thrown) {
		const location = (thrown as Response).headers.get('Location')!
		const publicId = new URL(location, TEST_ORIGIN).searchParams.get('order')!
		const [row] = await db.select().from(orders).where(eq(orders.publicId, publicId))
		return { order: row! }
	}
}

const DROP = '\u0000drop'

describe('an error names the field that is missing', () => {
	test('no area, a slot ticked: the area is named, never the delivery time (before: "Choose a delivery time." too)', async () => {
		for (const locale of LOCALE_CODES) {
			const { refusal } = await post(locale, { area_id: '' })
			expect(refusal?.init.status).toBe(400)
			expect(refusal?.data.errors).toEqual({ area_id: CHECKOUT_MESSAGES[locale].fields.area_id })
		}
	})

	test('no area and no slot: both are named', async () => {
		const { refusal } = await post('en', { area_id: '', slot: DROP })
		expect(refusal?.data.errors).toEqual({ area_id: CHECKOUT_MESSAGES.en.fields.area_id, area_timing_id: CHECKOUT_MESSAGES.en.fields.area_timing_id })
	})

	test('an area and no slot: the delivery time is named, not the area', async () => {
		const { refusal } = await post('en', { slot: DROP })
		expect(refusal?.data.errors).toEqual({ area_timing_id: CHECKOUT_MESSAGES.en.fields.area_timing_id })
	})

	test('a slot the area does not get: says so with the area’s name, in each language', async () => {
		for (const locale of LOCALE_CODES) {
			const { refusal } = await post(locale, { area_id: String(narrow!.id), slot: 'morning' })
			expect(refusal?.data.errors).toEqual({ area_timing_id: expect.stringContaining(await areaName(locale)) })
			expect(refusal?.data.errors.area_timing_id).not.toBe(CHECKOUT_MESSAGES[locale].fields.area_timing_id)
		}
		const { order } = await post('en', { area_id: String(narrow!.id), slot: kept.slot })
		expect(order?.areaTimingId).toBe(kept.id)
	})

	test('other field errors are kept beside them', async () => {
		const { refusal } = await post('en', { area_id: '', first_name: '' })
		expect(refusal?.data.errors).toEqual({ first_name: CHECKOUT_MESSAGES.en.fields.first_name, area_id: CHECKOUT_MESSAGES.en.fields.area_id })
	})
})

describe('the landmark', () => {
	test('left empty, the order stores "N/A", as the draft rule wants; one given is kept as typed', async () => {
		expect((await post('en', { landmark: '' })).order?.deliveryAddress.landmark).toBe('N/A')
		expect((await post('en', { landmark: DROP })).order?.deliveryAddress.landmark).toBe('N/A')
		expect((await post('en', { landmark: '  Next to Spinneys ' })).order?.deliveryAddress.landmark).toBe('Next to Spinneys')
	})

	test('the details step’s field starts empty (never "N/A")', async () => {
		const data = await checkoutLoader(pageArgs('en', CHECKOUT_PATH))
		const html = renderToString(pageElement(Checkout, 'en', new URL(CHECKOUT_PATH, TEST_ORIGIN), data))
		const input = html.match(/<input[^>]*name="landmark"[^>]*>/)?.[0] ?? ''
		expect(input).not.toBe('')
		expect(input).not.toContain('N/A')
	})
})

describe('the order summary of the details step', () => {
	test('names the chosen add-on, in each language', async () => {
		for (const locale of LOCALE_CODES) {
			const plan = await getCachedPlan(db, 'international', locale)
			const addon = plan!.addons[0]!
			const variant = addon.variants[0]!
			const path = `${CHECKOUT_PATH}&addon=${variant.id}`
			const data = (await checkoutLoader(pageArgs(locale, path))) as { addonName: string | null }
			expect(data.addonName).toBe(`${addon.name} (${variant.name})`)
			const html = renderToString(pageElement(Checkout, locale, new URL(localizePath(path, locale), TEST_ORIGIN), data)).replaceAll('<!-- -->', '')
			expect(html).toContain(addon.name)
			expect(html).toContain({ en: 'Add-on: ', 'ar-ae': 'الإضافة: ', 'ru-ae': 'Дополнение: ' }[locale])
		}
	})

	test('without an add-on says nothing of one', async () => {
		const data = (await checkoutLoader(pageArgs('en', CHECKOUT_PATH))) as { addonName: string | null }
		expect(data.addonName).toBeNull()
		expect(renderToString(pageElement(Checkout, 'en', new URL(CHECKOUT_PATH, TEST_ORIGIN), data))).not.toContain('Add-on: ')
	})
})

describe('the first delivery day', () => {
	type StartDays = { startDays: { value: string; label: string }[]; choice: { start: string } }

	test('is a choice of the days the order can start on, in the page’s language, the earliest ticked; no date field', async () => {
		for (const locale of LOCALE_CODES) {
			const data = await checkoutLoader(pageArgs(locale, CHECKOUT_PATH))
			const { startDays, choice } = data as unknown as StartDays
			expect(startDays[0]?.value).toBe(choice.start)
			// A 6-day plan delivers Monday to Saturday: no Sunday is offered.
			expect(startDays.filter((option) => weekdayOf(option.value) === 0)).toEqual([])
			expect(startDays[0]?.label).toBe(formatShortDate(startDays[0]!.value, getLocale(locale).language))
			const html = renderToString(pageElement(Checkout, locale, new URL(localizePath(CHECKOUT_PATH, locale), TEST_ORIGIN), data))
			expect(html).not.toContain('type="date"')
			const radios = html.match(/<input[^>]*name="start_date"[^>]*>/g) ?? []
			expect(radios.filter((radio) => radio.includes('checked=""'))).toEqual([expect.stringContaining(`value="${choice.start}"`)])
			expect(html).toContain(`name="start_date_later"`)
		}
	})

	test('"another day" with a day from the list starts the order that day; a day the server refuses is refused as before', async () => {
		const { startDays } = (await checkoutLoader(pageArgs('en', CHECKOUT_PATH))) as unknown as StartDays
		const later = startDays[10]!.value
		const { order } = await post('en', { start_date: 'later', start_date_later: later })
		expect(order?.startDate).toBe(later)
		const sunday = startDays.map((option) => addDays(option.value, 1)).find((day) => weekdayOf(day) === 0)!
		const { refusal } = await post('en', { start_date: 'later', start_date_later: sunday })
		expect(refusal?.data.errors).toEqual({ start_date: CHECKOUT_MESSAGES.en.startDate['not-a-delivery-day'] })
	})
})

describe('a first day the cut-off closed while the form was open', () => {
	type StartDays = { startDays: { value: string }[]; choice: { start: string } }
	type DayRefusal = { data: { errors: Record<string, string>; values: Record<string, string> }; init: { status: number } }

	test('is refused naming the earliest start now; the page asks for its days again and ticks that one', async () => {
		for (const locale of LOCALE_CODES) {
			const shown = (await checkoutLoader(pageArgs(locale, CHECKOUT_PATH))) as unknown as StartDays
			// The day before the earliest: what the earliest was before the noon cut-off or midnight moved it on.
			const closed = addDays(shown.startDays[0]!.value, -1)
			const refusal = (await post(locale, { start_date: closed })).refusal as unknown as DayRefusal
			expect(refusal.init.status).toBe(400)
			// As the browser gets it: the action's answer decides, then the page's data is read again.
			expect(shouldRevalidate({ actionResult: refusal.data, defaultShouldRevalidate: false } as never)).toBe(true)
			const again = (await checkoutLoader(pageArgs(locale, CHECKOUT_PATH))) as unknown as StartDays
			const earliest = formatCalendarDate(again.startDays[0]!.value, getLocale(locale).language)
			expect(refusal.data.errors).toEqual({ start_date: fillText(CHECKOUT_MESSAGES[locale].startDate['too-early'], { date: earliest }) })
			// The closed day is not sent back, so the picker ticks the page's own day: the earliest now.
			expect(refusal.data.values).not.toHaveProperty('start_date')
			expect(refusal.data.values).toMatchObject({ first_name: expect.any(String) })
			expect(again.choice.start).toBe(again.startDays[0]!.value)
		}
	})

	test('chosen on the customise step before the cut-off: the first step says the earliest start now and ticks it', async () => {
		for (const locale of LOCALE_CODES) {
			const { startDays } = (await checkoutLoader(pageArgs(locale, CHECKOUT_PATH))) as unknown as StartDays
			const closed = addDays(startDays[0]!.value, -1)
			const data = (await checkoutLoader(pageArgs(locale, `${CHECKOUT_PATH}&start=${closed}`))) as unknown as StartDays & { startError: string | null }
			const earliest = formatCalendarDate(data.startDays[0]!.value, getLocale(locale).language)
			expect(data.startError).toBe(fillText(CUSTOMISE[locale].startErrors['too-early'], { earliest }))
			expect(data.choice.start).toBe(data.startDays[0]!.value)
			const html = renderToString(pageElement(Checkout, locale, new URL(localizePath(CHECKOUT_PATH, locale), TEST_ORIGIN), data))
			expect(html).toContain(data.startError!)
		}
		// A day that can be taken says nothing.
		const { startDays } = (await checkoutLoader(pageArgs('en', CHECKOUT_PATH))) as unknown as StartDays
		expect(((await checkoutLoader(pageArgs('en', `${CHECKOUT_PATH}&start=${startDays[1]!.value}`))) as { startError: string | null }).startError).toBeNull()
	})

	test('other refusals keep the page as React Router would', async () => {
		const { refusal } = await post('en', { first_name: '' })
		expect(refusal?.data.errors).not.toHaveProperty('start_date')
		expect(shouldRevalidate({ actionResult: refusal!.data, defaultShouldRevalidate: false } as never)).toBe(false)
	})
})

test('the form of these tests names another area than the one made narrow', async () => {
	expect((await firstDubaiSlot(request)).areaId).not.toBe(narrow!.id)
})
