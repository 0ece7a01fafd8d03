/** Applying an APS answer (a purchase, the browser's return, a notification, a status check) to its attempt. */
import type { ApsResult } from '../aps/results.ts'
import type { Attempts } from './attempts.ts'
import type { EventSource, PaymentContext, PaymentNext, PaymentRow } from './model.ts'
import type { Reversals } from './reversals.ts'
import type { SavedCards } from './saved-card.ts'
import type { SettlePaid } from './settle-paid.ts'

export function createApsAnswers(
	{ db, logger }: PaymentContext,
	{ applyOnce, markAction, markFailed, markMismatched, nextFor, recordEvent }: Attempts,
	settlePaid: SettlePaid,
	{ afterPaid, reverse }: Reversals,
	{ keepCardIfAsked }: SavedCards,
) {
	/** Applies an APS answer to its attempt. The amount must be the attempt's, in AED. */
	async function applyApsResult(payment: PaymentRow, result: ApsResult, source: EventSource): Promise<PaymentNext> {
		if (result.outcome === 'unreachable') {
			logger.warn({ paymentId: payment.id, error: result.error }, 'Payment gateway unreachable; the reconciliation job will ask again')
			return nextFor(payment)
		}
		const raw = result.raw
		// An unverified answer gets its own key, so a forgery cannot take the key of the genuine answer it copies.
		const key = `${result.outcome === 'invalid_signature' ? 'unverified:' : ''}${source}:${String(raw.fort_id ?? '')}:${String(raw.response_code ?? '')}:${String(raw.status ?? '')}:${String(raw.transaction_status ?? '')}`
		const event = { source, key, outcome: result.outcome, payload: raw }
		switch (result.outcome) {
			case 'paid': {
				if (result.amountFils !== payment.amountFils || result.currency !== payment.currency) {
					const applied = await applyOnce(payment, event, (tx) => markMismatched(tx, payment, String(raw.response_code ?? '')))
					if (applied.first) {
						logger.error(
							{ paymentId: payment.id, expected: payment.amountFils, confirmed: result.amountFils, currency: result.currency },
							'Gateway confirmed another amount than the order’s: not marked paid, refunding what it took',
						)
						await reverse(payment)
					}
					return nextFor(payment)
				}
				const applied = await applyOnce(payment, event, async (tx) => {
					const settled = await settlePaid(tx, payment, { gatewayReference: result.fortId, cardMasked: result.card?.masked, cardBrand: result.card?.brand })
					if (settled.kind === 'paid') await keepCardIfAsked(tx, payment, result.card)
					return settled
				})
				if (applied.first) await afterPaid(payment, applied.value)
				return nextFor(payment)
			}
			case 'challenge': {
				const applied = await applyOnce(payment, event, (tx) => markAction(tx, payment, result.fortId))
				return applied.first ? { kind: 'redirect', url: result.redirectUrl, payment } : nextFor(payment)
			}
			case 'declined':
				await applyOnce(payment, event, (tx) => markFailed(tx, payment, result.reason, result.code))
				return nextFor(payment)
			case 'invalid_signature':
				if (await recordEvent(db, payment, source, key, result.outcome, raw)) logger.error({ paymentId: payment.id, source }, 'Payment answer with an invalid signature ignored')
				return nextFor(payment)
			case 'not_found':
			case 'pending':
				await recordEvent(db, payment, source, key, result.outcome, raw)
				return nextFor(payment)
		}
	}

	return applyApsResult
}

export type ApsAnswers = ReturnType<typeof createApsAnswers>
