/**
 * Choosing a delivery day's meals on real rows: the seeded international menu (its Tuesday:
 * spinach & feta omelette, chicken burrito bowl, hummus, beef chilli, each with three
 * alternatives) and a customer who declared milk. The server refuses after the cut-off, a dish
 * the day does not offer, a dish with a declared allergen, and never finds another customer's day.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { customers, deliveryMeals, dishes, orders } from '../../../server/db/schema.ts'
import { chooseDeliveryMeals, type MealChooser, mealOptionsForDelivery } from '../../../server/menus/delivery-meals.ts'
import { createCheckoutTestApp, createOrder } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { insertSubscription } from '../support/subscriptions.ts'

const { db } = await createTestDatabase()
const { request } = createCheckoutTestApp(db)

/** Tuesday 1 December 2026, 10:00 in the UAE: before the noon cut-off, Thursday 3 December is the first day that can change. */
const NOW = new Date('2026-12-01T06:00:00Z')
const TUESDAY = '2026-12-08'

let owner: MealChooser
let stranger: MealChooser
let days: Array<{ id: number; publicId: string; date: string }>

async function customer(email: string) {
	const [row] = await db.insert(customers).values({ email, firstName: 'Layla', lastName: 'Haddad', passwordHash: 'scrypt$unused' }).returning({ id: customers.id })
	return row!.id
}

const dayOn = (date: string) => days.find((day) => day.date === date)!.publicId
const storedRows = (date: string) =>
	db
		.select({ meal: deliveryMeals.meal, course: deliveryMeals.course, chosenBy: deliveryMeals.chosenBy })
		.from(deliveryMeals)
		.where(eq(deliveryMeals.deliveryId, days.find((day) => day.date === date)!.id))

beforeAll(async () => {
	const customerId = await customer('menu-owner@example.com')
	owner = { kind: 'customer', customerId }
	stranger = { kind: 'customer', customerId: await customer('menu-stranger@example.com') }
	const order = await createOrder(request, { email: 'menu-owner@example.com' })
	const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, order.id))
	const subscription = await insertSubscription(db, {
		customerId,
		orderId: row!.id,
		allergies: ['milk'],
		days: [{ date: '2026-12-02' }, { date: TUESDAY }, { date: '2026-12-09', state: 'frozen' }, { date: '2026-12-15' }],
	})
	days = subscription.days
})

describe('a day’s options', () => {
	test('give each meal of the menu in force, without the dishes holding a declared allergen, and say why', async () => {
		const found = await mealOptionsForDelivery(db, { deliveryId: dayOn(TUESDAY), chooser: owner, locale: 'en', now: NOW })
		expect(found?.changeable).toBe(true)
		const options = found!.options.map((meal) => ({
			meal: meal.meal,
			standard: meal.standard?.code,
			notice: meal.notice,
			offered: meal.offered.map((dish) => dish.code),
			excluded: meal.excluded.map((entry) => [entry.dish.code, entry.allergens]),
		}))
		expect(options).toEqual([
			{
				meal: 'breakfast',
				standard: 'avocado-toast-with-poached-egg',
				notice: 'default-replaced',
				offered: ['avocado-toast-with-poached-egg', 'shakshuka-with-wholegrain-pitta'],
				excluded: [
					['spinach-and-feta-omelette', ['milk']],
					['protein-pancakes-with-berries', ['milk']],
				],
			},
			{
				meal: 'lunch',
				standard: 'ginger-beef-and-broccoli-stir-fry',
				notice: 'default-replaced',
				offered: ['ginger-beef-and-broccoli-stir-fry'],
				excluded: [
					['chicken-burrito-bowl', ['milk']],
					['mediterranean-chicken-and-quinoa-bowl', ['milk']],
					['chicken-tikka-with-basmati-and-raita', ['milk']],
				],
			},
			{
				meal: 'snack',
				standard: 'hummus-with-crunchy-crudites',
				notice: null,
				offered: ['hummus-with-crunchy-crudites', 'apple-slices-with-almond-butter', 'edamame-with-sea-salt-and-chilli'],
				excluded: [['greek-yoghurt-with-berries-and-honey', ['milk']]],
			},
			{
				meal: 'dinner',
				standard: 'lean-beef-chilli-con-carne',
				notice: null,
				offered: ['lean-beef-chilli-con-carne', 'miso-glazed-salmon-with-soba-noodles', 'prawn-pad-thai'],
				excluded: [['chicken-souvlaki-with-tzatziki', ['milk']]],
			},
		])
		expect(found!.meals.map((meal) => [meal.meal, meal.dish?.code, meal.chosenBy])).toEqual([
			['breakfast', 'avocado-toast-with-poached-egg', 'menu'],
			['lunch', 'ginger-beef-and-broccoli-stir-fry', 'menu'],
			['snack', 'hummus-with-crunchy-crudites', 'menu'],
			['dinner', 'lean-beef-chilli-con-carne', 'menu'],
		])
	})

	test('are named in the asked language with the figures of the plan’s size', async () => {
		const found = await mealOptionsForDelivery(db, { deliveryId: dayOn(TUESDAY), chooser: owner, locale: 'ar-ae', now: NOW })
		const dinner = found!.options.find((meal) => meal.meal === 'dinner')!
		expect(dinner.standard?.name).toMatch(/[\u0600-\u06FF]/)
		expect(dinner.standard?.nutrition?.kcal).toBeGreaterThan(0)
	})

	test('of another customer’s day are not found', async () => {
		expect(await mealOptionsForDelivery(db, { deliveryId: dayOn(TUESDAY), chooser: stranger, locale: 'en', now: NOW })).toBeNull()
	})
})

