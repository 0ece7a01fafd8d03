/**
 * Giving back the money of an attempt that lost (the order paid otherwise, the attempt given up,
 * another amount confirmed), and what follows a paid answer once committed.
 */
import type { ApsGateway } from '../aps/gateway.ts'
import type { Attempts } from './attempts.ts'
import { apsLanguage, type PaymentContext, type PaymentRow } from './model.ts'
import type { Settled } from './settle-paid.ts'

export function createReversals({ db, logger, aps, tabby, onPaid }: PaymentContext, { orderById, paymentById, reversalDone }: Attempts) {
	async function apsStatus(gateway: ApsGateway, payment: PaymentRow) {
		const order = await orderById(db, payment.orderId)
		return gateway.checkStatus({ merchantReference: payment.merchantReference, language: apsLanguage(order?.locale ?? 'en'), applePay: payment.method === 'apple_pay' })
	}

	/** What follows a paid answer once it is committed: sending the e-mail queued with it, or giving back what lost. */
	async function afterPaid(payment: PaymentRow, settled: Settled) {
		if (settled.kind === 'lost') {
			logger.error({ paymentId: payment.id, orderId: payment.orderId }, 'Successful payment of an attempt that lost (order paid otherwise, or attempt given up): reversing it')
			await reverse(payment)
			return
		}
		if (settled.kind !== 'paid') return
		if (settled.overLimit) logger.error({ orderId: payment.orderId }, 'Order paid with a discount code over its limit: flagged for staff')
		// The e-mail was queued with the payment: this only sends it now (the outbox's jobs would anyway).
		if (onPaid) await onPaid(payment.orderId, settled.mailIds).catch((error: unknown) => logger.error({ err: error, orderId: payment.orderId }, 'After-payment step failed'))
	}

	/**
	 * Gives back what an attempt that lost holds: Tabby's authorisation is voided (closed without a
	 * capture) or its capture refunded; an APS purchase is refunded. Marked done only on the
	 * gateway's yes; otherwise it stays due and the reconciliation job tries again.
	 */
	async function reverse(payment: PaymentRow) {
		const current = (await paymentById(payment.id)) ?? payment
		if (current.reversal !== 'due') return
		let done = false
		if (current.gateway === 'tabby') {
			const read = tabby && current.gatewayReference ? await tabby.getPayment(current.gatewayReference) : 'unreachable'
			if (tabby && typeof read === 'object') {
				if (read.status === 'AUTHORIZED') done = typeof (await tabby.close(read.id)) === 'object'
				// What Tabby captured, which is not the attempt's amount when it confirmed another.
				else if (read.status === 'CLOSED' && read.captured && !read.refunded) done = typeof (await tabby.refund(read.id, read.amountFils, current.merchantReference)) === 'object'
				// Nothing held any more: closed without a capture, refunded, rejected or expired.
				else done = read.status !== 'CREATED'
			}
		} else if (aps) {
			const order = await orderById(db, current.orderId)
			const language = apsLanguage(order?.locale ?? 'en')
			// A refund whose answer was lost is not sent twice: APS says what it has refunded.
			const status = await apsStatus(aps, current)
			// What APS captured, which is not the attempt's amount when it confirmed another.
			const taken = status.outcome === 'paid' && Number.isSafeInteger(status.amountFils) && status.amountFils > 0 ? status.amountFils : current.amountFils
			const refundedBefore = 'raw' in status && String(status.raw.refunded_amount ?? '') === String(taken)
			const refunded = refundedBefore ? { outcome: 'refunded' as const } : await aps.refund({
				merchantReference: current.merchantReference,
				fortId: current.gatewayReference ?? undefined,
				amountFils: taken,
				currency: 'AED',
				language,
				applePay: current.method === 'apple_pay',
			})
			done = refunded.outcome === 'refunded'
		}
		if (done) {
			await reversalDone(db, current)
			logger.info({ paymentId: current.id, orderId: current.orderId }, 'Payment that lost the race given back')
		} else {
			logger.error({ paymentId: current.id, orderId: current.orderId }, 'Reversal of a payment that lost the race did not go through; it is tried again')
		}
	}

	return { apsStatus, afterPaid, reverse }
}

export type Reversals = ReturnType<typeof createReversals>
