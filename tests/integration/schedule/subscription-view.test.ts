/**
 * The read model of "My plan" (server/schedule/subscription-view.ts) on real rows: a plan's days
 * with their states, what can still be changed at a given moment, days left, the last delivery
 * date, paused days, and each day's meals — the customer's own choices, otherwise the default of
 * the menu in force on that date (the latest published week, never a draft), named in the asked
 * language with the figures of the plan's size. Another customer's plan and days are not found.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { INITIAL_SCHEDULE_RULES } from '../../../content/schedule-rules.ts'
import { addDays } from '../../../domain/delivery-schedule.ts'
import { customers, orders } from '../../../server/db/schema.ts'
import { dayTotals, dishesOfDay, findCustomerDelivery, findCustomerSubscription, listCustomerSubscriptions } from '../../../server/schedule/subscription-view.ts'
import { createCheckoutTestApp, createOrder } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { insertDishes, insertSubscription, insertWeeklyMenu, internationalPlan } from '../support/subscriptions.ts'

const { db, pool } = await createTestDatabase()
const { request } = createCheckoutTestApp(db)

/** Tuesday 1 December 2026, 10:00 in the UAE: before the noon cut-off, so Thursday 3 December is the first day that can change. */
const NOW = new Date('2026-12-01T06:00:00Z')

let customerId: number
let otherCustomerId: number
let orderId: number
let dishIds: Map<string, number>

async function customer(email: string) {
	const [row] = await db.insert(customers).values({ email, firstName: 'Layla', lastName: 'Haddad', passwordHash: 'scrypt$unused' }).returning({ id: customers.id })
	return row!.id
}

beforeAll(async () => {
	customerId = await customer('plan-owner@example.com')
	otherCustomerId = await customer('someone-else@example.com')
	const order = await createOrder(request, { email: 'plan-owner@example.com' })
	const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, order.id))
	orderId = row!.id
	dishIds = await insertDishes(db, [
		{ code: 'oat-porridge', meal: 'breakfast', en: 'Oat porridge', ar: 'عصيدة الشوفان', ru: 'Овсяная каша', kcal: 350, plusKcal: 480 },
		{ code: 'chicken-rice', meal: 'lunch', en: 'Chicken and rice', ar: 'دجاج وأرز', ru: 'Курица с рисом', kcal: 600, plusKcal: 820, allergens: ['celery'] },
		{ code: 'beef-stew', meal: 'lunch', en: 'Beef stew', ar: 'يخنة اللحم', ru: 'Говяжье рагу', kcal: 650, plusKcal: 880 },
		// No Arabic name yet: the English one stands in.
		{ code: 'salmon-salad', meal: 'lunch', en: 'Salmon salad', ru: 'Салат с лососем', kcal: 500, plusKcal: 690, allergens: ['fish'] },
		{ code: 'lentil-soup', meal: 'dinner', en: 'Lentil soup', ar: 'شوربة العدس', ru: 'Чечевичный суп', kcal: 400, plusKcal: 540 },
	])
	const dish = (code: string) => dishIds.get(code)!
	const { planId } = await internationalPlan(db)
	await insertWeeklyMenu(db, planId, '2026-11-23', {
		breakfast: { default: dish('oat-porridge') },
		lunch: { default: dish('chicken-rice'), alternatives: [dish('beef-stew'), dish('salmon-salad')] },
		dinner: { default: dish('lentil-soup') },
	})
	// A draft is not a menu yet: the week of 30 November still eats the week of 23 November's.
	await insertWeeklyMenu(db, planId, '2026-11-30', { lunch: { default: dish('salmon-salad') } }, 'draft')
	await insertWeeklyMenu(db, planId, '2026-12-07', {
		breakfast: { default: dish('oat-porridge') },
		lunch: { default: dish('beef-stew') },
		dinner: { default: dish('lentil-soup') },
	})
})

/** Six paid days of a Monday-to-Saturday plan; Thursday paused, its day appended on Monday 7 December. */
async function samplePlan(owner = customerId) {
	return insertSubscription(db, {
		customerId: owner,
		orderId,
		days: [
			{ date: '2026-11-30', state: 'delivered' },
			{ date: '2026-12-01' },
			{ date: '2026-12-02' },
			{ date: '2026-12-03', state: 'frozen' },
			{ date: '2026-12-04', meals: { lunch: { dishId: dishIds.get('salmon-salad')!, chosenBy: 'customer' } } },
			{ date: '2026-12-05' },
			{ date: '2026-12-07' },
		],
	})
}

