/** The OpenAPI description of the order and payment calls (orders.ts), joined into openapi.ts. */
import { ALLERGENS } from '../../../content/sample-menus/types.ts'
import { attributionMeta } from './openapi-attribution.ts'
import { error } from './openapi-inquiries.ts'
import { priceSchemas } from './openapi-price.ts'

const idempotencyKey = {
	name: 'Idempotency-Key',
	in: 'header',
	required: true,
	schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' },
	description: 'One key per creation (a UUID will do). The same key and body give the same answer again; the same key with another body is refused.',
}

const orderId = {
	name: 'id',
	in: 'path',
	required: true,
	schema: { type: 'string', format: 'uuid' },
	description: 'The order’s id as the creation returned it. It names the order; it does not let anyone pay it (it appears in page URLs).',
}

const orderToken = {
	name: 'Order-Token',
	in: 'header',
	required: false,
	schema: { type: 'string' },
	description:
		'The order’s access token, `order_token` of the POST /orders answer, for a client without the order’s cookie (the app). A header rather than a body field: it is a credential, not part of the request, so it is not in the body the Idempotency-Key is compared with and a retry may carry it or the cookie alike. Not needed by the order’s signed-in owner (session cookie or `Authorization: Bearer`) or by the browser that holds the `order_access` cookie.',
}

const { required: _priceRequired, ...priceRequest } = priceSchemas.PriceRequest

export const orderSchemas = {
	OrderRequest: {
		type: 'object',
		description:
			'The order draft (pricing fields as in PriceRequest), the customer, the delivery address and the first delivery. The server prices the order again and refuses it with 409 when its total is not `expected_total`.',
		required: ['plan', 'first_name', 'last_name', 'email', 'mobile_number', 'start_date', 'delivery_address', 'expected_total', 'terms'],
		properties: {
			...priceRequest.properties,
			first_name: { type: 'string', minLength: 2, maxLength: 80 },
			last_name: { type: 'string', minLength: 2, maxLength: 80 },
			email: { type: 'string', format: 'email', maxLength: 254 },
			mobile_number: { type: 'string', description: 'A UAE mobile number in any usual form (050 123 4567, +971501234567); stored in E.164.' },
			start_date: { type: 'string', format: 'date', description: 'The first delivery: on or after the earliest date the kitchen can deliver (order by 12:00 UAE time) and the Monday of the plan’s first published weekly menu, on a delivery weekday of the plan, at most 60 days ahead.' },
			allergies: { type: 'array', items: { type: 'string', enum: ALLERGENS } },
			allergy_notes: { type: 'string', maxLength: 300 },
			delivery_address: {
				type: 'object',
				required: ['city_id', 'area_id', 'area_timing_id', 'flat_number', 'building_name'],
				properties: {
					type: { type: 'string', enum: ['Home', 'Work', 'Other'], default: 'Home' },
					city_id: { type: 'integer', description: 'GET /cities; Dubai is 1.' },
					area_id: { type: 'integer', description: 'GET /cities/{id}/areas.' },
					area_timing_id: { type: 'integer', description: 'A slot of that area, still running.' },
					flat_number: { type: 'string', maxLength: 20 },
					building_name: { type: 'string', maxLength: 100 },
					street: { type: 'string', maxLength: 100 },
					landmark: { type: 'string', maxLength: 100, default: 'N/A' },
					notes: { type: 'string', maxLength: 300 },
					custom_delivery_instructions: { type: 'string', maxLength: 300 },
					latitude: { type: ['number', 'null'], minimum: 22.5, maximum: 26.5 },
					longitude: { type: ['number', 'null'], minimum: 51, maximum: 56.5 },
				},
			},
			expected_total: {
				type: 'integer',
				minimum: 0,
				description:
					'The total the customer was shown, in fils. The order may come out lower by the cool-bag deposit alone when the order’s e-mail and mobile number together are those of a customer who still holds one of our bags (`price.bag_deposit_waived`; the e-mail alone is not enough): that is accepted, and the order’s price says so.',
			},
			terms: { const: true, description: 'The customer accepted the terms.' },
			initiator_type: {
				type: 'string',
				enum: ['Organic', 'Campaign', 'Partner', 'Ambassador'],
				default: 'Organic',
				description: 'The campaign, partner or ambassador link the customer followed on our site; Organic lets the attribution decide.',
			},
			meta: attributionMeta,
			consultation: {
				type: ['object', 'null'],
				description: 'Book the free nutritionist consultation: one of the open slots (content/consultations.ts), or null.',
				required: ['type', 'language_id', 'date', 'time'],
				properties: {
					type: { type: 'string', enum: ['video', 'phone', 'in-person'] },
					location_id: { type: 'integer', default: 1 },
					language_id: { type: 'integer', enum: [1, 2, 3], default: 1 },
					date: { type: 'string', format: 'date' },
					time: { type: 'string', pattern: '^[0-2][0-9]:[0-5][0-9]$' },
				},
			},
		},
	},
	OrderCreated: {
		type: 'object',
		required: ['order_token'],
		properties: {
			order_token: {
				type: 'string',
				description:
					'The order’s access token (30 days): send it as the Order-Token header to start paying the order without an account. Only the creation’s answer (201, or 200 for its key again) carries it; keep it secret like a password. The same answer sets it as the `order_access` cookie (HttpOnly, SameSite=Lax) for a browser.',
			},
		},
	},
	Order: {
		type: 'object',
		required: ['id', 'number', 'status', 'currency', 'total', 'vat', 'price'],
		properties: {
			id: { type: 'string', format: 'uuid' },
			number: { type: 'string', examples: ['KC-000042'] },
			status: { type: 'string', enum: ['draft', 'pending_payment', 'paid', 'failed', 'cancelled'] },
			currency: { const: 'AED' },
			total: { type: 'integer', description: 'To pay, in fils.' },
			vat: { type: 'integer', description: 'VAT contained, in fils.' },
			price: { $ref: '#/components/schemas/OrderPrice' },
			plan: { type: 'object', properties: { slug: { type: 'string' }, name: { type: 'string' }, size: { type: 'string' } } },
			days_per_week: { type: 'integer' },
			number_of_weeks: { type: 'integer' },
			start_date: { type: 'string', format: 'date' },
			delivery_address: { type: 'object' },
			consultation: {
				type: ['object', 'null'],
				description: 'The free nutritionist consultation booked with the plan, if any.',
				properties: { type: { type: 'string' }, location_id: { type: 'integer' }, language_id: { type: 'integer' }, date: { type: 'string', format: 'date' }, time: { type: 'string' } },
			},
		},
	},
	PaymentRequest: {
		type: 'object',
		required: ['method'],
		properties: {
			method: { type: 'string', enum: ['card', 'tabby', 'apple_pay'], description: 'One of the methods the site offers (PAYMENT_METHODS).' },
			token: { type: 'object', description: 'Apple Pay only: ApplePayPaymentAuthorizedEvent.payment.token.' },
		},
	},
	PaymentNext: {
		type: 'object',
		description:
			'What the browser does next. `form`: post the card fields with these signed fields straight to the gateway (`action`); card data never reaches us. `redirect`: go there (Tabby’s checkout, or our confirmation).',
		required: ['type'],
		properties: {
			type: { type: 'string', enum: ['form', 'redirect'] },
			action: { type: 'string', format: 'uri' },
			fields: { type: 'object', additionalProperties: { type: 'string' } },
			url: { type: 'string' },
		},
	},
} as const

