/**
 * Refunds after they are recorded (server/refunds/cancellation.ts records them, pending, in the
 * transaction that cancels the days): each is sent to its gateway once that transaction has
 * committed, and again by the `retry-refunds` job until the gateway confirms it. A refund is
 * `confirmed` only on the gateway's own answer (refund-gateway.ts); a refusal or silence leaves
 * it `pending`, tried again after a pause that grows (1 minute, doubling, at most 6 hours), and a
 * refusal is logged as an error for staff. Never marked failed here: giving a refund up is a
 * person's decision (the console, issue 19).
 *
 * Several instances, the request that recorded a refund and the job may try the same refund at
 * once: sending first claims it (attempts + 1 and a lease in `next_attempt_at`) in one UPDATE that
 * only one of them can win, and only the oldest pending refund of a payment can be claimed, so
 * the refunds of one payment go to its gateway one at a time.
 */
import { and, asc, eq, lt, lte, notExists, sql, sum } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from '../db/client.ts'
import { orders, payments, refunds } from '../db/schema.ts'
import type { Logger } from '../logger.ts'
import type { Outbox } from '../mail/outbox.ts'
import { withdrawRewardIfRefundedInFull } from '../referrals/referral-ledger.ts'
import type { RefundGateway } from './refund-gateway.ts'

export type RefundRow = typeof refunds.$inferSelect
export type RefundState = 'pending' | 'confirmed' | 'failed'

/** A refund as its recorder describes it; the payment's total and the row's times are set here. */
export type NewRefund = Omit<typeof refunds.$inferInsert, 'id' | 'publicId' | 'state' | 'creditNoteNumber' | 'nextAttemptAt' | 'createdAt' | 'updatedAt'>

/**
 * Records a refund, pending, in the caller's transaction (which holds the payment's row lock):
 * the payment's refunded total goes up by its amount first, so the check `payments_refunded`
 * refuses more than the capture whatever else runs, then the row (with its credit note number).
 * Every kind of refund (a cancellation, a bag's deposit, customer care's) is recorded here.
 */
export async function recordRefund(tx: Transaction, refund: NewRefund, at: Date): Promise<RefundRow> {
	await tx
		.update(payments)
		.set({ refundedFils: sql`${payments.refundedFils} + ${refund.amountFils}`, updatedAt: at })
		.where(eq(payments.id, refund.paymentId))
	const [row] = await tx
		.insert(refunds)
		.values({ ...refund, nextAttemptAt: at, createdAt: at, updatedAt: at })
		.returning()
	return row!
}

/** How long a claimed refund is left to its sender: longer than a gateway check and refund take together. */
const LEASE_MS = 2 * 60_000
const RETRY_BATCH = 20

/** The pause after attempt `attempts` before the next: 1 minute, doubling, at most 6 hours. */
export function refundRetryDelayMs(attempts: number): number {
	return Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 6 * 3_600_000)
}

export type RefundServiceDeps = {
	db: Database
	logger: Logger
	gateway: RefundGateway
	outbox: Outbox
	/** Queues the "refund confirmed" e-mail in the transaction that confirms it; resolves to the outbox ids. */
	confirmedMail?: (tx: Transaction, refund: RefundRow) => Promise<number[]>
	now?: () => Date
}

export type RefundService = ReturnType<typeof createRefundService>