describe('one plan', () => {
	test('every day with its state and whether it can still be changed; days left, last day, paused days', async () => {
		const plan = await samplePlan()
		const view = await findCustomerSubscription(db, customerId, plan.publicId, 'en', NOW)
		expect(view).not.toBeNull()
		expect(view!.plan).toEqual({ slug: 'international', name: 'International', withdrawn: false })
		expect(view!.deliveries.map((day) => [day.date, day.state, day.changeable])).toEqual([
			['2026-11-30', 'delivered', false],
			['2026-12-01', 'scheduled', false],
			['2026-12-02', 'scheduled', false],
			['2026-12-03', 'frozen', true],
			['2026-12-04', 'scheduled', true],
			['2026-12-05', 'scheduled', true],
			['2026-12-07', 'scheduled', true],
		])
		expect(view).toMatchObject({
			status: 'active',
			size: 'regular',
			days_per_week: 6,
			paid_days: 6,
			first_delivery_date: '2026-11-30',
			last_delivery_date: '2026-12-07',
			// Today (scheduled), Wednesday, Friday, Saturday and Monday.
			days_left: 5,
			paused_days: 1,
			max_paused_days: INITIAL_SCHEDULE_RULES.maxFrozenDays,
			first_changeable_date: '2026-12-03',
			rules: INITIAL_SCHEDULE_RULES,
		})
		// After noon the cut-off moves one day on: Thursday is the kitchen's now.
		const afterNoon = await findCustomerSubscription(db, customerId, plan.publicId, 'en', new Date('2026-12-01T08:00:00Z'))
		expect(afterNoon!.first_changeable_date).toBe('2026-12-04')
		expect(afterNoon!.deliveries.find((day) => day.date === '2026-12-03')!.changeable).toBe(false)
	})

	test('meals: the customer’s choice, else the default of the latest published menu on or before the date; none on a paused day', async () => {
		const plan = await samplePlan()
		const view = (await findCustomerSubscription(db, customerId, plan.publicId, 'en', NOW))!
		const mealsOn = (date: string) => view.deliveries.find((day) => day.date === date)!.meals.map((meal) => [meal.meal, meal.dish, meal.chosen_by])
		expect(mealsOn('2026-11-30')).toEqual([
			['breakfast', 'oat-porridge', 'menu'],
			['lunch', 'chicken-rice', 'menu'],
			['dinner', 'lentil-soup', 'menu'],
		])
		expect(mealsOn('2026-12-04')).toEqual([
			['breakfast', 'oat-porridge', 'menu'],
			['lunch', 'salmon-salad', 'customer'],
			['dinner', 'lentil-soup', 'menu'],
		])
		expect(mealsOn('2026-12-07')).toEqual([
			['breakfast', 'oat-porridge', 'menu'],
			['lunch', 'beef-stew', 'menu'],
			['dinner', 'lentil-soup', 'menu'],
		])
		expect(mealsOn('2026-12-03')).toEqual([])
		const friday = view.deliveries.find((day) => day.date === '2026-12-04')!
		expect(friday.meals[1]).toEqual({ meal: 'lunch', course: 1, dish: 'salmon-salad', chosen_by: 'customer' })
		// Each dish once, for the whole plan: the four the days bring, not one per day.
		expect(Object.keys(view.dishes).sort()).toEqual(['beef-stew', 'chicken-rice', 'lentil-soup', 'oat-porridge', 'salmon-salad'])
		expect(view.dishes['salmon-salad']).toEqual({ name: 'Salmon salad', description: 'Salmon salad.', allergens: ['fish'], nutrition: { kcal: 500, protein_g: 20, carbs_g: 30.5, fat_g: 10 } })
		expect(dayTotals(friday, view.dishes)).toEqual({ kcal: 1250, protein_g: 60, carbs_g: 91.5, fat_g: 30 })
		expect(dayTotals(view.deliveries.find((day) => day.date === '2026-12-03')!, view.dishes)).toBeNull()
		expect(dishesOfDay(friday, view.dishes)).toEqual({ 'oat-porridge': view.dishes['oat-porridge'], 'salmon-salad': view.dishes['salmon-salad'], 'lentil-soup': view.dishes['lentil-soup'] })
	})

	test('a dish holding an allergen the customer declared is not brought: the first safe alternative is', async () => {
		const plan = await insertSubscription(db, { customerId, orderId, allergies: ['celery'], days: [{ date: '2026-12-04' }] })
		const view = (await findCustomerSubscription(db, customerId, plan.publicId, 'en', NOW))!
		expect(view.allergies).toEqual(['celery'])
		expect(view.deliveries[0]!.meals.map((meal) => [meal.meal, meal.dish, meal.chosen_by])).toEqual([
			['breakfast', 'oat-porridge', 'menu'],
			['lunch', 'beef-stew', 'menu'],
			['dinner', 'lentil-soup', 'menu'],
		])
	})

	test('names in the page’s language (English when a dish has no translation), figures of the plan’s size', async () => {
		const plan = await insertSubscription(db, { customerId, orderId, size: 'plus', days: [{ date: '2026-12-04', meals: { lunch: { dishId: dishIds.get('salmon-salad')!, chosenBy: 'customer' } } }] })
		const arabic = (await findCustomerSubscription(db, customerId, plan.publicId, 'ar-ae', NOW))!
		expect(arabic.plan.name).toBe('المطبخ العالمي')
		const day = arabic.deliveries[0]!
		expect(day.meals.map((meal) => [arabic.dishes[meal.dish!]?.name, arabic.dishes[meal.dish!]?.nutrition?.kcal])).toEqual([
			['عصيدة الشوفان', 480],
			['Salmon salad', 690],
			['شوربة العدس', 540],
		])
		expect(day.slot_name).toMatch(/[\u0600-\u06FF]/)
		expect(day.address.area_name).toMatch(/[\u0600-\u06FF]/)
		const russian = (await findCustomerSubscription(db, customerId, plan.publicId, 'ru-ae', NOW))!
		expect(russian.deliveries[0]!.meals.map((meal) => russian.dishes[meal.dish!]?.name)).toEqual(['Овсяная каша', 'Салат с лососем', 'Чечевичный суп'])
	})
})

