/**
 * A plan as staff make it in the console (docs/console.md "New plans and sizes"): created hidden
 * with a draft week, that week moved to a later Monday and published, then the plan published —
 * for the tests of when a new plan's orders may start (docs/subscriptions.md, "A new order's first
 * delivery day"). Also the price and order API calls those tests make for it.
 */
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { addDays, weekdayOf } from '../../../domain/delivery-schedule.ts'
import type { LocaleCode } from '../../../domain/locale.ts'
import type { Database } from '../../../server/db/client.ts'
import { plans, weeklyMenus } from '../../../server/db/schema.ts'
import { type CheckoutTestApp, orderBody } from './checkout.ts'
import { consoleCookie, consoleForm, enrolledStaff } from './staff.ts'

type Request = CheckoutTestApp['request']

/** The plan's own words, as the console's form takes them (`name-en`, `summary-ar-ae`, …). */
export type PlanWords = Record<`${'name' | 'summary'}-${LocaleCode}`, string>

/** The Monday on `isoDate` or after it. */
export function mondayOnOrAfter(isoDate: string) {
	let day = isoDate
	while (weekdayOf(day) !== 1) day = addDays(day, 1)
	return day
}

/** A four-meal vegetarian plan with one size, Regular (AED 140 a day), whose first published weekly menu starts on `firstWeek`. */
export async function publishPlanFrom(db: Database, request: Request, slug: string, words: PlanWords, firstWeek: string) {
	const cookie = await consoleCookie(db, (await enrolledStaff(db, 'manager')).id)
	const form = new URLSearchParams({
		slug,
		'meals-per-day': '4',
		diet: 'vegetarian',
		...words,
		'description-en': 'Four vegetarian meals a day, portioned by our nutritionists and delivered fresh from the first week of its menu.',
		'description-ar-ae': 'أربع وجبات نباتية يوميًا بحصص يحددها أخصائيو التغذية لدينا، تصلك طازجة ابتداءً من الأسبوع الأول لقائمتها الأسبوعية.',
		'description-ru-ae': 'Четыре вегетарианских приёма пищи в день: порции рассчитывают наши нутрициологи, доставка свежей еды с первой недели его меню.',
		'size-regular': 'on',
		'regular-kcal-min': '1600',
		'regular-kcal-max': '1900',
		'regular-price': '140',
		tags: 'popular',
	})
	expect((await request('/console/catalogue/plans/new/', { ...consoleForm(cookie, {}), body: form.toString() })).status).toBe(303)
	const [plan] = await db.select().from(plans).where(eq(plans.slug, slug))
	const [draft] = await db.select().from(weeklyMenus).where(eq(weeklyMenus.planId, plan!.id))
	await db.update(weeklyMenus).set({ weekStart: firstWeek }).where(eq(weeklyMenus.id, draft!.id))
	expect((await request(`/console/menus/weeks/${draft!.id}/publish/`, consoleForm(cookie, {}))).status).toBe(303)
	expect((await request(`/console/catalogue/plans/${slug}/publish/`, consoleForm(cookie, {}))).status).toBe(303)
	return plan!
}

/** `POST /price` for one week of six days, Regular, no code; `body` names the plan and anything else. */
export function priceOf(request: Request, body: Record<string, unknown>, locale: LocaleCode = 'en') {
	return request(`/client/api/v1/price?locale=${locale}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ size: 'regular', days_per_week: 6, number_of_weeks: 1, discount_code: [], ...body }),
	})
}

/** An order body for `slug` starting on `startDate`, priced by the price API. */
export async function orderOfPlan(request: Request, slug: string, startDate: string) {
	const quoted = (await (await priceOf(request, { plan: slug })).json()) as { data: { total: number } }
	return { ...(await orderBody(request)), plan: slug, start_date: startDate, expected_total: quoted.data.total }
}
