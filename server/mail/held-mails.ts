/**
 * E-mails queued now but sent only when something else happens: an outbox row whose
 * `next_attempt_at` is infinity, which no sender ever finds due, until it is released. Used for the
 * e-mail about the account asked for with an order (server/accounts/checkout-account.ts), which
 * waits for the order to be paid (server/orders/order-mails.ts).
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Transaction } from '../db/client.ts'
import { outbox } from '../db/schema.ts'

/** Keeps a row just queued in this transaction from being sent until `releaseHeldMail`. */
export async function holdMail(tx: Transaction, id: number) {
	await tx.update(outbox).set({ nextAttemptAt: sql`'infinity'` }).where(eq(outbox.id, id))
}

/** Makes a held row due now; the ids released, for `dispatch` after the commit (none if it was released before). */
export async function releaseHeldMail(tx: Transaction, id: number): Promise<number[]> {
	const rows = await tx
		.update(outbox)
		.set({ nextAttemptAt: sql`now()` })
		.where(and(eq(outbox.id, id), ne(outbox.status, 'sent'), eq(outbox.nextAttemptAt, sql`'infinity'`)))
		.returning({ id: outbox.id })
	return rows.map((row) => row.id)
}
