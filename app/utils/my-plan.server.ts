/**
 * What the "My plan" pages (app/routes/my-plan.tsx, my-plan-day.tsx) share on the server: the
 * signed-in customer or the way to log in and back, and a delivery day's words — its state,
 * slot and address as the page's language writes them, each dish with its kcal.
 */
import { redirect, type RouterContextProvider } from 'react-router'
import { MY_PLAN } from '../../content/pages/my-plan.ts'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import { isDaysPerWeek } from '../../domain/plan-pricing.ts'
import type { LocaleTag } from '../../domain/money.ts'
import { pauseAllowance } from '../../domain/schedule/freeze.ts'
import type { PlanSchedule } from '../../domain/schedule/plan-days.ts'
import type { Database } from '../../server/db/client.ts'
import { deliveryChoices } from '../../server/schedule/delivery-choices.ts'
import { closedDatesFrom } from '../../server/schedule/schedule-data.ts'
import { dayTotals, type DeliveryView, type DishesByCode, type MealView, type SubscriptionView } from '../../server/schedule/subscription-view.ts'
import type { MealSlot } from '../../content/sample-menus/types.ts'
import { localeContext, servicesContext } from '../context.ts'
import type { ServerTranslate } from '../i18n/translate.ts'
import { deliveryChoiceLabel, shortAddress, slotText } from './delivery-choice.ts'
import { formatCount, formatFullDate, fillText, pluralText } from '../../domain/text-template.ts'

/** The signed-in customer, or a redirect to log in that comes back to `returnTo` (prefix-free, with its query). */
export function signedInCustomer(context: Readonly<RouterContextProvider>, returnTo: string) {
	const { customer } = context.get(servicesContext)
	const { code } = context.get(localeContext).locale
	if (!customer) throw redirect(`${localizePath('/log-in/', code)}?redirectTo=${encodeURIComponent(localizePath(returnTo, code))}`)
	return customer
}

export type DayMealLine = { key: string; meal: string; dish: string | null; kcal: string | null }

export type DaySummary = {
	id: string
	date: string
	fullDate: string
	state: DeliveryView['state']
	stateText: string
	changeable: boolean
	slot: string
	address: string
	meals: DayMealLine[]
	totalKcal: string | null
	href: string
}

/** A delivery day in the page's words, for the list and the day's page; `dishes` names what its meals refer to. */
export function daySummary(day: DeliveryView, dishes: DishesByCode, context: Readonly<RouterContextProvider>): DaySummary {
	const { locale, t } = context.get(localeContext)
	const text = MY_PLAN[locale.code]
	const kcal = (value: number) => fillText(text.kcal, { kcal: formatCount(value, locale.language) })
	const totals = dayTotals(day, dishes)
	return {
		id: day.id,
		date: day.date,
		fullDate: formatFullDate(day.date, locale.language),
		state: day.state,
		stateText: text.states[day.state],
		changeable: day.changeable,
		slot: slotText(day.address.slot, day.slot_name, locale.code),
		address: shortAddress(day.address, locale.code),
		meals: day.meals.map((meal) => mealLine(meal, dishes, t, kcal)),
		totalKcal: totals ? kcal(totals.kcal) : null,
		href: `/account/plan/day/?day=${day.id}`,
	}
}

function mealLine(meal: MealView, dishes: DishesByCode, t: ServerTranslate, kcal: (value: number) => string): DayMealLine {
	const dish = meal.dish ? dishes[meal.dish] : undefined
	return {
		key: `${meal.meal}-${meal.course}`,
		meal: t(`mealSlots.${meal.meal as MealSlot}`),
		dish: dish?.name ?? null,
		kcal: dish?.nutrition ? kcal(dish.nutrition.kcal) : null,
	}
}

/** How many more days of the plan can be paused now: the lower of the limit and what fits before `finish_by` (domain/schedule/freeze.ts). */
export async function pausesLeft(db: Database, view: SubscriptionView): Promise<number> {
	if (!isDaysPerWeek(view.days_per_week)) return 0
	const closed = await closedDatesFrom(db, view.first_changeable_date)
	const schedule: PlanSchedule = {
		status: view.status,
		daysPerWeek: view.days_per_week,
		rules: view.rules,
		finishBy: view.finish_by,
		days: view.deliveries.map((day, index) => ({ id: index, date: day.date, state: day.state })),
	}
	return pauseAllowance(schedule, closed).movable
}

/** "You can pause 3 more days." or that none can be. */
export function pausesLeftText(count: number, locale: { code: LocaleCode; language: LocaleTag }) {
	const text = MY_PLAN[locale.code].pause
	return count > 0 ? pluralText(text.remaining, count, locale.language) : text.noneLeft
}

/**
 * Where a day can go instead (server/schedule/delivery-choices.ts), labelled in the page's
 * language: the slot with its hours, then the address.
 */
export async function moveChoices(db: Database, customerId: number, day: DeliveryView, locale: LocaleCode) {
	return (await deliveryChoices(db, customerId, day.address, locale)).map((group) => {
		const label = shortAddress(group.address, locale)
		return { label, options: group.options.map(({ value, timing }) => ({ value, label: deliveryChoiceLabel(slotText(timing.slot, timing.name, locale), label) })) }
	})
}
