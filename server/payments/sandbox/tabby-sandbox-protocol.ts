/**
 * The Tabby sandbox's side of the API v2: the requests it accepts (checked as Tabby checks
 * them), Tabby's documented test rules for a background rejection, the OTP of the hosted page,
 * and the JSON it answers and sends as webhooks. Kept apart from the routes (tabby-sandbox.ts) so
 * they can be read against Tabby's documentation in one place.
 */
import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { z } from 'zod'
import { filsToTabbyAmount, tabbyAmountToFils } from '../tabby/amount.ts'
import type { TabbyRejectionReason } from '../tabby/gateway.ts'
import type { SandboxPayment } from './tabby-sandbox-payments.ts'

export const OTP = '8888'
const BACKGROUND_REJECTED_PHONE = '500000002'
export const REJECTED_AFTER_OTP_EMAIL = 'otp.rejected@tabby.ai'

const amount = z
	.string()
	.transform(tabbyAmountToFils)
	.pipe(z.number({ error: 'must be a decimal AED amount such as "123.45"' }))
const httpUrl = z.url({ protocol: /^https?$/ })
export const checkoutRequest = z.object({
	payment: z.object({
		amount: amount.pipe(z.number().positive()),
		currency: z.literal('AED', { error: 'the sandbox takes AED only' }),
		buyer: z.object({
			name: z.string().min(1).optional(),
			email: z.email(),
			// Tabby takes 500000001, 0500000001 and +971500000001.
			phone: z.string().regex(/^\+?\d{9,15}$/, 'must be a phone number such as +971500000001'),
		}),
		shipping_address: z.object({ city: z.string().min(1), address: z.string().min(1), zip: z.string().min(1) }).optional(),
		order: z.object({
			reference_id: z.string().min(1),
			items: z
				.array(
					z.object({
						title: z.string().min(1),
						quantity: z.int().min(1),
						unit_price: amount,
						reference_id: z.string().optional(),
						category: z.string().optional(),
					}),
				)
				.optional(),
		}),
		buyer_history: z.object({ registered_since: z.iso.datetime(), loyalty_level: z.int().min(0) }).optional(),
		order_history: z
			.array(
				z.object({
					purchased_at: z.iso.datetime(),
					amount,
					status: z.enum(['new', 'processing', 'complete', 'refunded', 'canceled', 'unknown']),
				}),
			)
			.optional(),
	}),
	lang: z.enum(['en', 'ar']).optional(),
	merchant_code: z.string().min(1),
	// Optional: a pre-scoring check sends none.
	merchant_urls: z.object({ success: httpUrl, cancel: httpUrl, failure: httpUrl }).optional(),
})

export const captureRequest = z.object({ amount: amount.pipe(z.number().positive()), reference_id: z.string().min(1) })

export function backgroundRejection(amountFils: number, phone: string, limits: { minFils: number; maxFils: number }): TabbyRejectionReason | null {
	if (nationalNumber(phone) === BACKGROUND_REJECTED_PHONE) return 'not_available'
	if (amountFils < limits.minFils) return 'order_amount_too_low'
	if (amountFils > limits.maxFils) return 'order_amount_too_high'
	return null
}

/** +971500000002, 971500000002 and 0500000002 are all 500000002. */
function nationalNumber(phone: string) {
	return phone.replace(/^\+?971|^0/, '')
}

export function rejectedSession(reason: TabbyRejectionReason) {
	return {
		id: randomUUID(),
		status: 'rejected',
		configuration: {
			available_products: {},
			products: { installments: { type: 'installments', is_available: false, rejection_reason: reason } },
		},
	}
}

export function paymentJson(payment: SandboxPayment) {
	return {
		id: payment.id,
		created_at: payment.createdAt,
		expires_at: payment.expiresAt,
		closed_at: payment.closedAt ?? null,
		status: payment.status,
		is_test: true,
		amount: filsToTabbyAmount(payment.amountFils),
		currency: payment.currency,
		buyer: payment.buyer,
		order: { reference_id: payment.orderReferenceId },
		captures: payment.captures.map((capture) => ({
			id: capture.id,
			amount: filsToTabbyAmount(capture.amountFils),
			reference_id: capture.referenceId,
			created_at: capture.createdAt,
		})),
		refunds: (payment.refunds ?? []).map((refund) => ({
			id: refund.id,
			amount: filsToTabbyAmount(refund.amountFils),
			reference_id: refund.referenceId,
			created_at: refund.createdAt,
		})),
	}
}

/** The webhook body: the payment, with the status in lower case as Tabby sends it. */
export function webhookJson(payment: SandboxPayment) {
	const { buyer: _buyer, ...fields } = paymentJson(payment)
	return { ...fields, status: payment.status.toLowerCase() }
}

export function returnUrl(payment: SandboxPayment, urls: NonNullable<SandboxPayment['urls']>) {
	const target = payment.status === 'REJECTED' ? urls.failure : payment.status === 'EXPIRED' ? urls.cancel : urls.success
	const url = new URL(target)
	url.searchParams.set('payment_id', payment.id)
	return url.href
}

export function tabbyError(c: Context, status: 400 | 401 | 404, errorType: string, error: string) {
	return c.json({ status: 'error', errorType, error }, status)
}
