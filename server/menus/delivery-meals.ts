/**
 * A delivery day's meals (issue 17 item 5): what each meal of the day offers the plan's customer
 * (mealOptionsForDelivery), and keeping a choice (chooseDeliveryMeals). The rules — the cut-off,
 * only the day's offered dishes, never a dish with an allergen the customer declared — are
 * domain/menu's, checked here on the server whatever the page sent. A customer only ever finds
 * their own days: another customer's id and an unknown one both answer `not-found`.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { MealSlot } from '../../content/sample-menus/types.ts'
import { firstChangeableDate } from '../../domain/delivery-schedule.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { checkMealChoices, type MealChoice, type MealChoiceProblem } from '../../domain/menu/meal-choice.ts'
import { type DayMeal, type MealOptions, mealsOfDay, type StoredMeal } from '../../domain/menu/meal-options.ts'
import { cutoffOf } from '../../domain/schedule/rules.ts'
import type { Executor } from '../db/client.ts'
import { deliveries, deliveryMeals, subscriptions } from '../db/schema-subscriptions.ts'
import { dishViews, type MenuDishView, menuOptionsOnDates } from './menu-options.ts'

/** Who asks: a customer finds only their own days; staff (the console) any day. */
export type MealChooser = { kind: 'customer'; customerId: number } | { kind: 'staff' }

export type DeliveryMeals = {
	delivery: { publicId: string; date: string; state: string }
	/** Each meal's options for this customer (allergies applied); empty when no menu covers the date. */
	options: MealOptions<MenuDishView>[]
	/** What the day brings now: the stored choices, else each meal's standard dish. */
	meals: DayMeal<MenuDishView>[]
	/** Whether meals can still be chosen (a scheduled day on or after the cut-off). */
	changeable: boolean
	firstChangeableDate: string
}

const ownedBy = (chooser: MealChooser): SQL | undefined => (chooser.kind === 'customer' ? eq(subscriptions.customerId, chooser.customerId) : undefined)

async function findDay(ex: Executor, deliveryId: string, chooser: MealChooser) {
	const [row] = await ex
		.select({
			id: deliveries.id,
			publicId: deliveries.publicId,
			date: deliveries.date,
			state: deliveries.state,
			subscriptionId: subscriptions.id,
			planId: subscriptions.planId,
			size: subscriptions.size,
			allergies: subscriptions.allergies,
			rules: subscriptions.rules,
		})
		.from(deliveries)
		.innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
		.where(and(eq(deliveries.publicId, deliveryId), ownedBy(chooser)))
	return row ?? null
}

async function storedMeals(ex: Executor, deliveryId: number, size: string, locale: LocaleCode): Promise<StoredMeal<MenuDishView>[]> {
	const rows = await ex.select().from(deliveryMeals).where(eq(deliveryMeals.deliveryId, deliveryId))
	const dishById = await dishViews(
		ex,
		rows.map((row) => row.dishId),
		size,
		locale,
	)
	return rows.flatMap((row) => {
		const dish = dishById.get(row.dishId)
		return dish ? [{ meal: row.meal as MealSlot, course: row.course, dish, chosenBy: row.chosenBy as StoredMeal<MenuDishView>['chosenBy'] }] : []
	})
}

/** The options and current meals of one delivery day, or null when it is not the chooser's. */
export async function mealOptionsForDelivery(
	ex: Executor,
	request: { deliveryId: string; chooser: MealChooser; locale: LocaleCode; now: Date },
): Promise<DeliveryMeals | null> {
	const day = await findDay(ex, request.deliveryId, request.chooser)
	if (!day) return null
	const options = await menuOptionsOnDates(ex, { planId: day.planId, size: day.size, allergies: day.allergies }, [day.date], request.locale)
	const stored = await storedMeals(ex, day.id, day.size, request.locale)
	const dayOptions = options.get(day.date) ?? []
	const firstChangeable = firstChangeableDate(request.now, cutoffOf(day.rules))
	return {
		delivery: { publicId: day.publicId, date: day.date, state: day.state },
		options: dayOptions,
		meals: mealsOfDay(dayOptions, stored),
		changeable: day.state === 'scheduled' && day.date >= firstChangeable && dayOptions.length > 0,
		firstChangeableDate: firstChangeable,
	}
}

export type MealChoiceRequest = {
	/** The delivery's public id. */
	deliveryId: string
	chooser: MealChooser
	choices: readonly MealChoice[]
	locale: LocaleCode
	now: Date
}

export type MealChoiceResult =
	| { status: 'changed'; delivery: { publicId: string; date: string }; meals: ReadonlyArray<{ meal: MealSlot; course: number; dish: MenuDishView }> }
	| { status: 'not-found' }
	| { status: 'refused'; problem: MealChoiceProblem }

/**
 * Keeps the chosen meals of one delivery day (other meals stay as they were). Runs in its own
 * transaction, or as a savepoint of the caller's when given one (a request that also changes the
 * day's address). The plan's row is locked first, as every change of a plan's days does
 * (server/schedule/), so a pause of the same day cannot slip in between the check and the write.
 */
export async function chooseDeliveryMeals(ex: Executor, request: MealChoiceRequest): Promise<MealChoiceResult> {
	return ex.transaction(async (tx) => {
		const found = await findDay(tx, request.deliveryId, request.chooser)
		if (!found) return { status: 'not-found' as const }
		await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.id, found.subscriptionId)).for('update')
		// Read again under the lock: the day may have been paused while we waited.
		const day = (await findDay(tx, request.deliveryId, request.chooser))!
		const options = await menuOptionsOnDates(tx, { planId: day.planId, size: day.size, allergies: day.allergies }, [day.date], request.locale)
		const outcome = checkMealChoices(day, options.get(day.date) ?? null, request.choices, { now: request.now, rules: day.rules })
		if (!outcome.ok) return { status: 'refused' as const, problem: outcome.problem }

		const chosenBy = request.chooser.kind
		await tx
			.insert(deliveryMeals)
			.values(outcome.meals.map(({ meal, course, dish }) => ({ deliveryId: day.id, meal, course, dishId: dish.id, chosenBy, updatedAt: request.now })))
			.onConflictDoUpdate({
				target: [deliveryMeals.deliveryId, deliveryMeals.meal, deliveryMeals.course],
				set: { dishId: sql`excluded.dish_id`, chosenBy: sql`excluded.chosen_by`, updatedAt: sql`excluded.updated_at` },
			})
		return { status: 'changed' as const, delivery: { publicId: day.publicId, date: day.date }, meals: outcome.meals }
	})
}
