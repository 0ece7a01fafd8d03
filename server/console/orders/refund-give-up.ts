/**
 * Giving up a refund the gateway never confirms (issue 19): an owner or manager, with a reason.
 * The refund service does the money part (server/refunds/refund-service.ts `giveUp`: claimed so it
 * is not being sent, the gateway asked whether it made it after all, then `failed` and the
 * payment's refunded total lowered under the payment's row lock); this writes the audit row in
 * that same transaction. The refund's credit note is withdrawn with it (docs/payments.md, "Giving
 * a refund up"): it no longer lowers the invoice, and the customer never sees it as refunded.
 */
import { and, eq } from 'drizzle-orm'
import { staffNoteProblem } from '../../../domain/staff-refund.ts'
import type { Database } from '../../db/client.ts'
import { refunds } from '../../db/schema.ts'
import type { GiveUpOutcome, RefundService } from '../../refunds/refund-service.ts'
import { writeAudit } from '../audit-log.ts'
import type { SignedInStaff } from '../staff-sessions.ts'

export type GiveUpResult = GiveUpOutcome | { status: 'invalid'; error: 'note-required' | 'note-too-long' }

export type GiveUpDeps = { db: Database; refunds: Pick<RefundService, 'giveUp'>; now: () => Date }

export async function giveUpRefund({ db, refunds: refundService, now }: GiveUpDeps, staff: SignedInStaff, orderId: number, refundId: number, note: string): Promise<GiveUpResult> {
	const [refund] = await db.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.id, refundId), eq(refunds.orderId, orderId)))
	if (!refund) return { status: 'not-found' }
	const reason = note.trim()
	const error = staffNoteProblem(reason)
	if (error) return { status: 'invalid', error }
	return refundService.giveUp(refund.id, {
		staffId: staff.id,
		note: reason,
		audit: (tx, given) =>
			writeAudit(
				tx,
				staff,
				{
					action: 'order.refund-given-up',
					subject: `order:${orderId}`,
					before: { refund: given.publicId, state: 'pending', amountFils: given.amountFils, creditNoteNumber: given.creditNoteNumber, attempts: given.attempts },
					after: { state: 'failed', note: reason, releasedFils: given.amountFils, creditNote: 'withdrawn' },
				},
				now(),
			),
	})
}
