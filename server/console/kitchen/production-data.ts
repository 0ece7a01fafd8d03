/**
 * Reads the production sheet of a date (domain/kitchen/production-sheet.ts) from the delivery
 * schedule and the dishes (decision 012): the date's live deliveries, their stored meals, and for
 * a meal nobody chose the menu's standard dish for that customer's allergies — the same
 * functions the customer's calendar uses (server/menus/menu-options.ts, domain/menu/), so the
 * kitchen cooks what the customer sees.
 *
 * At the cut-off the sheet becomes final: the first read after it writes each remaining menu
 * meal as a `default` row of delivery_meals (decision 012), so a later menu edit can no longer
 * move the counts the kitchen has started on. Idempotent (ON CONFLICT DO NOTHING: nobody else can
 * change these days any more). The `fix-kitchen-defaults` job (server/jobs/fix-kitchen-defaults.ts)
 * reads every sheet from today on at each hour, so a sheet is final at its cut-off without anyone
 * opening it; a read and the job fixing one day at once insert each row once.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { MealSlot } from '../../../content/sample-menus/types.ts'
import type { ConsoleLocale } from '../../../domain/console-permissions.ts'
import { addDays, uaeClock } from '../../../domain/delivery-schedule.ts'
import { productionSheet, type ProductionSheet, type SheetDelivery, type SheetDish, type SheetMeal, sheetStatus } from '../../../domain/kitchen/production-sheet.ts'
import { type MealOptions, mealsOfDay, type StoredMeal } from '../../../domain/menu/meal-options.ts'
import { orderNumber } from '../../../domain/order.ts'
import { cutoffOf, SCHEDULE_RULE_LIMITS } from '../../../domain/schedule/rules.ts'
import type { Database } from '../../db/client.ts'
import { deliveries, deliveryMeals, orders, subscriptions } from '../../db/schema.ts'
import { dishViews, type MenuDishView, optionsOnDates, publishedPlanMenus } from '../../menus/menu-options.ts'
import { rulesInForce } from '../../schedule/schedule-data.ts'
import { placesOf, siteLocaleOf } from '../place-names.ts'

export const LIVE_STATES = ['scheduled', 'delivered', 'failed'] as const
/** Rows per insert when fixing the defaults: well under PostgreSQL's 65,535 parameters. */
const FIX_BATCH = 2_000

const sheetDish = (dish: MenuDishView): SheetDish => ({ id: dish.id, code: dish.code, name: dish.name, meal: dish.meal, allergens: dish.allergens })

export async function readProductionSheet(db: Database, date: string, locale: ConsoleLocale, now: Date): Promise<ProductionSheet> {
	const dishLocale = siteLocaleOf(locale)
	const rows = await db
		.select({
			id: deliveries.id,
			orderId: deliveries.orderId,
			areaTimingId: deliveries.areaTimingId,
			planId: subscriptions.planId,
			size: subscriptions.size,
			allergies: subscriptions.allergies,
			allergyNotes: subscriptions.allergyNotes,
			rules: subscriptions.rules,
			firstName: orders.firstName,
			lastName: orders.lastName,
		})
		.from(deliveries)
		.innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
		.innerJoin(orders, eq(orders.id, deliveries.orderId))
		.where(and(eq(deliveries.date, date), inArray(deliveries.state, [...LIVE_STATES])))

	const cutoffs = rows.length > 0 ? rows.map((row) => cutoffOf(row.rules)) : [cutoffOf(await rulesInForce(db, uaeClock(now).date))]
	const status = sheetStatus(date, now, cutoffs)

	const stored = rows.length === 0 ? [] : await db.select().from(deliveryMeals).where(inArray(deliveryMeals.deliveryId, rows.map((row) => row.id)))
	const storedDishes = await dishViews(db, [...new Set(stored.map((row) => row.dishId))], 'regular', dishLocale)
	const storedOf = new Map<number, StoredMeal<MenuDishView>[]>()
	for (const row of stored) {
		const dish = storedDishes.get(row.dishId)
		if (!dish) continue
		storedOf.set(row.deliveryId, [...(storedOf.get(row.deliveryId) ?? []), { meal: row.meal as MealSlot, course: row.course, dish, chosenBy: row.chosenBy as StoredMeal<MenuDishView>['chosenBy'] }])
	}

	// One plan, size and set of allergies has one answer: worked out once however many customers share it.
	const optionsFor = new Map<string, MealOptions<MenuDishView>[]>()
	async function dayOptions(planId: number, size: string, allergies: readonly string[]) {
		const key = `${planId}:${size}:${[...allergies].sort().join(',')}`
		let options = optionsFor.get(key)
		if (!options) {
			const menus = await publishedPlanMenus(db, planId, size, dishLocale)
			options = optionsOnDates(menus, [date], allergies).get(date) ?? []
			optionsFor.set(key, options)
		}
		return options
	}

	const places = await placesOf(db, rows.map((row) => row.areaTimingId), locale)
	const toFix: Array<typeof deliveryMeals.$inferInsert> = []
	const sheetDeliveries: SheetDelivery[] = []
	for (const row of rows) {
		const options = await dayOptions(row.planId, row.size, row.allergies)
		const meals: SheetMeal[] = mealsOfDay(options, storedOf.get(row.id) ?? []).map((meal) => {
			const option = options.find((candidate) => candidate.meal === meal.meal && candidate.course === meal.course)
			if (meal.chosenBy === 'menu' && meal.dish) toFix.push({ deliveryId: row.id, meal: meal.meal, course: meal.course, dishId: meal.dish.id, chosenBy: 'default', updatedAt: now })
			return {
				meal: meal.meal,
				course: meal.course,
				dish: meal.dish ? sheetDish(meal.dish) : null,
				// The customer's allergies ruled the default out (still so once fixed at the cut-off); not a choice they made.
				replacedDefault:
					(meal.chosenBy === 'menu' || meal.chosenBy === 'default') && option?.notice === 'default-replaced' && meal.dish?.id !== option.menuDefault.id
						? sheetDish(option.menuDefault)
						: null,
			}
		})
		const place = places.get(row.areaTimingId)
		sheetDeliveries.push({
			code: orderNumber(row.orderId),
			customerName: `${row.firstName} ${row.lastName}`.trim(),
			size: row.size === 'plus' ? 'plus' : 'regular',
			allergies: row.allergies,
			allergyNotes: row.allergyNotes,
			emirate: place?.emirate ?? '',
			area: place?.area ?? '',
			slot: place?.slot ?? '',
			meals,
		})
	}
	if (status === 'final') {
		for (let start = 0; start < toFix.length; start += FIX_BATCH) await db.insert(deliveryMeals).values(toFix.slice(start, start + FIX_BATCH)).onConflictDoNothing()
	}
	return productionSheet(date, status, sheetDeliveries)
}

/**
 * The job's part: every date from today (UAE) to the furthest a cut-off can reach
 * (SCHEDULE_RULE_LIMITS' 14 days ahead) read as the kitchen's page reads it, which fixes the
 * defaults of each one whose cut-off has passed. Resolves to how many dates were final.
 */
export async function fixFinalSheets(db: Database, now: Date): Promise<{ finalDates: number }> {
	const today = uaeClock(now).date
	let finalDates = 0
	for (let ahead = 0; ahead <= SCHEDULE_RULE_LIMITS.daysAhead.max; ahead += 1) {
		const sheet = await readProductionSheet(db, addDays(today, ahead), 'en', now)
		if (sheet.status === 'final') finalDates += 1
	}
	return { finalDates }
}
