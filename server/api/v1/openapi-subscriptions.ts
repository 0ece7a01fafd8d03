/** The OpenAPI description of the customer's plans and delivery days (subscriptions.ts), joined into openapi.ts. */
import { MEAL_SLOTS } from '../../../content/sample-menus/types.ts'
import { DELIVERY_STATES } from '../../../domain/schedule/plan-days.ts'
import { error } from './openapi-inquiries.ts'
import { orderSchemas } from './openapi-orders.ts'

const isoDate = { type: 'string', format: 'date' }
const uuid = { type: 'string', format: 'uuid' }
const SIGNED_IN =
	'Needs a signed-in customer: the session cookie (browsers) or `Authorization: Bearer <token>` (the app). `Cache-Control: no-store`. Another customer’s ids answer 404, exactly like unknown ones.'
const CHANGE =
	'JSON body (at most 16 KB); from a browser only from our own pages (`Origin`/`Sec-Fetch-Site`). One transaction under the plan’s lock: two requests for one plan run one after the other. A day can be changed until its cut-off (the plan’s `first_changeable_date`), checked on the server.'

const nutrition = {
	type: ['object', 'null'],
	properties: { kcal: { type: 'integer' }, protein_g: { type: 'number' }, carbs_g: { type: 'number' }, fat_g: { type: 'number' } },
}

const summaryProperties = {
	id: uuid,
	status: { type: 'string', enum: ['active', 'finished', 'cancelled'] },
	plan: {
		type: 'object',
		properties: {
			slug: { type: 'string' },
			name: { type: 'string', description: 'In the requested language.' },
			withdrawn: {
				type: 'boolean',
				description:
					'True when we no longer sell this plan: every delivery day paid for still comes, to the last one, but it cannot be renewed (renewals answer 409 `plan_withdrawn`). Offer the meal plans instead of renewing.',
			},
		},
	},
	size: { type: 'string', enum: ['regular', 'plus'] },
	days_per_week: { type: 'integer', enum: [5, 6, 7] },
	paid_days: { type: 'integer', description: 'Delivery days paid for by the plan’s orders.' },
	first_delivery_date: { ...isoDate, type: ['string', 'null'] },
	last_delivery_date: { ...isoDate, type: ['string', 'null'], description: 'Moves later with each paused day.' },
	days_left: { type: 'integer', description: 'Scheduled days from today (UAE) on.' },
	paused_days: { type: 'integer' },
	max_paused_days: { type: 'integer', description: 'The most days the plan’s terms let be paused in all.' },
	first_changeable_date: { ...isoDate, description: 'The cut-off now: days from this date on can be paused, resumed, moved or have dishes swapped.' },
	finish_by: { ...isoDate, description: 'No day may be moved (by a pause) past this date.' },
	created_at: { type: 'string', format: 'date-time' },
}

const deliveryProperties = {
	id: uuid,
	date: isoDate,
	state: { type: 'string', enum: DELIVERY_STATES, description: '`frozen`: paused (its replacement was added at the end).' },
	changeable: { type: 'boolean' },
	address: {
		type: 'object',
		description: 'The day’s address as stored (the order’s, or as changed for this day), with `area_name` in the requested language; its `area_timing_id` and `slot` are the day’s delivery time.',
	},
	slot_name: { type: 'string', description: 'The delivery time’s name in the requested language.' },
	meals: {
		type: 'array',
		description: 'Empty on a paused or cancelled day. The day’s kcal and macros are the sum of its dishes’ `nutrition`.',
		items: {
			type: 'object',
			properties: {
				meal: { type: 'string', enum: MEAL_SLOTS },
				course: { type: 'integer' },
				dish: { type: ['string', 'null'], description: 'The dish’s code: a key of `dishes` (and what a swap sends). Null when every dish of the meal holds an allergen the customer declared.' },
				chosen_by: { type: 'string', enum: ['customer', 'staff', 'default', 'menu'], description: '`menu`: nobody chose, the day brings the menu’s standard dish.' },
			},
		},
	},
	updated_at: { type: 'string', format: 'date-time', description: 'Send it back as `updated_at` with a change: a day changed since answers 409 `changed_meanwhile`.' },
}