describe('choosing meals', () => {
	test('keeps an offered dish as the customer’s choice and leaves the other meals to the menu', async () => {
		const outcome = await chooseDeliveryMeals(db, {
			deliveryId: dayOn(TUESDAY),
			chooser: owner,
			choices: [{ meal: 'dinner', course: 1, dishCode: 'miso-glazed-salmon-with-soba-noodles' }],
			locale: 'en',
			now: NOW,
		})
		expect(outcome).toMatchObject({ status: 'changed', delivery: { date: TUESDAY }, meals: [{ meal: 'dinner', dish: { code: 'miso-glazed-salmon-with-soba-noodles' } }] })
		expect(await storedRows(TUESDAY)).toEqual([{ meal: 'dinner', course: 1, chosenBy: 'customer' }])
		const found = await mealOptionsForDelivery(db, { deliveryId: dayOn(TUESDAY), chooser: owner, locale: 'en', now: NOW })
		expect(found!.meals.map((meal) => [meal.meal, meal.dish?.code, meal.chosenBy])).toContainEqual(['dinner', 'miso-glazed-salmon-with-soba-noodles', 'customer'])
		expect(found!.meals.find((meal) => meal.meal === 'lunch')?.chosenBy).toBe('menu')
	})

	test('is refused on the server after the cut-off, whatever the page showed', async () => {
		// Wednesday 2 December is Monday 30 November's last chance; at 10:00 on 1 December it is the kitchen's.
		const outcome = await chooseDeliveryMeals(db, {
			deliveryId: dayOn('2026-12-02'),
			chooser: owner,
			choices: [{ meal: 'dinner', course: 1, dishCode: 'prawn-pad-thai' }],
			locale: 'en',
			now: NOW,
		})
		expect(outcome).toEqual({ status: 'refused', problem: { code: 'too-late', date: '2026-12-02', firstChangeableDate: '2026-12-03' } })
		expect(await storedRows('2026-12-02')).toEqual([])
		// Noon on Sunday 6 December closes Tuesday 8 December.
		const afterCutoff = await chooseDeliveryMeals(db, {
			deliveryId: dayOn(TUESDAY),
			chooser: owner,
			choices: [{ meal: 'dinner', course: 1, dishCode: 'prawn-pad-thai' }],
			locale: 'en',
			now: new Date('2026-12-06T08:00:00Z'),
		})
		expect(afterCutoff).toMatchObject({ status: 'refused', problem: { code: 'too-late', firstChangeableDate: '2026-12-09' } })
	})

	test('refuses a dish the day does not offer for that meal', async () => {
		// Arabic plan's Tuesday lunch: a real dish, not on this plan's menu.
		const outcome = await chooseDeliveryMeals(db, {
			deliveryId: dayOn(TUESDAY),
			chooser: owner,
			choices: [{ meal: 'lunch', course: 1, dishCode: 'shish-tawook-with-garlic-sauce' }],
			locale: 'en',
			now: NOW,
		})
		expect(outcome).toEqual({ status: 'refused', problem: { code: 'dish-not-offered', meal: 'lunch', course: 1, dishCode: 'shish-tawook-with-garlic-sauce' } })
		const wrongMeal = await chooseDeliveryMeals(db, {
			deliveryId: dayOn(TUESDAY),
			chooser: owner,
			choices: [{ meal: 'lunch', course: 1, dishCode: 'prawn-pad-thai' }],
			locale: 'en',
			now: NOW,
		})
		expect(wrongMeal).toMatchObject({ status: 'refused', problem: { code: 'dish-not-offered' } })
	})

	test('refuses a dish holding an allergen the customer declared', async () => {
		const outcome = await chooseDeliveryMeals(db, {
			deliveryId: dayOn(TUESDAY),
			chooser: owner,
			choices: [{ meal: 'lunch', course: 1, dishCode: 'chicken-burrito-bowl' }],
			locale: 'en',
			now: NOW,
		})
		expect(outcome).toEqual({ status: 'refused', problem: { code: 'declared-allergen', meal: 'lunch', course: 1, dishCode: 'chicken-burrito-bowl', allergens: ['milk'] } })
		expect((await storedRows(TUESDAY)).map((row) => row.meal)).not.toContain('lunch')
	})

	test('refuses a paused day', async () => {
		const outcome = await chooseDeliveryMeals(db, {
			deliveryId: dayOn('2026-12-09'),
			chooser: owner,
			choices: [{ meal: 'dinner', course: 1, dishCode: 'lean-beef-chilli-con-carne' }],
			locale: 'en',
			now: NOW,
		})
		expect(outcome).toMatchObject({ status: 'refused', problem: { code: 'not-a-delivery-day' } })
	})

	test('never finds another customer’s day, nor an unknown one', async () => {
		const choice = [{ meal: 'dinner', course: 1, dishCode: 'prawn-pad-thai' }] as const
		expect(await chooseDeliveryMeals(db, { deliveryId: dayOn('2026-12-15'), chooser: stranger, choices: choice, locale: 'en', now: NOW })).toEqual({ status: 'not-found' })
		expect(await chooseDeliveryMeals(db, { deliveryId: '00000000-0000-4000-8000-000000000000', chooser: owner, choices: choice, locale: 'en', now: NOW })).toEqual({
			status: 'not-found',
		})
		expect(await storedRows('2026-12-15')).toEqual([])
	})

	test('staff may choose on any customer’s day, and the row says so', async () => {
		const outcome = await chooseDeliveryMeals(db, {
			deliveryId: dayOn(TUESDAY),
			chooser: { kind: 'staff' },
			choices: [{ meal: 'snack', course: 1, dishCode: 'edamame-with-sea-salt-and-chilli' }],
			locale: 'en',
			now: NOW,
		})
		expect(outcome.status).toBe('changed')
		expect(await storedRows(TUESDAY)).toContainEqual({ meal: 'snack', course: 1, chosenBy: 'staff' })
	})

	test('twenty choices of one meal at once leave one row, the choice of one of them', async () => {
		const offered = ['lean-beef-chilli-con-carne', 'miso-glazed-salmon-with-soba-noodles', 'prawn-pad-thai']
		const outcomes = await Promise.all(
			Array.from({ length: 20 }, (_, index) =>
				chooseDeliveryMeals(db, {
					deliveryId: dayOn('2026-12-15'),
					chooser: owner,
					choices: [{ meal: 'dinner', course: 1, dishCode: offered[index % offered.length]! }],
					locale: 'en',
					now: NOW,
				}),
			),
		)
		expect(outcomes.every((outcome) => outcome.status === 'changed')).toBe(true)
		const rows = await db
			.select({ dishId: deliveryMeals.dishId })
			.from(deliveryMeals)
			.where(and(eq(deliveryMeals.deliveryId, days.find((day) => day.date === '2026-12-15')!.id), eq(deliveryMeals.meal, 'dinner')))
		expect(rows).toHaveLength(1)
	})
})

test('a dish the kitchen retired is no longer offered, and choosing it is refused', async () => {
	await db.update(dishes).set({ status: 'retired' }).where(eq(dishes.code, 'shakshuka-with-wholegrain-pitta'))
	const found = await mealOptionsForDelivery(db, { deliveryId: dayOn(TUESDAY), chooser: owner, locale: 'en', now: NOW })
	expect(found!.options.find((meal) => meal.meal === 'breakfast')?.offered.map((dish) => dish.code)).toEqual(['avocado-toast-with-poached-egg'])
	const outcome = await chooseDeliveryMeals(db, {
		deliveryId: dayOn(TUESDAY),
		chooser: owner,
		choices: [{ meal: 'breakfast', course: 1, dishCode: 'shakshuka-with-wholegrain-pitta' }],
		locale: 'en',
		now: NOW,
	})
	expect(outcome).toMatchObject({ status: 'refused', problem: { code: 'dish-not-offered' } })
})
