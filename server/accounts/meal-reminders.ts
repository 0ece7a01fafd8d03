/** The account's meal-reminder setting (customers.meal_reminders): on by default, turned off or on again on the account page. */
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { customers } from '../db/schema.ts'

export async function readMealReminders(db: Database, customerId: number): Promise<boolean> {
	const [row] = await db.select({ on: customers.mealReminders }).from(customers).where(eq(customers.id, customerId))
	return row?.on ?? false
}

export async function setMealReminders(db: Database, customerId: number, on: boolean): Promise<void> {
	await db.update(customers).set({ mealReminders: on, updatedAt: new Date() }).where(eq(customers.id, customerId))
}
