/**
 * The cool-bag ledger (`bag_movements`, decisions 012 and 014): the AED 100 deposit is charged on
 * an order unless its customer holds one of our bags. A bag is held from the paid order that
 * charged its deposit (`delivered`) until dispatch records it collected (`collected`, naming that
 * order; each collection releases its deposit's refund, server/refunds/bag-deposit.ts).
 */
import { and, eq, inArray, notExists } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { BagHolder } from '../../../domain/bag-holder.ts'
import type { Executor, Transaction } from '../client.ts'
import { bagMovements, orders } from '../schema.ts'

const collected = alias(bagMovements, 'collected_bag')

/**
 * Whether `holder` (domain/bag-holder.ts) holds a bag they paid a deposit for: a `delivered` row
 * under their customer key, not yet matched by a `collected` row of its order, whose order has
 * their mobile number too. The e-mail alone is not enough: anyone can type it (decision 014).
 */
export async function holdsBag(db: Executor, holder: BagHolder): Promise<boolean> {
	const [held] = await db
		.select({ orderId: bagMovements.orderId })
		.from(bagMovements)
		.innerJoin(orders, eq(orders.id, bagMovements.orderId))
		.where(
			and(
				eq(bagMovements.customerKey, holder.customerKey),
				eq(bagMovements.kind, 'delivered'),
				eq(orders.mobileNumber, holder.mobileNumber),
				notExists(
					db
						.select({ id: collected.id })
						.from(collected)
						.where(and(eq(collected.orderId, bagMovements.orderId), eq(collected.kind, 'collected'))),
				),
			),
		)
		.limit(1)
	return held !== undefined
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
