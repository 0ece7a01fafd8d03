/**
 * The "My plan" pages' form posts (app/routes/my-plan.tsx, my-plan-day.tsx) through the same
 * services as the API: pausing and resuming days (server/schedule/pause-days.ts), a day's address
 * or slot (change-delivery.ts), swapping dishes (server/menus/delivery-meals.ts). A change that
 * went through redirects (303) back to the page with `?done=` and the dates it touched, so a
 * reload never posts twice; a refused one answers with the service's own sentence
 * (content/schedule-messages.ts, content/menu-messages.ts) and a 4xx status. The e-mail a schedule
 * change queued is handed to the outbox once the change is committed, as the API does.
 */
import { data, redirect, type RouterContextProvider } from 'react-router'
import { ACCOUNT_PROFILE_MESSAGES } from '../../content/account-messages/profile.ts'
import { mealChoiceRefusal } from '../../content/menu-messages.ts'
import { MY_PLAN } from '../../content/pages/my-plan.ts'
import { scheduleDone, scheduleRefusal } from '../../content/schedule-messages.ts'
import { isIsoDate } from '../../domain/delivery-schedule.ts'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import type { DaySelection } from '../../domain/schedule/freeze.ts'
import { formText, readLimitedForm } from '../../server/accounts/account-forms.ts'
import { isCrossSiteRequest } from '../../server/http/same-origin.ts'
import { chooseDeliveryMeals, mealOptionsForDelivery } from '../../server/menus/delivery-meals.ts'
import { changeDeliveryAddressOrSlot } from '../../server/schedule/change-delivery.ts'
import { readDeliveryChoice } from '../../server/schedule/delivery-choices.ts'
import { freezeDays, type ScheduleChange, unfreezeDays } from '../../server/schedule/pause-days.ts'
import { localeContext, servicesContext } from '../context.ts'

/** Larger posts are refused: the biggest form (a day's dishes) is well under 2 KB. */
const FORM_LIMIT = 16 * 1024

/** What a refused post answers: the sentence to show, and which form it belongs to. */
export type PlanAnswer = { form: string; message: string }

export const refused = (status: number, form: string, message: string) => data<PlanAnswer>({ form, message }, status)

/** The done notice a redirect asks for (`?done=…&dates=…`), read back by the loaders. */
export type PlanDone = 'paused' | 'resumed' | 'moved-day' | 'moved-on' | 'swapped'
const DONE: readonly PlanDone[] = ['paused', 'resumed', 'moved-day', 'moved-on', 'swapped']

/** The sentence for `?done=` once the page is loaded again; null when the query says nothing valid. */
export function doneMessage(url: URL, locale: LocaleCode, lastDeliveryDate: string | null): string | null {
	const done = url.searchParams.get('done') as PlanDone | null
	if (!done || !DONE.includes(done)) return null
	if (done === 'swapped') return MY_PLAN[locale].swapped
	const dates = (url.searchParams.get('dates') ?? '').split(',').filter(isIsoDate).slice(0, 120)
	if (dates.length === 0) return null
	const sentences = scheduleDone(locale)
	if (done === 'moved-day' || done === 'moved-on') return sentences.moved(dates, done === 'moved-on')
	return sentences[done](dates, lastDeliveryDate ?? dates.at(-1)!)
}

/** The post's form, after the checks every post gets: same site, not too large. */
export async function readPlanForm(request: Request, context: Readonly<RouterContextProvider>): Promise<FormData> {
	const services = context.get(servicesContext)
	const { code } = context.get(localeContext).locale
	if (isCrossSiteRequest(request.headers, [services.settings.origin, new URL(request.url).origin])) throw refused(403, 'page', MY_PLAN[code].problems.crossSite)
	const form = await readLimitedForm(request, FORM_LIMIT)
	if (!form) throw data(ACCOUNT_PROFILE_MESSAGES[code].tooLarge, { status: 413 })
	return form
}

/** Back to `path` (prefix-free, with its query) with the done notice. */
function doneRedirect(locale: LocaleCode, path: string, done: PlanDone, dates: readonly string[]) {
	const query = new URLSearchParams({ done, ...(dates.length > 0 ? { dates: dates.join(',') } : {}) })
	return redirect(`${localizePath(path, locale)}${path.includes('?') ? '&' : '?'}${query}#done`, 303)
}

