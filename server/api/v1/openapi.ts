/**
 * The OpenAPI description of /client/api/v1, served at /client/api/v1/openapi.json: the document's
 * frame, the shared parameters, error schema and responses; each area's schemas and paths are in
 * the openapi-*.ts files beside it.
 */
import { accountPaths, accountSchemas } from './openapi-account.ts'
import { cancellationPaths, cancellationSchemas } from './openapi-cancellations.ts'
import { cataloguePaths, catalogueSchemas } from './openapi-catalogue.ts'
import { subscriptionPaths, subscriptionSchemas } from './openapi-subscriptions.ts'
import { inquiryPaths, inquirySchemas } from './openapi-inquiries.ts'
import { orderPaths, orderSchemas } from './openapi-orders.ts'
import { profilePaths, profileSchemas } from './openapi-profile.ts'
import { renewalPaths, renewalSchemas } from './openapi-renewals.ts'
import { pricePaths, priceSchemas } from './openapi-price.ts'

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
			planSlug: {
				name: 'slug',
				in: 'path',
				required: true,
				description: 'The plan’s URL segment, as in /meal-plans/{slug}/.',
				schema: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 64, examples: ['international'] },
			},
			cityId: {
				name: 'id',
				in: 'path',
				required: true,
				description: 'The city’s id, as `GET /cities` lists it (Dubai is 1).',
				schema: { type: 'integer', minimum: 1, examples: [1] },
			},
			ifNoneMatch: {
				name: 'If-None-Match',
				in: 'header',
				required: false,
				description: 'The ETag of a copy the client holds; when it is still current the answer is 304 without a body.',
				schema: { type: 'string' },
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
			...catalogueSchemas,
			...inquirySchemas,
			...priceSchemas,
			...orderSchemas,
			...renewalSchemas,
			...cancellationSchemas,
			...subscriptionSchemas,
			...profileSchemas,
			...accountSchemas,
		},
		responses: {
			NotFound: {
				description: 'Unknown endpoint or resource.',
				content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
			},
			BadRequest: {
				description: 'A malformed parameter (code `invalid_slug` for a plan slug).',
				content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
			},
			NotModified: {
				description: 'The copy named by If-None-Match is current; no body.',
				headers: { ETag: { schema: { type: 'string' } } },
			},
		},
	},
	paths: {
		...cataloguePaths,
		...pricePaths,
		...orderPaths,
		...subscriptionPaths,
		...renewalPaths,
		...cancellationPaths,
		...accountPaths,
		...profilePaths,
		// The customer's orders (GET) and the checkout's new order (POST) share the path.
		'/orders': { ...orderPaths['/orders'], ...profilePaths['/orders'] },
		...inquiryPaths,
	},
} as const
