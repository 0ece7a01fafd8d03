/**
 * The OpenAPI description of the signed-in customer's own data (server/api/v1/account/
 * profile-routes.ts): profile, addresses, delivery preferences, saved cards and orders, joined
 * into openapi.ts (GET /orders beside the checkout's POST /orders).
 */
import { ADDRESS_LIMITS, ADDRESS_TYPES } from '../../orders/address-schema.ts'
import { error } from './openapi-inquiries.ts'
import { MAX_ADDRESSES } from '../../accounts/addresses.ts'
import { BIRTH_AGE, GENDERS } from '../../accounts/profile.ts'

const locale = { $ref: '#/components/parameters/locale' }
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const dataOf = (schema: object) => ({ 'application/json': { schema: { type: 'object', required: ['data'], properties: { data: schema } } } })
const jsonBody = (schema: object) => ({ required: true, content: { 'application/json': { schema } } })
const rowId = (name: string, description: string) => ({
	name,
	in: 'path',
	required: true,
	description,
	schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
})

const SIGNED_IN =
	'Needs a signed-in customer: the session cookie (browsers) or `Authorization: Bearer <token>` (the app). Reads and changes only that customer’s data; another customer’s ids answer 404. Answers carry `Cache-Control: no-store`.'
const CHANGING = `${SIGNED_IN} From a browser, only from our own pages (Origin / Sec-Fetch-Site, else 403). JSON bodies only (415), at most 16 KB (413).`

const common = {
	'401': error('Not signed in (code `unauthenticated`).'),
}
const changing = {
	...common,
	'400': error('Bad input (code `invalid_input`), with a localized message per field in `fields`.'),
	'403': error('Sent from another site (code `cross_site`).'),
	'413': error('Body over 16 KB (code `payload_too_large`).'),
	'415': error('Not JSON (code `unsupported_media_type`).'),
}