function scheduleAnswer<Changed extends { mailIds: number[] }>(
	context: Readonly<RouterContextProvider>,
	result: ScheduleChange<Changed>,
	form: string,
	onChanged: (changed: Changed) => Response,
): Response | ReturnType<typeof refused> {
	const locale = context.get(localeContext).locale.code
	switch (result.status) {
		case 'changed':
			// The e-mail about the change was queued in its transaction: send it now that it is committed.
			context.get(servicesContext).accounts.outbox.dispatch(result.mailIds)
			return onChanged(result)
		case 'not-found':
			return refused(404, form, MY_PLAN[locale].problems.notFound)
		case 'refused':
			return refused(409, form, scheduleRefusal(result.problem, locale))
		case 'conflict':
			return refused(409, form, scheduleDone(locale).conflict)
	}
}

type Owner = { customerId: number; subscriptionId: string }

/** Pauses or resumes days of the customer's plan, then goes back to `path`. */
export async function pauseOrResume(
	context: Readonly<RouterContextProvider>,
	owner: Owner,
	intent: 'pause' | 'resume',
	selection: DaySelection,
	{ path, form }: { path: string; form: string },
) {
	const { db } = context.get(servicesContext)
	const { code } = context.get(localeContext).locale
	const request = { ...owner, selection, now: new Date() }
	if (intent === 'pause') return scheduleAnswer(context, await freezeDays(db, request), form, (changed) => doneRedirect(code, path, 'paused', changed.paused))
	return scheduleAnswer(context, await unfreezeDays(db, request), form, (changed) => doneRedirect(code, path, 'resumed', changed.resumed))
}

/** A range form's two dates, or null when they are not dates in order. */
export function rangeOf(form: FormData): { from: string; to: string } | null {
	const from = formText(form, 'first_day')
	const to = formText(form, 'last_day')
	return isIsoDate(from) && isIsoDate(to) && from <= to ? { from, to } : null
}

/**
 * Where a day goes now: `address:<saved address id>:<slot id>` (one of the customer's saved
 * addresses, in one of its area's slots) or `slot:<slot id>` (the day's own address, another slot).
 */
export async function moveDay(
	context: Readonly<RouterContextProvider>,
	customerId: number,
	day: { id: string; updatedAt: string },
	form: FormData,
	path: string,
) {
	const { db } = context.get(servicesContext)
	const { code } = context.get(localeContext).locale
	const change = await readDeliveryChoice(db, customerId, formText(form, 'where'), code)
	if (change === 'unknown-address') return refused(404, 'move', ACCOUNT_PROFILE_MESSAGES[code].addressNotFound)
	if (!change) return refused(400, 'move', MY_PLAN[code].problems.notFound)
	const fromThisDateOn = formText(form, 'scope') === 'from-this-day'
	const seen = new Date(formText(form, 'seen'))
	const result = await changeDeliveryAddressOrSlot(db, {
		deliveryId: day.id,
		customerId,
		change,
		fromThisDateOn,
		...(Number.isNaN(seen.getTime()) ? {} : { seenUpdatedAt: seen }),
		locale: code,
		now: new Date(),
	})
	if (result.status === 'invalid') return refused(400, 'move', Object.values(result.fields)[0] ?? MY_PLAN[code].problems.notFound)
	return scheduleAnswer(context, result, 'move', (changed) => doneRedirect(code, path, fromThisDateOn ? 'moved-on' : 'moved-day', changed.dates))
}

/** The posted dish of each meal (`meal_<meal>_<course>` → dish code) that differs from what the day brings now. */
export async function swapDishes(context: Readonly<RouterContextProvider>, customerId: number, dayId: string, form: FormData, path: string) {
	const { db } = context.get(servicesContext)
	const { code } = context.get(localeContext).locale
	const chooser = { kind: 'customer' as const, customerId }
	const now = new Date()
	const current = await mealOptionsForDelivery(db, { deliveryId: dayId, chooser, locale: code, now })
	if (!current) return refused(404, 'swap', MY_PLAN[code].problems.notFound)
	const choices = current.options.flatMap((option) => {
		const posted = formText(form, `meal_${option.meal}_${option.course}`)
		const brought = current.meals.find((meal) => meal.meal === option.meal && meal.course === option.course)?.dish?.code
		return posted && posted !== brought ? [{ meal: option.meal, course: option.course, dishCode: posted }] : []
	})
	const result = await chooseDeliveryMeals(db, { deliveryId: dayId, chooser, choices, locale: code, now })
	if (result.status === 'not-found') return refused(404, 'swap', MY_PLAN[code].problems.notFound)
	if (result.status === 'refused') return refused(409, 'swap', mealChoiceRefusal(result.problem, code))
	return doneRedirect(code, path, 'swapped', [])
}
