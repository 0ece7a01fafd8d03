/**
 * The read model of a customer's paid plans (decision 012, issue 17): what the "My plan" pages and
 * GET /client/api/v1/subscriptions(/{id}) show. A plan's summary (days left, last delivery date,
 * paused days used and allowed, the first day that can still be changed), and every delivery day
 * with its state, address, slot and meals — dish names in the asked language, kcal and macros for
 * the plan's size. A day's meals are its `delivery_meals` rows, or else the menu's defaults for
 * that date. Read-only: the changes are server/schedule's and server/menus' services.
 *
 * A plan or day that is not the customer's is simply not found (null), like one that does not
 * exist. A fixed number of queries per call, whatever the plan's length.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { DELIVERY_SLOT_NAMES } from '../../content/delivery-areas.ts'
import type { MealSlot } from '../../content/sample-menus/types.ts'
import { firstChangeableDate, isDeliverySlot, uaeClock } from '../../domain/delivery-schedule.ts'
import { mealsOfDay, type StoredMeal } from '../../domain/menu/meal-options.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import type { OrderDeliveryAddress } from '../../domain/order.ts'
import type { DeliveryState } from '../../domain/schedule/plan-days.ts'
import { cutoffOf, type ScheduleRules } from '../../domain/schedule/rules.ts'
import type { Executor } from '../db/client.ts'
import { deliveries, deliveryMeals, subscriptions } from '../db/schema-subscriptions.ts'
import { areaTimings, areaTranslations, planTranslations, plans } from '../db/schema.ts'
import { dishViews, type MenuDishView, type MenuReader, menuOptionsOnDates } from '../menus/menu-options.ts'

export type Nutrition = { kcal: number; protein_g: number; carbs_g: number; fat_g: number }

export type MealView = {
	/** suhoor, breakfast, lunch, snack, dinner or iftar. */
	meal: string
	/** 1, or 2 for the day's second meal of the same kind (a second snack). */
	course: number
	/** Null only when every dish of this meal holds an allergen the customer declared (customer care arranges it). */
	dish: { code: string; name: string; description: string; allergens: string[] } | null
	/** Who decided the dish: `menu` when the day has no row and eats the menu's standard dish. */
	chosen_by: 'customer' | 'staff' | 'default' | 'menu'
	/** For the plan's size; null only if the kitchen has not entered the figures for that size. */
	nutrition: Nutrition | null
}

export type { DeliveryState }

export type DeliveryView = {
	id: string
	date: string
	state: DeliveryState
	/** Before the cut-off (decision 012's one cut-off, with the plan's own rules): it can still be paused, moved or its dishes swapped. */
	changeable: boolean
	/** The day's address as stored, with the area's name in the asked language. */
	address: OrderDeliveryAddress
	area_timing_id: number
	slot: string
	slot_name: string
	/** Empty for a paused or cancelled day: no food comes. */
	meals: MealView[]
	/** The day's sum; null when a meal lacks figures or the day has no meals. */
	totals: Nutrition | null
	/** For optimistic checks: a change names the version it was made against. */
	updated_at: string
}

export type SubscriptionSummary = {
	id: string
	status: 'active' | 'finished' | 'cancelled'
	plan: { slug: string; name: string }
	size: 'regular' | 'plus'
	days_per_week: number
	paid_days: number
	/** The first and last days food comes (scheduled, delivered or failed days); null when none is left. */
	first_delivery_date: string | null
	last_delivery_date: string | null
	/** Scheduled days from today (UAE) on. */
	days_left: number
	/** Days paused so far, and the most the plan's rules allow. */
	paused_days: number
	max_paused_days: number
	/** The first date that can still be changed now. */
	first_changeable_date: string
	/** No day may be moved (paused) past this date. */
	finish_by: string
	created_at: string
}

export type SubscriptionView = SubscriptionSummary & {
	allergies: string[]
	/** The terms it was sold under: the page says the cut-off and the limits from them. */
	rules: ScheduleRules
	deliveries: DeliveryView[]
}

/** A subscription with its plan's slug and name in the asked language. */
type PlanRow = { subscription: typeof subscriptions.$inferSelect; planSlug: string; planName: string | null }

const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** States in which food comes (or came) on the day. */
const FOOD_STATES: ReadonlySet<string> = new Set(['scheduled', 'delivered', 'failed'])

const subscriptionColumns = (locale: LocaleCode) => ({
	subscription: subscriptions,
	planSlug: plans.slug,
	planName: sql<string | null>`(select ${planTranslations.name} from ${planTranslations} where ${planTranslations.planId} = ${plans.id} and ${planTranslations.locale} = ${locale})`,
})