/** Dishes by code, each once: what the days' `meals[].dish` refer to. */
const dishes = {
	type: 'object',
	description: 'Each dish the days bring, once, by its code: named in the requested language, with kcal and macros for the plan’s size.',
	additionalProperties: {
		type: 'object',
		properties: {
			name: { type: 'string' },
			description: { type: 'string' },
			allergens: { type: 'array', items: { type: 'string' } },
			nutrition: { ...nutrition, description: 'Per portion of the plan’s size; null if the kitchen has not given that size’s figures.' },
		},
	},
}

export const subscriptionSchemas = {
	SubscriptionSummary: { type: 'object', properties: summaryProperties },
	Subscription: {
		type: 'object',
		properties: {
			...summaryProperties,
			allergies: { type: 'array', items: { type: 'string' } },
			rules: {
				type: 'object',
				description: 'The schedule terms the plan was sold under.',
				properties: {
					cutoffHour: { type: 'integer' },
					daysAheadBefore: { type: 'integer' },
					daysAheadAfter: { type: 'integer' },
					maxFrozenDays: { type: 'integer' },
					finishWithinDays: { type: 'integer' },
					cancellationFeePercent: { type: 'integer' },
				},
			},
			dishes,
			deliveries: { type: 'array', items: { $ref: '#/components/schemas/Delivery' } },
		},
	},
	Delivery: { type: 'object', properties: deliveryProperties },
	DaySelection: {
		type: 'object',
		description: 'Either `dates` (1 to 366 dates) or a range `from`…`to` (every delivery day of the plan within it).',
		properties: { dates: { type: 'array', items: isoDate, minItems: 1, maxItems: 366 }, from: isoDate, to: isoDate },
	},
	ScheduleRefusal: {
		type: 'object',
		description:
			'A change the plan’s rules refuse: `error.code` is `too_late` (409; `problem.firstChangeableDate`), `already_paused`, `not_paused`, `plan_not_active`, `over_limit` (409; `problem.maxFrozenDays`, `problem.remaining`), `past_finish_date` (409; `problem.finishBy`, `problem.remaining`), `not_a_delivery_day` or `no_days` (422); `error.message` says what is still possible, in the requested language.',
		properties: { error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' }, problem: { type: 'object' } } } },
	},
} as const

const refusedResponses = {
	'400': error('A field could not be read: `invalid_input` with `fields`.'),
	'401': error('Not signed in.'),
	'403': error('From another site.'),
	'404': error('Not this customer’s, or unknown.'),
	'409': { description: 'Refused by the plan’s rules, or `changed_meanwhile` (the day changed since it was read).', content: { 'application/json': { schema: { $ref: '#/components/schemas/ScheduleRefusal' } } } },
	'415': error('Not JSON.'),
	'422': { description: 'Not a delivery day of the plan; for dishes, a dish not offered or holding a declared allergen.', content: { 'application/json': { schema: { $ref: '#/components/schemas/ScheduleRefusal' } } } },
}

const idParameter = (description: string) => ({ name: 'id', in: 'path', required: true, schema: uuid, description })

const pauseOperation = (action: 'freeze' | 'unfreeze') => ({
	post: {
		summary: action === 'freeze' ? 'Pause delivery days (they move to the end of the plan)' : 'Resume paused delivery days',
		description: `${SIGNED_IN} ${CHANGE} ${
			action === 'freeze'
				? 'Each paused day stays as `frozen` and adds a scheduled day after the plan’s last one, on its weekdays, skipping closed dates, going where the last day goes. At most `max_paused_days` in all, and no day past `finish_by`. Pausing a day already paused is 409 `already_paused` (two tabs: one wins).'
				: 'Each resumed day is scheduled again and as many of the plan’s last scheduled days go (the days the pause added).'
		}`,
		parameters: [idParameter('The plan’s id (GET /subscriptions).'), { $ref: '#/components/parameters/locale' }],
		requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/DaySelection' } } } },
		responses: {
			'200': {
				description: 'Done: a sentence saying what changed and the plan as it is now.',
				content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'object', properties: { message: { type: 'string' }, subscription: { $ref: '#/components/schemas/Subscription' } } } } } } },
			},
			...refusedResponses,
		},
	},
})

