/**
 * The optional `meta` of POST /register and POST /orders (spec §7): the attribution an app keeps
 * itself, since it has no landing cookie. Checked with Zod: a value of the wrong type or outside
 * its documented format is a 400 with a message under `meta.<field>`; free text (UTM values, the
 * user agent) is only cut to its length. Other keys, `ip_address` included, are ignored: the
 * address stored is always the one the server reads.
 */
import { z } from 'zod'
import { textField } from '../validation/text-field.ts'
import { ATTRIBUTION_MESSAGES } from '../../content/attribution-messages.ts'
import { FBC_FORMAT, FBP_FORMAT, referrerHost, UTM_FIELDS } from '../../domain/attribution.ts'
import { type LocaleCode, oncePerLocale } from '../../domain/locale.ts'

export const META_FIELDS = [...UTM_FIELDS, 'facebook_fbc', 'facebook_fbp', 'http_referer', 'browser_user_agent'] as const
export type MetaField = (typeof META_FIELDS)[number]
export type AttributionMeta = Record<MetaField, string | null>

/** Longest value kept of each field (documented in the API description). */
export const META_MAX_LENGTH: Record<MetaField, number> = {
	utm_source: 100,
	utm_medium: 100,
	utm_campaign: 100,
	utm_content: 100,
	utm_term: 100,
	facebook_fbc: 500,
	facebook_fbp: 100,
	http_referer: 500,
	browser_user_agent: 300,
}

/** An absolute http(s) address without spaces. */
export const REFERRER_FORMAT = /^https?:\/\/\S+$/
const isReferrer = (text: string) => REFERRER_FORMAT.test(text) && referrerHost(text) !== null

function buildMetaSchema(locale: LocaleCode) {
	const { invalidMeta, invalidValue } = ATTRIBUTION_MESSAGES[locale]
	const field = (name: MetaField, valid: (text: string) => boolean = () => true) =>
		textField(locale, invalidValue)
			.nullish()
			.transform((value, context) => {
				const text = value?.trim()
				if (!text) return null
				if (valid(text)) return text.slice(0, META_MAX_LENGTH[name])
				context.issues.push({ code: 'custom', message: invalidValue, input: value })
				return z.NEVER
			})
	return z.object(
		{
			utm_source: field('utm_source'),
			utm_medium: field('utm_medium'),
			utm_campaign: field('utm_campaign'),
			utm_content: field('utm_content'),
			utm_term: field('utm_term'),
			// A cut id would match nothing at Meta: too long is malformed.
			facebook_fbc: field('facebook_fbc', (text) => text.length <= META_MAX_LENGTH.facebook_fbc && FBC_FORMAT.test(text)),
			facebook_fbp: field('facebook_fbp', (text) => text.length <= META_MAX_LENGTH.facebook_fbp && FBP_FORMAT.test(text)),
			http_referer: field('http_referer', isReferrer),
			browser_user_agent: field('browser_user_agent'),
		},
		{ error: () => invalidMeta },
	)
}

const metaSchema = oncePerLocale(buildMetaSchema)

export type MetaReading = { ok: true; meta: AttributionMeta | null } | { ok: false; errors: Record<string, string> }

/** The request's `meta`: null when it sent none, or the message of each field that is wrong. */
export function readAttributionMeta(value: unknown, locale: LocaleCode): MetaReading {
	if (value === undefined || value === null) return { ok: true, meta: null }
	const parsed = metaSchema(locale).safeParse(value)
	if (parsed.success) return { ok: true, meta: parsed.data }
	const errors: Record<string, string> = {}
	for (const issue of parsed.error.issues) {
		const key = issue.path.length > 0 ? `meta.${String(issue.path[0])}` : 'meta'
		errors[key] ??= issue.message
	}
	return { ok: false, errors }
}
