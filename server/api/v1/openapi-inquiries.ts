/** The OpenAPI description of POST /contact and POST /leads, joined into openapi.ts. */
import { CONTACT_TOPICS, LEAD_GOALS, MESSAGE_LENGTH, NAME_LENGTH } from '../../../domain/contact-limits.ts'

/** A response that is the API's `Error` object. */
export const error = (description: string, headers?: Record<string, unknown>) => ({
	description,
	...(headers ? { headers } : {}),
	content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

const name = { type: 'string', minLength: NAME_LENGTH.min, maxLength: NAME_LENGTH.max, description: 'At least one letter; no links.' }
const email = { type: 'string', format: 'email', maxLength: 254 }
const honeypot = {
	type: 'string',
	description: 'Leave out or empty. Forms hide it from people; a post that fills it in is answered 201 and dropped.',
}

export const inquirySchemas = {
	ContactRequest: {
		type: 'object',
		required: ['name', 'email', 'topic', 'message', 'consent'],
		properties: {
			name,
			email,
			phone: { type: ['string', 'null'], description: 'Optional. A UAE mobile or landline in any usual notation; stored in E.164.', examples: ['050 123 4567'] },
			topic: { type: 'string', enum: [...CONTACT_TOPICS] },
			message: { type: 'string', minLength: MESSAGE_LENGTH.min, maxLength: MESSAGE_LENGTH.max },
			consent: { const: true, description: 'The sender agrees to be contacted about this message.' },
			website: honeypot,
		},
	},
	LeadRequest: {
		type: 'object',
		required: ['name', 'phone', 'email', 'goal'],
		properties: {
			name,
			phone: { type: 'string', description: 'A UAE mobile number in any usual notation; stored in E.164.', examples: ['+971 50 123 4567'] },
			email,
			goal: { type: 'string', enum: [...LEAD_GOALS] },
			sourcePath: { type: 'string', description: 'The page the form is on, e.g. /campaign/lead_form/. Dropped when not a path.' },
			utmSource: { type: 'string', maxLength: 100 },
			utmMedium: { type: 'string', maxLength: 100 },
			utmCampaign: { type: 'string', maxLength: 100 },
			utmTerm: { type: 'string', maxLength: 100 },
			utmContent: { type: 'string', maxLength: 100 },
			website: honeypot,
		},
	},
	Thanks: {
		type: 'object',
		required: ['data'],
		properties: {
			data: {
				type: 'object',
				required: ['message'],
				properties: { message: { type: 'string', description: 'The thank-you to show, in the requested locale.' } },
			},
		},
	},
} as const

const post = (summary: string, description: string, schema: string) => ({
	post: {
		summary,
		description: `${description} Browsers must post from our own pages (Sec-Fetch-Site same-origin, or an Origin of ours); requests without either header (apps, servers) are accepted. Rate limit: 5 accepted posts per client address in 10 minutes.`,
		parameters: [{ $ref: '#/components/parameters/locale' }],
		requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } } },
		responses: {
			'201': { description: 'Received.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thanks' } } } },
			'400': error('`invalid_input` with a message per field in `fields`, or `bad_request` for a body that is not a JSON object.'),
			'403': error('`cross_site`: posted from another site.'),
			'415': error('`unsupported_media_type`: the body must be application/json.'),
			'429': error('`rate_limited`: too many posts from this address.', {
				'Retry-After': { description: 'Seconds until the next post is accepted.', schema: { type: 'integer' } },
			}),
		},
	},
})

export const inquiryPaths = {
	'/contact': post(
		'Send a message to customer care',
		'Stores the message, e-mails it to the team and sends the sender an acknowledgement in the requested locale.',
		'ContactRequest',
	),
	'/leads': post(
		'Ask for a call from a nutritionist',
		'Stores the lead with where it came from (page, UTM) and e-mails it to the team.',
		'LeadRequest',
	),
} as const
