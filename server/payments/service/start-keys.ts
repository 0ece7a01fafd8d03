/**
 * The Idempotency-Key of a payment start through the API (table payment_start_keys), kept as
 * POST /orders keeps its key: unique, with a hash of the request, checked before anything is done.
 * The first start with a key claims it with the merchant reference it will use; the same key with
 * the same order and body repeats that start (the card form for that reference, the attempt made
 * under it) and never makes a second one; with another order or body it is `key-reused`. A start
 * that started nothing (another attempt in progress, the order paid meanwhile, a bad saved card)
 * gives its key back, so a retry after a moment is a start, not the refusal again.
 */
import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { and, eq, notExists, sql } from 'drizzle-orm'
import { paymentStartKeys, payments } from '../../db/schema.ts'
import type { OrderRow } from '../../orders/order-service.ts'
import type { Attempts } from './attempts.ts'
import { OPEN_STATUSES, type PaymentContext, type PaymentNext } from './model.ts'

export type StartClaim = { kind: 'first' | 'repeat'; merchantReference: string } | { kind: 'key-reused' }

/** A repeated start waits this long for the first one's attempt to get its gateway's answer, checking every step. */
const ANSWER_WAIT = { steps: 150, stepMs: 100 }

/** What makes two starts the same request: the body as sent (the order is compared on its own). */
export function startRequestHash(body: unknown) {
	return createHash('sha256').update(JSON.stringify(body)).digest('base64url')
}

export function createStartKeys({ db }: PaymentContext, { nextFor, paymentByReference }: Attempts) {
	const claimOf = async (key: string) => (await db.select().from(paymentStartKeys).where(eq(paymentStartKeys.idempotencyKey, key)).limit(1))[0]

	return {
		/**
		 * Claims `key` for this start of `order` (`first`, with `merchantReference`), or finds the start
		 * that claimed it: the same order and request (`repeat`, with its reference) or not (`key-reused`).
		 * Racing starts with one key: the primary key lets one claim it, the others repeat it.
		 */
		async claimStart(order: OrderRow, key: string, requestHash: string, merchantReference: string): Promise<StartClaim> {
			for (let tries = 0; tries < 3; tries += 1) {
				const [claimed] = await db
					.insert(paymentStartKeys)
					.values({ idempotencyKey: key, orderId: order.id, requestHash, merchantReference })
					.onConflictDoNothing()
					.returning()
				if (claimed) return { kind: 'first', merchantReference }
				const earlier = await claimOf(key)
				// Given back between the insert and the look-up (that start started nothing): claim it again.
				if (!earlier) continue
				if (earlier.orderId !== order.id || earlier.requestHash !== requestHash) return { kind: 'key-reused' }
				return { kind: 'repeat', merchantReference: earlier.merchantReference }
			}
			throw new Error('A payment start key was neither claimed nor found')
		},

		/** Gives the key back if no attempt was made under its reference (a card start gives it back only when refused). */
		async releaseUnlessStarted(key: string, merchantReference: string) {
			const attempt = db.select({ one: sql`1` }).from(payments).where(eq(payments.merchantReference, merchantReference))
			await db.delete(paymentStartKeys).where(and(eq(paymentStartKeys.idempotencyKey, key), notExists(attempt)))
		},

		/**
		 * An Apple Pay start repeated: the answer of the attempt the first start made, once its gateway
		 * answered; `released` when the first start gave the key back (it started nothing).
		 */
		async repeatedAttempt(key: string, merchantReference: string): Promise<PaymentNext | { kind: 'released' }> {
			for (let step = 0; step < ANSWER_WAIT.steps; step += 1) {
				const attempt = await paymentByReference(merchantReference)
				if (attempt && !OPEN_STATUSES.includes(attempt.status)) return nextFor(attempt)
				if (!attempt && !(await claimOf(key))) return { kind: 'released' }
				// The first start is still at the gateway: wait for its answer rather than make another.
				await sleep(ANSWER_WAIT.stepMs)
			}
			const attempt = await paymentByReference(merchantReference)
			return attempt ? nextFor(attempt) : { kind: 'unknown' }
		},
	}
}
