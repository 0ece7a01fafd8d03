/** The OpenAPI description of cancelling a plan's remaining days (cancellations.ts), joined into openapi.ts. */
import { error } from './openapi-inquiries.ts'

const fils = (description: string) => ({ type: 'integer', minimum: 0, description })
const isoDate = { type: 'string', format: 'date' }

export const cancellationSchemas = {
	CancellationQuote: {
		type: 'object',
		description:
			'What cancelling now gives back: every scheduled delivery day on or after `first_cancellable_date` (the one cut-off) × the price of a day as its order paid it (food after discounts, VAT included, rounded down), less the plan’s cancellation fee (rounded down). One part per order whose days are cancelled (a renewal may have paid its days at another price). The cool-bag deposit is not included: it is refunded when the bag is collected.',
		required: ['first_cancellable_date', 'days', 'gross', 'fee', 'refund', 'still_delivered', 'parts'],
		properties: {
			first_cancellable_date: isoDate,
			days: { type: 'integer', minimum: 0 },
			gross: fils('Sum of the parts’ `gross`.'),
			fee: fils('Sum of the parts’ fees.'),
			refund: fils('What goes back in total.'),
			still_delivered: { type: 'array', items: isoDate, description: 'Scheduled days before the cut-off: delivered after a cancellation.' },
			parts: {
				type: 'array',
				items: {
					type: 'object',
					required: ['order_number', 'dates', 'days', 'day_price', 'gross', 'fee_percent', 'fee', 'refund', 'vat'],
					properties: {
						order_number: { type: 'string', examples: ['KC-000042'] },
						dates: { type: 'array', items: isoDate },
						days: { type: 'integer', minimum: 1 },
						day_price: fils('A day’s price as paid.'),
						gross: fils('days × day_price.'),
						fee_percent: { type: 'integer', minimum: 0, maximum: 100 },
						fee: fils('gross × fee_percent / 100, rounded down.'),
						refund: fils('gross − fee.'),
						vat: fils('The VAT contained in `refund` (the credit note’s tax).'),
					},
				},
			},
		},
	},
}

export const cancellationPaths = {
	'/subscriptions/{id}/cancellation': {
		post: {
			summary: 'Cancel the remaining days of a plan and refund them (or preview the refund)',
			description:
				'Needs a signed-in customer: the session cookie (browsers) or `Authorization: Bearer <token>` (the app). JSON body, `Cache-Control: no-store`. In one transaction the plan’s days that can still be changed become `cancelled`, one refund per order is recorded with its tax credit note, and the plan ends when no scheduled day is left; the refunds are then sent to the payment’s gateway. A refund is `confirmed` only once the gateway has confirmed it; `pending` ones are retried every few minutes until it does. Two cancellations at once: one cancels, the other gets 409 `nothing_to_cancel`.',
			parameters: [
				{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' }, description: 'The plan’s id (GET /subscriptions).' },
				{ name: 'preview', in: 'query', required: false, schema: { type: 'string', enum: ['1'] }, description: '`1`: answer the quote only; nothing changes.' },
				{ $ref: '#/components/parameters/locale' },
			],
			requestBody: {
				required: true,
				content: {
					'application/json': {
						schema: {
							type: 'object',
							properties: {
								expected_refund: fils('The refund the customer confirmed (the preview’s `quote.refund`). When the refund due now differs, nothing is cancelled: 409 `quote_changed` with the new quote.'),
							},
						},
					},
				},
			},
			responses: {
				'200': {
					description: 'The quote (preview), or the cancellation with its refunds.',
					content: {
						'application/json': {
							schema: {
								type: 'object',
								properties: {
									data: {
										type: 'object',
										required: ['subscription', 'quote'],
										properties: {
											message: { type: 'string', description: 'After a cancellation: a sentence in the requested language.' },
											subscription: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, status: { type: 'string', enum: ['active', 'finished', 'cancelled'] } } },
											quote: { $ref: '#/components/schemas/CancellationQuote' },
											refunds: {
												type: 'array',
												items: {
													type: 'object',
													properties: {
														id: { type: 'string', format: 'uuid' },
														order_number: { type: 'string' },
														amount: fils('What this refund gives back.'),
														state: { type: 'string', enum: ['pending', 'confirmed'] },
														credit_note_number: { type: 'string', examples: ['CN-0000042'] },
														credit_note_url: { type: 'string', format: 'uri', description: 'The tax credit note page (signed-in customer).' },
													},
												},
											},
										},
									},
								},
							},
						},
					},
				},
				'400': error('`bad_request` (not a JSON object) or `invalid_input` (`expected_refund` not a whole number of fils).'),
				'401': error('Not signed in.'),
				'403': error('`cross_site`: sent from another site.'),
				'404': error('`subscription_not_found`: no such plan in this account (another customer’s plan, a guest’s plan).'),
				'409': error('`nothing_to_cancel` (every day left is past its cut-off) or `quote_changed` (the refund due now is not `expected_refund`); both carry `error.quote`.'),
				'415': error('Not JSON.'),
			},
		},
	},
}
