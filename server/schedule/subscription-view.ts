/**
 * The read model of a customer's paid plans (decision 012, issue 17): what the "My plan" pages and
 * GET /client/api/v1/subscriptions(/{id}) show. A plan's summary (days left, last delivery date,
 * paused days used and allowed, the first day that can still be changed), and every delivery day
 * with its state, address, slot and meals. Each dish is named once, in `dishes` (its name in the
 * asked language, allergens, kcal and macros for the plan's size), and the days refer to it by
 * code: an 8-week plan repeats a few dozen dishes over 56 days. A day's meals are its
 * `delivery_meals` rows, or else the menu's defaults for that date. Read-only: the changes are
 * server/schedule's and server/menus' services.
 *
 * A plan or day that is not the customer's is simply not found (null), like one that does not
 * exist. Two queries per call, whatever the plan's length: the plan, then its days with their
 * stored meals; the menus come from publishedPlanMenus' short cache (the same for every customer
 * of the plan), while the customer's own choices and days are always read fresh.
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
import type { Database, Executor } from '../db/client.ts'
import { deliveries, deliveryMeals, subscriptions } from '../db/schema-subscriptions.ts'
import { areaTimings, areaTranslations, planTranslations, plans } from '../db/schema.ts'
import { dishViews, type MenuDishView, optionsOnDates, type PlanMenus, publishedPlanMenus } from '../menus/menu-options.ts'

export type Nutrition = { kcal: number; protein_g: number; carbs_g: number; fat_g: number }

/** A dish as the plan's customer gets it: named in the asked language, with the figures of the plan's size. */
export type DishView = {
	name: string
	description: string
	allergens: string[]
	/** For the plan's size; null only if the kitchen has not entered the figures for that size. */
	nutrition: Nutrition | null
}

/** The plan's dishes by code (the code a swap sends), each once. */
export type DishesByCode = Record<string, DishView>

export type MealView = {
	/** suhoor, breakfast, lunch, snack, dinner or iftar. */
	meal: string
	/** 1, or 2 for the day's second meal of the same kind (a second snack). */
	course: number
	/** The dish's code, a key of `dishes`. Null only when every dish of this meal holds an allergen the customer declared (customer care arranges it). */
	dish: string | null
	/** Who decided the dish: `menu` when the day has no row and eats the menu's standard dish. */
	chosen_by: 'customer' | 'staff' | 'default' | 'menu'
}

export type { DeliveryState }

export type DeliveryView = {
	id: string
	date: string
	state: DeliveryState
	/** Before the cut-off (decision 012's one cut-off, with the plan's own rules): it can still be paused, moved or its dishes swapped. */
	changeable: boolean
	/** The day's address as stored, with the area's name in the asked language; its `area_timing_id` and `slot` are the day's. */
	address: OrderDeliveryAddress
	/** The slot's name in the asked language. */
	slot_name: string
	/** Empty for a paused or cancelled day: no food comes. */
	meals: MealView[]
	/** For optimistic checks: a change names the version it was made against. */
	updated_at: string
}

export type SubscriptionSummary = {
	id: string
	status: 'active' | 'finished' | 'cancelled'
	/**
	 * `withdrawn`: staff took the plan off sale (docs/console.md). Its running plans are delivered to
	 * their last day but cannot be renewed, so the pages offer no renewal (read fresh: the API's kept
	 * answers are dropped on the catalogue's NOTIFY).
	 */
	plan: { slug: string; name: string; withdrawn: boolean }
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
	/** Every dish a day of `deliveries` brings. */
	dishes: DishesByCode
	deliveries: DeliveryView[]
}

/** A subscription with its plan's slug, name in the asked language and whether it is still sold. */
type PlanRow = { subscription: typeof subscriptions.$inferSelect; planSlug: string; planName: string | null; planOnSale: boolean }

const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** States in which food comes (or came) on the day. */
const FOOD_STATES: ReadonlySet<string> = new Set(['scheduled', 'delivered', 'failed'])

