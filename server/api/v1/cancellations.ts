/**
 * POST /subscriptions/{id}/cancellation: the signed-in customer cancels the delivery days of
 * their plan that can still be changed, and gets what they paid for them back
 * (server/refunds/cancellation.ts). `?preview=1` answers the quote (the arithmetic the page
 * shows) and changes nothing. The body may carry `expected_refund` (fils): the refund the
 * customer confirmed; when the refund due now differs (a day passed its cut-off meanwhile) the
 * answer is 409 `quote_changed` with the new quote and nothing is cancelled. Each refund in the
 * answer says `pending` or `confirmed`: confirmed only once the gateway said so. Another
 * customer's plan, like an unknown one, is 404; 409 `nothing_to_cancel` when no day is left.
 */
import { Hono } from 'hono'
import { CANCELLATION_TEXTS } from '../../../content/cancellation-messages.ts'
import { creditNoteNumber } from '../../../domain/credit-note.ts'
import { getLocale, localizePath } from '../../../domain/locale.ts'
import { formatAed } from '../../../domain/money.ts'
import { orderNumber } from '../../../domain/order.ts'
import type { CancellationQuote } from '../../../domain/schedule/cancellation-refund.ts'
import type { SessionCustomer } from '../../auth/sessions.ts'
import { isCrossSiteRequest } from '../../http/same-origin.ts'
import type { Checkout } from '../../orders/checkout.ts'
import { creditNotePath } from '../../refunds/refund-views.ts'
import { apiError, apiLocale } from '../errors.ts'

type Env = { Variables: { clientIp: string; customer: SessionCustomer | null } }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The quote as the API states it: every figure of the arithmetic, per order and in total. */
export function quoteJson(quote: CancellationQuote) {
	return {
		first_cancellable_date: quote.firstCancellableDate,
		days: quote.days,
		gross: quote.grossFils,
		fee: quote.feeFils,
		refund: quote.amountFils,
		still_delivered: quote.stillDelivered,
		parts: quote.parts.map((part) => ({
			order_number: orderNumber(part.orderId),
			dates: part.dates,
			days: part.days,
			day_price: part.dayPriceFils,
			gross: part.grossFils,
			fee_percent: part.feePercent,
			fee: part.feeFils,
			refund: part.amountFils,
			vat: part.vatFils,
		})),
	}
}

export function createCancellationsRouter({ checkout, publicOrigin }: { checkout: Checkout; publicOrigin: string }) {
	const router = new Hono<Env>()

	router.post('/subscriptions/:id/cancellation', async (c) => {
		c.header('Cache-Control', 'no-store')
		if (isCrossSiteRequest(c.req.raw.headers, [publicOrigin, new URL(c.req.url).origin])) return apiError(c, 403, 'cross_site', 'crossSite')
		const customer = c.get('customer')
		if (!customer) return apiError(c, 401, 'unauthenticated', 'unauthenticated')
		// JSON only: a page of another site cannot send it without a CORS preflight, which we never grant.
		if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) return apiError(c, 415, 'unsupported_media_type', 'badRequest')
		const body: unknown = await c.req.json().catch(() => undefined)
		if (!isObject(body)) return apiError(c, 400, 'bad_request', 'badRequest')
		const locale = apiLocale(c)
		const texts = CANCELLATION_TEXTS[locale].api
		const expected = body.expected_refund
		if (expected !== undefined && !(Number.isSafeInteger(expected) && (expected as number) >= 0)) {
			return c.json({ error: { code: 'invalid_input', message: texts.invalidExpected, fields: { expected_refund: texts.invalidExpected } } }, 400)
		}
		const subscriptionId = c.req.param('id')

		if (c.req.query('preview') === '1') {
			const preview = await checkout.cancellations.preview(customer.id, subscriptionId)
			if (preview.kind === 'not-found') return apiError(c, 404, 'subscription_not_found', 'notFound')
			return c.json({ data: { subscription: { id: preview.subscription.publicId, status: preview.subscription.status }, quote: quoteJson(preview.quote) } })
		}

		const result = await checkout.cancellations.cancel(customer.id, subscriptionId, expected === undefined ? {} : { expectedAmountFils: expected as number })
		switch (result.kind) {
			case 'not-found':
				return apiError(c, 404, 'subscription_not_found', 'notFound')
			case 'nothing-to-cancel':
				return c.json({ error: { code: 'nothing_to_cancel', message: texts.nothingToCancel, quote: quoteJson(result.quote) } }, 409)
			case 'quote-changed':
				return c.json({ error: { code: 'quote_changed', message: texts.quoteChanged, quote: quoteJson(result.quote) } }, 409)
			case 'cancelled':
				return c.json({
					data: {
						message:
							result.quote.amountFils > 0 ? texts.cancelled.replace('{{amount}}', formatAed(result.quote.amountFils, getLocale(locale).language)) : texts.cancelledNoRefund,
						subscription: { id: result.subscription.publicId, status: result.subscription.status },
						quote: quoteJson(result.quote),
						refunds: result.refunds.map((refund) => ({
							id: refund.id,
							order_number: orderNumber(refund.orderId),
							amount: refund.amountFils,
							state: refund.state,
							credit_note_number: creditNoteNumber(refund.creditNoteNumber),
							credit_note_url: `${publicOrigin}${localizePath(creditNotePath(refund.id), locale)}`,
						})),
					},
				})
		}
	})

	return router
}
