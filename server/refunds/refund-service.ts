/**
 * Refunds after they are recorded (server/refunds/cancellation.ts records them, pending, in the
 * transaction that cancels the days): each is sent to its gateway once that transaction has
 * committed, and again by the `retry-refunds` job until the gateway confirms it. A refund is
 * `confirmed` only on the gateway's own answer (refund-gateway.ts); a refusal or silence leaves
 * it `pending`, tried again after a pause that grows (1 minute, doubling, at most 6 hours), and a
 * refusal is logged as an error for staff. Never marked failed by itself: giving a refund up is
 * a person's decision (`giveUp`, an owner or manager in the console, issue 19).
 *
 * Several instances, the request that recorded a refund and the job may try the same refund at
 * once: sending first claims it (attempts + 1 and a lease in `claimed_until`) in one UPDATE that
 * only one of them can win, and only the oldest pending refund of a payment can be claimed, so
 * the refunds of one payment go to its gateway one at a time. Giving a refund up claims it the
 * same way, so a refund is never given up while it is being sent, nor sent once given up.
 */
import { and, asc, eq, isNull, lt, lte, notExists, or, sql, sum } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from '../db/client.ts'
import { orders, payments, refunds } from '../db/schema.ts'
import type { Logger } from '../logger.ts'
import type { Outbox } from '../mail/outbox.ts'
import { withdrawRewardIfDue } from '../referrals/referral-ledger.ts'
import type { RefundAnswer, RefundGateway, RefundMode } from './refund-gateway.ts'

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

/**
 * How long a claimed refund is left to its sender: longer than a gateway check and refund take
 * together (a call gives up after 20 s at APS, 15 s at Tabby: server/payments/aps/gateway.ts, tabby/gateway.ts).
 */
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
	/** Queues the "refund given up" e-mail in the transaction that gives it up; resolves to the outbox ids. */
	givenUpMail?: (tx: Transaction, refund: RefundRow) => Promise<number[]>
	now?: () => Date
}

export type RefundService = ReturnType<typeof createRefundService>

/** What giving a refund up came to; exactly one of them, whatever runs at the same moment. */
export type GiveUpOutcome =
	| { status: 'given-up'; refund: RefundRow }
	/** The gateway had made it after all (an answer lost earlier): recorded confirmed instead. */
	| { status: 'confirmed'; refund: RefundRow }
	/** A sender holds it right now: its answer decides; try again in a minute if it is still pending. */
	| { status: 'busy' }
	/** The gateway could not say whether it made the refund: nothing changed, it stays pending. */
	| { status: 'gateway-unsure'; code: string }
	| { status: 'not-pending'; state: RefundState }
	| { status: 'not-found' }

export type GiveUpRequest = {
	staffId: number
	note: string
	/** Writes the audit row in the transaction that gives the refund up. */
	audit: (tx: Transaction, refund: RefundRow) => Promise<void>
}

