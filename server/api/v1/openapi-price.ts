/** The OpenAPI description of POST /price, joined into openapi.ts. */
import { DAYS_PER_WEEK_OPTIONS, PLAN_SIZES, WEEK_OPTIONS } from '../../../domain/plan-pricing.ts'
import { error } from './openapi-inquiries.ts'

const fils = (description: string) => ({ type: 'integer', minimum: 0, description: `${description} In fils (AED × 100).` })

export const priceSchemas = {
	PriceRequest: {
		type: 'object',
		description: 'The pricing fields of the order draft (spec §3 names). Unknown fields are ignored.',
		required: ['plan'],
		properties: {
			plan: { type: 'string', description: 'The plan’s slug.', examples: ['international'] },
			size: { type: 'string', enum: PLAN_SIZES, default: 'regular' },
			days_per_week: { type: 'integer', enum: DAYS_PER_WEEK_OPTIONS, default: 6 },
			number_of_weeks: { type: 'integer', enum: WEEK_OPTIONS, default: 8 },
			addon_variant: { type: ['integer', 'null'], description: 'An add-on variant id of this plan, or null for none.' },
			discount_code: {
				type: 'array',
				maxItems: 5,
				items: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{2,31}$' },
				description: 'As typed or set by a campaign; compared in capitals. Only the first is applied.',
			},
			referral_code: {
				type: ['string', 'null'],
				description: 'An ambassador’s referral code: with no discount code, its welcome discount is applied. An unknown one is ignored. At order creation, the ambassador’s own code on their own order (their recorded e-mail or mobile) is refused: 400 with a `referral_code` field error.',
			},
			card_bin: { type: ['string', 'null'], pattern: '^[0-9]{6,8}$', description: 'The paying card’s first digits, once known.' },
			start_date: {
				type: ['string', 'null'],
				format: 'date',
				description:
					'The first delivery, if chosen: checked as order creation checks it (the cut-off, the plan’s delivery weekdays and closed days, at most 60 days ahead, and never before the Monday of the plan’s first published weekly menu). A day that cannot be taken is a 400 `invalid_input` with a `start_date` field error that says why (and, before the first menu, from which day). Not part of the price.',
			},
		},
	},
	OrderPrice: {
		type: 'object',
		description:
			'The plan price object of spec §3. gross = plan_total + addons_total; discounted = gross − discounts (codes apply to the plan only); total = discounted + bag_deposit; vat is the 5 % contained in discounted (the refundable deposit carries none).',
		required: ['gross', 'discounted', 'bag_deposit', 'bag_deposit_waived', 'discounts', 'discounts_error', 'applicable_bins', 'discount_codes_applied', 'number_of_weeks', 'number_of_days', 'vat', 'total'],
		properties: {
			gross: fils('Plan and add-ons before discounts.'),
			discounted: fils('After discounts.'),
			bag_deposit: fils('Refundable cool-bag deposit: charged unless the order’s e-mail and mobile number are those of a customer holding one of our bags; 0 then.'),
			bag_deposit_waived: fils(
				'The deposit not charged because the order’s e-mail AND mobile number (the e-mail compared as a mailbox, the mobile in E.164) are those of a paid order whose cool bag has not been collected yet; 0 otherwise. The e-mail alone never waives it. `POST /price` knows neither and always charges it; the order may not. A renewal is priced for the renewed order’s e-mail and mobile.',
			),
			discounts: {
				type: 'array',
				items: {
					type: 'object',
					required: ['code', 'discount_type', 'amount'],
					properties: {
						code: { type: 'string' },
						discount_type: {
							type: 'object',
							required: ['type', 'value'],
							properties: {
								type: { type: 'string', enum: ['percentage', 'flat'] },
								value: { type: 'integer', description: 'Whole percent, or fils for a flat code.' },
							},
						},
						amount: fils('Taken off.'),
					},
				},
			},
			discounts_error: { type: ['string', 'null'], description: 'Why the code was not applied, in the requested locale and the customer’s words: names the code and what it is for (its plans, weeks, minimum total, end date), e.g. "KMP2499 is for the International plan. Choose that plan to use it."' },
			discounts_error_code: {
				type: ['string', 'null'],
				enum: ['unknown', 'switched-off', 'not-started', 'ended', 'plan-not-included', 'below-min-weeks', 'below-min-order', 'card-not-included', 'used-up', 'already-used', 'one-code-only', 'card-only', null],
			},
			applicable_bins: { type: 'array', items: { type: 'string' }, description: 'The code applies only when paying with a card starting with one of these.' },
			card_discount: {
				type: ['object', 'null'],
				description:
					'A code limited to bank cards (`applicable_bins`) before the card is known: what it takes off when the order is paid by card with one of them (then it is also in `discounts`). Not in `total`: an order carrying it is made at full price and priced again when it is paid (the card’s BIN decides; Tabby and Apple Pay pay full price).',
				required: ['code', 'discount_type', 'amount'],
				properties: { code: { type: 'string' }, discount_type: { type: 'object' }, amount: fils('What it takes off by an eligible card.') },
			},
			card_discount_note: {
				type: ['string', 'null'],
				description: 'With `card_discount` not yet taken off: the sentence the pages show, in the requested locale, e.g. "BANKCARD10 takes AED 261.60 off the amount charged when you pay by card with one of the bank cards this offer is for: you then pay AED 2,454.40."',
			},
			card_discount_refusal: {
				type: ['string', 'null'],
				description: 'On an order: why its card-only code was not taken off its last payment (`card-not-included`, `card-only` for Tabby and Apple Pay, `used-up`, …); null otherwise.',
			},
			discount_codes_applied: { type: 'array', items: { type: 'string' } },
			number_of_weeks: { type: 'integer' },
			number_of_days: { type: 'integer' },
			plan_total: fils('The plan alone.'),
			addons_total: fils('Add-ons for every delivery day.'),
			vat: fils('VAT contained in discounted.'),
			total: fils('To pay now.'),
			per_day: fils('What a delivery day costs after discounts.'),
		},
	},
} as const

export const pricePaths = {
	'/price': {
		post: {
			summary: 'The price of an order draft',
			description: 'The server decides every amount; pages only show them. Changes nothing and is never cached.',
			parameters: [{ $ref: '#/components/parameters/locale' }],
			requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/PriceRequest' } } } },
			responses: {
				'200': {
					description: 'The price.',
					content: { 'application/json': { schema: { type: 'object', properties: { data: { $ref: '#/components/schemas/OrderPrice' } } } } },
				},
				'400': error('`invalid_input` with a message per field in `fields`, or `bad_request` for a body that is not a JSON object.'),
				'415': error('`unsupported_media_type`: the body must be application/json.'),
			},
		},
	},
} as const
