/** The OpenAPI description of renewing a plan (renewals.ts), joined into openapi.ts. */
import { error } from './openapi-inquiries.ts'

const isoDate = { type: 'string', format: 'date' }

export const renewalSchemas = {
	RenewalRequest: {
		type: 'object',
		required: ['weeks'],
		properties: {
			weeks: { type: 'integer', enum: [1, 2, 4, 8], description: 'Weeks to add, at the plan’s days a week.' },
			expected_total: {
				type: 'integer',
				minimum: 0,
				description: 'Optional: the total the customer was shown (the preview’s `price.total`), in fils. When the price now differs, no order is made: 409 `price_changed` with the new price.',
			},
		},
	},
	RenewalPreview: {
		type: 'object',
		required: ['price', 'delivery_dates', 'last_delivery_date'],
		properties: {
			price: { $ref: '#/components/schemas/OrderPrice' },
			delivery_dates: { type: 'array', items: isoDate, description: 'The days it would add if paid now. A pause made before paying moves them later: they are worked out again at payment.' },
			last_delivery_date: { ...isoDate, description: 'The plan’s last delivery day today.' },
		},
	},
} as const

const created = (description: string) => ({
	description,
	content: { 'application/json': { schema: { type: 'object', properties: { data: { $ref: '#/components/schemas/Order' } } } } },
})

export const renewalPaths = {
	'/subscriptions/{id}/renewals': {
		post: {
			summary: 'Renew a running plan: an order for more weeks (or preview its price)',
			description:
				'Needs a signed-in customer: the session cookie (browsers) or `Authorization: Bearer <token>` (the app); from a browser, only from our own pages. JSON body, `Cache-Control: no-store`. The same plan, size and days a week at today’s price table (no cool-bag deposit while the e-mail and mobile of the order it renews hold our bag), to the address and slot of the plan’s last delivery day, with its add-on while it is still sold. The answer is an order like POST /orders’s: pay it with POST /orders/{id}/payments (card, saved card, Tabby). Paying it appends its days after the plan’s last delivery day, on its weekdays and skipping closed dates, in the transaction that records the payment.',
			parameters: [
				{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' }, description: 'The plan’s id (GET /subscriptions).' },
				{ name: 'preview', in: 'query', required: false, schema: { type: 'string', enum: ['1'] }, description: '`1`: answer the price and the days only; nothing is made and no Idempotency-Key is needed.' },
				{ $ref: '#/components/parameters/locale' },
				{
					name: 'Idempotency-Key',
					in: 'header',
					required: false,
					schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' },
					description: 'Required unless `preview=1`. The same key and body give the same order again; the same key with another body is refused (422).',
				},
			],
			requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/RenewalRequest' } } } },
			responses: {
				'200': {
					description: 'The preview (`preview=1`), or the order made the first time for the same key and body.',
					content: { 'application/json': { schema: { type: 'object', properties: { data: { oneOf: [{ $ref: '#/components/schemas/RenewalPreview' }, { $ref: '#/components/schemas/Order' }] } } } } },
				},
				'201': created('The renewal order, ready to pay.'),
				'400': error('`invalid_input` (`fields.weeks`), `idempotency_key_required` or `bad_request`.'),
				'401': error('Not signed in (code `unauthenticated`).'),
				'403': error('`cross_site`: sent from another site.'),
				'404': error('`subscription_not_found`: no such plan of this customer (another customer’s plan answers the same).'),
				'409': error('`price_changed` (the new price in `error.price`), `plan_not_running` (cancelled or finished), `plan_withdrawn` (its plan is no longer offered: the days paid for still come; the message points to the plans page), or `slot_closed` (the plan’s delivery slot no longer runs: change it first).'),
				'415': error('`unsupported_media_type`.'),
				'422': error('`idempotency_key_reused`.'),
			},
		},
	},
} as const