export const profileSchemas = {
	Address: {
		type: 'object',
		properties: {
			id: { type: 'integer' },
			type: { type: 'string', enum: [...ADDRESS_TYPES] },
			flat_number: { type: 'string' },
			building_name: { type: 'string' },
			street: { type: 'string' },
			landmark: { type: 'string', description: '"N/A" when none was given.' },
			notes: { type: 'string' },
			custom_delivery_instructions: { type: 'string' },
			city_id: { type: 'integer' },
			city_name: { type: 'string' },
			area_id: { type: 'integer' },
			area_name: { type: 'string' },
			area_timing_id: { type: 'integer' },
			slot: { type: 'string', enum: ['early-morning', 'morning', 'evening'] },
			area_timing_name: { type: 'string' },
			latitude: { type: ['number', 'null'] },
			longitude: { type: ['number', 'null'] },
			is_default: { type: 'boolean', description: 'Exactly one address of a customer who has any.' },
			is_temporary: { type: 'boolean', description: 'The placeholder an app-created account gets; becomes false once edited.' },
			is_deliverable: { type: 'boolean', description: 'False when the slot, area or emirate is no longer served: choose a new slot.' },
		},
	},
	AddressRequest: {
		type: 'object',
		required: ['city_id', 'area_id', 'area_timing_id', 'flat_number', 'building_name'],
		properties: {
			type: { type: 'string', enum: [...ADDRESS_TYPES], default: 'Home' },
			city_id: { type: 'integer' },
			area_id: { type: 'integer', description: 'An area of that emirate (GET /cities/{id}/areas).' },
			area_timing_id: { type: 'integer', description: 'A slot that area gets, still running.' },
			flat_number: { type: 'string', minLength: 1, maxLength: ADDRESS_LIMITS.flat_number },
			building_name: { type: 'string', minLength: 1, maxLength: ADDRESS_LIMITS.building_name },
			street: { type: 'string', maxLength: ADDRESS_LIMITS.street },
			landmark: { type: 'string', maxLength: ADDRESS_LIMITS.landmark },
			notes: { type: 'string', maxLength: ADDRESS_LIMITS.notes },
			custom_delivery_instructions: { type: 'string', maxLength: ADDRESS_LIMITS.custom_delivery_instructions },
			latitude: { type: ['number', 'null'], minimum: 22.5, maximum: 26.5 },
			longitude: { type: ['number', 'null'], minimum: 51, maximum: 56.5 },
			is_default: { type: 'boolean', description: 'Make it the default address (the first address always is).' },
		},
	},
	SavedCard: {
		type: 'object',
		properties: {
			id: { type: 'integer' },
			card_number: { type: 'string', description: 'Masked, e.g. 400555******0001. The gateway token is never sent.' },
			card_type: { type: ['string', 'null'] },
			gateway: { type: 'string', examples: ['Payfort'] },
			status: { type: 'string', enum: ['Active', 'Removed'] },
			expiry: { type: ['string', 'null'], description: 'MM/YY; null when the gateway gave none.', examples: ['05/30'] },
		},
	},
	Profile: {
		type: 'object',
		properties: {
			email: { type: 'string', format: 'email' },
			first_name: { type: 'string' },
			last_name: { type: 'string' },
			mobile_number: { type: ['string', 'null'], description: 'E.164.' },
			gender: { type: ['string', 'null'], enum: [...GENDERS, null] },
			birth_date: { type: ['string', 'null'], format: 'date' },
			addresses: { type: 'object', properties: { data: { type: 'array', items: ref('Address') } } },
			savedCards: { type: 'object', properties: { data: { type: 'array', items: ref('SavedCard') } } },
		},
	},
	ProfileRequest: {
		type: 'object',
		description: 'Fields left out keep their value. The e-mail cannot be changed here: sending another one is a field error.',
		properties: {
			first_name: { type: 'string', minLength: 2, maxLength: 80 },
			last_name: { type: 'string', minLength: 2, maxLength: 80 },
			mobile_number: { type: 'string', description: 'A UAE mobile number in any usual notation; stored in E.164.' },
			gender: { type: ['string', 'null'], enum: [...GENDERS, '', null], description: 'Empty or null clears it.' },
			birth_date: {
				type: ['string', 'null'],
				format: 'date',
				description: `A real date making the customer ${BIRTH_AGE.min} to ${BIRTH_AGE.max} years old; empty or null clears it.`,
			},
			email: { type: 'string', description: 'Ignored when it is the current one.' },
		},
	},
	DeliveryPreference: {
		type: 'object',
		required: ['weekday', 'address_id', 'area_timing_id'],
		properties: {
			weekday: { type: 'integer', minimum: 0, maximum: 6, description: '0 = Sunday … 6 = Saturday.' },
			address_id: { type: 'integer', description: 'One of the customer’s addresses.' },
			area_timing_id: { type: 'integer', description: 'A running slot of that address’s area.' },
			slot: { type: 'string', readOnly: true },
			area_timing_name: { type: 'string', readOnly: true },
		},
	},
	CustomerOrder: {
		type: 'object',
		properties: {
			id: { type: 'string', format: 'uuid' },
			number: { type: 'string', examples: ['KC-000123'] },
			status: { type: 'string', enum: ['draft', 'pending_payment', 'paid', 'failed', 'cancelled'] },
			created_at: { type: 'string', format: 'date-time' },
			paid_at: { type: ['string', 'null'], format: 'date-time' },
			invoice_number: { type: ['string', 'null'], examples: ['INV-0000042'] },
			currency: { const: 'AED' },
			total: { type: 'integer', description: 'Fils, VAT included.' },
			vat: { type: 'integer', description: 'Fils contained in the total.' },
			plan: { type: 'object', properties: { slug: { type: 'string' }, name: { type: 'string' }, size: { type: 'string' } } },
			addon: { type: ['string', 'null'] },
			days_per_week: { type: 'integer' },
			number_of_weeks: { type: 'integer' },
			start_date: { type: 'string', format: 'date' },
		},
	},
}

const idParameter = rowId('id', 'The address’s id.')

