/**
 * The OpenAPI description of the public catalogue reads (/locales, /plans, /addons, /cities and
 * their sample menus and areas), joined into openapi.ts: the part a client reads first, and the
 * only one that is cached, so its schemas and the shared shape of a cacheable read live together.
 */

/**
 * A public catalogue read: `?locale=`, answered with `Cache-Control: public, max-age=60` and a
 * strong ETag (304 to a matching If-None-Match); one addressed by a path parameter (a component
 * parameter's name) can also be 400 or 404.
 */
function cacheableGet(operation: { summary: string; note?: string; ok: string; data: object; pathParameter?: string }) {
	const caching = 'Public and cacheable: `Cache-Control: public, max-age=60` and a strong ETag.'
	return {
		summary: operation.summary,
		description: operation.note ? `${caching} ${operation.note}` : caching,
		parameters: [
			...(operation.pathParameter ? [{ $ref: `#/components/parameters/${operation.pathParameter}` }] : []),
			{ $ref: '#/components/parameters/locale' },
			{ $ref: '#/components/parameters/ifNoneMatch' },
		],
		responses: {
			'200': {
				description: operation.ok,
				headers: { ETag: { schema: { type: 'string' } }, 'Cache-Control': { schema: { type: 'string' } } },
				content: { 'application/json': { schema: { type: 'object', properties: { data: operation.data } } } },
			},
			'304': { $ref: '#/components/responses/NotModified' },
			...(operation.pathParameter
				? { '400': { $ref: '#/components/responses/BadRequest' }, '404': { $ref: '#/components/responses/NotFound' } }
				: {}),
		},
	}
}

