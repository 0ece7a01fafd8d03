/**
 * A day of the kitchen and the drivers, written straight into the tables (decision 012) for the
 * console's operations tests: a menu of the international plan for the week of 7 December 2026
 * (newer than the seeded one, so it is the menu in force) and customers' orders with full
 * addresses, each with a plan whose days are given.
 */
import { eq } from 'drizzle-orm'
import type { OrderDeliveryAddress, OrderPriceSnapshot } from '../../../domain/order.ts'
import type { Database } from '../../../server/db/client.ts'
import { areaTimings, bagMovements, payments, subscriptions } from '../../../server/db/schema.ts'
import { insertTestOrder } from './payment-service.ts'
import { insertDishes, insertSubscription, insertWeeklyMenu, internationalPlan, type TestDay } from './subscriptions.ts'

/** Tuesday: the day the tests cook and deliver. */
export const SHEET_DATE = '2026-12-08'

/**
 * Breakfast: omelette (eggs) or egg muffin (eggs: no safe breakfast for someone avoiding eggs);
 * lunch: paneer bowl (milk) or chickpea bowl; dinner: grilled fish, alternative beef stew.
 */
export async function insertOperationsMenu(db: Database) {
	const ids = await insertDishes(db, [
		{ code: 'ops-omelette', meal: 'breakfast', en: 'Ops omelette', ar: 'عجة', ru: 'Омлет', kcal: 400, plusKcal: 520, allergens: ['eggs'] },
		{ code: 'ops-egg-muffin', meal: 'breakfast', en: 'Ops egg muffin', kcal: 380, plusKcal: 500, allergens: ['eggs', 'gluten'] },
		{ code: 'ops-paneer-bowl', meal: 'lunch', en: 'Ops paneer bowl', kcal: 600, plusKcal: 780, allergens: ['milk'] },
		{ code: 'ops-chickpea-bowl', meal: 'lunch', en: 'Ops chickpea bowl', kcal: 560, plusKcal: 720 },
		{ code: 'ops-grilled-fish', meal: 'dinner', en: 'Ops grilled fish', kcal: 500, plusKcal: 650, allergens: ['fish'] },
		{ code: 'ops-beef-stew', meal: 'dinner', en: 'Ops beef stew', kcal: 550, plusKcal: 700 },
	])
	const { planId } = await internationalPlan(db)
	const id = (code: string) => ids.get(code)!
	const menuId = await insertWeeklyMenu(db, planId, '2026-12-07', {
		breakfast: { default: id('ops-omelette'), alternatives: [id('ops-egg-muffin')] },
		lunch: { default: id('ops-paneer-bowl'), alternatives: [id('ops-chickpea-bowl')] },
		dinner: { default: id('ops-grilled-fish'), alternatives: [id('ops-beef-stew')] },
	})
	return { id, menuId }
}

let made = 0

/** An address as the checkout keeps it, in the first area timing's place. */
export async function fullAddress(db: Database, overrides: Partial<OrderDeliveryAddress> = {}): Promise<{ address: OrderDeliveryAddress; areaTimingId: number }> {
	const [timing] = await db.select().from(areaTimings).limit(1)
	return {
		areaTimingId: timing!.id,
		address: {
			type: 'Home',
			city_id: 1,
			city_name: 'Dubai',
			area_id: timing!.areaId,
			area_name: 'Area',
			area_timing_id: timing!.id,
			slot: timing!.slot,
			flat_number: '1204',
			building_name: 'Marina Heights',
			street: 'Al Marsa Street',
			landmark: 'Opposite the park',
			notes: '',
			custom_delivery_instructions: 'Call on arrival',
			latitude: 25.08,
			longitude: 55.14,
			...overrides,
		},
	}
}

export type TestCustomer = {
	name: string
	size?: 'regular' | 'plus'
	allergies?: string[]
	days: readonly TestDay[]
	address?: Partial<OrderDeliveryAddress>
	/** Charged a bag deposit (fils) and paid: the bag ledger's `delivered` row and a paid payment. */
	depositFils?: number
}

/** A customer's order (paid with a card when it charged a deposit) and plan. */
export async function insertCustomerPlan(db: Database, customer: TestCustomer) {
	made += 1
	const [firstName, lastName = 'Test'] = customer.name.split(' ')
	const email = `ops-${made}-${firstName!.toLowerCase()}@example.com`
	const { address, areaTimingId } = await fullAddress(db, customer.address)
	const order = await insertTestOrder(db, {
		firstName,
		lastName,
		email,
		customerKey: email,
		mobileNumber: `+9715012${String(made).padStart(5, '0')}`,
		deliveryAddress: address,
		areaTimingId,
		price: { total: 200_000, bag_deposit: customer.depositFils ?? 0 } as OrderPriceSnapshot,
		totalFils: 200_000,
		vatFils: 9_047,
	})
	const plan = await insertSubscription(db, { customerId: null, orderId: order.id, days: customer.days, size: customer.size, allergies: customer.allergies })
	await db.update(subscriptions).set({ customerKey: email }).where(eq(subscriptions.id, plan.id))
	if (customer.depositFils) {
		await db.insert(payments).values({ orderId: order.id, method: 'card', gateway: 'aps', status: 'paid', amountFils: 200_000, merchantReference: `ops-${made}-${Date.now()}`, gatewayReference: `fort-${made}` })
		await db.insert(bagMovements).values({ customerKey: email, orderId: order.id, kind: 'delivered' })
	}
	return { order, plan, email }
}
