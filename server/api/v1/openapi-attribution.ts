/** The OpenAPI description of the `meta` that POST /register and POST /orders take (server/attribution/meta.ts). */
import { FBC_FORMAT, FBP_FORMAT } from '../../../domain/attribution.ts'
import { META_MAX_LENGTH, type MetaField, REFERRER_FORMAT } from '../../attribution/meta.ts'

const kept = (field: MetaField) => ({ type: ['string', 'null'], description: `Kept up to ${META_MAX_LENGTH[field]} characters.` })

const META_PROPERTIES = {
	utm_source: kept('utm_source'),
	utm_medium: kept('utm_medium'),
	utm_campaign: kept('utm_campaign'),
	utm_content: kept('utm_content'),
	utm_term: kept('utm_term'),
	facebook_fbc: {
		type: ['string', 'null'],
		pattern: FBC_FORMAT.source,
		maxLength: META_MAX_LENGTH.facebook_fbc,
		description: 'Meta’s click id cookie (`_fbc`): fb.1.{creation time in ms}.{fbclid}.',
	},
	facebook_fbp: {
		type: ['string', 'null'],
		pattern: FBP_FORMAT.source,
		maxLength: META_MAX_LENGTH.facebook_fbp,
		description: 'Meta’s browser id cookie (`_fbp`): fb.1.{creation time in ms}.{random number}.',
	},
	http_referer: { type: ['string', 'null'], pattern: REFERRER_FORMAT.source, description: `The other site the visitor came from; kept up to ${META_MAX_LENGTH.http_referer} characters.` },
	browser_user_agent: { ...kept('browser_user_agent'), description: `Kept up to ${META_MAX_LENGTH.browser_user_agent} characters; the request’s User-Agent when left out.` },
} satisfies Record<MetaField, object>

export const attributionMeta = {
	type: 'object',
	description:
		'Attribution an app keeps itself (a browser has the landing cookie instead): stored with the account or order, which gets its `source` and `initiator_type` from it (docs/attribution.md). A value of the wrong type or format is a 400 with a message under `meta.<field>`; longer free text is cut. Other keys are ignored, `ip_address` included: the server stores the address it read.',
	properties: META_PROPERTIES,
}