/** A payment attempt: its merchant reference (what the gateway knows it by), method and state. */
const paymentAttempt = {
	type: 'object',
	properties: {
		id: { type: 'string', example: 'KC000042-3F9A1C' },
		method: { type: 'string', enum: ['card', 'tabby', 'apple_pay'] },
		status: { type: 'string', enum: ['pending', 'requires_action', 'paid', 'failed', 'cancelled'] },
	},
} as const

export const orderPaths = {
	'/orders': {
		post: {
			summary: 'Create an order from the checkout',
			description:
				'Priced again by the server. Needs a same-site browser request or no Origin at all (the app). The answer carries the order’s access token (`order_token`) and sets it as the `order_access` cookie: with it, or signed in as the order’s customer, the order can be paid (POST /orders/{id}/payments).',
			parameters: [{ $ref: '#/components/parameters/locale' }, idempotencyKey],
			requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/OrderRequest' } } } },
			responses: {
				'201': {
				description:
					'Created. `data.overlap` is not null when a running plan of the same customer (the signed-in account, or the order’s e-mail) already delivers on some of the order’s days: two deliveries would arrive on each. `days` is how many; the plan’s signed-in owner also gets `subscription_id`, `renewable` (to renew it instead: POST /subscriptions/{id}/renewals; false when we no longer sell that plan, which then cannot be renewed) and the `dates`.',
				content: {
					'application/json': {
						schema: {
							type: 'object',
							properties: {
								data: {
									allOf: [
										{ $ref: '#/components/schemas/Order' },
										{ $ref: '#/components/schemas/OrderCreated' },
										{
											type: 'object',
											properties: {
												overlap: {
													type: ['object', 'null'],
													required: ['days'],
													properties: {
														days: { type: 'integer', minimum: 1 },
														subscription_id: { type: 'string', format: 'uuid' },
														renewable: { type: 'boolean', description: 'False when the running plan’s plan is no longer sold: renewing it is refused, so offer only paying for both.' },
														dates: { type: 'array', items: { type: 'string', format: 'date' } },
													},
												},
											},
										},
									],
								},
							},
						},
					},
				},
			},
				'200': {
					description: 'The same key and body again: the order made the first time, with its access token and cookie as in 201.',
					content: {
						'application/json': {
							schema: { type: 'object', properties: { data: { allOf: [{ $ref: '#/components/schemas/Order' }, { $ref: '#/components/schemas/OrderCreated' }] } } },
						},
					},
				},
				'400': error('`invalid_input` with a message per field in `fields`, `idempotency_key_required`, or `bad_request`.'),
				'403': error('`cross_site`: sent from another site.'),
				'409': error(
					'`price_changed`: the server’s price is in `error.price`; show it and send again with the new `expected_total`. Also when a limited discount code’s last use was taken by another order meanwhile (`error.price.discounts_error_code`).',
				),
				'415': error('`unsupported_media_type`.'),
				'422': error('`idempotency_key_reused`: the key was used for another request.'),
				'429': error('`rate_limited`: too many unknown discount codes.', { 'Retry-After': { schema: { type: 'integer' } } }),
			},
		},
	},
	'/orders/{id}/payments': {
		post: {
			summary: 'Start paying an order',
			description:
				'Only for the order’s signed-in customer (session cookie or `Authorization: Bearer`), the browser holding the order’s `order_access` cookie, or a client sending the order’s access token (Order-Token header); anyone else gets 404 `order_not_found`, the answer for an unknown id. Idempotent for every method: the first start with an Idempotency-Key keeps it with the order and a hash of the body, and the same key with the same order and body repeats that start (the same card form and merchant reference, the same Tabby checkout, the Apple Pay attempt’s outcome once its gateway answered; a twin sent at the same moment waits for it), never a second attempt, even once the order is paid; the same key with another order or body is 422. A start that started nothing (409, or 400 for a saved card) keeps no key, so it may be sent again with the same key.',
			parameters: [{ $ref: '#/components/parameters/locale' }, orderId, idempotencyKey, orderToken],
			requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/PaymentRequest' } } } },
			responses: {
				'200': {
					description: 'What to do next; `attempt` is the payment attempt started (Tabby, Apple Pay). A repeated Idempotency-Key gets the first start’s answer: the same form, checkout or attempt.',
					content: {
						'application/json': {
							schema: { type: 'object', properties: { data: { type: 'object', properties: { next: { $ref: '#/components/schemas/PaymentNext' }, attempt: paymentAttempt } } } },
						},
					},
				},
				'400': error('`invalid_input` (method not offered, missing Apple Pay token) or `idempotency_key_required`.'),
				'402': error('`payment_failed`: declined or refused (Tabby: `order_amount_too_high`, `order_amount_too_low`, `not_available`); `error.message` says it in the requested language and `error.redirect` is the page to continue on.'),
				'404': error('`order_not_found`: no such order, or the caller is neither its signed-in customer nor holds its cookie or access token (the same answer, so the id’s existence is not told).'),
				'409': error(
					'`order_paid` (nothing more is charged; also when an unfinished earlier attempt turns out paid), `order_not_payable`, or `payment_in_progress`: another attempt of the order, started less than two minutes ago or whose gateway did not answer, is still at a gateway (`error.attempt`); nothing was started or charged, try again in a moment. An older unfinished attempt does not block: it is settled first (asked at its gateway; given up if still unfinished there, and never charged as well).',
				),
				'422': error('`idempotency_key_reused`: the Idempotency-Key started a payment of another order, or of this order with another body; nothing was started. Use a new key.'),
			},
		},
	},
	'/payments/apple-pay/session': {
		post: {
			summary: 'Apple Pay merchant validation',
			description: 'Asks Apple for a merchant session; only Apple’s documented validation hosts are contacted.',
			requestBody: {
				required: true,
				content: { 'application/json': { schema: { type: 'object', required: ['validation_url'], properties: { validation_url: { type: 'string', format: 'uri' } } } } },
			},
			responses: {
				'200': { description: 'The opaque merchant session for completeMerchantValidation.' },
				'400': error('`invalid_input`: not an Apple Pay validation host, or Apple Pay is not configured.'),
				'502': error('`apple_pay_unavailable`: Apple could not be reached or refused.'),
			},
		},
	},
} as const