export const subscriptionPaths = {
	'/subscriptions': {
		get: {
			summary: 'The signed-in customer’s plans, newest first',
			description: SIGNED_IN,
			parameters: [{ $ref: '#/components/parameters/locale' }],
			responses: {
				'200': { description: 'Their plans.', content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array', items: { $ref: '#/components/schemas/SubscriptionSummary' } } } } } } },
				'401': error('Not signed in.'),
			},
		},
	},
	'/subscriptions/{id}': {
		get: {
			summary: 'One plan with every delivery day: date, state, address, slot and meals; each dish once in `dishes` (name, kcal and macros for its size)',
			description: SIGNED_IN,
			parameters: [
				idParameter('The plan’s id.'),
				{ $ref: '#/components/parameters/locale' },
				{ name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' }, description: 'The `ETag` of the answer held: 304 while the plan is unchanged.' },
			],
			responses: {
				'200': {
					description: 'The plan, with a strong `ETag` (one per content encoding) and `Cache-Control: private, no-cache`.',
					headers: { ETag: { schema: { type: 'string' } } },
					content: { 'application/json': { schema: { type: 'object', properties: { data: { $ref: '#/components/schemas/Subscription' } } } } },
				},
				'304': { description: 'Unchanged since the answer whose `ETag` was sent in If-None-Match; no body.' },
				'401': error('Not signed in.'),
				'404': error('Not this customer’s, or unknown.'),
			},
		},
	},
	'/subscriptions/{id}/freeze': pauseOperation('freeze'),
	'/subscriptions/{id}/unfreeze': pauseOperation('unfreeze'),
	'/deliveries/{id}': {
		patch: {
			summary: 'Change one delivery day: its address or slot (or from this date on) and its dishes',
			description: `${SIGNED_IN} ${CHANGE} Send \`address\` (a new address; its \`area_timing_id\` is the slot) or \`area_timing_id\` alone (another slot in the day’s area); \`from_this_date_on: true\` changes this day and every later scheduled or paused day. \`meals\` swaps dishes (codes from the day’s options). Everything in one request is kept together or not at all.`,
			parameters: [idParameter('The delivery day’s id (a plan’s `deliveries[].id`).'), { $ref: '#/components/parameters/locale' }],
			requestBody: {
				required: true,
				content: {
					'application/json': {
						schema: {
							type: 'object',
							properties: {
								address: orderSchemas.OrderRequest.properties.delivery_address,
								area_timing_id: { type: 'integer' },
								from_this_date_on: { type: 'boolean', default: false },
								updated_at: { type: 'string', format: 'date-time', description: 'The day’s `updated_at` as read.' },
								meals: {
									type: 'array',
									minItems: 1,
									maxItems: 12,
									items: { type: 'object', required: ['meal', 'dish'], properties: { meal: { type: 'string', enum: MEAL_SLOTS }, course: { type: 'integer', minimum: 1, maximum: 2, default: 1 }, dish: { type: 'string', description: 'A dish code offered for that meal.' } } },
								},
							},
						},
					},
				},
			},
			responses: {
				'200': {
					description: 'Saved: a sentence, the day as it is now and the dishes it brings.',
					content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'object', properties: { message: { type: 'string' }, delivery: { $ref: '#/components/schemas/Delivery' }, dishes } } } } } },
				},
				...refusedResponses,
			},
		},
	},
} as const
