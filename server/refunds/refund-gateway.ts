/**
 * Sends one refund of a captured payment to its gateway, and says what the gateway answered.
 * A refund is only ever `confirmed` on the gateway's own word; it is asked first whether the
 * refund is already done (its answer may have been lost: a timeout, a crash after sending), so
 * a retry never gives the money back twice:
 * - APS: CHECK_STATUS's `refunded_amount` against what our confirmed refunds of the payment add up
 *   to; then `REFUND` of the amount with the refund's id as `maintenance_reference`.
 * - Tabby: the payment's refunds list, looking for the refund's id as `reference_id`; then
 *   `POST /payments/{id}/refunds` with that `reference_id` (Tabby's idempotency key).
 * Refunds of one payment are sent one at a time, oldest first (refund-service.ts), as Tabby
 * requires and as the APS check above assumes.
 *
 * Asked to `check` only (staff giving a refund up, refund-service.ts `giveUp`), it stops after the
 * first question: the refund is `confirmed` when the gateway has made it, `not-made` when it has
 * not, and nothing is ever sent.
 */
import type { ApsGateway } from '../payments/aps/gateway.ts'
import type { PaymentRow } from '../payments/service/model.ts'
import { apsLanguage } from '../payments/service/model.ts'
import type { TabbyGateway } from '../payments/tabby/gateway.ts'

export type RefundToSend = {
	/** The refund's public id: its idempotency key at the gateway. */
	publicId: string
	amountFils: number
	/** The payment's refunds the gateway has already confirmed to us, in fils (before this one). */
	confirmedBeforeFils: number
	locale: string
}

export type RefundAnswer =
	| { outcome: 'confirmed'; gatewayReference: string | null; code: string }
	/** The gateway said no (or says something we cannot square with our records): tried again later, and logged for staff. */
	| { outcome: 'refused'; code: string }
	/** No answer: tried again later. */
	| { outcome: 'unreachable'; code: string }
	/** Only in `check` mode: the gateway's records show this refund was not made. */
	| { outcome: 'not-made'; code: string }

/** `send` (the default): make the refund unless the gateway already has; `check`: only ask whether it has. */
export type RefundMode = 'send' | 'check'

export type RefundGateway = (payment: PaymentRow, refund: RefundToSend, mode?: RefundMode) => Promise<RefundAnswer>

export function createRefundGateway({ aps, tabby }: { aps: ApsGateway | null; tabby: TabbyGateway | null }): RefundGateway {
	async function throughAps(gateway: ApsGateway, payment: PaymentRow, refund: RefundToSend, mode: RefundMode): Promise<RefundAnswer> {
		const language = apsLanguage(refund.locale)
		const applePay = payment.method === 'apple_pay'
		const status = await gateway.checkStatus({ merchantReference: payment.merchantReference, language, applePay })
		if (status.outcome === 'unreachable') return { outcome: 'unreachable', code: 'check_status_unreachable' }
		if (status.outcome !== 'paid') return { outcome: 'refused', code: `check_status_${status.outcome}` }
		const refundedAtGateway = Number(String(status.raw.refunded_amount ?? '0'))
		if (!Number.isSafeInteger(refundedAtGateway)) return { outcome: 'refused', code: 'refunded_amount_unreadable' }
		if (refundedAtGateway >= refund.confirmedBeforeFils + refund.amountFils) return { outcome: 'confirmed', gatewayReference: status.fortId || payment.gatewayReference, code: 'already_refunded' }
		if (refundedAtGateway !== refund.confirmedBeforeFils) return { outcome: 'refused', code: 'refunded_amount_mismatch' }
		if (mode === 'check') return { outcome: 'not-made', code: 'not_refunded' }
		const answer = await gateway.refund({
			merchantReference: payment.merchantReference,
			fortId: payment.gatewayReference ?? undefined,
			amountFils: refund.amountFils,
			currency: 'AED',
			language,
			applePay,
			maintenanceReference: refund.publicId,
		})
		if (answer.outcome === 'refunded') return { outcome: 'confirmed', gatewayReference: payment.gatewayReference, code: '06000' }
		if (answer.outcome === 'unreachable') return { outcome: 'unreachable', code: 'refund_unreachable' }
		return { outcome: 'refused', code: answer.code }
	}

	async function throughTabby(gateway: TabbyGateway, payment: PaymentRow, refund: RefundToSend, mode: RefundMode): Promise<RefundAnswer> {
		if (!payment.gatewayReference) return { outcome: 'refused', code: 'no_tabby_payment_id' }
		const read = await gateway.getPayment(payment.gatewayReference)
		if (read === 'unreachable') return { outcome: 'unreachable', code: 'payment_unreachable' }
		if (read === 'not_found') return { outcome: 'refused', code: 'payment_not_found' }
		if (read.refundReferenceIds?.includes(refund.publicId)) return { outcome: 'confirmed', gatewayReference: read.id, code: 'already_refunded' }
		if (mode === 'check') return { outcome: 'not-made', code: 'not_refunded' }
		const answer = await gateway.refund(read.id, refund.amountFils, refund.publicId)
		if (answer === 'unreachable') return { outcome: 'unreachable', code: 'refund_unreachable' }
		if (answer === 'refused') return { outcome: 'refused', code: 'refund_refused' }
		// Tabby answers with the payment; our refund must be in its list.
		if (answer.refundReferenceIds?.includes(refund.publicId)) return { outcome: 'confirmed', gatewayReference: answer.id, code: 'refunded' }
		return { outcome: 'refused', code: 'refund_not_listed' }
	}

	return async (payment, refund, mode = 'send') => {
		if (payment.gateway === 'tabby') return tabby ? throughTabby(tabby, payment, refund, mode) : { outcome: 'unreachable', code: 'tabby_not_configured' }
		return aps ? throughAps(aps, payment, refund, mode) : { outcome: 'unreachable', code: 'aps_not_configured' }
	}
}