describe('the cost of a read', () => {
	/** The SQL statements sent while `read` runs. */
	async function statementsOf(read: () => Promise<unknown>) {
		const sent = vi.spyOn(pool, 'query')
		try {
			await read()
			return sent.mock.calls.length
		} finally {
			sent.mockRestore()
		}
	}

	test('a fixed number of queries whatever the plan’s length; the menus come from a cache shared by the plan’s customers', async () => {
		const short = await insertSubscription(db, { customerId, orderId, days: [{ date: '2026-12-04' }] })
		const long = await insertSubscription(db, {
			customerId,
			orderId,
			days: Array.from({ length: 48 }, (_, index) => ({ date: addDays('2026-11-30', index) })),
		})
		await findCustomerSubscription(db, customerId, short.publicId, 'en', NOW)
		// The plan, then its days with their stored meals: the menus are not read again.
		expect(await statementsOf(() => findCustomerSubscription(db, customerId, short.publicId, 'en', NOW))).toBe(2)
		expect(await statementsOf(() => findCustomerSubscription(db, customerId, long.publicId, 'en', NOW))).toBe(2)
		// Another customer of the same plan, size and language shares the cached menus.
		const neighbour = await customer('same-plan@example.com')
		const theirs = await insertSubscription(db, { customerId: neighbour, orderId, days: [{ date: '2026-12-07' }] })
		expect(await statementsOf(() => findCustomerSubscription(db, neighbour, theirs.publicId, 'en', NOW))).toBe(2)
	})
})

describe('the customer’s plans and no one else’s', () => {
	test('the list has the customer’s plans, newest first, with their summaries', async () => {
		const owner = await customer('list-owner@example.com')
		const first = await samplePlan(owner)
		const second = await insertSubscription(db, { customerId: owner, orderId, days: [{ date: '2026-12-14' }, { date: '2026-12-15' }] })
		const list = await listCustomerSubscriptions(db, owner, 'ru-ae', NOW)
		expect(list.map((plan) => plan.id).sort()).toEqual([first.publicId, second.publicId].sort())
		const summary = list.find((plan) => plan.id === second.publicId)!
		expect(summary).toMatchObject({ days_left: 2, paused_days: 0, last_delivery_date: '2026-12-15', first_delivery_date: '2026-12-14', plan: { name: 'Интернациональный' } })
		expect(await listCustomerSubscriptions(db, otherCustomerId, 'en', NOW)).toEqual([])
	})

	test('another customer’s plan, day, a made-up id and a malformed one are not found', async () => {
		const plan = await samplePlan()
		expect(await findCustomerSubscription(db, otherCustomerId, plan.publicId, 'en', NOW)).toBeNull()
		expect(await findCustomerSubscription(db, customerId, '5d8a3c52-3f5e-4a8e-9a43-0f0e6f3c1b11', 'en', NOW)).toBeNull()
		expect(await findCustomerSubscription(db, customerId, 'not-a-uuid', 'en', NOW)).toBeNull()
		const day = plan.days[4]!
		expect(await findCustomerDelivery(db, otherCustomerId, day.publicId, 'en', NOW)).toBeNull()
		expect(await findCustomerDelivery(db, customerId, 'x', 'en', NOW)).toBeNull()
		const found = await findCustomerDelivery(db, customerId, day.publicId.toUpperCase(), 'en', NOW)
		expect(found?.delivery).toMatchObject({ id: day.publicId, date: '2026-12-04', state: 'scheduled', changeable: true })
		expect(found?.subscription.id).toBe(plan.publicId)
	})
})
