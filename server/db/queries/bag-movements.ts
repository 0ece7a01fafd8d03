/**
 * The cool-bag ledger (`bag_movements`, decision 012): the AED 100 deposit is charged on an order
 * only while its customer holds none of our bags. A customer holds a bag when more bags were
 * delivered to them (orders paid with a deposit) than collected back from them. Dispatch records
 * collections, each releasing its deposit's refund (server/refunds/bag-deposit.ts).
 */
import { eq, inArray, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '../client.ts'
import { bagMovements } from '../schema.ts'

/** Whether the customer (orders.customer_key, domain/customer-email.ts) holds a bag they paid a deposit for. */
export async function holdsBag(db: Executor, customerKey: string): Promise<boolean> {
	const [row] = await db
		.select({
			held: sql<number>`count(*) filter (where ${bagMovements.kind} = 'delivered') - count(*) filter (where ${bagMovements.kind} = 'collected')`.mapWith(Number),
		})
		.from(bagMovements)
		.where(eq(bagMovements.customerKey, customerKey))
	return (row?.held ?? 0) > 0
}

/**
 * In the transaction that marks an order paid: an order that charged the deposit gives its
 * customer a bag. Written once per order (a replayed answer never reaches here twice: the order
 * is paid already).
 */
export async function recordBagDelivered(tx: Transaction, order: { id: number; customerKey: string | null; bagDepositFils: number }, at: Date) {
	if (order.bagDepositFils <= 0 || order.customerKey === null) return
	await tx.insert(bagMovements).values({ customerKey: order.customerKey, orderId: order.id, kind: 'delivered', at })
}

/** Account deletion: the ledger keeps the rows of these orders (deposits are money) but forgets whose they were. */
export async function eraseBagHolders(tx: Transaction, orderIds: readonly number[]) {
	if (orderIds.length === 0) return
	await tx.update(bagMovements).set({ customerKey: null }).where(inArray(bagMovements.orderId, [...orderIds]))
}