const subscriptionColumns = (locale: LocaleCode) => ({
	subscription: subscriptions,
	planSlug: plans.slug,
	planOnSale: plans.isActive,
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

/** The same counts as dayCounts', from a plan's days already read. */
function countsOfDays(days: ReadonlyArray<{ date: string; state: string }>, today: string): DayCounts {
	const food = days.filter((day) => FOOD_STATES.has(day.state)).map((day) => day.date)
	return {
		first: food.reduce<string | null>((first, date) => (first === null || date < first ? date : first), null),
		last: food.reduce<string | null>((last, date) => (last === null || date > last ? date : last), null),
		left: days.filter((day) => day.state === 'scheduled' && day.date >= today).length,
		paused: days.filter((day) => day.state === 'frozen').length,
	}
}

function summaryOf(row: PlanRow, counts: DayCounts | undefined, now: Date): SubscriptionSummary {
	const { subscription } = row
	return {
		id: subscription.publicId,
		status: subscription.status as SubscriptionSummary['status'],
		plan: { slug: row.planSlug, name: row.planName ?? row.planSlug, withdrawn: !row.planOnSale },
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
	db: Database,
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
	db: Database,
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

/** The dishes a day brings, for an answer about that day alone. */
export function dishesOfDay(day: DeliveryView, dishes: DishesByCode): DishesByCode {
	return Object.fromEntries(day.meals.flatMap((meal) => (meal.dish && dishes[meal.dish] ? [[meal.dish, dishes[meal.dish]!]] : [])))
}

/** A day's kcal and macros, the sum of its dishes'; null when a dish lacks figures or the day has no meals. */
export function dayTotals(day: Pick<DeliveryView, 'meals'>, dishes: DishesByCode): Nutrition | null {
	const figures = day.meals.map((meal) => (meal.dish ? (dishes[meal.dish]?.nutrition ?? null) : null))
	if (figures.length === 0 || figures.some((figure) => figure === null)) return null
	const sum = (key: keyof Nutrition) => Math.round(figures.reduce((total, figure) => total + (figure?.[key] ?? 0), 0) * 10) / 10
	return { kcal: sum('kcal'), protein_g: sum('protein_g'), carbs_g: sum('carbs_g'), fat_g: sum('fat_g') }
}

type StoredRow = { deliveryId: number; meal: string; course: number; dishId: number; chosenBy: string }
/** A day's delivery_meals rows as the days' query aggregates them: [meal, course, dish id, chosen by]. */
type StoredMeals = [meal: string, course: number, dishId: number, chosenBy: string][]

async function subscriptionView(db: Database, row: PlanRow, locale: LocaleCode, now: Date): Promise<SubscriptionView> {
	const { subscription } = row
	const today = uaeClock(now).date
	const firstChangeable = firstChangeableDate(now, cutoffOf(subscription.rules))
	const [days, menus] = await Promise.all([
		db
			.select({
				delivery: deliveries,
				slot: areaTimings.slot,
				areaName: sql<string | null>`(select ${areaTranslations.name} from ${areaTranslations} where ${areaTranslations.areaId} = ${areaTimings.areaId} and ${areaTranslations.locale} = ${locale})`,
				// The day's stored meals in the same statement: one round trip for the whole calendar.
				stored: sql<StoredMeals>`(select coalesce(json_agg(json_build_array(${deliveryMeals.meal}, ${deliveryMeals.course}, ${deliveryMeals.dishId}, ${deliveryMeals.chosenBy})), '[]'::json) from ${deliveryMeals} where ${deliveryMeals.deliveryId} = ${deliveries.id})`,
			})
			.from(deliveries)
			.innerJoin(areaTimings, eq(areaTimings.id, deliveries.areaTimingId))
			.where(eq(deliveries.subscriptionId, subscription.id))
			// A paused day and its live replacement never share a date with another live day; a
			// paused day comes before a later live one on the same date (resumed, then paused again).
			.orderBy(asc(deliveries.date), asc(deliveries.id)),
		publishedPlanMenus(db, subscription.planId, subscription.size, locale),
	])
	const stored = days.flatMap(({ delivery, stored: meals }) => meals.map(([meal, course, dishId, chosenBy]) => ({ deliveryId: delivery.id, meal, course, dishId, chosenBy })))
	const withFood = days.filter((day) => FOOD_STATES.has(day.delivery.state))
	const { meals, dishes } = await mealsOf(
		db,
		{ menus, size: subscription.size, allergies: subscription.allergies },
		withFood.map((day) => ({ id: day.delivery.id, date: day.delivery.date })),
		stored,
		locale,
	)

	return {
		...summaryOf(
			row,
			countsOfDays(
				days.map(({ delivery }) => delivery),
				today,
			),
			now,
		),
		allergies: subscription.allergies,
		rules: subscription.rules,
		dishes,
		deliveries: days.map(({ delivery, slot, areaName }) => ({
			id: delivery.publicId,
			date: delivery.date,
			state: delivery.state as DeliveryState,
			changeable: (delivery.state === 'scheduled' || delivery.state === 'frozen') && delivery.date >= firstChangeable,
			address: { ...delivery.address, area_name: areaName ?? delivery.address.area_name, area_timing_id: delivery.areaTimingId, slot },
			slot_name: isDeliverySlot(slot) ? DELIVERY_SLOT_NAMES[slot][locale] : slot,
			meals: meals.get(delivery.id) ?? [],
			updated_at: delivery.updatedAt.toISOString(),
		})),
	}
}

/**
 * Each day's meals as domain/menu decides them: the day's stored choices, and for every other
 * meal of the menu in force on its date the standard dish (the default, or the first safe
 * alternative when the default holds an allergen the customer declared); and every dish they name,
 * once. A stored dish no longer on a published menu is read on its own.
 */
async function mealsOf(
	db: Database,
	reader: { menus: PlanMenus; size: string; allergies: readonly string[] },
	days: ReadonlyArray<{ id: number; date: string }>,
	stored: readonly StoredRow[],
	locale: LocaleCode,
): Promise<{ meals: Map<number, MealView[]>; dishes: DishesByCode }> {
	const meals = new Map<number, MealView[]>()
	const dishes: DishesByCode = {}
	if (days.length === 0) return { meals, dishes }
	const options = optionsOnDates(
		reader.menus,
		days.map((day) => day.date),
		reader.allergies,
	)
	const offMenu = [...new Set(stored.map((row) => row.dishId))].filter((dishId) => !reader.menus.dishById.has(dishId))
	const offMenuDishes = offMenu.length > 0 ? await dishViews(db, offMenu, reader.size, locale) : new Map<number, MenuDishView>()
	const dishOf = (dishId: number) => reader.menus.dishById.get(dishId) ?? offMenuDishes.get(dishId)
	const storedOf = new Map<number, StoredMeal<MenuDishView>[]>()
	for (const row of stored) {
		const dish = dishOf(row.dishId)
		if (!dish) continue
		const own = storedOf.get(row.deliveryId) ?? []
		own.push({ meal: row.meal as MealSlot, course: row.course, dish, chosenBy: row.chosenBy as StoredMeal<MenuDishView>['chosenBy'] })
		storedOf.set(row.deliveryId, own)
	}
	for (const day of days) {
		meals.set(
			day.id,
			mealsOfDay(options.get(day.date) ?? [], storedOf.get(day.id) ?? []).map(({ meal, course, dish, chosenBy }) => {
				if (dish && !(dish.code in dishes)) dishes[dish.code] = dishView(dish)
				return { meal, course, dish: dish?.code ?? null, chosen_by: chosenBy }
			}),
		)
	}
	return { meals, dishes }
}

function dishView(dish: MenuDishView): DishView {
	return {
		name: dish.name,
		description: dish.description,
		allergens: [...dish.allergens],
		nutrition: dish.nutrition ? { kcal: dish.nutrition.kcal, protein_g: dish.nutrition.proteinG, carbs_g: dish.nutrition.carbsG, fat_g: dish.nutrition.fatG } : null,
	}
}
