/**
 * What the customers section reads (issue 19, item 2): accounts found by e-mail, name or phone,
 * and one customer with their orders, their plans with every day, and staff's notes.
 */
import { asc, desc, eq, ilike, inArray, like, or, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { customerNotes, customers, deliveries, plans, staffMembers, subscriptions } from '../../db/schema.ts'
import { ordersOfCustomer } from '../orders/order-records.ts'

const LIMIT = 50
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** An e-mail or part of it, a name, or a UAE mobile in any usual form (its last nine digits). */
function searchCondition(query: string): SQL | null {
	const text = query.trim().slice(0, 254)
	if (!text) return null
	const digits = text.replace(/[\s()+-]/g, '')
	if (/^\d{9,15}$/.test(digits)) return like(customers.mobileNumber, `%${digits.slice(-9)}`)
	const pattern = `%${escapeLike(text.toLowerCase())}%`
	return or(ilike(customers.email, pattern), ilike(customers.firstName, pattern), ilike(customers.lastName, pattern))!
}

export type CustomerListRow = Pick<typeof customers.$inferSelect, 'id' | 'email' | 'firstName' | 'lastName' | 'mobileNumber' | 'createdAt' | 'deletedAt'>

export async function searchCustomers(ex: Executor, query: string): Promise<CustomerListRow[]> {
	const condition = searchCondition(query)
	return ex
		.select({ id: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName, mobileNumber: customers.mobileNumber, createdAt: customers.createdAt, deletedAt: customers.deletedAt })
		.from(customers)
		.where(condition ?? undefined)
		.orderBy(desc(customers.id))
		.limit(LIMIT)
}

export type CustomerRecord = NonNullable<Awaited<ReturnType<typeof customerRecord>>>

export async function customerRecord(ex: Executor, customerId: number) {
	const [customer] = await ex.select().from(customers).where(eq(customers.id, customerId))
	if (!customer) return null
	const plansOf = await ex
		.select({ subscription: subscriptions, planSlug: plans.slug })
		.from(subscriptions)
		.innerJoin(plans, eq(plans.id, subscriptions.planId))
		.where(eq(subscriptions.customerId, customer.id))
		.orderBy(desc(subscriptions.id))
	const days = plansOf.length
		? await ex
				.select({ subscriptionId: deliveries.subscriptionId, publicId: deliveries.publicId, date: deliveries.date, state: deliveries.state, address: deliveries.address })
				.from(deliveries)
				.where(inArray(deliveries.subscriptionId, plansOf.map((row) => row.subscription.id)))
				.orderBy(asc(deliveries.date), asc(deliveries.id))
		: []
	const notes = await ex
		.select({ id: customerNotes.id, text: customerNotes.text, createdAt: customerNotes.createdAt, staffName: staffMembers.name })
		.from(customerNotes)
		.innerJoin(staffMembers, eq(staffMembers.id, customerNotes.staffId))
		.where(eq(customerNotes.customerId, customer.id))
		.orderBy(desc(customerNotes.id))
	return {
		customer,
		orders: await ordersOfCustomer(ex, customer.id),
		plans: plansOf.map(({ subscription, planSlug }) => ({
			...subscription,
			planSlug,
			days: days.filter((day) => day.subscriptionId === subscription.id).map((day) => ({ publicId: day.publicId, date: day.date, state: day.state, slot: day.address.slot })),
		})),
		notes,
	}
}