/** The days' counts every summary needs, per subscription, in one query. */
async function dayCounts(db: Executor, subscriptionIds: number[], today: string) {
	if (subscriptionIds.length === 0) return new Map<number, DayCounts>()
	const rows = await db
		.select({
			subscriptionId: deliveries.subscriptionId,
			first: sql<string | null>`min(${deliveries.date}) filter (where ${deliveries.state} in ('scheduled', 'delivered', 'failed'))`,
			last: sql<string | null>`max(${deliveries.date}) filter (where ${deliveries.state} in ('scheduled', 'delivered', 'failed'))`,
			left: sql<number>`(count(*) filter (where ${deliveries.state} = 'scheduled' and ${deliveries.date} >= ${today}))::int`,
			paused: sql<number>`(count(*) filter (where ${deliveries.state} = 'frozen'))::int`,
		})
		.from(deliveries)
		.where(inArray(deliveries.subscriptionId, subscriptionIds))
		.groupBy(deliveries.subscriptionId)
	return new Map(rows.map((row) => [row.subscriptionId, row]))
}

type DayCounts = { first: string | null; last: string | null; left: number; paused: number }

function summaryOf(row: PlanRow, counts: DayCounts | undefined, now: Date): SubscriptionSummary {
	const { subscription } = row
	return {
		id: subscription.publicId,
		status: subscription.status as SubscriptionSummary['status'],
		plan: { slug: row.planSlug, name: row.planName ?? row.planSlug },
		size: subscription.size as SubscriptionSummary['size'],
		days_per_week: subscription.daysPerWeek,
		paid_days: subscription.paidDays,
		first_delivery_date: counts?.first ?? null,
		last_delivery_date: counts?.last ?? null,
		days_left: counts?.left ?? 0,
		paused_days: counts?.paused ?? 0,
		max_paused_days: subscription.rules.maxFrozenDays,
		first_changeable_date: firstChangeableDate(now, cutoffOf(subscription.rules)),
		finish_by: subscription.finishBy,
		created_at: subscription.createdAt.toISOString(),
	}
}

/** The customer's plans, the newest first. */
export async function listCustomerSubscriptions(db: Executor, customerId: number, locale: LocaleCode, now: Date): Promise<SubscriptionSummary[]> {
	const rows = await db
		.select(subscriptionColumns(locale))
		.from(subscriptions)
		.innerJoin(plans, eq(plans.id, subscriptions.planId))
		.where(eq(subscriptions.customerId, customerId))
		.orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
	const counts = await dayCounts(
		db,
		rows.map((row) => row.subscription.id),
		uaeClock(now).date,
	)
	return rows.map((row) => summaryOf(row, counts.get(row.subscription.id), now))
}

/** One of the customer's plans with every delivery day, or null when it is not theirs or does not exist. */
export async function findCustomerSubscription(
	db: Executor,
	customerId: number,
	publicId: string,
	locale: LocaleCode,
	now: Date,
): Promise<SubscriptionView | null> {
	if (!PUBLIC_ID.test(publicId)) return null
	const [row] = await db
		.select(subscriptionColumns(locale))
		.from(subscriptions)
		.innerJoin(plans, eq(plans.id, subscriptions.planId))
		.where(and(eq(subscriptions.customerId, customerId), eq(subscriptions.publicId, publicId.toLowerCase())))
		.limit(1)
	if (!row) return null
	return subscriptionView(db, row, locale, now)
}

/** One delivery day of the customer's with its plan, or null when it is not theirs or does not exist. */
export async function findCustomerDelivery(
	db: Executor,
	customerId: number,
	deliveryPublicId: string,
	locale: LocaleCode,
	now: Date,
): Promise<{ subscription: SubscriptionView; delivery: DeliveryView } | null> {
	if (!PUBLIC_ID.test(deliveryPublicId)) return null
	const [row] = await db
		.select(subscriptionColumns(locale))
		.from(deliveries)
		.innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
		.innerJoin(plans, eq(plans.id, subscriptions.planId))
		.where(and(eq(subscriptions.customerId, customerId), eq(deliveries.publicId, deliveryPublicId.toLowerCase())))
		.limit(1)
	if (!row) return null
	const subscription = await subscriptionView(db, row, locale, now)
	const delivery = subscription.deliveries.find((day) => day.id === deliveryPublicId.toLowerCase())
	return delivery ? { subscription, delivery } : null
}

