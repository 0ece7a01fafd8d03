/** The reconciliation job's pass: attempts waiting too long are asked about, reversals still owed retried. */
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { payments } from '../../db/schema.ts'
import type { Attempts } from './attempts.ts'
import { ATTEMPT_LIFETIME_MS, OPEN_STATUSES, SETTLE_WAIT_MS, SUPERSEDED, type PaymentContext } from './model.ts'
import type { Reversals } from './reversals.ts'
import type { Superseding } from './superseding.ts'

export function createReconciliation({ db, now }: PaymentContext, { markChecked, markFailed }: Attempts, { askGateway }: Superseding, { reverse }: Reversals) {
	/**
	 * The reconciliation job: asks the gateways about attempts that have waited too long for
	 * their answer, least recently asked first (so attempts that never settle cannot keep the
	 * others waiting), and gives up on those older than an hour without one, unless the gateway
	 * holds the money; then retries the reversals still owed.
	 */
	async function reconcile(limit = 50) {
		const cutoff = new Date(now().getTime() - SETTLE_WAIT_MS)
		const open = await db
			.select()
			.from(payments)
			.where(
				or(
					and(inArray(payments.status, OPEN_STATUSES), lt(payments.updatedAt, cutoff)),
					// Given up for a newer attempt, but its gateway may still take the money (a 3-D Secure
					// finished in an old tab, a lost notification): watched for its lifetime, and reversed if so.
					and(eq(payments.gatewayCode, SUPERSEDED), isNull(payments.reversal), gt(payments.createdAt, new Date(now().getTime() - ATTEMPT_LIFETIME_MS))),
				),
			)
			.orderBy(sql`${payments.lastCheckedAt} asc nulls first`, asc(payments.createdAt))
			.limit(limit)
		let settled = 0
		for (const payment of open) {
			await markChecked(payment)
			const { next } = await askGateway(payment)
			const held = next.kind === 'processing' && next.held === true
			if (next.kind === 'processing' && !held && now().getTime() - payment.createdAt.getTime() > ATTEMPT_LIFETIME_MS) {
				await markFailed(db, payment, 'expired', 'EXPIRED')
			}
			// A superseded attempt watched for a late success is not news when it stays failed.
			if (next.kind !== 'processing' && OPEN_STATUSES.includes(payment.status)) settled += 1
		}
		const owed = await db
			.select()
			.from(payments)
			.where(eq(payments.reversal, 'due'))
			.orderBy(sql`${payments.lastCheckedAt} asc nulls first`, asc(payments.id))
			.limit(limit)
		for (const payment of owed) {
			await markChecked(payment)
			await reverse(payment)
		}
		return { checked: open.length, settled, reversals: owed.length }
	}

	return reconcile
}