export function createRefundService({ db, logger, gateway, outbox, confirmedMail, givenUpMail, now = () => new Date() }: RefundServiceDeps) {
	const older = alias(refunds, 'older_refund')

	/** Nobody holds the refund: never claimed, finished with, or its holder's lease ran out. */
	const unclaimed = (at: Date) => or(isNull(refunds.claimedUntil), lte(refunds.claimedUntil, at))

	/** Takes the refund for this sender, or undefined when it is not due, not pending, held, or waits behind an older one of its payment. */
	async function claim(refundId: number): Promise<RefundRow | undefined> {
		const at = now()
		const lease = new Date(at.getTime() + LEASE_MS)
		const [claimed] = await db
			.update(refunds)
			.set({ attempts: sql`${refunds.attempts} + 1`, nextAttemptAt: lease, claimedUntil: lease, updatedAt: at })
			.where(
				and(
					eq(refunds.id, refundId),
					eq(refunds.state, 'pending'),
					lte(refunds.nextAttemptAt, at),
					unclaimed(at),
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

	/** Puts the claimed refund to its gateway (to make it, or only to ask about it); a thrown error counts as no answer. */
	async function ask(refund: RefundRow, mode: RefundMode): Promise<RefundAnswer> {
		const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId))
		const [order] = await db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, refund.orderId))
		const [confirmed] = await db
			.select({ fils: sum(refunds.amountFils).mapWith(Number) })
			.from(refunds)
			.where(and(eq(refunds.paymentId, refund.paymentId), eq(refunds.state, 'confirmed')))
		const toSend = { publicId: refund.publicId, amountFils: refund.amountFils, confirmedBeforeFils: confirmed?.fils ?? 0, locale: order?.locale ?? 'en' }
		return gateway(payment!, toSend, mode).catch((error: unknown) => {
			logger.error({ err: error, refundId: refund.id }, 'The gateway could not be asked about a refund')
			return { outcome: 'unreachable' as const, code: 'error' }
		})
	}

	/**
	 * The gateway's yes, with the "refund confirmed" e-mail in the same transaction, while this
	 * holder's claim still stands. A claim that ran out meanwhile (a gateway slower than the lease)
	 * may have let staff give the refund up: the money went back all the same, so it is logged for
	 * staff, never written over the given-up row (the trigger refunds_outcome_final would refuse it).
	 */
	async function recordConfirmed(refund: RefundRow, answer: Extract<RefundAnswer, { outcome: 'confirmed' }>, at: Date): Promise<RefundRow | undefined> {
		const { row, ids } = await db.transaction(async (tx) => {
			const [done] = await tx
				.update(refunds)
				.set({ state: 'confirmed', confirmedAt: at, gatewayReference: answer.gatewayReference, gatewayCode: answer.code, claimedUntil: null, updatedAt: at })
				.where(and(eq(refunds.id, refund.id), eq(refunds.state, 'pending'), eq(refunds.claimedUntil, refund.claimedUntil!)))
				.returning()
			// The whole invoice given back, or the plan cancelled in the friend's first week: the ambassador's reward for the order goes (server/referrals/).
			if (done) await withdrawRewardIfDue(tx, done.orderId, at)
			return { row: done, ids: done && confirmedMail ? await confirmedMail(tx, done) : [] }
		})
		outbox.dispatch(ids)
		const context = { refundId: refund.id, paymentId: refund.paymentId, amountFils: refund.amountFils }
		if (row) logger.info(context, 'Refund confirmed by the gateway')
		else logger.error(context, 'The gateway confirmed a refund this sender no longer held (given up or taken over meanwhile): staff, look at it')
		return row
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
		const answer = await ask(refund, 'send')
		const at = now()
		if (answer.outcome === 'confirmed') {
			await recordConfirmed(refund, answer, at)
			return 'confirmed'
		}
		await db
			.update(refunds)
			.set({ gatewayCode: answer.code, nextAttemptAt: new Date(at.getTime() + refundRetryDelayMs(refund.attempts)), claimedUntil: null, updatedAt: at })
			.where(and(eq(refunds.id, refund.id), eq(refunds.state, 'pending'), eq(refunds.claimedUntil, refund.claimedUntil!)))
		const context = { refundId: refund.id, paymentId: refund.paymentId, attempts: refund.attempts, code: answer.code }
		if (answer.outcome === 'refused') logger.error(context, 'Gateway refused a refund; it stays pending and is tried again (staff: look at it)')
		else logger.warn(context, 'No answer from the gateway to a refund; it stays pending and is tried again')
		return 'pending'
	}

	/**
	 * Staff give a pending refund up (issue 19): it is claimed like a sender claims it (so it is not
	 * being sent, and no sender can start), the gateway is asked whether it made it after all when
	 * it was ever sent (then it is recorded confirmed, not given up), and otherwise, in one
	 * transaction under the payment's row lock: `failed` with who, when and why, the payment's
	 * refunded total lowered by its amount (its share of the cap released), and the audit row.
	 */
	async function giveUp(refundId: number, request: GiveUpRequest): Promise<GiveUpOutcome> {
		const at = now()
		const lease = new Date(at.getTime() + LEASE_MS)
		const [held] = await db
			.update(refunds)
			.set({ claimedUntil: lease, updatedAt: at })
			.where(and(eq(refunds.id, refundId), eq(refunds.state, 'pending'), unclaimed(at)))
			.returning()
		if (!held) {
			const [current] = await db.select({ state: refunds.state }).from(refunds).where(eq(refunds.id, refundId))
			if (!current) return { status: 'not-found' }
			return current.state === 'pending' ? { status: 'busy' } : { status: 'not-pending', state: current.state as RefundState }
		}
		// Never claimed by a sender, it never reached the gateway: nothing to ask.
		const answer: RefundAnswer = held.attempts === 0 ? { outcome: 'not-made', code: 'never_sent' } : await ask(held, 'check')
		if (answer.outcome === 'confirmed') {
			const row = await recordConfirmed(held, answer, now())
			return row ? { status: 'confirmed', refund: row } : { status: 'busy' }
		}
		if (answer.outcome !== 'not-made') {
			await db
				.update(refunds)
				.set({ claimedUntil: null, gatewayCode: answer.code, updatedAt: now() })
				.where(and(eq(refunds.id, held.id), eq(refunds.state, 'pending'), eq(refunds.claimedUntil, lease)))
			return { status: 'gateway-unsure', code: answer.code }
		}
		const done = now()
		const { outcome, ids } = await db.transaction(async (tx): Promise<{ outcome: GiveUpOutcome; ids: number[] }> => {
			// The lock every change of the payment's refunded total takes (recordRefund's callers hold it too).
			await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, held.paymentId)).for('update')
			const [givenUp] = await tx
				.update(refunds)
				.set({ state: 'failed', givenUpAt: done, givenUpBy: request.staffId, givenUpNote: request.note, gatewayCode: answer.code, claimedUntil: null, updatedAt: done })
				.where(and(eq(refunds.id, held.id), eq(refunds.state, 'pending'), eq(refunds.claimedUntil, lease)))
				.returning()
			// Our claim ran out and someone else took the refund meanwhile: their outcome stands.
			if (!givenUp) return { outcome: { status: 'busy' }, ids: [] }
			await tx
				.update(payments)
				.set({ refundedFils: sql`${payments.refundedFils} - ${givenUp.amountFils}`, updatedAt: done })
				.where(eq(payments.id, givenUp.paymentId))
			await request.audit(tx, givenUp)
			// The customer hears of it from this transaction only: once, whatever else gives it up at the same moment.
			const mailIds = givenUpMail ? await givenUpMail(tx, givenUp) : []
			logger.warn({ refundId: givenUp.id, paymentId: givenUp.paymentId, amountFils: givenUp.amountFils, staffId: request.staffId }, 'Refund given up by staff')
			return { outcome: { status: 'given-up', refund: givenUp }, ids: mailIds }
		})
		outbox.dispatch(ids)
		return outcome
	}

	return {
		send,
		giveUp,
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