async function subscriptionView(db: Executor, row: PlanRow, locale: LocaleCode, now: Date): Promise<SubscriptionView> {
	const { subscription } = row
	const today = uaeClock(now).date
	const firstChangeable = firstChangeableDate(now, cutoffOf(subscription.rules))
	const [days, counts] = await Promise.all([
		db
			.select({
				delivery: deliveries,
				slot: areaTimings.slot,
				areaName: sql<string | null>`(select ${areaTranslations.name} from ${areaTranslations} where ${areaTranslations.areaId} = ${areaTimings.areaId} and ${areaTranslations.locale} = ${locale})`,
			})
			.from(deliveries)
			.innerJoin(areaTimings, eq(areaTimings.id, deliveries.areaTimingId))
			.where(eq(deliveries.subscriptionId, subscription.id))
			// A paused day and its live replacement never share a date with another live day; a
			// paused day comes before a later live one on the same date (resumed, then paused again).
			.orderBy(asc(deliveries.date), asc(deliveries.id)),
		dayCounts(db, [subscription.id], today),
	])
	const withFood = days.filter((day) => FOOD_STATES.has(day.delivery.state))
	const meals = await mealsOf(
		db,
		{ planId: subscription.planId, size: subscription.size, allergies: subscription.allergies },
		withFood.map((day) => ({ id: day.delivery.id, date: day.delivery.date })),
		locale,
	)

	return {
		...summaryOf(row, counts.get(subscription.id), now),
		allergies: subscription.allergies,
		rules: subscription.rules,
		deliveries: days.map(({ delivery, slot, areaName }) => {
			const dayMeals = meals.get(delivery.id) ?? []
			return {
				id: delivery.publicId,
				date: delivery.date,
				state: delivery.state as DeliveryState,
				changeable: (delivery.state === 'scheduled' || delivery.state === 'frozen') && delivery.date >= firstChangeable,
				address: { ...delivery.address, area_name: areaName ?? delivery.address.area_name },
				area_timing_id: delivery.areaTimingId,
				slot,
				slot_name: isDeliverySlot(slot) ? DELIVERY_SLOT_NAMES[slot][locale] : slot,
				meals: dayMeals,
				totals: totalsOf(dayMeals),
				updated_at: delivery.updatedAt.toISOString(),
			}
		}),
	}
}

function totalsOf(meals: MealView[]): Nutrition | null {
	if (meals.length === 0 || meals.some((meal) => meal.nutrition === null)) return null
	const sum = (key: keyof Nutrition) => Math.round(meals.reduce((total, meal) => total + (meal.nutrition?.[key] ?? 0), 0) * 10) / 10
	return { kcal: sum('kcal'), protein_g: sum('protein_g'), carbs_g: sum('carbs_g'), fat_g: sum('fat_g') }
}

/**
 * Each day's meals as domain/menu decides them (server/menus reads the rows): the day's stored
 * choices, and for every other meal of the menu in force on its date the standard dish (the
 * default, or the first safe alternative when the default holds an allergen the customer declared).
 */
async function mealsOf(
	db: Executor,
	reader: MenuReader,
	days: ReadonlyArray<{ id: number; date: string }>,
	locale: LocaleCode,
): Promise<Map<number, MealView[]>> {
	const result = new Map<number, MealView[]>()
	if (days.length === 0) return result
	const [options, stored] = await Promise.all([
		menuOptionsOnDates(
			db,
			reader,
			days.map((day) => day.date),
			locale,
		),
		db
			.select({ deliveryId: deliveryMeals.deliveryId, meal: deliveryMeals.meal, course: deliveryMeals.course, dishId: deliveryMeals.dishId, chosenBy: deliveryMeals.chosenBy })
			.from(deliveryMeals)
			.where(
				inArray(
					deliveryMeals.deliveryId,
					days.map((day) => day.id),
				),
			),
	])
	const storedDishes = await dishViews(db, [...new Set(stored.map((row) => row.dishId))], reader.size, locale)
	for (const day of days) {
		const own: StoredMeal<MenuDishView>[] = stored.flatMap((row) => {
			const dish = storedDishes.get(row.dishId)
			return row.deliveryId === day.id && dish ? [{ meal: row.meal as MealSlot, course: row.course, dish, chosenBy: row.chosenBy as StoredMeal<MenuDishView>['chosenBy'] }] : []
		})
		result.set(
			day.id,
			mealsOfDay(options.get(day.date) ?? [], own).map(({ meal, course, dish, chosenBy }) => ({
				meal,
				course,
				dish: dish && { code: dish.code, name: dish.name, description: dish.description, allergens: [...dish.allergens] },
				chosen_by: chosenBy,
				nutrition: dish?.nutrition ? { kcal: dish.nutrition.kcal, protein_g: dish.nutrition.proteinG, carbs_g: dish.nutrition.carbsG, fat_g: dish.nutrition.fatG } : null,
			})),
		)
	}
	return result
}
