/**
 * A paid plan written straight into the tables (decision 012), for tests of what reads it: a few
 * dishes in three languages with figures for both sizes, the international plan's published
 * weekly menus, and a subscription whose days are given one by one (date and state). The days
 * that are not paused must number `paid_days` (migration 0013 checks it at commit).
 */
import { and, eq } from 'drizzle-orm'
import { INITIAL_SCHEDULE_RULES } from '../../../content/schedule-rules.ts'
import { addDays } from '../../../domain/delivery-schedule.ts'
import type { OrderDeliveryAddress } from '../../../domain/order.ts'
import type { Database } from '../../../server/db/client.ts'
import { dishes, dishNutrition, dishTranslations, weeklyMenuItems, weeklyMenus } from '../../../server/db/schema-menus.ts'
import { deliveries, deliveryMeals, subscriptions } from '../../../server/db/schema-subscriptions.ts'
import { areaTimings, orders, planVariants, plans } from '../../../server/db/schema.ts'

export type TestDish = { code: string; meal: string; en: string; ar?: string; ru?: string; kcal: number; plusKcal: number; allergens?: string[] }

/** Inserts dishes (names in the languages given, figures for Regular and Plus); their ids by code. */
export async function insertDishes(db: Database, list: readonly TestDish[]) {
	const ids = new Map<string, number>()
	for (const dish of list) {
		const [row] = await db
			.insert(dishes)
			.values({ code: dish.code, meal: dish.meal, dietTags: ['international'], allergens: dish.allergens ?? [] })
			.returning({ id: dishes.id })
		const id = row!.id
		ids.set(dish.code, id)
		const names = [
			{ locale: 'en', name: dish.en },
			...(dish.ar ? [{ locale: 'ar-ae', name: dish.ar }] : []),
			...(dish.ru ? [{ locale: 'ru-ae', name: dish.ru }] : []),
		]
		await db.insert(dishTranslations).values(names.map((name) => ({ dishId: id, locale: name.locale, name: name.name, description: `${name.name}.` })))
		await db.insert(dishNutrition).values([
			{ dishId: id, size: 'regular', kcal: dish.kcal, proteinG: 20, carbsG: 30.5, fatG: 10 },
			{ dishId: id, size: 'plus', kcal: dish.plusKcal, proteinG: 28, carbsG: 42, fatG: 14 },
		])
	}
	return ids
}

/** A weekly menu of the plan: for each weekday 1–7 the given default per meal, and alternatives. */
export async function insertWeeklyMenu(
	db: Database,
	planId: number,
	weekStart: string,
	meals: Record<string, { default: number; alternatives?: number[] }>,
	status: 'draft' | 'published' = 'published',
) {
	const [menu] = await db
		.insert(weeklyMenus)
		.values({ planId, weekStart, status, publishedAt: status === 'published' ? new Date('2026-01-01T00:00:00Z') : null })
		.returning({ id: weeklyMenus.id })
	// Positions order the day: the meals as given, each meal's alternatives after its default.
	const items = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) =>
		Object.entries(meals).flatMap(([meal, choice], mealIndex) => [
			{ menuId: menu!.id, weekday, meal, dishId: choice.default, isDefault: true, position: mealIndex * 10 },
			...(choice.alternatives ?? []).map((dishId, index) => ({ menuId: menu!.id, weekday, meal, dishId, isDefault: false, position: mealIndex * 10 + index + 1 })),
		]),
	)
	await db.insert(weeklyMenuItems).values(items)
	return menu!.id
}

export async function internationalPlan(db: Database) {
	const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.slug, 'international'))
	const [variant] = await db
		.select({ id: planVariants.id })
		.from(planVariants)
		.where(and(eq(planVariants.planId, plan!.id), eq(planVariants.size, 'regular')))
	return { planId: plan!.id, variantId: variant!.id }
}

export type TestDay = { date: string; state?: 'scheduled' | 'frozen' | 'delivered' | 'failed' | 'cancelled'; meals?: Record<string, { dishId: number; chosenBy: 'customer' | 'staff' | 'default' }> }

/**
 * A subscription of the international plan for a customer, paid by `orderId` (an order of any
 * state: the tables only need it to exist), with these days. Returns its ids and its days' ids.
 */
export async function insertSubscription(
	db: Database,
	options: { customerId: number | null; orderId: number; days: readonly TestDay[]; size?: 'regular' | 'plus'; allergies?: string[] },
) {
	const { planId, variantId } = await internationalPlan(db)
	const [order] = await db.select({ address: orders.deliveryAddress, areaTimingId: orders.areaTimingId }).from(orders).where(eq(orders.id, options.orderId))
	const [timing] = await db.select({ slot: areaTimings.slot }).from(areaTimings).where(eq(areaTimings.id, order!.areaTimingId))
	const address: OrderDeliveryAddress = { ...order!.address, slot: timing!.slot }
	return db.transaction(async (tx) => {
		const [subscription] = await tx
			.insert(subscriptions)
			.values({
				customerId: options.customerId,
				planId,
				planVariantId: variantId,
				size: options.size ?? 'regular',
				daysPerWeek: 6,
				allergies: options.allergies ?? [],
				paidDays: options.days.filter((day) => day.state !== 'frozen').length,
				rules: INITIAL_SCHEDULE_RULES,
				finishBy: addDays(options.days.at(-1)!.date, INITIAL_SCHEDULE_RULES.finishWithinDays),
			})
			.returning({ id: subscriptions.id, publicId: subscriptions.publicId })
		const rows = await tx
			.insert(deliveries)
			.values(
				options.days.map((day) => ({
					subscriptionId: subscription!.id,
					orderId: options.orderId,
					date: day.date,
					state: day.state ?? 'scheduled',
					address,
					areaTimingId: order!.areaTimingId,
				})),
			)
			.returning({ id: deliveries.id, publicId: deliveries.publicId, date: deliveries.date, state: deliveries.state })
		const meals = options.days.flatMap((day, index) =>
			Object.entries(day.meals ?? {}).map(([meal, choice]) => ({ deliveryId: rows[index]!.id, meal, dishId: choice.dishId, chosenBy: choice.chosenBy })),
		)
		if (meals.length > 0) await tx.insert(deliveryMeals).values(meals)
		return { id: subscription!.id, publicId: subscription!.publicId, days: rows }
	})
}
