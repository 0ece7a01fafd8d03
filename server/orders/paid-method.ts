/** How a paid order was paid: the method of its one paid attempt (the database allows one). */
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../db/client.ts'
import { payments } from '../db/schema.ts'

export type PaidMethod = 'card' | 'tabby' | 'apple_pay'

export async function paidMethodOf(db: Executor, orderId: number): Promise<PaidMethod | null> {
	const [paid] = await db
		.select({ method: payments.method })
		.from(payments)
		.where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
		.limit(1)
	// The table's check constraint allows only these three.
	return (paid?.method as PaidMethod | undefined) ?? null
}
