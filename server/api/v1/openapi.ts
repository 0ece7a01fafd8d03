/** The OpenAPI description of /client/api/v1, served at /client/api/v1/openapi.json. */
export const openApiDocument = {
	openapi: '3.1.0',
	info: {
		title: 'kcal client API',
		version: '1.0.0',
		description:
			'JSON API of the kcal web site and apps. Amounts are integers in fils (AED × 100). Error messages are localized by the `locale` query parameter.',
	},
	servers: [{ url: '/client/api/v1' }],
	components: {
		parameters: {
			locale: {
				name: 'locale',
				in: 'query',
				required: false,
				description: 'Language of messages in the response.',
				schema: { type: 'string', enum: ['en', 'ar-ae', 'ru-ae'], default: 'en' },
			},
		},
		schemas: {
			Error: {
				type: 'object',
				required: ['error'],
				properties: {
					error: {
						type: 'object',
						required: ['code', 'message'],
						properties: {
							code: { type: 'string', examples: ['not_found'] },
							message: { type: 'string', description: 'Human-readable, in the requested locale.' },
							fields: {
								type: 'object',
								additionalProperties: { type: 'string' },
								description: 'Per-field messages for invalid input.',
							},
						},
					},
				},
			},
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
		},
		responses: {
			NotFound: {
				description: 'Unknown endpoint or resource.',
				content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
			},
		},
	},
	paths: {
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
	},
} as const