export function createRefundService({ db, logger, gateway, outbox, confirmedMail, now = () => new Date() }: RefundServiceDeps) {
	const older = alias(refunds, 'older_refund')

	/** Takes the refund for this sender, or undefined when it is not due, not pending, or waits behind an older one of its payment. */
	async function claim(refundId: number): Promise<RefundRow | undefined> {
		const at = now()
		const [claimed] = await db
			.update(refunds)
			.set({ attempts: sql`${refunds.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + LEASE_MS), updatedAt: at })
			.where(
				and(
					eq(refunds.id, refundId),
					eq(refunds.state, 'pending'),
					lte(refunds.nextAttemptAt, at),
					notExists(
						db
							.select({ id: older.id })
							.from(older)
							.where(and(eq(older.paymentId, refunds.paymentId), eq(older.state, 'pending'), lt(older.id, refunds.id))),
					),
				),
			)
			.returning()
		return claimed
	}

	/**
	 * Sends one refund if it is due and nobody else is sending it; resolves to its state afterwards.
	 * Never throws for a gateway's refusal or silence: the refund stays pending for the job.
	 */
	async function send(refundId: number): Promise<RefundState | undefined> {
		const refund = await claim(refundId)
		if (!refund) {
			const [current] = await db.select({ state: refunds.state }).from(refunds).where(eq(refunds.id, refundId))
			return current?.state as RefundState | undefined
		}
		const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId))
		const [order] = await db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, refund.orderId))
		const [confirmed] = await db
			.select({ fils: sum(refunds.amountFils).mapWith(Number) })
			.from(refunds)
			.where(and(eq(refunds.paymentId, refund.paymentId), eq(refunds.state, 'confirmed')))
		const answer = await gateway(payment!, {
			publicId: refund.publicId,
			amountFils: refund.amountFils,
			confirmedBeforeFils: confirmed?.fils ?? 0,
			locale: order?.locale ?? 'en',
		}).catch((error: unknown) => {
			logger.error({ err: error, refundId: refund.id }, 'Refund could not be sent; it is tried again')
			return { outcome: 'unreachable' as const, code: 'error' }
		})
		const at = now()
		if (answer.outcome === 'confirmed') {
			const ids = await db.transaction(async (tx) => {
				const [done] = await tx
					.update(refunds)
					.set({ state: 'confirmed', confirmedAt: at, gatewayReference: answer.gatewayReference, gatewayCode: answer.code, updatedAt: at })
					.where(and(eq(refunds.id, refund.id), eq(refunds.state, 'pending')))
					.returning()
				// The whole invoice given back: the ambassador's reward for the order goes (server/referrals/).
				if (done) await withdrawRewardIfRefundedInFull(tx, done.orderId, at)
				return done && confirmedMail ? confirmedMail(tx, done) : []
			})
			outbox.dispatch(ids)
			logger.info({ refundId: refund.id, paymentId: refund.paymentId, amountFils: refund.amountFils }, 'Refund confirmed by the gateway')
			return 'confirmed'
		}
		await db
			.update(refunds)
			.set({ gatewayCode: answer.code, nextAttemptAt: new Date(at.getTime() + refundRetryDelayMs(refund.attempts)), updatedAt: at })
			.where(and(eq(refunds.id, refund.id), eq(refunds.state, 'pending')))
		const context = { refundId: refund.id, paymentId: refund.paymentId, attempts: refund.attempts, code: answer.code }
		if (answer.outcome === 'refused') logger.error(context, 'Gateway refused a refund; it stays pending and is tried again (staff: look at it)')
		else logger.warn(context, 'No answer from the gateway to a refund; it stays pending and is tried again')
		return 'pending'
	}

	return {
		send,
		/**
		 * Sends these refunds one after another (after the transaction that recorded them committed).
		 * Never throws: what could not be sent (the database gone a moment) stays pending for the job.
		 */
		async sendAll(refundIds: readonly number[]) {
			const states: Array<RefundState | undefined> = []
			for (const id of refundIds) {
				states.push(
					await send(id).catch((error: unknown) => {
						logger.error({ err: error, refundId: id }, 'Refund could not be sent after its cancellation; the job sends it')
						return 'pending' as const
					}),
				)
			}
			return states
		},
		/** The job's part: the pending refunds whose time has come, oldest first. */
		async retryDue(limit = RETRY_BATCH) {
			const due = await db
				.select({ id: refunds.id })
				.from(refunds)
				.where(and(eq(refunds.state, 'pending'), lte(refunds.nextAttemptAt, now())))
				.orderBy(asc(refunds.nextAttemptAt), asc(refunds.id))
				.limit(limit)
			let confirmed = 0
			for (const { id } of due) if ((await send(id)) === 'confirmed') confirmed += 1
			return { tried: due.length, confirmed }
		},
	}
}