export const profilePaths = {
	'/profile': {
		get: {
			summary: 'The signed-in customer’s profile, addresses and saved cards',
			description: SIGNED_IN,
			parameters: [locale],
			responses: { '200': { description: 'The profile.', content: dataOf(ref('Profile')) }, ...common },
		},
		post: {
			summary: 'Change names, mobile, gender or date of birth',
			description: `${CHANGING} A browser that sent the readable name cookie gets it rewritten.`,
			parameters: [locale],
			requestBody: jsonBody(ref('ProfileRequest')),
			responses: { '200': { description: 'The profile as saved.', content: dataOf(ref('Profile')) }, ...changing },
		},
	},
	'/addresses': {
		post: {
			summary: 'Add an address',
			description: `${CHANGING} At most ${MAX_ADDRESSES} per account (409 \`too_many_addresses\`).`,
			parameters: [locale],
			requestBody: jsonBody(ref('AddressRequest')),
			responses: {
				'201': { description: 'The address.', content: dataOf(ref('Address')) },
				...changing,
				'409': error(`Already ${MAX_ADDRESSES} addresses (code \`too_many_addresses\`).`),
			},
		},
	},
	'/addresses/{id}': {
		put: {
			summary: 'Change an address',
			description: `${CHANGING} Moving it to another area moves its delivery days to its new slot.`,
			parameters: [idParameter, locale],
			requestBody: jsonBody(ref('AddressRequest')),
			responses: {
				'200': { description: 'The address.', content: dataOf(ref('Address')) },
				...changing,
				'404': error('No such address of this customer (code `address_not_found`).'),
			},
		},
		delete: {
			summary: 'Delete an address',
			description: `${CHANGING} Its delivery days go with it; a deleted default passes to the newest remaining address.`,
			parameters: [idParameter, locale],
			responses: { '204': { description: 'Deleted.' }, ...common, '403': changing['403'], '404': error('No such address of this customer.') },
		},
	},
	'/addresses/{id}/default': {
		post: {
			summary: 'Make an address the default',
			description: CHANGING,
			parameters: [idParameter, locale],
			responses: {
				'200': { description: 'All the customer’s addresses.', content: dataOf({ type: 'array', items: ref('Address') }) },
				...common,
				'403': changing['403'],
				'404': error('No such address of this customer.'),
			},
		},
	},
	'/delivery-preferences': {
		get: {
			summary: 'Where and when each day of the week is delivered',
			description: SIGNED_IN,
			parameters: [locale],
			responses: { '200': { description: 'One entry per day with a preference.', content: dataOf({ type: 'array', items: ref('DeliveryPreference') }) }, ...common },
		},
		post: {
			summary: 'Replace the delivery preferences',
			description: `${CHANGING} The list is the whole week: a day left out has no preference. Saving also moves the customer’s running plans: every delivery day still before its cut-off on a weekday with a preference goes to that address and slot. Field errors are keyed \`client_delivery_preferences.<index>.<field>\`.`,
			parameters: [locale],
			requestBody: jsonBody({
				type: 'object',
				required: ['client_delivery_preferences'],
				properties: { client_delivery_preferences: { type: 'array', maxItems: 7, items: ref('DeliveryPreference') } },
			}),
			responses: { '200': { description: 'The preferences as saved.', content: dataOf({ type: 'array', items: ref('DeliveryPreference') }) }, ...changing },
		},
	},
	'/saved-cards': {
		get: {
			summary: 'The customer’s saved cards still in use, newest first',
			description: SIGNED_IN,
			parameters: [locale],
			responses: { '200': { description: 'The cards.', content: dataOf({ type: 'array', items: ref('SavedCard') }) }, ...common },
		},
	},
	'/saved-cards/{id}': {
		delete: {
			summary: 'Remove a saved card',
			description: `${CHANGING} The card is marked Removed and never offered or charged again.`,
			parameters: [rowId('id', 'The card’s id.'), locale],
			responses: { '204': { description: 'Removed.' }, ...common, '403': changing['403'], '404': error('No such active card of this customer (code `card_not_found`).') },
		},
	},
	'/orders': {
		get: {
			summary: 'The customer’s orders, newest first (at most 100)',
			description: `${SIGNED_IN} POST /orders (the checkout) is described with the orders.`,
			parameters: [locale],
			responses: { '200': { description: 'The orders.', content: dataOf({ type: 'array', items: ref('CustomerOrder') }) }, ...common },
		},
	},
	'/orders/{id}': {
		get: {
			summary: 'One of the customer’s orders, with its price and delivery address',
			description: `${SIGNED_IN} Its tax invoice is the page /meal-plans/thank-you/?order={id}.`,
			parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }, locale],
			responses: {
				'200': { description: 'The order.', content: dataOf(ref('CustomerOrder')) },
				...common,
				'404': error('No such order of this customer (code `order_not_found`).'),
			},
		},
	},
}