export const catalogueSchemas = {
	Locale: {
		type: 'object',
		required: ['code', 'language', 'shortName', 'longName', 'dir', 'prefix'],
		properties: {
			code: { type: 'string', enum: ['en', 'ar-ae', 'ru-ae'] },
			language: { type: 'string', examples: ['ar-AE'] },
			shortName: { type: 'string', examples: ['AR'] },
			longName: { type: 'string', examples: ['العربية'] },
			dir: { type: 'string', enum: ['ltr', 'rtl'] },
			prefix: { type: 'string', description: 'URL prefix of the locale; empty for English.' },
		},
	},
	PlanVariant: {
		type: 'object',
		description: 'A size of a plan: Regular, or Plus (the same menu in bigger portions).',
		required: ['id', 'code', 'size', 'kcalMin', 'kcalMax'],
		properties: {
			id: { type: 'integer' },
			code: { type: 'string', description: 'Stable identifier of the variant.', examples: ['international-regular'] },
			size: { type: 'string', enum: ['regular', 'plus'] },
			kcalMin: { type: 'integer', description: 'Daily calories, lower end.', examples: [1400] },
			kcalMax: { type: 'integer', description: 'Daily calories, upper end.', examples: [1700] },
		},
	},
	Price: {
		type: 'object',
		description: 'The price of one choice of days per week and weeks. Amounts in fils, VAT (5 %) included.',
		required: ['daysPerWeek', 'weeks', 'pricePerDayFils', 'deliveryDays', 'totalFils'],
		properties: {
			daysPerWeek: { type: 'integer', enum: [5, 6, 7] },
			weeks: { type: 'integer', enum: [1, 2, 4, 8] },
			pricePerDayFils: { type: 'integer', minimum: 1, examples: [10300] },
			deliveryDays: { type: 'integer', description: 'daysPerWeek × weeks.', examples: [48] },
			totalFils: {
				type: 'integer',
				description: 'pricePerDayFils × deliveryDays, before discounts, add-ons and the bag deposit.',
				examples: [494400],
			},
		},
	},
	Plan: {
		type: 'object',
		description: 'A plan in the list: texts in the requested locale, sizes and the lowest price per day.',
		required: ['id', 'slug', 'name', 'summary', 'description', 'mealsPerDay', 'tags', 'sampleMenuDiet', 'fromPricePerDayFils', 'variants'],
		properties: {
			id: { type: 'integer' },
			slug: { type: 'string', examples: ['international'] },
			name: { type: 'string' },
			summary: { type: 'string', description: 'One sentence.' },
			description: { type: 'string', description: 'Two or three sentences.' },
			mealsPerDay: { type: 'integer', minimum: 1, maximum: 6 },
			tags: { type: 'array', items: { type: 'string', enum: ['popular', 'diet-specific', 'weight-loss'] } },
			sampleMenuDiet: {
				type: ['string', 'null'],
				description: 'The diet whose sample menu the plan shows; null when there is none.',
				examples: ['international'],
			},
			fromPricePerDayFils: {
				type: ['integer', 'null'],
				description: 'The cheapest price per day of any size and commitment ("from AED … per day"), in fils.',
			},
			variants: { type: 'array', items: { $ref: '#/components/schemas/PlanVariant' } },
		},
	},
	PlanDetail: {
		description: 'One plan with the price table of each size, the add-ons and the cool-bag deposit.',
		allOf: [
			{ $ref: '#/components/schemas/Plan' },
			{
				type: 'object',
				required: ['variants', 'bagDeposit', 'addons'],
				properties: {
					variants: {
						type: 'array',
						items: {
							allOf: [
								{ $ref: '#/components/schemas/PlanVariant' },
								{
									type: 'object',
									required: ['prices'],
									properties: { prices: { type: 'array', items: { $ref: '#/components/schemas/Price' } } },
								},
							],
						},
					},
					bagDeposit: {
						type: ['object', 'null'],
						description: 'Refundable deposit for the cool bag, charged once per order.',
						required: ['amountFils', 'refundable'],
						properties: { amountFils: { type: 'integer', examples: [10000] }, refundable: { type: 'boolean' } },
					},
					addons: { type: 'array', items: { $ref: '#/components/schemas/Addon' } },
				},
			},
		],
	},
	Addon: {
		type: 'object',
		required: ['id', 'slug', 'name', 'description', 'variants'],
		properties: {
			id: { type: 'integer' },
			slug: { type: 'string', examples: ['hydra'] },
			name: { type: 'string' },
			description: { type: 'string' },
			variants: {
				type: 'array',
				items: {
					type: 'object',
					required: ['id', 'code', 'name', 'pricePerDayFils'],
					properties: {
						id: { type: 'integer' },
						code: { type: 'string', examples: ['hydra-electrolyte'] },
						name: { type: 'string' },
						pricePerDayFils: { type: 'integer', minimum: 1, description: 'Per delivery day, VAT included.' },
					},
				},
			},
		},
	},
	City: {
		type: 'object',
		required: ['id', 'slug', 'name'],
		properties: {
			id: { type: 'integer', examples: [1] },
			slug: { type: 'string', examples: ['dubai'] },
			name: { type: 'string', examples: ['Dubai'] },
		},
	},
	Area: {
		type: 'object',
		description: 'An area we deliver to, with the slots it gets; a slot’s `id` is the `area_timing_id` addresses store.',
		required: ['id', 'slug', 'name', 'timings'],
		properties: {
			id: { type: 'integer' },
			slug: { type: 'string', examples: ['dubai-marina'] },
			name: { type: 'string', examples: ['Dubai Marina'] },
			timings: {
				type: 'array',
				minItems: 1,
				items: {
					type: 'object',
					required: ['id', 'slot', 'name', 'from', 'to', 'dayBefore'],
					properties: {
						id: { type: 'integer', description: 'area_timing_id' },
						slot: { type: 'string', enum: ['early-morning', 'morning', 'evening'] },
						name: { type: 'string', examples: ['Early morning'] },
						from: { type: 'string', pattern: '^[0-2][0-9]:[0-5][0-9]$', description: 'UAE time', examples: ['04:00'] },
						to: { type: 'string', pattern: '^[0-2][0-9]:[0-5][0-9]$', description: 'UAE time', examples: ['08:00'] },
						dayBefore: { type: 'boolean', description: 'True for the evening run, which brings the next day’s food.' },
					},
				},
			},
		},
	},
	SampleMenu: {
		type: 'object',
		description: 'A diet’s 7-day sample menu. Figures are per Regular portion.',
		required: ['diet', 'planSlug', 'days'],
		properties: {
			diet: { type: 'string', examples: ['international'] },
			planSlug: { type: ['string', 'null'] },
			days: {
				type: 'array',
				minItems: 7,
				maxItems: 7,
				items: {
					type: 'object',
					required: ['day', 'totals', 'dishes'],
					properties: {
						day: { type: 'integer', minimum: 1, maximum: 7, description: '1 = Monday.' },
						totals: { $ref: '#/components/schemas/Nutrition' },
						dishes: {
							type: 'array',
							items: {
								allOf: [
									{ $ref: '#/components/schemas/Nutrition' },
									{
										type: 'object',
										required: ['slot', 'name', 'description', 'allergens', 'photo'],
										properties: {
											slot: { type: 'string', enum: ['suhoor', 'breakfast', 'lunch', 'snack', 'dinner', 'iftar'] },
											name: { type: 'string' },
											description: { type: 'string' },
											photo: {
												description: 'The dish’s photo as a responsive set (paths on this origin, cached for a year), or null while it has none.',
												oneOf: [
													{ type: 'null' },
													{
														type: 'object',
														required: ['alt', 'width', 'height', 'src', 'srcSet', 'sources'],
														properties: {
															alt: { type: 'string' },
															width: { type: 'integer', description: 'Intrinsic width: every file of the set has this ratio.' },
															height: { type: 'integer' },
															src: { type: 'string', description: 'A JPEG of about 640 pixels.', examples: ['/media/photos/Qm9vazEyMzQ1Njc4OTAx/640.jpg'] },
															srcSet: { type: 'string', description: 'The JPEG set.' },
															sources: {
																type: 'array',
																description: 'AVIF, then WebP.',
																items: { type: 'object', required: ['type', 'srcSet'], properties: { type: { type: 'string' }, srcSet: { type: 'string' } } },
															},
														},
													},
												],
											},
											allergens: {
												type: 'array',
												items: {
													type: 'string',
													enum: [
														'gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk',
														'tree-nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs',
													],
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
	},
	Nutrition: {
		type: 'object',
		required: ['kcal', 'proteinG', 'carbsG', 'fatG'],
		properties: {
			kcal: { type: 'integer' },
			proteinG: { type: 'number' },
			carbsG: { type: 'number' },
			fatG: { type: 'number' },
		},
	},
} as const

export const cataloguePaths = {
	'/locales': {
		get: {
			summary: 'The languages the site is offered in',
			parameters: [{ $ref: '#/components/parameters/locale' }],
			responses: {
				'200': {
					description: 'Enabled locales, default first.',
					content: {
						'application/json': {
							schema: {
								type: 'object',
								properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Locale' } } },
							},
						},
					},
				},
			},
		},
	},
	'/plans': {
		get: cacheableGet({
			summary: 'The active plans, in catalogue order',
			ok: 'Plans with their sizes and lowest price per day.',
			data: { type: 'array', items: { $ref: '#/components/schemas/Plan' } },
		}),
	},
	'/plans/{slug}': {
		get: cacheableGet({
			summary: 'One plan with its sizes, price tables, add-ons and bag deposit',
			ok: 'The plan.',
			data: { $ref: '#/components/schemas/PlanDetail' },
			pathParameter: 'planSlug',
		}),
	},
	'/plans/{slug}/sample-menu': {
		get: cacheableGet({
			summary: 'The 7-day sample menu of a plan’s diet',
			note: '404 `plan_not_found` for an unknown plan, `sample_menu_not_found` for a plan without a published menu.',
			ok: 'The sample menu.',
			data: { $ref: '#/components/schemas/SampleMenu' },
			pathParameter: 'planSlug',
		}),
	},
	'/addons': {
		get: cacheableGet({
			summary: 'Add-ons that go with any plan, with their variants and prices per day',
			ok: 'Active add-ons in catalogue order.',
			data: { type: 'array', items: { $ref: '#/components/schemas/Addon' } },
		}),
	},
	'/cities': {
		get: cacheableGet({
			summary: 'The emirates we deliver to, Dubai (id 1) first',
			ok: 'Cities in display order.',
			data: { type: 'array', items: { $ref: '#/components/schemas/City' } },
		}),
	},
	'/cities/{id}/areas': {
		get: cacheableGet({
			summary: 'A city’s areas with their delivery slots',
			note: '404 `city_not_found` for a city we do not deliver to.',
			ok: 'Areas in the alphabetical order of the request’s language; only areas with at least one running slot.',
			data: { type: 'array', items: { $ref: '#/components/schemas/Area' } },
			pathParameter: 'cityId',
		}),
	},
} as const
